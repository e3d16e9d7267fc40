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
    if (this.frame !== undefined) cancelAnimationFrame(this.frame);
    this.frame = undefined;
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
    if (this.frame !== undefined) cancelAnimationFrame(this.frame);
    this.frame = undefined;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  private subscribe(): void {
    if (!this.store || this.unsubscribe) return;
    this.read(this.store.getState());
    this.unsubscribe = this.store.subscribe((state) => {
      if (!this.options.perFrame) return this.read(state);
      this.frame ??= requestAnimationFrame(() => {
        this.frame = undefined;
        if (this.store) this.read(this.store.getState());
      });
    });
  }

  private frame?: number;

  private read(state: ToolCallState): void {
    const value = this.options.select(state);
    if (Object.is(value, this.value)) return;
    this.value = value;
    this.host.requestUpdate();
  }
}
