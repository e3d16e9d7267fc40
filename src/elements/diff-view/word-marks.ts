// SPDX-License-Identifier: Apache-2.0
/**
 * Word-level marks inside changed line pairs, and cutting a line into the pieces to draw at every
 * mark and syntax-token boundary.
 */
import { diffWordsWithSpace } from 'diff';
import type { Token } from '../../highlight/index.js';

/** Changed line pairs longer than this get no word marks (as @pierre/diffs' maxLineDiffLength). */
export const WORD_DIFF_MAX_LENGTH = 1000;

/** `[start, end)` ranges of changed characters on each side of a changed line pair. */
export interface WordMarks {
  old: Array<[number, number]>;
  new: Array<[number, number]>;
}

/**
 * Word-level marks for a changed pair, or `undefined` when the lines are too long or share too
 * little (then the whole line's colour says enough, and marking every word is noise).
 */
export function wordMarks(oldLine: string, newLine: string): WordMarks | undefined {
  if (oldLine.length > WORD_DIFF_MAX_LENGTH || newLine.length > WORD_DIFF_MAX_LENGTH) return undefined;
  const marks: WordMarks = { old: [], new: [] };
  let oldAt = 0;
  let newAt = 0;
  let common = 0;
  for (const part of diffWordsWithSpace(oldLine, newLine)) {
    const length = part.value.length;
    if (part.removed) {
      marks.old.push([oldAt, oldAt + length]);
      oldAt += length;
    } else if (part.added) {
      marks.new.push([newAt, newAt + length]);
      newAt += length;
    } else {
      common += part.value.trim().length;
      oldAt += length;
      newAt += length;
    }
  }
  const longer = Math.max(oldLine.trim().length, newLine.trim().length);
  if (longer > 0 && common / longer < 0.25) return undefined;
  return marks;
}

/** A piece of a line to draw: text, a syntax class, whether it is a changed word. */
export interface Segment {
  text: string;
  token?: string;
  mark?: boolean;
}

export type { Token };

/** Cuts a line at every mark and token boundary. */
export function segments(line: string, marks: ReadonlyArray<readonly [number, number]> = [], tokens: readonly Token[] = []): Segment[] {
  if (marks.length === 0 && tokens.length === 0) return [{ text: line }];
  const cuts = new Set<number>([0, line.length]);
  for (const [start, end] of marks) cuts.add(start).add(end);
  for (const { start, end } of tokens) cuts.add(start).add(end);
  const points = [...cuts].filter((x) => x >= 0 && x <= line.length).sort((a, b) => a - b);
  const out: Segment[] = [];
  let markIndex = 0;
  let tokenIndex = 0;
  for (let i = 0; i < points.length - 1; i++) {
    const from = points[i];
    const to = points[i + 1];
    if (from === to) continue;
    while (markIndex < marks.length && marks[markIndex][1] <= from) markIndex++;
    while (tokenIndex < tokens.length && tokens[tokenIndex].end <= from) tokenIndex++;
    const mark = markIndex < marks.length && marks[markIndex][0] <= from;
    const token = tokenIndex < tokens.length && tokens[tokenIndex].start <= from ? tokens[tokenIndex].token : undefined;
    out.push({ text: line.slice(from, to), token, mark: mark || undefined });
  }
  return out;
}
