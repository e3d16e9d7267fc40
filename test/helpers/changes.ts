// SPDX-License-Identifier: Apache-2.0
// For the change set's Node tests: a host file system kept in memory (the host's `fs`, which the
// tracker reads and writes through; not a stand-in for any code of ours), and a small driver that
// plays one session's traffic into a real store followed by a real tracker.
import { trackChanges, type ChangeEventTarget, type ChangeFileSystem, type SettlingChangeTracker } from '../../src/changes/index.js';
import { createToolCallStore, selectTranscript, type ToolCallStore } from '../../src/state/index.js';
import { handshake, prompt, request, result, toolCall, toolCallUpdate, turnEnd, type Json } from './wire.js';

export const NOT_FOUND = -32002;

/** Files by path. Reads answer from the map when called (as a disk would), so a snapshot sees the text of its moment. */
export class MemoryFs implements Required<ChangeFileSystem> {
  readonly files: Map<string, string>;
  readonly log: string[] = [];
  constructor(files: Record<string, string> = {}) {
    this.files = new Map(Object.entries(files));
  }
  readTextFile({ path }: { path: string }): Promise<{ content: string }> {
    const text = this.files.get(path);
    this.log.push(`read ${path}`);
    return text === undefined
      ? Promise.reject(Object.assign(new Error(`${path}: not found`), { code: NOT_FOUND }))
      : Promise.resolve({ content: text });
  }
  writeTextFile({ path, content }: { path: string; content: string }): Promise<void> {
    this.log.push(`write ${path}`);
    this.files.set(path, content);
    return Promise.resolve();
  }
  deleteTextFile({ path }: { path: string }): Promise<void> {
    this.log.push(`delete ${path}`);
    this.files.delete(path);
    return Promise.resolve();
  }
}

export const SESSION = 'changes-session';

/** One session's traffic: prompts, edit calls, the agent's writes through the client (served as `connectAcp` serves them). */
export function changeSession(options: { fs?: ChangeFileSystem; target?: ChangeEventTarget | null; sessionId?: string } = {}) {
  const sessionId = options.sessionId ?? SESSION;
  const store: ToolCallStore = createToolCallStore();
  const tracker: SettlingChangeTracker = trackChanges(store, { fs: options.fs, target: options.target ?? null });
  let time = 1_000;
  let nextId = 10;
  const send = (message: unknown, from: 'agent' | 'client' = 'agent') => store.dispatch(message, { from, receivedAt: ++time });
  for (const { from, msg } of handshake(sessionId)) send(msg, from);
  let promptId: number | undefined;
  return {
    store,
    tracker,
    sessionId,
    send,
    /** Ends the running turn (if any) and starts one; returns the turn's id. */
    prompt(text: string): number {
      if (promptId !== undefined) send(turnEnd(promptId));
      promptId = nextId++;
      send(prompt(promptId, sessionId, text), 'client');
      // The turn's id: the seq of the user message entry the prompt made.
      return selectTranscript(store.getState(), sessionId).findLast((entry) => entry.type === 'user_message')!.seq;
    },
    call(toolCallId: string, fields: Json) {
      send(toolCall(sessionId, toolCallId, { status: 'in_progress', title: toolCallId, ...fields }));
    },
    end(toolCallId: string, status = 'completed', fields: Json = {}) {
      send(toolCallUpdate(sessionId, toolCallId, { status, ...fields }));
    },
    /** The agent writes through the client: the request crosses the wire, the tracker's `fs` serves it, the answer goes back. */
    async write(path: string, content: string) {
      const id = nextId++;
      const params = { sessionId, path, content };
      send(request(id, 'fs/write_text_file', params));
      await tracker.fs.writeTextFile?.(params);
      send(result(id, {}), 'client');
    },
    /** The agent reads through the client. */
    read(path: string, content: string) {
      const id = nextId++;
      send(request(id, 'fs/read_text_file', { sessionId, path }));
      send(result(id, { content }), 'client');
    },
  };
}

/** A v1 diff content item. */
export const diff = (path: string, oldText: string | null, newText: string) => ({ type: 'diff', path, oldText, newText });

/**
 * Three turns for the checkpoints (tests and stories): `a` edited; `b` (CRLF) edited and `c`
 * created; `a` edited again. Every write goes through the tracker's fs; `done` resolves with the
 * turns' ids once all is recorded.
 */
export function threeTurnSession(options: { root?: string; target?: ChangeEventTarget | null } = {}) {
  const root = options.root ?? '/repo';
  const paths = { a: `${root}/a.txt`, b: `${root}/src/b.txt`, c: `${root}/new.txt` };
  const disk = new MemoryFs({ [paths.a]: 'one\n', [paths.b]: 'b\r\nline\r\n' });
  const s = changeSession({ fs: disk, target: options.target ?? null });
  const edit = async (id: string, path: string, text: string) => {
    s.call(id, { kind: 'edit', title: `Edit ${path.slice(root.length + 1)}`, locations: [{ path }] });
    await s.write(path, text);
    s.end(id);
  };
  const done = (async () => {
    const turns = [s.prompt('Say two instead of one in a.txt')];
    await edit('t1', paths.a, 'two\n');
    turns.push(s.prompt('Capitalise the second line of src/b.txt and add new.txt'));
    await edit('t2', paths.b, 'b\r\nLINE\r\n');
    await edit('t3', paths.c, '新文件 🎉\n');
    turns.push(s.prompt('Now make a.txt say three'));
    await edit('t4', paths.a, 'three\n');
    await s.tracker.settled();
    return turns;
  })();
  return { ...s, disk, paths, done };
}
