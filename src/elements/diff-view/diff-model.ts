// SPDX-License-Identifier: Apache-2.0
/**
 * Everything `<diff-view>` knows about a diff, DOM-free and synchronous (so it is testable on its
 * own): reading the ACP item (v1 texts or the draft v2 `changes` + `git_patch`), the file model
 * (blocks of equal and changed lines, counts, line numbers), the rows to draw (folding unchanged
 * regions, unified or split), word-level marks inside changed line pairs, and the unified patch
 * behind "copy patch".
 */
import { diffWordsWithSpace, formatPatch as formatStructuredPatch, parsePatch, type StructuredPatch } from 'diff';
import { Op, type LineOps, type SplitText } from './line-diff.js';

// ---------------------------------------------------------------------------------------------
// Input

/** What a v2 `changes[]` entry says about a file: `add`, `delete`, `modify`, `move`, `copy`. */
export type FileOperation = 'add' | 'delete' | 'modify' | 'move' | 'copy';

/** One file to show, as read from the item (untrusted input, checked field by field). */
export type FileSource =
  | { kind: 'texts'; path: string; oldPath?: string; oldText: string | null; newText: string; operation?: FileOperation; binary?: boolean }
  | { kind: 'patch'; path: string; oldPath?: string; patch: StructuredPatch; operation?: FileOperation; binary?: boolean }
  | { kind: 'none'; path: string; oldPath?: string; operation?: FileOperation; binary?: boolean };

const OPERATIONS: readonly string[] = ['add', 'delete', 'modify', 'move', 'copy'];

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Strips git's `a/` and `b/` prefixes; `/dev/null` becomes undefined. */
function patchPath(name: string | undefined): string | undefined {
  if (!name || name === '/dev/null') return undefined;
  const clean = name.replace(/\t.*$/, '');
  return /^[ab]\//.test(clean) ? clean.slice(2) : clean;
}

function pathMatches(a: string, b: string): boolean {
  return a === b || a.endsWith(`/${b}`) || b.endsWith(`/${a}`);
}

/**
 * The files of an ACP diff item: v1 `{path, oldText?, newText}` is one file (a missing or null
 * `oldText` is a new file); draft v2 `{changes, patch?}` is one file per change, with the parsed
 * `git_patch` hunks of the files it covers.
 */
export function readDiffItem(item: unknown): FileSource[] {
  if (typeof item !== 'object' || item === null) return [];
  const record = item as Record<string, unknown>;
  if (Array.isArray(record.changes) || (typeof record.patch === 'object' && record.patch !== null)) {
    return readV2(record);
  }
  const path = str(record.path) ?? '';
  const oldText = str(record.oldText) ?? null;
  const newText = str(record.newText) ?? '';
  return [{ kind: 'texts', path, oldText, newText }];
}

function readV2(record: Record<string, unknown>): FileSource[] {
  const changes = (Array.isArray(record.changes) ? record.changes : []).filter(
    (change): change is Record<string, unknown> => typeof change === 'object' && change !== null,
  );
  const patchRecord = record.patch as Record<string, unknown> | null | undefined;
  const patchText = patchRecord && typeof patchRecord === 'object' ? str(patchRecord.text) : undefined;
  let patches: StructuredPatch[] = [];
  if (patchText) {
    try {
      patches = parsePatch(patchText);
    } catch {
      patches = [];
    }
  }
  const used = new Set<StructuredPatch>();
  const files: FileSource[] = changes.map((change) => {
    const path = str(change.path) ?? '';
    const oldPath = str(change.oldPath);
    const op = str(change.operation);
    const operation = op && OPERATIONS.includes(op) ? (op as FileOperation) : undefined;
    const binary = change.fileType === 'binary';
    const patch = patches.find(
      (p) => !used.has(p) && [patchPath(p.newFileName), patchPath(p.oldFileName)].some((name) => name !== undefined && pathMatches(path, name)),
    );
    if (patch) {
      used.add(patch);
      return { kind: 'patch', path, oldPath, patch, operation, binary };
    }
    return { kind: 'none', path, oldPath, operation, binary };
  });
  // A patch may cover files the `changes` list does not name: show them too.
  for (const patch of patches) {
    if (used.has(patch)) continue;
    const newName = patchPath(patch.newFileName);
    const oldName = patchPath(patch.oldFileName);
    const operation: FileOperation = !oldName ? 'add' : !newName ? 'delete' : oldName !== newName ? 'move' : 'modify';
    files.push({ kind: 'patch', path: newName ?? oldName ?? '', oldPath: oldName !== newName ? oldName : undefined, patch, operation });
  }
  return files;
}

// ---------------------------------------------------------------------------------------------
// File model

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
export function textModel(oldSplit: SplitText, newSplit: SplitText, ops: LineOps, oldIsNull: boolean, options: TextModelOptions): FileModel {
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
    options.operation === 'move' ? 'moved'
    : options.operation === 'copy' ? 'copied'
    : options.operation === 'add' || oldIsNull ? 'added'
    : options.operation === 'delete' || (newSplit.lines.length === 0 && oldSplit.lines.length > 0) ? 'deleted'
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
    operation === 'move' ? 'moved'
    : operation === 'copy' ? 'copied'
    : operation === 'add' || (source.kind === 'patch' && !oldName) ? 'added'
    : operation === 'delete' || (source.kind === 'patch' && !newName) ? 'deleted'
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

// ---------------------------------------------------------------------------------------------
// Rows

/** Lines of context kept around each change. */
export const CONTEXT_LINES = 3;
/** Fewer hidden lines than this are shown instead of folded. */
export const MIN_FOLD = 4;
/** Lines revealed by one "expand up" or "expand down". */
export const EXPAND_STEP = 20;

/** How much of a folded equal block the user revealed: lines from its top, lines from its bottom. */
export interface Reveal {
  top: number;
  bottom: number;
}

/**
 * One drawn row. `o`/`n`: old/new line index or -1. `p`: the index of the paired line on the other
 * side (word-level marks), or -1.
 *
 * - `context`: an unchanged line (unified and split).
 * - `remove` / `add`: unified changed lines.
 * - `change`: a split row, old on the left and new on the right (either may be -1).
 * - `fold`: hidden unchanged lines of block `block` (`hidden` of them); `up`/`down` say which
 *   expand controls apply; a gap from a patch has `header` and no controls.
 * - `no-newline`: the "\ No newline at end of file" marker (`o`/`n` say for which side).
 */
export interface Row {
  kind: 'context' | 'remove' | 'add' | 'change' | 'fold' | 'no-newline';
  o: number;
  n: number;
  p: number;
  block: number;
  hidden?: number;
  up?: boolean;
  down?: boolean;
  header?: string;
}

export type Layout = 'unified' | 'split';

/** The rows to draw for a layout, given what the user expanded. */
export function layoutRows(model: FileModel, layout: Layout, reveals: ReadonlyMap<number, Reveal> = new Map(), context = CONTEXT_LINES): Row[] {
  const rows: Row[] = [];
  const lastOld = model.oldLines.length - 1;
  const lastNew = model.newLines.length - 1;
  const marker = (row: Row) => {
    const oldEnd = model.oldNoNewline && row.o === lastOld && row.o >= 0;
    const newEnd = model.newNoNewline && row.n === lastNew && row.n >= 0;
    rows.push(row);
    if (oldEnd || newEnd) rows.push({ kind: 'no-newline', o: oldEnd ? row.o : -1, n: newEnd ? row.n : -1, p: -1, block: row.block });
  };
  const { blocks } = model;
  const changes = blocks.some((block) => block.type === 'change');
  blocks.forEach((block, b) => {
    if (block.type === 'gap') {
      rows.push({ kind: 'fold', o: block.o, n: block.n, p: -1, block: b, header: block.header });
      return;
    }
    if (block.type === 'equal') {
      const first = !blocks.slice(0, b).some((x) => x.type === 'change');
      const last = !blocks.slice(b + 1).some((x) => x.type === 'change');
      const reveal = reveals.get(b) ?? { top: 0, bottom: 0 };
      const foldable = model.expandable && changes;
      const top = first ? 0 : context + reveal.top;
      const bottom = last ? 0 : context + reveal.bottom;
      const hidden = block.oc - top - bottom;
      const shown = (from: number, to: number) => {
        for (let i = from; i < to; i++) marker({ kind: 'context', o: block.o + i, n: block.n + i, p: -1, block: b });
      };
      if (!foldable || hidden < MIN_FOLD) {
        shown(0, block.oc);
        return;
      }
      shown(0, top);
      rows.push({ kind: 'fold', o: block.o + top, n: block.n + top, p: -1, block: b, hidden, up: !last, down: !first });
      shown(block.oc - bottom, block.oc);
      return;
    }
    const pairs = Math.min(block.oc, block.nc);
    if (layout === 'unified') {
      for (let i = 0; i < block.oc; i++) marker({ kind: 'remove', o: block.o + i, n: -1, p: i < pairs ? block.n + i : -1, block: b });
      for (let i = 0; i < block.nc; i++) marker({ kind: 'add', o: -1, n: block.n + i, p: i < pairs ? block.o + i : -1, block: b });
    } else {
      for (let i = 0; i < Math.max(block.oc, block.nc); i++) {
        marker({ kind: 'change', o: i < block.oc ? block.o + i : -1, n: i < block.nc ? block.n + i : -1, p: -1, block: b });
      }
    }
  });
  return rows;
}

/** "Expand all": more lines than any file has. */
const ALL = 1e9;

/** The reveal after one expand control on the fold of `block`. */
export function expand(reveals: ReadonlyMap<number, Reveal>, block: number, direction: 'up' | 'down' | 'all'): Map<number, Reveal> {
  const next = new Map(reveals);
  const current = reveals.get(block) ?? { top: 0, bottom: 0 };
  next.set(
    block,
    direction === 'all' ? { top: ALL, bottom: ALL }
    : direction === 'up' ? { ...current, bottom: current.bottom + EXPAND_STEP }
    : { ...current, top: current.top + EXPAND_STEP },
  );
  return next;
}

// ---------------------------------------------------------------------------------------------
// Word-level marks

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

/** A syntax token of a line: `[start, end)` and its class. */
export interface Token {
  start: number;
  end: number;
  token: string;
}

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

// ---------------------------------------------------------------------------------------------
// Patch text

/**
 * A unified patch of a text model (git's format, 3 lines of context), for "copy patch". `names`
 * are the paths to write in the `---`/`+++` lines (default: the model's, without a leading `/`).
 */
export function formatPatch(model: FileModel, names: { path?: string; oldPath?: string } = {}, context = CONTEXT_LINES): string {
  if (model.patchText !== undefined) return model.patchText;
  const bare = (path: string) => path.replace(/^\/+/, '');
  const oldName = model.status === 'added' ? '/dev/null' : `a/${bare(names.oldPath ?? names.path ?? model.oldPath ?? model.path)}`;
  const newName = model.status === 'deleted' ? '/dev/null' : `b/${bare(names.path ?? model.path)}`;
  const out = [`--- ${oldName}`, `+++ ${newName}`];
  const lastOld = model.oldLines.length - 1;
  const lastNew = model.newLines.length - 1;
  // Lines as [sign, old index, new index], then cut into hunks around changes.
  type Line = [' ' | '-' | '+', number, number];
  const lines: Line[] = [];
  for (const block of model.blocks) {
    if (block.type === 'equal') for (let i = 0; i < block.oc; i++) lines.push([' ', block.o + i, block.n + i]);
    else if (block.type === 'change') {
      for (let i = 0; i < block.oc; i++) lines.push(['-', block.o + i, block.n]);
      for (let i = 0; i < block.nc; i++) lines.push(['+', block.o + block.oc, block.n + i]);
    }
  }
  let i = 0;
  let previousEnd = 0;
  while (i < lines.length) {
    while (i < lines.length && lines[i][0] === ' ') i++;
    if (i >= lines.length) break;
    const from = Math.max(previousEnd, i - context);
    let to = i;
    let quiet = 0;
    while (to < lines.length && quiet <= 2 * context) {
      quiet = lines[to][0] === ' ' ? quiet + 1 : 0;
      to++;
    }
    to -= Math.max(0, quiet - context);
    const hunk = lines.slice(from, to);
    const oldCount = hunk.filter((line) => line[0] !== '+').length;
    const newCount = hunk.filter((line) => line[0] !== '-').length;
    // git numbers an empty side by the line before it.
    const oldStart = hunk[0][1] + model.start - (oldCount === 0 ? 1 : 0);
    const newStart = hunk[0][2] + model.start - (newCount === 0 ? 1 : 0);
    out.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`);
    for (const [sign, o, n] of hunk) {
      out.push(sign + (sign === '+' ? model.newLines[n] : model.oldLines[o]));
      const endsOld = sign !== '+' && o === lastOld && model.oldNoNewline;
      const endsNew = sign !== '-' && n === lastNew && model.newNoNewline;
      if (endsOld || endsNew) out.push('\\ No newline at end of file');
    }
    i = previousEnd = to;
  }
  return `${out.join('\n')}\n`;
}

/** Binary-looking text: a NUL character in its first 8,000 characters (git's test). */
export function looksBinary(text: string | null | undefined): boolean {
  return !!text && text.slice(0, 8000).includes('\0');
}
