// SPDX-License-Identifier: Apache-2.0
// The temporary ClockController (terminal-view's until it moves to the ticker): every active host
// re-renders each second, all in one tick, and inactive hosts never. Driven by the manual clock.
import { expect } from '@open-wc/testing';
import { LitElement } from 'lit';
import { ClockController } from '../../src/controllers/clock-controller.js';
import { createManualClock, currentTick, useClock } from '../../src/internal/ticker.js';

class Ticking extends LitElement {
  active = true;
  /** The tick each update was asked for in (undefined: outside a tick). */
  ticks: Array<number | undefined> = [];
  constructor() {
    super();
    new ClockController(this, () => this.active);
  }
  override requestUpdate(...args: Parameters<LitElement['requestUpdate']>): void {
    // Lit asks for its first update from its constructor, before the fields exist.
    this.ticks?.push(currentTick());
    super.requestUpdate(...args);
  }
}
customElements.define('clock-controller-probe', Ticking);

describe('ClockController', () => {
  afterEach(() => document.querySelectorAll('clock-controller-probe').forEach((el) => el.remove()));

  it('re-renders every active host each second, in one tick, and never an inactive one', async () => {
    const clock = createManualClock(1_050);
    const restore = useClock(clock);
    try {
      const hosts = Array.from({ length: 10 }, () => document.body.appendChild(document.createElement('clock-controller-probe')) as Ticking);
      const idle = document.body.appendChild(document.createElement('clock-controller-probe')) as Ticking;
      idle.active = false;
      idle.requestUpdate();
      await Promise.all([...hosts, idle].map((host) => host.updateComplete));
      const first = hosts.map((host) => host.ticks.length);
      clock.run(2_000);
      await Promise.all(hosts.map((host) => host.updateComplete));
      // Two seconds passed (1050 → 3050): ticks at 2000 and 3000, each host re-rendered by both.
      hosts.forEach((host, i) => expect(host.ticks.slice(first[i]!), `host ${i}`).to.deep.equal([2_000, 3_000]));
      expect(idle.ticks, 'an inactive host is not ticked').to.deep.equal([undefined]);
    } finally {
      restore();
    }
  });
});
