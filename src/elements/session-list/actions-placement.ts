// SPDX-License-Identifier: Apache-2.0
import type { ReactiveController } from 'lit';

/**
 * Puts the active row's buttons over its time, and a delete confirmation over the whole row: an
 * option holds no controls, so they live after the listbox and are placed on their row after each
 * render and whenever the list's width changes (rows wrap). A confirmation taller than its row (a
 * narrow list) makes the row grow to its height, so it covers nothing else.
 */
export class ActionsPlacement implements ReactiveController {
  private resizes?: ResizeObserver;
  /** The row grown to the height of its confirmation. */
  private grown?: HTMLElement;

  /** Added by its host (`addController`); `root` is the host's shadow root. */
  constructor(private readonly root: () => ParentNode) {}

  hostUpdated(): void {
    if (!this.resizes && typeof ResizeObserver === 'function') {
      const scroller = this.root().querySelector('.scroller');
      if (scroller) (this.resizes = new ResizeObserver(() => this.place())).observe(scroller);
    }
    this.place();
  }

  hostDisconnected(): void {
    this.resizes?.disconnect();
    this.resizes = undefined;
  }

  private place(): void {
    const option = this.root().querySelector<HTMLElement>('.option.active');
    const actions = this.root().querySelector<HTMLElement>('.actions');
    const confirming = actions?.classList.contains('confirming') ?? false;
    if (this.grown && (this.grown !== option || !confirming)) {
      this.grown.style.minHeight = '';
      this.grown = undefined;
    }
    if (!option || !actions) return;
    actions.style.top = `${option.offsetTop}px`;
    if (!confirming) return;
    option.style.minHeight = `${actions.offsetHeight}px`;
    this.grown = option;
  }
}
