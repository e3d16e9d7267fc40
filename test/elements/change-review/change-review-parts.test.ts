// SPDX-License-Identifier: Apache-2.0
// What <change-review> draws from the selectors' files, without a tracker: the summary row, a file's
// row (status, relative path, counts, evidence, review state, its buttons and why they cannot act),
// its hunks with their headers and snippet rows, problems as alerts, and which handler each button
// calls. The element's own tests (change-review.test.ts) feed it a real tracker.
import { expect } from '@open-wc/testing';
import { render } from 'lit';
import type { ChangeHunk, FileChange } from '../../../src/changes/index.js';
import { renderFile, renderScope, renderSummary, type ReviewContext } from '../../../src/elements/change-review/change-review-parts.js';
import { changeReviewStrings } from '../../../src/i18n/change-review.strings.js';
import { textOf } from '../../helpers/dom.js';
import { fileChange, hunk, SAMPLE_ROOT, snippetFile } from './file-changes.js';

type Call = [string, ...unknown[]];

function context(lang: 'en' | 'zh-TW' = 'en'): { c: ReviewContext; calls: Call[] } {
  const calls: Call[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      calls.push([
        name,
        ...args.map((arg) =>
          arg && typeof arg === 'object' && 'path' in arg ? (arg as FileChange).path : ((arg as ChangeHunk | undefined)?.id ?? arg),
        ),
      ]);
  const on = {
    toggleOpen: record('toggleOpen'),
    toggleFile: record('toggleFile'),
    setScope: record('setScope'),
    keep: (file: FileChange, h?: ChangeHunk) => calls.push(['keep', file.path, h?.id]),
    undo: (file: FileChange, h?: ChangeHunk) => calls.push(['undo', file.path, h?.id]),
    keepAll: record('keepAll'),
    undoAll: record('undoAll'),
    open: (path: string, line?: number) => calls.push(['open', path, line]),
  };
  return { c: { t: changeReviewStrings[lang], root: SAMPLE_ROOT, theme: undefined, on }, calls };
}

function drawFile(file: FileChange, expanded = false, lang: 'en' | 'zh-TW' = 'en') {
  const { c, calls } = context(lang);
  const host = document.createElement('ul');
  document.body.append(host);
  render(renderFile(file, 'file-0', expanded, c), host);
  const q = <E extends Element = HTMLElement>(selector: string) => host.querySelector<E>(selector);
  const qa = (selector: string) => [...host.querySelectorAll<HTMLElement>(selector)];
  return { host, q, qa, calls };
}

afterEach(() => {
  for (const el of document.body.querySelectorAll('ul, div.parts')) el.remove();
});

describe('<change-review> parts', () => {
  it('a file row: status, the path relative to the root, counts read aloud, Keep and Undo named after the file', () => {
    const { q } = drawFile(fileChange('src/app.js', { added: 12, removed: 4 }));
    expect(q('[part~="file"]')!.dataset.status).to.equal('modified');
    expect(textOf(q('[part~="status"]'))).to.equal('Modified');
    expect(textOf(q('[part~="path"]'))).to.equal('src/app.js');
    expect(q('[part~="path"]')!.getAttribute('title')).to.equal(`${SAMPLE_ROOT}/src/app.js`);
    expect(textOf(q('.counts [aria-hidden]'))).to.equal('+12 −4');
    expect(textOf(q('.counts .visually-hidden'))).to.equal('12 lines added, 4 lines removed');
    expect(q('[part~="keep"]')!.getAttribute('aria-label')).to.equal('Keep the changes to src/app.js');
    expect(q('[part~="undo"]')!.getAttribute('aria-label')).to.equal('Undo the changes to src/app.js');
    expect(q('[part~="evidence"]'), 'exact: no hint').to.equal(null);
  });

  it('a snippet file: the hint, Undo disabled with the reason, hunks as text rows with their headers', () => {
    const { q, qa } = drawFile(snippetFile('src/util.js'), true);
    expect(textOf(q('[part~="evidence"]'))).to.equal("from the agent's snippets; not located in the file");
    const undo = q('[part~="undo"]')!;
    expect(undo.getAttribute('aria-disabled')).to.equal('true');
    expect(textOf(q(`#${undo.getAttribute('aria-describedby')}`))).to.equal('Only snippets of this file are known: undo it in your editor');
    expect(q('[part~="keep"]')!.hasAttribute('aria-disabled')).to.equal(false);
    expect(qa('[part~="hunk-header"]').map(textOf)).to.deep.equal(['@@ -10,3 +10,3 @@', '@@ -?,3 +?,3 @@']);
    expect(qa('[part~="snippet"]')).to.have.length(2);
    expect(qa('[part~="snippet"]')[0]!.querySelectorAll('.add, .del')).to.have.length(2);
    expect(q('diff-view'), 'no diff of snippets').to.equal(null);
  });

  it('an exact file expanded draws one <diff-view> of its whole texts', () => {
    const file = fileChange('NOTES.md', { status: 'added', before: null, after: '# Notes\n' });
    const { q } = drawFile(file, true);
    const diff = q<HTMLElement & { diff: unknown }>('diff-view')!;
    expect(diff.diff).to.deep.equal({ type: 'diff', path: file.path, oldText: null, newText: '# Notes\n' });
  });

  it('a moved file shows where it came from; an undone one offers Redo and keeps its diff on view', () => {
    const moved = drawFile(fileChange('src/new-name.js', { status: 'moved', oldPath: `${SAMPLE_ROOT}/src/old-name.js` }));
    expect(textOf(moved.q('[part~="moved-from"]'))).to.equal('from src/old-name.js');
    const undone = drawFile(fileChange('src/app.js', { review: 'undone', hunks: [hunk('h1', { review: 'undone' })] }), true);
    expect(undone.q('[part~="keep"]')).to.equal(null);
    expect(undone.q('[part~="redo"]')!.getAttribute('aria-label')).to.equal('Redo the changes to src/app.js');
    expect(textOf(undone.q('[part~="review-state"]'))).to.equal('Undone');
    expect(undone.q('[part~="undone-note"]')).to.not.equal(null);
    expect(undone.q('diff-view')).to.not.equal(null);
    expect(undone.q('[part~="hunk-redo"]')).to.not.equal(null);
  });

  it('buttons call their handlers: Keep, Undo, per hunk, the path and the hunk header open the file', () => {
    const file = fileChange('src/app.js', { hunks: [hunk('h1', { newStart: 7 }), hunk('h2', { located: false })] });
    const { q, qa, calls } = drawFile(file, true);
    q('[part~="keep"]')!.click();
    q('[part~="undo"]')!.click();
    qa('[part~="hunk-keep"]')[0]!.click();
    qa('[part~="hunk-undo"]')[1]!.click();
    q('[part~="path"]')!.click();
    qa('[part~="hunk-header"]')[0]!.click();
    qa('[part~="hunk-header"]')[1]!.click();
    q('[part~="disclosure"]')!.click();
    expect(calls).to.deep.equal([
      ['keep', file.path, undefined],
      ['undo', file.path, undefined],
      ['keep', file.path, 'h1'],
      ['undo', file.path, 'h2'],
      ['open', file.path, undefined],
      ['open', file.path, 7],
      ['open', file.path, undefined],
      ['toggleFile', file.path],
    ]);
  });

  it('a disabled button does nothing; Keep waits while the agent edits the file', () => {
    const { q, calls } = drawFile(fileChange('src/app.js', { editing: true, undoable: false, undoBlockedBy: 'editing' }));
    q('[part~="keep"]')!.click();
    q('[part~="undo"]')!.click();
    expect(calls).to.deep.equal([]);
    expect(q('[part~="keep"]')!.getAttribute('title')).to.equal('The agent is still editing this file');
    expect(q('[part~="editing-mark"]')).to.not.equal(null);
  });

  it('problems are alerts: changed since, a conflict naming its hunks, a failed write', () => {
    const changed = drawFile(fileChange('a.js', { problem: { kind: 'changed-since', message: 'x' } }));
    expect(changed.q('[part~="problem"]')!.getAttribute('role')).to.equal('alert');
    expect(textOf(changed.q('[part~="problem"]'))).to.equal('The file changed since the agent wrote it: undo hunk by hunk.');
    const conflict = drawFile(
      fileChange('b.js', {
        hunks: [hunk('h1'), hunk('h2', { oldStart: 20, newStart: 21 })],
        problem: { kind: 'conflict', message: 'x', hunkIds: ['h2'] },
      }),
    );
    expect(textOf(conflict.q('[part~="problem"]'))).to.equal('These hunks no longer apply, nothing was written: @@ -20,3 +21,3 @@');
    const io = drawFile(fileChange('c.js', { problem: { kind: 'io', message: 'EACCES: permission denied' } }));
    expect(textOf(io.q('[part~="problem"]'))).to.equal('The file could not be written: EACCES: permission denied');
  });

  it('the summary row: counts, Review, the file being edited, Keep all and Undo all only when they apply', () => {
    const { c, calls } = context();
    const host = document.createElement('div');
    host.className = 'parts';
    document.body.append(host);
    const files = [fileChange('src/app.js', { editing: true, undoable: false }), snippetFile('src/util.js')];
    render(renderSummary({ files: 2, added: 12, removed: 4, pending: 2, editing: true }, files, false, c), host);
    expect(textOf(host.querySelector('[part~="toggle"]'))).to.equal('2 files changed +12 −4 12 lines added, 4 lines removed · Review');
    expect(host.querySelector('[part~="toggle"]')!.getAttribute('aria-expanded')).to.equal('false');
    expect(textOf(host.querySelector('[part~="editing"]'))).to.equal('Editing src/app.js…');
    expect(host.querySelector('[part~="undo-all"]'), 'nothing can be undone').to.equal(null);
    host.querySelector<HTMLElement>('[part~="keep-all"]')!.click();
    host.querySelector<HTMLElement>('[part~="toggle"]')!.click();
    expect(calls.map((call) => call[0])).to.deep.equal(['keepAll', 'toggleOpen']);
  });

  it('the scope toggle says which is shown', () => {
    const { c, calls } = context('zh-TW');
    const host = document.createElement('div');
    host.className = 'parts';
    document.body.append(host);
    render(renderScope('session', c), host);
    const options = [...host.querySelectorAll<HTMLElement>('[part~="scope-option"]')];
    expect(options.map((o) => [textOf(o), o.getAttribute('aria-pressed')])).to.deep.equal([
      ['本輪', 'false'],
      ['整個工作階段', 'true'],
    ]);
    options[0]!.click();
    expect(calls).to.deep.equal([['setScope', 'turn']]);
  });

  it('zh-TW: names and hints', () => {
    const { q } = drawFile(snippetFile('src/util.js'), false, 'zh-TW');
    expect(q('[part~="keep"]')!.getAttribute('aria-label')).to.equal('保留對 src/util.js 的變更');
    expect(textOf(q('[part~="evidence"]'))).to.equal('來自代理程式的片段；未在檔案中定位');
  });

  it('a hostile path is shown as text with its controls revealed', () => {
    const { q } = drawFile(fileChange('src/<img src=x onerror=alert(1)>\u202Etxt.exe'));
    expect(q('img')).to.equal(null);
    expect(textOf(q('[part~="path"]'))).to.equal('src/<img src=x onerror=alert(1)><U+202E>txt.exe');
  });
});
