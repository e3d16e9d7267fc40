// SPDX-License-Identifier: Apache-2.0
/**
 * The demo agent's sessions on disk, shared by every agent process of one workspace: per session a
 * small JSON file (`<id>.json`: cwd, title, times, mode; what `session/list` reads) and its history
 * (`<id>.jsonl`: one `SessionUpdate` per line, appended as it is sent; what `session/load` replays).
 * Two files rather than one so that a streamed update is an append, not a rewrite of a growing
 * file. Bounded: the newest `MAX_SESSIONS` sessions are kept, a history stops growing at
 * `MAX_HISTORY_BYTES`.
 */
import type { ListSessionsResponse, SessionInfo, SessionUpdate } from '@agentclientprotocol/sdk';
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface SessionRecord {
  sessionId: string;
  /** The working directory the client gave (absolute). */
  cwd: string;
  title?: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: the last prompt, or its end. */
  updatedAt: string;
  modeId: string;
}

/** Small, so that paging shows with a handful of sessions. */
export const PAGE_SIZE = 5;
const MAX_SESSIONS = 100;
const MAX_HISTORY_BYTES = 16 * 1024 * 1024;
/** Ids name files: anything else is refused before it reaches a path. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function isSessionId(id: unknown): id is string {
  return typeof id === 'string' && SESSION_ID.test(id);
}

interface Cursor {
  updatedAt: string;
  sessionId: string;
}

/** Newest first; equal times by id, so a cursor names one place in the order. */
function newestFirst(a: Cursor, b: Cursor): number {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt < b.updatedAt ? 1 : -1;
  return a.sessionId < b.sessionId ? -1 : a.sessionId > b.sessionId ? 1 : 0;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.updatedAt, cursor.sessionId])).toString('base64url');
}

/** The cursor's place, or undefined when it is not one this agent gave. */
export function decodeCursor(text: string): Cursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [updatedAt, sessionId] = value as unknown[];
    return typeof updatedAt === 'string' && isSessionId(sessionId) ? { updatedAt, sessionId } : undefined;
  } catch {
    return undefined;
  }
}

/** `/a/b/` and `/a/b` are the same directory. */
function sameDir(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/[\\/]+$/, '') : path);
  return trim(a) === trim(b);
}

export class SessionStore {
  private readonly dir: string;
  /** Serialises the read-modify-write of each session's JSON file within this process. */
  private readonly writes = new Map<string, Promise<unknown>>();
  private readonly full = new Set<string>();

  constructor(stateDir: string) {
    this.dir = join(stateDir, 'sessions');
  }

  async open(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  private recordFile(id: string): string {
    return join(this.dir, `${id}.json`);
  }

  private historyFile(id: string): string {
    return join(this.dir, `${id}.jsonl`);
  }

  async get(id: string): Promise<SessionRecord | undefined> {
    if (!isSessionId(id)) return undefined;
    try {
      const record = JSON.parse(await readFile(this.recordFile(id), 'utf8')) as SessionRecord;
      return record.sessionId === id && typeof record.cwd === 'string' && typeof record.updatedAt === 'string' ? record : undefined;
    } catch {
      return undefined;
    }
  }

  /** Writes a new session (its history first: it is listed only once complete), then drops the oldest beyond the bound. */
  async create(record: SessionRecord, history: readonly SessionUpdate[] = []): Promise<void> {
    await writeFile(this.historyFile(record.sessionId), history.map((update) => `${JSON.stringify(update)}\n`).join(''));
    await this.write(record);
    await this.prune();
  }

  update(id: string, patch: Partial<Pick<SessionRecord, 'title' | 'updatedAt' | 'modeId'>>): Promise<SessionRecord | undefined> {
    const previous = this.writes.get(id) ?? Promise.resolve();
    const next = previous.then(async () => {
      const record = await this.get(id);
      if (!record) return undefined;
      const updated = { ...record, ...patch };
      await this.write(updated);
      return updated;
    });
    this.writes.set(
      id,
      next.catch(() => undefined),
    );
    return next;
  }

  /** The JSON file is replaced whole (written beside, then renamed), so a reader never sees half of it. */
  private async write(record: SessionRecord): Promise<void> {
    const temporary = `${this.recordFile(record.sessionId)}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(record));
    await rename(temporary, this.recordFile(record.sessionId));
  }

  /** Appends one update to the history; past the bound (or once the session is deleted) it is not kept. */
  async append(id: string, update: SessionUpdate): Promise<void> {
    if (this.full.has(id) || !existsSync(this.recordFile(id))) return;
    const line = `${JSON.stringify(update)}\n`;
    const size = await stat(this.historyFile(id)).then(
      (stats) => stats.size,
      () => 0,
    );
    if (size + Buffer.byteLength(line) > MAX_HISTORY_BYTES) {
      this.full.add(id);
      process.stderr.write(`demo agent: the history of ${id} reached ${MAX_HISTORY_BYTES} bytes; later updates are not kept\n`);
      return;
    }
    await appendFile(this.historyFile(id), line);
  }

  /** The recorded updates, in order; lines that do not parse are skipped. */
  async history(id: string): Promise<SessionUpdate[]> {
    const text = await readFile(this.historyFile(id), 'utf8').catch(() => '');
    const updates: SessionUpdate[] = [];
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      try {
        updates.push(JSON.parse(line) as SessionUpdate);
      } catch {
        // A torn last line (the process was killed mid-write) is not worth failing a load for.
      }
    }
    return updates;
  }

  /** Removes the session's files; false when there was no such session. */
  async delete(id: string): Promise<boolean> {
    if (!(await this.get(id))) return false;
    await rm(this.recordFile(id), { force: true });
    await rm(this.historyFile(id), { force: true });
    this.full.delete(id);
    return true;
  }

  /** Every stored session, newest first. */
  async all(): Promise<SessionRecord[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const records = await Promise.all(
      names.filter((name) => name.endsWith('.json')).map((name) => this.get(name.slice(0, -'.json'.length))),
    );
    return records.filter((record): record is SessionRecord => record !== undefined).sort(newestFirst);
  }

  /**
   * One page of `session/list`: sessions in `cwd` (all when absent), newest first, after the
   * cursor's place. Undefined when the cursor is not one this agent gave.
   */
  async list(cwd: string | null | undefined, cursor: string | null | undefined): Promise<ListSessionsResponse | undefined> {
    const after = cursor ? decodeCursor(cursor) : undefined;
    if (cursor && !after) return undefined;
    const matching = (await this.all()).filter((record) => !cwd || sameDir(record.cwd, cwd));
    const rest = after ? matching.filter((record) => newestFirst(record, after) > 0) : matching;
    const page = rest.slice(0, PAGE_SIZE);
    const last = page.at(-1);
    return {
      sessions: page.map((record): SessionInfo => ({
        sessionId: record.sessionId,
        cwd: record.cwd,
        title: record.title ?? null,
        updatedAt: record.updatedAt,
      })),
      ...(rest.length > PAGE_SIZE && last ? { nextCursor: encodeCursor(last) } : {}),
    };
  }

  /** Keeps the newest `MAX_SESSIONS`, and no history without its session. */
  private async prune(): Promise<void> {
    const records = await this.all();
    for (const record of records.slice(MAX_SESSIONS)) await this.delete(record.sessionId);
    const kept = new Set(records.slice(0, MAX_SESSIONS).map((record) => record.sessionId));
    for (const name of await readdir(this.dir).catch(() => [] as string[])) {
      if (!name.endsWith('.jsonl') || kept.has(name.slice(0, -'.jsonl'.length))) continue;
      // Another process may be creating it right now (history first, then the record): only old ones go.
      const modified = await stat(join(this.dir, name)).then(
        (stats) => stats.mtimeMs,
        () => Infinity,
      );
      if (Date.now() - modified > 60_000) await rm(join(this.dir, name), { force: true });
    }
  }
}
