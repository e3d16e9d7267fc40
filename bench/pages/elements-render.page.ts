// SPDX-License-Identifier: Apache-2.0
/**
 * The in-page half of bench/elements-render.bench.ts. Bundled with esbuild (production Lit) and
 * loaded into headless Chromium; the Node side calls the functions on `window.elementsRenderBench`
 * through `page.evaluate` and does the statistics. Everything here only measures and reports raw
 * figures (timestamps, durations), it judges nothing.
 */
import '../../src/define.js';
import { createToolCallStore, selectErrors, selectToolCalls, type ToolCallStore } from '../../src/state/index.js';
import type { ToolCallList } from '../../src/index.js';
import { MARKS } from './marks.js';
import {
  entriesBetween,
  longFrames,
  longFrameSupported,
  longTasks,
  longTaskSupported,
  type FrameEntry,
  type TaskEntry,
} from './performance-entries.js';
import {
  buildSession,
  createLiveFeed,
  SESSION_ID,
  type BuiltSession,
  type LiveFeedFigures,
  type SessionFacts,
  type WireMessage,
} from './synthetic-session.js';
import {
  atBottom,
  callOrder,
  checkStore,
  describeCards,
  fill,
  freshList,
  nextFrame,
  scrollerOf,
  scrollToEnd,
  sleep,
  stage,
  whenCardsExist,
} from './tool-call-list-stage.js';

// ---------------------------------------------------------------------------------------------
// 1. Time to first render

export interface FirstRenderOptions {
  calls: number;
  seed: number;
  heightPx: number;
}

export interface FirstRenderResult {
  messages: number;
  facts: SessionFacts;
  problems: string[];
  foldMs: number;
  /** From `list.store = store` to the list's `updateComplete`. */
  updateCompleteMs: number;
  /** …to the first `<tool-call-card>` in the list's shadow root (undefined: never). */
  cardsInDomMs: number | undefined;
  /** …to two animation frames after that: the cards are painted. */
  paintedMs: number | undefined;
  /** Where the list stands 10 frames after painting: does it go to the bottom by itself? */
  afterwards: { scrollTop: number; scrollHeight: number; atBottom: boolean; lastCallDrawn: boolean };
  cards: ReturnType<typeof describeCards>;
  longTasks: TaskEntry[];
  longFrames: FrameEntry[];
}

async function firstRender(options: FirstRenderOptions): Promise<FirstRenderResult> {
  const session = buildSession(options.calls, options.seed, Date.now() - options.calls * 2000);
  const store = createToolCallStore();
  const foldStart = performance.now();
  fill(store, session.messages, session.receivedAt);
  const foldMs = performance.now() - foldStart;
  const problems = checkStore(store, session.facts);

  const list = await freshList(options.heightPx);
  const cardsSeen = whenCardsExist(list, 5_000);
  performance.mark(MARKS.firstRenderStart);
  const t0 = performance.now();
  list.store = store;
  await list.updateComplete;
  const updateCompleteAt = performance.now();
  const cardsAt = await cardsSeen;
  let paintedAt: number | undefined;
  const order = callOrder(store);
  let cards = describeCards(list, order);
  if (cardsAt !== undefined) {
    await nextFrame();
    await nextFrame();
    paintedAt = performance.now();
    performance.mark(MARKS.firstRenderEnd);
    cards = describeCards(list, order);
  }
  for (let i = 0; i < 10; i++) await nextFrame();
  const end = performance.now();
  const scroller = scrollerOf(list);
  const afterwards = {
    scrollTop: scroller?.scrollTop ?? -1,
    scrollHeight: scroller?.scrollHeight ?? -1,
    atBottom: atBottom(list),
    lastCallDrawn: !!list.shadowRoot?.querySelector(`tool-call-card[tool-call-id="${CSS.escape(session.facts.lastToolCallId)}"]`),
  };
  return {
    messages: session.messages.length,
    facts: session.facts,
    problems,
    foldMs,
    updateCompleteMs: updateCompleteAt - t0,
    cardsInDomMs: cardsAt === undefined ? undefined : cardsAt - t0,
    paintedMs: paintedAt === undefined ? undefined : paintedAt - t0,
    afterwards,
    cards,
    longTasks: entriesBetween(longTasks, t0, end),
    longFrames: entriesBetween(longFrames, t0, end),
  };
}

// ---------------------------------------------------------------------------------------------
// 2. Frames while updates stream in

export interface StreamOptions {
  calls: number;
  seed: number;
  heightPx: number;
  /** Updates the feed will need: rate × duration, plus margin. */
  feedMessages: number;
  settleTimeoutMs: number;
}

interface StreamSetup {
  store: ToolCallStore;
  list: ToolCallList;
  session: BuiltSession;
  feed: WireMessage[];
  sent: number;
  clock: number;
}

let streamSetup: StreamSetup | undefined;

export interface StreamPrepared {
  messages: number;
  facts: SessionFacts;
  problems: string[];
  feed: LiveFeedFigures & { messages: number };
  settledAtBottomMs: number | undefined;
  cards: ReturnType<typeof describeCards>;
}

async function prepareStream(options: StreamOptions): Promise<StreamPrepared> {
  const start = Date.now() - options.calls * 2000;
  const session = buildSession(options.calls, options.seed, start);
  const store = createToolCallStore();
  fill(store, session.messages, session.receivedAt);
  const problems = checkStore(store, session.facts);
  // Built before anything is measured, so that generating messages costs nothing in the frames.
  const { messages: feed, figures } = createLiveFeed(session, options.feedMessages, options.seed ^ 0x5eed);
  const list = await freshList(options.heightPx);
  const t0 = performance.now();
  list.store = store;
  await whenCardsExist(list, options.settleTimeoutMs);
  const settled = await scrollToEnd(list, session.facts.lastToolCallId, options.settleTimeoutMs);
  streamSetup = { store, list, session, feed, sent: 0, clock: Date.now() };
  // Let the first layout's stragglers (resize observers, lazy card updates) finish.
  await sleep(300);
  return {
    messages: session.messages.length,
    facts: session.facts,
    problems,
    feed: { ...figures, messages: feed.length },
    settledAtBottomMs: settled === undefined ? undefined : settled - t0,
    cards: describeCards(list, callOrder(store)),
  };
}

export interface FramesOptions {
  durationMs: number;
  /** Messages per second dispatched from a timer; 0 records an idle baseline. */
  rate: number;
  /** Timer period in ms (each tick dispatches every message that is due). */
  tickMs: number;
}

export interface FramesResult {
  /** `requestAnimationFrame` timestamps (frame begin times), in order. */
  frameTimes: number[];
  /** `performance.now()` inside each callback: when the frame's callbacks actually ran. */
  callbackTimes: number[];
  start: number;
  end: number;
  dispatched: number;
  /** Wall time spent inside `store.dispatch` (reducer + subscribers, not the render that follows). */
  dispatchMs: number;
  maxDispatchMs: number;
  ticks: number;
  /** Largest gap between when a message was due and when it was sent. */
  maxLagMs: number;
  longTasks: TaskEntry[];
  longFrames: FrameEntry[];
  callsAfter: number;
  cardsAfter: ReturnType<typeof describeCards>;
  atBottomAfter: boolean;
  /** Frames sampled for "is the list at the bottom", and how many were. */
  bottomSamples: number;
  bottomHits: number;
  feedErrors: number;
  feedExhausted: boolean;
}

async function recordFrames(options: FramesOptions): Promise<FramesResult> {
  const setup = streamSetup;
  if (!setup) throw new Error('prepareStream first');
  const frameTimes: number[] = [];
  const callbackTimes: number[] = [];
  let dispatched = 0;
  let dispatchMs = 0;
  let maxDispatchMs = 0;
  let maxLagMs = 0;
  let ticks = 0;
  let feedExhausted = false;
  let bottomSamples = 0;
  let bottomHits = 0;
  performance.mark(MARKS.framesStart);
  const start = performance.now();
  const stopAt = start + options.durationMs;
  let timer: ReturnType<typeof setInterval> | undefined;
  if (options.rate > 0) {
    const tick = () => {
      const now = performance.now();
      ticks++;
      const due = Math.floor(((Math.min(now, stopAt) - start) * options.rate) / 1000);
      while (dispatched < due) {
        if (setup.sent >= setup.feed.length) {
          feedExhausted = true;
          break;
        }
        const dueAt = start + (dispatched * 1000) / options.rate;
        maxLagMs = Math.max(maxLagMs, performance.now() - dueAt);
        const message = setup.feed[setup.sent++];
        setup.clock += 1000 / options.rate;
        const before = performance.now();
        setup.store.dispatch(message.msg, { from: message.from, receivedAt: setup.clock });
        const spent = performance.now() - before;
        dispatchMs += spent;
        maxDispatchMs = Math.max(maxDispatchMs, spent);
        dispatched++;
      }
    };
    timer = setInterval(tick, options.tickMs);
  }
  await new Promise<void>((resolve) => {
    const frame = (time: number) => {
      frameTimes.push(time);
      const now = performance.now();
      callbackTimes.push(now);
      // Twice a second: is the list still following the bottom? Read in a task after this frame
      // has rendered, when layout is clean: read here, it would force a layout inside the frame.
      if (frameTimes.length % 30 === 0) {
        setTimeout(() => {
          bottomSamples++;
          if (atBottom(setup.list)) bottomHits++;
        }, 0);
      }
      if (now < stopAt) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  if (timer !== undefined) clearInterval(timer);
  const end = performance.now();
  performance.mark(MARKS.framesEnd);
  // Long-task entries are delivered asynchronously: give the observers a moment.
  await sleep(100);
  const state = setup.store.getState();
  return {
    frameTimes,
    callbackTimes,
    start,
    end,
    dispatched,
    dispatchMs,
    maxDispatchMs,
    ticks,
    maxLagMs,
    longTasks: entriesBetween(longTasks, start, end),
    longFrames: entriesBetween(longFrames, start, end),
    callsAfter: selectToolCalls(state, SESSION_ID).length,
    cardsAfter: describeCards(setup.list, callOrder(setup.store)),
    atBottomAfter: atBottom(setup.list),
    bottomSamples,
    bottomHits,
    feedErrors: selectErrors(state).length,
    feedExhausted,
  };
}

function environment() {
  return {
    userAgent: navigator.userAgent,
    hardwareConcurrency: navigator.hardwareConcurrency,
    devicePixelRatio: window.devicePixelRatio,
    viewport: `${window.innerWidth}×${window.innerHeight}`,
    visibility: document.visibilityState,
    longTaskSupported,
    longFrameSupported,
    toolCallListDefined: customElements.get('tool-call-list') !== undefined,
    toolCallCardDefined: customElements.get('tool-call-card') !== undefined,
  };
}

function cleanup(): void {
  streamSetup = undefined;
  stage().replaceChildren();
}

/** A full collection between runs when Chromium runs with `--js-flags=--expose-gc`. */
function collectGarbage(): boolean {
  const gc = (window as { gc?: () => void }).gc;
  gc?.();
  return gc !== undefined;
}

const api = { environment, firstRender, prepareStream, recordFrames, cleanup, collectGarbage };
export type ElementsRenderBench = typeof api;

declare global {
  interface Window {
    elementsRenderBench: ElementsRenderBench;
  }
}

window.elementsRenderBench = api;
