// SPDX-License-Identifier: Apache-2.0
/**
 * The tracker's books: what it knows of each file's text, the edit-like calls of each session and
 * the sources each (call, path) gave, folded from the store's dispatches (client writes, read
 * answers, the calls' diffs) and from its own reads (snapshots). Publishes an immutable
 * `ChangeSetState` after every change (history.ts).
 */
import { tableAt, tableGet, tableSize } from '../state/keyed-table.js';
import { FINAL_STATUSES, selectToolCall, type DispatchedMessage, type ToolCallState } from '../state/index.js';
import { claimsOf, isEditLike, pathsOf, resolveClaim, type Slot } from './call-evidence.js';
import type { CallBook, FileBook, Outcome, RecordBook, SeenWrite, SessionBook } from './books.js';
import { readDisk } from './file-access.js';
import { deriveEdit, sameEdits, type EditRecord, type FileHistory, type RecordHead, type SessionChanges } from './history.js';
import type { ChangeFileSystem, ChangeProblem, ChangeSetState, ReviewState } from './types.js';
import { isWholeRead, messagesOf, methodOf, readFsItem, sessionOf, toolCallOf, type FsReadRequest, type FsWriteRequest } from './wire.js';

const MAX_UNMATCHED = 64;
/** Requests remembered for the session their answer belongs to; one never answered ages out. */
const MAX_OPEN_REQUESTS = 1024;
const outcomeOf = (status: string): Outcome => (status === 'completed' ? 'completed' : FINAL_STATUSES.includes(status) ? 'failed' : 'open');
const idKey = (id: string | number) => `${typeof id}:${id}`;

export class ChangeRecorder {
  state: ChangeSetState;
  private readonly known = new Map<string, { text: string | null; generation: number }>();
  private generation = 0;
  private order = 0;
  private readonly sessions = new Map<string, SessionBook>();
  private readonly reads = new Map<string, FsReadRequest>();
  private readonly writes = new Map<string, SeenWrite>();
  private readonly wireWrites: SeenWrite[] = [];
  private readonly fsWrites: string[] = [];
  /** Sessions changed since the last publish, with the files of theirs that changed. */
  private readonly dirty = new Map<SessionBook, Set<FileBook>>();
  private readonly pending = new Set<Promise<unknown>>();
  /** The session of each request not yet answered, by direction and id: an answer names no session. */
  private readonly requestSessions = new Map<string, string>();

  constructor(
    private readonly host: ChangeFileSystem | undefined,
    private readonly onChange: (state: ChangeSetState) => void,
  ) {
    // Every action reads the file before writing it (never over work done since): a write alone cannot undo.
    this.state = {
      version: 0,
      sessions: new Map(),
      canWrite: Boolean(host?.writeTextFile && host.readTextFile),
      canDelete: Boolean(host?.deleteTextFile),
    };
  }

  /** Folds one dispatch of the store. Never throws on bad input: what cannot be read is skipped. */
  dispatched(state: ToolCallState, dispatched: DispatchedMessage): void {
    for (const message of messagesOf(dispatched)) {
      const item = readFsItem(message, dispatched.from);
      if (item?.kind === 'read-request') this.reads.set(idKey(item.id), item);
      else if (item?.kind === 'write-request') this.wireWrite(item, dispatched.receivedAt);
      else if (item?.kind === 'response') this.answer(item.id, item.content, item.failed, item.errorCode);
      const sessionId = sessionOf(message) ?? this.answeredSession(message, dispatched.from);
      if (message.method !== undefined && sessionId !== undefined) this.rememberRequest(message, dispatched.from, sessionId);
      if (sessionId !== undefined) this.followTurn(state, sessionId);
      const toolCallId = toolCallOf(message);
      if (sessionId !== undefined && toolCallId !== undefined) this.followCall(state, sessionId, toolCallId, dispatched.receivedAt);
      else if (methodOf(message) !== 'session/update' || sessionId === undefined)
        this.recheckOpenCalls(state, sessionId, dispatched.receivedAt);
    }
    this.publish();
  }

  /** The file's last known whole text (undefined: unknown). */
  knownText(path: string): string | null | undefined {
    return this.known.get(path)?.text;
  }

  setKnown(path: string, text: string | null): void {
    this.known.set(path, { text, generation: ++this.generation });
  }

  /** Resolves once no read of the tracker's is outstanding. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  // ---- turns and calls -------------------------------------------------------------------------

  private session(sessionId: string): SessionBook {
    let book = this.sessions.get(sessionId);
    if (!book) this.sessions.set(sessionId, (book = { id: sessionId, turn: 0, calls: new Map(), open: new Set(), files: new Map() }));
    return book;
  }

  /** The turn is the last user message's entry: looked at after each dispatch, never scanned for. */
  private followTurn(state: ToolCallState, sessionId: string): void {
    const session = tableGet(state.sessions, sessionId);
    if (!session) return;
    const last = tableAt(session.transcript, tableSize(session.transcript) - 1);
    if (last?.type !== 'user_message') return;
    const book = this.session(sessionId);
    if (book.turn === last.seq) return;
    book.turn = last.seq;
    this.touch(book);
  }

  private followCall(state: ToolCallState, sessionId: string, toolCallId: string, receivedAt: number): void {
    const view = selectToolCall(state, sessionId, toolCallId);
    if (!view) return;
    const book = this.session(sessionId);
    let call = book.calls.get(toolCallId);
    if (!call) {
      if (!isEditLike(view)) return;
      book.calls.set(toolCallId, (call = { id: toolCallId, paths: new Set(), outcome: 'open', order: ++this.order }));
      book.open.add(call);
    }
    const outcome = outcomeOf(String(view.status));
    const claims = claimsOf(view);
    for (const path of pathsOf(view)) {
      if (call.paths.has(path)) continue;
      call.paths.add(path);
      const claim = claims.get(path);
      const source = claim?.kind === 'move' ? claim.oldPath : path;
      const record = this.record(book, path, toolCallId, toolCallId, receivedAt, source);
      if (record.base === undefined) record.base = this.knownText(source);
      // Named only once it ended: a read now would give the text after, not before.
      if (call.outcome === 'open' && outcome === 'open') this.snapshot(book, record, 'before');
    }
    for (const path of call.paths) {
      const file = book.files.get(path)!;
      const record = file.records.get(toolCallId)!;
      record.claim = claims.get(path);
      this.resolve(record);
      this.touch(book, file);
    }
    if (call.outcome === 'open' && outcome !== 'open') this.ended(book, call, outcome);
  }

  private rememberRequest(message: { id?: unknown }, from: 'agent' | 'client', sessionId: string): void {
    const id = message.id;
    if (typeof id !== 'string' && typeof id !== 'number') return;
    if (this.requestSessions.size >= MAX_OPEN_REQUESTS) this.requestSessions.delete(this.requestSessions.keys().next().value!);
    this.requestSessions.set(`${from}:${idKey(id)}`, sessionId);
  }

  /** The session of the request a response answers (the other side asked), if it named one. */
  private answeredSession(message: { id?: unknown; method?: unknown }, from: 'agent' | 'client'): string | undefined {
    const id = message.id;
    if (message.method !== undefined || (typeof id !== 'string' && typeof id !== 'number')) return undefined;
    const key = `${from === 'agent' ? 'client' : 'agent'}:${idKey(id)}`;
    const sessionId = this.requestSessions.get(key);
    this.requestSessions.delete(key);
    return sessionId;
  }

  /** A message that names no call may still end or change one: its session's open calls, or every session's when it names none. */
  private recheckOpenCalls(state: ToolCallState, sessionId: string | undefined, receivedAt: number): void {
    if (sessionId !== undefined) {
      const book = this.sessions.get(sessionId);
      if (book) this.recheckSession(state, book, receivedAt);
      return;
    }
    for (const book of this.sessions.values()) this.recheckSession(state, book, receivedAt);
  }

  private recheckSession(state: ToolCallState, book: SessionBook, receivedAt: number): void {
    // A call that ends leaves the set while it is walked: a Set's iteration allows that.
    for (const call of book.open) this.followCall(state, book.id, call.id, receivedAt);
  }

  private ended(book: SessionBook, call: CallBook, outcome: Outcome): void {
    call.outcome = outcome;
    book.open.delete(call);
    for (const path of call.paths) {
      const record = book.files.get(path)!.records.get(call.id)!;
      const diff = record.slots['tool-diff'];
      if (outcome === 'completed' && diff?.after !== undefined && !record.slots['client-write']) this.setKnown(path, diff.after);
      this.snapshot(book, record, 'after');
      this.touch(book, book.files.get(path));
    }
  }

  private record(
    book: SessionBook,
    path: string,
    key: string,
    toolCallId: string | undefined,
    receivedAt: number,
    source = path,
  ): RecordBook {
    let file = book.files.get(path);
    if (!file) book.files.set(path, (file = { path, records: new Map(), reviews: new Map() }));
    let record = file.records.get(key);
    if (!record) {
      const head: RecordHead = { turn: book.turn, receivedAt, order: ++this.order };
      if (toolCallId !== undefined) head.toolCallId = toolCallId;
      file.records.set(key, (record = { head, path, slots: {}, source, writes: 0, snapshotTokens: { before: 0, after: 0 } }));
    }
    return record;
  }

  private resolve(record: RecordBook): void {
    if (!record.claim) delete record.slots['tool-diff'];
    else record.slots['tool-diff'] = resolveClaim(record.claim, record.base, this.knownText(record.source));
  }

  // ---- evidence 2: snapshots -------------------------------------------------------------------

  private snapshot(book: SessionBook, record: RecordBook, which: 'before' | 'after'): void {
    if (!this.host?.readTextFile) return;
    const path = which === 'before' ? record.source : record.path;
    const token = ++record.snapshotTokens[which];
    const generation = this.known.get(path)?.generation;
    const read = readDisk(this.host, book.id, path).then((answer) => {
      // A later read of the same end, or the slot filled meanwhile, wins over this late answer.
      if (!answer.ok || token !== record.snapshotTokens[which]) return;
      const slot: Slot = (record.slots.snapshot ??= {});
      if (which === 'before') {
        if (slot.before !== undefined) return;
        slot.before = answer.text;
        if (record.base === undefined) {
          record.base = answer.text;
          this.resolve(record);
        }
      } else slot.after = answer.text;
      if (this.known.get(path)?.generation === generation) this.setKnown(path, answer.text);
      this.touch(book, book.files.get(record.path));
      this.publish();
    });
    this.pending.add(read);
    void read.finally(() => this.pending.delete(read));
  }

  // ---- evidence 1: writes through the client ---------------------------------------------------

  /** The session's latest call not ended that is editing the path. */
  private claimant(book: SessionBook, path: string): string | undefined {
    let best: CallBook | undefined;
    for (const call of book.open) {
      if (call.paths.has(path) && (!best || call.order > best.order)) best = call;
    }
    return best?.id;
  }

  /** Records a write; `before` is the file's known text unless given. */
  private recordWrite(
    request: { sessionId: string; path: string; content: string },
    receivedAt: number,
    before?: string | null,
  ): SeenWrite {
    const book = this.session(request.sessionId);
    const toolCallId = this.claimant(book, request.path);
    const key = toolCallId ?? `w:${++this.order}`;
    const record = this.record(book, request.path, key, toolCallId, receivedAt);
    const slot: Slot = (record.slots['client-write'] ??= {});
    if (record.writes++ === 0) slot.before = before !== undefined ? before : this.knownText(request.path);
    slot.after = request.content;
    this.setKnown(request.path, request.content);
    this.touch(book, book.files.get(request.path));
    return { key: `${request.sessionId}\0${request.path}\0${request.content}`, record, file: book.files.get(request.path)!, session: book };
  }

  private wireWrite(request: FsWriteRequest, receivedAt: number): void {
    const key = `${request.sessionId}\0${request.path}\0${request.content}`;
    const mine = this.fsWrites.indexOf(key);
    if (mine >= 0) {
      // The tracker's `fs` recorded this write already (with the text before it).
      this.fsWrites.splice(mine, 1);
      return;
    }
    const seen = this.recordWrite(request, receivedAt);
    this.writes.set(idKey(request.id), seen);
    this.wireWrites.push(seen);
    if (this.wireWrites.length > MAX_UNMATCHED) this.wireWrites.shift();
  }

  private answer(id: string | number, content: string | undefined, failed: boolean, errorCode: number | undefined): void {
    const read = this.reads.get(idKey(id));
    if (read) {
      this.reads.delete(idKey(id));
      if (!failed && content !== undefined && isWholeRead(read, content)) this.setKnown(read.path, content);
      else if (failed && errorCode === -32002) this.setKnown(read.path, null);
      return;
    }
    const write = this.writes.get(idKey(id));
    if (!write) return;
    this.writes.delete(idKey(id));
    if (!failed) return;
    // The write failed: the file holds what it held, as far as anyone knows.
    if (--write.record.writes === 0) delete write.record.slots['client-write'];
    this.known.delete(write.record.path);
    this.touch(write.session, write.file);
  }

  /** The tracker's `fs` write: the text before is read first when not known, then the host writes. */
  async writeThrough(request: { sessionId: string; path: string; content: string }, receivedAt: number): Promise<void> {
    const key = `${request.sessionId}\0${request.path}\0${request.content}`;
    const index = this.wireWrites.findIndex((seen) => seen.key === key);
    const seen = index >= 0 ? this.wireWrites.splice(index, 1)[0] : undefined;
    if (seen) {
      const slot = seen.record.slots['client-write'];
      if (slot && slot.before === undefined) {
        const disk = await readDisk(this.host, request.sessionId, request.path);
        if (disk.ok && slot.before === undefined) slot.before = disk.text;
        this.touch(seen.session, seen.file);
        this.publish();
      }
      await this.host!.writeTextFile!(request);
      return;
    }
    let before = this.knownText(request.path);
    if (before === undefined) {
      const disk = await readDisk(this.host, request.sessionId, request.path);
      if (disk.ok) before = disk.text;
    }
    await this.host!.writeTextFile!(request);
    this.recordWrite(request, receivedAt, before);
    this.fsWrites.push(key);
    if (this.fsWrites.length > MAX_UNMATCHED) this.fsWrites.shift();
    this.publish();
  }

  // ---- what actions change ---------------------------------------------------------------------

  /** After an action: the review states, what was written (undefined: unchanged), the problem (null: none). */
  settle(
    sessionId: string,
    path: string,
    change: { reviews?: Map<string, ReviewState>; written?: { text: string | null }; problem?: ChangeProblem | null },
  ): void {
    const book = this.sessions.get(sessionId);
    const file = book?.files.get(path);
    if (!book || !file) return;
    if (change.reviews) for (const [id, review] of change.reviews) file.reviews.set(id, review);
    if (change.written) {
      file.written = change.written;
      this.setKnown(path, change.written.text);
    }
    if (change.problem === null) delete file.problem;
    else if (change.problem) file.problem = change.problem;
    file.history = undefined;
    this.touch(book, file);
    this.publish();
  }

  // ---- publishing --------------------------------------------------------------------------------

  private history(book: SessionBook, file: FileBook): FileHistory {
    const edits: EditRecord[] = [];
    let editing = false;
    for (const [key, record] of file.records) {
      const call = book.calls.get(key);
      const edit = deriveEdit(record.head, record.slots, call?.outcome ?? 'completed');
      if (edit) edits.push(edit);
      if (call?.outcome === 'open') editing = true;
    }
    edits.sort((a, b) => a.order - b.order);
    const previous = file.history;
    if (previous && previous.editing === editing && sameEdits(previous.edits, edits)) return previous;
    // The agent changed the file again: what the tracker wrote is history.
    if (previous && !sameEdits(previous.edits, edits)) file.written = undefined;
    const history: FileHistory = { path: file.path, edits, editing, reviews: new Map(file.reviews) };
    if (file.written) (history as { written?: { text: string | null } }).written = file.written;
    if (file.problem) (history as { problem?: ChangeProblem }).problem = file.problem;
    return (file.history = history);
  }

  private touch(book: SessionBook, file?: FileBook): void {
    let files = this.dirty.get(book);
    if (!files) this.dirty.set(book, (files = new Set()));
    if (file) files.add(file);
  }

  /** Publishes a new state when a session's turn or a file's history changed; only the touched files are derived again. */
  publish(): void {
    if (this.dirty.size === 0) return;
    const sessions = new Map(this.state.sessions);
    let changed = false;
    for (const [book, touched] of this.dirty) {
      const previous = sessions.get(book.id) as SessionChanges | undefined;
      const files = new Map(previous?.files ?? []);
      let same = previous !== undefined && previous.turn === book.turn;
      for (const file of previous ? touched : book.files.values()) {
        const history = this.history(book, file);
        if (files.get(file.path) !== history) same = false;
        files.set(file.path, history);
      }
      if (same) continue;
      const changes: SessionChanges = { turn: book.turn, files };
      sessions.set(book.id, changes);
      changed = true;
    }
    this.dirty.clear();
    if (!changed) return;
    this.state = { ...this.state, version: this.state.version + 1, sessions };
    this.onChange(this.state);
  }
}
