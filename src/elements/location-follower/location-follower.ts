// SPDX-License-Identifier: Apache-2.0
import { defineElement } from '../../base/define-element.js';
import { LocationFollower } from './location-follower.component.js';

export { LocationFollower };
defineElement('location-follower', LocationFollower);

declare global {
  interface HTMLElementTagNameMap {
    'location-follower': LocationFollower;
  }
}
