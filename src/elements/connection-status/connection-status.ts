// SPDX-License-Identifier: Apache-2.0
import { defineElement } from '../../base/define-element.js';
import { ConnectionStatusElement } from './connection-status.component.js';

export { ConnectionStatusElement };
defineElement('connection-status', ConnectionStatusElement);

declare global {
  interface HTMLElementTagNameMap {
    'connection-status': ConnectionStatusElement;
  }
}
