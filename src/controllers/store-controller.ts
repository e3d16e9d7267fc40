// SPDX-License-Identifier: Apache-2.0
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { BEAT_MS, currentBeat, onBeat } from '../internal/page-beat.js';
import type { ToolCallState, ToolCallStore } from '../state/index.js';

export interface StoreControllerOptions<T> {
  /** Picks what the element shows; the element updates only when this changes (`Object.is`). */
  select: (state: ToolCallState) => T;
  /**
   * Read the store at most once per animation frame. An agent can send hundreds of messages a
   * second; a screen shows sixty frames. Default `false` (read on every dispatch).
   */
  perFrame?: boolean;
  /**
   * With `perFrame`: and about this many ms after the last read, on the page beat (rounded to the
   * nearest beat of src/internal/page-beat.ts, so at least one beat apart); the first change after
   * a quiet spell is read at the next frame. A view of a fast stream
   * then renders in a few frames a second instead of most of them: every frame that changes the
   * page pays for style, layout, paint and compositing of what changed plus a fixed cost for the
   * page, and on a slow machine that fixed cost alone can fill the frames. Default 0.
   */
  minIntervalMs?: number;
}

/** The one bridge from a store into an element: subscribes while connected. */
export class StoreController<T> implements ReactiveController {
  value: T | undefined;
  private store?: ToolCallStore;
  private unsubscribe?: () => void;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: StoreControllerOptions<T>,
  ) {
    host.addController(this);
  }

  /** Switches to another store (or none); safe to call on every update. */
  setStore(store: ToolCallStore | undefined): void {
    if (store === this.store) return;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.cancelRead();
    this.store = store;
    if (this.connected) this.subscribe();
  }

  private connected = false;

  /** Selects again (when what `select` depends on besides the state changed). */
  refresh(): void {
    if (this.store) this.read(this.store.getState());
  }

  hostConnected(): void {
    this.connected = true;
    this.subscribe();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.cancelRead();
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  private subscribe(): void {
    if (!this.store || this.unsubscribe) return;
    this.read(this.store.getState());
    this.unsubscribe = this.store.subscribe((state) => {
      if (!this.options.perFrame) return this.read(state);
      this.scheduleRead();
    });
  }

  /**
   * Updates the host at the next read even if the selection is unchanged (with `perFrame`, on the
   * same beat as store changes; otherwise at once): for a host whose view also depends on time.
   */
  requestHostUpdate(): void {
    if (!this.options.perFrame || !this.store) return this.host.requestUpdate();
    this.forceUpdate = true;
    this.scheduleRead();
  }

  /** Cancels the read that is scheduled (on a beat or at the next frame), if one is. */
  private cancelPending?: () => void;
  private lastReadAt = -Infinity;
  private forceUpdate = false;

  private scheduleRead(): void {
    if (this.cancelPending) return;
    const min = this.options.minIntervalMs ?? 0;
    if (min > 0 && performance.now() < this.lastReadAt + min) {
      // Within a stream: on the page beat nearest to `minIntervalMs` after the last read, where
      // the read shares its frame with the spinners' steps and the running clocks
      // (src/internal/page-beat.ts). After a quiet spell the next frame reads at once: a single
      // change (the user's answer to a permission prompt) shows without waiting for a beat.
      this.cancelPending = onBeat(() => this.readNow(), this.lastReadAt + min - BEAT_MS / 2);
      return;
    }
    const frame = requestAnimationFrame(() => this.readNow());
    this.cancelPending = () => cancelAnimationFrame(frame);
  }

  private readNow(): void {
    this.cancelPending = undefined;
    // On a beat, its time on the grid (the work runs a little after it), so the next read's
    // beat is counted from the grid, not from how late this one ran.
    this.lastReadAt = currentBeat() ?? performance.now();
    // setStore cancels a pending read, so the store is there.
    if (this.store) this.read(this.store.getState());
  }

  private cancelRead(): void {
    this.cancelPending?.();
    this.cancelPending = undefined;
  }

  private read(state: ToolCallState): void {
    const value = this.options.select(state);
    const force = this.forceUpdate;
    this.forceUpdate = false;
    if (Object.is(value, this.value) && !force) return;
    this.value = value;
    this.host.requestUpdate();
  }
}
