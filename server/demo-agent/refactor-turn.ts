// SPDX-License-Identifier: Apache-2.0
/**
 * The demo's multi-file turn (a prompt with the word "refactor"): two edits of `src/stats.ts` in
 * separate calls, one of `src/report.ts`, and a new `test/report.test.ts`, so a change review has a
 * file edited twice (its net change composes both), another file, and a created one. Each edit's
 * `diff` is a snippet, as claude-agent-acp sends them (`oldText` is the replaced fragment, not the
 * file); the files are read and written through the client when it offered `fs`, as
 * claude-code-acp does. Each edit waits for permission unless the user chose "Always allow" in the
 * turn. The snippets swap: run again, the turn puts the edits back (the test file stays as it is).
 */
import { existsSync } from 'node:fs';
import { askToEdit, read, writeOrFail } from './file-steps.js';
import type { Player } from './player.js';
import { REFACTOR_SUMMARY, REFACTOR_THOUGHT, REPORT_TEST, SNIPPET_EDITS, type SnippetEdit } from './scenario.js';

/** Plays the turn. False when the user rejected an edit or a write failed (the agent stopped there). */
export async function refactor(play: Player, setMode: (modeId: 'ask' | 'code') => Promise<void>): Promise<boolean> {
  await play.pause(300);
  await play.stream('agent_thought_chunk', REFACTOR_THOUGHT);
  await setMode('code');
  const stats = 'src/stats.ts';
  await read(play, stats, await play.ctx.files.read(play.path(stats)));
  const permission = { always: false };
  for (const step of SNIPPET_EDITS) {
    if (!(await snippetEdit(play, step, permission))) return false;
  }
  if (!(await createFile(play, 'test/report.test.ts', REPORT_TEST, permission))) return false;
  await setMode('ask');
  await play.stream('agent_message_chunk', REFACTOR_SUMMARY);
  return true;
}

/** The fragment to replace and its replacement: forwards, or back when the edit was made before. */
function swap(text: string, [before, after]: readonly [string, string]): { oldText: string; newText: string } | undefined {
  const count = (part: string) => text.split(part).length - 1;
  // The replacement first: it may contain the fragment it replaces.
  if (count(after) === 1) return { oldText: after, newText: before };
  if (count(before) === 1) return { oldText: before, newText: after };
  return undefined;
}

async function snippetEdit(play: Player, step: SnippetEdit, permission: { always: boolean }): Promise<boolean> {
  const path = play.path(step.file);
  const text = await play.ctx.files.read(path);
  const change = swap(text, step.swap);
  const toolCallId = play.id('edit');
  if (!change) {
    // The user changed the file since: like a real agent, the call fails and the turn goes on.
    await play.start({ toolCallId, title: `Edit ${step.file}`, kind: 'edit', status: 'in_progress', locations: [{ path }] });
    await play.fail(toolCallId, `The text to replace is not in \`${step.file}\` (exactly once) any more; I left it alone.`);
    return true;
  }
  const line = text.slice(0, text.indexOf(change.oldText)).split('\n').length;
  const call = {
    toolCallId,
    title: `Edit ${step.file}`,
    kind: 'edit' as const,
    status: 'pending' as const,
    locations: [{ path, line }],
    content: [{ type: 'diff' as const, path, ...change }],
    rawInput: { file_path: path, old_string: change.oldText, new_string: change.newText },
  };
  if (!(await announce(play, call, step.file, permission))) return false;
  // Read again at the moment of writing: the file may have changed while the question waited.
  const current = await play.ctx.files.read(path);
  if (current.split(change.oldText).length !== 2) {
    await play.fail(toolCallId, `\`${step.file}\` changed while I waited; I left it alone.`);
    return true;
  }
  return finish(
    play,
    toolCallId,
    step.file,
    current.replace(change.oldText, () => change.newText),
  );
}

async function createFile(play: Player, file: string, text: string, permission: { always: boolean }): Promise<boolean> {
  const path = play.path(file);
  const toolCallId = play.id('write');
  const existing = existsSync(path) ? await play.ctx.files.read(path) : null;
  const call = {
    toolCallId,
    title: `Write ${file}`,
    kind: 'edit' as const,
    status: 'pending' as const,
    locations: [{ path, line: 1 }],
    content: [{ type: 'diff' as const, path, oldText: existing, newText: text }],
    rawInput: { file_path: path, content: text },
  };
  if (!(await announce(play, call, file, permission))) return false;
  return finish(play, toolCallId, file, text);
}

/** Shows the call and waits for permission (unless always allowed this turn). False when rejected. */
async function announce(
  play: Player,
  call: Parameters<Player['start']>[0],
  file: string,
  permission: { always: boolean },
): Promise<boolean> {
  await play.start(call);
  await play.pause(200);
  if (permission.always) return true;
  const answer = await askToEdit(play, call, file);
  if (answer === 'rejected') return false;
  permission.always = answer === 'always';
  return true;
}

async function finish(play: Player, toolCallId: string, file: string, text: string): Promise<boolean> {
  await play.update({ toolCallId, status: 'in_progress' });
  await play.pause(150);
  if (!(await writeOrFail(play, toolCallId, file, text))) return false;
  await play.update({ toolCallId, status: 'completed' });
  return true;
}
