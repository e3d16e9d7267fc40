// SPDX-License-Identifier: Apache-2.0
import { defineElement } from '../../base/define-element.js';
import { DiffView } from './diff-view.component.js';

export { DiffView };
export { setDiffWorkerUrl } from './diff-engine.js';
export { setDiffLayout } from './layout-preference.js';
defineElement('diff-view', DiffView);

declare global {
  interface HTMLElementTagNameMap {
    'diff-view': DiffView;
  }
}
