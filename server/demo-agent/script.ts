// SPDX-License-Identifier: Apache-2.0
/**
 * What the demo agent does for one prompt: a believable coding session in the sample workspace,
 * sent as ordinary ACP `session/update`s (and one `session/request_permission`, and one
 * `elicitation/create` when the client can show forms). Every file it reads, searches, edits,
 * moves or deletes is real (file-steps.ts); the commands it "runs" are scripted (command-steps.ts).
 * A prompt with the word "refactor" plays the multi-file turn instead (refactor-turn.ts).
 */
import type { StopReason } from '@agentclientprotocol/sdk';
import { fetchDocs, longRun, runLint, runTests } from './command-steps.js';
import { edit, move, read, remove, search } from './file-steps.js';
import { Cancelled, Player, type PlayContext } from './player.js';
import { refactor } from './refactor-turn.js';
import { FINDINGS, REFACTOR_WORD, SUMMARY, thoughtAbout } from './scenario.js';
import { ensureSampleWorkspace } from './workspace.js';

/** Plays one prompt turn; resolves with the turn's stop reason. */
export async function playSession(ctx: PlayContext, prompt: string): Promise<StopReason> {
  await ensureSampleWorkspace(ctx.workspace);
  const play = new Player(ctx);
  try {
    const extra = /\blong\b/i.test(prompt) ? Math.max(ctx.longRun, 300) : ctx.longRun;
    const played = REFACTOR_WORD.test(prompt) ? await refactor(play, (modeId) => setMode(play, modeId)) : await main(play, prompt);
    if (!played) return 'end_turn';
    if (extra > 0) await longRun(play, extra);
    return 'end_turn';
  } catch (error) {
    if (error instanceof Cancelled || ctx.signal.aborted) {
      await play.cancelOpenCalls();
      return 'cancelled';
    }
    throw error;
  }
}

/** The whole session. Returns false when the user rejected the edit (the agent stops there). */
async function main(play: Player, prompt: string): Promise<boolean> {
  await play.pause(400);
  await play.stream('agent_thought_chunk', thoughtAbout(prompt));
  await setMode(play, 'code');
  await play.plan(0);
  await play.pause(300);

  const stats = 'src/stats.ts';
  await read(play, stats, await play.ctx.files.read(play.path(stats)));
  await play.plan(1);

  await search(play, 'average');
  await play.stream('agent_message_chunk', FINDINGS);
  await play.plan(2);

  if (!(await edit(play, stats))) return false;
  await play.plan(3);

  await runTests(play);
  await runLint(play);
  await fetchDocs(play);
  await play.plan(4);

  await move(play);
  await remove(play, 'tmp/debug.log');
  await play.plan(5);
  await setMode(play, 'ask');
  await play.stream('agent_message_chunk', SUMMARY);
  await play.send({ sessionUpdate: 'usage_update', used: 18_400 + Math.round(Math.random() * 2000), size: 200_000 });
  return true;
}

/** A mode switch shown as a tool call, with the session's mode changed in between. */
async function setMode(play: Player, modeId: 'ask' | 'code'): Promise<void> {
  const toolCallId = play.id('mode');
  await play.start({
    toolCallId,
    title: modeId === 'code' ? 'Switch to Code mode' : 'Switch back to Ask mode',
    kind: 'switch_mode',
    status: 'in_progress',
    rawInput: { modeId },
  });
  await play.pause(150);
  await play.ctx.setMode(modeId);
  await play.update({ toolCallId, status: 'completed' });
}
