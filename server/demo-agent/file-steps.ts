// SPDX-License-Identifier: Apache-2.0
/**
 * The scripted session's steps on real files of the workspace: read, search, edit (after the
 * user's permission), move and delete. What the page shows of them is what is on disk. Reads and
 * writes of edited files go through the client when it offered `fs` (`PlayContext.files`); the
 * search, the move and the delete work on disk (ACP has no client method for them).
 */
import { existsSync } from 'node:fs';
import type { ToolCallUpdate } from '@agentclientprotocol/sdk';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { Cancelled, fence, listFiles, type Player } from './player.js';
import { EDIT_OPTIONS, proposeEdit } from './scenario.js';

export async function read(play: Player, file: string, text: string): Promise<void> {
  const toolCallId = play.id('read');
  const path = play.path(file);
  await play.start({
    toolCallId,
    title: `Read ${file}`,
    kind: 'read',
    status: 'pending',
    locations: [{ path, line: 1 }],
    rawInput: { path },
  });
  await play.pause(120);
  await play.update({ toolCallId, status: 'in_progress' });
  await play.pause(250);
  const lines = text.split('\n').length;
  await play.update({
    toolCallId,
    status: 'completed',
    title: `Read ${file} (1 - ${lines})`,
    content: [{ type: 'content', content: { type: 'text', text: fence(text, 'ts') } }],
    rawOutput: { lines },
  });
}

export async function search(play: Player, word: string): Promise<void> {
  const { workspace } = play.ctx;
  const toolCallId = play.id('search');
  await play.start({
    toolCallId,
    title: `grep -rn "${word}" src test`,
    kind: 'search',
    status: 'in_progress',
    rawInput: { pattern: word, path: workspace },
  });
  await play.pause(350);
  const hits: { file: string; line: number; text: string }[] = [];
  for (const file of await listFiles(workspace, ['src', 'test'])) {
    const lines = (await readFile(file, 'utf8').catch(() => '')).split('\n');
    lines.forEach((text, index) => {
      if (text.includes(word)) hits.push({ file, line: index + 1, text: text.trim() });
    });
  }
  await play.update({
    toolCallId,
    status: 'completed',
    title: `Found ${hits.length} matches for "${word}"`,
    locations: hits.map((hit) => ({ path: hit.file, line: hit.line })),
    content: [
      {
        type: 'content',
        content: {
          type: 'text',
          text: fence(hits.map((hit) => `${relative(workspace, hit.file)}:${hit.line}: ${hit.text}`).join('\n'), ''),
        },
      },
    ],
  });
}

/** Proposes a real edit, waits for permission, writes it on approval. False when rejected. */
export async function edit(play: Player, file: string): Promise<boolean> {
  const path = play.path(file);
  const oldText = await play.ctx.files.read(path);
  const newText = proposeEdit(oldText);
  const toolCallId = play.id('edit');
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
  await play.start(call);
  await play.pause(200);
  if ((await askToEdit(play, call, file)) === 'rejected') return false;
  await play.update({ toolCallId, status: 'in_progress' });
  await play.pause(200);
  if (!(await writeOrFail(play, toolCallId, file, newText))) return false;
  await play.update({ toolCallId, status: 'completed' });
  return true;
}

/**
 * Asks the user before an edit; `always` skips the question (an earlier "Always allow" in the turn).
 * A rejection fails the call, says so and ends the agent's work (a cancel throws `Cancelled`).
 */
export async function askToEdit(play: Player, call: ToolCallUpdate, file: string): Promise<'once' | 'always' | 'rejected'> {
  const answer = await play.ctx.requestPermission(call, EDIT_OPTIONS);
  if (answer.outcome.outcome === 'selected' && answer.outcome.optionId.startsWith('allow')) {
    return answer.outcome.optionId === 'allow_always' ? 'always' : 'once';
  }
  await play.fail(call.toolCallId, 'The user rejected this edit; the file was not changed.');
  if (answer.outcome.outcome === 'cancelled') throw new Cancelled();
  await play.stream('agent_message_chunk', `Understood: I left \`${file}\` unchanged and stopped here.`);
  return 'rejected';
}

/** Writes the file (through the client when it offered `fs`); a refusal fails the call with the reason. False then. */
export async function writeOrFail(play: Player, toolCallId: string, file: string, text: string): Promise<boolean> {
  try {
    await play.ctx.files.write(play.path(file), text);
    return true;
  } catch (error) {
    await play.fail(toolCallId, `Could not write \`${file}\`: ${(error as Error).message}`);
    await play.stream('agent_message_chunk', `I could not write \`${file}\`, so I stopped here.`);
    return false;
  }
}

/** Moves the legacy formatter there or back. Another session may move it first: then this call fails, saying so. */
export async function move(play: Player): Promise<void> {
  const [from, to] = existsSync(play.path('src/legacy-format.ts'))
    ? ['src/legacy-format.ts', 'src/format/legacy.ts']
    : ['src/format/legacy.ts', 'src/legacy-format.ts'];
  const toolCallId = play.id('move');
  await play.start({
    toolCallId,
    title: `Move ${from} → ${to}`,
    kind: 'move',
    status: 'in_progress',
    locations: [{ path: play.path(from) }, { path: play.path(to) }],
    rawInput: { from: play.path(from), to: play.path(to) },
  });
  await play.pause(250);
  await mkdir(join(play.path(to), '..'), { recursive: true });
  try {
    await rename(play.path(from), play.path(to));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return play.update({
      toolCallId,
      status: 'failed',
      content: [{ type: 'content', content: { type: 'text', text: `\`${from}\` is gone: another session moved it first.` } }],
    });
  }
  await play.update({ toolCallId, status: 'completed', locations: [{ path: play.path(to) }] });
}

export async function remove(play: Player, file: string): Promise<void> {
  const toolCallId = play.id('delete');
  const path = play.path(file);
  const oldText = existsSync(path) ? await readFile(path, 'utf8').catch(() => '') : '';
  await play.start({
    toolCallId,
    title: `Delete ${file}`,
    kind: 'delete',
    status: 'in_progress',
    locations: [{ path }],
    rawInput: { path },
  });
  await play.pause(200);
  await rm(path, { force: true });
  await play.update({ toolCallId, status: 'completed', content: [{ type: 'diff', path, oldText, newText: '' }] });
}
