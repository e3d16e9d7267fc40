// SPDX-License-Identifier: Apache-2.0
// <session-list>'s pages: the first asked for once the agent can list, the next as the end of the
// rows comes on screen (an IntersectionObserver sentinel), never while one is out, after a failure
// (the user retries) or a cursor loop; "This folder only"; an agent that cannot list; and the list
// following a real store fed with wire messages.
import { expect } from '@open-wc/testing';
import type { SessionListMoreDetail } from '../../../src/events/session-list-more.js';
import { createToolCallStore } from '../../../src/state/index.js';
import { $, textOf } from '../../helpers/dom.js';
import { waitUntil } from '../../helpers/time.js';
import { request, result } from '../../helpers/wire.js';
import { ALL, caps, entry, LISTED, listView, record, rows, SAMPLE_ROOT, titles } from './setup.js';

const many = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => entry(`s${from + i}`, { title: `Session ${from + i}`, updatedAt: 1_000_000 - from - i }));

const scrollToEnd = (el: Element) => {
  const scroller = $(el, '.scroller')!;
  scroller.scrollTop = scroller.scrollHeight;
};

describe('<session-list> paging', () => {
  it('asks for the first page once, when the agent can list and nothing was listed; again after it left the page', async () => {
    const el = document.createElement('session-list');
    const asked = record<SessionListMoreDetail>(el, 'session-list-more');
    el.capabilities = ALL;
    document.body.append(el);
    await el.updateComplete;
    el.sessionId = 'x';
    await el.updateComplete;
    expect(asked).to.deep.equal([{ detail: {}, cancelable: true, composed: true }]);
    el.remove();
    document.body.append(el);
    await el.updateComplete;
    expect(asked).to.have.length(2);
    el.listing = LISTED;
    await el.updateComplete;
    expect(asked, 'listed: nothing more to ask without a cursor').to.have.length(2);
    el.remove();
  });

  it('asks for nothing when the agent cannot list, or before anything says what it can', async () => {
    for (const capabilities of [caps({ load: true }), undefined]) {
      const wrapper = document.createElement('div');
      const el = document.createElement('session-list');
      const asked = record<SessionListMoreDetail>(el, 'session-list-more');
      el.capabilities = capabilities;
      wrapper.append(el);
      document.body.append(wrapper);
      await el.updateComplete;
      expect(asked).to.deep.equal([]);
      wrapper.remove();
    }
  });

  it('asks for the next page as the end comes on screen, once per cursor, never while one is out', async () => {
    const el = await listView({ sessions: many(12), capabilities: ALL, listing: { ...LISTED, nextCursor: 'c2' }, height: 240 });
    const asked = record<SessionListMoreDetail>(el, 'session-list-more');
    await el.updateComplete;
    expect(asked, 'the end is not on screen').to.deep.equal([]);
    scrollToEnd(el);
    await waitUntil(() => asked.length === 1, 'a page asked for');
    expect(asked[0]).to.deep.equal({ detail: { cursor: 'c2' }, cancelable: true, composed: true });
    el.listing = { ...LISTED, nextCursor: 'c2', loading: true };
    await el.updateComplete;
    expect(textOf($(el, '[role="status"]'))).to.equal('Loading sessions…');
    el.sessions = [...many(12), ...many(12, 12)];
    el.listing = { ...LISTED, nextCursor: 'c3' };
    await el.updateComplete;
    expect(rows(el)).to.have.length(24);
    scrollToEnd(el);
    await waitUntil(() => asked.length === 2, 'the next page asked for');
    expect(asked.map((e) => e.detail)).to.deep.equal([{ cursor: 'c2' }, { cursor: 'c3' }]);
    el.requestUpdate();
    await el.updateComplete;
    expect(asked, 'not twice for one cursor').to.have.length(2);
  });

  it('a list shorter than its box asks for the next page at once', async () => {
    const el = await listView({ sessions: many(2), capabilities: ALL, listing: { ...LISTED, nextCursor: 'c2' }, height: 400 });
    const asked = record<SessionListMoreDetail>(el, 'session-list-more');
    el.requestUpdate();
    await waitUntil(() => asked.length === 1, 'a page asked for');
    expect(asked[0]!.detail).to.deep.equal({ cursor: 'c2' });
  });

  it('stops at a cursor loop and says so; after a failure it waits for "Try again"', async () => {
    const el = await listView({
      sessions: many(2),
      capabilities: ALL,
      listing: { ...LISTED, nextCursor: 'c2', cursorLoop: true },
      height: 400,
    });
    const asked = record<SessionListMoreDetail>(el, 'session-list-more');
    el.requestUpdate();
    await el.updateComplete;
    expect(textOf($(el, '[part~="loop"]'))).to.equal('The agent sent the same page twice, so no more are loaded.');
    el.listing = { ...LISTED, nextCursor: 'c3', error: { code: -32603, message: 'Internal error' } };
    await el.updateComplete;
    expect(textOf($(el, '[part~="list-error"]'))).to.equal('Could not list sessions: Internal error Try again');
    expect($(el, '[part~="list-error"]')!.getAttribute('role')).to.equal('alert');
    expect(asked).to.deep.equal([]);
    $(el, '[part~="retry"]')!.click();
    expect(asked.map((e) => e.detail)).to.deep.equal([{ cursor: 'c3' }]);
  });

  it('"This folder only" lists the root’s sessions and asks for that directory’s first page; off again, for all', async () => {
    const sessions = [entry('root', { updatedAt: 3 }), entry('api', { cwd: `${SAMPLE_ROOT}/api`, updatedAt: 2 })];
    const el = await listView({ sessions, capabilities: ALL, listing: LISTED, root: SAMPLE_ROOT });
    const asked = record<SessionListMoreDetail>(el, 'session-list-more');
    const box = $<HTMLInputElement>(el, '[part~="folder-toggle"] input')!;
    box.click();
    await el.updateComplete;
    expect(rows(el).map((r) => r.dataset.sessionId)).to.deep.equal(['root']);
    box.click();
    await el.updateComplete;
    expect(rows(el)).to.have.length(2);
    expect(asked.map((e) => e.detail)).to.deep.equal([{ cwd: SAMPLE_ROOT }, {}]);
  });

  it('an agent that cannot list: the sessions this page saw, and a note that says so', async () => {
    const el = await listView({
      sessions: [entry('seen', { title: 'Seen here', lifecycle: 'live', seen: true })],
      capabilities: caps({ load: true }),
    });
    expect(textOf($(el, '[part~="notice"]'))).to.equal('This agent cannot list its sessions: these are the ones this page has seen.');
    expect(titles(el)).to.deep.equal(['Seen here']);
    expect($(el, '[part~="more"]')).to.equal(null);
  });

  it('follows a store: capabilities from initialize, the first page asked for, the listed sessions drawn', async () => {
    const store = createToolCallStore();
    const el = document.createElement('session-list');
    const asked = record<SessionListMoreDetail>(el, 'session-list-more');
    el.store = store;
    document.body.append(el);
    await el.updateComplete;
    const agentCapabilities = { loadSession: true, sessionCapabilities: { list: {}, resume: {}, close: {}, delete: {} } };
    store.dispatch(request(0, 'initialize', { protocolVersion: 1, clientCapabilities: {} }), { from: 'client' });
    store.dispatch(result(0, { protocolVersion: 1, agentCapabilities }), { from: 'agent' });
    await waitUntil(() => asked.length === 1, 'the first page asked for');
    expect(asked[0]!.detail).to.deep.equal({});
    store.dispatch(request(1, 'session/list', {}), { from: 'client' });
    const sessions = [
      { sessionId: 'a', cwd: SAMPLE_ROOT, title: 'Fix the greeting', updatedAt: new Date().toISOString() },
      { sessionId: 'b', cwd: SAMPLE_ROOT, title: 'Refactor the parser' },
    ];
    store.dispatch(result(1, { sessions, nextCursor: 'c2' }), { from: 'agent' });
    await waitUntil(() => rows(el).length === 2, 'the listed sessions');
    expect(titles(el)).to.deep.equal(['Fix the greeting', 'Refactor the parser']);
    el.remove();
  });
});
