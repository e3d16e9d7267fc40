// SPDX-License-Identifier: Apache-2.0
// The shared once-a-second clock of running calls: every active host re-renders each second, a
// few per page beat (each its own frame), and inactive hosts never.
import { expect, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import { ClockController } from '../../src/controllers/clock-controller.js';

/** Which animation frame each update ran in (a counter bumped by a rAF loop). */
let frameNumber = 0;
let counting = false;
function countFrames() {
  counting = true;
  const step = () => {
    frameNumber++;
    if (counting) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

class Ticking extends LitElement {
  active = true;
  frames: number[] = [];
  constructor() {
    super();
    new ClockController(this, () => this.active);
  }
  override update(changed: Map<PropertyKey, unknown>): void {
    super.update(changed);
    this.frames.push(frameNumber);
  }
}
customElements.define('clock-controller-probe', Ticking);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('ClockController', () => {
  afterEach(() => {
    counting = false;
    document.querySelectorAll('clock-controller-probe').forEach((el) => el.remove());
  });

  it('re-renders every active host each second, a few hosts per beat', async () => {
    countFrames();
    const hosts = Array.from({ length: 10 }, () => document.body.appendChild(document.createElement('clock-controller-probe')) as Ticking);
    const idle = document.body.appendChild(document.createElement('clock-controller-probe')) as Ticking;
    idle.active = false;
    idle.requestUpdate();
    await Promise.all([...hosts, idle].map((host) => host.updateComplete));
    const first = hosts.map((host) => host.frames.length);
    // The tick comes a second after the start; a slow machine may bring it later.
    await waitUntil(() => hosts.every((host, i) => host.frames.length > first[i]!), 'no tick reached every host', { timeout: 10_000 });
    await sleep(300);
    // Each active host re-rendered by the tick (once; twice if a second tick came in the window).
    hosts.forEach((host, i) => expect(host.frames.length - first[i]!, `host ${i}`).to.be.within(1, 2));
    expect(idle.frames.length, 'an inactive host is not ticked').to.equal(1);
    // The first tick's updates: at most four per beat (so in any one frame), over at least three.
    const tickFrames = hosts.map((host, i) => host.frames[first[i]!]!);
    const perFrame = new Map<number, number>();
    for (const frame of tickFrames) perFrame.set(frame, (perFrame.get(frame) ?? 0) + 1);
    expect(Math.max(...perFrame.values()), `updates per frame: ${[...perFrame.values()].join(', ')}`).to.be.at.most(4);
    expect(perFrame.size).to.be.at.least(3);
  });
});
