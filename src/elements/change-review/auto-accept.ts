// SPDX-License-Identifier: Apache-2.0
import type { FileChange } from '../../changes/index.js';
import { after } from '../../scheduling/clock.js';
import { autoKeepable, pendingKey } from './change-review-model.js';

/**
 * Auto-accept: keeps each file once the calls that edit it have ended and `delay` ms have passed
 * (on the page's clock, so tests move it by hand). A file edited again before its time starts
 * over; one asked for is not asked again until it has new pending hunks.
 */
export class AutoAccept {
  /** By path: the pending hunks a keep is scheduled for, and how to cancel it. */
  private readonly scheduled = new Map<string, { key: string; cancel: () => void }>();
  /** The pending hunks a keep was asked for already (by `pendingKey`). */
  private readonly asked = new Set<string>();

  constructor(
    /** The files as they are now (the timer checks again when it fires). */
    private readonly current: () => readonly FileChange[],
    private readonly keep: (file: FileChange) => void,
  ) {}

  /** After every update: schedules what became keepable, cancels what changed. */
  sync(on: boolean, delay: number, files: readonly FileChange[]): void {
    if (!on) {
      this.stop();
      return;
    }
    const due = new Map(autoKeepable(files).map((file) => [file.path, file]));
    for (const [path, timer] of this.scheduled) {
      const file = due.get(path);
      if (!file || pendingKey(file) !== timer.key) {
        timer.cancel();
        this.scheduled.delete(path);
      }
    }
    for (const [path, file] of due) {
      const key = pendingKey(file);
      if (this.asked.has(key) || this.scheduled.has(path)) continue;
      const cancel = after(Math.max(0, Number.isFinite(delay) ? delay : 0), () => {
        this.scheduled.delete(path);
        const now = autoKeepable(this.current()).find((candidate) => candidate.path === path);
        if (!now || pendingKey(now) !== key) return;
        this.asked.add(key);
        this.keep(now);
      });
      this.scheduled.set(path, { key, cancel });
    }
  }

  stop(): void {
    for (const timer of this.scheduled.values()) timer.cancel();
    this.scheduled.clear();
  }
}
