// SPDX-License-Identifier: Apache-2.0
// What the <session-list> browser tests share: the catalog entries of entries.ts, an element
// standing alone on its properties, and readers of its parts.
import { fixture, html } from '@open-wc/testing';
import '../../../src/elements/session-list/session-list.js';
import type { SessionList } from '../../../src/elements/session-list/session-list.component.js';
import type { SessionCapabilitiesView, SessionCatalogEntry, SessionListing } from '../../../src/state/index.js';
import { $, $$, textOf } from '../../helpers/dom.js';

export { ALL, caps, entry, LISTED, NONE, SAMPLE_ROOT } from './entries.js';

export interface ListProps {
  sessions?: readonly SessionCatalogEntry[];
  capabilities?: SessionCapabilitiesView;
  listing?: SessionListing;
  sessionId?: string;
  root?: string;
  lang?: string;
  /** The list's height (it scrolls inside it); unset: it grows with its rows. */
  height?: number;
}

/** A `<session-list>` on its properties, in a wrapper of the given language. */
export async function listView(props: ListProps = {}): Promise<SessionList> {
  const wrapper = await fixture<HTMLElement>(html`<div lang=${props.lang ?? 'en'}>
    <session-list
      .sessions=${props.sessions}
      .capabilities=${props.capabilities}
      .listing=${props.listing}
      session-id=${props.sessionId ?? ''}
      root=${props.root ?? ''}
      style=${props.height === undefined ? '' : `height: ${props.height}px`}
    ></session-list>
  </div>`);
  const el = wrapper.querySelector('session-list')!;
  await el.updateComplete;
  return el;
}

export const rows = (el: SessionList) => $$(el, '[role="option"]');
export const row = (el: SessionList, sessionId: string) => rows(el).find((r) => r.dataset.sessionId === sessionId);
export const titles = (el: SessionList) => rows(el).map((r) => textOf(r.querySelector('[part~="title"]')));
export const groups = (el: SessionList) =>
  $$(el, '[role="group"].group').map((g) => [g.getAttribute('aria-label'), g.querySelectorAll('[role="option"]').length]);
export const listbox = (el: SessionList) => $(el, '[role="listbox"]')!;
export const activeRow = (el: SessionList) => {
  const id = listbox(el).getAttribute('aria-activedescendant');
  return rows(el).find((r) => r.id === id);
};
export const actionButtons = (el: SessionList) => $$<HTMLButtonElement>(el, '[part~="action"]').map((b) => b.dataset.action);
export const action = (el: SessionList, name: string) => $<HTMLButtonElement>(el, `[part~="action"][data-action="${name}"]`)!;

/** Every event of `name` the element fires, recorded with whether it could be cancelled. */
export function record<T>(el: SessionList, name: string, prevent = false): Array<{ detail: T; cancelable: boolean; composed: boolean }> {
  const seen: Array<{ detail: T; cancelable: boolean; composed: boolean }> = [];
  el.addEventListener(name, (event) => {
    seen.push({ detail: (event as Event & { detail: T }).detail, cancelable: event.cancelable, composed: event.composed });
    if (prevent) event.preventDefault();
  });
  return seen;
}
