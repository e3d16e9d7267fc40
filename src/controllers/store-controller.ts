// SPDX-License-Identifier: Apache-2.0
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { BEAT_MS, beatOf, currentTick, now, onFrame, onTick } from '../internal/ticker.js';
import type { ToolCallState, ToolCallStore } from '../state/index.js';

export interface StoreControllerOptions<T> {
  /** Picks what the element shows (`controller.value`); the element updates only when this changes (`Object.is`). */
  select: (state: ToolCallState) => T;
  /**
   * 0 (the default): read the store on every dispatch. Above 0 but under a beat (100 ms): at most
   * once a frame. From a beat up: at most about once per this many
   * ms, on the beats of the page's ticker (src/internal/ticker.ts), where the read shares its frame
   * with the other timed repaints; the first change after a quiet spell is read at the next frame,
   * so a single change (the user's answer to a permission prompt) shows without waiting for a beat.
   * An agent can send hundreds of messages a second: a view of a fast stream then renders in a few
   * frames a second instead of most of them.
   */
  throttleMs?: number;
}

/** The one bridge from a store into an element: subscribes while connected. */
export class StoreController<T> implements ReactiveController {
  /** What `select` picked at the latest read. */
  value: T | undefined;
  private store?: ToolCallStore;
  private unsubscribe?: () => void;
  private connected = false;
  /** Cancels the read that is scheduled (on a beat or at the next frame), if one is. */
  private cancelPending?: () => void;
  /** The beat of the latest throttled read. */
  private lastReadAt = -Infinity;

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
      if (!this.options.throttleMs) this.read(state);
      else this.scheduleRead();
    });
  }

  private scheduleRead(): void {
    if (this.cancelPending) return;
    const throttleMs = this.options.throttleMs!;
    const read = () => this.readNow();
    // Below a beat the ticker's grid is too coarse: such a view reads at the next frame, every frame.
    const next = this.lastReadAt + throttleMs;
    this.cancelPending = throttleMs >= BEAT_MS && now() < next ? onTick(read, next) : onFrame(read);
  }

  private readNow(): void {
    this.cancelPending = undefined;
    // On the grid, so the next read's beat is counted from the beat, not from how late this one ran.
    this.lastReadAt = currentTick() ?? beatOf(now());
    // setStore cancels a pending read, so the store is there.
    if (this.store) this.read(this.store.getState());
  }

  private cancelRead(): void {
    this.cancelPending?.();
    this.cancelPending = undefined;
  }

  private read(state: ToolCallState): void {
    const value = this.options.select(state);
    if (Object.is(value, this.value)) return;
    this.value = value;
    this.host.requestUpdate();
  }
}
