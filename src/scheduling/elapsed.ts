// SPDX-License-Identifier: Apache-2.0
import { AsyncDirective, directive } from 'lit/async-directive.js';
import { formatDuration } from '../text/format.js';
import { every, wallNow } from './ticker.js';

/** How often a running time's text moves on. */
const ELAPSED_STEP_MS = 1000;

/**
 * The time from `startedAt` to `endedAt` (ms since the epoch), as text; while `endedAt` is
 * undefined, up to now, its text rewritten once a second on the ticker (src/scheduling/ticker.ts):
 * only the text node changes, the element around it does not re-render. All running times step
 * on the same beat, beside the other timed repaints.
 *
 * `${elapsed(call.firstSeenAt, call.endedAt)}` in a child position.
 */
class ElapsedDirective extends AsyncDirective {
  private startedAt = 0;
  private endedAt: number | undefined;
  private stopTicking?: () => void;

  render(startedAt: number, endedAt?: number): string {
    this.startedAt = startedAt;
    this.endedAt = endedAt;
    this.track();
    return this.text();
  }

  private text(): string {
    return formatDuration((this.endedAt ?? wallNow()) - this.startedAt);
  }

  private track(): void {
    if (this.endedAt === undefined && this.isConnected) {
      this.stopTicking ??= every(ELAPSED_STEP_MS, () => this.setValue(this.text()));
    } else {
      this.stopTicking?.();
      this.stopTicking = undefined;
    }
  }

  protected override disconnected(): void {
    this.track();
  }

  protected override reconnected(): void {
    this.track();
    this.setValue(this.text());
  }
}

/** The elapsed time from `startedAt` to `endedAt` (or to now, kept current while running). */
export const elapsed = directive(ElapsedDirective);
