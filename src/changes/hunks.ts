// SPDX-License-Identifier: Apache-2.0
/**
 * Hunks with jsdiff: the net change between two whole texts (context 3), a snippet's hunk, stable
 * ids, and applying or reverting some hunks on a text. Texts keep their line endings, final
 * newline and BOM: the raw patches carry `\r` and jsdiff's "no newline" markers and are applied
 * with no fuzz and no line-ending conversion, so a round trip is byte for byte. Only the hunks
 * shown (`ChangeHunk.lines`) drop the `\r`s and markers.
 */
import { applyPatch, reversePatch, structuredPatch, type StructuredPatch, type StructuredPatchHunk } from 'diff';
import type { Snippet } from './call-evidence.js';
import type { ChangeHunk, ReviewState } from './types.js';

const CONTEXT = 3;

/** The raw patch from `before` to `after` (null: no file, as the empty text). */
export function rawPatch(before: string | null, after: string | null): StructuredPatch {
  return structuredPatch('', '', before ?? '', after ?? '', '', '', { context: CONTEXT });
}

/** FNV-1a, 32 bits, base 36: a short id that stays while the hunk's numbers and lines do. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

const shownLines = (lines: readonly string[]): string[] =>
  lines.filter((line) => line[0] !== '\\').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));

/** The shown hunks of raw ones, with ids unique within the file (`prefix` keeps snippets' apart). */
export function showHunks(raw: readonly StructuredPatchHunk[], located: boolean, prefix = 'h'): ChangeHunk[] {
  const seen = new Set<string>();
  return raw.map((hunk) => {
    const numbers = located ? [hunk.oldStart, hunk.oldLines, hunk.newStart, hunk.newLines] : [0, hunk.oldLines, 0, hunk.newLines];
    let id = `${prefix}${hash(`${numbers.join(',')}\n${hunk.lines.join('\n')}`)}`;
    while (seen.has(id)) id += '_';
    seen.add(id);
    return {
      id,
      oldStart: numbers[0]!,
      oldLines: hunk.oldLines,
      newStart: numbers[2]!,
      newLines: hunk.newLines,
      lines: shownLines(hunk.lines),
      located,
      review: 'pending' as ReviewState,
    };
  });
}

/** A snippet's hunks: the agent's own (located) when it gave a unified diff, else its texts diffed (unlocated). */
export function snippetHunks(snippet: Snippet, prefix: string): ChangeHunk[] {
  if (snippet.hunks && snippet.hunks.length > 0) return showHunks(snippet.hunks, true, prefix);
  // A fragment rarely ends with a newline: end both sides with one so no "no newline" shows.
  const close = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);
  return showHunks(
    structuredPatch('', '', close(snippet.oldText), close(snippet.newText), '', '', { context: CONTEXT }).hunks,
    false,
    prefix,
  );
}

export function countLines(hunks: readonly ChangeHunk[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const hunk of hunks) {
    for (const line of hunk.lines) {
      if (line[0] === '+') added++;
      else if (line[0] === '-') removed++;
    }
  }
  return { added, removed };
}

/** The raw hunks of `before` → `after` whose shown ids are in `ids`, and their ids in the same order. */
export function pickHunks(
  before: string | null,
  after: string | null,
  ids: ReadonlySet<string>,
): { patch: StructuredPatch; ids: string[] } {
  const patch = rawPatch(before, after);
  const shown = showHunks(patch.hunks, true);
  const picked = shown.flatMap((hunk, i) => (ids.has(hunk.id) ? [i] : []));
  return { patch: { ...patch, hunks: picked.map((i) => patch.hunks[i]!) }, ids: picked.map((i) => shown[i]!.id) };
}

/** `text` with `patch` applied (or reverted), no fuzz, line endings as they are; false when a hunk does not apply. */
export function applyExactly(text: string, patch: StructuredPatch, reverse = false): string | false {
  if (patch.hunks.length === 0) return text;
  try {
    return applyPatch(text, reverse ? reversePatch(patch) : patch, { fuzzFactor: 0, autoConvertLineEndings: false });
  } catch {
    return false;
  }
}

/** The hunks (of those picked) that do not apply to `text` one by one: the ones a conflict names. */
export function failingHunks(text: string, patch: StructuredPatch, ids: readonly string[], reverse: boolean): string[] {
  return patch.hunks.flatMap((hunk, i) => (applyExactly(text, { ...patch, hunks: [hunk] }, reverse) === false ? [ids[i]!] : []));
}
