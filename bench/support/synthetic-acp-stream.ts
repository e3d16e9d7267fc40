// SPDX-License-Identifier: Apache-2.0
/**
 * A deterministic synthetic ACP stream for the state-fold bench: TOTAL_LINES JSON lines shaped like the
 * recorded traces in test/fixtures (TOOL_CALLS tool calls in one session, codex- and claude-style, with
 * permission requests, terminals, thought and message chunks), serialized like them (`seq`, `t_ms`, `dir`, `msg`).
 */
import {
  claudeOpening,
  CLAUDE_OPTIONS,
  codexCommandInput,
  codexEdit,
  CODEX_OPTIONS,
  handshake,
  permissionAnswer,
  permissionRequest,
  prompt,
  SAMPLE_ROOT,
  terminalContent,
  terminalExit,
  terminalInfo,
  terminalOutput,
  textContent,
  toolCallUpdate as toolCallUpdateMessage,
  turnEnd,
  update,
  type Json,
  type PermissionOption,
} from '../../test/helpers/wire.js';
import { ansiOutput, COMMANDS, createRandom, SEARCH_PATTERNS, sentence, sourceLines, type Random } from './synthetic-text.js';

export const TOTAL_LINES = 100_000;
export const TOOL_CALLS = 10_000;
const CALLS_PER_TURN = 25;
export const SESSION_ID = '01a2008c-07d8-7081-a043-6489d43a445a';
const CWD = SAMPLE_ROOT;

/** One message as recorded: who sent it and the JSON-RPC message itself. */
interface WireMessage {
  dir: 'agent->client' | 'client->agent';
  msg: Json;
}

// Randomness (mulberry32) and realistic text come from bench/support/synthetic-text.ts, shared
// with the element benchmark's generator.
const FILES = ['src/app.js', 'src/util.js', 'src/server/index.ts', 'README.md', 'package.json', 'test/app.test.js'];

// ---------------------------------------------------------------------------------------------
// Wire shapes

function agent(msg: Json): WireMessage {
  return { dir: 'agent->client', msg };
}

function client(msg: Json): WireMessage {
  return { dir: 'client->agent', msg };
}

function sessionUpdate(fields: Json): WireMessage {
  return agent(update(SESSION_ID, fields));
}

function toolCallUpdate(toolCallId: string, fields: Json): WireMessage {
  return agent(toolCallUpdateMessage(SESSION_ID, toolCallId, fields));
}

/** A permission request about a tool call and the client's answer (codex ids are UUIDs). */
function permissionPair(random: Random, id: string | number, toolCall: Json, options: readonly PermissionOption[]): WireMessage[] {
  const optionId = options[random.chance(0.8) ? 0 : 1].optionId;
  return [agent(permissionRequest(id, SESSION_ID, toolCall, options)), client(permissionAnswer(id, optionId))];
}

/** 2–6 `tool_call_update`s per call, as the brief and the traces have them. */
function updateCount(random: Random): number {
  return random.int(2, 6);
}

// ---------------------------------------------------------------------------------------------
// One tool call's messages, codex-acp style

interface CallContext {
  random: Random;
  index: number;
  turnId: string;
  /** Milliseconds on the agent's clock, for the started_at / completed_at fields. */
  clock: number;
  nextPermissionId: () => string | number;
}

function codexExecEnd(ctx: CallContext, callId: string, command: string[], parsedCmd: Json[], stdout: string): Json {
  const { random } = ctx;
  return {
    call_id: callId,
    process_id: String(random.int(10_000, 99_999)),
    turn_id: ctx.turnId,
    completed_at_ms: ctx.clock + random.int(5, 900),
    command,
    cwd: CWD,
    parsed_cmd: parsedCmd,
    source: 'unified_exec_startup',
    stdout,
    stderr: '',
    aggregated_output: stdout,
    exit_code: 0,
    duration: { secs: 0, nanos: random.int(1_000_000, 900_000_000) },
    formatted_output: stdout,
    status: 'completed',
  };
}

/** The `rawInput` of a codex command call; draws its process id. */
function commandInput(ctx: CallContext, callId: string, command: string[], parsedCmd: Json[]): Json {
  const processId = String(ctx.random.int(10_000, 99_999));
  return codexCommandInput({
    callId,
    processId,
    turnId: ctx.turnId,
    startedAtMs: ctx.clock,
    command,
    cwd: CWD,
    parsedCmd,
    unifiedExec: true,
  });
}

function codexExecuteCall(ctx: CallContext): WireMessage[] {
  const { random } = ctx;
  const toolCallId = `call_s${ctx.index}_${random.alnum(20)}`;
  const terminalId = toolCallId;
  const script = random.pick(COMMANDS);
  const command = ['/bin/bash', '-lc', script];
  const parsedCmd = [{ type: 'unknown', cmd: script }];
  const rawInput = commandInput(ctx, toolCallId, command, parsedCmd);
  const out: WireMessage[] = [];
  // codex asks permission before it sends any tool_call for the id.
  if (random.chance(0.3)) {
    const toolCall = {
      toolCallId,
      kind: 'execute',
      status: 'pending',
      title: script,
      content: [textContent(`Proposed command: ${script}`)],
      rawInput,
    };
    out.push(...permissionPair(random, ctx.nextPermissionId(), toolCall, CODEX_OPTIONS));
  }
  out.push(
    sessionUpdate({
      sessionUpdate: 'tool_call',
      toolCallId,
      title: script,
      kind: 'execute',
      status: 'in_progress',
      content: terminalContent(terminalId),
      rawInput,
      _meta: terminalInfo(terminalId, CWD),
    }),
  );
  const chunks = updateCount(random) - 1;
  let stdout = '';
  for (let i = 0; i < chunks; i++) {
    const data = ansiOutput(random, random.int(1, 8));
    stdout += data;
    out.push(toolCallUpdate(toolCallId, { _meta: terminalOutput(terminalId, data) }));
  }
  const failed = random.chance(0.1);
  out.push(
    toolCallUpdate(toolCallId, {
      status: failed ? 'failed' : 'completed',
      rawOutput: { ...codexExecEnd(ctx, toolCallId, command, parsedCmd, stdout), exit_code: failed ? 1 : 0 },
      _meta: terminalExit(terminalId, failed ? 1 : 0),
    }),
  );
  return out;
}

function codexReadOrSearchCall(ctx: CallContext, kind: 'read' | 'search'): WireMessage[] {
  const { random } = ctx;
  const toolCallId = `call_s${ctx.index}_${random.alnum(20)}`;
  const file = random.pick(FILES);
  const pattern = random.pick(SEARCH_PATTERNS);
  const script = kind === 'read' ? `cat ${file}` : `grep -rn ${pattern} .`;
  const command = ['/bin/bash', '-lc', script];
  const parsedCmd =
    kind === 'read'
      ? [{ type: 'read', cmd: script, name: file.split('/').pop(), path: file }]
      : [{ type: 'search', cmd: script, query: pattern, path: '.' }];
  const out: WireMessage[] = [
    sessionUpdate({
      sessionUpdate: 'tool_call',
      toolCallId,
      title: kind === 'read' ? `Read ${file.split('/').pop()}` : `Search ${pattern} in .`,
      kind,
      status: 'in_progress',
      locations: [{ path: `${CWD}/${file}` }],
      rawInput: commandInput(ctx, toolCallId, command, parsedCmd),
    }),
  ];
  // Without the terminal opt-in codex re-sends the whole output so far as one fenced block.
  const updates = updateCount(random);
  let stdout = '';
  for (let i = 0; i < updates - 1; i++) {
    stdout += sourceLines(random, random.int(2, 10));
    out.push(toolCallUpdate(toolCallId, { content: [textContent(`\`\`\`sh\n${stdout}\`\`\`\n`)] }));
  }
  out.push(toolCallUpdate(toolCallId, { status: 'completed', rawOutput: codexExecEnd(ctx, toolCallId, command, parsedCmd, stdout) }));
  return out;
}

function codexEditCall(ctx: CallContext): WireMessage[] {
  const { random } = ctx;
  const toolCallId = `call_s${ctx.index}_${random.alnum(20)}`;
  const path = `${CWD}/${random.pick(FILES)}`;
  const oldText = sourceLines(random, random.int(2, 6));
  const newText = sourceLines(random, random.int(2, 6));
  const { diff, title, rawInput, opening } = codexEdit(toolCallId, ctx.turnId, path, oldText, newText);
  const out: WireMessage[] = [sessionUpdate(opening)];
  if (random.chance(0.5)) {
    const toolCall = { toolCallId, kind: 'edit', status: 'pending', title, content: diff, locations: [{ path }], rawInput };
    out.push(...permissionPair(random, ctx.nextPermissionId(), toolCall, CODEX_OPTIONS));
  }
  const updates = updateCount(random);
  for (let i = 0; i < updates - 1; i++) out.push(toolCallUpdate(toolCallId, { status: 'in_progress', title }));
  out.push(
    toolCallUpdate(toolCallId, {
      status: 'completed',
      title,
      content: diff,
      locations: [{ path }],
      rawOutput: {
        call_id: toolCallId,
        turn_id: ctx.turnId,
        stdout: `Success. Updated the following files:\nM ${path}\n`,
        stderr: '',
        success: true,
        changes: rawInput.changes,
      },
    }),
  );
  return out;
}

// ---------------------------------------------------------------------------------------------
// One tool call's messages, claude-agent-acp style: an empty `tool_call`, then the input

function claudeCall(ctx: CallContext, toolName: 'Bash' | 'Read' | 'Edit' | 'Grep'): WireMessage[] {
  const { random } = ctx;
  const toolCallId = `toolu_01${random.alnum(22)}`;
  const meta = { claudeCode: { toolName } };
  const kind = { Bash: 'execute', Read: 'read', Edit: 'edit', Grep: 'search' }[toolName];
  const path = `${CWD}/${random.pick(FILES)}`;
  const script = random.pick(COMMANDS);
  const oldString = sourceLines(random, random.int(1, 3));
  const newString = sourceLines(random, random.int(1, 3));
  const input: Json = {
    Bash: { command: script, description: sentence(random, 20, 60) },
    Read: { file_path: path },
    Edit: { replace_all: false, file_path: path, old_string: oldString, new_string: newString },
    Grep: { pattern: random.pick(SEARCH_PATTERNS), path: CWD, output_mode: 'content', '-n': true },
  }[toolName];
  const title = { Bash: script, Read: `Read ${path}`, Edit: `Edit ${path}`, Grep: `grep -n "${String(input.pattern)}" ${CWD}` }[toolName];
  const content =
    toolName === 'Edit'
      ? [{ type: 'diff', path, oldText: oldString, newText: newString }]
      : toolName === 'Bash'
        ? terminalContent(toolCallId)
        : [];
  const out: WireMessage[] = [sessionUpdate(claudeOpening(toolCallId, toolName, kind, CWD))];
  const updates = updateCount(random);
  out.push(
    toolCallUpdate(toolCallId, { _meta: meta, rawInput: input, title, kind, content, locations: toolName === 'Bash' ? [] : [{ path }] }),
  );
  if ((toolName === 'Edit' || toolName === 'Bash') && random.chance(0.4)) {
    const toolCall = { toolCallId, rawInput: input, title, kind, content, locations: [{ path }] };
    out.push(...permissionPair(random, ctx.nextPermissionId(), toolCall, CLAUDE_OPTIONS));
  }
  const output = toolName === 'Bash' ? ansiOutput(random, random.int(3, 20)) : sourceLines(random, random.int(3, 20));
  for (let i = 0; i < updates - 2; i++) {
    const middle: Json =
      toolName === 'Bash' && i === 0
        ? { _meta: { ...meta, ...terminalOutput(toolCallId, output) } }
        : { _meta: { claudeCode: { toolResponse: { stdout: output, stderr: '', interrupted: false }, toolName } } };
    out.push(toolCallUpdate(toolCallId, middle));
  }
  const fence = toolName === 'Bash' ? 'console' : '';
  const final: Json = {
    _meta: toolName === 'Bash' ? { ...meta, ...terminalExit(toolCallId, 0) } : meta,
    status: 'completed',
    rawOutput: output,
    content: toolName === 'Edit' ? content : [textContent(`\`\`\`${fence}\n${output}\`\`\``)],
  };
  out.push(toolCallUpdate(toolCallId, final));
  return out;
}

function oneToolCall(ctx: CallContext): WireMessage[] {
  const { random } = ctx;
  const roll = random.next();
  if (random.chance(0.5)) {
    if (roll < 0.4) return codexExecuteCall(ctx);
    if (roll < 0.65) return codexReadOrSearchCall(ctx, 'read');
    if (roll < 0.85) return codexEditCall(ctx);
    return codexReadOrSearchCall(ctx, 'search');
  }
  if (roll < 0.4) return claudeCall(ctx, 'Bash');
  if (roll < 0.65) return claudeCall(ctx, 'Read');
  if (roll < 0.85) return claudeCall(ctx, 'Edit');
  return claudeCall(ctx, 'Grep');
}

/** Agents run a few calls at once: interleave their messages, keeping each call's own order. */
function interleave(random: Random, calls: WireMessage[][]): WireMessage[] {
  const queues = calls.map((messages) => [...messages]);
  const out: WireMessage[] = [];
  while (queues.some((queue) => queue.length > 0)) {
    const live = queues.filter((queue) => queue.length > 0);
    out.push(random.pick(live).shift()!);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The whole stream

function textChunk(random: Random, kind: 'agent_message_chunk' | 'agent_thought_chunk'): WireMessage {
  return sessionUpdate({ sessionUpdate: kind, content: { type: 'text', text: sentence(random, 80, 600) } });
}

function usageUpdate(used: number): WireMessage {
  return sessionUpdate({ sessionUpdate: 'usage_update', used, size: 258_400 });
}

/** The skeleton: handshake, prompt turns, tool calls in small concurrent batches, usage. */
function buildSkeleton(random: Random): Array<WireMessage | 'chunks'> {
  const out: Array<WireMessage | 'chunks'> = handshake(SESSION_ID, CWD).map(({ from, msg }) =>
    from === 'agent' ? agent(msg) : client(msg),
  );
  let clientId = 2;
  let permissionCount = 0;
  const nextPermissionId = () => (permissionCount++ % 2 === 0 ? random.uuid() : permissionCount);
  let made = 0;
  let used = 1_000;
  let turnId = random.uuid();
  while (made < TOOL_CALLS) {
    if (made % CALLS_PER_TURN === 0) {
      if (made > 0) out.push(agent(turnEnd(clientId - 1)));
      turnId = random.uuid();
      out.push(client(prompt(clientId++, SESSION_ID, sentence(random, 40, 200))));
    }
    out.push('chunks');
    const batch = Math.min(random.int(1, 3), TOOL_CALLS - made, CALLS_PER_TURN - (made % CALLS_PER_TURN));
    const calls: WireMessage[][] = [];
    for (let i = 0; i < batch; i++) {
      calls.push(oneToolCall({ random, index: made + i, turnId, clock: 1_795_305_507_000 + made * 500, nextPermissionId }));
    }
    out.push(...interleave(random, calls));
    used += random.int(50, 400);
    out.push(usageUpdate(used));
    made += batch;
  }
  out.push(agent(turnEnd(clientId - 1)));
  return out;
}

/**
 * Fills the `chunks` slots with thought and message chunks so that the stream has exactly
 * TOTAL_LINES lines, and serializes it like the recorded traces (`seq`, `t_ms`, `dir`, `msg`).
 */
export function buildStream(seed: number): string[] {
  const random = createRandom(seed);
  const skeleton = buildSkeleton(random);
  const slots = skeleton.filter((item) => item === 'chunks').length;
  const fixed = skeleton.length - slots;
  const chunkLines = TOTAL_LINES - fixed;
  if (chunkLines < 0) throw new Error(`the skeleton alone has ${fixed} lines, more than ${TOTAL_LINES}`);
  const lines: string[] = [];
  let t = 0;
  let slot = 0;
  const emit = (message: WireMessage) => {
    t += random.int(1, 40);
    lines.push(JSON.stringify({ seq: lines.length, t_ms: t, dir: message.dir, msg: message.msg }));
  };
  for (const item of skeleton) {
    if (item !== 'chunks') {
      emit(item);
      continue;
    }
    // Spread the chunk lines evenly over the slots: thoughts first, then the visible message.
    const count = Math.floor(((slot + 1) * chunkLines) / slots) - Math.floor((slot * chunkLines) / slots);
    slot++;
    const thoughts = Math.floor(count / 2);
    for (let i = 0; i < count; i++) emit(textChunk(random, i < thoughts ? 'agent_thought_chunk' : 'agent_message_chunk'));
  }
  if (lines.length !== TOTAL_LINES) throw new Error(`built ${lines.length} lines, expected ${TOTAL_LINES}`);
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Measuring
