// SPDX-License-Identifier: Apache-2.0
import { BEAT_MS } from '../../internal/page-beat.js';
import type { TerminalView, ToolCallView } from '../../state/index.js';

type Terminals = Readonly<Record<string, TerminalView | undefined>> | undefined;

/** What one card shows: its call and the terminals its content names. */
export interface PacedCard {
  call: ToolCallView;
  terminals: Terminals;
}

interface Shown extends PacedCard {
  at: number;
}

/**
 * The fields whose change a reader must see at once: a call that finishes, fails, asks for
 * permission or is renamed repaints immediately. Everything else that streams (content, raw
 * input and output, terminal output) may wait for the card's next turn.
 */
function onlyStreamed(before: ToolCallView, after: ToolCallView): boolean {
  return (
    before.status === after.status &&
    before.title === after.title &&
    before.kind === after.kind &&
    before.permission === after.permission &&
    before.locations === after.locations &&
    before.endedAt === after.endedAt
  );
}

/**
 * Paces the cards of a list's live tail: a card whose call keeps streaming repaints at most once
 * per `intervalMs`, with the latest data (a trailing repaint is scheduled, so nothing is lost or
 * left stale). 200 updates a second spread over a handful of running calls otherwise repaint those
 * cards several times a frame's worth, and the frames miss their vsync; status changes still show
 * at once.
 *
 * Each card keeps its own turn (from when it was last shown): the cards' repaints, and their
 * terminals' parsing and drawing, then spread over the list's beats. One grid of turns for every
 * card, tried so that a beat would draw them all at once, made that beat's frame the longest of
 * all and dropped more frames (median of 6 runs: 16% against 10%).
 */
export class StreamPacer {
  private readonly shown = new Map<string, Shown>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private dueAt = Infinity;

  /**
   * @param slackMs A turn this close to its time counts as come: the list reads on page beats,
   *   whose timers wake a little early or late, and a turn missed by a millisecond would wait a
   *   whole beat more.
   */
  constructor(
    private readonly intervalMs: number,
    private readonly onDue: () => void,
    private readonly slackMs = Math.min(BEAT_MS, intervalMs) / 2,
  ) {}

  /** What the card of `key` should show now. */
  pace(key: string, call: ToolCallView, terminals: Terminals, now: number): PacedCard {
    const last = this.shown.get(key);
    if (last && last.call === call && last.terminals === terminals) return last;
    if (last && now - last.at < this.intervalMs - this.slackMs && last.call.toolCallId === call.toolCallId && onlyStreamed(last.call, call)) {
      this.schedule(last.at + this.intervalMs - this.slackMs);
      return last;
    }
    const next = { call, terminals, at: now };
    this.shown.set(key, next);
    return next;
  }

  /** Forgets cards no longer in the tail. */
  keepOnly(keys: ReadonlySet<string>): void {
    if (this.shown.size <= keys.size) return;
    for (const key of this.shown.keys()) if (!keys.has(key)) this.shown.delete(key);
  }

  dispose(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.dueAt = Infinity;
  }

  private schedule(at: number): void {
    if (at >= this.dueAt) return;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.dueAt = at;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.dueAt = Infinity;
      this.onDue();
    }, Math.max(0, at - performance.now()));
  }
}
