// SPDX-License-Identifier: Apache-2.0
import { defineElement } from '../../base/define-element.js';
import { ToolCallCard } from './tool-call-card.component.js';

export { ToolCallCard };
defineElement('tool-call-card', ToolCallCard);

declare global {
  interface HTMLElementTagNameMap {
    'tool-call-card': ToolCallCard;
  }
}
