// SPDX-License-Identifier: Apache-2.0
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Whether the end of a list is on screen: an IntersectionObserver on a sentinel at its end,
 * against the viewport as clipped by every scroller around it. So it holds whether the list
 * scrolls inside the element (a sidebar of fixed height) or the page scrolls it (a list that
 * grows), and a list shorter than its box is at its end at once. The host re-renders when this
 * changes and decides there whether to ask for a page.
 */
export class NearEndController implements ReactiveController {
  /** The sentinel is on screen. */
  near = false;
  private observer?: IntersectionObserver;
  private observed?: Element;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly sentinel: () => Element | null,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    const target = this.sentinel();
    if (target === this.observed) return;
    if (this.observed) this.observer?.unobserve(this.observed);
    this.observed = target ?? undefined;
    if (!target) return;
    if (!this.observer && typeof IntersectionObserver === 'function') {
      this.observer = new IntersectionObserver((entries) => {
        const near = entries.at(-1)!.isIntersecting;
        if (near === this.near) return;
        this.near = near;
        this.host.requestUpdate();
      });
    }
    this.observer?.observe(target);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    this.observed = undefined;
    this.near = false;
  }
}
