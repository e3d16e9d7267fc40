// SPDX-License-Identifier: Apache-2.0
/**
 * The page side of bench/prompt-input.bench.ts, bundled by esbuild with the elements from src/.
 * `<prompt-input>` following a store, alone or under a `<session-thread>` of 10,000 entries into
 * which an answer streams. The Node side types with real key events (DevTools input); the page
 * times each keystroke from the event's own timestamp (when the browser received it, so time spent
 * waiting behind other work counts) to just after the frame that shows it: the next animation frame,
 * then a task (a message) that runs once that frame was painted.
 */
import '../../src/elements/prompt-input/prompt-input.js';
import '../../src/elements/session-thread/session-thread.js';
import type { PromptInput } from '../../src/elements/prompt-input/prompt-input.js';
import type { ToolCallStore } from '../../src/state/index.js';
import { streamInto, threadSessionStore, type LiveStream } from './thread-session.js';

const S = 'bench-session';
const stage = document.getElementById('stage')!;

let composer: PromptInput | undefined;
let live: LiveStream | undefined;
const keystrokes: number[] = [];
let frames: number[] = [];
let counting = false;
let submitted: { at: number; characters: number } | undefined;

function frame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Resolves after the next frame was painted: a message posted from its animation frame runs after it. */
function painted(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(undefined);
    }),
  );
}

const textarea = () => composer!.shadowRoot!.querySelector('textarea')!;

function onKey(event: KeyboardEvent): void {
  if (!counting || event.key.length !== 1) return;
  const received = event.timeStamp;
  void painted().then((at) => keystrokes.push(at - received));
}

async function countFrames(): Promise<void> {
  frames = [];
  while (counting) frames.push(await frame());
}

/** A composer following a session; under a 10,000-entry thread when `withThread`. Resolves once both drew. */
async function setup(withThread: boolean, entries = 10_000): Promise<{ entries: number }> {
  live?.stop();
  live = undefined;
  stage.replaceChildren();
  const store: ToolCallStore = threadSessionStore(S, withThread ? entries : 8);
  if (withThread) {
    const thread = document.createElement('session-thread') as HTMLElement & { store?: ToolCallStore; sessionId?: string };
    thread.style.setProperty('--session-thread-height', '600px');
    thread.style.display = 'block';
    thread.sessionId = S;
    thread.store = store;
    stage.append(thread);
    while (!thread.shadowRoot?.querySelector('[part~="entry"]')) await frame();
  }
  composer = document.createElement('prompt-input') as PromptInput;
  composer.sessionId = S;
  composer.store = store;
  // Not prevented: the box clears as it does when a host sends the prompt.
  composer.addEventListener('prompt-submit', (event) => {
    submitted = {
      at: performance.now(),
      characters: event.detail.prompt.reduce((n, block) => n + ('text' in block ? block.text.length : 0), 0),
    };
  });
  stage.append(composer);
  await composer.updateComplete;
  composer.shadowRoot!.addEventListener('keydown', onKey as EventListener, { capture: true });
  await clearBox();
  textarea().focus();
  for (let i = 0; i < 5; i++) await frame();
  if (withThread) live = streamInto(store, S);
  return { entries: store.getState().seq };
}

/** Starts counting keystrokes (and frames); the Node side types meanwhile. */
function start(): void {
  keystrokes.length = 0;
  counting = true;
  void countFrames();
}

/** Stops counting once the last keystroke was painted; the latencies (ms) and the frames seen. */
async function finish(expected: number): Promise<{ keystrokes: number[]; frames: number[]; value: number; text: string }> {
  while (keystrokes.length < expected) await frame();
  counting = false;
  live?.stop();
  live = undefined;
  const text = textarea().value;
  return { keystrokes: [...keystrokes], frames, value: text.length, text: text.length > 200 ? '' : text };
}

/** Puts `characters` of code in the clipboard (the Node side then presses the paste shortcut). */
async function clip(characters: number): Promise<void> {
  const text = 'const x = 1;\n'.repeat(Math.ceil(characters / 13)).slice(0, characters);
  await navigator.clipboard.writeText(text);
  await clearBox();
}

/** Empties the box: the composer keeps each session's draft, so a new round would start with the last one's text. */
async function clearBox(): Promise<void> {
  textarea().value = '';
  textarea().dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
  await composer!.updateComplete;
  submitted = undefined;
}

/** Resolves when the paste is in the box (its text, or the chip standing for it) and painted: ms since the paste's key event. */
async function pasted(since: number): Promise<number> {
  while (textarea().value.length === 0) await frame();
  await composer!.updateComplete;
  return (await painted()) - since;
}

/** The paste key's timestamp, taken from the next keydown. */
function nextKeyAt(): Promise<number> {
  return new Promise((resolve) =>
    composer!.shadowRoot!.addEventListener('keydown', (event) => resolve(event.timeStamp), { capture: true, once: true }),
  );
}

let keyAt: Promise<number> = Promise.resolve(0);
function armKey(): void {
  keyAt = nextKeyAt();
}

/** After the paste: ms from the key event to the painted box, and, after Enter, to `prompt-submit` and the emptied box painted. */
async function pasteFigures(): Promise<{ pasteMs: number }> {
  const since = await keyAt;
  return { pasteMs: await pasted(since) };
}

async function sendFigures(): Promise<{ submitMs: number; clearedMs: number; characters: number }> {
  const since = await keyAt;
  while (!submitted) await frame();
  const { at, characters } = submitted;
  while (textarea().value.length > 0) await frame();
  return { submitMs: at - since, clearedMs: (await painted()) - since, characters };
}

export interface PromptInputBench {
  ready: boolean;
  setup: typeof setup;
  start: typeof start;
  finish: typeof finish;
  clip: typeof clip;
  armKey: typeof armKey;
  pasteFigures: typeof pasteFigures;
  sendFigures: typeof sendFigures;
}

declare global {
  interface Window {
    promptInputBench: PromptInputBench;
  }
}

window.promptInputBench = { ready: true, setup, start, finish, clip, armKey, pasteFigures, sendFigures };
