// SPDX-License-Identifier: Apache-2.0
// FollowBottomController on a real scrolling element in Chromium: a 100px scroller around content
// whose height the tests change, by host renders and behind the host's back. Its own frames and its
// reading of the time are on the manual clock: a test renders the controller's frame when it says,
// and places the user's input at exact times (the layout's own resize and scroll events stay real).
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../helpers/time.js';
import { LitElement } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { FollowBottomController } from '../../src/controllers/follow-bottom-controller.js';
import { frames } from '../helpers/cards.js';
import { withManualClock } from '../helpers/clock.js';

class FollowHost extends LitElement {
  static override properties = { size: { type: Number }, off: { type: Boolean }, generation: { type: Number } };
  declare size: number;
  declare off: boolean;
  declare generation: number;
  /** What `hideOwnScroll` answers. */
  hide = false;
  readonly follow: FollowBottomController;

  constructor() {
    super();
    this.size = 1000;
    this.off = false;
    this.generation = 0;
    this.follow = new FollowBottomController(this, {
      scroller: () => this.renderRoot.querySelector<HTMLElement>('.scroller'),
      content: () => this.renderRoot.querySelector('.content'),
      enabled: () => !this.off,
      hideOwnScroll: () => this.hide,
    });
  }

  get scroller(): HTMLElement {
    return this.renderRoot.querySelector<HTMLElement>('.scroller')!;
  }

  get content(): HTMLElement {
    return this.renderRoot.querySelector<HTMLElement>('.content')!;
  }

  override render() {
    return keyed(
      this.generation,
      html`<div class="scroller" style="height: 100px; overflow: auto">
        <div class="content" style=${`height: ${this.size}px`}></div>
      </div>`,
    );
  }
}
customElements.define('follow-bottom-host', FollowHost);

const bottomGap = (scroller: HTMLElement) => scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
const atBottom = (scroller: HTMLElement) => bottomGap(scroller) <= 1;

const clock = withManualClock();

/** A host, rendered, with the frame its first render asked for run. */
async function host(fields: Partial<Pick<FollowHost, 'off' | 'hide'>> = {}): Promise<FollowHost> {
  const el = await fixture<FollowHost>(html`<follow-bottom-host ?off=${fields.off ?? false}></follow-bottom-host>`);
  el.hide = fields.hide ?? false;
  clock.frame();
  return el;
}

/** A person's scroll: input on the scroller first (here a wheel turn), then the scroll itself. */
async function userScroll(scroller: HTMLElement, top: number): Promise<void> {
  const scrolled = oneEvent(scroller, 'scroll');
  scroller.dispatchEvent(new WheelEvent('wheel', { deltaY: top - scroller.scrollTop, bubbles: true }));
  scroller.scrollTop = top;
  await scrolled;
}

/** Grows the content without a host update and waits until the scroller has the new height. */
async function grow(el: FollowHost, by: number): Promise<void> {
  const height = el.scroller.scrollHeight + by;
  el.content.style.height = `${el.content.offsetHeight + by}px`;
  await waitUntil(() => el.scroller.scrollHeight === height, 'the content grew');
}

describe('FollowBottomController', () => {
  it('starts at the bottom and follows the content as it grows, by render or behind the host’s back', async () => {
    const el = await host();
    await waitUntil(() => atBottom(el.scroller), 'scrolled to the bottom at first');
    expect(el.scroller.scrollTop).to.equal(900);
    expect(el.follow.following).to.equal(true);
    el.size = 1500;
    await waitUntil(() => el.scroller.scrollTop === 1400, 'follows a render');
    await grow(el, 300);
    await waitUntil(() => el.scroller.scrollTop === 1700, 'follows a size change it was not told about');
  });

  it('stops when the user scrolls away, keeps their place, and follows again back at the bottom', async () => {
    const el = await host();
    await waitUntil(() => atBottom(el.scroller), 'at the bottom');
    await userScroll(el.scroller, 200);
    expect(el.follow.following, 'decided at the next frame, not in the scroll handler').to.equal(true);
    clock.frame();
    expect(el.follow.following, 'the user’s scroll stops following').to.equal(false);
    await grow(el, 500);
    el.follow.contentChanged();
    clock.frame();
    clock.frame();
    expect(el.scroller.scrollTop, 'the user’s place is kept').to.equal(200);

    await userScroll(el.scroller, el.scroller.scrollHeight);
    clock.frame();
    expect(el.follow.following, 'back at the bottom, following again').to.equal(true);
    await grow(el, 200);
    await waitUntil(() => atBottom(el.scroller), 'follows again');
    expect(el.scroller.scrollTop).to.equal(1600);
  });

  it('counts a scroll as the user’s up to 400 ms after their input, and corrects it from then on', async () => {
    const el = await host();
    await waitUntil(() => atBottom(el.scroller), 'at the bottom');
    // Input at t=1000 ms, its scroll at t=1399 ms: still the user's.
    el.scroller.dispatchEvent(new WheelEvent('wheel', { deltaY: -700, bubbles: true }));
    clock.advance(399);
    let scrolled = oneEvent(el.scroller, 'scroll');
    el.scroller.scrollTop = 200;
    await scrolled;
    clock.frame();
    expect([clock.now(), el.follow.following]).to.deep.equal([1_399, false]);
    await userScroll(el.scroller, 900);
    clock.frame();
    expect(el.follow.following).to.equal(true);

    // Input at t=1399 ms, a scroll at t=1799 ms: not the user's, so the controller takes it back.
    el.scroller.dispatchEvent(new WheelEvent('wheel', { deltaY: -700, bubbles: true }));
    clock.advance(400);
    scrolled = oneEvent(el.scroller, 'scroll');
    el.scroller.scrollTop = 200;
    await scrolled;
    expect(el.scroller.scrollTop, 'not before the frame').to.equal(200);
    clock.frame();
    expect([clock.now(), el.scroller.scrollTop, el.follow.following]).to.deep.equal([1_799, 900, true]);
  });

  it('corrects a scroll that is not the user’s while following, at the next frame', async () => {
    const el = await host();
    await waitUntil(() => atBottom(el.scroller), 'at the bottom');
    // No input came with it: content moving under the scroller (a virtual list re-anchoring).
    const moved = oneEvent(el.scroller, 'scroll');
    el.scroller.scrollTop = 0;
    await moved;
    expect(el.scroller.scrollTop).to.equal(0);
    clock.frame();
    expect(el.scroller.scrollTop).to.equal(900);
    expect(el.follow.following).to.equal(true);
  });

  it('keeps following after a user scroll that ends within the threshold of the bottom', async () => {
    const el = await host();
    await waitUntil(() => atBottom(el.scroller), 'at the bottom');
    await userScroll(el.scroller, 900 - 20);
    clock.frame();
    expect(el.follow.following, '20px above the end is still the bottom').to.equal(true);
    await grow(el, 200);
    await waitUntil(() => atBottom(el.scroller), 'follows the new content');

    await userScroll(el.scroller, el.scroller.scrollTop - 30);
    clock.frame();
    expect(el.follow.following, '30px above the end is away from it').to.equal(false);
  });

  it('never scrolls while disabled, and follows once enabled and told the content changed', async () => {
    const el = await host({ off: true });
    await waitUntil(() => el.scroller.scrollHeight > el.scroller.clientHeight, 'the content overflows');
    await frames(2);
    clock.frame();
    expect(el.scroller.scrollTop).to.equal(0);
    await grow(el, 500);
    await frames(2);
    clock.frame();
    expect(el.scroller.scrollTop).to.equal(0);
    el.off = false;
    await el.updateComplete;
    el.follow.contentChanged();
    clock.frame();
    expect(el.scroller.scrollTop, 'follows once enabled').to.equal(1400);
  });

  it('asks for nothing once disconnected: a frame it had asked for does not scroll', async () => {
    const el = await host();
    await waitUntil(() => atBottom(el.scroller), 'at the bottom');
    const moved = oneEvent(el.scroller, 'scroll');
    el.scroller.scrollTop = 0;
    await moved;
    const parent = el.parentElement!;
    el.remove();
    clock.frame();
    expect(el.scroller.scrollTop).to.equal(0);
    parent.append(el);
  });

  it('stops its own scroll events at the scroller when hideOwnScroll says so, never the user’s', async () => {
    const el = await host({ hide: true });
    let seen = 0;
    el.scroller.addEventListener('scroll', () => seen++);
    await grow(el, 500);
    await waitUntil(() => atBottom(el.scroller), 'at the bottom');
    await frames(2);
    expect(seen, 'own scrolls reach no listener below').to.equal(0);
    await userScroll(el.scroller, 0);
    expect(seen, 'the user’s scroll goes through').to.equal(1);
  });

  it('lets its own scroll events through by default', async () => {
    const el = await host();
    await waitUntil(() => atBottom(el.scroller), 'at the bottom');
    let seen = 0;
    el.scroller.addEventListener('scroll', () => seen++);
    await grow(el, 500);
    await waitUntil(() => atBottom(el.scroller) && seen > 0, 'its scroll event reaches other listeners');
  });

  it('moves to a scroller and content that a render replaced', async () => {
    const el = await host();
    await waitUntil(() => atBottom(el.scroller), 'at the bottom');
    const old = el.scroller;
    el.generation++;
    await el.updateComplete;
    expect(el.scroller).not.to.equal(old);
    await waitUntil(() => atBottom(el.scroller), 'the new scroller is followed to its bottom');
    clock.frame(); // the frame the new content asked for
    await userScroll(el.scroller, 0);
    clock.frame();
    expect(el.follow.following, 'user input on the new scroller is seen').to.equal(false);
  });

  it('lets go while disconnected and picks up again when reconnected', async () => {
    const el = await host();
    await waitUntil(() => atBottom(el.scroller), 'at the bottom');
    const parent = el.parentElement!;
    el.remove();
    parent.append(el);
    // Re-attached without a render: the scroller starts from the top again.
    await grow(el, 500);
    await waitUntil(() => atBottom(el.scroller), 'follows after reconnecting');
    expect(el.scroller.scrollTop).to.equal(1400);
  });
});
