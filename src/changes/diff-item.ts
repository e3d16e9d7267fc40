// SPDX-License-Identifier: Apache-2.0
/**
 * Reading an ACP diff item (untrusted input, checked field by field), for `<diff-view>` and the change set: v1
 * texts, or the draft v2 `changes` with a parsed `git_patch`.
 */
import { parsePatch, type StructuredPatch } from 'diff';

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
export function patchPath(name: string | undefined): string | undefined {
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
      (p) =>
        !used.has(p) && [patchPath(p.newFileName), patchPath(p.oldFileName)].some((name) => name !== undefined && pathMatches(path, name)),
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

/** Binary-looking text: a NUL character in its first 8,000 characters (git's test). */
export function looksBinary(text: string | null | undefined): boolean {
  return !!text && text.slice(0, 8000).includes('\0');
}
