// SPDX-License-Identifier: Apache-2.0
import { defineElement } from '../../base/define-element.js';
import { ElicitationForm } from './elicitation-form.component.js';

export { ElicitationForm };
defineElement('elicitation-form', ElicitationForm);

declare global {
  interface HTMLElementTagNameMap {
    'elicitation-form': ElicitationForm;
  }
}
