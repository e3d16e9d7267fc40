// SPDX-License-Identifier: Apache-2.0
// <change-review> on a real store and tracker (trackChanges), fed an agent's edits through the
// client's fs: the summary row and its counts, the file list with relative paths and statuses,
// live "Editing…", the events and their details (keep, undo, redo, per hunk, keep all, undo all),
// a prevented event left unapplied, location-open, the scope toggle, zh-TW.
import { expect } from '@open-wc/testing';
import type { ChangeKeepEvent } from '../../../src/events/change-keep.js';
import type { ChangeUndoEvent } from '../../../src/events/change-undo.js';
import type { LocationOpenEvent } from '../../../src/events/location-open.js';
import { $, part, partText, textOf } from '../../helpers/dom.js';
import { waitUntil } from '../../helpers/time.js';
import { APP_AFTER, APP_BEFORE, fileRow, fileRows, inRoot, inRow, NOTES, review, SESSION, showsFiles } from './setup.js';

function listen<E extends Event>(target: EventTarget, type: string): E[] {
  const seen: E[] = [];
  target.addEventListener(type, (event) => seen.push(event as E));
  return seen;
}

describe('<change-review>', () => {
  it('renders nothing while nothing changed', async () => {
    const { el } = await review({ script: async (session) => void session.prompt('Nothing to change') });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="base"]')).to.equal(null);
  });

  it('the summary row counts the turn: files, +N −M, Review; the list shows relative paths and statuses', async () => {
    const { el } = await review();
    await showsFiles(el, 2);
    expect(partText(el, 'toggle')).to.match(/^2 files changed \+4 −1 /);
    expect(part(el, 'toggle')!.getAttribute('aria-expanded')).to.equal('false');
    expect($(el, '[part~="base"]')!.getAttribute('aria-label')).to.equal('Changes by the agent');
    expect(fileRows(el).map((row) => [textOf(inRow(row, 'path')), row.dataset.status])).to.deep.equal([
      ['src/app.js', 'modified'],
      ['NOTES.md', 'added'],
    ]);
    expect(textOf(inRow(fileRow(el, 'src/app.js'), 'counts'))).to.match(/^\+1 −1/);
    part(el, 'toggle')!.click();
    await el.updateComplete;
    expect(el.open).to.equal(true);
    expect(el.hasAttribute('open')).to.equal(true);
    expect(part(el, 'panel')!.hidden).to.equal(false);
  });

  it('says which file is being edited while its call runs', async () => {
    const { el } = await review({
      script: async (session) => {
        session.prompt('Fix the greeting');
        await session.edit('call-app', 'src/app.js', APP_AFTER, true);
      },
    });
    await waitUntil(() => partText(el, 'editing') === 'Editing src/app.js…', 'the live note');
    const row = fileRow(el, 'src/app.js')!;
    expect(inRow(row, 'keep')!.getAttribute('aria-disabled')).to.equal('true');
  });

  it('Keep fires change-keep with the plan of the file; the tracker records it', async () => {
    const { el } = await review({ open: true });
    await showsFiles(el, 2);
    const keeps = listen<ChangeKeepEvent>(el, 'change-keep');
    inRow(fileRow(el, 'src/app.js'), 'keep')!.click();
    expect(keeps).to.have.length(1);
    const [event] = keeps;
    expect(event!.bubbles && event!.composed && event!.cancelable).to.equal(true);
    expect(event!.detail).to.include({
      sessionId: SESSION,
      path: inRoot('src/app.js'),
      redo: false,
      before: APP_BEFORE,
      after: APP_AFTER,
      since: 'turn',
    });
    expect(event!.detail.hunks).to.deep.equal([]);
    await waitUntil(() => textOf(inRow(fileRow(el, 'src/app.js'), 'review-state')) === 'Kept', 'kept');
  });

  it('Undo fires change-undo and the tracker puts the text back; Redo fires change-keep with redo and writes it again', async () => {
    const { el, disk } = await review({ open: true });
    await showsFiles(el, 2);
    const undos = listen<ChangeUndoEvent>(el, 'change-undo');
    const keeps = listen<ChangeKeepEvent>(el, 'change-keep');
    inRow(fileRow(el, 'src/app.js'), 'undo')!.click();
    expect(undos[0]!.detail).to.include({ path: inRoot('src/app.js'), result: APP_BEFORE });
    await waitUntil(() => disk.files.get(inRoot('src/app.js')) === APP_BEFORE, 'the file put back');
    await waitUntil(() => inRow(fileRow(el, 'src/app.js'), 'redo'), 'Redo offered');
    inRow(fileRow(el, 'src/app.js'), 'disclosure')!.click();
    await el.updateComplete;
    expect(inRow(fileRow(el, 'src/app.js'), 'undone-note'), 'the rejected code stays on view').to.not.equal(null);
    expect(fileRow(el, 'src/app.js')!.querySelector('diff-view')).to.not.equal(null);
    inRow(fileRow(el, 'src/app.js'), 'redo')!.click();
    expect(keeps[0]!.detail).to.include({ redo: true, result: APP_AFTER });
    await waitUntil(() => disk.files.get(inRoot('src/app.js')) === APP_AFTER, 'the agent’s version back');
  });

  it('a prevented undo is left to the host: nothing written, nothing recorded', async () => {
    const { el, disk } = await review({ open: true });
    await showsFiles(el, 2);
    el.addEventListener('change-undo', (event) => event.preventDefault());
    inRow(fileRow(el, 'NOTES.md'), 'undo')!.click();
    await el.updateComplete;
    expect(disk.files.get(inRoot('NOTES.md'))).to.equal(NOTES);
    expect(inRow(fileRow(el, 'NOTES.md'), 'undo'), 'still Undo, not Redo').to.not.equal(null);
  });

  it('per hunk: Keep and Undo carry that hunk alone', async () => {
    const { el } = await review({ open: true });
    await showsFiles(el, 2);
    const keeps = listen<ChangeKeepEvent>(el, 'change-keep');
    const undos = listen<ChangeUndoEvent>(el, 'change-undo');
    inRow(fileRow(el, 'src/app.js'), 'disclosure')!.click();
    await el.updateComplete;
    const hunk = inRow(fileRow(el, 'src/app.js'), 'hunk')!;
    expect(textOf(inRow(hunk, 'hunk-header'))).to.match(/^@@ -\d+,\d+ \+\d+,\d+ @@$/);
    inRow(hunk, 'hunk-keep')!.click();
    expect(keeps[0]!.detail.hunks.map((h) => h.id)).to.deep.equal([hunk.dataset.hunkId]);
    const notesHunk =
      (inRow(fileRow(el, 'NOTES.md'), 'disclosure')!.click(), await el.updateComplete, inRow(fileRow(el, 'NOTES.md'), 'hunk')!);
    inRow(notesHunk, 'hunk-undo')!.click();
    expect(undos[0]!.detail.hunks.map((h) => h.id)).to.deep.equal([notesHunk.dataset.hunkId]);
  });

  it('Keep all and Undo all fire one event per file', async () => {
    const { el, disk } = await review();
    await showsFiles(el, 2);
    const keeps = listen<ChangeKeepEvent>(el, 'change-keep');
    part(el, 'keep-all')!.click();
    expect(keeps.map((e) => e.detail.path)).to.deep.equal([inRoot('src/app.js'), inRoot('NOTES.md')]);
    const undos = listen<ChangeUndoEvent>(el, 'change-undo');
    await waitUntil(() => part(el, 'undo-all'), 'Undo all');
    part(el, 'undo-all')!.click();
    expect(undos.map((e) => e.detail.path)).to.deep.equal([inRoot('src/app.js'), inRoot('NOTES.md')]);
    await waitUntil(() => disk.files.get(inRoot('src/app.js')) === APP_BEFORE && !disk.files.has(inRoot('NOTES.md')), 'both undone');
  });

  it('a path opens the file, a hunk header opens it at the hunk', async () => {
    const { el } = await review({ open: true });
    await showsFiles(el, 2);
    const opens = listen<LocationOpenEvent>(el, 'location-open');
    inRow(fileRow(el, 'src/app.js'), 'path')!.click();
    inRow(fileRow(el, 'src/app.js'), 'disclosure')!.click();
    await el.updateComplete;
    inRow(fileRow(el, 'src/app.js'), 'hunk-header')!.click();
    expect(opens.map((e) => e.detail)).to.deep.equal([{ path: inRoot('src/app.js') }, { path: inRoot('src/app.js'), line: 1 }]);
  });

  it('the scope toggle shows the whole session', async () => {
    const { el, session } = await review({ open: true });
    await showsFiles(el, 2);
    session.prompt('Once more');
    await session.edit('call-util', 'src/util.js', 'export const clamp = (x) => x;\n');
    await showsFiles(el, 1);
    const whole = el.shadowRoot!.querySelector<HTMLElement>('[data-scope="session"]')!;
    whole.click();
    await showsFiles(el, 3);
    expect(el.since).to.equal('session');
    expect(whole.getAttribute('aria-pressed')).to.equal('true');
  });

  it('zh-TW', async () => {
    const { el } = await review({ lang: 'zh-TW' });
    await showsFiles(el, 2);
    expect(partText(el, 'toggle')).to.match(/^2 個檔案已變更/);
    expect(inRow(fileRow(el, 'src/app.js'), 'undo')!.getAttribute('aria-label')).to.equal('復原對 src/app.js 的變更');
  });
});
