// SPDX-License-Identifier: Apache-2.0
// The store → element bridge: per-frame reads, and the beat (`minIntervalMs`) that a list of a
// fast stream renders on.
import { expect, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import { StoreController } from '../../src/controllers/store-controller.js';
import { createToolCallStore, selectToolCalls, type ToolCallState } from '../../src/state/index.js';

const SESSION = 's1';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function toolCall(id: string) {
  return { jsonrpc: '2.0', method: 'session/update', params: { sessionId: SESSION, update: { sessionUpdate: 'tool_call', toolCallId: id, title: id, status: 'pending' } } };
}

/** Counts its updates and remembers how many calls each one saw. */
class Probe extends LitElement {
  feed!: StoreController<ToolCallState>;
  seen: number[] = [];
  override update(changed: Map<PropertyKey, unknown>): void {
    super.update(changed);
    const state = this.feed.value;
    this.seen.push(state ? selectToolCalls(state, SESSION).length : 0);
  }
}
customElements.define('store-controller-probe', Probe);

function probe(options: { perFrame?: boolean; minIntervalMs?: number }) {
  const store = createToolCallStore();
  const el = document.createElement('store-controller-probe') as Probe;
  el.feed = new StoreController<ToolCallState>(el, { select: (state) => state, ...options });
  el.feed.setStore(store);
  document.body.append(el);
  return { store, el };
}

/** Dispatches `count` new calls, one every `everyMs`. */
async function stream(store: ReturnType<typeof createToolCallStore>, count: number, everyMs: number) {
  for (let i = 0; i < count; i++) {
    store.dispatch(toolCall(`c${i}`), { from: 'agent', receivedAt: i });
    await sleep(everyMs);
  }
}

describe('StoreController', () => {
  afterEach(() => document.querySelectorAll('store-controller-probe').forEach((el) => el.remove()));

  it('without perFrame, reads every dispatch', async () => {
    const { store, el } = probe({});
    await el.updateComplete;
    for (let i = 0; i < 5; i++) store.dispatch(toolCall(`c${i}`), { from: 'agent', receivedAt: i });
    await el.updateComplete;
    // Lit batches the five requestUpdate calls; the value read is the latest.
    expect(el.seen.at(-1)).to.equal(5);
  });

  it('with a beat, a fast stream lands in a few updates, the last one complete', async () => {
    const { store, el } = probe({ perFrame: true, minIntervalMs: 200 });
    await el.updateComplete;
    const before = el.seen.length;
    const started = performance.now();
    // 40 dispatches 10 ms apart: at least 400 ms; every frame would be some 24 updates.
    await stream(store, 40, 10);
    // Nothing is lost: an update comes that saw every call.
    await waitUntil(() => el.seen.at(-1) === 40, 'no update saw all 40 calls', { timeout: 5_000 });
    await sleep(250); // a beat more, for any read that should not come
    const elapsed = performance.now() - started;
    const updates = el.seen.length - before;
    expect(el.seen.at(-1)).to.equal(40);
    // One read per 200 ms beat at most (plus the first, which waits for no beat).
    expect(updates).to.be.at.most(Math.ceil(elapsed / 200) + 1);
    expect(updates).to.be.at.least(2);
  });

  it('requestHostUpdate updates the host on the beat even when the store did not change', async () => {
    const { el } = probe({ perFrame: true, minIntervalMs: 50 });
    await el.updateComplete;
    const before = el.seen.length;
    el.feed.requestHostUpdate();
    el.feed.requestHostUpdate();
    await sleep(150);
    expect(el.seen.length - before, 'one update for both requests').to.equal(1);
  });

  it('stops reading when disconnected', async () => {
    const { store, el } = probe({ perFrame: true, minIntervalMs: 50 });
    await el.updateComplete;
    store.dispatch(toolCall('c0'), { from: 'agent', receivedAt: 0 });
    el.remove();
    const before = el.seen.length;
    await sleep(150);
    expect(el.seen.length).to.equal(before);
  });
});
