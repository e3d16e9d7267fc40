// SPDX-License-Identifier: Apache-2.0
// Kept for modules not yet moved to the public `define-element.ts`; remove once nothing imports it.
export { defineElement } from '../define-element.js';
