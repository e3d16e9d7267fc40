// SPDX-License-Identifier: Apache-2.0
/**
 * When to try a dropped connection again: exponential backoff on the library's clock (a test's
 * manual clock drives it), a limit of failed attempts in a row, and "at once" for a drop that is
 * no failure (the bridge restarting its agent with a new environment, or the connection itself
 * restarting the agent after a sign-in).
 */
import { after } from '../scheduling/clock.js';
import type { ReconnectOptions } from './connection-types.js';

export const DEFAULT_RECONNECT: Required<ReconnectOptions> = {
  initialDelayMs: 500,
  maxDelayMs: 15_000,
  factor: 2,
  maxAttempts: Number.POSITIVE_INFINITY,
};

/** The bridge closes the agent's sockets with this code when it restarts the agent with a new environment (decision 0039). */
export const AGENT_RESTARTING = 4003;

export class Reconnector {
  /** Failed attempts since the connection was last ready (0 on the first connect). */
  attempt = 0;
  private readonly policy: Required<ReconnectOptions> | false;
  private cancelTimer: (() => void) | undefined;

  constructor(options: ReconnectOptions | false | undefined) {
    this.policy = options === false ? false : { ...DEFAULT_RECONNECT, ...options };
  }

  /**
   * After a drop: `retry` runs once the delay has passed. Returns the delay, or `undefined` when the
   * policy gives up (no reconnect, or too many failures in a row). `immediate`: the drop was not
   * a failure, so it is not counted and the next attempt goes at once (even with `reconnect: false`,
   * as the page did not lose the agent: it is being restarted on purpose).
   */
  schedule(retry: () => void, immediate = false): number | undefined {
    this.cancel();
    if (immediate) {
      // Not a timer: nothing to wait for, on any clock.
      let cancelled = false;
      queueMicrotask(() => cancelled || retry());
      this.cancelTimer = () => (cancelled = true);
      return 0;
    }
    const policy = this.policy;
    this.attempt += 1;
    if (!policy || this.attempt > policy.maxAttempts) return undefined;
    const delay = Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.factor ** (this.attempt - 1));
    this.cancelTimer = after(delay, retry);
    return delay;
  }

  /** The agent answered: the next drop starts the backoff over. */
  succeeded(): void {
    this.attempt = 0;
  }

  /** Forgets the attempt waiting (the user retried now, or closed the connection). */
  cancel(): void {
    this.cancelTimer?.();
    this.cancelTimer = undefined;
  }
}
