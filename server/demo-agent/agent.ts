// SPDX-License-Identifier: Apache-2.0
/**
 * The built-in demo agent, built with the ACP SDK's agent builder. No model, no network, no API
 * key: each prompt plays the scripted session of script.ts against the sample workspace. Sessions
 * are written to `<workspace>/.tce-demo/` so `session/load` (after a reconnect, which starts a new
 * agent process) replays them. It offers a few slash commands and describes images and files it is
 * given (replies.ts).
 */
import {
  agent,
  PROTOCOL_VERSION,
  RequestError,
  type AgentApp,
  type ElicitationSchema,
  type SessionModeState,
  type SessionNotification,
  type SessionUpdate,
} from '@agentclientprotocol/sdk';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COMMANDS, replyTo } from './replies.js';
import { playSession } from './script.js';

export interface DemoAgentOptions {
  /** The sample workspace the agent works in (whatever cwd the client asks for). */
  workspace: string;
  /** 1 = real pace, 2 = twice as fast, 0 = no pauses. */
  speed: number;
  /** Extra quick tool calls after each session (also triggered by the word "long" in a prompt). */
  longRun: number;
}

const MODES = [
  { id: 'ask', name: 'Ask', description: 'Answers and asks before changing anything' },
  { id: 'code', name: 'Code', description: 'Edits files and runs commands' },
];

interface Session {
  modeId: string;
  turn?: AbortController;
}

export function createDemoAgent(options: DemoAgentOptions): AgentApp {
  const sessions = new Map<string, Session>();
  let terminalOutput = false;
  /** The client advertised `clientCapabilities.elicitation.form`: the agent may ask with a form. */
  let formElicitation = false;
  const historyDir = join(options.workspace, '.tce-demo');
  const historyFile = (sessionId: string) => join(historyDir, `${sessionId.replace(/[^\w-]/g, '_')}.jsonl`);
  const modes = (modeId: string): SessionModeState => ({ currentModeId: modeId, availableModes: MODES });
  const record = (sessionId: string, update: SessionUpdate) => appendFile(historyFile(sessionId), `${JSON.stringify(update)}\n`);
  const commandsUpdate: SessionUpdate = { sessionUpdate: 'available_commands_update', availableCommands: COMMANDS };
  /** Sends the slash commands once the answer naming the session has gone out (the next turn of the event loop). */
  const afterAnswer = (send: () => Promise<void>) => setImmediate(() => void send().catch(() => undefined));

  return agent({ name: 'tce-demo-agent' })
    .onRequest('initialize', ({ params }) => {
      const meta = params.clientCapabilities?._meta as Record<string, unknown> | null | undefined;
      terminalOutput = meta?.['terminal_output'] === true;
      formElicitation = Boolean(params.clientCapabilities?.elicitation?.form);
      return {
        protocolVersion: PROTOCOL_VERSION,
        agentCapabilities: { loadSession: true, promptCapabilities: { image: true, embeddedContext: true } },
        agentInfo: { name: 'tce-demo-agent', title: 'Demo agent (tool-call-elements)', version: '0.1.0' },
        authMethods: [],
      };
    })
    .onRequest('session/new', async ({ client }) => {
      const sessionId = `demo-${randomUUID()}`;
      await mkdir(historyDir, { recursive: true });
      await appendFile(historyFile(sessionId), '');
      sessions.set(sessionId, { modeId: 'ask' });
      afterAnswer(() => client.notify('session/update', { sessionId, update: commandsUpdate }));
      return { sessionId, modes: modes('ask') };
    })
    .onRequest('session/load', async ({ params, client }) => {
      const file = historyFile(params.sessionId);
      if (!existsSync(file)) throw RequestError.resourceNotFound(params.sessionId);
      let modeId = 'ask';
      for (const line of (await readFile(file, 'utf8')).split('\n')) {
        if (line.trim() === '') continue;
        const update = JSON.parse(line) as SessionUpdate;
        if (update.sessionUpdate === 'current_mode_update') modeId = update.currentModeId;
        await client.notify('session/update', { sessionId: params.sessionId, update } satisfies SessionNotification);
      }
      sessions.set(params.sessionId, { modeId });
      afterAnswer(() => client.notify('session/update', { sessionId: params.sessionId, update: commandsUpdate }));
      return { modes: modes(modeId) };
    })
    .onRequest('session/set_mode', async ({ params, client }) => {
      const session = sessions.get(params.sessionId);
      if (!session) throw RequestError.resourceNotFound(params.sessionId);
      if (!MODES.some((mode) => mode.id === params.modeId)) throw RequestError.invalidParams({ modeId: params.modeId });
      session.modeId = params.modeId;
      const update: SessionUpdate = { sessionUpdate: 'current_mode_update', currentModeId: params.modeId };
      await record(params.sessionId, update);
      await client.notify('session/update', { sessionId: params.sessionId, update });
      return {};
    })
    .onRequest('session/prompt', async ({ params, client }) => {
      const session = sessions.get(params.sessionId);
      if (!session) throw RequestError.resourceNotFound(params.sessionId);
      if (session.turn) throw RequestError.invalidRequest(undefined, 'A prompt turn is already running in this session');
      const turn = new AbortController();
      session.turn = turn;
      const text = params.prompt
        .map((block) => (block.type === 'text' ? block.text : ''))
        .join(' ')
        .trim();
      const { sessionId } = params;
      const send = async (update: SessionUpdate) => {
        await record(sessionId, update);
        await client.notify('session/update', { sessionId, update });
      };
      await record(sessionId, { sessionUpdate: 'user_message_chunk', content: { type: 'text', text } });
      try {
        const reply = await replyTo(params.prompt, { workspace: options.workspace, modeId: session.modeId });
        if ('say' in reply) {
          await send({ sessionUpdate: 'agent_message_chunk', messageId: randomUUID(), content: { type: 'text', text: reply.say } });
          return { stopReason: 'end_turn' };
        }
        const stopReason = await playSession(
          {
            sessionId,
            workspace: options.workspace,
            speed: options.speed,
            longRun: options.longRun,
            terminalOutput,
            signal: turn.signal,
            send,
            requestPermission: (toolCall, permissionOptions) =>
              client.request('session/request_permission', { sessionId, toolCall, options: permissionOptions }),
            ...(formElicitation
              ? {
                  elicit: (toolCallId: string, message: string, requestedSchema: ElicitationSchema) =>
                    client.request('elicitation/create', { sessionId, toolCallId, mode: 'form', message, requestedSchema }),
                }
              : {}),
            setMode: async (modeId) => {
              session.modeId = modeId;
              await send({ sessionUpdate: 'current_mode_update', currentModeId: modeId });
            },
          },
          reply.play,
        );
        return { stopReason };
      } finally {
        session.turn = undefined;
      }
    })
    .onNotification('session/cancel', ({ params }) => {
      sessions.get(params.sessionId)?.turn?.abort();
    });
}
