// SPDX-License-Identifier: Apache-2.0
/**
 * Bars (progress, meters) get their width through the CSSOM, from a `data-ratio` (0–1) on each
 * `.fill`: a strict CSP forbids `style` attributes, which is what Lit's `styleMap` writes on its
 * first render.
 */
export function setFillWidths(root: ParentNode): void {
  for (const fill of root.querySelectorAll<HTMLElement>('.fill[data-ratio]')) {
    const ratio = Math.min(1, Math.max(0, Number(fill.dataset.ratio) || 0));
    fill.style.width = `${ratio * 100}%`;
  }
}
