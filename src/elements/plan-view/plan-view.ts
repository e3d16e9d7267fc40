// SPDX-License-Identifier: Apache-2.0
import { defineElement } from '../../base/define-element.js';
import { PlanView } from './plan-view.component.js';

export { PlanView };
defineElement('plan-view', PlanView);

declare global {
  interface HTMLElementTagNameMap {
    'plan-view': PlanView;
  }
}
