// SPDX-License-Identifier: Apache-2.0
// An agent's edits as the wire carries them, folded into a store: a turn (`session/prompt` and its
// answer), edit calls with their `diff` content, and writes through the client's `fs`
// (`fs/read_text_file`, then `fs/write_text_file`, each answered), on a disk held in a Map that the
// tracker reads and writes too (the host's `fs`). For the tests and stories of <change-review>.
// DOM-free.
import type { ChangeFileSystem } from '../../../src/changes/index.js';
import { createToolCallStore, type ToolCallStore } from '../../../src/state/index.js';
import { handshake, prompt, request, result, SAMPLE_ROOT, toolCall, toolCallUpdate, turnEnd, type Json } from '../../helpers/wire.js';

/** ACP's "resource not found". */
const NOT_FOUND = -32002;

export type MemoryFs = Required<ChangeFileSystem> & {
  /** Resolves once every read asked for so far has been answered and its reader has run on. */
  idle(): Promise<void>;
};

/** The host's file access over a Map of path → text. */
export function memoryFs(disk: Map<string, string>): MemoryFs {
  const pending = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise)).catch(() => undefined);
    return promise;
  };
  return {
    readTextFile: ({ path }) =>
      track(
        (async () => {
          const content = disk.get(path);
          if (content === undefined) throw Object.assign(new Error(`${path}: not found`), { code: NOT_FOUND });
          return { content };
        })(),
      ),
    idle: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
      // The tracker records what it read a few promise steps after the read settles.
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    },
    writeTextFile: async ({ path, content }) => {
      disk.set(path, content);
      return {};
    },
    deleteTextFile: async ({ path }) => {
      disk.delete(path);
      return {};
    },
  };
}

export const inRoot = (path: string) => `${SAMPLE_ROOT}/${path}`;

export class ScriptedAgent {
  readonly store: ToolCallStore;
  private nextId = 100;
  private turnId?: number;

  constructor(
    readonly sessionId: string,
    readonly disk: Map<string, string> = new Map(),
    store?: ToolCallStore,
  ) {
    this.store = store ?? createToolCallStore();
    for (const { from, msg } of handshake(sessionId)) this.store.dispatch(msg, { from });
  }

  private send(msg: unknown, from: 'agent' | 'client'): void {
    this.store.dispatch(msg, { from });
  }

  /** The user's prompt: a new turn. */
  prompt(text = 'Tidy up the project'): this {
    this.turnId = this.nextId++;
    this.send(prompt(this.turnId, this.sessionId, text), 'client');
    return this;
  }

  /** The agent answers the prompt: the turn ends. */
  endTurn(): this {
    if (this.turnId !== undefined) this.send(turnEnd(this.turnId), 'agent');
    this.turnId = undefined;
    return this;
  }

  /** An edit call appears (in progress), with the whole texts as its `diff` content. */
  begin(callId: string, path: string, fields: Json = {}): this {
    const full = inRoot(path);
    this.send(
      toolCall(this.sessionId, callId, {
        title: `Edit ${path}`,
        kind: 'edit',
        status: 'in_progress',
        locations: [{ path: full }],
        ...fields,
      }),
      'agent',
    );
    return this;
  }

  /** The agent writes `content` through the client: it reads the file first (when it exists), then writes. */
  write(path: string, content: string): this {
    const full = inRoot(path);
    const before = this.disk.get(full);
    if (before !== undefined) {
      const id = this.nextId++;
      this.send(request(id, 'fs/read_text_file', { sessionId: this.sessionId, path: full }), 'agent');
      this.send(result(id, { content: before }), 'client');
    }
    const id = this.nextId++;
    this.send(request(id, 'fs/write_text_file', { sessionId: this.sessionId, path: full, content }), 'agent');
    this.disk.set(full, content);
    this.send(result(id, {}), 'client');
    return this;
  }

  /** The call ends, with the `diff` of what it did when given. */
  end(callId: string, diff?: { path: string; oldText: string | null; newText: string }, status = 'completed'): this {
    const content = diff ? [{ type: 'diff', path: inRoot(diff.path), oldText: diff.oldText, newText: diff.newText }] : undefined;
    this.send(toolCallUpdate(this.sessionId, callId, { status, ...(content ? { content } : {}) }), 'agent');
    return this;
  }

  /** A whole edit through the client: the call, the write, the call's end with its diff. */
  edit(callId: string, path: string, content: string): this {
    const before = this.disk.get(inRoot(path)) ?? null;
    return this.begin(callId, path).write(path, content).end(callId, { path, oldText: before, newText: content });
  }

  /** An edit known only from the call's snippet `diff` (the agent wrote the file itself). */
  snippet(callId: string, path: string, oldText: string, newText: string, fields: Json = {}): this {
    this.send(
      toolCall(this.sessionId, callId, {
        title: `Edit ${path}`,
        kind: 'edit',
        status: 'completed',
        locations: [{ path: inRoot(path) }],
        content: [{ type: 'diff', path: inRoot(path), oldText, newText }],
        ...fields,
      }),
      'agent',
    );
    return this;
  }
}
