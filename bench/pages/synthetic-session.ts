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

export type Json = Record<string, unknown>;

/** One message as it crossed the wire, and who sent it. */
export interface WireMessage {
  from: 'agent' | 'client';
  msg: Json;
}

import { CODEX_OPTIONS, sessionUpdateMessage, toolCallUpdateMessage } from '../support/acp-wire.js';
import { ansiOutput, COMMANDS, createRandom, SEARCH_PATTERNS, sentence, sourceLines, type Random } from '../support/synthetic-text.js';

export { createRandom, type Random };

export const SESSION_ID = '01a2008c-07d8-7081-a043-6489d43a445a';
export const CWD = '/home/dev/demo-project';

// ---------------------------------------------------------------------------------------------
// Randomness and realistic text: bench/support/synthetic-text.ts (shared with state-fold)

const FILES = [
  'src/app.js',
  'src/util.js',
  'src/server/index.ts',
  'src/server/routes/session.ts',
  'src/components/ToolCallPanel.tsx',
  'README.md',
  'package.json',
  'test/app.test.js',
];
const TITLE_WORDS = ['**Inspect**', 'the', '`config`', 'loader', 'and', '*fix*', 'the', 'failing', 'test', 'in', '`src/util.js`'];

// ---------------------------------------------------------------------------------------------
// Wire shapes

function agent(msg: Json): WireMessage {
  return { from: 'agent', msg };
}

function client(msg: Json): WireMessage {
  return { from: 'client', msg };
}

function sessionUpdate(update: Json): WireMessage {
  return agent(sessionUpdateMessage(SESSION_ID, update));
}

function toolCallUpdate(toolCallId: string, fields: Json): WireMessage {
  return agent(toolCallUpdateMessage(SESSION_ID, toolCallId, fields));
}

function fenced(text: string, lang = 'sh'): string {
  return `\`\`\`${lang}\n${text}\`\`\`\n`;
}

function textContent(text: string): Json[] {
  return [{ type: 'content', content: { type: 'text', text } }];
}

// ---------------------------------------------------------------------------------------------
// Calls: what the feed needs to know to continue one

export type CallShape = 'execute' | 'read' | 'search' | 'edit' | 'claude-bash' | 'claude-read' | 'claude-edit';

/** A call the agent is still working on (what a live feed may update next). */
export interface LiveCall {
  toolCallId: string;
  shape: CallShape;
  title: string;
  rawInput: Json;
  /** Terminal id for execute calls. */
  terminalId?: string;
  /** Output so far (terminal text, or the text re-sent as content). */
  output: string;
  /** Diff of edit calls. */
  diff?: Json[];
  path?: string;
  /** Updates the call gets before it ends. */
  updatesLeft: number;
}

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

interface CallBuilder {
  random: Random;
  index: number;
  turnId: string;
  nextPermissionId: () => string | number;
}

function newToolCallId(random: Random, index: number, shape: CallShape): string {
  return shape.startsWith('claude') ? `toolu_01${random.alnum(22)}` : `call_s${index}_${random.alnum(20)}`;
}

/** The opening messages of a call (its `tool_call` and what follows at once) and its live record. */
function openCall(b: CallBuilder, shape: CallShape): { messages: WireMessage[]; live: LiveCall } {
  const { random } = b;
  const toolCallId = newToolCallId(random, b.index, shape);
  const path = `${CWD}/${random.pick(FILES)}`;
  const script = random.pick(COMMANDS);
  const updatesLeft = random.int(2, 6);
  switch (shape) {
    case 'execute': {
      const rawInput = {
        call_id: toolCallId,
        process_id: String(random.int(10_000, 99_999)),
        turn_id: b.turnId,
        command: ['/bin/bash', '-lc', script],
        cwd: CWD,
        parsed_cmd: [{ type: 'unknown', cmd: script }],
        source: 'unified_exec_startup',
      };
      return {
        messages: [
          sessionUpdate({
            sessionUpdate: 'tool_call',
            toolCallId,
            title: script,
            kind: 'execute',
            status: 'in_progress',
            content: [{ type: 'terminal', terminalId: toolCallId }],
            rawInput,
            _meta: { terminal_info: { terminal_id: toolCallId, cwd: CWD } },
          }),
        ],
        live: { toolCallId, shape, title: script, rawInput, terminalId: toolCallId, output: '', updatesLeft },
      };
    }
    case 'read':
    case 'search': {
      const pattern = random.pick(SEARCH_PATTERNS);
      const file = path.slice(CWD.length + 1);
      const cmd = shape === 'read' ? `cat ${file}` : `grep -rn ${pattern} .`;
      const title = shape === 'read' ? `Read ${file.split('/').pop()}` : `Search ${pattern} in .`;
      const rawInput = {
        call_id: toolCallId,
        turn_id: b.turnId,
        command: ['/bin/bash', '-lc', cmd],
        cwd: CWD,
        parsed_cmd:
          shape === 'read'
            ? [{ type: 'read', cmd, name: file.split('/').pop(), path: file }]
            : [{ type: 'search', cmd, query: pattern, path: '.' }],
      };
      return {
        messages: [
          sessionUpdate({
            sessionUpdate: 'tool_call',
            toolCallId,
            title,
            kind: shape,
            status: 'in_progress',
            locations: [{ path }],
            rawInput,
          }),
        ],
        live: { toolCallId, shape, title, rawInput, output: '', path, updatesLeft },
      };
    }
    case 'edit': {
      const oldText = sourceLines(random, random.int(2, 12));
      const newText = sourceLines(random, random.int(2, 12));
      const diff = [{ type: 'diff', path, oldText, newText }];
      const title = `Edit ${path}`;
      const rawInput = {
        call_id: toolCallId,
        turn_id: b.turnId,
        auto_approved: false,
        changes: {
          [path]: {
            type: 'update',
            unified_diff: `@@ -1,3 +1,3 @@\n-${oldText.split('\n')[0]}\n+${newText.split('\n')[0]}\n`,
            move_path: null,
          },
        },
      };
      return {
        messages: [
          sessionUpdate({
            sessionUpdate: 'tool_call',
            toolCallId,
            title,
            kind: 'edit',
            status: 'in_progress',
            content: diff,
            locations: [{ path }],
            rawInput,
          }),
        ],
        live: { toolCallId, shape, title, rawInput, output: '', diff, path, updatesLeft },
      };
    }
    default: {
      // claude-agent-acp: an empty tool_call, then a tool_call_update with the input.
      const toolName = shape === 'claude-bash' ? 'Bash' : shape === 'claude-read' ? 'Read' : 'Edit';
      const kind = shape === 'claude-bash' ? 'execute' : shape === 'claude-read' ? 'read' : 'edit';
      const meta = { claudeCode: { toolName } };
      const oldString = sourceLines(random, random.int(1, 4));
      const newString = sourceLines(random, random.int(1, 4));
      const rawInput: Json =
        toolName === 'Bash'
          ? { command: script, description: sentence(random, 20, 60) }
          : toolName === 'Read'
            ? { file_path: path }
            : { replace_all: false, file_path: path, old_string: oldString, new_string: newString };
      const title =
        toolName === 'Bash'
          ? script
          : toolName === 'Read'
            ? `Read ${path}`
            : random.chance(0.3)
              ? TITLE_WORDS.join(' ')
              : `Edit \`${path}\``;
      const content =
        toolName === 'Edit'
          ? [{ type: 'diff', path, oldText: oldString, newText: newString }]
          : toolName === 'Bash'
            ? [{ type: 'terminal', terminalId: toolCallId }]
            : [];
      return {
        messages: [
          sessionUpdate({
            _meta: toolName === 'Bash' ? { ...meta, terminal_info: { terminal_id: toolCallId, cwd: CWD } } : meta,
            toolCallId,
            sessionUpdate: 'tool_call',
            rawInput: {},
            status: 'pending',
            title: toolName === 'Bash' ? 'Terminal' : toolName,
            kind,
            content: [],
            locations: [],
          }),
          toolCallUpdate(toolCallId, {
            _meta: meta,
            rawInput,
            title,
            kind,
            status: 'in_progress',
            content,
            locations: toolName === 'Bash' ? [] : [{ path }],
          }),
        ],
        live: {
          toolCallId,
          shape,
          title,
          rawInput,
          terminalId: toolName === 'Bash' ? toolCallId : undefined,
          output: '',
          diff: toolName === 'Edit' ? content : undefined,
          path,
          updatesLeft,
        },
      };
    }
  }
}

/** One progress update of a running call: output, re-sent content, or a title/status refresh. */
function progress(random: Random, call: LiveCall): WireMessage {
  call.updatesLeft--;
  if (call.terminalId) {
    const data = ansiOutput(random, random.int(1, 4));
    call.output += data;
    return toolCallUpdate(call.toolCallId, { _meta: { terminal_output: { terminal_id: call.terminalId, data } } });
  }
  if (call.shape === 'read' || call.shape === 'search' || call.shape === 'claude-read') {
    // codex re-sends the whole output so far as one fenced block: a content replacement.
    call.output += sourceLines(random, random.int(2, 8));
    return toolCallUpdate(call.toolCallId, { content: textContent(fenced(call.output)) });
  }
  // Edits: status refreshes, sometimes a revised diff.
  if (random.chance(0.5) && call.diff) {
    const first = call.diff[0] as Json;
    call.diff = [{ ...first, newText: `${String(first.newText)}${sourceLines(random, 1)}` }];
    return toolCallUpdate(call.toolCallId, { status: 'in_progress', content: call.diff });
  }
  return toolCallUpdate(call.toolCallId, { status: 'in_progress', title: call.title });
}

/** The call's last message: completed or failed, with raw output (and terminal exit). */
function finish(random: Random, call: LiveCall, status: 'completed' | 'failed'): WireMessage {
  const exitCode = status === 'failed' ? random.pick([1, 2, 127]) : 0;
  if (call.terminalId) {
    if (call.output === '') call.output = ansiOutput(random, random.int(2, 10));
    const rawOutput =
      call.shape === 'claude-bash'
        ? call.output
        : {
            call_id: call.toolCallId,
            stdout: call.output,
            stderr: status === 'failed' ? 'error: command failed\n' : '',
            exit_code: exitCode,
            status,
          };
    return toolCallUpdate(call.toolCallId, {
      status,
      rawOutput,
      _meta: { terminal_exit: { terminal_id: call.terminalId, exit_code: exitCode, signal: null } },
    });
  }
  if (call.shape === 'read' || call.shape === 'search' || call.shape === 'claude-read') {
    if (call.output === '') call.output = sourceLines(random, random.int(3, 20));
    return toolCallUpdate(call.toolCallId, {
      status,
      content: textContent(status === 'failed' ? `No such file or directory: ${call.path}` : fenced(call.output, '')),
      rawOutput: { call_id: call.toolCallId, stdout: call.output, stderr: '', exit_code: exitCode },
    });
  }
  return toolCallUpdate(call.toolCallId, {
    status,
    content: call.diff,
    locations: call.path ? [{ path: call.path }] : [],
    rawOutput:
      status === 'failed'
        ? { success: false, stderr: `patch did not apply: ${call.path}` }
        : { stdout: `Success. Updated the following files:\nM ${call.path}\n`, stderr: '', success: true },
  });
}

function pickShape(random: Random): CallShape {
  const roll = random.next();
  if (roll < 0.25) return 'execute';
  if (roll < 0.37) return 'read';
  if (roll < 0.45) return 'search';
  if (roll < 0.6) return 'edit';
  if (roll < 0.78) return 'claude-bash';
  if (roll < 0.9) return 'claude-read';
  return 'claude-edit';
}

/**
 * A session of `calls` tool calls. Endings: the last few run still (some awaiting approval); of the
 * rest ~86% completed, ~11% failed (2% of them interrupted), ~3% still running (long jobs).
 */
export function buildSession(calls: number, seed: number, startAt: number): BuiltSession {
  const random = createRandom(seed);
  const messages: WireMessage[] = [
    client({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: 1, clientCapabilities: { terminal: true } } }),
    agent({ jsonrpc: '2.0', id: 0, result: { protocolVersion: 1, agentCapabilities: { loadSession: true } } }),
    client({ jsonrpc: '2.0', id: 1, method: 'session/new', params: { cwd: CWD, mcpServers: [] } }),
    agent({ jsonrpc: '2.0', id: 1, result: { sessionId: SESSION_ID } }),
  ];
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
      if (index > 0) messages.push(agent({ jsonrpc: '2.0', id: clientId - 1, result: { stopReason: 'end_turn' } }));
      turnId = random.uuid();
      messages.push(
        client({
          jsonrpc: '2.0',
          id: clientId++,
          method: 'session/prompt',
          params: { sessionId: SESSION_ID, prompt: [{ type: 'text', text: sentence(random, 40, 200) }] },
        }),
      );
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
      messages.push(
        agent({
          jsonrpc: '2.0',
          id,
          method: 'session/request_permission',
          params: {
            sessionId: SESSION_ID,
            toolCall: { toolCallId: call.toolCallId, title: call.title, rawInput: call.rawInput },
            options: CODEX_OPTIONS,
          },
        }),
      );
      if (ending !== 'awaiting') {
        messages.push(
          client({
            jsonrpc: '2.0',
            id,
            result: { outcome: { outcome: 'selected', optionId: random.chance(0.9) ? 'approved' : 'approved-for-session' } },
          }),
        );
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
