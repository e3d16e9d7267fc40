// SPDX-License-Identifier: Apache-2.0
// Small modules: no source file in src/ over MAX_LINES lines (CONTRIBUTING.md, "Rules"). A file that
// grows past it is split where it holds two things, not trimmed of its comments. Run by `npm test`.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const MAX_LINES = 400;
const src = fileURLToPath(new URL('../../src', import.meta.url));

/** Lines as an editor numbers them: a final newline ends the last line, it does not start another. */
const lineCount = (text: string): number => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('source files', () => {
  it(`stay at ${MAX_LINES} lines or fewer`, () => {
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(ts|mjs|js)$/.test(name));
    assert.ok(files.length > 100, `found only ${files.length} source files under ${src}`);
    const over = files
      .map((name) => ({ name, lines: lineCount(readFileSync(join(src, name), 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ name, lines }) => `src/${name}: ${lines}`);
    assert.deepEqual(over, [], `split these files (at most ${MAX_LINES} lines each):\n${over.join('\n')}`);
  });
});
