// SPDX-License-Identifier: Apache-2.0
/**
 * What the demo agent does for one prompt: a believable coding session in the sample workspace,
 * sent as ordinary ACP `session/update`s (and one `session/request_permission`, and one
 * `elicitation/create` when the client can show forms). Every file it reads, searches, edits,
 * moves or deletes is real; the commands it "runs" are scripted.
 */
import type {
  CreateElicitationResponse,
  ElicitationSchema,
  PermissionOption,
  RequestPermissionResponse,
  SessionUpdate,
  StopReason,
  ToolCallUpdate,
} from '@agentclientprotocol/sdk';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { stripAnsi } from './ansi.js';
import {
  DOCS_SUMMARY,
  DOCS_URL,
  chosenTestCommand,
  EDIT_OPTIONS,
  FINDINGS,
  lintOutput,
  PLAN_STEPS,
  proposeEdit,
  skippedTests,
  SUMMARY,
  TEST_COMMAND_SCHEMA,
  TEST_QUESTION,
  testRunOutput,
  thoughtAbout,
} from './scenario.js';
import { ensureSampleWorkspace } from './workspace.js';

export { proposeEdit } from './scenario.js';

export interface PlayContext {
  sessionId: string;
  workspace: string;
  /** 1 = real pace, 2 = twice as fast, 0 = no pauses at all. */
  speed: number;
  /** The client advertised `clientCapabilities._meta.terminal_output`: stream output as `_meta`. */
  terminalOutput: boolean;
  /** Extra quick tool calls after the main session (to exercise long lists). */
  longRun: number;
  /** Aborted when the client sends `session/cancel`. */
  signal: AbortSignal;
  send(update: SessionUpdate): Promise<void>;
  requestPermission(toolCall: ToolCallUpdate, options: PermissionOption[]): Promise<RequestPermissionResponse>;
  /** Asks the user with a form tied to a tool call; absent when the client did not advertise `elicitation.form`. */
  elicit?(toolCallId: string, message: string, requestedSchema: ElicitationSchema): Promise<CreateElicitationResponse>;
  setMode(modeId: string): Promise<void>;
}

class Cancelled extends Error {}

/** Plays one prompt turn; resolves with the turn's stop reason. */
export async function playSession(ctx: PlayContext, prompt: string): Promise<StopReason> {
  await ensureSampleWorkspace(ctx.workspace);
  const play = new Player(ctx);
  try {
    const longRun = /\blong\b/i.test(prompt) ? Math.max(ctx.longRun, 300) : ctx.longRun;
    if (!(await play.main(prompt))) return 'end_turn';
    if (longRun > 0) await play.longRun(longRun);
    return 'end_turn';
  } catch (error) {
    if (error instanceof Cancelled || ctx.signal.aborted) {
      await play.cancelOpenCalls();
      return 'cancelled';
    }
    throw error;
  }
}

class Player {
  private nextId = 0;
  private readonly open = new Set<string>();
  private readonly run = Date.now().toString(36);

  constructor(private readonly ctx: PlayContext) {}

  private path(relativePath: string): string {
    return join(this.ctx.workspace, relativePath);
  }

  private id(name: string): string {
    return `${name}-${this.run}-${++this.nextId}`;
  }

  /** Waits about `ms` (±30 %, divided by the speed); throws once the turn is cancelled. */
  private async pause(ms: number): Promise<void> {
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

  private async send(update: SessionUpdate): Promise<void> {
    if (this.ctx.signal.aborted) throw new Cancelled();
    await this.ctx.send(update);
  }

  /** Streams text in chunks of a few words, like a model does. */
  private async stream(kind: 'agent_message_chunk' | 'agent_thought_chunk', text: string): Promise<void> {
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

  private async start(call: Omit<Extract<SessionUpdate, { sessionUpdate: 'tool_call' }>, 'sessionUpdate'>): Promise<void> {
    this.open.add(call.toolCallId);
    await this.send({ sessionUpdate: 'tool_call', ...call });
  }

  private async update(update: ToolCallUpdate): Promise<void> {
    if (update.status === 'completed' || update.status === 'failed') this.open.delete(update.toolCallId);
    await this.send({ sessionUpdate: 'tool_call_update', ...update });
  }

  private plan(done: number): Promise<void> {
    return this.send({
      sessionUpdate: 'plan',
      entries: PLAN_STEPS.map((content, index) => ({
        content,
        priority: index === 2 ? 'high' : 'medium',
        status: index < done ? 'completed' : index === done ? 'in_progress' : 'pending',
      })),
    });
  }

  /** The whole session. Returns false when the user rejected the edit (the agent stops there). */
  async main(prompt: string): Promise<boolean> {
    await this.pause(400);
    await this.stream('agent_thought_chunk', thoughtAbout(prompt));
    await this.setMode('code');
    await this.plan(0);
    await this.pause(300);

    const stats = 'src/stats.ts';
    const source = await readFile(this.path(stats), 'utf8');
    await this.read(stats, source);
    await this.plan(1);

    await this.search('average');
    await this.stream('agent_message_chunk', FINDINGS);
    await this.plan(2);

    if (!(await this.edit(stats))) return false;
    await this.plan(3);

    await this.runTests();
    await this.runLint();
    await this.fetchDocs();
    await this.plan(4);

    await this.move();
    await this.remove('tmp/debug.log');
    await this.plan(5);
    await this.setMode('ask');
    await this.stream('agent_message_chunk', SUMMARY);
    await this.send({ sessionUpdate: 'usage_update', used: 18_400 + Math.round(Math.random() * 2000), size: 200_000 });
    return true;
  }

  private async setMode(modeId: 'ask' | 'code'): Promise<void> {
    const toolCallId = this.id('mode');
    await this.start({
      toolCallId,
      title: modeId === 'code' ? 'Switch to Code mode' : 'Switch back to Ask mode',
      kind: 'switch_mode',
      status: 'in_progress',
      rawInput: { modeId },
    });
    await this.pause(150);
    await this.ctx.setMode(modeId);
    await this.update({ toolCallId, status: 'completed' });
  }

  private async read(file: string, text: string): Promise<void> {
    const toolCallId = this.id('read');
    const path = this.path(file);
    await this.start({
      toolCallId,
      title: `Read ${file}`,
      kind: 'read',
      status: 'pending',
      locations: [{ path, line: 1 }],
      rawInput: { path },
    });
    await this.pause(120);
    await this.update({ toolCallId, status: 'in_progress' });
    await this.pause(250);
    const lines = text.split('\n').length;
    await this.update({
      toolCallId,
      status: 'completed',
      title: `Read ${file} (1 - ${lines})`,
      content: [{ type: 'content', content: { type: 'text', text: fence(text, 'ts') } }],
      rawOutput: { lines },
    });
  }

  private async search(word: string): Promise<void> {
    const toolCallId = this.id('search');
    await this.start({
      toolCallId,
      title: `grep -rn "${word}" src test`,
      kind: 'search',
      status: 'in_progress',
      rawInput: { pattern: word, path: this.ctx.workspace },
    });
    await this.pause(350);
    const hits: { file: string; line: number; text: string }[] = [];
    for (const file of await listFiles(this.ctx.workspace, ['src', 'test'])) {
      const lines = (await readFile(file, 'utf8')).split('\n');
      lines.forEach((text, index) => {
        if (text.includes(word)) hits.push({ file, line: index + 1, text: text.trim() });
      });
    }
    await this.update({
      toolCallId,
      status: 'completed',
      title: `Found ${hits.length} matches for "${word}"`,
      locations: hits.map((hit) => ({ path: hit.file, line: hit.line })),
      content: [
        {
          type: 'content',
          content: {
            type: 'text',
            text: fence(hits.map((hit) => `${relative(this.ctx.workspace, hit.file)}:${hit.line}: ${hit.text}`).join('\n'), ''),
          },
        },
      ],
    });
  }

  /** Proposes a real edit, waits for permission, writes it on approval. False when rejected. */
  private async edit(file: string): Promise<boolean> {
    const path = this.path(file);
    const oldText = await readFile(path, 'utf8');
    const newText = proposeEdit(oldText);
    const toolCallId = this.id('edit');
    const line = oldText.split('\n').findIndex((text) => text.includes('export function average')) + 1;
    const call = {
      toolCallId,
      title: `Edit ${file}`,
      kind: 'edit' as const,
      status: 'pending' as const,
      locations: [{ path, line: Math.max(line, 1) }],
      content: [{ type: 'diff' as const, path, oldText, newText }],
      rawInput: { file_path: path },
    };
    await this.start(call);
    await this.pause(200);
    const answer = await this.ctx.requestPermission(call, EDIT_OPTIONS);
    const allowed = answer.outcome.outcome === 'selected' && answer.outcome.optionId.startsWith('allow');
    if (!allowed) {
      this.open.delete(toolCallId);
      await this.ctx.send({
        sessionUpdate: 'tool_call_update',
        toolCallId,
        status: 'failed',
        content: [{ type: 'content', content: { type: 'text', text: 'The user rejected this edit; the file was not changed.' } }],
      });
      if (answer.outcome.outcome === 'cancelled') throw new Cancelled();
      await this.stream('agent_message_chunk', `Understood: I left \`${file}\` unchanged and stopped here.`);
      return false;
    }
    await this.update({ toolCallId, status: 'in_progress' });
    await this.pause(200);
    await writeFile(path, newText);
    await this.update({ toolCallId, status: 'completed' });
    return true;
  }

  /**
   * A command whose output streams through `_meta.terminal_output` (or as text when not advertised).
   * `toolCallId` names a call already started (one that waited for the user's choice of command).
   */
  private async command(title: string, command: string, output: string[], exitCode: number, toolCallId = this.id('exec')): Promise<void> {
    const terminalId = `term-${toolCallId}`;
    const streaming = this.ctx.terminalOutput;
    const call = {
      toolCallId,
      title: command,
      kind: 'execute' as const,
      status: 'in_progress' as const,
      rawInput: { command, cwd: this.ctx.workspace, description: title },
      content: streaming ? [{ type: 'terminal' as const, terminalId }] : [],
      ...(streaming ? { _meta: { terminal_info: { terminal_id: terminalId, cwd: this.ctx.workspace } } } : {}),
    };
    if (this.open.has(toolCallId)) await this.update(call);
    else await this.start(call);
    let transcript = '';
    for (const line of output) {
      await this.pause(line === '' ? 60 : 160);
      transcript += `${line}\r\n`;
      if (streaming) {
        await this.update({ toolCallId, _meta: { terminal_output: { terminal_id: terminalId, data: `${line}\r\n` } } });
      } else {
        await this.update({
          toolCallId,
          content: [{ type: 'content', content: { type: 'text', text: fence(stripAnsi(transcript), 'console') } }],
        });
      }
    }
    const status = exitCode === 0 ? 'completed' : 'failed';
    await this.update({
      toolCallId,
      status,
      rawOutput: { exitCode, output: stripAnsi(transcript) },
      ...(streaming ? { _meta: { terminal_exit: { terminal_id: terminalId, exit_code: exitCode, signal: null } } } : {}),
    });
  }

  /**
   * Runs the tests. A client that can show forms is asked which command first: the execute call
   * waits (pending) for the answer; accepted, it runs the chosen command; declined or dismissed,
   * the agent says so and skips the run.
   */
  private async runTests(): Promise<void> {
    const title = 'Run the test suite';
    if (!this.ctx.elicit) return this.command(title, 'npm test', testRunOutput(this.ctx.workspace), 0);
    const toolCallId = this.id('exec');
    await this.start({ toolCallId, title, kind: 'execute', status: 'pending', rawInput: { description: title, cwd: this.ctx.workspace } });
    const answer = await this.ctx.elicit(toolCallId, TEST_QUESTION, TEST_COMMAND_SCHEMA);
    if (this.ctx.signal.aborted) throw new Cancelled();
    const command = chosenTestCommand(answer);
    if (command !== undefined) return this.command(title, command, testRunOutput(this.ctx.workspace, command), 0, toolCallId);
    const skipped = skippedTests(answer.action);
    await this.update({ toolCallId, status: 'failed', content: [{ type: 'content', content: { type: 'text', text: skipped } }] });
    await this.stream('agent_message_chunk', skipped);
  }

  private runLint(): Promise<void> {
    return this.command('Lint the sources', 'npm run lint', lintOutput(this.path('src/report.ts')), 1);
  }

  private async fetchDocs(): Promise<void> {
    const toolCallId = this.id('fetch');
    const url = DOCS_URL;
    await this.start({ toolCallId, title: `Fetch ${url}`, kind: 'fetch', status: 'in_progress', rawInput: { url } });
    await this.pause(700);
    await this.update({
      toolCallId,
      status: 'completed',
      content: [
        {
          type: 'content',
          content: {
            type: 'text',
            text: DOCS_SUMMARY,
          },
        },
      ],
    });
  }

  private async move(): Promise<void> {
    const [from, to] = existsSync(this.path('src/legacy-format.ts'))
      ? ['src/legacy-format.ts', 'src/format/legacy.ts']
      : ['src/format/legacy.ts', 'src/legacy-format.ts'];
    const toolCallId = this.id('move');
    await this.start({
      toolCallId,
      title: `Move ${from} → ${to}`,
      kind: 'move',
      status: 'in_progress',
      locations: [{ path: this.path(from) }, { path: this.path(to) }],
      rawInput: { from: this.path(from), to: this.path(to) },
    });
    await this.pause(250);
    await mkdir(join(this.path(to), '..'), { recursive: true });
    await rename(this.path(from), this.path(to));
    await this.update({ toolCallId, status: 'completed', locations: [{ path: this.path(to) }] });
  }

  private async remove(file: string): Promise<void> {
    const toolCallId = this.id('delete');
    const path = this.path(file);
    const oldText = existsSync(path) ? await readFile(path, 'utf8') : '';
    await this.start({
      toolCallId,
      title: `Delete ${file}`,
      kind: 'delete',
      status: 'in_progress',
      locations: [{ path }],
      rawInput: { path },
    });
    await this.pause(200);
    await rm(path, { force: true });
    await this.update({ toolCallId, status: 'completed', content: [{ type: 'diff', path, oldText, newText: '' }] });
  }

  /** Hundreds of quick calls (reads, searches, commands) to exercise long lists. */
  async longRun(count: number): Promise<void> {
    const files = await listFiles(this.ctx.workspace, ['src', 'test']);
    for (let i = 0; i < count; i += 1) {
      const toolCallId = this.id('scan');
      const file = files[i % files.length]!;
      const kind = (['read', 'search', 'execute'] as const)[i % 3]!;
      const title =
        kind === 'read'
          ? `Read ${relative(this.ctx.workspace, file)}`
          : kind === 'search'
            ? `grep -n "value" ${relative(this.ctx.workspace, file)}`
            : `wc -l ${relative(this.ctx.workspace, file)}`;
      await this.start({ toolCallId, title, kind, status: 'in_progress', locations: [{ path: file }] });
      await this.pause(25);
      const text = await readFile(file, 'utf8');
      await this.update({
        toolCallId,
        status: i % 47 === 46 ? 'failed' : 'completed',
        content: [
          {
            type: 'content',
            content: {
              type: 'text',
              text: kind === 'execute' ? `${text.split('\n').length} ${relative(this.ctx.workspace, file)}` : fence(text.slice(0, 400), ''),
            },
          },
        ],
      });
    }
  }

  /** On cancel: every call still open ends as failed, so nothing spins forever. */
  async cancelOpenCalls(): Promise<void> {
    for (const toolCallId of this.open) {
      await this.ctx.send({ sessionUpdate: 'tool_call_update', toolCallId, status: 'failed' });
    }
    this.open.clear();
  }
}

function fence(text: string, language: string): string {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${language}\n${text.replace(/\n$/, '')}\n${ticks}`;
}

async function listFiles(root: string, dirs: string[]): Promise<string[]> {
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
