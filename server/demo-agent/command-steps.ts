// SPDX-License-Identifier: Apache-2.0
/**
 * The scripted session's commands (scripted output: the demo never runs a command), the fetch
 * (canned: nothing is downloaded) and the long run of quick calls that exercises long lists.
 */
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { stripAnsi } from './ansi.js';
import { Cancelled, fence, listFiles, type Player } from './player.js';
import {
  chosenTestCommand,
  DOCS_SUMMARY,
  DOCS_URL,
  lintOutput,
  skippedTests,
  TEST_COMMAND_SCHEMA,
  TEST_QUESTION,
  testRunOutput,
} from './scenario.js';

/**
 * A command whose output streams through `_meta.terminal_output` (or as text when not advertised).
 * `toolCallId` names a call already started (one that waited for the user's choice of command).
 */
async function command(
  play: Player,
  title: string,
  line: string,
  output: string[],
  exitCode: number,
  toolCallId = play.id('exec'),
): Promise<void> {
  const { workspace, terminalOutput: streaming } = play.ctx;
  const terminalId = `term-${toolCallId}`;
  const call = {
    toolCallId,
    title: line,
    kind: 'execute' as const,
    status: 'in_progress' as const,
    rawInput: { command: line, cwd: workspace, description: title },
    content: streaming ? [{ type: 'terminal' as const, terminalId }] : [],
    ...(streaming ? { _meta: { terminal_info: { terminal_id: terminalId, cwd: workspace } } } : {}),
  };
  if (play.isOpen(toolCallId)) await play.update(call);
  else await play.start(call);
  let transcript = '';
  for (const text of output) {
    await play.pause(text === '' ? 60 : 160);
    transcript += `${text}\r\n`;
    if (streaming) {
      await play.update({ toolCallId, _meta: { terminal_output: { terminal_id: terminalId, data: `${text}\r\n` } } });
    } else {
      await play.update({
        toolCallId,
        content: [{ type: 'content', content: { type: 'text', text: fence(stripAnsi(transcript), 'console') } }],
      });
    }
  }
  await play.update({
    toolCallId,
    status: exitCode === 0 ? 'completed' : 'failed',
    rawOutput: { exitCode, output: stripAnsi(transcript) },
    ...(streaming ? { _meta: { terminal_exit: { terminal_id: terminalId, exit_code: exitCode, signal: null } } } : {}),
  });
}

/**
 * Runs the tests. A client that can show forms is asked which command first: the execute call
 * waits (pending) for the answer; accepted, it runs the chosen command; declined or dismissed,
 * the agent says so and skips the run.
 */
export async function runTests(play: Player): Promise<void> {
  const { workspace, elicit } = play.ctx;
  const title = 'Run the test suite';
  if (!elicit) return command(play, title, 'npm test', testRunOutput(workspace), 0);
  const toolCallId = play.id('exec');
  await play.start({ toolCallId, title, kind: 'execute', status: 'pending', rawInput: { description: title, cwd: workspace } });
  const answer = await elicit(toolCallId, TEST_QUESTION, TEST_COMMAND_SCHEMA);
  if (play.ctx.signal.aborted) throw new Cancelled();
  const chosen = chosenTestCommand(answer);
  if (chosen !== undefined) return command(play, title, chosen, testRunOutput(workspace, chosen), 0, toolCallId);
  const skipped = skippedTests(answer.action);
  await play.update({ toolCallId, status: 'failed', content: [{ type: 'content', content: { type: 'text', text: skipped } }] });
  await play.stream('agent_message_chunk', skipped);
}

export function runLint(play: Player): Promise<void> {
  return command(play, 'Lint the sources', 'npm run lint', lintOutput(play.path('src/report.ts')), 1);
}

export async function fetchDocs(play: Player): Promise<void> {
  const toolCallId = play.id('fetch');
  const url = DOCS_URL;
  await play.start({ toolCallId, title: `Fetch ${url}`, kind: 'fetch', status: 'in_progress', rawInput: { url } });
  await play.pause(700);
  await play.update({
    toolCallId,
    status: 'completed',
    content: [{ type: 'content', content: { type: 'text', text: DOCS_SUMMARY } }],
  });
}

/** Hundreds of quick calls (reads, searches, commands) to exercise long lists. */
export async function longRun(play: Player, count: number): Promise<void> {
  const { workspace } = play.ctx;
  const files = await listFiles(workspace, ['src', 'test']);
  for (let i = 0; i < count; i += 1) {
    const toolCallId = play.id('scan');
    const file = files[i % files.length]!;
    const name = relative(workspace, file);
    const kind = (['read', 'search', 'execute'] as const)[i % 3]!;
    const title = kind === 'read' ? `Read ${name}` : kind === 'search' ? `grep -n "value" ${name}` : `wc -l ${name}`;
    await play.start({ toolCallId, title, kind, status: 'in_progress', locations: [{ path: file }] });
    await play.pause(25);
    const text = await readFile(file, 'utf8').catch(() => '');
    await play.update({
      toolCallId,
      status: i % 47 === 46 ? 'failed' : 'completed',
      content: [
        {
          type: 'content',
          content: { type: 'text', text: kind === 'execute' ? `${text.split('\n').length} ${name}` : fence(text.slice(0, 400), '') },
        },
      ],
    });
  }
}
