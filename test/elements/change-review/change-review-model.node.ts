// SPDX-License-Identifier: Apache-2.0
// <change-review>'s decisions without a DOM: hunk headers and the lines they open, the evidence
// hint, the diff item of an exact file (added, deleted), what Undo is blocked by, what Keep all,
// Undo all and auto-accept act on, and auto-accept's timing on the manual clock.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { AutoAccept } from '../../../src/elements/change-review/auto-accept.js';
import {
  autoKeepable,
  diffItem,
  evidenceHint,
  fileLine,
  hunkHeader,
  hunkLine,
  keepAllTargets,
  pendingKey,
  undoAllTargets,
  undoBlocker,
} from '../../../src/elements/change-review/change-review-model.js';
import { changeReviewStrings } from '../../../src/i18n/change-review.strings.js';
import { useClock } from '../../../src/scheduling/clock.js';
import { createManualClock, type ManualClock } from '../../../src/scheduling/manual-clock.js';
import type { FileChange } from '../../../src/changes/index.js';
import { fileChange, hunk, snippetFile } from './file-changes.js';

const t = changeReviewStrings.en;

describe('change-review model', () => {
  it('writes hunk headers as git does, with ? for a snippet not located, and opens located hunks at their new line', () => {
    assert.equal(hunkHeader(hunk('a', { oldStart: 4, oldLines: 3, newStart: 5, newLines: 4 })), '@@ -4,3 +5,4 @@');
    assert.equal(hunkHeader(hunk('b', { located: false, oldStart: 0, newStart: 0 })), '@@ -?,3 +?,3 @@');
    assert.equal(hunkLine(hunk('c', { newStart: 0, newLines: 0 })), 1, 'a removal at the top opens line 1');
    assert.equal(hunkLine(hunk('d', { located: false })), undefined);
    assert.equal(fileLine(snippetFile('x.js')), 10);
  });

  it('hints at inexact evidence and at snippets not located, never for exact files', () => {
    assert.equal(evidenceHint(fileChange('a.js'), t), undefined);
    assert.equal(evidenceHint(snippetFile('b.js'), t), "from the agent's snippets; not located in the file");
    assert.equal(evidenceHint(snippetFile('c.js', { hunks: [hunk('1')] }), t), "from the agent's snippets");
    assert.equal(evidenceHint(snippetFile('d.js'), changeReviewStrings['zh-TW']), '來自代理程式的片段；未在檔案中定位');
  });

  it('gives <diff-view> the whole texts of exact files: null before an added file, empty after a deleted one', () => {
    assert.deepEqual(diffItem(fileChange('new.md', { status: 'added', before: null, after: 'hi\n' })), {
      type: 'diff',
      path: fileChange('new.md').path,
      oldText: null,
      newText: 'hi\n',
    });
    assert.equal(diffItem(fileChange('gone.txt', { status: 'deleted', before: 'x\n', after: null }))?.newText, '');
    assert.equal(diffItem(snippetFile('s.js')), undefined);
  });

  it("takes Undo's blocker from the tracker, else says why from the file", () => {
    assert.equal(undoBlocker(fileChange('a.js')), undefined);
    assert.equal(undoBlocker(snippetFile('b.js')), 'inexact');
    assert.equal(undoBlocker(fileChange('c.js', { undoable: false, editing: true })), 'editing');
    assert.equal(undoBlocker(fileChange('d.js', { undoable: false })), 'no-fs');
  });

  it('Keep all, Undo all and auto-accept leave out what is decided, being edited or cannot be undone', () => {
    const files: FileChange[] = [
      fileChange('pending.js'),
      fileChange('kept.js', { review: 'kept', hunks: [hunk('k', { review: 'kept' })] }),
      fileChange('undone.js', { review: 'undone', hunks: [hunk('u', { review: 'undone' })] }),
      fileChange('editing.js', { editing: true, undoable: false, undoBlockedBy: 'editing' }),
      snippetFile('snippet.js'),
      fileChange('mixed.js', { review: 'mixed', hunks: [hunk('m1', { review: 'kept' }), hunk('m2')] }),
    ];
    const names = (list: readonly FileChange[]) => list.map((file) => file.path.split('/').pop());
    assert.deepEqual(names(keepAllTargets(files)), ['pending.js', 'snippet.js', 'mixed.js']);
    assert.deepEqual(names(autoKeepable(files)), ['pending.js', 'snippet.js', 'mixed.js']);
    assert.deepEqual(names(undoAllTargets(files)), ['pending.js', 'kept.js', 'mixed.js']);
  });

  it("a file's pending key changes with its pending hunks only", () => {
    const a = fileChange('a.js', { hunks: [hunk('1'), hunk('2', { review: 'kept' })] });
    assert.equal(pendingKey(a), pendingKey({ ...a, added: 9 }));
    assert.notEqual(pendingKey(a), pendingKey({ ...a, hunks: [hunk('1'), hunk('3')] }));
  });
});

describe('auto-accept', () => {
  let clock: ManualClock;
  let restore: () => void;
  beforeEach(() => {
    clock = createManualClock(1_000);
    restore = useClock(clock);
  });
  afterEach(() => restore());

  function harness() {
    let files: FileChange[] = [];
    const kept: string[] = [];
    const auto = new AutoAccept(
      () => files,
      (file) => kept.push(file.path.split('/').pop()!),
    );
    const set = (next: FileChange[], on = true, delay = 500) => {
      files = next;
      auto.sync(on, delay, files);
    };
    return { set, kept, auto };
  }

  it('keeps a file once its calls ended and the delay passed, once', () => {
    const { set, kept } = harness();
    set([fileChange('a.js', { editing: true })]);
    clock.advance(1_000);
    assert.deepEqual(kept, [], 'not while it is being edited');
    set([fileChange('a.js')]);
    clock.advance(499);
    assert.deepEqual(kept, []);
    clock.advance(1);
    assert.deepEqual(kept, ['a.js']);
    set([fileChange('a.js')]);
    clock.advance(1_000);
    assert.deepEqual(kept, ['a.js'], 'not asked twice for the same hunks');
  });

  it('starts over when the file is edited again before its time, and keeps new hunks after a keep', () => {
    const { set, kept } = harness();
    set([fileChange('a.js')]);
    clock.advance(300);
    set([fileChange('a.js', { editing: true })]);
    clock.advance(1_000);
    assert.deepEqual(kept, []);
    set([fileChange('a.js')]);
    clock.advance(500);
    assert.deepEqual(kept, ['a.js']);
    set([fileChange('a.js', { hunks: [hunk('a.js#1', { review: 'kept' }), hunk('a.js#2')] })]);
    clock.advance(500);
    assert.deepEqual(kept, ['a.js', 'a.js']);
  });

  it('turned off, cancels what it scheduled', () => {
    const { set, kept } = harness();
    set([fileChange('a.js')]);
    set([fileChange('a.js')], false);
    clock.advance(1_000);
    assert.deepEqual(kept, []);
  });
});
