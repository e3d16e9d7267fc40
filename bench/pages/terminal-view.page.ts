// SPDX-License-Identifier: Apache-2.0
/**
 * The page side of bench/terminal-view.bench.ts, bundled by esbuild with the elements from src/ and
 * loaded into headless Chromium; the Node side calls the functions on `window.terminalViewBench`.
 *   - throughput(mode): the same coloured output, in 4 KB chunks, through a `<terminal-view>`
 *     (`write()`) or through a bare xterm `Terminal` with the same options, in the same page; the
 *     clock runs from the first write to the last write callback.
 *   - scroll(): 200 `<terminal-view>`s in a scrolling column, scrolled end to end at a fixed speed;
 *     every frame's time and the number of live emulators.
 */
import { Terminal } from '@xterm/xterm';
import { FitAddon } from '@xterm/addon-fit';
import '../../src/elements/terminal-view/terminal-view.js';
import { liveEmulatorCount, plainText, type TerminalViewElement } from '../../src/elements/terminal-view/terminal-view.js';
import { xtermStyles } from '../../src/elements/terminal-view/xterm.styles.js';
import { ansiOutput, createRandom } from '../support/synthetic-text.js';

const CHUNK = 4096;
const stage = document.getElementById('stage')!;

let chunks: string[] = [];

/** Deterministic coloured output of about `bytes` UTF-16 code units, cut into 4 KB chunks. */
function prepare(bytes: number, seed: number): { chunks: number; chars: number } {
  const random = createRandom(seed);
  const parts: string[] = [];
  let length = 0;
  while (length < bytes) {
    const part = ansiOutput(random, 200);
    parts.push(part);
    length += part.length;
  }
  const all = parts.join('').slice(0, bytes);
  chunks = [];
  for (let i = 0; i < all.length; i += CHUNK) chunks.push(all.slice(i, i + CHUNK));
  return { chunks: chunks.length, chars: all.length };
}

/** The terminal options `<terminal-view>` uses (font, line height, scrollback, LF handling). */
function bareTerminal(host: HTMLElement): Terminal {
  const term = new Terminal({
    convertEol: true,
    disableStdin: true,
    cursorBlink: false,
    cursorInactiveStyle: 'none',
    scrollback: 5_000,
    fontFamily: 'ui-monospace, monospace',
    fontSize: 12,
    lineHeight: 1.15,
    rows: 10,
    cols: 80,
    allowProposedApi: true,
  });
  const fit = new FitAddon();
  term.loadAddon(fit);
  term.open(host);
  const cols = fit.proposeDimensions()?.cols;
  if (cols) term.resize(cols, 10);
  return term;
}

function frame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

export interface ThroughputResult {
  ms: number;
  chars: number;
  /** Rows of the emulator's buffer after the run (checks that the output went through). */
  bufferLines: number;
  lastLine: string;
}

async function throughput(mode: 'element' | 'bare'): Promise<ThroughputResult> {
  stage.replaceChildren();
  let write: (chunk: string) => Promise<void>;
  let term: Terminal;
  let cleanup: () => void;
  if (mode === 'bare') {
    // The bare terminal lives in a shadow root with the same xterm rules, as the element's does.
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [xtermStyles.styleSheet!];
    const inner = document.createElement('div');
    root.append(inner);
    stage.append(host);
    term = bareTerminal(inner);
    write = (chunk) => new Promise((resolve) => term.write(chunk, resolve));
    cleanup = () => term.dispose();
  } else {
    const el = document.createElement('terminal-view') as TerminalViewElement;
    el.style.setProperty('--tce-terminal-font', 'ui-monospace, monospace');
    stage.append(el);
    while (!el.live) await frame();
    term = el.emulator!;
    write = (chunk) => el.write(chunk);
    cleanup = () => el.remove();
  }
  await frame();
  await frame();
  const start = performance.now();
  let last: Promise<void> = Promise.resolve();
  for (const chunk of chunks) last = write(chunk);
  await last;
  const ms = performance.now() - start;
  const buffer = term.buffer.active;
  const result = {
    ms,
    chars: chunks.reduce((sum, chunk) => sum + chunk.length, 0),
    bufferLines: buffer.length,
    lastLine: buffer.getLine(buffer.baseY + buffer.cursorY)?.translateToString(true) ?? '',
  };
  cleanup();
  await frame();
  return result;
}

export interface ScrollResult {
  frameTimes: number[];
  maxLive: number;
  finalLive: number;
  terminals: number;
  scrollHeight: number;
  liveSeen: number;
}

/**
 * 200 finished commands with 3–10 lines of coloured output each; or, for the baseline, the same
 * text in plain `<pre>` blocks of about the same height (what the page costs without our element).
 */
function buildList(count: number, seed: number, baseline: boolean): HTMLElement {
  const random = createRandom(seed);
  const list = document.createElement('div');
  list.style.cssText = 'height: 800px; overflow: auto; display: grid; gap: 6px; align-content: start';
  for (let i = 0; i < count; i++) {
    const output = ansiOutput(random, random.int(3, 10));
    const exitCode = random.chance(0.1) ? 1 : 0;
    if (baseline) {
      const pre = document.createElement('pre');
      pre.style.cssText = 'margin: 0; padding: 36px 8px 8px; border: 1px solid #d1d9e0; font: 12px/1.15 ui-monospace, monospace';
      pre.textContent = `npm test -- --shard=${i}\n${plainText(output)}`;
      list.append(pre);
      continue;
    }
    const el = document.createElement('terminal-view') as TerminalViewElement;
    el.terminal = {
      sessionId: 's1',
      terminalId: `t${i}`,
      command: `npm test -- --shard=${i}`,
      cwd: '/home/dev/project',
      output,
      truncated: i % 17 === 0,
      exitStatus: { exitCode },
      resets: 0,
      updatedAt: 0,
    };
    list.append(el);
  }
  return list;
}

let list: HTMLElement | undefined;

/** Builds the column and lets its first screen settle (emulators created) before any clock starts. */
async function buildScroll(count: number, seed: number, baseline = false): Promise<void> {
  stage.replaceChildren();
  list = buildList(count, seed, baseline);
  stage.append(list);
  for (let i = 0; i < 60; i++) await frame();
}

async function scroll(count: number, pxPerFrame: number, seed: number, baseline = false): Promise<ScrollResult> {
  await buildScroll(count, seed, baseline);
  return runScroll(pxPerFrame);
}

/** Scrolls the built column end to end, `pxPerFrame` per animation frame. */
async function runScroll(pxPerFrame: number): Promise<ScrollResult> {
  const column = list;
  if (!column) throw new Error('buildScroll first');
  return scrollColumn(column, pxPerFrame);
}

async function scrollColumn(list: HTMLElement, pxPerFrame: number): Promise<ScrollResult> {
  const frameTimes: number[] = [];
  let maxLive = liveEmulatorCount();
  const live = new Set<Element>();
  await new Promise<void>((resolve) => {
    const step = (time: number) => {
      frameTimes.push(time);
      maxLive = Math.max(maxLive, liveEmulatorCount());
      for (const el of list.children) if ((el as TerminalViewElement).live) live.add(el);
      // Off-screen terminals are sized by estimate until drawn (content-visibility), so the end moves.
      const end = list.scrollHeight - list.clientHeight;
      if (list.scrollTop >= end) return resolve();
      list.scrollTop = Math.min(end, list.scrollTop + pxPerFrame);
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  // Scrolling stopped: the terminals now on screen get their emulators.
  for (
    let i = 0;
    i < 120 &&
    ![...list.children].some((el) => (el as TerminalViewElement).live && list.scrollTop > 0 && el.getBoundingClientRect().top > 0);
    i++
  ) {
    await frame();
    maxLive = Math.max(maxLive, liveEmulatorCount());
  }
  for (const el of list.children) if ((el as TerminalViewElement).live) live.add(el);
  const result = {
    frameTimes,
    maxLive,
    finalLive: liveEmulatorCount(),
    terminals: list.children.length,
    scrollHeight: list.scrollHeight,
    liveSeen: live.size,
  };
  stage.replaceChildren();
  return result;
}

const api = { prepare, throughput, scroll, buildScroll, runScroll, liveEmulatorCount, ready: true };
export type TerminalViewBench = typeof api;

declare global {
  interface Window {
    terminalViewBench: TerminalViewBench;
  }
}

window.terminalViewBench = api;
