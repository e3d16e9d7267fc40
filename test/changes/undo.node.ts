// SPDX-License-Identifier: Apache-2.0
// Undo and redo through the host's file access, byte for byte, and never over work done since:
// a whole-file undo only when the disk holds what the agent left, a hunk that does not apply
// reported as a conflict with nothing written.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { planChange, selectFileChanges } from '../../src/changes/index.js';
import { changeSession, diff, MemoryFs } from '../helpers/changes.js';

const FILE = '/repo/text.txt';

/** The agent rewrites FILE from `before` to `after` through the client; returns the session. */
async function edited(before: string | null, after: string, fs = new MemoryFs(before === null ? {} : { [FILE]: before })) {
  const s = changeSession({ fs });
  s.prompt('edit it');
  s.call('edit-1', { kind: 'edit', locations: [{ path: FILE }], content: [diff(FILE, before, after)] });
  await s.write(FILE, after);
  s.end('edit-1');
  await s.tracker.settled();
  return { ...s, fs, file: () => selectFileChanges(s.tracker.getState(), { sessionId: s.sessionId })[0]! };
}

const CASES: Record<string, [string, string]> = {
  CRLF: ['one\r\ntwo\r\nthree\r\nfour\r\n', 'one\r\nTWO\r\nthree\r\nfour\r\nfive\r\n'],
  'mixed line endings': ['a\r\nb\nc\r\nd\n', 'a\r\nB\nc\r\nd\ne\r\n'],
  'no final newline': ['alpha\nbeta\ngamma', 'alpha\nBETA\ngamma'],
  'final newline removed': ['alpha\nbeta\n', 'alpha\nbeta'],
  BOM: ['\uFEFFfirst\nsecond\n', '\uFEFFfirst\nsecond changed\n'],
  CJK: ['你好，世界\n第二行\n', '你好，世界\n第二行（改）\n繁體中文\n'],
  emoji: ['start 😀\n👩‍👩‍👧 family\nend\n', 'start 😃\n👩‍👩‍👧 family\nend 🎉'],
};

describe('byte-exact undo and redo', () => {
  for (const [name, [before, after]] of Object.entries(CASES)) {
    test(`${name}: whole-file undo then redo give back the exact strings`, async () => {
      const s = await edited(before, after);
      assert.equal(s.file().exact, true);
      assert.equal(s.file().undoable, true);
      assert.deepEqual(await s.tracker.undo({ sessionId: s.sessionId, path: FILE }), { ok: true, problems: [] });
      assert.equal(s.fs.files.get(FILE), before);
      assert.equal(s.file().review, 'undone');
      assert.deepEqual(await s.tracker.keep({ sessionId: s.sessionId, path: FILE, redo: true }), { ok: true, problems: [] });
      assert.equal(s.fs.files.get(FILE), after);
      assert.equal(s.file().review, 'kept');
    });

    test(`${name}: hunk by hunk undo then redo give back the exact strings`, async () => {
      const s = await edited(before, after);
      const ids = s.file().hunks.map((hunk) => hunk.id);
      for (const id of ids) assert.equal((await s.tracker.undo({ sessionId: s.sessionId, path: FILE, hunkIds: [id] })).ok, true);
      assert.equal(s.fs.files.get(FILE), before);
      for (const id of ids)
        assert.equal((await s.tracker.keep({ sessionId: s.sessionId, path: FILE, hunkIds: [id], redo: true })).ok, true);
      assert.equal(s.fs.files.get(FILE), after);
    });
  }

  test('a created file: undo deletes it, redo writes it back', async () => {
    const s = await edited(null, 'new file\r\n');
    assert.equal(s.file().status, 'added');
    assert.equal((await s.tracker.undo({ sessionId: s.sessionId, path: FILE })).ok, true);
    assert.equal(s.fs.files.has(FILE), false);
    assert.equal((await s.tracker.keep({ sessionId: s.sessionId, path: FILE, redo: true })).ok, true);
    assert.equal(s.fs.files.get(FILE), 'new file\r\n');
  });

  test('without a delete, undoing a created file is blocked (no-fs) and nothing is written', async () => {
    const fs = new MemoryFs();
    const noDelete = { readTextFile: fs.readTextFile.bind(fs), writeTextFile: fs.writeTextFile.bind(fs) };
    const s = changeSession({ fs: noDelete });
    s.prompt('create');
    s.call('c', { kind: 'edit', content: [diff(FILE, null, 'x\n')] });
    await s.write(FILE, 'x\n');
    s.end('c');
    await s.tracker.settled();
    const [file] = selectFileChanges(s.tracker.getState(), { sessionId: s.sessionId });
    assert.equal(file!.undoBlockedBy, 'no-fs');
    const result = await s.tracker.undo({ sessionId: s.sessionId, path: FILE });
    assert.equal(result.ok, false);
    assert.equal(result.problems[0]!.problem.kind, 'io');
    assert.equal(fs.files.get(FILE), 'x\n');
  });
});

describe('never over work done since', () => {
  const before = Array.from({ length: 20 }, (_, i) => `line ${i + 1}\n`).join('');
  const after = before.replace('line 2\n', 'line two\n').replace('line 18\n', 'line eighteen\n');

  test('the file changed since: no whole-file undo, a problem, nothing written; hunk by hunk still applies', async () => {
    const s = await edited(before, after);
    assert.equal(s.file().hunks.length, 2);
    const mine = after.replace('line 10\n', 'line 10 (mine)\n');
    s.fs.files.set(FILE, mine);
    const result = await s.tracker.undo({ sessionId: s.sessionId, path: FILE });
    assert.equal(result.ok, false);
    assert.equal(result.problems[0]!.problem.kind, 'changed-since');
    assert.equal(s.fs.files.get(FILE), mine);
    assert.equal(s.file().problem?.kind, 'changed-since');
    const [first] = s.file().hunks;
    assert.equal((await s.tracker.undo({ sessionId: s.sessionId, path: FILE, hunkIds: [first!.id] })).ok, true);
    assert.equal(s.fs.files.get(FILE), mine.replace('line two\n', 'line 2\n'));
    assert.equal(s.file().problem, undefined);
    assert.equal(s.file().review, 'mixed');
  });

  test('a conflicting hunk is reported by id and nothing is overwritten', async () => {
    const s = await edited(before, after);
    const [, second] = s.file().hunks;
    const theirs = after.replace('line eighteen\n', 'line 18 rewritten by hand\n');
    s.fs.files.set(FILE, theirs);
    const result = await s.tracker.undo({ sessionId: s.sessionId, path: FILE, hunkIds: s.file().hunks.map((hunk) => hunk.id) });
    assert.equal(result.ok, false);
    assert.equal(result.problems[0]!.problem.kind, 'conflict');
    assert.deepEqual(result.problems[0]!.problem.hunkIds, [second!.id]);
    assert.equal(s.fs.files.get(FILE), theirs);
  });

  test('planChange gives the texts and the result a host applying it itself would write', async () => {
    const s = await edited(before, after);
    const [first, second] = s.file().hunks;
    const state = s.tracker.getState();
    const undoFirst = planChange(state, 'undo', { sessionId: s.sessionId, path: FILE, hunkIds: [first!.id] });
    assert.equal(undoFirst!.result, after.replace('line two\n', 'line 2\n'));
    assert.deepEqual(undoFirst!.hunks, [first]);
    assert.equal(planChange(state, 'undo', { sessionId: s.sessionId, path: FILE })!.result, before);
    assert.equal(planChange(state, 'keep', { sessionId: s.sessionId, path: FILE, hunkIds: [second!.id] })!.result, after);
    assert.equal(planChange(state, 'undo', { sessionId: s.sessionId, path: '/elsewhere' }), undefined);
    // After the tracker undid the first hunk, redoing it is planned from that text.
    await s.tracker.undo({ sessionId: s.sessionId, path: FILE, hunkIds: [first!.id] });
    const redo = planChange(s.tracker.getState(), 'redo', { sessionId: s.sessionId, path: FILE, hunkIds: [first!.id] });
    assert.equal(redo!.result, after);
  });

  test('keeping pending hunks records the decision and writes nothing', async () => {
    const s = await edited(before, after);
    const writes = s.fs.log.filter((entry) => entry.startsWith('write')).length;
    assert.equal((await s.tracker.keep({ sessionId: s.sessionId, path: FILE })).ok, true);
    assert.equal(s.file().review, 'kept');
    assert.equal(s.fs.log.filter((entry) => entry.startsWith('write')).length, writes);
  });
});
