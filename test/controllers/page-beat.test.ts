// SPDX-License-Identifier: Apache-2.0
// The page beat: everything the elements repaint on a timer lands on one 100 ms grid, in one task
// per beat, so a streaming page renders one frame for it (see src/internal/page-beat.ts).
import { expect, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import { ClockController } from '../../src/controllers/clock-controller.js';
import { StoreController } from '../../src/controllers/store-controller.js';
import { BEAT_MS, currentBeat, nextBeat, onBeat } from '../../src/internal/page-beat.js';
import { createToolCallStore, type ToolCallState } from '../../src/state/index.js';
import '../../src/define.js';
import type { ToolCallCard } from '../../src/index.js';
import { view } from '../helpers/cards.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const waitFor = (run: (done: () => void) => void) => new Promise<void>((resolve) => run(resolve));

describe('page beat', () => {
  it('runs what is due at one beat in one task, on the grid, right after a frame started', async () => {
    const order: string[] = [];
    const times: number[] = [];
    const beatsSeen: Array<number | undefined> = [];
    const frames: number[] = [];
    let counting = true;
    const frame = () => {
      frames.push(performance.now());
      if (counting) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    // Two callbacks asked for different times within one beat's span.
    const beat = Math.ceil((performance.now() + 150) / BEAT_MS) * BEAT_MS;
    await waitFor((done) => {
      onBeat(() => {
        order.push('a');
        times.push(performance.now());
        beatsSeen.push(currentBeat());
        // A microtask waits for the end of the task: after "b" only if both ran in one task.
        queueMicrotask(() => order.push('a: microtask'));
      }, beat - 60);
      onBeat(() => {
        order.push('b');
        times.push(performance.now());
        setTimeout(done, 0);
      }, beat - 10);
    });
    counting = false;
    expect(order).to.deep.equal(['a', 'b', 'a: microtask']);
    expect(beatsSeen, 'currentBeat() inside: the time on the grid').to.deep.equal([beat]);
    // The work waited for a frame to start after the beat, so that what it changes (and the
    // terminal output it writes, parsed in a task after it) is drawn in the following frame.
    expect(frames.some((at) => at >= beat - 1 && at <= times[0]!), `frames ${frames.map(Math.round).join(', ')}; beat ${beat}, ran ${Math.round(times[0]!)}`).to.equal(true);
    // A timer may wake a millisecond early, never more.
    for (const time of times) expect(time, `ran at ${time}, beat ${beat}`).to.be.at.least(beat - 1);
  });

  it('from inside a beat, nextBeat() is the following beat, and a cancelled callback never runs', async () => {
    // The beats' times on the grid: when each one's work ran varies with the frames it waited for.
    const seen: Array<number | undefined> = [];
    let cancelledRan = false;
    await waitFor((done) => {
      onBeat(() => {
        seen.push(currentBeat());
        onBeat(() => {
          seen.push(currentBeat());
          done();
        }, nextBeat());
      });
      const cancel = onBeat(() => (cancelledRan = true), performance.now() + 250);
      cancel();
    });
    expect(seen[1]! - seen[0]!, 'a beat apart').to.equal(BEAT_MS);
    await sleep(300);
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
      const at = performance.now() + 10;
      onBeat(() => {
        throw new Error('subscriber bug');
      }, at);
      await waitFor((done) =>
        onBeat(() => {
          ran = true;
          setTimeout(done, 10);
        }, at),
      );
      expect(ran).to.equal(true);
      expect(String(errors[0])).to.contain('subscriber bug');
    } finally {
      window.onerror = previous;
    }
  });

  describe('shared by the store reads, the clocks and the spinners', () => {
    class BeatProbe extends LitElement {
      feed = new StoreController<ToolCallState>(this, { select: (state) => state, perFrame: true, minIntervalMs: BEAT_MS });
      ticking = true;
      clock = new ClockController(this, () => this.ticking);
      requested: boolean[] = [];
      override requestUpdate(...args: Parameters<LitElement['requestUpdate']>): void {
        // Lit asks for its first update from its constructor, before the fields exist.
        this.requested?.push(currentBeat() !== undefined);
        super.requestUpdate(...args);
      }
    }
    customElements.define('page-beat-probe', BeatProbe);

    afterEach(() => document.querySelectorAll('page-beat-probe, tool-call-card').forEach((el) => el.remove()));

    it('paced store reads and clock ticks run inside the beat; a change after a quiet spell at once', async () => {
      const store = createToolCallStore();
      const el = document.createElement('page-beat-probe') as BeatProbe;
      el.feed.setStore(store);
      document.body.append(el);
      await el.updateComplete;
      await sleep(250);
      el.requested.length = 0;
      for (let i = 0; i < 10; i++) {
        store.dispatch(
          { jsonrpc: '2.0', method: 'session/update', params: { sessionId: 's', update: { sessionUpdate: 'tool_call', toolCallId: `c${i}`, title: 't' } } },
          { from: 'agent', receivedAt: i },
        );
        await sleep(30);
      }
      // The clock's tick comes a second after its start.
      await sleep(1_200);
      el.ticking = false;
      const [first, ...rest] = el.requested;
      expect(first, 'the first change after a quiet spell: read at the next frame').to.equal(false);
      // Fewer on a stalled machine, whose dispatches merge into fewer reads; at least one read and the tick.
      expect(rest.length, 'store reads and a clock tick').to.be.at.least(2);
      expect(rest.every(Boolean), `in the beat: ${rest.join(', ')}`).to.equal(true);
    });

    it('a spinner steps inside the beat', async () => {
      const card = document.createElement('tool-call-card') as ToolCallCard;
      card.toolCall = view({ status: 'in_progress', endedAt: undefined });
      document.body.append(card);
      await card.updateComplete;
      const spinner = card.shadowRoot!.querySelector<HTMLElement>('.spin')!;
      // Every step the clock writes is sorted by whether a beat is running at that moment. (A
      // watcher called on the beat cannot sort them: when it and the clock wait for different
      // beats at the start, it runs before the clock's step in every beat after.)
      const style = spinner.style;
      // Chromium's style properties are named properties, not accessors: an own one on this
      // object takes the writes, and passes them on through setProperty.
      const turns: string[] = [];
      let outside = 0;
      Object.defineProperty(style, 'transform', {
        configurable: true,
        set(value: string) {
          if (currentBeat() === undefined) outside++;
          else turns.push(value);
          style.setProperty('transform', value);
        },
      });
      try {
        // Waits for three steps however slow the machine.
        await waitUntil(() => turns.length + outside >= 3, 'the spinner did not make three steps', { timeout: 10_000 });
      } finally {
        delete (style as unknown as Record<string, unknown>).transform;
      }
      expect(outside, 'steps outside the beat').to.equal(0);
      expect(new Set(turns).size, `a new turn at each step: ${turns.join(', ')}`).to.equal(turns.length);
      expect(getComputedStyle(spinner).transform, 'the writes still reach the element').to.not.equal('none');
    });
  });
});
