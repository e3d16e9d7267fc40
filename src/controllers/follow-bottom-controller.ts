// SPDX-License-Identifier: Apache-2.0
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { nextFrame, now } from '../scheduling/clock.js';

export interface FollowBottomOptions {
  /** The scrolling element, looked up on connection and after each host update (it may be re-rendered or absent). */
  scroller: () => HTMLElement | null | undefined;
  /**
   * The element whose size is the content's: every change of its size is a "content changed"
   * signal. Hosts whose content changes without resizing it call `contentChanged()`.
   */
  content: () => Element | null | undefined;
  /** Within this many pixels of the end counts as "at the bottom" (and keeps following). Default 24. */
  threshold?: number;
  /** A scroll this soon (ms) after wheel, touch, key or pointer input on the scroller is the user's. Default 400. */
  userIntentMs?: number;
  /** Whether to follow at all (e.g. off while the host's `no-autoscroll` is set). Default: always. */
  enabled?: () => boolean;
  /**
   * Asked before the controller scrolls to `top`. True: the scroll event that write causes stops at
   * the scroller (a capture listener there), so listeners below it (a virtualizer measuring itself)
   * never see it. For hosts that know such a listener has nothing to do for it.
   */
  hideOwnScroll?: (top: number) => boolean;
}

const USER_INPUT = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * Keeps a scroller at its bottom while content grows, the way a chat or a log follows its newest
 * line: it follows until the user scrolls away from the bottom and again once they come back.
 *
 * A scroll is the user's when it comes soon after their input on the scroller; any other scroll
 * (a virtual list re-anchoring as it measures, content moving) is corrected while following.
 * Geometry is read only after layout (in a ResizeObserver callback or the next frame), never in
 * a scroll handler or mid-update, so a fast stream does not force a layout per message.
 */
export class FollowBottomController implements ReactiveController {
  private readonly threshold: number;
  private readonly userIntentMs: number;
  private stick = true;
  /** When the user last used wheel, touch, keys or a pointer on the scroller. */
  private lastUserIntent = -Infinity;
  private userScrolled = false;
  private cancelFollow?: () => void;
  private cancelStickCheck?: () => void;
  /** Set when the controller scrolled; `hideOwn` when that scroll's event is not to go further. */
  private ownScroll = false;
  private hideOwn = false;
  private observer?: ResizeObserver;
  private observed?: Element;
  private listening?: HTMLElement;

  // Captured at the scroller: at-target capture listeners run before the others there.
  private readonly scrollListener = { handleEvent: (event: Event) => this.handleScroll(event), capture: true };
  private readonly intentListener = () => {
    this.lastUserIntent = now();
  };

  constructor(
    host: ReactiveControllerHost,
    private readonly options: FollowBottomOptions,
  ) {
    this.threshold = options.threshold ?? 24;
    this.userIntentMs = options.userIntentMs ?? 400;
    host.addController(this);
  }

  /** Whether the scroller follows the bottom now (false after the user scrolled away from it). */
  get following(): boolean {
    return this.stick;
  }

  hostConnected(): void {
    // Reconnected without an update: pick up the rendered scroller and content again.
    this.sync();
  }

  hostUpdated(): void {
    this.sync();
  }

  hostDisconnected(): void {
    this.listen(undefined);
    this.observer?.disconnect();
    this.observer = undefined;
    this.observed = undefined;
    this.cancelFollow?.();
    this.cancelStickCheck?.();
    this.cancelFollow = this.cancelStickCheck = undefined;
  }

  /** The content changed in a way its size may not show: follow it next frame. */
  contentChanged(): void {
    this.scheduleFollow();
  }

  private sync(): void {
    this.listen(this.options.scroller() ?? undefined);
    // Follow the content's size, not the host's renders: a ResizeObserver callback runs right after
    // layout, so reading the geometry there costs nothing and the new position paints in the same
    // frame (content such as a virtual list also changes size frames after the host's update).
    const content = this.options.content() ?? undefined;
    if (content === this.observed) return;
    this.observer ??= new ResizeObserver(() => this.followBottom());
    if (this.observed) this.observer.unobserve(this.observed);
    if (content) this.observer.observe(content);
    this.observed = content;
    this.scheduleFollow();
  }

  private listen(scroller: HTMLElement | undefined): void {
    if (scroller === this.listening) return;
    const old = this.listening;
    if (old) {
      old.removeEventListener('scroll', this.scrollListener, true);
      for (const type of USER_INPUT) old.removeEventListener(type, this.intentListener);
    }
    if (scroller) {
      scroller.addEventListener('scroll', this.scrollListener, true);
      for (const type of USER_INPUT) scroller.addEventListener(type, this.intentListener, { passive: true });
    }
    this.listening = scroller;
  }

  private enabled(): boolean {
    return this.options.enabled?.() ?? true;
  }

  private userIntent(): boolean {
    return now() - this.lastUserIntent < this.userIntentMs;
  }

  private handleScroll(event: Event): void {
    const own = this.ownScroll;
    this.ownScroll = false;
    const user = this.userIntent();
    if (own && this.hideOwn && !user) {
      event.stopImmediatePropagation();
      return;
    }
    // No geometry is read here (that would force a layout per scroll event): decide next frame.
    if (user || !this.stick) this.scheduleStickCheck(user);
    // Not the user: the content moved under us (a virtual list re-anchoring). Keep following.
    else this.scheduleFollow();
  }

  private scheduleStickCheck(user: boolean): void {
    this.userScrolled ||= user;
    if (this.cancelStickCheck) return;
    this.cancelStickCheck = nextFrame(() => {
      this.cancelStickCheck = undefined;
      const scroller = this.options.scroller();
      if (!scroller) return;
      const atBottom = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= this.threshold;
      // Back at the bottom (however): follow again. Away from it because of a person: stop.
      if (atBottom) this.stick = true;
      else if (this.userScrolled) this.stick = false;
      this.userScrolled = false;
    });
  }

  /** At most once a frame, after layout: reading scroll geometry mid-update would force a layout. */
  private scheduleFollow(): void {
    if (this.cancelFollow || !this.enabled() || !this.stick) return;
    this.cancelFollow = nextFrame(() => {
      this.cancelFollow = undefined;
      this.followBottom();
    });
  }

  private followBottom(): void {
    if (!this.enabled() || !this.stick) return;
    const scroller = this.options.scroller();
    // Write only when off the bottom: a write makes a virtual list re-anchor and re-lay out.
    if (scroller && scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight > 1) {
      const top = scroller.scrollHeight - scroller.clientHeight;
      this.hideOwn = this.options.hideOwnScroll?.(top) ?? false;
      this.ownScroll = true;
      scroller.scrollTop = top;
    }
  }
}
