// SPDX-License-Identifier: Apache-2.0
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ToolCallState, ToolCallStore } from '../state/index.js';

export interface StoreControllerOptions<T> {
  /** Picks what the element shows; the element updates only when this changes (`Object.is`). */
  select: (state: ToolCallState) => T;
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
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  private subscribe(): void {
    if (!this.store || this.unsubscribe) return;
    this.read(this.store.getState());
    this.unsubscribe = this.store.subscribe((state) => this.read(state));
  }

  private read(state: ToolCallState): void {
    const value = this.options.select(state);
    if (Object.is(value, this.value)) return;
    this.value = value;
    this.host.requestUpdate();
  }
}
