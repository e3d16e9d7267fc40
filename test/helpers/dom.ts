// SPDX-License-Identifier: Apache-2.0
// The composed tree as tests read it: through the elements' open shadow roots.

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

export const shadow = (el: Element) => el.shadowRoot!;
export const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
export const $$ = <E extends Element = HTMLElement>(el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<E>(selector)];
/** The first element of `el`'s shadow tree with `name` among its parts. */
export const part = <E extends Element = HTMLElement>(el: Element, name: string) => el.shadowRoot!.querySelector<E>(`[part~="${name}"]`);
/** Visible text of a node, whitespace collapsed. */
export const textOf = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** Visible text of `el`'s part `name` ('' when there is none). */
export const partText = (el: Element, name: string) => textOf(part(el, name));

/** The markup of an element without Lit's comment markers, for comparing icons. */
export function markup(element: Element | null): string {
  return (element?.outerHTML ?? '').replace(/<!--[^]*?-->/g, '');
}
