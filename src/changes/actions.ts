// SPDX-License-Identifier: Apache-2.0
/**
 * Keep, undo, redo and restore through the host's file access, never over work done since: a
 * whole file is written only when the disk holds what the tracker expects there; hunks are
 * applied or reverted on the current text with no fuzz, and a hunk that does not apply is
 * reported, nothing written.
 */
import { expectedText } from './compose.js';
import { readDisk, writeDisk } from './file-access.js';
import type { FileHistory } from './history.js';
import { applyExactly, failingHunks, pickHunks } from './hunks.js';
import type { ChangeRecorder } from './recorder.js';
import { findFile, selectFileChanges } from './selectors.js';
import type { ChangeActionRequest, ChangeActionResult, ChangeFileSystem, ChangeProblem, FileChange, ReviewState } from './types.js';

type Problems = ChangeActionResult['problems'];

const BLOCKED: Record<string, string> = {
  'no-fs': 'cannot write: the file access cannot write (or delete) this file',
  inexact: 'cannot undo exactly: only parts of the texts are known',
  editing: 'cannot undo yet: the agent is still editing the file',
};

export class ChangeActions {
  constructor(
    private readonly recorder: ChangeRecorder,
    private readonly fs: ChangeFileSystem | undefined,
  ) {}

  private targets(request: ChangeActionRequest): { file: FileChange; history: FileHistory }[] {
    const state = this.recorder.state;
    if (request.path !== undefined) {
      const found = findFile(state, { sessionId: request.sessionId, path: request.path, since: request.since });
      return found ? [found] : [];
    }
    return selectFileChanges(state, request).flatMap((file) => findFile(state, { ...file, since: request.since }) ?? []);
  }

  private fail(file: FileChange, problem: ChangeProblem, problems: Problems): void {
    problems.push({ path: file.path, problem });
    this.recorder.settle(file.sessionId, file.path, { problem });
  }

  private mark(file: FileChange, ids: readonly string[], review: ReviewState, written?: { text: string | null }): void {
    const reviews = new Map<string, ReviewState>(ids.map((id) => [id, review]));
    if (ids.length === file.hunks.length) reviews.set('', review);
    this.recorder.settle(file.sessionId, file.path, { reviews, written, problem: null });
  }

  private async write(file: FileChange, text: string | null, problems: Problems): Promise<boolean> {
    let failure: string | undefined;
    if (file.oldPath !== undefined && file.status === 'moved') {
      // A move goes back (or forth) as a write of one path and a delete of the other.
      const [put, drop] = text === file.before ? [file.oldPath, file.path] : [file.path, file.oldPath];
      failure = (await writeDisk(this.fs, file.sessionId, put, text)) ?? (await writeDisk(this.fs, file.sessionId, drop, null));
    } else failure = await writeDisk(this.fs, file.sessionId, file.path, text);
    if (failure !== undefined) this.fail(file, { kind: 'io', message: failure }, problems);
    return failure === undefined;
  }

  /** The disk's text when it is `allowed`; else the problem is recorded and undefined returned. */
  private async check(
    file: FileChange,
    allowed: readonly (string | null | undefined)[],
    problems: Problems,
  ): Promise<{ text: string | null } | undefined> {
    const disk = await readDisk(this.fs, file.sessionId, file.path);
    if (!disk.ok) {
      this.fail(file, { kind: 'io', message: disk.message }, problems);
      return undefined;
    }
    if (!allowed.includes(disk.text)) {
      this.fail(file, { kind: 'changed-since', message: 'the file changed since the agent left it' }, problems);
      return undefined;
    }
    return { text: disk.text };
  }

  private blocked(file: FileChange, problems: Problems): boolean {
    if (file.undoable) return false;
    this.fail(file, { kind: 'io', message: BLOCKED[file.undoBlockedBy ?? 'no-fs']! }, problems);
    return true;
  }

  /** Applies (or reverts) the hunks `ids` on the file's current text; a conflict names the ones that do not apply. */
  private async hunks(file: FileChange, ids: readonly string[], reverse: boolean, problems: Problems): Promise<boolean> {
    const disk = await readDisk(this.fs, file.sessionId, file.path);
    if (!disk.ok || disk.text === null) {
      this.fail(file, { kind: 'io', message: disk.ok ? 'the file is gone' : disk.message }, problems);
      return false;
    }
    const picked = pickHunks(file.before ?? null, file.after ?? null, new Set(ids));
    const result = applyExactly(disk.text, picked.patch, reverse);
    if (result === false) {
      const hunkIds = failingHunks(disk.text, picked.patch, picked.ids, reverse);
      this.fail(
        file,
        { kind: 'conflict', message: 'a hunk does not apply to the current text', hunkIds: hunkIds.length ? hunkIds : picked.ids },
        problems,
      );
      return false;
    }
    if (!(await this.write(file, result, problems))) return false;
    this.mark(file, picked.ids, reverse ? 'undone' : 'kept', { text: result });
    return true;
  }

  private async undoFile(file: FileChange, history: FileHistory, hunkIds: readonly string[], problems: Problems): Promise<void> {
    if (this.blocked(file, problems)) return;
    const ids = new Set(hunkIds.length ? hunkIds : file.hunks.map((hunk) => hunk.id));
    const todo = file.hunks.filter((hunk) => ids.has(hunk.id) && hunk.review !== 'undone').map((hunk) => hunk.id);
    const whole = hunkIds.length === 0 || file.before === null || file.after === null || file.status === 'moved';
    if (!whole) {
      if (todo.length) await this.hunks(file, todo, true, problems);
      return;
    }
    const disk = await this.check(file, [expectedText(history, file), file.before], problems);
    if (!disk) return;
    if ((disk.text !== file.before || file.status === 'moved') && !(await this.write(file, file.before!, problems))) return;
    this.mark(
      file,
      file.hunks.map((hunk) => hunk.id),
      'undone',
      { text: file.before! },
    );
  }

  private async keepFile(
    file: FileChange,
    history: FileHistory,
    hunkIds: readonly string[],
    redo: boolean,
    problems: Problems,
  ): Promise<void> {
    const ids = new Set(hunkIds.length ? hunkIds : file.hunks.map((hunk) => hunk.id));
    const chosen = file.hunks.filter((hunk) => ids.has(hunk.id));
    const undone = chosen.filter((hunk) => hunk.review === 'undone').map((hunk) => hunk.id);
    const wholeUndone = file.review === 'undone' || (file.hunks.length === 0 && history.reviews.get('') === 'undone');
    if (!redo && undone.length === 0 && !(hunkIds.length === 0 && wholeUndone)) {
      this.mark(
        file,
        chosen.map((hunk) => hunk.id),
        'kept',
      );
      return;
    }
    if (this.blocked(file, problems)) return;
    if (hunkIds.length > 0 && file.before !== null && file.after !== null && file.status !== 'moved') {
      const before = problems.length;
      if (undone.length) await this.hunks(file, undone, false, problems);
      // A redo that did not apply wrote nothing: the hunks stay undone, the problem says why.
      if (problems.length > before) return;
      this.mark(
        file,
        chosen.map((hunk) => hunk.id),
        'kept',
      );
      return;
    }
    const disk = await this.check(file, [file.after, file.before, expectedText(history, file)], problems);
    if (!disk) return;
    if (disk.text !== file.after && !(await this.write(file, file.after!, problems))) return;
    this.mark(
      file,
      file.hunks.map((hunk) => hunk.id),
      'kept',
      { text: file.after! },
    );
  }

  async undo(request: ChangeActionRequest): Promise<ChangeActionResult> {
    const problems: Problems = [];
    for (const { file, history } of this.targets(request)) await this.undoFile(file, history, request.hunkIds ?? [], problems);
    return { ok: problems.length === 0, problems };
  }

  async keep(request: ChangeActionRequest & { redo?: boolean }): Promise<ChangeActionResult> {
    const problems: Problems = [];
    for (const { file, history } of this.targets(request))
      await this.keepFile(file, history, request.hunkIds ?? [], request.redo === true, problems);
    return { ok: problems.length === 0, problems };
  }

  /**
   * Every file changed from `turn` on back to its text before it: all checked first, then all
   * written. A write that fails puts the files already written back to what they held, so a restore
   * is all or nothing (a put-back that fails too is reported beside it).
   */
  async restore(request: { sessionId: string; turn: number }): Promise<ChangeActionResult> {
    const problems: Problems = [];
    const files = this.targets({ sessionId: request.sessionId, since: request.turn });
    const held: { file: FileChange; text: string | null }[] = [];
    for (const { file, history } of files) {
      if (this.blocked(file, problems)) continue;
      const disk = await this.check(file, [expectedText(history, file), file.before], problems);
      if (disk) held.push({ file, text: disk.text });
    }
    if (problems.length > 0 || files.length === 0) return { ok: problems.length === 0, problems };
    const written: typeof held = [];
    for (const entry of held) {
      if (!(await this.write(entry.file, entry.file.before!, problems))) break;
      written.push(entry);
    }
    if (problems.length > 0) {
      for (const { file, text } of written.reverse()) await this.write(file, text, problems);
      return { ok: false, problems };
    }
    for (const { file } of held) {
      this.mark(
        file,
        file.hunks.map((hunk) => hunk.id),
        'undone',
        { text: file.before! },
      );
    }
    return { ok: true, problems };
  }
}
