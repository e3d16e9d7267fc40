// SPDX-License-Identifier: Apache-2.0
// <connection-status> in Chromium, driven by a real connectAcp (to a port nobody listens on, so it
// reconnects) and by a stand-in connection for the states that need an agent.
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/elements/connection-status/connection-status.js';
import { connectAcp, ConnectionStatusEvent, type AcpConnection, type ConnectionStatusDetail } from '../../../src/connection/index.js';
import type { ConnectionStatusElement } from '../../../src/elements/connection-status/connection-status.js';
import { createToolCallStore } from '../../../src/state/index.js';
import { partText } from '../../helpers/dom.js';
import { waitUntil } from '../../helpers/time.js';

const text = partText;

/** Enough of a connection for the element: an EventTarget with the fields it reads. */
function standIn(fields: Partial<AcpConnection>): AcpConnection & { emit(detail: ConnectionStatusDetail): void; retries: number } {
  const target = new EventTarget() as AcpConnection & { emit(detail: ConnectionStatusDetail): void; retries: number };
  Object.assign(target, { mode: 'client', status: 'connecting', retries: 0, ...fields });
  target.retry = () => void (target.retries += 1);
  target.emit = (detail) => {
    (target as { status: string }).status = detail.status;
    target.dispatchEvent(new ConnectionStatusEvent(detail));
  };
  return target;
}

describe('<connection-status>', () => {
  let connection: AcpConnection | undefined;
  afterEach(() => connection?.close());

  it('says so when no connection is set', async () => {
    const el = await fixture<ConnectionStatusElement>(html`<connection-status></connection-status>`);
    expect(el.getAttribute('status')).to.equal('none');
    expect(text(el, 'label')).to.equal('Not connected');
    await expect(el).to.be.accessible();
  });

  it('follows a real connection that cannot reach its agent: reconnecting, the delay, and Retry now', async () => {
    connection = connectAcp('ws://127.0.0.1:9/acp', {
      store: createToolCallStore(),
      reconnect: { initialDelayMs: 60_000, maxDelayMs: 60_000 },
      permissionTarget: new EventTarget(),
    });
    const el = await fixture<ConnectionStatusElement>(html`<connection-status .connection=${connection}></connection-status>`);
    await waitUntil(() => el.getAttribute('status') === 'reconnecting' && text(el, 'detail') !== '', 'reconnecting', { timeout: 4_000 });
    expect(text(el, 'label')).to.equal('Reconnecting');
    expect(text(el, 'detail')).to.equal('retry in 60 s · The socket closed (code 1006)');
    const region = el.shadowRoot!.querySelector('[part~="base"]')!;
    expect(region.getAttribute('role')).to.equal('status');
    await expect(el).to.be.accessible();
    const seen: string[] = [];
    connection.addEventListener('connection-status', (event) => seen.push(event.detail.status));
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    // At once (not in 60 s): a new attempt, which fails again and waits again.
    await waitUntil(() => seen.length >= 2, 'a new attempt', { timeout: 4_000 });
    expect(seen.slice(0, 2)).to.deep.equal(['reconnecting', 'reconnecting']);
    await el.updateComplete;
    expect(text(el, 'detail')).to.equal('retry in 60 s · attempt 2 · The socket closed (code 1006)');
  });

  it('names the agent when ready, and marks a read-only view', async () => {
    const fake = standIn({ agentInfo: { name: 'demo', title: 'Demo agent', version: '1' } });
    const el = await fixture<ConnectionStatusElement>(html`<connection-status .connection=${fake}></connection-status>`);
    fake.emit({ status: 'ready', attempt: 0 });
    await el.updateComplete;
    expect(el.getAttribute('status')).to.equal('ready');
    expect(text(el, 'label')).to.equal('Connected');
    expect(text(el, 'detail')).to.equal('to Demo agent');
    expect(el.shadowRoot!.querySelector('[part~="retry"]')).to.equal(null);
    const observer = standIn({ mode: 'observe' });
    el.connection = observer;
    observer.emit({ status: 'ready', attempt: 0 });
    await el.updateComplete;
    expect(text(el, 'label')).to.equal('Watching (read-only)');
    // The old connection no longer drives it.
    fake.emit({ status: 'failed', attempt: 3, reason: 'gone' });
    await el.updateComplete;
    expect(el.getAttribute('status')).to.equal('ready');
  });

  it('shows the failure reason as text, clipped, and offers a retry', async () => {
    const fake = standIn({});
    const el = await fixture<ConnectionStatusElement>(html`<connection-status .connection=${fake}></connection-status>`);
    fake.emit({ status: 'failed', attempt: 4, reason: `<img src=x onerror=alert(1)>${'x'.repeat(500)}` });
    await el.updateComplete;
    expect(text(el, 'label')).to.equal('Connection failed');
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(text(el, 'detail').length).to.equal(200);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="retry"]')!.click();
    expect(fake.retries).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it("waits for a sign-in with the agent's message, offering no retry, in each language", async () => {
    const fake = standIn({});
    const wrapper = await fixture<HTMLElement>(html`<div lang="en"><connection-status .connection=${fake}></connection-status></div>`);
    const el = wrapper.querySelector('connection-status')!;
    fake.emit({ status: 'sign-in-required', attempt: 0, reason: 'Authentication required' });
    await el.updateComplete;
    expect(el.getAttribute('status')).to.equal('sign-in-required');
    expect(text(el, 'label')).to.equal('Sign-in required');
    expect(text(el, 'detail')).to.contain('Authentication required');
    expect(el.shadowRoot!.querySelector('[part~="retry"]'), 'retrying would not sign in').to.equal(null);
    await expect(el).to.be.accessible();
    for (const [lang, label] of [
      ['zh-CN', '需要登录'],
      ['zh-TW', '需要登入'],
    ]) {
      wrapper.setAttribute('lang', lang);
      el.requestUpdate();
      await el.updateComplete;
      expect(text(el, 'label')).to.equal(label);
    }
  });

  it('speaks Simplified and Traditional Chinese', async () => {
    const fake = standIn({});
    const el = await fixture<ConnectionStatusElement>(
      html`<div lang="zh-TW"><connection-status .connection=${fake}></connection-status></div>`,
    );
    const status = el.querySelector('connection-status')!;
    fake.emit({ status: 'reconnecting', attempt: 2, retryInMs: 2000 });
    await status.updateComplete;
    expect(text(status, 'label')).to.equal('正在重新連線');
    expect(text(status, 'detail')).to.equal('2 秒後重試 · 第 2 次嘗試');
    el.setAttribute('lang', 'zh-CN');
    status.requestUpdate();
    await status.updateComplete;
    expect(text(status, 'label')).to.equal('正在重新连接');
  });

  it('removes its listener when taken out of the page', async () => {
    const fake = standIn({});
    const el = await fixture<ConnectionStatusElement>(html`<connection-status .connection=${fake}></connection-status>`);
    el.remove();
    fake.emit({ status: 'ready', attempt: 0 });
    await el.updateComplete;
    expect(el.getAttribute('status')).to.equal('connecting');
  });
});
