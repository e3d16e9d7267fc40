// SPDX-License-Identifier: Apache-2.0
// Waiting in browser tests without fixed sleeps: on frames, or on a condition checked every frame.

/** Resolves at the next animation frame. */
export function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Waits `n` animation frames. */
export async function frames(n = 2): Promise<void> {
  for (let i = 0; i < n; i++) await nextFrame();
}

export interface WaitOptions {
  /** How long to wait before failing with `message`; keep it under the per-test timeout (5 s). */
  timeout?: number;
}

/**
 * Resolves with the first truthy value of `condition`, checked now and then once every animation
 * frame (every state a render can show is seen, unlike polling at an interval), or fails with
 * `message` after `timeout` ms.
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  message: string,
  { timeout = 3_000 }: WaitOptions = {},
): Promise<NonNullable<T>> {
  const deadline = performance.now() + timeout;
  for (;;) {
    const value = await condition();
    if (value) return value as NonNullable<T>;
    if (performance.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${message}`);
    await nextFrame();
  }
}

/** Resolves once `read()` returns something other than what it returns now (the next change). */
export async function nextChange<T>(read: () => T, message: string, options?: WaitOptions): Promise<T> {
  const before = read();
  return waitFor(
    () => {
      const now = read();
      return now !== before ? { now } : undefined;
    },
    message,
    options,
  ).then(({ now }) => now);
}
