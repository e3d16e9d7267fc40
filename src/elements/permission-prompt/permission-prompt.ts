// SPDX-License-Identifier: Apache-2.0
import { defineElement } from '../../base/define-element.js';
import { PermissionPrompt } from './permission-prompt.component.js';

export { PermissionPrompt };
defineElement('permission-prompt', PermissionPrompt);

declare global {
  interface HTMLElementTagNameMap {
    'permission-prompt': PermissionPrompt;
  }
}
