// SPDX-License-Identifier: Apache-2.0
import { defineElement } from '../../base/define-element.js';
import '../tool-call-card/tool-call-card.js';
import { ToolCallList } from './tool-call-list.component.js';

export { ToolCallList };
defineElement('tool-call-list', ToolCallList);

declare global {
  interface HTMLElementTagNameMap {
    'tool-call-list': ToolCallList;
  }
}
