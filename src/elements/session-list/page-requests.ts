// SPDX-License-Identifier: Apache-2.0
import { SessionListMoreEvent } from '../../events/session-list-more.js';
import type { SessionCapabilitiesView, SessionListing } from '../../state/index.js';

/** What decides whether `<session-list>` asks for a page, read after each of its renders. */
export interface PagingState {
  /** The agent's capabilities are known (a store, or the `capabilities` property). */
  known: boolean;
  capabilities: SessionCapabilitiesView;
  listing: SessionListing;
  /** The directory filter ("This folder only"). */
  cwd: string | undefined;
  /** The end of the rows is on screen. */
  nearEnd: boolean;
}

/**
 * When `<session-list>` fires `session-list-more`: the first page once the agent can list and
 * nothing was listed (once while the element is in the page, whether or not a listener carried
 * it out), the next page when the end of the rows comes on screen and the listing has a cursor it
 * was not asked for yet. Nothing while a request is out, after a failure (the user retries) or
 * once the agent repeated a cursor.
 */
export class PageRequests {
  private askedFirst = false;
  private askedCursor: string | undefined;

  constructor(private readonly target: EventTarget) {}

  check({ known, capabilities, listing, cwd, nearEnd }: PagingState): void {
    if (!known || !capabilities.list || listing.loading || listing.error) return;
    if (!listing.listed) {
      if (!this.askedFirst) this.request(undefined, cwd);
      return;
    }
    const cursor = listing.nextCursor;
    if (nearEnd && cursor !== undefined && !listing.cursorLoop && cursor !== this.askedCursor) this.request(cursor, cwd);
  }

  /** Asks for a page now (a new filter, "Load more", "Try again"). */
  request(cursor: string | undefined, cwd: string | undefined): void {
    if (cursor === undefined) this.askedFirst = true;
    this.askedCursor = cursor;
    this.target.dispatchEvent(
      new SessionListMoreEvent({ ...(cursor === undefined ? {} : { cursor }), ...(cwd === undefined ? {} : { cwd }) }),
    );
  }

  /** The element left the page: the next time it comes, it asks for the first page again if nothing was listed. */
  reset(): void {
    this.askedFirst = false;
    this.askedCursor = undefined;
  }
}
