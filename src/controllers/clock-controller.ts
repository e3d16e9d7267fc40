// SPDX-License-Identifier: Apache-2.0
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Re-renders its host once a second while `active()` says so (a call is running). All hosts
 * share one timer, so a list of a thousand running calls costs one interval, not a thousand.
 */
const ticking = new Set<ClockController>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  for (const clock of ticking) clock.host.requestUpdate();
}

export class ClockController implements ReactiveController {
  constructor(
    readonly host: ReactiveControllerHost,
    private readonly active: () => boolean,
    private readonly intervalMs = 1000,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    if (this.active()) this.start();
    else this.stop();
  }

  hostDisconnected(): void {
    this.stop();
  }

  private start(): void {
    ticking.add(this);
    timer ??= setInterval(tick, this.intervalMs);
  }

  private stop(): void {
    ticking.delete(this);
    if (ticking.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  }
}
