// SPDX-License-Identifier: Apache-2.0
import { defineElement } from '../../base/define-element.js';
import { SessionList } from './session-list.component.js';

export { SessionList };
defineElement('session-list', SessionList);

declare global {
  interface HTMLElementTagNameMap {
    'session-list': SessionList;
  }
}
