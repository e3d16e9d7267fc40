// SPDX-License-Identifier: Apache-2.0
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ChangeSetState, ChangeTracker } from '../changes/index.js';
import { onFrame } from '../scheduling/ticker.js';

/**
 * Follows a change tracker (`trackChanges`) while the host is connected: `value` is its state at
 * the latest read. Reads at most once a frame, as the tracker may change on every edit of a stream.
 */
export class ChangeSetController implements ReactiveController {
  value: ChangeSetState | undefined;
  private tracker?: ChangeTracker;
  private unsubscribe?: () => void;
  private cancelRead?: () => void;
  private connected = false;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Switches to another tracker (or none); safe to call on every update. */
  setTracker(tracker: ChangeTracker | undefined): void {
    if (tracker === this.tracker) return;
    this.stop();
    this.tracker = tracker;
    if (!tracker) this.value = undefined;
    if (this.connected) this.start();
  }

  hostConnected(): void {
    this.connected = true;
    this.start();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.stop();
  }

  private start(): void {
    const tracker = this.tracker;
    if (!tracker || this.unsubscribe) return;
    this.read();
    this.unsubscribe = tracker.subscribe(() => {
      this.cancelRead ??= onFrame(() => {
        this.cancelRead = undefined;
        this.read();
      });
    });
  }

  private stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.cancelRead?.();
    this.cancelRead = undefined;
  }

  private read(): void {
    const value = this.tracker?.getState();
    if (Object.is(value, this.value)) return;
    this.value = value;
    this.host.requestUpdate();
  }
}
