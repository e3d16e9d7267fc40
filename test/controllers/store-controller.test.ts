// SPDX-License-Identifier: Apache-2.0
// The store → element bridge: reads on every dispatch, or throttled to the ticker's beats
// (`throttleMs`) for a list of a fast stream; `select` picks what the element is given.
// Driven by the manual clock.
import { expect } from '@open-wc/testing';
import { LitElement } from 'lit';
import { StoreController } from '../../src/controllers/store-controller.js';
import { createToolCallStore, selectToolCalls, type ToolCallState } from '../../src/state/index.js';
import { withManualClock } from '../helpers/clock.js';
import * as wire from '../helpers/wire.js';

const SESSION = 's1';

const toolCall = (id: string, sessionId = SESSION) => wire.toolCall(sessionId, id, { title: id, status: 'pending' });

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

function probe(options: { throttleMs?: number }) {
  const store = createToolCallStore();
  const el = document.createElement('store-controller-probe') as Probe;
  el.feed = new StoreController<ToolCallState>(el, { select: (state) => state, ...options });
  el.feed.setStore(store);
  document.body.append(el);
  return { store, el };
}

describe('StoreController', () => {
  const clock = withManualClock(1_000);
  afterEach(() => {
    document.querySelectorAll('store-controller-probe, store-select-probe').forEach((el) => el.remove());
  });

  it('without a throttle, reads every dispatch', async () => {
    const { store, el } = probe({});
    await el.updateComplete;
    for (let i = 0; i < 5; i++) store.dispatch(toolCall(`c${i}`), { from: 'agent', receivedAt: i });
    await el.updateComplete;
    // Lit batches the five requestUpdate calls; the value read is the latest.
    expect(el.seen.at(-1)).to.equal(5);
  });

  it('with a throttle, a fast stream lands in a few updates, the last one complete', async () => {
    const { store, el } = probe({ throttleMs: 200 });
    await el.updateComplete;
    const before = el.seen.length;
    // 40 dispatches 10 ms apart, a frame after each: every frame would be 40 updates.
    for (let i = 0; i < 40; i++) {
      store.dispatch(toolCall(`c${i}`), { from: 'agent', receivedAt: i });
      clock.advance(10);
      clock.frame();
      await el.updateComplete;
    }
    // Nothing is lost: an update comes that saw every call.
    clock.run(300);
    await el.updateComplete;
    expect(el.seen.at(-1)).to.equal(40);
    // The first read at the next frame, then one per 200 ms beat (at 1200 and 1400): at most one
    // read per 200 ms, plus the first, which waits for no beat.
    const updates = el.seen.slice(before);
    expect(updates.length).to.be.at.most(Math.ceil(400 / 200) + 1);
    expect(updates, 'what each read saw').to.deep.equal([1, 20, 40]);
  });

  it('with a throttle under a beat, reads once a frame: each frame sees the changes made before it', async () => {
    const { store, el } = probe({ throttleMs: 1 });
    await el.updateComplete;
    const before = el.seen.length;
    for (let i = 0; i < 6; i++) {
      // Two dispatches between frames, 10 ms apart: one read per frame, none waits for a beat.
      store.dispatch(toolCall(`a${i}`), { from: 'agent', receivedAt: i });
      store.dispatch(toolCall(`b${i}`), { from: 'agent', receivedAt: i });
      clock.advance(10);
      expect(el.seen.length - before, 'no read between frames').to.equal(i);
      clock.frame();
      await el.updateComplete;
    }
    expect(el.seen.slice(before), 'what each frame read').to.deep.equal([2, 4, 6, 8, 10, 12]);
  });

  it('shows the first change after a quiet spell at the next frame, without waiting for a beat', async () => {
    const { store, el } = probe({ throttleMs: 1_000 });
    await el.updateComplete;
    const before = el.seen.length;
    clock.advance(1_234);
    store.dispatch(toolCall('c0'), { from: 'agent', receivedAt: 0 });
    clock.frame();
    await el.updateComplete;
    expect(el.seen.slice(before)).to.deep.equal([1]);
  });

  it('gives the element what select picked, and updates it only when that changes', async () => {
    class SelectProbe extends LitElement {
      feed = new StoreController(this, { select: (state: ToolCallState) => selectToolCalls(state, SESSION) });
      updates = 0;
      override update(changed: Map<PropertyKey, unknown>): void {
        super.update(changed);
        this.updates++;
      }
    }
    if (!customElements.get('store-select-probe')) customElements.define('store-select-probe', SelectProbe);
    const store = createToolCallStore();
    const el = document.createElement('store-select-probe') as SelectProbe;
    el.feed.setStore(store);
    document.body.append(el);
    await el.updateComplete;
    const before = el.updates;
    store.dispatch(toolCall('c0'), { from: 'agent', receivedAt: 0 });
    await el.updateComplete;
    expect(el.feed.value?.map((call) => call.toolCallId)).to.deep.equal(['c0']);
    expect(el.updates - before, 'its session changed').to.equal(1);
    const selected = el.feed.value;
    store.dispatch(toolCall('other', 's2'), { from: 'agent', receivedAt: 1 });
    await el.updateComplete;
    expect(el.feed.value, 'another session: the same selection').to.equal(selected);
    expect(el.updates - before, 'no update for another session').to.equal(1);
  });

  it('throttled readers of one store share one subscription and read together; the last one to go unsubscribes', async () => {
    const store = createToolCallStore();
    let listening = 0;
    // The real store, its subscriptions counted.
    const counted = {
      ...store,
      subscribe(listener: Parameters<typeof store.subscribe>[0]) {
        listening++;
        const off = store.subscribe(listener);
        return () => {
          listening--;
          return off();
        };
      },
    };
    const readers = Array.from({ length: 50 }, () => {
      const el = document.createElement('store-controller-probe') as Probe;
      el.feed = new StoreController<ToolCallState>(el, { select: (state) => state, throttleMs: 100 });
      el.feed.setStore(counted);
      document.body.append(el);
      return el;
    });
    const unthrottled = document.createElement('store-controller-probe') as Probe;
    unthrottled.feed = new StoreController<ToolCallState>(unthrottled, { select: (state) => state });
    unthrottled.feed.setStore(counted);
    document.body.append(unthrottled);
    expect(listening, 'one for the 50 throttled readers, one for the other').to.equal(2);
    await Promise.all(readers.map((el) => el.updateComplete));
    for (let i = 0; i < 3; i++) store.dispatch(toolCall(`c${i}`), { from: 'agent', receivedAt: i });
    clock.run(200);
    await Promise.all(readers.map((el) => el.updateComplete));
    expect(new Set(readers.map((el) => el.seen.at(-1))), 'every reader saw the whole stream').to.deep.equal(new Set([3]));
    readers.slice(1).forEach((el) => el.remove());
    expect(listening).to.equal(2);
    readers[0].remove();
    unthrottled.remove();
    expect(listening).to.equal(0);
  });

  it('stops reading when disconnected', async () => {
    const { store, el } = probe({ throttleMs: 50 });
    await el.updateComplete;
    store.dispatch(toolCall('c0'), { from: 'agent', receivedAt: 0 });
    el.remove();
    const before = el.seen.length;
    clock.run(300);
    await el.updateComplete;
    expect(el.seen.length).to.equal(before);
  });
});
