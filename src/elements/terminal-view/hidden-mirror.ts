// SPDX-License-Identifier: Apache-2.0
/**
 * The text mirror of a terminal's output: the view itself while no emulator is live, and what
 * screen readers read (on demand: it is not a live region) while one is, hidden behind it.
 */
import type { LitElement, ReactiveController } from 'lit';
import { now, onFrame, onTick } from '../../scheduling/ticker.js';
import { emulatorPool } from './emulator-pool.js';
import type { OutputModel } from './output-model.js';

/**
 * While the emulator draws the output, the hidden mirror follows once the output pauses this
 * long...
 */
const HIDDEN_MIRROR_MS = 500;
/**
 * ...or at the latest this long after the first output it does not show yet. Refreshed more often
 * during a flood, the mirror cost a visible share of the emulator's throughput: each refresh lays
 * out up to the mirror's whole text anew.
 */
const HIDDEN_MIRROR_MAX_MS = 2_000;

/** What the mirror asks of its element. */
export interface MirrorHost extends LitElement {
  /** An emulator draws the output (the mirror is hidden behind it). */
  readonly live: boolean;
}

export interface MirrorOptions {
  /** What the mirror shows when there is no output. */
  emptyText(): string;
  /** Rows the view shows for this many lines of output. */
  shownRows(contentRows: number): number;
  /** The mirror is the view and drew: the element's rows follow the output. */
  drawn(): void;
}

export class MirrorController implements ReactiveController {
  private cancelFrame?: () => void;
  private cancelBeat: (() => void) | undefined;
  /** When the hidden mirror first fell behind the output, and when output last came. */
  private behindSince = 0;
  private lastOutputAt = 0;
  private shown: string | undefined;
  private height = '';

  constructor(
    private readonly host: MirrorHost,
    private readonly output: OutputModel,
    private readonly options: MirrorOptions,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.cancelFrame?.();
    this.cancelFrame = undefined;
    this.cancelBeat?.();
    this.cancelBeat = undefined;
  }

  /** Output came: the mirror follows it (soon, or when it pauses while hidden). */
  outputChanged(): void {
    this.lastOutputAt = now();
    this.schedule();
  }

  /** Brings the mirror up to date: next frame while it is the view, when the output pauses while hidden. */
  schedule(): void {
    if (!this.host.isConnected) return;
    if (this.host.live) {
      // Hidden behind the emulator: refreshed when the output pauses (see HIDDEN_MIRROR_MAX_MS),
      // on the ticker's beat, because a frame that restyles it costs one even though no pixel changes.
      // Writes only stamp `lastOutputAt`; the pending refresh re-arms itself while output keeps
      // coming (a re-render, which also lands here, does not postpone it).
      if (this.cancelBeat) return;
      const time = now();
      this.behindSince = time;
      this.arm(time + HIDDEN_MIRROR_MS);
      return;
    }
    if (this.cancelFrame) return;
    this.cancelFrame = onFrame(() => {
      this.cancelFrame = undefined;
      this.render();
    });
  }

  private arm(at: number): void {
    this.cancelBeat = onTick(() => {
      this.cancelBeat = undefined;
      const quietAt = this.lastOutputAt + HIDDEN_MIRROR_MS;
      const latestAt = this.behindSince + HIDDEN_MIRROR_MAX_MS;
      const time = now();
      if (this.host.live && time < quietAt && time < latestAt) this.arm(Math.min(quietAt, latestAt));
      else this.render();
    }, at);
  }

  private render(): void {
    const mirror = this.host.renderRoot.querySelector<HTMLPreElement>('.mirror');
    if (!mirror) return;
    const live = this.host.live;
    const text = this.output.mirrorText(live);
    if (text !== this.shown) {
      this.shown = text;
      mirror.textContent = text === '' ? this.options.emptyText() : text;
    }
    if (!live) {
      // Writes only (no layout reads): a page of many terminals renders its mirrors in one frame.
      const rows = this.options.shownRows(this.output.lineCount);
      const cell = emulatorPool.cellHeight;
      const height = cell ? `${rows * cell}px` : `calc(${rows} * 1.2em)`;
      if (height !== this.height) {
        this.height = height;
        mirror.style.setProperty('--_mirror-height', height);
        if (cell) mirror.style.lineHeight = `${cell}px`;
      }
      this.options.drawn();
    }
  }
}
