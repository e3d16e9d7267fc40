// SPDX-License-Identifier: Apache-2.0
import { beatOf, onTick } from '../../scheduling/ticker.js';
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
 * per `intervalMs`, with the latest data (a trailing repaint is scheduled on the ticker, so nothing
 * is lost or left stale). 200 updates a second spread over a handful of running calls otherwise repaint those
 * cards several times a frame's worth, and the frames miss their vsync; status changes still show
 * at once.
 *
 * Each card keeps its own turn (from when it was last shown): the cards' repaints, and their
 * terminals' parsing and drawing, then spread over the list's beats. One grid of turns for every
 * card, tried so that a beat would draw them all at once, made that beat's frame the longest of
 * all and dropped more frames. See docs/decisions/.
 */
export class StreamPacer {
  private readonly shown = new Map<string, Shown>();
  private cancelDue: (() => void) | undefined;
  private dueAt = Infinity;

  /** @param onDue Called on the ticker's beat when a held card's turn has come (the host re-renders). */
  constructor(
    private readonly intervalMs: number,
    private readonly onDue: () => void,
  ) {}

  /** What the card of `key` should show at `now` (the ticker's clock). */
  pace(key: string, call: ToolCallView, terminals: Terminals, now: number): PacedCard {
    const last = this.shown.get(key);
    if (last && last.call === call && last.terminals === terminals) return last;
    // On the ticker's grid: a render that runs a little after its beat belongs to that beat.
    const at = beatOf(now);
    const turn = last ? last.at + this.intervalMs : -Infinity;
    if (last && at < turn && last.call.toolCallId === call.toolCallId && onlyStreamed(last.call, call)) {
      this.schedule(turn);
      return last;
    }
    const next = { call, terminals, at };
    this.shown.set(key, next);
    return next;
  }

  /** Forgets cards no longer in the tail. */
  keepOnly(keys: ReadonlySet<string>): void {
    if (this.shown.size <= keys.size) return;
    for (const key of this.shown.keys()) if (!keys.has(key)) this.shown.delete(key);
  }

  dispose(): void {
    this.cancelDue?.();
    this.cancelDue = undefined;
    this.dueAt = Infinity;
  }

  private schedule(at: number): void {
    if (at >= this.dueAt) return;
    this.cancelDue?.();
    this.dueAt = at;
    this.cancelDue = onTick(() => {
      this.cancelDue = undefined;
      this.dueAt = Infinity;
      this.onDue();
    }, at);
  }
}
