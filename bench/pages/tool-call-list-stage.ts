// SPDX-License-Identifier: Apache-2.0
/**
 * A `<tool-call-list>` on the bench page's #stage, for bench/pages/elements-render.page.ts: put a
 * fresh one there, fill a store, bring the list to its end, and check that the store folded as built
 * and that the list drew real cards. Nothing here is timed.
 */
import type { ToolCallList } from '../../src/index.js';
import { selectErrors, selectToolCalls, type ToolCallStore } from '../../src/state/index.js';
import { SESSION_ID, type SessionFacts, type WireMessage } from './synthetic-session.js';

export const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function stage(): HTMLElement {
  const element = document.getElementById('stage');
  if (!element) throw new Error('the page has no #stage');
  return element;
}

export function fill(store: ToolCallStore, messages: readonly WireMessage[], receivedAt: readonly number[]): void {
  for (let i = 0; i < messages.length; i++) store.dispatch(messages[i].msg, { from: messages[i].from, receivedAt: receivedAt[i] });
}

function cardsOf(list: ToolCallList): Element[] {
  return [...(list.shadowRoot?.querySelectorAll('tool-call-card') ?? [])];
}

export function scrollerOf(list: ToolCallList): HTMLElement | null {
  return list.shadowRoot?.querySelector<HTMLElement>('.scroller') ?? null;
}

export function atBottom(list: ToolCallList): boolean {
  const scroller = scrollerOf(list);
  return !!scroller && scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= 24;
}

/** Resolves as soon as the list's shadow root holds a `<tool-call-card>` (a MutationObserver, not polling). */
export function whenCardsExist(list: ToolCallList, timeoutMs: number): Promise<number | undefined> {
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
export async function freshList(heightPx: number): Promise<ToolCallList> {
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
export async function scrollToEnd(
  list: ToolCallList,
  lastToolCallId: string,
  timeoutMs: number,
  stableFrames = 3,
): Promise<number | undefined> {
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

export function checkStore(store: ToolCallStore, facts: SessionFacts): string[] {
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
export function describeCards(list: ToolCallList, order?: ReadonlyMap<string, number>) {
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

export function callOrder(store: ToolCallStore): Map<string, number> {
  return new Map(selectToolCalls(store.getState(), SESSION_ID).map((call, index) => [call.toolCallId, index]));
}
