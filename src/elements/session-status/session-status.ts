// SPDX-License-Identifier: Apache-2.0
import { defineElement } from '../../base/define-element.js';
import { SessionStatus } from './session-status.component.js';

export { SessionStatus };
defineElement('session-status', SessionStatus);

declare global {
  interface HTMLElementTagNameMap {
    'session-status': SessionStatus;
  }
}
