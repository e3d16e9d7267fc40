// SPDX-License-Identifier: Apache-2.0
/**
 * One `session/prompt` of the demo agent: the prompt recorded, a title for the session from its
 * first prompt (`session_info_update`), the reply (a short answer, or the scripted session), and
 * the session's `updatedAt` moved on when the turn ends.
 */
import type { ContentBlock, SessionUpdate, StopReason } from '@agentclientprotocol/sdk';
import { randomUUID } from 'node:crypto';
import type { PlayContext } from './player.js';
import { replyTo } from './replies.js';
import { playSession } from './script.js';
import type { SessionStore } from './session-store.js';

/** A session open in this agent process. */
export interface LiveSession {
  sessionId: string;
  modeId: string;
  /** It has a title (from the listing, or given by its first prompt here). */
  titled: boolean;
  /** The running turn; one at a time per session. */
  turn?: AbortController;
}

/** What the turn needs of the agent and of the client: what the scripted session does, and more. */
export interface TurnContext extends Pick<
  PlayContext,
  'workspace' | 'speed' | 'longRun' | 'terminalOutput' | 'requestPermission' | 'elicit' | 'files'
> {
  store: SessionStore;
  /** Sends an update to the client (not recorded). */
  notify(update: SessionUpdate): Promise<void>;
  /** The session is still open (not closed or deleted while the turn ran). */
  isOpen(): boolean;
}

const TITLE_LENGTH = 60;

/** The first words of the prompt, at most `TITLE_LENGTH` characters, cut between words. */
export function titleFrom(prompt: readonly ContentBlock[]): string {
  const text = prompt
    .map((block) => (block.type === 'text' ? block.text : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return prompt.some((block) => block.type === 'image') ? 'An image' : 'Attachments';
  if (text.length <= TITLE_LENGTH) return text;
  const cut = text.slice(0, TITLE_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export async function runTurn(session: LiveSession, prompt: readonly ContentBlock[], ctx: TurnContext): Promise<StopReason> {
  const { sessionId } = session;
  const { store } = ctx;
  const turn = new AbortController();
  session.turn = turn;
  const send = async (update: SessionUpdate) => {
    await store.append(sessionId, update);
    await ctx.notify(update);
  };
  const text = prompt
    .map((block) => (block.type === 'text' ? block.text : ''))
    .join(' ')
    .trim();
  try {
    await store.append(sessionId, { sessionUpdate: 'user_message_chunk', content: { type: 'text', text } });
    if (!session.titled) {
      session.titled = true;
      const title = titleFrom(prompt);
      const updatedAt = new Date().toISOString();
      await store.update(sessionId, { title, updatedAt });
      await send({ sessionUpdate: 'session_info_update', title, updatedAt });
    }
    const reply = await replyTo(prompt, { workspace: ctx.workspace, modeId: session.modeId });
    if ('say' in reply) {
      await send({ sessionUpdate: 'agent_message_chunk', messageId: randomUUID(), content: { type: 'text', text: reply.say } });
      return 'end_turn';
    }
    return await playSession(
      {
        sessionId,
        workspace: ctx.workspace,
        speed: ctx.speed,
        longRun: ctx.longRun,
        terminalOutput: ctx.terminalOutput,
        signal: turn.signal,
        send,
        requestPermission: ctx.requestPermission,
        files: ctx.files,
        ...(ctx.elicit ? { elicit: ctx.elicit } : {}),
        setMode: async (modeId) => {
          session.modeId = modeId;
          await store.update(sessionId, { modeId });
          await send({ sessionUpdate: 'current_mode_update', currentModeId: modeId });
        },
      },
      reply.play,
    );
  } finally {
    session.turn = undefined;
    if (ctx.isOpen()) {
      const updatedAt = new Date().toISOString();
      await store.update(sessionId, { updatedAt }).catch(() => undefined);
      await send({ sessionUpdate: 'session_info_update', updatedAt }).catch(() => undefined);
    }
  }
}
