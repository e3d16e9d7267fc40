// SPDX-License-Identifier: Apache-2.0
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { BEAT_MS, beatOf, currentTick, now, onFrame, onTick } from '../scheduling/ticker.js';
import type { ToolCallState, ToolCallStore } from '../state/index.js';

export interface StoreControllerOptions<T> {
  /** Picks what the element shows (`controller.value`); the element updates only when this changes (`Object.is`). */
  select: (state: ToolCallState) => T;
  /**
   * 0 (the default): read the store on every dispatch. Above 0 but under a beat (100 ms): at most
   * once a frame. From a beat up: at most about once per this many
   * ms, on the beats of the page's ticker (src/scheduling/ticker.ts), where the read shares its frame
   * with the other timed repaints; the first change after a quiet spell is read at the next frame,
   * so a single change (the user's answer to a permission prompt) shows without waiting for a beat.
   * An agent can send hundreds of messages a second: a view of a fast stream then renders in a few
   * frames a second instead of most of them.
   */
  throttleMs?: number;
}

/**
 * The throttled readers of one store share one subscription and one scheduled read: a dispatch
 * costs a single listener call however many cards are on the page (each card with a store reads
 * its nested calls), and the readers read together, on the same beat or frame.
 */
class SharedRead {
  private readonly readers = new Set<StoreController<unknown>>();
  private unsubscribe?: () => void;
  /** Cancels the read that is scheduled (on a beat or at the next frame), if one is. */
  private cancelPending?: () => void;
  /** The beat of the latest read. */
  private lastReadAt = -Infinity;

  constructor(
    private readonly store: ToolCallStore,
    private readonly throttleMs: number,
    private readonly forget: () => void,
  ) {}

  add(reader: StoreController<unknown>): void {
    this.readers.add(reader);
    this.unsubscribe ??= this.store.subscribe(() => this.schedule());
  }

  delete(reader: StoreController<unknown>): void {
    this.readers.delete(reader);
    if (this.readers.size > 0) return;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.cancelPending?.();
    this.cancelPending = undefined;
    this.forget();
  }

  private schedule(): void {
    if (this.cancelPending) return;
    const read = () => this.readNow();
    // Below a beat the ticker's grid is too coarse: such a view reads at the next frame, every frame.
    const next = this.lastReadAt + this.throttleMs;
    this.cancelPending = this.throttleMs >= BEAT_MS && now() < next ? onTick(read, next) : onFrame(read);
  }

  private readNow(): void {
    this.cancelPending = undefined;
    // On the grid, so the next read's beat is counted from the beat, not from how late this one ran.
    this.lastReadAt = currentTick() ?? beatOf(now());
    const state = this.store.getState();
    // A reader an earlier one's update disconnected is skipped.
    for (const reader of [...this.readers]) if (this.readers.has(reader)) reader.read(state);
  }
}

/** The shared reads of each store, by throttle. */
const sharedReads = new WeakMap<ToolCallStore, Map<number, SharedRead>>();

function sharedRead(store: ToolCallStore, throttleMs: number): SharedRead {
  let byThrottle = sharedReads.get(store);
  if (!byThrottle) sharedReads.set(store, (byThrottle = new Map()));
  let shared = byThrottle.get(throttleMs);
  if (!shared) {
    const forget = () => byThrottle.delete(throttleMs);
    byThrottle.set(throttleMs, (shared = new SharedRead(store, throttleMs, forget)));
  }
  return shared;
}

/** The one bridge from a store into an element: subscribes while connected. */
export class StoreController<T> implements ReactiveController {
  /** What `select` picked at the latest read. */
  value: T | undefined;
  private store?: ToolCallStore;
  private unsubscribe?: () => void;
  private connected = false;

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
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  private subscribe(): void {
    const store = this.store;
    if (!store || this.unsubscribe) return;
    this.read(store.getState());
    const { throttleMs } = this.options;
    if (!throttleMs) {
      this.unsubscribe = store.subscribe((state) => this.read(state));
      return;
    }
    const shared = sharedRead(store, throttleMs);
    shared.add(this as StoreController<unknown>);
    this.unsubscribe = () => shared.delete(this as StoreController<unknown>);
  }

  /** @internal Selects from `state`; the host updates when the pick changed. */
  read(state: ToolCallState): void {
    const value = this.options.select(state);
    if (Object.is(value, this.value)) return;
    this.value = value;
    this.host.requestUpdate();
  }
}
