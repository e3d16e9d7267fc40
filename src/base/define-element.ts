// SPDX-License-Identifier: Apache-2.0
/**
 * Registers a custom element once. Defining a tag again with the same class is a no-op (so a
 * page may import `define.js` from two bundles); a different class under a taken tag is left
 * alone with a warning instead of throwing, so one library version never breaks a page.
 */
export function defineElement(tag: string, constructor: CustomElementConstructor): void {
  const existing = customElements.get(tag);
  if (existing === constructor) return;
  if (existing) {
    console.warn(`<${tag}> is already defined by another class; tool-call-elements left it as it is.`);
    return;
  }
  customElements.define(tag, constructor);
}
