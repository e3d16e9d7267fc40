// SPDX-License-Identifier: Apache-2.0
/**
 * Page side of bench/permission-follower.bench.ts: `<location-follower>` following a large session
 * and `<permission-prompt>` first renders, each against a baseline measured on the same page in
 * the same run. Production Lit, elements from src/. `<diff-view>` is not registered here: the prompt's
 * own cost is measured, not the diff's.
 */
import '../../src/elements/location-follower/location-follower.js';
import '../../src/elements/permission-prompt/permission-prompt.js';
import '../../src/elements/tool-call-card/tool-call-card.js';
import type { LocationFollower } from '../../src/elements/location-follower/location-follower.component.js';
import type { PermissionPrompt } from '../../src/elements/permission-prompt/permission-prompt.component.js';
import {
  createToolCallStore,
  selectPendingPermissions,
  selectToolCall,
  selectToolCalls,
  type ToolCallStore,
} from '../../src/state/index.js';

const SESSION = 'bench-session';
const stage = () => document.getElementById('stage')!;

function call(id: number, file: number, line: number) {
  return {
    toolCallId: `call-${id}`,
    title: `Read src/module-${file}.ts`,
    kind: id % 3 === 0 ? 'edit' : 'read',
    status: 'completed',
    locations: [{ path: `/home/dev/project/src/dir-${file % 40}/module-${file}.ts`, line }],
  };
}

function sessionWith(calls: number): ToolCallStore {
  const store = createToolCallStore();
  for (let i = 0; i < calls; i++) {
    store.dispatch(
      { sessionId: SESSION, update: { sessionUpdate: 'tool_call', ...call(i, i % 700, i % 300) } },
      { from: 'agent', receivedAt: i },
    );
  }
  return store;
}

export interface FollowResult {
  /** ms per update of the follower (its willUpdate + render + commit), one per move. */
  follower: number[];
  /** ms per dispatch of the same messages into the store (the fold): a baseline. */
  fold: number[];
  /** ms per `selectToolCalls` after the move (what every store-fed element pays): a baseline. */
  select: number[];
  events: number;
}

/**
 * A session of `calls` located calls; then `moves` updates, each moving one call to another file.
 * Per move: the fold (store.dispatch), the selector, then the follower's update (toolCalls
 * assigned, updateComplete awaited), each timed.
 */
async function follow(calls: number, moves: number): Promise<FollowResult> {
  const store = sessionWith(calls);
  const el = document.createElement('location-follower') as LocationFollower;
  el.following = true;
  el.root = '/home/dev/project';
  let events = 0;
  el.addEventListener('location-follow', () => events++);
  el.toolCalls = selectToolCalls(store.getState(), SESSION);
  stage().replaceChildren(el);
  await el.updateComplete;
  const follower: number[] = [];
  const fold: number[] = [];
  const select: number[] = [];
  for (let m = 0; m < moves; m++) {
    const target = (m * 7919) % calls;
    const message = {
      sessionId: SESSION,
      update: {
        sessionUpdate: 'tool_call_update',
        toolCallId: `call-${target}`,
        locations: [{ path: `/home/dev/project/src/moved/file-${m}.ts`, line: m }],
      },
    };
    let t = performance.now();
    store.dispatch(message, { from: 'agent', receivedAt: calls + m });
    fold.push(performance.now() - t);
    t = performance.now();
    const latest = selectToolCalls(store.getState(), SESSION);
    select.push(performance.now() - t);
    t = performance.now();
    el.toolCalls = latest;
    await el.updateComplete;
    follower.push(performance.now() - t);
  }
  return { follower, fold, select, events };
}

export interface PromptResult {
  /** ms to first render of the element (assignment → updateComplete), per run. */
  prompt: number[];
  /** Same for a `<tool-call-card>` of the same call, expanded: the baseline. */
  card: number[];
}

function permissionStore(requests: number, diffLines: number): ToolCallStore {
  const store = createToolCallStore();
  const text = (prefix: string) => Array.from({ length: diffLines }, (_, i) => `${prefix} line ${i}`).join('\n');
  for (let i = 0; i < requests; i++) {
    store.dispatch(
      {
        jsonrpc: '2.0',
        id: i,
        method: 'session/request_permission',
        params: {
          sessionId: SESSION,
          options: [
            { optionId: 'allow_always', name: 'Always Allow', kind: 'allow_always' },
            { optionId: 'allow', name: 'Allow', kind: 'allow_once' },
            { optionId: 'reject', name: 'Reject', kind: 'reject_once' },
          ],
          toolCall: {
            toolCallId: `edit-${i}`,
            title: `Edit src/file-${i}.ts`,
            kind: 'edit',
            rawInput: { file_path: `/home/dev/project/src/file-${i}.ts`, old_string: 'a', new_string: 'b' },
            content: [{ type: 'diff', path: `/home/dev/project/src/file-${i}.ts`, oldText: text('old'), newText: text('new') }],
            locations: [{ path: `/home/dev/project/src/file-${i}.ts` }],
          },
        },
      },
      { from: 'agent', receivedAt: i },
    );
  }
  return store;
}

/** First renders: a single request (one call with a `diffLines` diff), or a batch of `requests`. */
async function prompt(requests: number, diffLines: number, runs: number): Promise<PromptResult> {
  const store = permissionStore(requests, diffLines);
  const state = store.getState();
  const pending = selectPendingPermissions(state, SESSION);
  const calls = selectToolCalls(state, SESSION);
  const result: PromptResult = { prompt: [], card: [] };
  for (let run = 0; run < runs; run++) {
    // Fresh copies per run: answers and focus are remembered per (session, request).
    const sessionId = `${SESSION}-${run}-${Math.random()}`;
    const el = document.createElement('permission-prompt') as PermissionPrompt;
    el.noAutofocus = true;
    stage().replaceChildren(el);
    let t = performance.now();
    if (requests === 1) {
      el.request = { ...pending[0], sessionId };
      el.toolCall = selectToolCall(state, SESSION, pending[0].toolCallId!);
    } else {
      el.requests = pending.map((r) => ({ ...r, sessionId }));
      el.toolCalls = calls;
    }
    await el.updateComplete;
    result.prompt.push(performance.now() - t);

    const card = document.createElement('tool-call-card');
    card.expanded = true;
    stage().replaceChildren(card);
    t = performance.now();
    card.toolCall = calls[0];
    await card.updateComplete;
    result.card.push(performance.now() - t);
    stage().replaceChildren();
  }
  return result;
}

const api = { follow, prompt };
export type PermissionFollowerBench = typeof api;

declare global {
  interface Window {
    permissionFollowerBench?: PermissionFollowerBench;
  }
}
window.permissionFollowerBench = api;
