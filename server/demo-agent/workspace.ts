// SPDX-License-Identifier: Apache-2.0
/**
 * The demo agent's sample workspace: a tiny TypeScript project with a real bug for the agent to
 * fix. The demo agent reads, searches, edits, moves and deletes real files here, so what the page
 * shows (diffs, search hits, file contents) is what is on disk.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const SAMPLE_FILES: Record<string, string> = {
  'package.json': `${JSON.stringify(
    {
      name: 'stats-kit',
      version: '0.3.1',
      type: 'module',
      scripts: { test: 'vitest run', lint: 'eslint src' },
      devDependencies: { eslint: '^9.0.0', typescript: '^5.9.0', vitest: '^3.2.0' },
    },
    null,
    2,
  )}\n`,
  'README.md': '# stats-kit\n\nSmall statistics helpers: `average`, `median`, `formatPercent`.\n',
  'src/stats.ts': [
    "import { formatNumber } from './legacy-format.js';",
    '',
    '/** The arithmetic mean of `values`. */',
    'export function average(values: number[]): number {',
    '  const total = values.reduce((sum, value) => sum + value, 0);',
    '  return total / values.length;',
    '}',
    '',
    '/** The middle value of `values` once sorted. */',
    'export function median(values: number[]): number {',
    '  const sorted = [...values].sort((a, b) => a - b);',
    '  const middle = Math.floor(sorted.length / 2);',
    '  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;',
    '}',
    '',
    'export function describe(values: number[]): string {',
    '  return `mean ${formatNumber(average(values))}, median ${formatNumber(median(values))}`;',
    '}',
    '',
  ].join('\n'),
  'src/legacy-format.ts': [
    '/** Formats a number with two decimals. */',
    'export function formatNumber(value: number): string {',
    '  return value.toFixed(2);',
    '}',
    '',
    'export function formatPercent(ratio: number): string {',
    '  return `${formatNumber(ratio * 100)}%`;',
    '}',
    '',
  ].join('\n'),
  'src/report.ts': [
    "import { average, describe } from './stats.js';",
    '',
    'export function report(name: string, values: number[]): string {',
    '  const mean = average(values);',
    '  return `${name}: ${describe(values)} (${mean > 0 ? "up" : "flat"})`;',
    '}',
    '',
  ].join('\n'),
  'test/stats.test.ts': [
    "import { describe, expect, it } from 'vitest';",
    "import { average, median } from '../src/stats.js';",
    '',
    "describe('average', () => {",
    "  it('averages numbers', () => expect(average([1, 2, 3])).toBe(2));",
    "  it('is 0 for no numbers', () => expect(average([])).toBe(0));",
    '});',
    '',
    "describe('median', () => {",
    "  it('takes the middle', () => expect(median([3, 1, 2])).toBe(2));",
    "  it('averages the two middles', () => expect(median([4, 1, 2, 3])).toBe(2.5));",
    '});',
    '',
  ].join('\n'),
  'tmp/debug.log': '[debug] average([]) -> NaN\n[debug] report("empty", []) -> "empty: mean NaN, median NaN"\n',
};

/** Writes the sample files into `dir` (created if needed), leaving files that already exist alone. */
export async function ensureSampleWorkspace(dir: string): Promise<string> {
  for (const [relative, text] of Object.entries(SAMPLE_FILES)) {
    const path = join(dir, relative);
    if (existsSync(path)) continue;
    // A moved legacy-format.ts counts as present: the move flips between the two names.
    if (relative === 'src/legacy-format.ts' && existsSync(join(dir, 'src/format/legacy.ts'))) continue;
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
  }
  return dir;
}

/** A fresh sample workspace in a new temporary directory. */
export async function createSampleWorkspace(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tce-demo-workspace-'));
  return ensureSampleWorkspace(dir);
}
