// SPDX-License-Identifier: Apache-2.0
import { defineElement } from '../../base/define-element.js';
import '../tool-call-card/tool-call-card.js';
import { SessionThread } from './session-thread.component.js';

export { SessionThread };
defineElement('session-thread', SessionThread);

declare global {
  interface HTMLElementTagNameMap {
    'session-thread': SessionThread;
  }
}
