// SPDX-License-Identifier: Apache-2.0
/**
 * A deterministic synthetic ACP session for the element benchmarks, in the shapes of
 * bench/state-fold.bench.ts and the recorded traces in test/fixtures: codex-acp style calls
 * (terminal content with `_meta.terminal_info` / `terminal_output` / `terminal_exit`, read and search
 * output re-sent as one growing fenced block, edits as diffs with locations and a permission
 * exchange) and claude-agent-acp style calls (an empty `tool_call`, then the input, then the result).
 *
 * `buildSession` gives the messages of a session of N tool calls, most finished (completed, some
 * failed), a few still running or awaiting approval near the end, as a live session
 * would be. `createLiveFeed` then continues that session: `tool_call_update`s on the running calls
 * (terminal output, content replacements, status changes), new calls now and then, and the odd
 * late update to an old call.
 *
 * DOM-free: runs in the page (and in Node, for anyone who wants to inspect the stream).
 */
import { CODEX_OPTIONS, handshake, permissionAnswer, permissionRequest, prompt, turnEnd } from '../../test/helpers/wire.js';
import { createRandom, sentence, type Random } from '../support/synthetic-text.js';
import {
  agent,
  client,
  CWD,
  finish,
  openCall,
  pickShape,
  progress,
  SESSION_ID,
  toolCallUpdate,
  type CallBuilder,
  type Json,
  type LiveCall,
  type WireMessage,
} from './synthetic-tool-calls.js';

// One call's messages are in synthetic-tool-calls.ts; re-exported so that callers need one import.
export { CWD, SESSION_ID, type CallShape, type Json, type LiveCall, type WireMessage } from './synthetic-tool-calls.js';
export { createRandom, type Random };

/** What the session ends as: counts by final status, for checking that it folded as built. */
export interface SessionFacts {
  calls: number;
  completed: number;
  failed: number;
  inProgress: number;
  awaitingApproval: number;
  firstToolCallId: string;
  lastToolCallId: string;
}

export interface BuiltSession {
  messages: WireMessage[];
  /** `receivedAt` of each message (ms on the page clock). */
  receivedAt: number[];
  live: LiveCall[];
  facts: SessionFacts;
}

type Ending = 'completed' | 'failed' | 'interrupted' | 'running' | 'awaiting';

/**
 * A session of `calls` tool calls. Endings: the last few run still (some awaiting approval); of the
 * rest ~86% completed, ~11% failed (2% of them interrupted), ~3% still running (long jobs).
 */
export function buildSession(calls: number, seed: number, startAt: number): BuiltSession {
  const random = createRandom(seed);
  const messages: WireMessage[] = handshake(SESSION_ID, CWD);
  let clientId = 2;
  let permissionCount = 0;
  const nextPermissionId = () => (permissionCount++ % 2 === 0 ? random.uuid() : 1000 + permissionCount);
  const live: LiveCall[] = [];
  const facts: SessionFacts = {
    calls,
    completed: 0,
    failed: 0,
    inProgress: 0,
    awaitingApproval: 0,
    firstToolCallId: '',
    lastToolCallId: '',
  };
  let turnId = random.uuid();
  for (let index = 0; index < calls; index++) {
    if (index % 25 === 0) {
      if (index > 0) messages.push(agent(turnEnd(clientId - 1)));
      turnId = random.uuid();
      messages.push(client(prompt(clientId++, SESSION_ID, sentence(random, 40, 200))));
    }
    const nearEnd = index >= calls - 8;
    const roll = random.next();
    const ending: Ending = nearEnd
      ? index === calls - 3
        ? 'awaiting'
        : 'running'
      : roll < 0.86
        ? 'completed'
        : roll < 0.95
          ? 'failed'
          : roll < 0.97
            ? 'interrupted'
            : 'running';
    const shape = pickShape(random);
    const builder: CallBuilder = { random, index, turnId, nextPermissionId };
    const opened = openCall(builder, shape);
    const call = opened.live;
    messages.push(...opened.messages);
    if (index === 0) facts.firstToolCallId = call.toolCallId;
    facts.lastToolCallId = call.toolCallId;
    const wantsPermission = ending === 'awaiting' || ((shape === 'edit' || shape === 'claude-bash') && random.chance(0.3));
    if (wantsPermission) {
      const id = nextPermissionId();
      const toolCall = { toolCallId: call.toolCallId, title: call.title, rawInput: call.rawInput };
      messages.push(agent(permissionRequest(id, SESSION_ID, toolCall, CODEX_OPTIONS)));
      if (ending !== 'awaiting') {
        messages.push(client(permissionAnswer(id, random.chance(0.9) ? 'approved' : 'approved-for-session')));
      }
    }
    if (ending === 'awaiting') {
      facts.awaitingApproval++;
      continue;
    }
    const progressCount = ending === 'running' ? random.int(0, 2) : Math.max(0, call.updatesLeft - 1);
    for (let i = 0; i < progressCount; i++) messages.push(progress(random, call));
    if (ending === 'running') {
      facts.inProgress++;
      call.updatesLeft = random.int(3, 12);
      live.push(call);
    } else if (ending === 'interrupted') {
      // ACP has no cancelled status on the wire: an interrupted call ends failed.
      facts.failed++;
      messages.push(toolCallUpdate(call.toolCallId, { status: 'failed', rawOutput: { error: 'interrupted by user' } }));
    } else {
      if (ending === 'completed') facts.completed++;
      else facts.failed++;
      messages.push(finish(random, call, ending));
    }
  }
  // Spread the messages over the session's time (about 2 s per call).
  const receivedAt = messages.map((_, i) => startAt + Math.round((i * calls * 2000) / messages.length));
  // Running calls near the end are the ones a live feed updates most.
  return { messages, receivedAt, live, facts };
}

// ---------------------------------------------------------------------------------------------
// The live continuation

export interface LiveFeedFigures {
  newCalls: number;
  terminalChunks: number;
  contentReplacements: number;
  statusChanges: number;
  oldCallUpdates: number;
}

/**
 * `count` messages that continue a built session: about 40% terminal output chunks, 20% content
 * replacements, 25% status changes (calls finishing, status refreshes), 4% new calls, and late
 * updates to old, long-finished calls (off screen in a list that follows the bottom).
 */
export function createLiveFeed(session: BuiltSession, count: number, seed: number): { messages: WireMessage[]; figures: LiveFeedFigures } {
  const random = createRandom(seed);
  const live = [...session.live];
  const oldIds: string[] = [];
  for (const message of session.messages) {
    const update = (message.msg.params as { update?: { sessionUpdate?: string; toolCallId?: string } } | undefined)?.update;
    if (update?.sessionUpdate === 'tool_call' && update.toolCallId) oldIds.push(update.toolCallId);
  }
  const figures: LiveFeedFigures = { newCalls: 0, terminalChunks: 0, contentReplacements: 0, statusChanges: 0, oldCallUpdates: 0 };
  const messages: WireMessage[] = [];
  let index = session.facts.calls;
  const turnId = random.uuid();
  const builder = (): CallBuilder => ({ random, index: index++, turnId, nextPermissionId: () => random.uuid() });
  while (messages.length < count) {
    const roll = random.next();
    if (live.length < 4 || roll < 0.04) {
      const opened = openCall(builder(), pickShape(random));
      opened.live.updatesLeft = random.int(4, 24);
      live.push(opened.live);
      messages.push(...opened.messages);
      figures.newCalls++;
      continue;
    }
    if (roll < 0.07 && oldIds.length > 0) {
      // A late `_meta` merge or title refresh on an old call, e.g. an agent's summary of it.
      const toolCallId = random.pick(oldIds.slice(0, -50));
      messages.push(toolCallUpdate(toolCallId, { _meta: { review: { note: sentence(random, 10, 40) } } }));
      figures.oldCallUpdates++;
      continue;
    }
    // Mostly the newest calls, as agents work on a few at once.
    const call = live[Math.max(0, live.length - 1 - Math.floor(random.next() ** 2 * live.length))];
    if (call.updatesLeft <= 0) {
      messages.push(finish(random, call, random.chance(0.1) ? 'failed' : 'completed'));
      live.splice(live.indexOf(call), 1);
      figures.statusChanges++;
      continue;
    }
    const message = progress(random, call);
    const fields = (message.msg.params as { update: Json }).update;
    if (fields._meta) figures.terminalChunks++;
    else if (fields.content) figures.contentReplacements++;
    else figures.statusChanges++;
    messages.push(message);
  }
  return { messages: messages.slice(0, count), figures };
}
