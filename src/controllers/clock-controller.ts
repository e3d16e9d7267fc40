// SPDX-License-Identifier: Apache-2.0
// Temporary: terminal-view moves to the ticker in the merge (its elapsed label to `elapsed()` of
// src/internal/elapsed.ts, which rewrites the text on the ticker without re-rendering the host).
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { every } from '../internal/ticker.js';

/** Re-renders its host once a second, on the ticker, while `active()` says so. */
export class ClockController implements ReactiveController {
  private stop?: () => void;

  constructor(
    readonly host: ReactiveControllerHost,
    private readonly active: () => boolean,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    if (!this.active()) return this.hostDisconnected();
    this.stop ??= every(1000, () => this.host.requestUpdate());
  }

  hostDisconnected(): void {
    this.stop?.();
    this.stop = undefined;
  }
}
