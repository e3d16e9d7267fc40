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
 * The turns are one grid for all cards (slots of `intervalMs` on the page clock), not one per
 * card: every streaming card repaints on the same page beat, so their terminals parse and draw
 * in the same frames instead of each adding frames of its own.
 */
export class StreamPacer {
  private readonly shown = new Map<string, Shown>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private dueAt = Infinity;

  /**
   * @param slackMs A time this close before a slot's start counts as in it: reads run on page
   *   beats, whose timers may wake a little early or late.
   */
  constructor(
    private readonly intervalMs: number,
    private readonly onDue: () => void,
    private readonly slackMs = Math.min(BEAT_MS, intervalMs) / 2,
  ) {}

  private slotOf(time: number): number {
    return Math.floor((time + this.slackMs) / this.intervalMs);
  }

  /** What the card of `key` should show now. */
  pace(key: string, call: ToolCallView, terminals: Terminals, now: number): PacedCard {
    const last = this.shown.get(key);
    if (last && last.call === call && last.terminals === terminals) return last;
    const slot = this.slotOf(now);
    if (last && this.slotOf(last.at) === slot && last.call.toolCallId === call.toolCallId && onlyStreamed(last.call, call)) {
      // Asked for just before the next slot's first beat, so the read lands on that beat.
      this.schedule((slot + 1) * this.intervalMs - this.slackMs);
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
