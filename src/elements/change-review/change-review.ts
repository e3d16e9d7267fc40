// SPDX-License-Identifier: Apache-2.0
import { defineElement } from '../../base/define-element.js';
import { ChangeReview } from './change-review.component.js';

export { ChangeReview };
defineElement('change-review', ChangeReview);

declare global {
  interface HTMLElementTagNameMap {
    'change-review': ChangeReview;
  }
}
