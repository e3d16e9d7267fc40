// SPDX-License-Identifier: Apache-2.0
// Trace replay for the demo page: a recorded `.jsonl` session (from the fixtures, a file picker or
// a drop) folded into a fresh store at its recorded pace, with play/pause and speed.
import { createToolCallStore, type ToolCallStore } from '../src/state/index.js';

export interface TraceLine {
  t_ms: number;
  dir: 'agent->client' | 'client->agent';
  msg: unknown;
}

/** Reads a trace; lines that are not trace lines are reported, not thrown. */
export function parseTraceText(text: string): { lines: TraceLine[]; skipped: number } {
  const lines: TraceLine[] = [];
  let skipped = 0;
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') continue;
    try {
      const line = JSON.parse(raw) as Partial<TraceLine>;
      if ((line.dir === 'agent->client' || line.dir === 'client->agent') && 'msg' in line) {
        lines.push({ t_ms: typeof line.t_ms === 'number' ? line.t_ms : (lines.at(-1)?.t_ms ?? 0), dir: line.dir, msg: line.msg });
      } else {
        skipped += 1;
      }
    } catch {
      skipped += 1;
    }
  }
  return { lines, skipped };
}

/** Plays a trace into its own store. */
export class Replayer {
  readonly store: ToolCallStore = createToolCallStore();
  private index = 0;
  private clock: number;
  /** When playing began; instant playback stamps the last message with it, earlier ones before. */
  private readonly started = Date.now();
  private timer: ReturnType<typeof setTimeout> | undefined;
  playing = false;

  constructor(
    private readonly lines: TraceLine[],
    /** Multiplies the recorded pace; 0 plays everything at once. */
    public speed: number,
    private readonly onProgress: (done: number, total: number, playing: boolean) => void,
  ) {
    this.clock = lines[0]?.t_ms ?? 0;
  }

  play(): void {
    if (this.playing || this.index >= this.lines.length) return;
    this.playing = true;
    this.step();
  }

  pause(): void {
    this.playing = false;
    clearTimeout(this.timer);
    this.report();
  }

  dispose(): void {
    this.pause();
  }

  private step(): void {
    while (this.playing && this.index < this.lines.length) {
      const line = this.lines[this.index]!;
      if (this.speed > 0 && line.t_ms > this.clock) {
        const wait = (line.t_ms - this.clock) / this.speed;
        this.clock = line.t_ms;
        this.timer = setTimeout(() => this.step(), Math.min(wait, 5000));
        this.report();
        return;
      }
      // Played at once, the messages keep their recorded times (durations as recorded, not 0.0 s);
      // paced, they are stamped as they arrive, so running calls' timers count from their start.
      const receivedAt = this.speed > 0 ? undefined : this.started - ((this.lines.at(-1)?.t_ms ?? 0) - line.t_ms);
      this.store.dispatch(line.msg, { from: line.dir === 'agent->client' ? 'agent' : 'client', receivedAt });
      this.index += 1;
    }
    if (this.index >= this.lines.length) this.playing = false;
    this.report();
  }

  private report(): void {
    this.onProgress(this.index, this.lines.length, this.playing);
  }
}
