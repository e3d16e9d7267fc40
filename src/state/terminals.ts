// SPDX-License-Identifier: Apache-2.0
/**
 * Terminal output reaches a viewer four ways (acp-reference section 4); all of them land in one
 * `TerminalView` per (session, terminal id), kept even when it arrives before the tool call that
 * shows it:
 * 1. `_meta.terminal_info` / `terminal_output` (append) / `terminal_exit` on tool-call updates;
 * 2. draft v2 `terminal_update` (patch; `output` is a replacement snapshot) and
 *    `terminal_output_chunk` (base64 that may split a UTF-8 character between chunks);
 * 3. the client's responses to `terminal/create`, `terminal/output`, `terminal/wait_for_exit`,
 *    `terminal/kill` and `terminal/release`, where the client runs the terminal.
 */
import { isRecord, reportError, typeName, type FoldContext } from './context.js';
import { tableGet, tableUpsert } from './keyed-table.js';
import type { MethodRows, ResponseFold } from './method-table.js';
import { copySession, updateSession } from './session.js';
import type { SessionState, TerminalExitStatus, TerminalRecord, TerminalView, ToolCallView } from './types.js';

function newTerminal(sessionId: string, terminalId: string, receivedAt: number): TerminalView {
  return { sessionId, terminalId, output: '', truncated: false, resets: 0, updatedAt: receivedAt };
}

/** Applies `edit` to a fresh copy of the terminal's record, creating the terminal when new. */
export function updateTerminal(
  session: SessionState,
  terminalId: string,
  ctx: FoldContext,
  edit: (record: TerminalRecord) => void,
): SessionState {
  const before = tableGet(session.terminals, terminalId);
  const record: TerminalRecord = {
    view: before ? { ...before.view } : newTerminal(session.summary.sessionId, terminalId, ctx.receivedAt),
    utf8Tail: before?.utf8Tail,
  };
  edit(record);
  record.view.updatedAt = ctx.receivedAt;
  const next = copySession(session);
  next.terminals = tableUpsert(session.terminals, terminalId, record);
  return next;
}

/** Replaces the output with a snapshot; counts a reset unless the snapshot only extends it. */
export function replaceOutput(view: TerminalView, output: string): void {
  if (!output.startsWith(view.output)) view.resets += 1;
  view.output = output;
}

/** A command line for display from a tool call's raw input (`"npm test"` or codex's argv). */
export function commandFromRawInput(rawInput: unknown): string | undefined {
  if (!isRecord(rawInput)) return undefined;
  const command = rawInput.command;
  if (typeof command === 'string') return command;
  if (Array.isArray(command) && command.every((part) => typeof part === 'string')) {
    // codex wraps commands as ["/bin/bash", "-lc", "<script>"]: the script is what the user reads.
    if (command.length === 3 && /(^|\/)(ba|z|)sh$/.test(command[0]) && command[1] === '-lc') return command[2];
    return command.join(' ');
  }
  return undefined;
}

export function readExitStatus(value: Record<string, unknown>, codeKey: string): TerminalExitStatus {
  const exitStatus: TerminalExitStatus = {};
  const code = value[codeKey];
  if (typeof code === 'number' || code === null) exitStatus.exitCode = code;
  if (typeof value.signal === 'string' || value.signal === null) exitStatus.signal = value.signal;
  return exitStatus;
}

function terminalIdOf(ctx: FoldContext, value: unknown, key: string, where: string): string | undefined {
  if (!isRecord(value)) {
    reportError(ctx, `${where} must be an object (got ${typeName(value)})`);
    return undefined;
  }
  const id = value[key];
  if (typeof id === 'string' && id !== '') return id;
  reportError(ctx, `${where}: missing ${key}`);
  return undefined;
}

/**
 * The terminal a `_meta.terminal_*` value names. `_meta` is the agent's own extensibility: a shape
 * we do not expect is data (kept in the call's `meta`), never an error.
 */
function metaTerminalId(value: unknown): string | undefined {
  const id = isRecord(value) ? value.terminal_id : undefined;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** The `_meta.terminal_*` convention on tool-call updates. */
export function applyTerminalMeta(
  session: SessionState,
  call: ToolCallView,
  meta: Record<string, unknown>,
  ctx: FoldContext,
): SessionState {
  let next = session;
  if (meta.terminal_info !== undefined) {
    const info = meta.terminal_info;
    const id = metaTerminalId(info);
    if (id !== undefined && isRecord(info)) {
      next = updateTerminal(next, id, ctx, ({ view }) => {
        if (typeof info.cwd === 'string') view.cwd = info.cwd;
        const command = typeof info.command === 'string' ? info.command : commandFromRawInput(call.rawInput);
        if (command !== undefined) view.command = command;
      });
    }
  }
  if (meta.terminal_output !== undefined) {
    const chunk = meta.terminal_output;
    const id = metaTerminalId(chunk);
    if (id !== undefined && isRecord(chunk) && typeof chunk.data === 'string') {
      const data = chunk.data;
      next = updateTerminal(next, id, ctx, ({ view }) => {
        view.output += data;
      });
    }
  }
  if (meta.terminal_exit !== undefined) {
    const exit = meta.terminal_exit;
    const id = metaTerminalId(exit);
    if (id !== undefined && isRecord(exit)) {
      next = updateTerminal(next, id, ctx, ({ view }) => {
        view.exitStatus = readExitStatus(exit, 'exit_code');
      });
    }
  }
  return next;
}

const utf8 = new TextDecoder('utf-8');

/**
 * Decodes `bytes` after the undecoded `tail` of the previous chunk, holding back an incomplete
 * UTF-8 sequence at the end. Stateless (the tail lives in the state), so the reducer stays pure.
 */
export function decodeUtf8Chunk(tail: Uint8Array | undefined, bytes: Uint8Array): { text: string; tail: Uint8Array | undefined } {
  let all = bytes;
  if (tail && tail.length > 0) {
    all = new Uint8Array(tail.length + bytes.length);
    all.set(tail, 0);
    all.set(bytes, tail.length);
  }
  let cut = all.length;
  for (let i = all.length - 1; i >= 0 && i >= all.length - 4; i--) {
    const byte = all[i];
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: keep looking for the lead byte
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    if (all.length - i < needed) cut = i;
    break;
  }
  return {
    text: utf8.decode(all.subarray(0, cut)),
    tail: cut < all.length ? all.slice(cut) : undefined,
  };
}

export function decodeBase64(data: string): Uint8Array {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Draft v2 `terminal_output_chunk {terminalId, data: base64}`: append. */
export function applyTerminalOutputChunk(session: SessionState, update: Record<string, unknown>, ctx: FoldContext): SessionState {
  const id = terminalIdOf(ctx, update, 'terminalId', 'terminal_output_chunk');
  if (id === undefined) return session;
  if (typeof update.data !== 'string') {
    reportError(ctx, `terminal_output_chunk: data must be a base64 string (got ${typeName(update.data)})`);
    return session;
  }
  let bytes: Uint8Array;
  try {
    bytes = decodeBase64(update.data);
  } catch {
    reportError(ctx, 'terminal_output_chunk: data is not valid base64');
    return session;
  }
  return updateTerminal(session, id, ctx, (record) => {
    const decoded = decodeUtf8Chunk(record.utf8Tail, bytes);
    record.view.output += decoded.text;
    record.utf8Tail = decoded.tail;
  });
}

/** Draft v2 `terminal_update`: a patch; `output.data` (base64) replaces the output. */
export function applyTerminalUpdate(session: SessionState, update: Record<string, unknown>, ctx: FoldContext): SessionState {
  const id = terminalIdOf(ctx, update, 'terminalId', 'terminal_update');
  if (id === undefined) return session;
  let snapshot: string | undefined;
  if (isRecord(update.output)) {
    try {
      snapshot = utf8.decode(decodeBase64(String(update.output.data ?? '')));
    } catch {
      reportError(ctx, 'terminal_update: output.data is not valid base64');
    }
  }
  return updateTerminal(session, id, ctx, (record) => {
    const { view } = record;
    if (typeof update.command === 'string') view.command = update.command;
    else if (update.command === null) delete view.command;
    if (typeof update.cwd === 'string') view.cwd = update.cwd;
    else if (update.cwd === null) delete view.cwd;
    if (snapshot !== undefined) {
      replaceOutput(view, snapshot);
      record.utf8Tail = undefined;
    } else if (update.output === null) {
      replaceOutput(view, '');
      record.utf8Tail = undefined;
    }
    if (isRecord(update.exitStatus)) view.exitStatus = readExitStatus(update.exitStatus, 'exitCode');
    else if (update.exitStatus === null) delete view.exitStatus;
    const size = update.size;
    if (isRecord(size) && typeof size.cols === 'number' && typeof size.rows === 'number') {
      view.size = { cols: size.cols, rows: size.rows };
    }
  });
}

/**
 * A call's `rawOutput` text for the terminals its content shows: codex-acp reports many commands'
 * output only there, after a `terminal_info` and a `terminal_exit` with no `terminal_output`.
 */
export function applyFallbackOutput(session: SessionState, call: ToolCallView, ctx: FoldContext): SessionState {
  const raw = call.rawOutput;
  const text = isRecord(raw) ? [raw.aggregated_output, raw.formatted_output, raw.stdout].find((t) => typeof t === 'string') : undefined;
  let next = session;
  if (typeof text === 'string') {
    for (const item of call.content) {
      const id = (item as { terminalId?: unknown }).terminalId;
      if (item.type === 'terminal' && typeof id === 'string')
        next = updateTerminal(next, id, ctx, ({ view }) => void (view.fallbackOutput = text));
    }
  }
  return next;
}

/** `terminal/create`'s result names the terminal: its command line and cwd come from the request. */
const created: ResponseFold = (state, request, result, _response, ctx) => {
  if (!result || typeof result.terminalId !== 'string') return state;
  const terminalId = result.terminalId;
  const { command, args, cwd } = request.params;
  return updateSession(state, request.sessionId, ctx, (session) =>
    updateTerminal(session, terminalId, ctx, ({ view }) => {
      if (typeof command === 'string') {
        const argv = Array.isArray(args) ? args.filter((a): a is string => typeof a === 'string') : [];
        view.command = [command, ...argv].join(' ');
      }
      if (typeof cwd === 'string') view.cwd = cwd;
    }),
  );
};

/** A response about the terminal its request named: `edit` reads the result onto the terminal's record. */
function answered(edit: (record: TerminalRecord, result: Record<string, unknown>, ctx: FoldContext) => void): ResponseFold {
  return (state, request, result, _response, ctx) => {
    const terminalId = request.params.terminalId;
    if (typeof terminalId !== 'string' || !result) return state;
    return updateSession(state, request.sessionId, ctx, (session) =>
      updateTerminal(session, terminalId, ctx, (record) => edit(record, result, ctx)),
    );
  };
}

/** A snapshot of the whole output (and the exit status once the command ended). */
const outputRead = answered((record, result, ctx) => {
  const { view } = record;
  if (typeof result.output === 'string') {
    replaceOutput(view, result.output);
    record.utf8Tail = undefined;
  } else reportError(ctx, `terminal/output response: output must be a string (got ${typeName(result.output)})`);
  if (typeof result.truncated === 'boolean') view.truncated = result.truncated;
  if (isRecord(result.exitStatus)) view.exitStatus = readExitStatus(result.exitStatus, 'exitCode');
});

const released = answered(({ view }) => void (view.released = true));

/** Where the client runs the terminal, its responses are what a viewer learns of it. */
export const TERMINAL_METHODS = {
  'terminal/create': { by: 'agent', response: created },
  'terminal/output': { by: 'agent', response: outputRead },
  'terminal/wait_for_exit': {
    by: 'agent',
    response: answered(({ view }, result) => void (view.exitStatus = readExitStatus(result, 'exitCode'))),
  },
  'terminal/kill': { by: 'agent', response: released },
  'terminal/release': { by: 'agent', response: released },
} satisfies MethodRows;
