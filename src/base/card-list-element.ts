// SPDX-License-Identifier: Apache-2.0
import type { CardListController } from '../controllers/card-list-controller.js';
import { BaseElement } from './base-element.js';

/**
 * The base of the scrolling lists of cards (`<tool-call-list>`, `<session-thread>`): cards read their
 * language through the DOM and would not notice a change of the list's own `lang`, so it is passed
 * on to them through the list's `CardListController`.
 */
export abstract class CardListElement extends BaseElement {
  /** Follows the newest row and re-renders the cards; see src/controllers/card-list-controller.ts. */
  protected abstract readonly cards: CardListController;

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.cards.refreshCards();
  }
}
