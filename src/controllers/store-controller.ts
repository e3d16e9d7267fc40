// SPDX-License-Identifier: Apache-2.0
import type { ReactiveController, ReactiveControllerHost } from 'lit';
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
   * With `perFrame`: and no sooner than this many ms after the last read. A view of a fast stream
   * then renders in a few frames a second instead of most of them: every frame that changes the
   * page pays for style, layout, paint and compositing of what changed plus a fixed cost for the
   * page, and on a slow machine that fixed cost alone can fill the frames. Default 0.
   */
  minIntervalMs?: number;
}

/** About one 60 Hz frame, in ms. */
const FRAME_MS = 16;

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

  private frame?: number;
  private timer?: ReturnType<typeof setTimeout>;
  private lastReadAt = -Infinity;
  private forceUpdate = false;

  /** When the next read may run (`minIntervalMs` after the last). */
  private get readableAt(): number {
    return this.lastReadAt + (this.options.minIntervalMs ?? 0);
  }

  private scheduleRead(): void {
    if (this.frame !== undefined || this.timer !== undefined) return;
    const wait = this.readableAt - performance.now();
    // The timer wakes a little early: the read itself waits for the next frame.
    if (wait > FRAME_MS) this.timer = setTimeout(() => this.readNextFrame(), wait - FRAME_MS);
    else this.readNextFrame();
  }

  private readNextFrame(): void {
    this.timer = undefined;
    this.frame = requestAnimationFrame(() => {
      this.frame = undefined;
      // Woken early: this frame is still inside the interval, so the read waits for the next.
      if (performance.now() < this.readableAt) return this.readNextFrame();
      this.lastReadAt = performance.now();
      // setStore cancels a pending read, so the store is there.
      if (this.store) this.read(this.store.getState());
    });
  }

  private cancelRead(): void {
    if (this.frame !== undefined) cancelAnimationFrame(this.frame);
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.frame = this.timer = undefined;
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
