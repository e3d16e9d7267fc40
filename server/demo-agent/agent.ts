// SPDX-License-Identifier: Apache-2.0
/**
 * The built-in demo agent, built with the ACP SDK's agent builder. No model, no network, no API
 * key: each prompt plays the scripted session of script.ts against the sample workspace, or
 * answers a slash command or attachments (replies.ts).
 *
 * Sessions live in a state folder shared by every agent process of the workspace (session-store.ts;
 * the bridge starts one process per socket, so a page reload is a new process), seeded with a few
 * earlier ones (seed-sessions.ts): `session/list` pages through them, `session/load` replays one,
 * `session/resume` reopens one without replay, `session/close` frees it here, `session/delete`
 * removes it. Several sessions may run turns at once; one session runs one turn at a time.
 * With `login`, every session request needs a sign-in first (sign-in.ts).
 */
import {
  agent,
  PROTOCOL_VERSION,
  RequestError,
  type AgentApp,
  type ClientCapabilities,
  type ElicitationSchema,
  type SessionModeState,
  type SessionUpdate,
} from '@agentclientprotocol/sdk';
import { randomUUID } from 'node:crypto';
import { DISK_FILES } from './player.js';
import { runTurn, type LiveSession } from './prompt-turn.js';
import { COMMANDS } from './replies.js';
import { seedSessions } from './seed-sessions.js';
import { isSessionId, SessionStore, type SessionRecord } from './session-store.js';
import { SignIn } from './sign-in.js';
import { prepareStateDir } from './state-dir.js';

export interface DemoAgentOptions {
  /** The sample workspace the agent works in (whatever cwd the client asks for). */
  workspace: string;
  /** 1 = real pace, 2 = twice as fast, 0 = no pauses. */
  speed: number;
  /** Extra quick tool calls after each session (also triggered by the word "long" in a prompt). */
  longRun: number;
  /** Where sessions and the sign-in marker are kept (state-dir.ts). */
  stateDir: string;
  /** Require a sign-in (`--login`). */
  login: boolean;
  /** The environment the `env_var` method reads (DEMO_API_KEY). Default: this process's. */
  env?: NodeJS.ProcessEnv;
}

const MODES = [
  { id: 'ask', name: 'Ask', description: 'Answers and asks before changing anything' },
  { id: 'code', name: 'Code', description: 'Edits files and runs commands' },
];

/** -32002, with the id in `data` as the protocol expects and a message a person can act on. */
function notFound(sessionId: string, why: string): RequestError {
  return new RequestError(-32002, `Resource not found: ${why}`, { sessionId });
}

function checkId(sessionId: unknown): string {
  if (!isSessionId(sessionId)) throw RequestError.invalidParams({ sessionId }, 'not a session id of this agent');
  return sessionId;
}

export function createDemoAgent(options: DemoAgentOptions): AgentApp {
  const live = new Map<string, LiveSession>();
  const store = new SessionStore(options.stateDir);
  const signIn = new SignIn(options.login, options.stateDir, options.env);
  const ready = (async () => {
    await prepareStateDir(options.stateDir, options.workspace);
    await store.open();
    await seedSessions(store, options.stateDir, options.workspace);
  })();
  let client: ClientCapabilities | undefined;
  const modes = (modeId: string): SessionModeState => ({ currentModeId: modeId, availableModes: MODES });
  const commandsUpdate: SessionUpdate = { sessionUpdate: 'available_commands_update', availableCommands: COMMANDS };
  /** Sends the slash commands once the answer naming the session has gone out (the next turn of the event loop). */
  const afterAnswer = (send: () => Promise<void>) => setImmediate(() => void send().catch(() => undefined));

  /** A session of the store, or the error to answer with. */
  async function stored(sessionId: unknown): Promise<SessionRecord> {
    const id = checkId(sessionId);
    await ready;
    const record = await store.get(id);
    if (!record) throw notFound(id, `there is no session ${id} (deleted, or never created)`);
    return record;
  }

  /** The session opened here; one already open stays as it is (its running turn too). */
  function open(record: SessionRecord): LiveSession {
    const session = live.get(record.sessionId) ?? { sessionId: record.sessionId, modeId: record.modeId, titled: Boolean(record.title) };
    live.set(record.sessionId, session);
    return session;
  }

  function opened(sessionId: string): LiveSession {
    const session = live.get(sessionId);
    if (!session) throw notFound(sessionId, `session ${sessionId} is not open in this agent: create, load or resume it first`);
    return session;
  }

  /** Ends the session here: its turn stops (as on `session/cancel`), later requests on it fail. */
  function release(sessionId: string): boolean {
    const session = live.get(sessionId);
    session?.turn?.abort();
    return live.delete(sessionId);
  }

  return agent({ name: 'tce-demo-agent' })
    .onRequest('initialize', ({ params }) => {
      client = params.clientCapabilities ?? undefined;
      return {
        protocolVersion: PROTOCOL_VERSION,
        agentCapabilities: {
          loadSession: true,
          promptCapabilities: { image: true, embeddedContext: true },
          sessionCapabilities: { list: {}, resume: {}, close: {}, delete: {} },
          ...(options.login ? { auth: { logout: {} } } : {}),
        },
        agentInfo: { name: 'tce-demo-agent', title: 'Demo agent (tool-call-elements)', version: '0.1.0' },
        authMethods: signIn.methods(client),
      };
    })
    .onRequest('authenticate', async ({ params }) => {
      await ready;
      await signIn.authenticate(params.methodId);
      return {};
    })
    .onRequest('logout', async () => {
      await ready;
      await signIn.logout();
      return {};
    })
    .onRequest('session/new', async ({ params, client: peer }) => {
      signIn.check();
      await ready;
      const now = new Date().toISOString();
      const record: SessionRecord = { sessionId: `demo-${randomUUID()}`, cwd: params.cwd, createdAt: now, updatedAt: now, modeId: 'ask' };
      await store.create(record);
      const { sessionId } = open(record);
      afterAnswer(() => peer.notify('session/update', { sessionId, update: commandsUpdate }));
      return { sessionId, modes: modes('ask') };
    })
    .onRequest('session/list', async ({ params }) => {
      signIn.check();
      await ready;
      const page = await store.list(params.cwd, params.cursor);
      if (!page) throw RequestError.invalidParams({ cursor: params.cursor }, 'the cursor is not one this agent gave');
      return page;
    })
    .onRequest('session/load', async ({ params, client: peer }) => {
      signIn.check();
      const record = await stored(params.sessionId);
      const session = open(record);
      for (const update of await store.history(record.sessionId)) {
        await peer.notify('session/update', { sessionId: record.sessionId, update });
      }
      afterAnswer(() => peer.notify('session/update', { sessionId: record.sessionId, update: commandsUpdate }));
      return { modes: modes(session.modeId) };
    })
    .onRequest('session/resume', async ({ params, client: peer }) => {
      signIn.check();
      const record = await stored(params.sessionId);
      const session = open(record);
      afterAnswer(() => peer.notify('session/update', { sessionId: record.sessionId, update: commandsUpdate }));
      return { modes: modes(session.modeId) };
    })
    .onRequest('session/close', async ({ params }) => {
      const sessionId = checkId(params.sessionId);
      // Closing one that is not open here (another process's, or already closed) is done already.
      if (!release(sessionId)) await stored(sessionId);
      return {};
    })
    .onRequest('session/delete', async ({ params }) => {
      signIn.check();
      const sessionId = checkId(params.sessionId);
      await ready;
      release(sessionId);
      if (!(await store.delete(sessionId))) throw notFound(sessionId, `there is no session ${sessionId} (deleted, or never created)`);
      return {};
    })
    .onRequest('session/set_mode', async ({ params, client: peer }) => {
      signIn.check();
      const session = opened(params.sessionId);
      if (!MODES.some((mode) => mode.id === params.modeId)) throw RequestError.invalidParams({ modeId: params.modeId });
      session.modeId = params.modeId;
      const update: SessionUpdate = { sessionUpdate: 'current_mode_update', currentModeId: params.modeId };
      await store.update(params.sessionId, { modeId: params.modeId });
      await store.append(params.sessionId, update);
      await peer.notify('session/update', { sessionId: params.sessionId, update });
      return {};
    })
    .onRequest('session/prompt', async ({ params, client: peer }) => {
      signIn.check();
      const session = opened(params.sessionId);
      if (session.turn) throw RequestError.invalidRequest(undefined, 'A prompt turn is already running in this session');
      const { sessionId } = params;
      const meta = client?._meta as Record<string, unknown> | null | undefined;
      const stopReason = await runTurn(session, params.prompt, {
        store,
        workspace: options.workspace,
        speed: options.speed,
        longRun: options.longRun,
        terminalOutput: meta?.['terminal_output'] === true,
        notify: (update) => peer.notify('session/update', { sessionId, update }),
        requestPermission: (toolCall, permissionOptions) =>
          peer.request('session/request_permission', { sessionId, toolCall, options: permissionOptions }),
        ...(client?.elicitation?.form
          ? {
              elicit: (toolCallId: string, message: string, requestedSchema: ElicitationSchema) =>
                peer.request('elicitation/create', { sessionId, toolCallId, mode: 'form', message, requestedSchema }),
            }
          : {}),
        isOpen: () => live.get(sessionId) === session,
        // Edits go through the client when it can read and write (so it sees exactly what changed), as claude-code-acp's do.
        files:
          client?.fs?.readTextFile && client.fs.writeTextFile
            ? {
                throughClient: true,
                read: async (path: string) => (await peer.request('fs/read_text_file', { sessionId, path })).content,
                write: async (path: string, content: string) =>
                  void (await peer.request('fs/write_text_file', { sessionId, path, content })),
              }
            : DISK_FILES,
      });
      return { stopReason };
    })
    .onNotification('session/cancel', ({ params }) => {
      live.get(params.sessionId)?.turn?.abort();
    });
}
