// SPDX-License-Identifier: Apache-2.0
/**
 * The in-page half of bench/elements-render.bench.ts. Bundled with esbuild (production Lit) and
 * loaded into headless Chromium; the Node side calls the functions on `window.elementsRenderBench`
 * through `page.evaluate` and does the statistics. Everything here only measures and reports raw
 * figures (timestamps, durations), it judges nothing.
 */
import '../../src/define.js';
import type { ToolCallList } from '../../src/index.js';
import { createToolCallStore, selectErrors, selectToolCalls, type ToolCallStore } from '../../src/state/index.js';
import { MARKS } from './marks.js';
import {
  buildSession,
  createLiveFeed,
  SESSION_ID,
  type BuiltSession,
  type LiveFeedFigures,
  type SessionFacts,
  type WireMessage,
} from './synthetic-session.js';

// ---------------------------------------------------------------------------------------------
// Performance entries (long tasks, long animation frames), collected for the whole page life

interface TaskEntry {
  start: number;
  duration: number;
}

/** A long animation frame (Chromium's LoAF): where a slow frame's time went. */
export interface FrameEntry {
  start: number;
  duration: number;
  blockingDuration: number;
  /** Time in scripts (callbacks, timers, event handlers) the browser attributes; only those over 5 ms are listed. */
  scriptMs: number;
  /** From the frame's rendering start to its style and layout start (rAF callbacks, resize observers…). */
  renderCallbacksMs: number;
  /** The rendering phase: style, layout and paint, from its start to the frame's end. */
  styleLayoutMs: number;
  /** The biggest scripts: what invoked them, their function (and where it is in the bundle), duration. */
  scripts: Array<{ invoker: string; fn: string; url: string; charPosition: number; duration: number; forcedStyleAndLayoutMs: number }>;
}

const longTasks: TaskEntry[] = [];
const longFrames: FrameEntry[] = [];

function observe(type: string, onEntry: (entry: PerformanceEntry) => void): boolean {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return false;
  new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  return true;
}

interface LoafScript {
  invoker?: string;
  invokerType?: string;
  sourceFunctionName?: string;
  sourceURL?: string;
  sourceCharPosition?: number;
  duration: number;
  forcedStyleAndLayoutDuration?: number;
}

interface LoafEntry extends PerformanceEntry {
  blockingDuration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: LoafScript[];
}

const longTaskSupported = observe('longtask', (entry) => longTasks.push({ start: entry.startTime, duration: entry.duration }));
const longFrameSupported = observe('long-animation-frame', (raw) => {
  const entry = raw as LoafEntry;
  const end = entry.startTime + entry.duration;
  const scripts = [...entry.scripts].sort((a, b) => b.duration - a.duration);
  longFrames.push({
    start: entry.startTime,
    duration: entry.duration,
    blockingDuration: entry.blockingDuration,
    scriptMs: entry.scripts.reduce((sum, script) => sum + script.duration, 0),
    renderCallbacksMs: entry.renderStart > 0 ? Math.max(0, (entry.styleAndLayoutStart || end) - entry.renderStart) : 0,
    styleLayoutMs: entry.styleAndLayoutStart > 0 ? end - entry.styleAndLayoutStart : 0,
    scripts: scripts.slice(0, 4).map((script) => ({
      invoker: script.invoker || script.invokerType || '?',
      fn: script.sourceFunctionName || '(anonymous)',
      url: script.sourceURL ?? '',
      charPosition: script.sourceCharPosition ?? -1,
      duration: script.duration,
      forcedStyleAndLayoutMs: script.forcedStyleAndLayoutDuration ?? 0,
    })),
  });
});

function entriesBetween<T extends { start: number }>(entries: readonly T[], from: number, to: number): T[] {
  return entries.filter((entry) => entry.start >= from && entry.start < to);
}

// ---------------------------------------------------------------------------------------------
// Helpers

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function stage(): HTMLElement {
  const element = document.getElementById('stage');
  if (!element) throw new Error('the page has no #stage');
  return element;
}

function fill(store: ToolCallStore, messages: readonly WireMessage[], receivedAt: readonly number[]): void {
  for (let i = 0; i < messages.length; i++) store.dispatch(messages[i].msg, { from: messages[i].from, receivedAt: receivedAt[i] });
}

function cardsOf(list: ToolCallList): Element[] {
  return [...(list.shadowRoot?.querySelectorAll('tool-call-card') ?? [])];
}

function scrollerOf(list: ToolCallList): HTMLElement | null {
  return list.shadowRoot?.querySelector<HTMLElement>('.scroller') ?? null;
}

function atBottom(list: ToolCallList): boolean {
  const scroller = scrollerOf(list);
  return !!scroller && scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= 24;
}

/** Resolves as soon as the list's shadow root holds a `<tool-call-card>` (a MutationObserver, not polling). */
function whenCardsExist(list: ToolCallList, timeoutMs: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const root = list.shadowRoot;
    if (!root) return resolve(undefined);
    if (root.querySelector('tool-call-card')) return resolve(performance.now());
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(undefined);
    }, timeoutMs);
    const observer = new MutationObserver(() => {
      if (!root.querySelector('tool-call-card')) return;
      const at = performance.now();
      observer.disconnect();
      clearTimeout(timer);
      resolve(at);
    });
    observer.observe(root, { childList: true, subtree: true });
  });
}

/** A fresh, connected, empty `<tool-call-list>` of a fixed height, drawn once. */
async function freshList(heightPx: number): Promise<ToolCallList> {
  const list = document.createElement('tool-call-list');
  list.style.setProperty('--tool-call-list-height', `${heightPx}px`);
  stage().replaceChildren(list);
  await list.updateComplete;
  await nextFrame();
  await nextFrame();
  return list;
}

/**
 * Scrolls the list to its end, as a user (or the list's own following) would, frame after frame
 * until its last call is drawn at the bottom and nothing moved for `stableFrames` frames: the
 * virtualizer only knows the heights of cards it has drawn, so the end moves as it measures them.
 */
async function scrollToEnd(list: ToolCallList, lastToolCallId: string, timeoutMs: number, stableFrames = 3): Promise<number | undefined> {
  const start = performance.now();
  let stable = 0;
  let previous = '';
  while (performance.now() - start < timeoutMs) {
    const scroller = scrollerOf(list);
    if (scroller && !atBottom(list)) scroller.scrollTop = scroller.scrollHeight;
    await nextFrame();
    const lastShown = list.shadowRoot?.querySelector(`tool-call-card[tool-call-id="${CSS.escape(lastToolCallId)}"]`);
    const signature = scroller ? `${scroller.scrollTop}/${scroller.scrollHeight}` : '';
    if (lastShown && atBottom(list) && signature === previous) {
      if (++stable >= stableFrames) return performance.now();
    } else {
      stable = 0;
    }
    previous = signature;
  }
  return undefined;
}

function checkStore(store: ToolCallStore, facts: SessionFacts): string[] {
  const problems: string[] = [];
  const state = store.getState();
  const calls = selectToolCalls(state, SESSION_ID);
  if (calls.length !== facts.calls) problems.push(`the store holds ${calls.length} tool calls, expected ${facts.calls}`);
  const count = (status: string) => calls.filter((call) => call.status === status).length;
  if (count('completed') !== facts.completed) problems.push(`${count('completed')} completed calls, expected ${facts.completed}`);
  if (count('failed') !== facts.failed) problems.push(`${count('failed')} failed calls, expected ${facts.failed}`);
  // Calls awaiting approval are in_progress on the wire too.
  const running = facts.inProgress + facts.awaitingApproval;
  if (count('in_progress') !== running) problems.push(`${count('in_progress')} in_progress calls, expected ${running}`);
  const errors = selectErrors(state);
  if (errors.length > 0) problems.push(`${errors.length} feed errors, first: ${errors[0].reason}`);
  return problems;
}

/**
 * What the cards on screen look like, to prove the list drew real cards and not empty shells: with
 * `order` (the session's tool-call ids in first-seen order), whether they are a run of consecutive
 * calls of the session, in order (whichever part of the list is on screen).
 */
function describeCards(list: ToolCallList, order?: ReadonlyMap<string, number>) {
  const cards = cardsOf(list);
  const statuses: Record<string, number> = {};
  let withTitle = 0;
  let open = 0;
  let consecutive = true;
  let previous: number | undefined;
  for (const card of cards) {
    const status = card.getAttribute('status') ?? '?';
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (card.shadowRoot?.querySelector('[part="title"]')?.textContent?.trim()) withTitle++;
    if (card.hasAttribute('open')) open++;
    if (order) {
      const index = order.get(card.getAttribute('tool-call-id') ?? '');
      if (index === undefined || (previous !== undefined && index !== previous + 1)) consecutive = false;
      previous = index;
    }
  }
  return {
    count: cards.length,
    withTitle,
    open,
    statuses,
    firstId: cards[0]?.getAttribute('tool-call-id') ?? null,
    /** Index in the session of the first card drawn (undefined without `order`, -1 if unknown). */
    firstIndex: order ? (order.get(cards[0]?.getAttribute('tool-call-id') ?? '') ?? -1) : undefined,
    consecutive,
  };
}

function callOrder(store: ToolCallStore): Map<string, number> {
  return new Map(selectToolCalls(store.getState(), SESSION_ID).map((call, index) => [call.toolCallId, index]));
}

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
