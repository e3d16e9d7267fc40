// SPDX-License-Identifier: Apache-2.0
// The change set of every recorded real-agent trace, fed into a real store: what each agent
// changed, with the evidence it gave. The expectations are read off the traces (see the comments),
// and the client-fs trace must give exactly the texts its .files.json recorded on disk.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { selectChangeSummary, selectFileChanges, trackChanges } from '../../src/changes/index.js';
import { createToolCallStore } from '../../src/state/index.js';
import { MemoryFs } from '../helpers/changes.js';
import { ALL_TRACES, readFixtureJson, readTrace, replay, senderOf, type AnyTraceName } from '../helpers/node-traces.js';

const ROOT = '/home/dev/demo-project';
const APP = `${ROOT}/src/app.js`;

function changesOf(name: AnyTraceName, since: 'turn' | 'session' = 'session') {
  const store = createToolCallStore();
  const tracker = trackChanges(store, { target: null });
  replay(readTrace(name), store);
  const [sessionId] = [...tracker.getState().sessions.keys()];
  return {
    files: selectFileChanges(tracker.getState(), { sessionId: sessionId!, since }),
    state: tracker.getState(),
    sessionId: sessionId!,
  };
}

test('every trace folds without a throw and names only files the agent edited', () => {
  for (const name of ALL_TRACES) {
    const { files } = changesOf(name);
    assert.ok(files.length > 0, name);
    for (const file of files) assert.ok(file.path.startsWith(`${ROOT}/`), `${name}: ${file.path}`);
  }
});

test('claude-agent-acp: the Edit tool sends snippets; with no known text the one change is kept unlocated', () => {
  for (const name of ['claude-agent-acp-basic', 'claude-agent-acp-subagent'] as const) {
    const { files } = changesOf(name);
    assert.equal(files.length, 1, name);
    const [app] = files;
    // The call's last diff is the greeting line with three lines of context either side.
    assert.equal(app!.path, APP);
    assert.equal(app!.status, 'modified');
    assert.equal(app!.evidence, 'tool-diff');
    assert.equal(app!.exact, false);
    assert.equal(app!.undoBlockedBy, 'no-fs');
    assert.deepEqual([app!.added, app!.removed], [1, 1]);
    assert.equal(app!.hunks.length, 1);
    assert.equal(app!.hunks[0]!.located, false);
    assert.equal(app!.hunks[0]!.oldStart, 0);
    assert.deepEqual(app!.hunks[0]!.lines, [
      ' ',
      ' export function greet(name) {',
      '   // TODO: validate name',
      '-  return "Hello, " + name;',
      '+  return `Hello, ${name}!`;',
      ' }',
      ' ',
      ' export function score(x) {',
    ]);
  }
});

test('codex-acp: a few lines around the change, placed at the line its unified diff names', () => {
  const { files } = changesOf('codex-acp-basic');
  assert.equal(files.length, 1);
  const [app] = files;
  assert.equal(app!.exact, false);
  assert.equal(app!.evidence, 'tool-diff');
  assert.deepEqual([app!.added, app!.removed], [1, 1]);
  // rawInput.changes[path].unified_diff: "@@ -5,3 +5,3 @@".
  assert.deepEqual(
    app!.hunks.map((hunk) => [hunk.located, hunk.oldStart, hunk.oldLines, hunk.newStart, hunk.newLines]),
    [[true, 5, 3, 5, 3]],
  );
});

test('claude-code-acp: reads and writes through the client give the exact texts', () => {
  const { files } = changesOf('claude-code-acp-basic');
  assert.equal(files.length, 1);
  const [app] = files;
  assert.equal(app!.evidence, 'client-write');
  assert.equal(app!.exact, true);
  assert.equal(app!.before!.includes('return "Hello, " + name;'), true);
  assert.equal(app!.after, app!.before!.replace('return "Hello, " + name;', 'return `Hello, ${name}!`;'));
  // Line 6 changed: the hunk starts three lines before it.
  assert.deepEqual(
    app!.hunks.map((hunk) => [hunk.located, hunk.oldStart, hunk.newStart]),
    [[true, 3, 3]],
  );
  assert.deepEqual(app!.toolCallIds, ['toolu_0160Xz5UpQ1glJYdEGF7IrbH']);
});

test('the sessions trace: a replayed history does not add its edit twice; the later turn changed nothing', () => {
  const session = changesOf('claude-agent-acp-sessions');
  assert.equal(session.files.length, 1);
  assert.deepEqual(session.files[0]!.toolCallIds, ['toolu_01sIa3o60whl1negjj2H6Qin']);
  // The last turn (`[turn:2] Now look at src/util.js too.`) only read a file.
  assert.equal(changesOf('claude-agent-acp-sessions', 'turn').files.length, 0);
});

type FilesJson = Record<string, { before: string | null; after: string | null }>;

function assertFilesJson(files: readonly { path: string; before?: string | null; after?: string | null; exact: boolean }[]) {
  const expected = readFixtureJson<FilesJson>('claude-code-acp-review-clientfs.files.json');
  assert.deepEqual(files.map((file) => file.path).sort(), Object.keys(expected).sort());
  for (const file of files) {
    assert.equal(file.exact, true, file.path);
    assert.equal(file.before, expected[file.path]!.before, `${file.path} before`);
    assert.equal(file.after, expected[file.path]!.after, `${file.path} after`);
  }
}

test('claude-code-acp with client fs: every file of the turn before and after exactly as on disk (CRLF file included)', () => {
  const { files, state, sessionId } = changesOf('claude-code-acp-review-clientfs', 'turn');
  assertFilesJson(files);
  const byPath = new Map(files.map((file) => [file.path.slice(ROOT.length + 1), file]));
  assert.equal(byPath.get('NOTES.md')!.status, 'added');
  assert.equal(byPath.get('build/out.txt')!.status, 'modified');
  assert.deepEqual([byPath.get('build/out.txt')!.added, byPath.get('build/out.txt')!.removed], [0, 1]);
  // Two calls edited app.js: one net change of two lines.
  assert.equal(byPath.get('src/app.js')!.toolCallIds.length, 2);
  assert.deepEqual([byPath.get('src/app.js')!.added, byPath.get('src/app.js')!.removed], [2, 2]);
  // "line two" became two lines: −1 +2; the shown lines carry no \r.
  assert.deepEqual([byPath.get('src/win.txt')!.added, byPath.get('src/win.txt')!.removed], [2, 1]);
  assert.ok(byPath.get('src/win.txt')!.hunks.every((hunk) => hunk.lines.every((line) => !line.endsWith('\r'))));
  assert.deepEqual(selectChangeSummary(state, { sessionId }), {
    files: 4,
    added: 2 + 4 + 0 + 2,
    removed: 2 + 0 + 1 + 1,
    pending: 4,
    editing: false,
  });
});

test('claude-code-acp with client fs served through the tracker: the same texts, the writes land on the host', async () => {
  const expected = readFixtureJson<FilesJson>('claude-code-acp-review-clientfs.files.json');
  const disk = new MemoryFs(
    Object.fromEntries(Object.entries(expected).flatMap(([path, file]) => (file.before === null ? [] : [[path, file.before]]))),
  );
  const store = createToolCallStore();
  const tracker = trackChanges(store, { fs: disk, target: null });
  for (const line of readTrace('claude-code-acp-review-clientfs')) {
    store.dispatch(line.msg, { from: senderOf(line), receivedAt: line.t_ms });
    const message = line.msg as { method?: string; params?: { sessionId: string; path: string; content: string } };
    // What connectAcp does with the agent's write: hands it to the tracker's fs.
    if (message.method === 'fs/write_text_file') await tracker.fs.writeTextFile!(message.params!);
  }
  await tracker.settled();
  const [sessionId] = [...tracker.getState().sessions.keys()];
  const files = selectFileChanges(tracker.getState(), { sessionId: sessionId! });
  assertFilesJson(files);
  assert.ok(files.every((file) => file.undoable));
  for (const [path, file] of Object.entries(expected)) assert.equal(disk.files.get(path) ?? null, file.after, path);
});
