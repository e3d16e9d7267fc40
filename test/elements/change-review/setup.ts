// SPDX-License-Identifier: Apache-2.0
// What the <change-review> browser tests share: a real store and tracker fed by a scripted agent,
// the element on them, and readers of its parts.
import { fixture, html } from '@open-wc/testing';
import { trackChanges, type ChangeTracker } from '../../../src/changes/index.js';
import type { ChangeReview } from '../../../src/elements/change-review/change-review.component.js';
import '../../../src/elements/change-review/change-review.js';
import { $$ } from '../../helpers/dom.js';
import { waitUntil } from '../../helpers/time.js';
import { SAMPLE_ROOT } from '../../helpers/wire.js';
import { inRoot, memoryFs, ScriptedAgent } from './scripted-agent.js';

export { inRoot, SAMPLE_ROOT };
export const SESSION = 'sess-review';

export const APP_BEFORE = 'export function greet(name) {\n  return "Hello, " + name;\n}\n';
export const APP_AFTER = 'export function greet(name) {\n  return `Hello, ${name}!`;\n}\n';
export const NOTES = '# Notes\n\nGreeting fixed.\n';

export interface Review {
  el: ChangeReview;
  agent: ScriptedAgent;
  tracker: ChangeTracker;
  disk: Map<string, string>;
}

export interface ReviewOptions {
  lang?: string;
  open?: boolean;
  autoAccept?: boolean;
  delay?: number;
  /** Leave the turn open after the edits. */
  script?: (agent: ScriptedAgent) => void;
}

/** A turn that changes src/app.js (one line) and adds NOTES.md, through the client's fs. */
export function twoFiles(agent: ScriptedAgent): void {
  agent.prompt().edit('call-app', 'src/app.js', APP_AFTER).edit('call-notes', 'NOTES.md', NOTES).endTurn();
}

export async function review(options: ReviewOptions = {}): Promise<Review> {
  const disk = new Map([[inRoot('src/app.js'), APP_BEFORE]]);
  const agent = new ScriptedAgent(SESSION, disk);
  const tracker = trackChanges(agent.store, { fs: memoryFs(disk) });
  const wrapper = await fixture<HTMLElement>(html`<div lang=${options.lang ?? 'en'} style="width: 640px">
    <change-review .changes=${tracker} session-id=${SESSION} root=${SAMPLE_ROOT} ?open=${options.open ?? false}
      ?auto-accept=${options.autoAccept ?? false} auto-accept-delay=${options.delay ?? 0}></change-review>
  </div>`);
  const el = wrapper.querySelector('change-review')!;
  (options.script ?? twoFiles)(agent);
  return { el, agent, tracker, disk };
}

export const fileRows = (el: ChangeReview) => $$(el, '[part~="file"]');
export const fileRow = (el: ChangeReview, path: string) => fileRows(el).find((row) => row.dataset.path === inRoot(path));
export const inRow = (row: HTMLElement | undefined, part: string) => row?.querySelector<HTMLElement>(`[part~="${part}"]`) ?? null;

/** Waits until the element shows `count` files. */
export async function showsFiles(el: ChangeReview, count: number): Promise<void> {
  await waitUntil(() => fileRows(el).length === count, `${count} files`);
  await el.updateComplete;
}
