// SPDX-License-Identifier: Apache-2.0
// Awaiting the events an element fires, instead of scheduling the action on a timer.
import { expect } from '@open-wc/testing';
import { frames, waitUntil, type WaitOptions } from './time.js';

type EventName = keyof GlobalEventHandlersEventMap;
type EventOf<K extends string> = K extends EventName ? GlobalEventHandlersEventMap[K] : Event;

/**
 * Listens on `target` for `name`, runs `action`, and resolves with the first such event (typed by the
 * event map the library's events extend). Fails with a message if it has not come within `timeout`.
 */
export async function expectEvent<K extends string>(
  target: EventTarget,
  name: K,
  action: () => unknown,
  options?: WaitOptions,
): Promise<EventOf<K>> {
  let received: Event | undefined;
  const listener = (event: Event) => (received ??= event);
  target.addEventListener(name, listener);
  try {
    await action();
    return (await waitUntil(() => received, `a "${name}" event`, options)) as EventOf<K>;
  } finally {
    target.removeEventListener(name, listener);
  }
}

/**
 * Runs `action` and asserts that `target` saw no `name` event by the time `settled` resolves: a positive
 * sign that the moment has passed (default: two frames after the action, when a render it caused is done).
 */
export async function expectNoEvent(
  target: EventTarget,
  name: string,
  action: () => unknown,
  settled: () => Promise<unknown> = () => frames(2),
): Promise<void> {
  const received: Event[] = [];
  const listener = (event: Event) => received.push(event);
  target.addEventListener(name, listener);
  try {
    await action();
    await settled();
  } finally {
    target.removeEventListener(name, listener);
  }
  expect(received, `"${name}" events`).to.have.length(0);
}

/**
 * Resolves once any handler that injected markup could have set up would have run: probes of the
 * same kinds (an image that fails to load, a frame that loads a document, a <details> that opens),
 * made after the markup, have fired their events. Markup that must stay inert is checked after it.
 */
export async function injectedHandlersHadTheirTurn(): Promise<void> {
  const probes = document.createElement('div');
  probes.hidden = true;
  const image = new Image();
  const frame = document.createElement('iframe');
  const details = document.createElement('details');
  const fired = Promise.all([
    new Promise((resolve) => image.addEventListener('error', resolve, { once: true })),
    new Promise((resolve) => frame.addEventListener('load', resolve, { once: true })),
    new Promise((resolve) => details.addEventListener('toggle', resolve, { once: true })),
  ]);
  image.src = `/__no-such-file__/probe-${Math.random()}.png`;
  frame.srcdoc = '<p>probe</p>';
  probes.append(image, frame, details);
  document.body.append(probes);
  details.open = true;
  try {
    await fired;
    await frames(1);
  } finally {
    probes.remove();
  }
}
