// SPDX-License-Identifier: Apache-2.0
// "Restore to here" under each prompt of <session-thread>: offered only when every file changed
// from that turn on can be put back exactly, confirmed with the list of files, and carried out by
// the real tracker (trackChanges) through a host file system kept in memory.
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/define.js';
import type { SessionThread } from '../../../src/index.js';
import { selectCheckpoint } from '../../../src/changes/index.js';
import type { CheckpointRestoreEvent } from '../../../src/events/checkpoint-restore.js';
import { changeSession, MemoryFs, threeTurnSession } from '../../helpers/changes.js';
import { onDemandModulesLoaded } from '../../helpers/on-demand.js';
import 'axe-core/axe.min.js';
import { describeViolations, WCAG_AA } from '../../helpers/wcag.js';
import { waitUntil } from '../../helpers/time.js';

before(onDemandModulesLoaded);

const ROOT = '/repo';
const A = `${ROOT}/a.txt`;
const B = `${ROOT}/src/b.txt`;
const C = `${ROOT}/new.txt`;

/** Three turns: a edited; b edited and c created; a edited again. Every write goes through the tracker's fs. */
async function threeTurns(options: { target?: EventTarget | null } = {}) {
  const session = threeTurnSession({ root: ROOT, target: options.target ?? null });
  const turns = await session.done;
  return { disk: session.disk, s: session, turns };
}

async function thread(s: ReturnType<typeof changeSession>, lang = 'en'): Promise<SessionThread> {
  const el = await fixture<SessionThread>(
    html`<session-thread .store=${s.store} .changes=${s.tracker} session-id=${s.sessionId} root=${ROOT} lang=${lang}></session-thread>`,
  );
  await waitUntil(() => el.shadowRoot!.querySelectorAll('.checkpoint').length > 0, 'the checkpoints drawn');
  return el;
}

async function expectAccessible(el: HTMLElement): Promise<void> {
  const { violations } = await window.axe.run(el, WCAG_AA);
  expect(violations, describeViolations(violations)).to.have.length(0);
}

const userEntries = (el: SessionThread) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-kind="user"]')];

describe('<session-thread> checkpoints', () => {
  it('offers "Restore to here" under each prompt, with how many files changed since', async () => {
    const { s } = await threeTurns();
    const el = await thread(s);
    const hints = userEntries(el).map((entry) => entry.querySelector('.checkpoint .muted')?.textContent?.trim());
    // From the first prompt on: a, b, c; from the second: b, c and a (edited again in the third); from the third: a.
    expect(hints).to.deep.equal(['3 files changed since', '3 files changed since', '1 file changed since']);
    await expectAccessible(el);
  });

  it('asks first, listing the files relative to the root; cancelling writes nothing and gives focus back', async () => {
    const { s, disk } = await threeTurns();
    const el = await thread(s);
    const fired: CheckpointRestoreEvent[] = [];
    el.addEventListener('checkpoint-restore', (event) => fired.push(event));
    const second = () => userEntries(el)[1]!;
    second().querySelector<HTMLButtonElement>('.restore')!.click();
    await waitUntil(() => second().querySelector('.checkpoint.confirming'), 'the confirmation');
    const listed = [...second().querySelectorAll('.checkpoint-files li')].map((li) => li.textContent!.trim());
    expect(listed).to.have.members(['src/b.txt', 'new.txt', 'a.txt']);
    await waitUntil(() => el.shadowRoot!.activeElement?.classList.contains('confirm'), 'focus on the confirm button');
    await expectAccessible(el);
    second().querySelector<HTMLButtonElement>('.cancel')!.click();
    await waitUntil(() => el.shadowRoot!.activeElement?.classList.contains('restore'), 'focus back on Restore to here');
    expect(fired).to.have.length(0);
    expect(disk.files.get(A)).to.equal('three\n');
  });

  it('restores the files, not the conversation: every file as it was before that prompt, byte for byte', async () => {
    const { s, disk, turns } = await threeTurns({ target: document });
    const el = await thread(s);
    const fired: CheckpointRestoreEvent[] = [];
    el.addEventListener('checkpoint-restore', (event) => fired.push(event));
    const second = userEntries(el)[1]!;
    second.querySelector<HTMLButtonElement>('.restore')!.click();
    await waitUntil(() => second.querySelector('.confirm'), 'the confirmation');
    second.querySelector<HTMLButtonElement>('.confirm')!.click();
    expect(fired).to.have.length(1);
    expect(fired[0]!.detail.turn).to.equal(turns[1]);
    expect(fired[0]!.detail.files.map((file) => file.path)).to.have.members([A, B, C]);
    await waitUntil(() => disk.files.get(A) === 'two\n' && !disk.files.has(C), 'the files put back');
    expect(disk.files.get(B)).to.equal('b\r\nline\r\n');
    expect(userEntries(el)).to.have.length(3);
  });

  it('a host with its own buffers prevents the event: nothing is written', async () => {
    const { s, disk } = await threeTurns({ target: document });
    const el = await thread(s);
    el.addEventListener('checkpoint-restore', (event) => event.preventDefault());
    const third = userEntries(el)[2]!;
    third.querySelector<HTMLButtonElement>('.restore')!.click();
    await waitUntil(() => third.querySelector('.confirm'), 'the confirmation');
    third.querySelector<HTMLButtonElement>('.confirm')!.click();
    await s.tracker.settled();
    expect(disk.files.get(A)).to.equal('three\n');
  });

  it('offers nothing while a call still edits a file changed since, or without file access that writes', async () => {
    const disk = new MemoryFs({ [A]: 'one\n' });
    const s = changeSession({ fs: disk });
    const turn = s.prompt('edit');
    s.call('t1', { kind: 'edit', locations: [{ path: A }] });
    await s.write(A, 'two\n');
    await s.tracker.settled();
    expect(selectCheckpoint(s.tracker.getState(), s.sessionId, turn)?.restorable).to.equal(false);
    const el = await fixture<SessionThread>(
      html`<session-thread .store=${s.store} .changes=${s.tracker} session-id=${s.sessionId}></session-thread>`,
    );
    await waitUntil(() => userEntries(el).length === 1, 'the prompt drawn');
    expect(el.shadowRoot!.querySelector('.checkpoint')).to.equal(null);

    const observer = changeSession();
    observer.prompt('edit');
    observer.read(A, 'one\n');
    observer.call('t1', { kind: 'edit', content: [{ type: 'diff', path: A, oldText: 'one', newText: 'two' }] });
    observer.end('t1');
    const watched = await fixture<SessionThread>(
      html`<session-thread .store=${observer.store} .changes=${observer.tracker} session-id=${observer.sessionId}></session-thread>`,
    );
    await waitUntil(() => userEntries(watched).length === 1, 'the prompt drawn');
    expect(watched.shadowRoot!.querySelector('.checkpoint')).to.equal(null);
  });

  it('speaks Traditional Chinese', async () => {
    const { s } = await threeTurns();
    const el = await thread(s, 'zh-TW');
    const first = userEntries(el)[0]!;
    expect(first.querySelector('.restore')!.textContent!.trim()).to.equal('還原到此處');
    expect(first.querySelector('.checkpoint .muted')!.textContent!.trim()).to.equal('此後變更了 3 個檔案');
  });
});
