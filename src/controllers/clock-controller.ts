// SPDX-License-Identifier: Apache-2.0
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { BEAT_MS, currentBeat, nextBeat, onBeat } from '../internal/page-beat.js';

/**
 * Re-renders its host once a second while `active()` says so (a call is running). All hosts
 * share one clock on the page beat (src/internal/page-beat.ts), so a list of a thousand running
 * calls costs one timer, not a thousand, and its re-renders share the frames of the list's reads
 * and the spinners' steps. A tick re-renders a few hosts per beat (HOSTS_PER_BEAT), not all at
 * once: a dozen running cards and their terminals re-rendered in one frame made that frame miss
 * its vsync once a second; spread over a few beats, the clocks still agree within a few tenths of
 * a second.
 */
const ticking = new Set<ClockController>();
const HOSTS_PER_BEAT = 4;
const TICK_MS = 1000;
let due: ClockController[] = [];
let cancelTick: (() => void) | undefined;
let cancelSome: (() => void) | undefined;

function schedule(): void {
  // On the beat nearest to a second from now.
  cancelTick = onBeat(() => {
    due = [...ticking];
    schedule();
    // The first hosts on this beat (unless the last second's are still being worked through).
    if (!cancelSome) updateSome();
  }, (currentBeat() ?? performance.now()) + TICK_MS - BEAT_MS / 2);
}

function updateSome(): void {
  cancelSome = undefined;
  for (const clock of due.splice(0, HOSTS_PER_BEAT)) if (ticking.has(clock)) clock.host.requestUpdate();
  if (due.length > 0) cancelSome = onBeat(updateSome, nextBeat());
}

export class ClockController implements ReactiveController {
  constructor(
    readonly host: ReactiveControllerHost,
    private readonly active: () => boolean,
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
    if (!cancelTick) schedule();
  }

  private stop(): void {
    ticking.delete(this);
    if (ticking.size === 0 && cancelTick) {
      cancelTick();
      cancelSome?.();
      cancelTick = cancelSome = undefined;
      due = [];
    }
  }
}
