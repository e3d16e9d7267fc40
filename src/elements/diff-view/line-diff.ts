// SPDX-License-Identifier: Apache-2.0
/**
 * The line diff, DOM-free, shared by the worker and the main-thread path.
 *
 * jsdiff's Myers diff costs O((N+M)·D): 50,000 lines with 1,000 edits take about a second. Like
 * git's patience diff we first anchor on lines that occur exactly once in both texts (their longest
 * increasing run), which splits the texts into small gaps; jsdiff's `diffArrays` then diffs each gap
 * (on integer line ids, so comparisons are cheap). The result is the same shape of answer, faster
 * and usually closer to what a person would write.
 */
import { diffArrays } from 'diff';

/** Kinds of a run in {@link LineOps}. */
export const Op = { equal: 0, remove: 1, insert: 2 } as const;
export type Op = (typeof Op)[keyof typeof Op];

/** Runs as `[op, count, op, count, …]`; removals come before insertions between two equal runs. */
export type LineOps = Int32Array;

/** A side's lines without their terminators, and what the text ended with. */
export interface SplitText {
  lines: string[];
  /** The text is non-empty and its last line has no line break. */
  noFinalNewline: boolean;
  /** Line breaks seen: `lf`, `crlf`, `mixed`, or `none` (one line or empty). */
  eol: 'lf' | 'crlf' | 'mixed' | 'none';
}

export function splitText(text: string): SplitText {
  if (text === '') return { lines: [], noFinalNewline: false, eol: 'none' };
  const lines = text.split('\n');
  let crlf = 0;
  for (let i = 0; i < lines.length - 1; i++) {
    const line = lines[i];
    if (line.charCodeAt(line.length - 1) === 13) {
      lines[i] = line.slice(0, -1);
      crlf++;
    }
  }
  const breaks = lines.length - 1;
  const noFinalNewline = lines[lines.length - 1] !== '';
  if (!noFinalNewline) lines.pop();
  const eol = breaks === 0 ? 'none' : crlf === 0 ? 'lf' : crlf === breaks ? 'crlf' : 'mixed';
  return { lines, noFinalNewline, eol };
}

/**
 * Integer ids for the lines of both sides (equal lines, equal ids). A last line without a line
 * break gets its own id, so "x" and "x⏎" differ the way git shows them.
 */
function lineIds(a: SplitText, b: SplitText): [Int32Array, Int32Array] {
  const ids = new Map<string, number>();
  const encode = (side: SplitText) => {
    const out = new Int32Array(side.lines.length);
    for (let i = 0; i < side.lines.length; i++) {
      const key = side.noFinalNewline && i === side.lines.length - 1 ? `\0${side.lines[i]}` : side.lines[i];
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = ids.size));
      out[i] = id;
    }
    return out;
  };
  return [encode(a), encode(b)];
}

class OpsWriter {
  private readonly runs: number[] = [];
  private pendingRemove = 0;
  private pendingInsert = 0;

  push(op: Op, count: number): void {
    if (count <= 0) return;
    if (op === Op.remove) this.pendingRemove += count;
    else if (op === Op.insert) this.pendingInsert += count;
    else {
      this.flush();
      const last = this.runs.length - 2;
      if (last >= 0 && this.runs[last] === Op.equal) this.runs[last + 1] += count;
      else this.runs.push(Op.equal, count);
    }
  }

  private flush(): void {
    if (this.pendingRemove) this.runs.push(Op.remove, this.pendingRemove);
    if (this.pendingInsert) this.runs.push(Op.insert, this.pendingInsert);
    this.pendingRemove = this.pendingInsert = 0;
  }

  done(): LineOps {
    this.flush();
    return Int32Array.from(this.runs);
  }
}

/** Indexes (into `pairs`) of a longest run of pairs increasing in both coordinates (patience sorting). */
function longestIncreasing(pairs: Array<[number, number]>): number[] {
  const tails: number[] = [];
  const previous = new Int32Array(pairs.length);
  for (let i = 0; i < pairs.length; i++) {
    const value = pairs[i][1];
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pairs[tails[mid]][1] < value) lo = mid + 1;
      else hi = mid;
    }
    previous[i] = lo > 0 ? tails[lo - 1] : -1;
    tails[lo] = i;
  }
  const chain: number[] = [];
  for (let i = tails.length ? tails[tails.length - 1] : -1; i >= 0; i = previous[i]) chain.push(i);
  return chain.reverse();
}

function diffRange(a: Int32Array, aLo: number, aHi: number, b: Int32Array, bLo: number, bHi: number, out: OpsWriter): void {
  let prefix = 0;
  while (aLo + prefix < aHi && bLo + prefix < bHi && a[aLo + prefix] === b[bLo + prefix]) prefix++;
  out.push(Op.equal, prefix);
  aLo += prefix;
  bLo += prefix;
  let suffix = 0;
  while (aHi - suffix > aLo && bHi - suffix > bLo && a[aHi - suffix - 1] === b[bHi - suffix - 1]) suffix++;
  aHi -= suffix;
  bHi -= suffix;
  if (aLo === aHi || bLo === bHi) {
    out.push(Op.remove, aHi - aLo);
    out.push(Op.insert, bHi - bLo);
  } else {
    // Lines unique on both sides: count per side (2 = seen more than once) and remember where.
    const seen = new Map<number, { a: number; b: number; bAt: number }>();
    for (let i = aLo; i < aHi; i++) {
      const entry = seen.get(a[i]);
      if (entry) entry.a = 2;
      else seen.set(a[i], { a: 1, b: 0, bAt: -1 });
    }
    for (let j = bLo; j < bHi; j++) {
      const entry = seen.get(b[j]);
      if (entry) {
        entry.b = entry.b ? 2 : 1;
        entry.bAt = j;
      }
    }
    const pairs: Array<[number, number]> = [];
    for (let i = aLo; i < aHi; i++) {
      const entry = seen.get(a[i])!;
      if (entry.a === 1 && entry.b === 1) pairs.push([i, entry.bAt]);
    }
    const anchors = longestIncreasing(pairs);
    if (anchors.length === 0) {
      myers(a, aLo, aHi, b, bLo, bHi, out);
    } else {
      let i = aLo;
      let j = bLo;
      for (const index of anchors) {
        const [ai, bj] = pairs[index];
        diffRange(a, i, ai, b, j, bj, out);
        out.push(Op.equal, 1);
        i = ai + 1;
        j = bj + 1;
      }
      diffRange(a, i, aHi, b, j, bHi, out);
    }
  }
  out.push(Op.equal, suffix);
}

/** A gap without unique anchors: jsdiff's Myers diff, bounded in time (past it: replace the gap). */
function myers(a: Int32Array, aLo: number, aHi: number, b: Int32Array, bLo: number, bHi: number, out: OpsWriter): void {
  const changes = diffArrays(Array.from(a.subarray(aLo, aHi)), Array.from(b.subarray(bLo, bHi)), { timeout: 2000 });
  if (!changes) {
    out.push(Op.remove, aHi - aLo);
    out.push(Op.insert, bHi - bLo);
    return;
  }
  for (const change of changes) out.push(change.added ? Op.insert : change.removed ? Op.remove : Op.equal, change.count);
}

/** The line diff of two split texts as runs. */
export function diffSplit(a: SplitText, b: SplitText): LineOps {
  const [ia, ib] = lineIds(a, b);
  const out = new OpsWriter();
  diffRange(ia, 0, ia.length, ib, 0, ib.length, out);
  return out.done();
}

/** The line diff of two texts as runs (what the worker computes). */
export function diffTexts(oldText: string, newText: string): LineOps {
  return diffSplit(splitText(oldText), splitText(newText));
}
