// SPDX-License-Identifier: Apache-2.0
/**
 * One synthetic tool call of bench/pages/synthetic-session.ts, as its messages cross the wire: how it
 * opens (codex-acp and claude-agent-acp shapes), a progress update, and how it ends. The session
 * module decides which calls there are and in what order; this one only knows what a call of a given
 * shape sends. DOM-free.
 */
import {
  claudeOpening,
  codexCommandInput,
  codexEdit,
  SAMPLE_ROOT,
  terminalContent,
  terminalExit,
  terminalInfo,
  terminalOutput,
  textContent as textItem,
  toolCallUpdate as toolCallUpdateMessage,
  update,
  type Json,
} from '../../test/helpers/wire.js';
import { ansiOutput, COMMANDS, SEARCH_PATTERNS, sentence, sourceLines, type Random } from '../support/synthetic-text.js';

export type { Json };

/** One message as it crossed the wire, and who sent it. */
export interface WireMessage {
  from: 'agent' | 'client';
  msg: Json;
}

export const SESSION_ID = '01a2008c-07d8-7081-a043-6489d43a445a';
export const CWD = SAMPLE_ROOT;

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

export function agent(msg: Json): WireMessage {
  return { from: 'agent', msg };
}

export function client(msg: Json): WireMessage {
  return { from: 'client', msg };
}

function sessionUpdate(fields: Json): WireMessage {
  return agent(update(SESSION_ID, fields));
}

export function toolCallUpdate(toolCallId: string, fields: Json): WireMessage {
  return agent(toolCallUpdateMessage(SESSION_ID, toolCallId, fields));
}

function fenced(text: string, lang = 'sh'): string {
  return `\`\`\`${lang}\n${text}\`\`\`\n`;
}

function textContent(text: string): Json[] {
  return [textItem(text)];
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

export interface CallBuilder {
  random: Random;
  index: number;
  turnId: string;
  nextPermissionId: () => string | number;
}

function newToolCallId(random: Random, index: number, shape: CallShape): string {
  return shape.startsWith('claude') ? `toolu_01${random.alnum(22)}` : `call_s${index}_${random.alnum(20)}`;
}

/** The opening messages of a call (its `tool_call` and what follows at once) and its live record. */
export function openCall(b: CallBuilder, shape: CallShape): { messages: WireMessage[]; live: LiveCall } {
  const { random } = b;
  const toolCallId = newToolCallId(random, b.index, shape);
  const path = `${CWD}/${random.pick(FILES)}`;
  const script = random.pick(COMMANDS);
  const updatesLeft = random.int(2, 6);
  switch (shape) {
    case 'execute': {
      const rawInput = codexCommandInput({
        callId: toolCallId,
        processId: String(random.int(10_000, 99_999)),
        turnId: b.turnId,
        command: ['/bin/bash', '-lc', script],
        cwd: CWD,
        parsedCmd: [{ type: 'unknown', cmd: script }],
        unifiedExec: true,
      });
      return {
        messages: [
          sessionUpdate({
            sessionUpdate: 'tool_call',
            toolCallId,
            title: script,
            kind: 'execute',
            status: 'in_progress',
            content: terminalContent(toolCallId),
            rawInput,
            _meta: terminalInfo(toolCallId, CWD),
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
      const rawInput = codexCommandInput({
        callId: toolCallId,
        turnId: b.turnId,
        command: ['/bin/bash', '-lc', cmd],
        cwd: CWD,
        parsedCmd:
          shape === 'read'
            ? [{ type: 'read', cmd, name: file.split('/').pop(), path: file }]
            : [{ type: 'search', cmd, query: pattern, path: '.' }],
      });
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
      const { diff, title, rawInput, opening } = codexEdit(toolCallId, b.turnId, path, oldText, newText);
      return {
        messages: [sessionUpdate(opening)],
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
            ? terminalContent(toolCallId)
            : [];
      return {
        messages: [
          sessionUpdate(claudeOpening(toolCallId, toolName, kind, CWD)),
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
export function progress(random: Random, call: LiveCall): WireMessage {
  call.updatesLeft--;
  if (call.terminalId) {
    const data = ansiOutput(random, random.int(1, 4));
    call.output += data;
    return toolCallUpdate(call.toolCallId, { _meta: terminalOutput(call.terminalId, data) });
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
export function finish(random: Random, call: LiveCall, status: 'completed' | 'failed'): WireMessage {
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
      _meta: terminalExit(call.terminalId, exitCode),
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

export function pickShape(random: Random): CallShape {
  const roll = random.next();
  if (roll < 0.25) return 'execute';
  if (roll < 0.37) return 'read';
  if (roll < 0.45) return 'search';
  if (roll < 0.6) return 'edit';
  if (roll < 0.78) return 'claude-bash';
  if (roll < 0.9) return 'claude-read';
  return 'claude-edit';
}
