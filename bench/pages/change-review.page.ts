// SPDX-License-Identifier: Apache-2.0
/**
 * The page side of bench/change-review.bench.ts, bundled by esbuild with the elements from src/.
 * One turn of FILES edits, each file read through the client and then edited by a call whose diff
 * is a snippet (as Claude's agents send them), plus one edit of a 1 MB file: the traffic a client
 * with `fs` sees. Timed, each from handing over the data to the end of the first frame painted
 * with the rows in the DOM (a task posted from that frame's requestAnimationFrame callback):
 *   - fold: the messages into a store alone, and into a store followed by `trackChanges`;
 *   - review: `<change-review open>` over the turn (its file list painted);
 *   - big file: the 1 MB file's net diff opened in the review (its `<diff-view>` rows painted);
 *   - cards: the same calls as `<tool-call-list>` cards with their diffs open (the first screen painted).
 */
import '../../src/elements/change-review/change-review.js';
import '../../src/elements/tool-call-list/tool-call-list.js';
import { setDiffWorkerUrl } from '../../src/elements/diff-view/diff-view.js';
import type { ChangeReview } from '../../src/elements/change-review/change-review.js';
import type { ToolCallList } from '../../src/elements/tool-call-list/tool-call-list.js';
import { trackChanges, selectFileChanges, type ChangeTracker } from '../../src/changes/index.js';
import { createToolCallStore, type ToolCallStore } from '../../src/state/index.js';
import { handshake, prompt, request, result, toolCall, toolCallUpdate, turnEnd, SAMPLE_ROOT } from '../../test/helpers/wire.js';
import { frame, painted } from './paint.js';

setDiffWorkerUrl(new URL('./diff.worker.js', import.meta.url));

const S = 'bench-changes';
const stage = document.getElementById('stage')!;
type Wire = { from: 'agent' | 'client'; msg: unknown };

/** A source file of about `lines` lines; line `k` is unique, so a snippet of it is placed exactly. */
function source(file: number, lines: number): string {
  const out: string[] = [];
  for (let k = 0; k < lines; k++) out.push(`export const value_${file}_${k} = compute(${k}, 'file ${file}'); // line ${k}`);
  return `${out.join('\n')}\n`;
}

let messages: Wire[] = [];
let bigPath = '';

function turn(files: number, bigBytes: number): Wire[] {
  const wire: Wire[] = [...handshake(S, SAMPLE_ROOT)];
  wire.push({ from: 'client', msg: prompt(2, S, 'Rename every value and fix the big table') });
  let id = 100;
  const edit = (path: string, text: string, oldText: string, newText: string, callId: string) => {
    wire.push({ from: 'agent', msg: request(id, 'fs/read_text_file', { sessionId: S, path }) });
    wire.push({ from: 'client', msg: result(id++, { content: text }) });
    wire.push({
      from: 'agent',
      msg: toolCall(S, callId, {
        title: `Edit ${path}`,
        kind: 'edit',
        status: 'in_progress',
        locations: [{ path }],
        content: [{ type: 'diff', path, oldText, newText }],
      }),
    });
    wire.push({ from: 'agent', msg: toolCallUpdate(S, callId, { status: 'completed' }) });
  };
  for (let i = 0; i < files; i++) {
    const path = `${SAMPLE_ROOT}/src/module-${i}.ts`;
    const text = source(i, 40);
    const line = `export const value_${i}_20 = compute(20, 'file ${i}'); // line 20`;
    edit(path, text, line, `export const renamed_${i}_20 = compute(20, 'file ${i}'); // line 20`, `call-${i}`);
  }
  bigPath = `${SAMPLE_ROOT}/data/table.ts`;
  const big = source(-1, Math.ceil(bigBytes / 60));
  const line = `export const value_-1_500 = compute(500, 'file -1'); // line 500`;
  edit(bigPath, big, line, `export const value_-1_500 = compute(501, 'file -1'); // line 500, fixed`, 'call-big');
  wire.push({ from: 'agent', msg: turnEnd(2) });
  return wire;
}

function fold(withTracker: boolean): { store: ToolCallStore; tracker?: ChangeTracker } {
  const store = createToolCallStore();
  const tracker = withTracker ? trackChanges(store, { target: null }) : undefined;
  messages.forEach(({ from, msg }, i) => store.dispatch(msg, { from, receivedAt: 1_000 + i }));
  return { store, tracker };
}

let review: ChangeReview | undefined;

export interface ChangeReviewBench {
  ready: boolean;
  prepare(files: number, bigBytes: number): { messages: number; bytes: number };
  /** Milliseconds to fold the turn into a store alone, then into a store followed by the tracker; and the files it found. */
  fold(): { storeMs: number; trackedMs: number; files: number; exact: number };
  review(): Promise<{ ms: number; rows: number }>;
  openBig(): Promise<{ ms: number; rows: number }>;
  cards(): Promise<{ ms: number; cards: number; diffs: number }>;
}

const bench: ChangeReviewBench = {
  ready: true,
  prepare(files, bigBytes) {
    messages = turn(files, bigBytes);
    return { messages: messages.length, bytes: JSON.stringify(messages).length };
  },
  fold() {
    let start = performance.now();
    fold(false);
    const storeMs = performance.now() - start;
    start = performance.now();
    const { tracker } = fold(true);
    const trackedMs = performance.now() - start;
    const changes = selectFileChanges(tracker!.getState(), { sessionId: S });
    return { storeMs, trackedMs, files: changes.length, exact: changes.filter((file) => file.exact).length };
  },
  async review() {
    stage.replaceChildren();
    const { tracker } = fold(true);
    await frame();
    const start = performance.now();
    review = document.createElement('change-review') as ChangeReview;
    review.changes = tracker;
    review.sessionId = S;
    review.root = SAMPLE_ROOT;
    review.open = true;
    stage.append(review);
    const rows = () => review!.shadowRoot?.querySelectorAll('[part~="file"]').length ?? 0;
    await painted(() => rows() > 0);
    return { ms: performance.now() - start, rows: rows() };
  },
  async openBig() {
    const row = [...review!.shadowRoot!.querySelectorAll<HTMLElement>('[part~="file"]')].find((li) => li.dataset.path === bigPath);
    if (!row) throw new Error('the big file is not listed');
    const start = performance.now();
    row.querySelector<HTMLButtonElement>('[part~="disclosure"]')!.click();
    const diffRows = () => row.querySelector('diff-view')?.shadowRoot?.querySelectorAll('.row').length ?? 0;
    await painted(() => diffRows() > 0);
    return { ms: performance.now() - start, rows: diffRows() };
  },
  async cards() {
    stage.replaceChildren();
    const { store } = fold(false);
    await frame();
    const start = performance.now();
    const list = document.createElement('tool-call-list') as ToolCallList;
    list.style.setProperty('--tool-call-list-height', '800px');
    list.expansionPolicy = { edit: 'expanded' };
    list.store = store;
    list.sessionId = S;
    stage.append(list);
    const diffs = () =>
      [...(list.shadowRoot?.querySelectorAll('tool-call-card') ?? [])].filter((card) =>
        card.shadowRoot?.querySelector('diff-view')?.shadowRoot?.querySelector('.row'),
      ).length;
    await painted(() => diffs() > 0);
    return { ms: performance.now() - start, cards: list.shadowRoot!.querySelectorAll('tool-call-card').length, diffs: diffs() };
  },
};

(window as unknown as { changeReviewBench: ChangeReviewBench }).changeReviewBench = bench;
