// SPDX-License-Identifier: Apache-2.0
/** When a bench page's work is on screen: the frame helpers the pages time with, written once. */

/** The next animation frame's timestamp. */
export const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** A task queued from a frame's rAF callback runs once that frame is painted. */
export const afterPaint = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    requestAnimationFrame(() => channel.port2.postMessage(undefined));
  });

/** Resolves after the first frame that paints with `ready()` true. */
export async function painted(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 0));
  await afterPaint();
}
