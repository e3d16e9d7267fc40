// SPDX-License-Identifier: Apache-2.0

/**
 * The node and its ancestors in the composed tree: parent nodes, and from a shadow root its host,
 * so an element inside another element's shadow DOM still finds what an outer page set (a `lang`, a
 * scroller, an open dialog). Slotted nodes follow their light-DOM parent, which is where a page's
 * attributes live.
 */
export function* composedAncestors(node: Node | null): Generator<Node> {
  while (node) {
    yield node;
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
}

/** The nearest element, from `node` up through shadow roots, that `test` accepts. */
export function closestComposed<T extends Element = Element>(node: Node | null, test: (element: Element) => boolean): T | undefined {
  for (const ancestor of composedAncestors(node)) {
    if (ancestor instanceof Element && test(ancestor)) return ancestor as T;
  }
  return undefined;
}
