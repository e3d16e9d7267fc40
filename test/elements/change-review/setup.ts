// SPDX-License-Identifier: Apache-2.0
// What the <change-review> browser tests share: a real store and tracker (test/helpers/changes.ts)
// fed an agent's edits through the client's fs, the element on them, and readers of its parts.
import { fixture, html } from '@open-wc/testing';
import type { ChangeReview } from '../../../src/elements/change-review/change-review.component.js';
import '../../../src/elements/change-review/change-review.js';
import { changeSession, MemoryFs } from '../../helpers/changes.js';
import { $$ } from '../../helpers/dom.js';
import { waitUntil } from '../../helpers/time.js';
import { SAMPLE_ROOT } from '../../helpers/wire.js';

export { SAMPLE_ROOT };
export const SESSION = 'sess-review';
export const inRoot = (path: string) => `${SAMPLE_ROOT}/${path}`;

export const APP_BEFORE = 'export function greet(name) {\n  return "Hello, " + name;\n}\n';
export const APP_AFTER = 'export function greet(name) {\n  return `Hello, ${name}!`;\n}\n';
export const NOTES = '# Notes\n\nGreeting fixed.\n';

export type Session = ReturnType<typeof changeSession> & {
  /** An edit call that writes `content` through the client; left running with `running`. */
  edit(callId: string, path: string, content: string, running?: boolean): Promise<void>;
};

export interface Review {
  el: ChangeReview;
  session: Session;
  disk: MemoryFs;
}

export interface ReviewOptions {
  lang?: string;
  open?: boolean;
  autoAccept?: boolean;
  delay?: number;
  /** What the agent does (default: `twoFiles`). */
  script?: (session: Session) => Promise<void>;
}

/** A turn that changes src/app.js (one line) and adds NOTES.md, through the client's fs. */
export async function twoFiles(session: Session): Promise<void> {
  session.prompt('Fix the greeting and add notes');
  await session.edit('call-app', 'src/app.js', APP_AFTER);
  await session.edit('call-notes', 'NOTES.md', NOTES);
}

/** The element on a tracker that hears its events on the element's wrapper; the agent's script played. */
export async function review(options: ReviewOptions = {}): Promise<Review> {
  const wrapper = await fixture<HTMLElement>(html`<div lang=${options.lang ?? 'en'} style="width: 640px">
    <change-review session-id=${SESSION} root=${SAMPLE_ROOT} ?open=${options.open ?? false} ?auto-accept=${options.autoAccept ?? false}
      auto-accept-delay=${options.delay ?? 0}></change-review>
  </div>`);
  const disk = new MemoryFs({ [inRoot('src/app.js')]: APP_BEFORE });
  const base = changeSession({ fs: disk, target: wrapper, sessionId: SESSION });
  const session: Session = Object.assign(base, {
    async edit(callId: string, path: string, content: string, running = false) {
      base.call(callId, { kind: 'edit', title: `Edit ${path}`, locations: [{ path: inRoot(path) }] });
      await base.write(inRoot(path), content);
      if (!running) base.end(callId);
      await base.tracker.settled();
    },
  });
  const el = wrapper.querySelector('change-review')!;
  el.changes = base.tracker;
  await (options.script ?? twoFiles)(session);
  await base.tracker.settled();
  return { el, session, disk };
}

export const fileRows = (el: ChangeReview) => $$(el, '[part~="file"]');
export const fileRow = (el: ChangeReview, path: string) => fileRows(el).find((row) => row.dataset.path === inRoot(path));
export const inRow = (row: HTMLElement | undefined | null, part: string) => row?.querySelector<HTMLElement>(`[part~="${part}"]`) ?? null;

/** Waits until the element shows `count` files. */
export async function showsFiles(el: ChangeReview, count: number): Promise<void> {
  await waitUntil(() => fileRows(el).length === count, `${count} files`);
  await el.updateComplete;
}
