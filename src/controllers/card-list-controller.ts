// SPDX-License-Identifier: Apache-2.0
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { headAbove } from './live-tail.js';
import { FollowBottomController } from './follow-bottom-controller.js';

/** What the controller needs of its list: a Lit element with a `theme`. */
export interface CardListHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly theme: string | undefined;
}

export interface CardListOptions {
  /** Selector, in the host's render root, of the element holding the rows: its size changes are new content. */
  content: string;
  /** Whether to follow the bottom at all (off while the host's `no-autoscroll` is set). */
  follow: () => boolean;
  /** Runs on each refresh before the host re-renders, e.g. to make a virtual head re-render its rows. */
  onRefresh?: () => void;
}

/**
 * What `<tool-call-list>` and `<session-thread>` share as scrolling lists of cards split into a
 * virtual head and a live tail (see src/controllers/live-tail.ts): the host's `.scroller` follows the
 * newest row to the bottom, and the cards are re-rendered when the host's language or theme
 * changes, since cards read both through the DOM and would not notice on their own.
 */
export class CardListController implements ReactiveController {
  private theme: string | undefined;

  constructor(
    private readonly host: CardListHost,
    private readonly options: CardListOptions,
  ) {
    host.addController(this);
    // The controller's own scrolls, while the virtual head lies wholly above the viewport, stop at
    // the scroller: the head has nothing to show for them, and each scroll it saw would cost a
    // forced layout of the whole list to re-measure itself.
    new FollowBottomController(host, {
      scroller: () => host.renderRoot.querySelector<HTMLElement>('.scroller'),
      content: () => host.renderRoot.querySelector(options.content),
      enabled: options.follow,
      // The scroller is the head's offset parent (position: relative).
      hideOwnScroll: (top) => headAbove(host.renderRoot.querySelector<HTMLElement>('.head'), top),
    });
  }

  /** Call when the host's `lang` attribute changes (from `attributeChangedCallback`). */
  refreshCards(): void {
    this.options.onRefresh?.();
    this.host.requestUpdate();
    // Before the first render (attributes set while upgrading) there are no cards yet. Nested cards
    // (a subagent's calls) sit in their parent card's shadow root.
    const refresh = (root: ParentNode | undefined) => {
      for (const card of root?.querySelectorAll('tool-call-card') ?? []) {
        (card as Partial<ReactiveControllerHost>).requestUpdate?.();
        refresh(card.shadowRoot ?? undefined);
      }
    };
    refresh(this.host.renderRoot);
  }

  hostUpdate(): void {
    // A new theme reaches the cards once the host has rendered with it.
    if (this.host.theme === this.theme) return;
    this.theme = this.host.theme;
    void this.host.updateComplete.then(() => this.refreshCards());
  }
}
