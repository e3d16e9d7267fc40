// SPDX-License-Identifier: Apache-2.0
// Waiting in tests without fixed sleeps: on frames, or on a condition checked until it holds.

/** Resolves at the next animation frame. */
export function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Waits `n` animation frames. */
export async function frames(n = 2): Promise<void> {
  for (let i = 0; i < n; i++) await nextFrame();
}

export interface WaitOptions {
  /**
   * How long to wait before failing with the wait's own message. Keep it under the test's own
   * limit (mocha's 5 s in the browser), or the test's timeout fires first and the message never shows.
   */
  timeout?: number;
}

/** What a truthy value of `T` can be. */
export type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

/** Under mocha's 5 s per-test limit, with room for the test's own steps. */
export const WAIT_TIMEOUT = 3_000;

/** How often the condition is checked. */
const POLL_MS = 20;

/**
 * The next moment to check a condition: a short interval, in the page and in Node alike. Not every
 * frame: with a frame requested on every frame, the virtualized list never drew the calls a user
 * scrolled back to (tool-call-list.test.ts, "following new calls"), so the wait changed what it watched.
 */
function nextCheck(): Promise<unknown> {
  return new Promise((resolve) => globalThis.setTimeout(resolve, POLL_MS));
}

/**
 * The one wait of the tests (browser and Node). Resolves with the first truthy value of
 * `condition`, checked now and then every 20 ms, or fails with `message` after `timeout` ms.
 */
export async function waitUntil<T>(
  condition: () => T | Promise<T>,
  message: string,
  { timeout = WAIT_TIMEOUT }: WaitOptions = {},
): Promise<Truthy<T>> {
  const deadline = performance.now() + timeout;
  for (;;) {
    const value = await condition();
    if (value) return value as Truthy<T>;
    if (performance.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${message}`);
    await nextCheck();
  }
}

/** Resolves once `read()` returns something other than what it returns now (the next change). */
export async function nextChange<T>(read: () => T, message: string, options?: WaitOptions): Promise<T> {
  const before = read();
  return waitUntil(
    () => {
      const now = read();
      return now !== before ? { now } : undefined;
    },
    message,
    options,
  ).then(({ now }) => now);
}
