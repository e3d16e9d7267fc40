// SPDX-License-Identifier: Apache-2.0
// Where the change set's code disagrees with its contract (src/changes/types.ts), found while
// documenting it: each test states the contract's words and fails until the code keeps them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { selectChangeSummary, selectCheckpoint, selectFileChanges, type ChangeFileSystem } from '../../src/changes/index.js';
import { changeSession, diff, MemoryFs } from '../helpers/changes.js';

const FILE = '/repo/text.txt';
const before = Array.from({ length: 20 }, (_, i) => `line ${i + 1}\n`).join('');
const after = before.replace('line 2\n', 'line two\n').replace('line 18\n', 'line eighteen\n');

/** The agent rewrites FILE through the client: two hunks, far apart. */
async function edited(fs: ChangeFileSystem = new MemoryFs({ [FILE]: before })) {
  const s = changeSession({ fs });
  const turn = s.prompt('edit it');
  s.read(FILE, before);
  s.call('edit-1', { kind: 'edit', locations: [{ path: FILE }], content: [diff(FILE, before, after)] });
  await s.write(FILE, after);
  s.end('edit-1');
  await s.tracker.settled();
  return { ...s, turn, file: () => selectFileChanges(s.tracker.getState(), { sessionId: s.sessionId })[0]! };
}

test('ChangeSummary.pending counts "files with at least one hunk neither kept nor undone": one kept and one undone hunk is none', async () => {
  const s = await edited();
  const [first, second] = s.file().hunks;
  assert.equal((await s.tracker.keep({ sessionId: s.sessionId, path: FILE, hunkIds: [first!.id] })).ok, true);
  assert.equal((await s.tracker.undo({ sessionId: s.sessionId, path: FILE, hunkIds: [second!.id] })).ok, true);
  assert.equal(s.file().review, 'mixed');
  assert.equal(selectChangeSummary(s.tracker.getState(), { sessionId: s.sessionId }).pending, 0);
});

test('a redo of a hunk that conflicts leaves the hunk undone and the conflict on the file', async () => {
  const fs = new MemoryFs({ [FILE]: before });
  const s = await edited(fs);
  const [first] = s.file().hunks;
  await s.tracker.undo({ sessionId: s.sessionId, path: FILE, hunkIds: [first!.id] });
  fs.files.set(FILE, fs.files.get(FILE)!.replace('line 2\n', 'line 2 by hand\n'));
  const result = await s.tracker.keep({ sessionId: s.sessionId, path: FILE, hunkIds: [first!.id], redo: true });
  assert.equal(result.problems[0]?.problem.kind, 'conflict');
  // Nothing was written, so the hunk is still undone, and FileChange.problem says why.
  assert.equal(s.file().hunks[0]!.review, 'undone');
  assert.equal(s.file().problem?.kind, 'conflict');
});

test('undoable means "Undo can be done exactly through the tracker\'s file access": not with a write but no read', async () => {
  const disk = new MemoryFs({ [FILE]: before });
  const s = await edited({ writeTextFile: disk.writeTextFile.bind(disk) });
  const undo = await s.tracker.undo({ sessionId: s.sessionId, path: FILE });
  // Every action reads the file first; without a read it cannot, so it should not be offered.
  assert.equal(undo.ok || !s.file().undoable, true, `undoable ${s.file().undoable}, undo: ${undo.problems[0]?.problem.message}`);
  assert.equal(selectCheckpoint(s.tracker.getState(), s.sessionId, s.turn)?.restorable, false);
});

test('a diff that says "new file" about a file never seen is shown as added, but no undo deletes it on that word', async () => {
  const disk = new MemoryFs({ [FILE]: 'the user’s own text\n' });
  const s = changeSession({ fs: disk });
  s.prompt('write it');
  // First seen already ended: no snapshot was taken before; Claude's Write says oldText null of files it overwrites.
  s.call('w', { kind: 'edit', status: 'completed', content: [diff(FILE, null, 'overwritten\n')] });
  await s.tracker.settled();
  const [file] = selectFileChanges(s.tracker.getState(), { sessionId: s.sessionId });
  assert.equal(file!.status, 'added');
  assert.equal(file!.undoable, false);
  assert.equal(file!.undoBlockedBy, 'inexact');
  const undo = await s.tracker.undo({ sessionId: s.sessionId, path: FILE });
  assert.equal(undo.ok, false);
  assert.equal(disk.files.get(FILE), 'the user’s own text\n');
});
