// SPDX-License-Identifier: Apache-2.0
// The live tail's pacing: streamed fields wait for the card's turn (and are then shown, latest
// first), status changes never wait. The trailing repaint comes on the ticker (manual clock here).
import { expect } from '@open-wc/testing';
import { LitElement } from 'lit';
import { StoreController } from '../../../src/controllers/store-controller.js';
import { StreamPacer } from '../../../src/elements/tool-call-list/stream-pacer.js';
import { BEAT_MS } from '../../../src/scheduling/ticker.js';
import { createToolCallStore, selectToolCalls, type ToolCallState } from '../../../src/state/index.js';
import { terminal, text, view } from '../../helpers/cards.js';
import { withManualClock } from '../../helpers/clock.js';

describe('StreamPacer', () => {
  const running = view({ toolCallId: 'c1', kind: 'read', status: 'in_progress', endedAt: undefined, content: [text('a')] });
  const clock = withManualClock(0);

  it('shows a new call at once, and a streamed change only after the interval, then the latest', () => {
    let due = 0;
    const pacer = new StreamPacer(50, () => due++);
    expect(pacer.pace('k', running, undefined, 0).call).to.equal(running);
    const grown = { ...running, content: [text('a b')] };
    const grownMore = { ...running, content: [text('a b c')] };
    expect(pacer.pace('k', grown, undefined, 10).call, 'held within the interval').to.equal(running);
    expect(pacer.pace('k', grownMore, undefined, 20).call, 'still held').to.equal(running);
    clock.run(BEAT_MS);
    expect(due, 'one trailing repaint was asked for').to.equal(1);
    expect(pacer.pace('k', grownMore, undefined, clock.now()).call, 'the latest once due').to.equal(grownMore);
    clock.run(5 * BEAT_MS);
    expect(due, 'and no more').to.equal(1);
    pacer.dispose();
  });

  it('never holds a status change, a new title or a permission request', () => {
    const pacer = new StreamPacer(1_000, () => undefined);
    pacer.pace('k', running, undefined, 0);
    const done = { ...running, status: 'completed', endedAt: 5 };
    expect(pacer.pace('k', done, undefined, 1).call).to.equal(done);
    const renamed = { ...done, title: 'Read b.ts' };
    expect(pacer.pace('k', renamed, undefined, 2).call).to.equal(renamed);
    const asking = { ...renamed, permission: { requestId: 1, options: [] } };
    expect(pacer.pace('k', asking, undefined, 3).call).to.equal(asking);
    pacer.dispose();
  });

  it('holds terminal output like content, and forgets cards that left the tail', () => {
    const pacer = new StreamPacer(1_000, () => undefined);
    const first = { t1: terminal({ terminalId: 't1', output: 'a' }) };
    pacer.pace('k', running, first, 0);
    const more = { t1: terminal({ terminalId: 't1', output: 'a\nb' }) };
    expect(pacer.pace('k', running, more, 1).terminals).to.equal(first);
    pacer.keepOnly(new Set());
    expect(pacer.pace('k', running, more, 2).terminals, 'a card seen anew shows its latest').to.equal(more);
    pacer.dispose();
  });

  it('counts a turn as come at its beat, however early or late within it the render runs', () => {
    const pacer = new StreamPacer(300, () => undefined);
    pacer.pace('k', running, undefined, 1_000.5);
    const grown = { ...running, content: [text('a b')] };
    expect(pacer.pace('k', grown, undefined, 1_200).call, 'two beats later: held').to.equal(running);
    // The third beat's timer ran a little early: the card's turn has come all the same.
    expect(pacer.pace('k', grown, undefined, 1_299.8).call).to.equal(grown);
    pacer.dispose();
  });

  it('repaints a held card on the beat of its turn, in one update with the store read of that beat', async () => {
    class PacedProbe extends LitElement {
      feed = new StoreController<ToolCallState>(this, { select: (state) => state, throttleMs: BEAT_MS });
      pacer = new StreamPacer(300, () => this.requestUpdate());
      updates: number[] = [];
      override update(changed: Map<PropertyKey, unknown>): void {
        super.update(changed);
        this.updates.push(clock.now());
      }
    }
    customElements.define('stream-pacer-probe', PacedProbe);
    const store = createToolCallStore();
    const el = document.createElement('stream-pacer-probe') as PacedProbe;
    el.feed.setStore(store);
    document.body.append(el);
    try {
      await el.updateComplete;
      el.pacer.pace('k', running, undefined, clock.now());
      clock.run(100);
      // Held at 100: its turn comes at 300. A store change streams in just before that beat.
      el.pacer.pace('k', { ...running, content: [text('a b')] }, undefined, clock.now());
      clock.run(110);
      store.dispatch(
        {
          jsonrpc: '2.0',
          method: 'session/update',
          params: { sessionId: 's', update: { sessionUpdate: 'tool_call', toolCallId: 'c9', title: 't' } },
        },
        { from: 'agent', receivedAt: 0 },
      );
      clock.frame();
      await el.updateComplete;
      el.updates.length = 0;
      store.dispatch(
        {
          jsonrpc: '2.0',
          method: 'session/update',
          params: { sessionId: 's', update: { sessionUpdate: 'tool_call', toolCallId: 'c10', title: 't' } },
        },
        { from: 'agent', receivedAt: 1 },
      );
      clock.run(90);
      await el.updateComplete;
      expect(el.updates, 'one update for the turn and the read').to.deep.equal([300]);
      expect(selectToolCalls(el.feed.value!, 's').length, 'the read came with it').to.equal(2);
    } finally {
      el.pacer.dispose();
      el.remove();
    }
  });
});
