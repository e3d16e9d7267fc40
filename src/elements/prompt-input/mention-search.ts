// SPDX-License-Identifier: Apache-2.0
/**
 * `<prompt-input>`'s calls to the host's mention provider: one request at a time (a new query
 * aborts the one before and an answer that comes late is dropped), and a progress line shown only
 * when an answer takes a moment, so a fast provider never makes the menu flash.
 */
import { after } from '../../scheduling/clock.js';
import type { MentionItem, MentionProvider } from './mention-model.js';

/** How long an answer may take before the menu says it is searching. */
export const PROGRESS_DELAY_MS = 150;
/** Items the menu shows at most, whatever the provider returns. */
const ITEM_LIMIT = 50;

export class MentionSearch {
  /** The query asked last (undefined: no mention is being typed). */
  query: string | undefined;
  /** The items of the latest answer (kept while the next query is asked, so the menu does not blink). */
  items: readonly MentionItem[] = [];
  /** A request is out. */
  loading = false;
  /** The request has taken long enough to say so. */
  slow = false;
  /** The provider answered the current query (with items or none). */
  answered = false;
  private controller?: AbortController;
  private cancelProgress?: () => void;

  constructor(private readonly changed: () => void) {}

  /** Asks `provider` for `query` (nothing when it is the query asked already); undefined closes the search. */
  ask(provider: MentionProvider | undefined, query: string | undefined): void {
    if (query === this.query) return;
    this.stop();
    this.query = query;
    this.answered = false;
    if (query === undefined || !provider) {
      this.items = [];
      return;
    }
    const controller = (this.controller = new AbortController());
    this.loading = true;
    this.cancelProgress = after(PROGRESS_DELAY_MS, () => {
      this.slow = true;
      this.changed();
    });
    let answer: Promise<MentionItem[]>;
    try {
      answer = Promise.resolve(provider(query, { signal: controller.signal }));
    } catch (error) {
      answer = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    answer.then(
      (items) => this.settle(controller, Array.isArray(items) ? items.filter(isItem).slice(0, ITEM_LIMIT) : []),
      // A provider that fails (or honours the abort by rejecting) leaves the menu empty.
      () => this.settle(controller, []),
    );
  }

  /** Ends the search: the request out is aborted and its answer will be dropped. */
  stop(): void {
    this.controller?.abort();
    this.controller = undefined;
    this.cancelProgress?.();
    this.cancelProgress = undefined;
    this.loading = false;
    this.slow = false;
  }

  private settle(controller: AbortController, items: MentionItem[]): void {
    // A later query took over: this answer is stale.
    if (controller !== this.controller) return;
    this.controller = undefined;
    this.cancelProgress?.();
    this.cancelProgress = undefined;
    this.items = items;
    this.loading = false;
    this.slow = false;
    this.answered = true;
    this.changed();
  }
}

/** The host's items are checked once here: the menu and the chips then trust their shape. */
function isItem(value: unknown): value is MentionItem {
  const item = value as Partial<MentionItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.label === 'string' &&
    typeof item.uri === 'string' &&
    typeof item.kind === 'string'
  );
}
