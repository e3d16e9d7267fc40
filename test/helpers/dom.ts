// SPDX-License-Identifier: Apache-2.0
// Walks of the composed tree: tests look through the elements' open shadow roots.

/** Every element under `root`, through open shadow roots (document order, hosts before their shadow content). */
export function allElements(root: ParentNode): Element[] {
  const found: Element[] = [];
  for (const el of root.querySelectorAll('*')) {
    found.push(el);
    if (el.shadowRoot) found.push(...allElements(el.shadowRoot));
  }
  return found;
}

/** The element that really has focus: document.activeElement followed into open shadow roots. */
export function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
