// SPDX-License-Identifier: Apache-2.0
/**
 * Evidence 3, the calls' own diffs: which paths an edit-like call names, and what its `diff`
 * content (v1 texts, draft v2 `changes`/patch, codex's `rawInput.changes`) says of each file,
 * resolved against the file's known text: whole texts where they can be told exactly, else a
 * snippet. Never guessed: a fragment is placed only where it occurs exactly once.
 */
import { applyPatch, parsePatch, type StructuredPatch, type StructuredPatchHunk } from 'diff';
import type { ToolCallView } from '../state/index.js';
import { readDiffItem } from './diff-item.js';
import { isPath } from './wire.js';

/** A change known only in part: the replaced fragment and its replacement, or the agent's own hunks. */
export interface Snippet {
  oldText: string;
  newText: string;
  /** Hunks with line numbers the agent gave (a unified diff): located, though the texts are not whole. */
  hunks?: StructuredPatchHunk[];
}

/** What one source says of one file in one call. `undefined`: unknown; `null`: no file. */
export interface Slot {
  before?: string | null;
  /** `before` is null only on the agent's word (a diff without an old text), not seen on disk. */
  claimed?: true;
  after?: string | null;
  snippet?: Snippet;
  oldPath?: string;
}

/** What a call's content claims of a file, before it is resolved against the file's known text. */
export type Claim =
  | { kind: 'texts'; oldText: string | null; newText: string; patch?: StructuredPatch }
  | { kind: 'patch'; patch: StructuredPatch }
  | { kind: 'delete' }
  | { kind: 'move'; oldPath: string };

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const EDIT_KINDS: readonly string[] = ['edit', 'delete', 'move'];
const INPUT_PATH_KEYS = ['file_path', 'filePath', 'path', 'notebook_path', 'target_file'] as const;
const MOVE_KEYS: readonly (readonly [string, string])[] = [
  ['old_path', 'new_path'],
  ['oldPath', 'newPath'],
  ['source', 'destination'],
  ['from', 'to'],
  ['src', 'dst'],
];

const isDiffItem = (item: unknown): boolean => isRecord(item) && item.type === 'diff';

/** Kind edit, delete or move, or carrying `diff` content: a call that may change files. */
export function isEditLike(call: ToolCallView): boolean {
  return EDIT_KINDS.includes(call.kind) || (Array.isArray(call.content) && call.content.some(isDiffItem));
}

/** A move's two paths, from `rawInput` or the first two locations. */
export function movePaths(call: ToolCallView): { from: string; to: string } | undefined {
  const input = isRecord(call.rawInput) ? call.rawInput : {};
  for (const [from, to] of MOVE_KEYS) {
    if (isPath(input[from]) && isPath(input[to])) return { from: input[from], to: input[to] };
  }
  const paths = (Array.isArray(call.locations) ? call.locations : []).map((location) => location?.path).filter(isPath);
  return paths.length >= 2 && paths[0] !== paths[1] ? { from: paths[0]!, to: paths[1]! } : undefined;
}

/** Codex's `rawInput.changes`: `{ [path]: { type, unified_diff?, move_path? } }`. */
function inputChanges(call: ToolCallView): [string, Json][] {
  const input = isRecord(call.rawInput) ? call.rawInput : undefined;
  if (!input || !isRecord(input.changes)) return [];
  return Object.entries(input.changes).filter((entry): entry is [string, Json] => isPath(entry[0]) && isRecord(entry[1]));
}

/** The paths the call's locations and input name (not its content): a move's former path left out. */
function namedPaths(call: ToolCallView, move: { from: string; to: string } | undefined): Set<string> {
  const paths = new Set<string>();
  if (move) paths.add(move.to);
  for (const location of Array.isArray(call.locations) ? call.locations : []) {
    if (isPath(location?.path) && location.path !== move?.from) paths.add(location.path);
  }
  const input = isRecord(call.rawInput) ? call.rawInput : {};
  for (const key of INPUT_PATH_KEYS) if (isPath(input[key]) && input[key] !== move?.from) paths.add(input[key]);
  for (const [path] of inputChanges(call)) paths.add(path);
  return paths;
}

/** Every path the call names as one it changes (after a move, the new path). */
export function pathsOf(call: ToolCallView): string[] {
  const paths = namedPaths(call, call.kind === 'move' ? movePaths(call) : undefined);
  for (const path of claimsOf(call).keys()) paths.add(path);
  return [...paths];
}

function parseUnified(path: string, text: unknown): StructuredPatch | undefined {
  if (typeof text !== 'string' || text === '') return undefined;
  try {
    const [patch] = parsePatch(text.startsWith('@@') ? `--- ${path}\n+++ ${path}\n${text}` : text);
    return patch && patch.hunks.length > 0 ? patch : undefined;
  } catch {
    return undefined;
  }
}

/** What the call's content says of each file it names (the last item per path wins). */
export function claimsOf(call: ToolCallView): Map<string, Claim> {
  const claims = new Map<string, Claim>();
  for (const item of Array.isArray(call.content) ? call.content : []) {
    if (!isDiffItem(item)) continue;
    for (const source of readDiffItem(item)) {
      if (!isPath(source.path)) continue;
      if (source.operation === 'delete') claims.set(source.path, { kind: 'delete' });
      else if (source.operation === 'move' && isPath(source.oldPath) && source.kind === 'none') {
        claims.set(source.path, { kind: 'move', oldPath: source.oldPath });
      } else if (source.kind === 'texts' && !source.binary) {
        claims.set(source.path, { kind: 'texts', oldText: source.oldText, newText: source.newText });
      } else if (source.kind === 'patch' && !source.binary) claims.set(source.path, { kind: 'patch', patch: source.patch });
    }
  }
  for (const [path, change] of inputChanges(call)) {
    const claim = claims.get(path);
    const patch = parseUnified(path, change.unified_diff);
    if (claim?.kind === 'texts' && claim.oldText !== null && patch) claims.set(path, { ...claim, patch });
    if (!claim && change.type === 'delete') claims.set(path, { kind: 'delete' });
  }
  if (call.kind === 'delete') {
    for (const path of namedPaths(call, undefined)) if (!claims.has(path)) claims.set(path, { kind: 'delete' });
    // A delete that shows what it removed as a diff to nothing: the file is gone, not emptied.
    for (const [path, claim] of claims) if (claim.kind === 'texts' && claim.newText === '') claims.set(path, { kind: 'delete' });
  }
  if (call.kind === 'move') {
    const move = movePaths(call);
    if (move && !claims.has(move.to)) claims.set(move.to, { kind: 'move', oldPath: move.from });
  }
  return claims;
}

/** The index of `part` in `text` when it occurs there exactly once (and is not empty), else -1. */
export function uniqueIndex(text: string, part: string): number {
  if (part === '') return -1;
  const first = text.indexOf(part);
  if (first < 0 || text.indexOf(part, first + 1) >= 0) return -1;
  return first;
}

function patchSnippet(patch: StructuredPatch): Snippet {
  const side = (skip: string) =>
    patch.hunks
      .flatMap((hunk) => hunk.lines.filter((line) => line[0] !== skip && line[0] !== '\\').map((line) => line.slice(1)))
      .join('\n');
  return { oldText: side('+'), newText: side('-'), hunks: patch.hunks };
}

const patchOnto = (base: string, patch: StructuredPatch): string | false => {
  try {
    return applyPatch(base, patch, { fuzzFactor: 0, autoConvertLineEndings: false });
  } catch {
    return false;
  }
};

/**
 * Resolves a claim against the file's known text `base` (undefined: unknown) and, for a move, the
 * known text of the former path.
 */
export function resolveClaim(claim: Claim, base: string | null | undefined, oldBase?: string | null): Slot {
  const known = typeof base === 'string' ? base : undefined;
  switch (claim.kind) {
    case 'delete':
      return { before: base, after: null };
    case 'move':
      // A file cannot move from nowhere: a former path read as missing was read too late.
      return oldBase === null ? { oldPath: claim.oldPath } : { before: oldBase, after: oldBase, oldPath: claim.oldPath };
    case 'patch': {
      const after = known === undefined ? false : patchOnto(known, claim.patch);
      return after === false ? { snippet: patchSnippet(claim.patch) } : { before: known, after };
    }
    case 'texts': {
      // A null old text says "new file"; an agent also says it of a file it overwrote whole.
      if (claim.oldText === null)
        return known !== undefined ? { before: known, after: claim.newText } : { before: null, after: claim.newText, claimed: true };
      if (known !== undefined && claim.oldText === known) return { before: known, after: claim.newText };
      const at = known === undefined ? -1 : uniqueIndex(known, claim.oldText);
      if (known !== undefined && at >= 0) {
        return { before: known, after: known.slice(0, at) + claim.newText + known.slice(at + claim.oldText.length) };
      }
      const patched = known !== undefined && claim.patch ? patchOnto(known, claim.patch) : false;
      if (known !== undefined && patched !== false) return { before: known, after: patched };
      return { snippet: { oldText: claim.oldText, newText: claim.newText, hunks: claim.patch?.hunks } };
    }
  }
}
