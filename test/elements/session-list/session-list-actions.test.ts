// SPDX-License-Identifier: Apache-2.0
// <session-list>'s actions: how a row opens by the agent's capabilities, which buttons it offers,
// each event's exact detail and that it is a cancelable composed request, the listbox keyboard, the
// buttons reached by Tab, and the delete confirmation (Delete key, Escape, focus after).
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import 'axe-core/axe.min.js';
import type { SessionCloseDetail } from '../../../src/events/session-close.js';
import type { SessionDeleteDetail } from '../../../src/events/session-delete.js';
import type { SessionNewDetail } from '../../../src/events/session-new.js';
import type { SessionOpenDetail } from '../../../src/events/session-open.js';
import { $, deepActive, textOf } from '../../helpers/dom.js';
import { describeViolations, WCAG_AA } from '../../helpers/wcag.js';
import { action, actionButtons, activeRow, ALL, caps, entry, listbox, LISTED, listView, record, row, SAMPLE_ROOT } from './setup.js';

const three = () => [
  entry('live', { title: 'Live one', lifecycle: 'live', updatedAt: 3 }),
  entry('listed', { title: 'Listed one', updatedAt: 2, cwd: `${SAMPLE_ROOT}/api` }),
  entry('closed', { title: 'Closed one', lifecycle: 'closed', updatedAt: 1 }),
];

/** What has the focus, by its part (and its action): comparing elements would print them whole on a failure. */
const focused = (el: Element) => {
  const active = deepActive() as HTMLElement | null;
  if (!active || !el.shadowRoot!.contains(active)) return active?.tagName ?? 'nothing';
  return [active.getAttribute('part'), active.dataset.action].filter(Boolean).join(' ');
};

const focusList = async (el: HTMLElement & { updateComplete: Promise<unknown> }) => {
  listbox(el as never).focus();
  await el.updateComplete;
};
const press = async (el: HTMLElement & { updateComplete: Promise<unknown> }, key: string) => {
  await sendKeys({ press: key });
  await el.updateComplete;
};

describe('<session-list> actions', () => {
  it('opens a session on this connection with "show", else "load", else "resume"; says why it cannot otherwise', async () => {
    for (const [capabilities, expected] of [
      [ALL, ['show', 'load', 'load']],
      [caps({ resume: true }), ['show', 'resume', 'resume']],
      [caps({}), ['show', undefined, undefined]],
    ] as const) {
      const el = await listView({ sessions: three(), capabilities, listing: LISTED });
      const opened = record<SessionOpenDetail>(el, 'session-open');
      for (const id of ['live', 'listed', 'closed']) row(el, id)!.click();
      await el.updateComplete;
      expect(opened.map((e) => e.detail.how)).to.deep.equal(expected.filter(Boolean));
      if (!expected[1]) {
        const listed = row(el, 'listed')!;
        expect(listed.getAttribute('aria-disabled')).to.equal('true');
        expect(textOf(listed.querySelector('[part~="note"]'))).to.equal('This agent cannot reopen earlier sessions.');
        // The last row clicked is active: its Open button is there, disabled, and says why.
        const open = action(el, 'open');
        expect([
          open.getAttribute('aria-disabled'),
          textOf(el.shadowRoot!.getElementById(open.getAttribute('aria-describedby')!)),
        ]).to.deep.equal(['true', 'This agent cannot reopen earlier sessions.']);
        open.click();
        expect(opened).to.have.length(1);
      }
    }
  });

  it('offers Close only for a live session of an agent that closes, Delete only where the agent deletes', async () => {
    const buttons = async (capabilities = ALL, id = 'live') => {
      const el = await listView({ sessions: three(), capabilities, sessionId: id });
      return actionButtons(el);
    };
    expect(await buttons()).to.deep.equal(['open', 'close', 'delete']);
    expect(await buttons(ALL, 'listed')).to.deep.equal(['open', 'delete']);
    expect(await buttons(ALL, 'closed')).to.deep.equal(['open', 'delete']);
    expect(await buttons(caps({ load: true, close: true }))).to.deep.equal(['open', 'close']);
    expect(await buttons(caps({ load: true }))).to.deep.equal(['open']);
  });

  it('fires each request as a cancelable, composed event with its exact detail', async () => {
    const el = await listView({ sessions: three(), capabilities: ALL, root: SAMPLE_ROOT, sessionId: 'live' });
    const opened = record<SessionOpenDetail>(el, 'session-open', true);
    const created = record<SessionNewDetail>(el, 'session-new', true);
    const closed = record<SessionCloseDetail>(el, 'session-close', true);
    const deleted = record<SessionDeleteDetail>(el, 'session-delete', true);
    row(el, 'listed')!.click();
    row(el, 'live')!.click();
    $(el, '[part~="new"]')!.click();
    await el.updateComplete;
    action(el, 'close').click();
    action(el, 'delete').click();
    await el.updateComplete;
    $(el, '[part~="confirm-delete"]')!.click();
    const checkbox = $<HTMLInputElement>(el, '[part~="folder-toggle"] input')!;
    checkbox.click();
    await el.updateComplete;
    $(el, '[part~="new"]')!.click();
    expect(opened).to.deep.equal([
      { detail: { sessionId: 'listed', how: 'load', cwd: `${SAMPLE_ROOT}/api` }, cancelable: true, composed: true },
      { detail: { sessionId: 'live', how: 'show', cwd: SAMPLE_ROOT }, cancelable: true, composed: true },
    ]);
    expect(created).to.deep.equal([
      { detail: {}, cancelable: true, composed: true },
      { detail: { cwd: SAMPLE_ROOT }, cancelable: true, composed: true },
    ]);
    expect(closed).to.deep.equal([{ detail: { sessionId: 'live' }, cancelable: true, composed: true }]);
    expect(deleted).to.deep.equal([{ detail: { sessionId: 'live' }, cancelable: true, composed: true }]);
  });

  it('keyboard: the listbox starts on the current row; arrows, Home, End move; Enter opens; typing goes to the filter', async () => {
    const sessions = Array.from({ length: 14 }, (_, i) => entry(`s${i}`, { title: `Session ${i}`, updatedAt: 100 - i }));
    const el = await listView({ sessions, capabilities: ALL, sessionId: 's2', height: 300 });
    const opened = record<SessionOpenDetail>(el, 'session-open');
    await focusList(el);
    const at = () => activeRow(el)?.dataset.sessionId;
    expect(at()).to.equal('s2');
    await press(el, 'ArrowDown');
    expect(at()).to.equal('s3');
    await press(el, 'ArrowUp');
    await press(el, 'ArrowUp');
    expect(at()).to.equal('s1');
    await press(el, 'End');
    expect(at()).to.equal('s13');
    await press(el, 'ArrowDown');
    expect(at(), 'no wrapping').to.equal('s13');
    const scroller = $(el, '.scroller')!;
    const r = activeRow(el)!.getBoundingClientRect();
    const box = scroller.getBoundingClientRect();
    expect(r.bottom <= box.bottom + 1 && r.top >= box.top - 1, 'the active row is scrolled into view').to.equal(true);
    await press(el, 'PageUp');
    expect(at()).to.equal('s3');
    await press(el, 'Home');
    expect(at()).to.equal('s0');
    await press(el, 'Enter');
    expect(opened.map((e) => e.detail.sessionId)).to.deep.equal(['s0']);
    expect(activeRow(el)!.classList.contains('active')).to.equal(true);
    await sendKeys({ type: 'Ses' });
    await el.updateComplete;
    expect($<HTMLInputElement>(el, '[part~="filter"]')!.value).to.equal('Ses');
    expect(focused(el)).to.equal('filter');
    await press(el, 'ArrowDown');
    expect(focused(el)).to.equal('list');
    expect(at()).to.equal('s0');
  });

  it('Tab goes from the listbox to the active row’s buttons, named after it', async () => {
    const el = await listView({ sessions: three(), capabilities: ALL, sessionId: 'live' });
    await focusList(el);
    await press(el, 'Tab');
    expect(focused(el)).to.equal('action open');
    expect($(el, '[part~="actions"]')!.getAttribute('aria-label')).to.equal('Actions for Live one');
    // The buttons in place of the row's time: still what axe wants of the row's name.
    const { violations } = await window.axe.run(el, WCAG_AA);
    expect(
      violations.map((v) => v.id),
      describeViolations(violations),
    ).to.deep.equal([]);
    await press(el, 'Tab');
    expect(focused(el)).to.equal('action close');
    const closed = record<SessionCloseDetail>(el, 'session-close');
    await press(el, 'Enter');
    expect(closed.map((e) => e.detail)).to.deep.equal([{ sessionId: 'live' }]);
    expect(focused(el), 'the list keeps the focus').to.equal('list');
    // The buttons sit over their row.
    const actions = $(el, '[part~="actions"]')!.getBoundingClientRect();
    const live = row(el, 'live')!.getBoundingClientRect();
    expect(Math.abs(actions.top - live.top)).to.be.lessThan(1);
  });

  it('Delete asks first, inline: Escape keeps the session, the confirm button deletes it and the keyboard moves on', async () => {
    const el = await listView({ sessions: three(), capabilities: ALL, sessionId: 'live' });
    const deleted = record<SessionDeleteDetail>(el, 'session-delete');
    await focusList(el);
    await press(el, 'ArrowDown');
    await press(el, 'Delete');
    const confirm = $(el, '[part~="confirm"]')!;
    expect(textOf(confirm.querySelector('#confirm-question'))).to.equal('Delete “Listed one”?');
    expect(focused(el)).to.equal('confirm-delete');
    await press(el, 'Escape');
    expect($(el, '[part~="confirm"]')).to.equal(null);
    expect(focused(el)).to.equal('list');
    expect(deleted).to.deep.equal([]);
    await press(el, 'Delete');
    await press(el, 'Tab');
    expect(focused(el)).to.equal('confirm-cancel');
    await press(el, 'Enter');
    expect($(el, '[part~="confirm"]')).to.equal(null);
    expect(focused(el)).to.equal('list');
    await press(el, 'Delete');
    await press(el, 'Enter');
    expect(deleted.map((e) => e.detail)).to.deep.equal([{ sessionId: 'listed' }]);
    expect(focused(el)).to.equal('list');
    expect(activeRow(el)!.dataset.sessionId, 'on to the next row').to.equal('closed');
    // The host removes it: the list stays on the row it moved to.
    el.sessions = three().filter((s) => s.sessionId !== 'listed');
    await el.updateComplete;
    expect(activeRow(el)!.dataset.sessionId).to.equal('closed');
  });

  it('a confirmation whose row went away goes with it, and the focus returns to the list', async () => {
    const el = await listView({ sessions: three(), capabilities: ALL, sessionId: 'listed' });
    await focusList(el);
    await press(el, 'Delete');
    expect(focused(el)).to.equal('confirm-delete');
    el.sessions = three().filter((s) => s.sessionId !== 'listed');
    await el.updateComplete;
    expect($(el, '[part~="confirm"]')).to.equal(null);
    expect(focused(el)).to.equal('list');
  });

  it('the Delete key does nothing where the agent cannot delete', async () => {
    const el = await listView({ sessions: three(), capabilities: caps({ load: true }) });
    await focusList(el);
    await press(el, 'Delete');
    expect($(el, '[part~="confirm"]')).to.equal(null);
  });

  it('the pointer brings the buttons to the row it is over', async () => {
    const el = await listView({ sessions: three(), capabilities: ALL, sessionId: 'live' });
    row(el, 'closed')!.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(activeRow(el)!.dataset.sessionId).to.equal('closed');
    expect($(el, '[part~="actions"]')!.getAttribute('aria-label')).to.equal('Actions for Closed one');
  });
});
