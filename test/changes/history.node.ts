// SPDX-License-Identifier: Apache-2.0
// Composing a file's edits over a scope, snapshots of an agent that writes files itself, turns and
// checkpoints, the events a page sends, and bad input.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { selectCheckpoint, selectFileChanges } from '../../src/changes/index.js';
import { ChangeKeepEvent } from '../../src/events/change-keep.js';
import { ChangeUndoEvent } from '../../src/events/change-undo.js';
import { CheckpointRestoreEvent } from '../../src/events/checkpoint-restore.js';
import { changeSession, diff, MemoryFs } from '../helpers/changes.js';
import { request } from '../helpers/wire.js';

const A = '/repo/a.txt';
const B = '/repo/b.txt';
const files = (s: ReturnType<typeof changeSession>, since?: 'turn' | 'session' | number) =>
  selectFileChanges(s.tracker.getState(), { sessionId: s.sessionId, since });

describe('composition', () => {
  test('several edits of one file, known only from the calls’ diffs, compose to first → last', () => {
    const s = changeSession();
    s.prompt('edit a lot');
    s.read(A, 'one\ntwo\nthree\n');
    s.call('e1', { kind: 'edit', content: [diff(A, 'two', 'TWO')] });
    s.end('e1');
    s.call('e2', { kind: 'edit', content: [diff(A, 'three\n', 'three\nfour\n')] });
    s.end('e2');
    const [file] = files(s);
    assert.equal(file!.exact, true);
    assert.equal(file!.before, 'one\ntwo\nthree\n');
    assert.equal(file!.after, 'one\nTWO\nthree\nfour\n');
    assert.deepEqual([file!.added, file!.removed], [2, 1]);
    assert.deepEqual(file!.toolCallIds, ['e1', 'e2']);
    assert.equal(file!.evidence, 'tool-diff');
  });

  test('a snippet that occurs more than once is never placed', () => {
    const s = changeSession({ fs: new MemoryFs() });
    s.prompt('edit');
    s.read(A, 'x = 1\nx = 1\n');
    s.call('e1', { kind: 'edit', content: [diff(A, 'x = 1', 'x = 2')] });
    s.end('e1');
    const [file] = files(s);
    assert.equal(file!.exact, false);
    assert.equal(file!.hunks[0]!.located, false);
    assert.equal(file!.undoBlockedBy, 'inexact');
  });

  test('a failed call made no change; a pending one shows as editing', () => {
    const s = changeSession();
    s.prompt('edit');
    s.call('e1', { kind: 'edit', status: 'pending', content: [diff(A, 'a', 'b')] });
    assert.equal(files(s)[0]!.editing, true);
    s.end('e1', 'failed');
    assert.deepEqual(files(s), []);
  });

  test('create then delete in one scope cancels out', () => {
    const s = changeSession();
    s.prompt('make and remove');
    s.call('c', { kind: 'edit', content: [diff(A, null, 'temp\n')] });
    s.end('c');
    assert.equal(files(s)[0]!.status, 'added');
    s.call('d', { kind: 'delete', locations: [{ path: A }] });
    s.end('d');
    assert.deepEqual(files(s), []);
  });

  test('a delete call that shows what it removed as a diff to nothing deletes the file, it does not empty it', () => {
    const s = changeSession();
    s.prompt('remove the log');
    s.call('d', { kind: 'delete', locations: [{ path: A }] });
    s.end('d', 'completed', { content: [diff(A, 'old log\n', '')] });
    const [file] = files(s);
    assert.equal(file!.status, 'deleted');
    assert.equal(file!.after, null);
    // What the file held is known only from the agent's word: no exact undo.
    assert.equal(file!.exact, false);
    s.read(B, 'kept\n');
    s.call('e', { kind: 'edit', content: [diff(B, 'kept\n', '')] });
    s.end('e');
    const emptied = files(s).find((change) => change.path === B)!;
    assert.equal(emptied.status, 'modified');
    assert.equal(emptied.after, '');
  });

  test('a move an agent makes itself, seen in snapshots: the text before is the former path’s, never an empty file', async () => {
    for (const knownBefore of [false, true]) {
      const disk = new MemoryFs({ [A]: 'hello\n' });
      const s = changeSession({ fs: disk });
      s.prompt('move it');
      if (knownBefore) s.read(A, 'hello\n');
      s.call('m', { kind: 'move', status: 'in_progress', locations: [{ path: A }, { path: B }], rawInput: { source: A, destination: B } });
      await s.tracker.settled();
      disk.files.delete(A);
      disk.files.set(B, 'hello\n');
      s.end('m');
      await s.tracker.settled();
      const [file] = files(s);
      assert.equal(file!.status, 'moved');
      assert.equal(file!.oldPath, A);
      assert.deepEqual([file!.added, file!.removed], [0, 0], `known before: ${knownBefore}`);
      // The former path was read too when the call appeared: the move is exact either way.
      assert.equal(file!.before, 'hello\n');
      assert.equal(file!.exact, true);
    }
  });

  test('a move whose snapshots came too late (the file already moved) is shown as a move, not as a new file', async () => {
    const disk = new MemoryFs({ [B]: 'hello\n' });
    const s = changeSession({ fs: disk });
    s.prompt('move it');
    s.call('m', { kind: 'move', status: 'in_progress', locations: [{ path: A }, { path: B }], rawInput: { source: A, destination: B } });
    await s.tracker.settled();
    s.end('m');
    await s.tracker.settled();
    const [file] = files(s);
    assert.equal(file?.status, 'moved');
    assert.deepEqual([file!.added, file!.removed], [0, 0]);
    assert.equal(file!.undoable, false);
  });

  test('move then edit: one entry with the former path', () => {
    const s = changeSession();
    s.prompt('move and edit');
    s.read(A, 'hello\n');
    s.call('m', { kind: 'move', locations: [{ path: A }, { path: B }], rawInput: { source: A, destination: B } });
    s.end('m');
    s.call('e', { kind: 'edit', content: [diff(B, 'hello', 'hello world')] });
    s.end('e');
    const list = files(s);
    assert.equal(list.length, 1);
    assert.equal(list[0]!.path, B);
    assert.equal(list[0]!.oldPath, A);
    assert.equal(list[0]!.status, 'moved');
    assert.equal(list[0]!.after, 'hello world\n');
  });

  test('an agent that writes files itself: snapshots before and after the call give the exact texts', async () => {
    const fs = new MemoryFs({ [A]: 'v1\r\nkeep\r\n' });
    const s = changeSession({ fs });
    s.prompt('edit');
    // The agent's diff is a snippet that occurs nowhere (it reformatted): only the snapshots can tell.
    s.call('e', { kind: 'edit', status: 'pending', content: [diff(A, 'version one', 'version two')] });
    await s.tracker.settled();
    fs.files.set(A, 'v2\r\nkeep\r\n');
    s.end('e');
    await s.tracker.settled();
    const [file] = files(s);
    assert.equal(file!.evidence, 'snapshot');
    assert.equal(file!.exact, true);
    assert.equal(file!.before, 'v1\r\nkeep\r\n');
    assert.equal(file!.after, 'v2\r\nkeep\r\n');
    assert.equal(file!.undoable, true);
  });

  test('a snapshot that saw no change (read too late) falls back to the diff', async () => {
    const fs = new MemoryFs({ [A]: 'new\n' });
    const s = changeSession({ fs });
    s.prompt('edit');
    s.call('e', { kind: 'edit', content: [diff(A, 'old\n', 'new\n')] });
    s.end('e');
    await s.tracker.settled();
    const [file] = files(s);
    assert.equal(file!.evidence, 'tool-diff');
    assert.equal(file!.exact, false);
    assert.deepEqual([file!.added, file!.removed], [1, 1]);
  });
});

/** A session over a disk holding a0 and b0, and one edit call that writes through the client. */
function editingSession() {
  const fs = new MemoryFs({ [A]: 'a0\n', [B]: 'b0\n' });
  const s = changeSession({ fs });
  const edit = async (id: string, path: string, text: string) => {
    s.call(id, { kind: 'edit', locations: [{ path }] });
    await s.write(path, text);
    s.end(id);
  };
  return { s, fs, edit, turns: [] as number[] };
}

describe('turns and checkpoints', () => {
  async function threeTurns() {
    const { s, fs, edit, turns } = editingSession();
    turns.push(s.prompt('one'));
    await edit('t1', A, 'a1\n');
    turns.push(s.prompt('two'));
    await edit('t2', B, 'b1\n');
    turns.push(s.prompt('three'));
    await edit('t3', A, 'a2\n');
    await s.tracker.settled();
    return { s, fs, turns };
  }

  test('each scope: the latest turn, the session, from a turn on', async () => {
    const { s, turns } = await threeTurns();
    assert.deepEqual(
      files(s).map((file) => [file.path, file.before, file.after]),
      [[A, 'a1\n', 'a2\n']],
    );
    assert.deepEqual(
      files(s, 'session').map((file) => [file.path, file.before, file.after]),
      [
        [A, 'a0\n', 'a2\n'],
        [B, 'b0\n', 'b1\n'],
      ],
    );
    assert.deepEqual(
      files(s, turns[1]).map((file) => [file.path, file.before, file.after]),
      [
        [B, 'b0\n', 'b1\n'],
        [A, 'a1\n', 'a2\n'],
      ],
    );
    const checkpoint = selectCheckpoint(s.tracker.getState(), s.sessionId, turns[1]!);
    assert.deepEqual(checkpoint, { sessionId: s.sessionId, turn: turns[1], files: [B, A], restorable: true });
    assert.equal(selectCheckpoint(s.tracker.getState(), s.sessionId, turns[2]! + 1_000), undefined);
  });

  test('restore to the second turn puts both files back; with one file changed since, writes nothing', async () => {
    const { s, fs, turns } = await threeTurns();
    fs.files.set(B, 'b1 edited by hand\n');
    const refused = await s.tracker.restore({ sessionId: s.sessionId, turn: turns[1]! });
    assert.equal(refused.ok, false);
    assert.deepEqual(
      refused.problems.map((p) => [p.path, p.problem.kind]),
      [[B, 'changed-since']],
    );
    assert.deepEqual([fs.files.get(A), fs.files.get(B)], ['a2\n', 'b1 edited by hand\n']);
    fs.files.set(B, 'b1\n');
    assert.deepEqual(await s.tracker.restore({ sessionId: s.sessionId, turn: turns[1]! }), { ok: true, problems: [] });
    assert.deepEqual([fs.files.get(A), fs.files.get(B)], ['a1\n', 'b0\n']);
    // Review states per file survive a later edit of another file.
    assert.equal(files(s, turns[1]).find((file) => file.path === B)!.review, 'undone');
    turns.push(s.prompt('four'));
    s.call('t4', { kind: 'edit', locations: [{ path: A }] });
    await s.write(A, 'a3\n');
    s.end('t4');
    assert.equal(files(s, turns[1]).find((file) => file.path === B)!.review, 'undone');
  });
});

test('a restore whose second write fails puts the first file back: all or nothing, both problems named', async () => {
  const { s, fs, edit, turns } = editingSession();
  turns.push(s.prompt('one'));
  await edit('t1', B, 'b1\n');
  await edit('t2', A, 'a1\n');
  await s.tracker.settled();
  const write = fs.writeTextFile.bind(fs);
  fs.writeTextFile = (request) => (request.path === A ? Promise.reject(new Error('disk full')) : write(request));
  const result = await s.tracker.restore({ sessionId: s.sessionId, turn: turns[0]! });
  assert.equal(result.ok, false);
  assert.deepEqual(
    result.problems.map((p) => [p.path, p.problem.kind, p.problem.message]),
    [[A, 'io', 'disk full']],
  );
  assert.deepEqual([fs.files.get(A), fs.files.get(B)], ['a1\n', 'b1\n']);
  assert.deepEqual(
    fs.log.filter((line) => line.startsWith('write')),
    [`write ${B}`, `write ${A}`, `write ${B}`, `write ${B}`],
    'B restored, then written back when A could not be',
  );
  assert.ok(files(s, turns[0]).every((file) => file.review !== 'undone'));
});

describe('events on a target', () => {
  test('change-undo and change-keep are applied unless prevented; checkpoint-restore too', async () => {
    const target = new EventTarget();
    const fs = new MemoryFs({ [A]: 'before\n' });
    const s = changeSession({ fs, target });
    const turn = s.prompt('edit');
    s.call('e', { kind: 'edit', locations: [{ path: A }] });
    await s.write(A, 'after\n');
    s.end('e');
    await s.tracker.settled();
    const file = () => files(s)[0]!;
    const detail = {
      sessionId: s.sessionId,
      path: A,
      since: 'turn' as const,
      hunks: [],
      before: 'before\n',
      after: 'after\n',
      result: 'before\n',
    };

    const prevent = (event: Event) => event.preventDefault();
    target.addEventListener('change-undo', prevent);
    target.dispatchEvent(new ChangeUndoEvent(detail));
    await s.tracker.settled();
    assert.equal(fs.files.get(A), 'after\n');
    target.removeEventListener('change-undo', prevent);

    target.dispatchEvent(new ChangeUndoEvent(detail));
    await new Promise((resolve) => setImmediate(resolve));
    await s.tracker.settled();
    assert.equal(fs.files.get(A), 'before\n');
    assert.equal(file().review, 'undone');

    target.dispatchEvent(new ChangeKeepEvent({ ...detail, result: 'after\n', redo: true }));
    await new Promise((resolve) => setImmediate(resolve));
    await s.tracker.settled();
    assert.equal(fs.files.get(A), 'after\n');

    target.dispatchEvent(
      new CheckpointRestoreEvent({ sessionId: s.sessionId, turn, files: [{ path: A, before: 'before\n', after: 'after\n' }] }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    await s.tracker.settled();
    assert.equal(fs.files.get(A), 'before\n');

    s.tracker.dispose();
    target.dispatchEvent(new ChangeKeepEvent({ ...detail, redo: true }));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(fs.files.get(A), 'before\n');
  });
});

describe('selectors', () => {
  test('memoized per state; an untouched file keeps its object when another file changes; subscribers hear each change', async () => {
    const fs = new MemoryFs({ [A]: 'a\n', [B]: 'b\n' });
    const s = changeSession({ fs });
    const heard: number[] = [];
    s.tracker.subscribe((state) => heard.push(state.version));
    s.prompt('edit');
    s.call('e1', { kind: 'edit', locations: [{ path: A }] });
    await s.write(A, 'a2\n');
    s.end('e1');
    await s.tracker.settled();
    const first = s.tracker.getState();
    assert.equal(files(s), files(s));
    s.call('e2', { kind: 'edit', locations: [{ path: B }] });
    await s.write(B, 'b2\n');
    s.end('e2');
    await s.tracker.settled();
    assert.notEqual(s.tracker.getState(), first);
    const [a] = selectFileChanges(first, { sessionId: s.sessionId });
    assert.equal(files(s)[0], a);
    assert.ok(heard.length > 0 && heard.every((version, i) => i === 0 || version > heard[i - 1]!));
  });
});

describe('bad input', () => {
  test('malformed fs frames, non-string contents and hostile paths record nothing and throw nothing', () => {
    const s = changeSession();
    s.prompt('go');
    s.send('{not json');
    s.send(request(1, 'fs/write_text_file', { sessionId: s.sessionId, path: A, content: 42 }));
    s.send(request(2, 'fs/write_text_file', { sessionId: s.sessionId, path: 'x\0y', content: 'z' }));
    s.send(request(3, 'fs/write_text_file', { sessionId: s.sessionId, path: { toString: 'boom' }, content: 'z' }));
    s.send(request(4, 'fs/read_text_file', null));
    s.send({ jsonrpc: '2.0', id: 4, result: { content: ['not', 'a', 'string'] } }, 'client');
    s.send([null, 7, { jsonrpc: '2.0', id: 5, method: 'fs/write_text_file' }]);
    s.call('e', { kind: 'edit', content: [{ type: 'diff', path: 12, oldText: {}, newText: [] }, null, 'diff'] });
    s.call('f', { kind: 'delete', rawInput: { path: '' }, locations: 'nowhere' });
    assert.deepEqual(files(s, 'session'), []);
  });
});
