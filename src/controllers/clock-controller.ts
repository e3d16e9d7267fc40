// SPDX-License-Identifier: Apache-2.0
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Re-renders its host once a second while `active()` says so (a call is running). All hosts
 * share one timer, so a list of a thousand running calls costs one interval, not a thousand.
 * A tick re-renders a few hosts per animation frame (HOSTS_PER_FRAME), not all at once: a dozen
 * running cards and their terminals re-rendered in one frame made that frame miss its vsync once
 * a second; spread over a few frames, the clocks still agree within a tenth of a second.
 */
const ticking = new Set<ClockController>();
let timer: ReturnType<typeof setInterval> | undefined;
const HOSTS_PER_FRAME = 4;
let due: ClockController[] = [];
let frame = 0;

function tick(): void {
  due = [...ticking];
  frame ||= requestAnimationFrame(updateSome);
}

function updateSome(): void {
  frame = 0;
  for (const clock of due.splice(0, HOSTS_PER_FRAME)) if (ticking.has(clock)) clock.host.requestUpdate();
  if (due.length > 0) frame = requestAnimationFrame(updateSome);
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
      cancelAnimationFrame(frame);
      frame = 0;
      due = [];
    }
  }
}
