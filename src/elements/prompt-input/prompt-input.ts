// SPDX-License-Identifier: Apache-2.0
import { defineElement } from '../../base/define-element.js';
import { PromptInput } from './prompt-input.component.js';

export { PromptInput };
defineElement('prompt-input', PromptInput);

declare global {
  interface HTMLElementTagNameMap {
    'prompt-input': PromptInput;
  }
}
