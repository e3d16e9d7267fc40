// SPDX-License-Identifier: Apache-2.0
/** The unified patch behind "copy patch", in git's format. */
import { relativePath } from '../../text/format.js';
import type { FileModel } from './diff-model.js';
import { CONTEXT_LINES } from './diff-rows.js';

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

/** The patch "copy patch" copies: its paths relative to the diff's `root`, as the header shows them. */
export function formatPatchUnder(model: FileModel, root: string | undefined): string {
  return formatPatch(model, {
    path: relativePath(model.path, root),
    oldPath: model.oldPath && relativePath(model.oldPath, root),
  });
}
