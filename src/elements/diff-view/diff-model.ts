// SPDX-License-Identifier: Apache-2.0
/**
 * The model of one file of a diff, DOM-free and synchronous: blocks of equal and changed lines,
 * counts and line numbers, built from a line diff of two texts or from a patch's hunks. Reading
 * the item is in diff-input.ts, the rows to draw in diff-rows.ts, word marks in word-marks.ts and
 * the "copy patch" text in diff-patch.ts.
 */
import { formatPatch as formatStructuredPatch } from 'diff';
import { patchPath, type FileOperation, type FileSource } from './diff-input.js';
import { Op, type LineOps, type SplitText } from './line-diff.js';

/** A run of lines: equal on both sides, changed (removed then added), or a gap a patch left out. */
export interface Block {
  type: 'equal' | 'change' | 'gap';
  /** First old / new line, as indexes into `oldLines` / `newLines`. */
  o: number;
  n: number;
  /** Old and new line counts (equal blocks: the same). */
  oc: number;
  nc: number;
  /** Gaps: the hunk header that follows (`@@ -a,b +c,d @@`). */
  header?: string;
}

export type FileStatus = 'modified' | 'added' | 'deleted' | 'moved' | 'copied';

export interface FileModel {
  path: string;
  oldPath?: string;
  status: FileStatus;
  binary: boolean;
  oldLines: readonly string[];
  newLines: readonly string[];
  /** Display line numbers per index; `undefined`: index + start. */
  oldNumbers?: Int32Array;
  newNumbers?: Int32Array;
  start: number;
  blocks: Block[];
  added: number;
  removed: number;
  /** Show "\ No newline at end of file" after the last old / new line. */
  oldNoNewline: boolean;
  newNoNewline: boolean;
  oldEol: SplitText['eol'];
  newEol: SplitText['eol'];
  /** The longest line, in UTF-16 units (sets the scroll width without measuring). */
  maxLineLength: number;
  /** Built from whole (or snippet) texts, so unchanged regions can be expanded. */
  expandable: boolean;
  /** A patch's own text, for "copy patch". */
  patchText?: string;
}

export function oldNumber(model: FileModel, index: number): number {
  return model.oldNumbers ? model.oldNumbers[index] : index + model.start;
}

export function newNumber(model: FileModel, index: number): number {
  return model.newNumbers ? model.newNumbers[index] : index + model.start;
}

function longest(lines: readonly string[], max = 0): number {
  for (const line of lines) if (line.length > max) max = line.length;
  return max;
}

export interface TextModelOptions {
  path: string;
  oldPath?: string;
  operation?: FileOperation;
  /** Number of the first line (hunk snippets); default 1. */
  start?: number;
  /**
   * The texts are a snippet cut out of a file: a missing final newline is the cut, not the file's,
   * so no "\ No newline" marker is drawn.
   */
  snippet?: boolean;
}

/** The model of two texts from their line diff (see line-diff.ts). `oldText: null` is a new file. */
export function textModel(
  oldSplit: SplitText,
  newSplit: SplitText,
  ops: LineOps,
  oldIsNull: boolean,
  options: TextModelOptions,
): FileModel {
  const blocks: Block[] = [];
  let o = 0;
  let n = 0;
  let added = 0;
  let removed = 0;
  for (let i = 0; i < ops.length; i += 2) {
    const op = ops[i];
    const count = ops[i + 1];
    if (op === Op.equal) {
      blocks.push({ type: 'equal', o, n, oc: count, nc: count });
      o += count;
      n += count;
    } else {
      const last = blocks[blocks.length - 1];
      const block = last?.type === 'change' ? last : { type: 'change' as const, o, n, oc: 0, nc: 0 };
      if (block !== last) blocks.push(block);
      if (op === Op.remove) {
        block.oc += count;
        o += count;
        removed += count;
      } else {
        block.nc += count;
        n += count;
        added += count;
      }
    }
  }
  const status: FileStatus =
    options.operation === 'move'
      ? 'moved'
      : options.operation === 'copy'
        ? 'copied'
        : options.operation === 'add' || oldIsNull
          ? 'added'
          : options.operation === 'delete' || (newSplit.lines.length === 0 && oldSplit.lines.length > 0)
            ? 'deleted'
            : 'modified';
  return {
    path: options.path,
    oldPath: options.oldPath,
    status,
    binary: false,
    oldLines: oldSplit.lines,
    newLines: newSplit.lines,
    start: Math.max(1, Math.floor(options.start ?? 1)),
    blocks,
    added,
    removed,
    oldNoNewline: oldSplit.noFinalNewline && !options.snippet,
    newNoNewline: newSplit.noFinalNewline && !options.snippet,
    oldEol: oldSplit.eol,
    newEol: newSplit.eol,
    maxLineLength: longest(newSplit.lines, longest(oldSplit.lines)),
    expandable: true,
  };
}

/** The model of one file of a parsed unified patch (hunks only: the regions between are gaps). */
export function patchModel(source: Extract<FileSource, { kind: 'patch' | 'none' }>): FileModel {
  const oldLines: string[] = [];
  const newLines: string[] = [];
  const oldNumbers: number[] = [];
  const newNumbers: number[] = [];
  const blocks: Block[] = [];
  let added = 0;
  let removed = 0;
  let oldNoNewline = false;
  let newNoNewline = false;
  let previousOldEnd = 1;
  const hunks = source.kind === 'patch' ? source.patch.hunks : [];
  for (const hunk of hunks) {
    const header = `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`;
    const oldStart = hunk.oldLines === 0 ? hunk.oldStart + 1 : hunk.oldStart;
    if (oldStart > previousOldEnd || blocks.length > 0) {
      blocks.push({ type: 'gap', o: oldLines.length, n: newLines.length, oc: 0, nc: 0, header });
    }
    let oldNo = oldStart;
    let newNo = hunk.newLines === 0 ? hunk.newStart + 1 : hunk.newStart;
    let lastSide: ' ' | '-' | '+' = ' ';
    for (const line of hunk.lines) {
      const sign = line[0];
      const text = line.slice(1).replace(/\r$/, '');
      if (sign === '\\') {
        if (lastSide !== '+') oldNoNewline = true;
        if (lastSide !== '-') newNoNewline = true;
        continue;
      }
      const last = blocks[blocks.length - 1];
      if (sign === ' ') {
        if (last?.type === 'equal') {
          last.oc++;
          last.nc++;
        } else blocks.push({ type: 'equal', o: oldLines.length, n: newLines.length, oc: 1, nc: 1 });
        oldLines.push(text);
        newLines.push(text);
        oldNumbers.push(oldNo++);
        newNumbers.push(newNo++);
        lastSide = ' ';
      } else if (sign === '-' || sign === '+') {
        let block = last;
        if (block?.type !== 'change' || (sign === '-' && block.nc > 0)) {
          block = { type: 'change', o: oldLines.length, n: newLines.length, oc: 0, nc: 0 };
          blocks.push(block);
        }
        if (sign === '-') {
          block.oc++;
          removed++;
          oldLines.push(text);
          oldNumbers.push(oldNo++);
        } else {
          block.nc++;
          added++;
          newLines.push(text);
          newNumbers.push(newNo++);
        }
        lastSide = sign;
      }
    }
    previousOldEnd = oldNo;
  }
  const operation = source.operation;
  const oldName = source.kind === 'patch' ? patchPath(source.patch.oldFileName) : source.oldPath;
  const newName = source.kind === 'patch' ? patchPath(source.patch.newFileName) : source.path;
  const status: FileStatus =
    operation === 'move'
      ? 'moved'
      : operation === 'copy'
        ? 'copied'
        : operation === 'add' || (source.kind === 'patch' && !oldName)
          ? 'added'
          : operation === 'delete' || (source.kind === 'patch' && !newName)
            ? 'deleted'
            : 'modified';
  return {
    path: source.path,
    oldPath: source.oldPath ?? (oldName && newName && oldName !== newName ? oldName : undefined),
    status,
    binary: source.binary === true,
    oldLines,
    newLines,
    oldNumbers: Int32Array.from(oldNumbers),
    newNumbers: Int32Array.from(newNumbers),
    start: 1,
    blocks,
    added,
    removed,
    oldNoNewline,
    newNoNewline,
    oldEol: 'lf',
    newEol: 'lf',
    maxLineLength: longest(newLines, longest(oldLines)),
    expandable: false,
    patchText: source.kind === 'patch' ? formatStructuredPatch(source.patch) : undefined,
  };
}

/** No line differs (and the file is not new or deleted). */
export function isUnchanged(model: FileModel): boolean {
  return model.added === 0 && model.removed === 0;
}
