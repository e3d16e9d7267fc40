// SPDX-License-Identifier: Apache-2.0
// The ticker: everything the elements repaint on a timer lands on one 100 ms grid, in one task per
// beat, right after a frame started, so a streaming page renders one frame for it (see
// src/scheduling/ticker.ts). Driven by the manual clock, except one test of the page's own clock.
import { expect } from '@open-wc/testing';
import { LitElement } from 'lit';
import { StoreController } from '../../src/controllers/store-controller.js';
import { pageClock, useClock } from '../../src/scheduling/clock.js';
import { createManualClock } from '../../src/scheduling/manual-clock.js';
import { BEAT_MS, currentTick, every, onFrame, onTick } from '../../src/scheduling/ticker.js';
import { createToolCallStore, type ToolCallState } from '../../src/state/index.js';
import '../../src/define.js';
import type { ToolCallCard } from '../../src/index.js';
import { view } from '../helpers/cards.js';
import { withManualClock } from '../helpers/clock.js';

describe('ticker', () => {
  describe('on the manual clock', () => {
    const clock = withManualClock(1_000);

    it('runs what is due at one beat in one task, on the grid, right after a frame started', async () => {
      clock.advance(10);
      const order: string[] = [];
      const beatsSeen: Array<number | undefined> = [];
      // Two callbacks asked for different times within one beat's span.
      onTick(() => {
        order.push('a');
        beatsSeen.push(currentTick());
        // A microtask waits for the end of the task: after "b" only if both ran in one task.
        queueMicrotask(() => order.push('a: microtask'));
      }, 1_140);
      onTick(() => order.push('b'), 1_190);
      clock.advance(190);
      expect(order, 'the beat has come, but no frame yet').to.deep.equal([]);
      // The work waits for a frame to start after the beat, so what it changes (and the terminal
      // output it writes, parsed in a task after it) is drawn in the following frame.
      clock.frame();
      await Promise.resolve();
      expect(order).to.deep.equal(['a', 'b', 'a: microtask']);
      expect(beatsSeen, 'currentTick() inside: the time on the grid').to.deep.equal([1_200]);
      expect(currentTick(), 'outside a tick').to.equal(undefined);
    });

    it('never runs a beat early', () => {
      let ran = false;
      onTick(() => (ran = true), 1_250);
      clock.run(290);
      expect(ran, 'the first beat at or after 1250 is 1300').to.equal(false);
      clock.run(10);
      expect(ran).to.equal(true);
    });

    it('from inside a tick, the default is the following beat, and a cancelled callback never runs', () => {
      const seen: Array<number | undefined> = [];
      let cancelledRan = false;
      onTick(() => {
        seen.push(currentTick());
        onTick(() => seen.push(currentTick()));
      }, 1_050);
      const cancel = onTick(() => (cancelledRan = true), 1_250);
      cancel();
      clock.run(400);
      expect(seen, 'a beat apart').to.deep.equal([1_100, 1_200]);
      expect(cancelledRan).to.equal(false);
    });

    it('one callback that throws does not stop the others', async () => {
      const errors: unknown[] = [];
      const previous = window.onerror;
      window.onerror = (_message, _source, _line, _column, error) => {
        errors.push(error);
        return true;
      };
      try {
        let ran = false;
        onTick(() => {
          throw new Error('subscriber bug');
        }, 1_100);
        onTick(() => (ran = true), 1_100);
        clock.run(100);
        expect(ran).to.equal(true);
        await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
        expect(String(errors[0])).to.contain('subscriber bug');
      } finally {
        window.onerror = previous;
      }
    });

    it('steps every subscriber of a period together, on its multiples of the grid', () => {
      clock.advance(30);
      const fast: number[] = [];
      const slow: number[] = [];
      const stopFast = every(BEAT_MS, (beat) => fast.push(beat));
      const stopSlow = every(1_000, (beat) => slow.push(beat));
      clock.run(1_100);
      expect(fast).to.deep.equal([1_100, 1_200, 1_300, 1_400, 1_500, 1_600, 1_700, 1_800, 1_900, 2_000, 2_100]);
      expect(slow).to.deep.equal([2_000]);
      stopFast();
      stopSlow();
      clock.run(1_000);
      expect(fast.length, 'stopped').to.equal(11);
      expect(slow.length, 'stopped').to.equal(1);
    });

    it('runs every frame callback in the one next frame', () => {
      const seen: string[] = [];
      onFrame(() => seen.push('a'));
      onFrame(() => seen.push('b'));
      const cancel = onFrame(() => seen.push('cancelled'));
      cancel();
      expect(seen).to.deep.equal([]);
      clock.frame();
      expect(seen).to.deep.equal(['a', 'b']);
      clock.frame();
      expect(seen, 'once').to.deep.equal(['a', 'b']);
    });
  });

  it('keeps what was waiting when the clock changes', () => {
    let ran = 0;
    onTick(() => ran++, pageClock.now() + 60_000);
    const clock = createManualClock(0);
    const restore = useClock(clock);
    try {
      clock.run(BEAT_MS);
    } finally {
      restore();
    }
    expect(ran, 'moved to the new clock’s next beat').to.equal(1);
  });

  it('with the page clock, runs a beat after a frame started, never before the beat', async () => {
    const frames: number[] = [];
    let counting = true;
    const frame = () => {
      frames.push(performance.now());
      if (counting) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    const beat = Math.ceil((performance.now() + 150) / BEAT_MS) * BEAT_MS;
    const ranAt = await new Promise<number>((resolve) => onTick(() => resolve(performance.now()), beat));
    counting = false;
    expect(
      frames.some((at) => at >= beat - 1 && at <= ranAt),
      `frames ${frames.map(Math.round).join(', ')}; beat ${beat}, ran ${Math.round(ranAt)}`,
    ).to.equal(true);
    // A timer may wake a millisecond early, never more.
    expect(ranAt, `ran at ${ranAt}, beat ${beat}`).to.be.at.least(beat - 1);
  });

  describe('shared by the store reads, the elapsed labels and the spinners', () => {
    const clock = withManualClock(1_000);
    class TickProbe extends LitElement {
      feed = new StoreController<ToolCallState>(this, { select: (state) => state, throttleMs: BEAT_MS });
      requested: boolean[] = [];
      override requestUpdate(...args: Parameters<LitElement['requestUpdate']>): void {
        // Lit asks for its first update from its constructor, before the fields exist.
        this.requested?.push(currentTick() !== undefined);
        super.requestUpdate(...args);
      }
    }
    customElements.define('ticker-probe', TickProbe);

    afterEach(() => document.querySelectorAll('ticker-probe, tool-call-card').forEach((el) => el.remove()));

    it('paced store reads run inside the tick; a change after a quiet spell at the next frame', async () => {
      const store = createToolCallStore();
      const el = document.createElement('ticker-probe') as TickProbe;
      el.feed.setStore(store);
      document.body.append(el);
      await el.updateComplete;
      clock.run(300);
      el.requested.length = 0;
      for (let i = 0; i < 10; i++) {
        store.dispatch(
          {
            jsonrpc: '2.0',
            method: 'session/update',
            params: { sessionId: 's', update: { sessionUpdate: 'tool_call', toolCallId: `c${i}`, title: 't' } },
          },
          { from: 'agent', receivedAt: i },
        );
        clock.advance(15);
        clock.frame();
        clock.advance(15);
      }
      clock.run(200);
      const [first, ...rest] = el.requested;
      expect(first, 'the first change after a quiet spell: read at the next frame').to.equal(false);
      // 300 ms of dispatches: a read at each of the three beats that follow the first read.
      expect(rest.length, `store reads: ${el.requested.join(', ')}`).to.equal(3);
      expect(rest.every(Boolean), `in the tick: ${rest.join(', ')}`).to.equal(true);
    });

    it('a spinner steps inside the tick, and an elapsed label moves on in the same tick', async () => {
      const card = document.createElement('tool-call-card') as ToolCallCard;
      card.toolCall = view({ status: 'in_progress', firstSeenAt: clock.wallNow() - 3_050, endedAt: undefined });
      document.body.append(card);
      await card.updateComplete;
      const spinner = card.shadowRoot!.querySelector<HTMLElement>('.spin')!;
      const label = card.shadowRoot!.querySelector<HTMLElement>('[part="elapsed"]')!;
      expect(label.textContent).to.equal('3.0s');
      // Every step written is sorted by whether a tick is running at that moment. Chromium's
      // style properties are named properties, not accessors: an own one on this object takes
      // the writes, and passes them on through setProperty.
      const style = spinner.style;
      const turns: string[] = [];
      let outside = 0;
      Object.defineProperty(style, 'transform', {
        configurable: true,
        set(value: string) {
          if (currentTick() === undefined) outside++;
          else turns.push(value);
          style.setProperty('transform', value);
        },
      });
      const labels: Array<string | null> = [];
      const watcher = new MutationObserver(() => labels.push(label.textContent));
      watcher.observe(label, { characterData: true, subtree: true, childList: true });
      try {
        clock.run(1_000);
      } finally {
        delete (style as unknown as Record<string, unknown>).transform;
      }
      await Promise.resolve();
      watcher.disconnect();
      expect(outside, 'steps outside the tick').to.equal(0);
      expect(turns.length, 'a step each beat').to.equal(10);
      expect(new Set(turns).size, `a new turn at each step: ${turns.join(', ')}`).to.equal(turns.length);
      expect(getComputedStyle(spinner).transform, 'the writes still reach the element').to.not.equal('none');
      expect(labels, 'the label moved on once, at the whole second').to.deep.equal(['4.0s']);
    });
  });
});
