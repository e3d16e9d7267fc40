// SPDX-License-Identifier: Apache-2.0
/**
 * What every step of the demo agent's scripted session is made of (script.ts, file-steps.ts,
 * command-steps.ts): a pace that the user's cancel interrupts, streamed text, tool calls opened and
 * updated (the open ones failed on cancel, so nothing spins forever), and the plan.
 */
import type {
  CreateElicitationResponse,
  ElicitationSchema,
  PermissionOption,
  RequestPermissionResponse,
  SessionUpdate,
  ToolCallUpdate,
} from '@agentclientprotocol/sdk';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PLAN_STEPS } from './scenario.js';

export interface PlayContext {
  sessionId: string;
  workspace: string;
  /** 1 = real pace, 2 = twice as fast, 0 = no pauses at all. */
  speed: number;
  /** The client advertised `clientCapabilities._meta.terminal_output`: stream output as `_meta`. */
  terminalOutput: boolean;
  /** Extra quick tool calls after the main session (to exercise long lists). */
  longRun: number;
  /** Aborted when the client sends `session/cancel` (or closes the session). */
  signal: AbortSignal;
  send(update: SessionUpdate): Promise<void>;
  requestPermission(toolCall: ToolCallUpdate, options: PermissionOption[]): Promise<RequestPermissionResponse>;
  /** Asks the user with a form tied to a tool call; absent when the client did not advertise `elicitation.form`. */
  elicit?(toolCallId: string, message: string, requestedSchema: ElicitationSchema): Promise<CreateElicitationResponse>;
  setMode(modeId: string): Promise<void>;
  /** How the turn reads and writes the files it edits: through the client when it offered `fs`, else on disk. */
  files: DemoFiles;
}

/** The text files an edit reads and writes (absolute paths). */
export interface DemoFiles {
  /** True when they go through the client's `fs/read_text_file` and `fs/write_text_file`. */
  throughClient: boolean;
  read(path: string): Promise<string>;
  write(path: string, content: string): Promise<void>;
}

/** The workspace's files read and written on disk by the agent itself (a client without `fs`). */
export const DISK_FILES: DemoFiles = {
  throughClient: false,
  read: (path) => readFile(path, 'utf8'),
  async write(path, content) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
  },
};

export class Cancelled extends Error {}

type ToolCallStart = Omit<Extract<SessionUpdate, { sessionUpdate: 'tool_call' }>, 'sessionUpdate'>;

export class Player {
  private nextId = 0;
  private readonly open = new Set<string>();
  /** Random, so that two sessions played at once never share a tool call id. */
  private readonly run = randomBytes(4).toString('hex');

  constructor(readonly ctx: PlayContext) {}

  path(relativePath: string): string {
    return join(this.ctx.workspace, relativePath);
  }

  id(name: string): string {
    return `${name}-${this.run}-${++this.nextId}`;
  }

  isOpen(toolCallId: string): boolean {
    return this.open.has(toolCallId);
  }

  /** Waits about `ms` (±30 %, divided by the speed); throws once the turn is cancelled. */
  async pause(ms: number): Promise<void> {
    if (this.ctx.signal.aborted) throw new Cancelled();
    if (this.ctx.speed <= 0) return;
    const wait = (ms * (0.7 + Math.random() * 0.6)) / this.ctx.speed;
    const signal = this.ctx.signal;
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        clearTimeout(timer);
        reject(new Cancelled());
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, wait);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  async send(update: SessionUpdate): Promise<void> {
    if (this.ctx.signal.aborted) throw new Cancelled();
    await this.ctx.send(update);
  }

  /** Streams text in chunks of a few words, like a model does. */
  async stream(kind: 'agent_message_chunk' | 'agent_thought_chunk', text: string): Promise<void> {
    const messageId = this.id(kind === 'agent_message_chunk' ? 'msg' : 'thought');
    const pieces = text.match(/\S+\s*/g) ?? [text];
    for (let i = 0; i < pieces.length; i += 3) {
      await this.send({
        sessionUpdate: kind,
        messageId,
        content: { type: 'text', text: pieces.slice(i, i + 3).join('') },
      });
      await this.pause(kind === 'agent_thought_chunk' ? 70 : 45);
    }
  }

  async start(call: ToolCallStart): Promise<void> {
    this.open.add(call.toolCallId);
    await this.send({ sessionUpdate: 'tool_call', ...call });
  }

  async update(update: ToolCallUpdate): Promise<void> {
    if (update.status === 'completed' || update.status === 'failed') this.open.delete(update.toolCallId);
    await this.send({ sessionUpdate: 'tool_call_update', ...update });
  }

  /** Ends a call as failed even after a cancel (the user's rejection is reported before the turn stops). */
  async fail(toolCallId: string, text: string): Promise<void> {
    this.open.delete(toolCallId);
    await this.ctx.send({
      sessionUpdate: 'tool_call_update',
      toolCallId,
      status: 'failed',
      content: [{ type: 'content', content: { type: 'text', text } }],
    });
  }

  plan(done: number): Promise<void> {
    return this.send({
      sessionUpdate: 'plan',
      entries: PLAN_STEPS.map((content, index) => ({
        content,
        priority: index === 2 ? 'high' : 'medium',
        status: index < done ? 'completed' : index === done ? 'in_progress' : 'pending',
      })),
    });
  }

  /** On cancel: every call still open ends as failed, so nothing spins forever. */
  async cancelOpenCalls(): Promise<void> {
    for (const toolCallId of this.open) {
      await this.ctx.send({ sessionUpdate: 'tool_call_update', toolCallId, status: 'failed' });
    }
    this.open.clear();
  }
}

/** Text in a fenced block whose fence is longer than any backtick run inside it. */
export function fence(text: string, language: string): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${language}\n${text.replace(/\n$/, '')}\n${ticks}`;
}

/** The files under `dirs` of `root`, sorted. */
export async function listFiles(root: string, dirs: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const dir of dirs) {
    const base = join(root, dir);
    if (!existsSync(base)) continue;
    for (const entry of await readdir(base, { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) out.push(join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name));
    }
  }
  return out.sort();
}
