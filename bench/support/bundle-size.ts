// SPDX-License-Identifier: Apache-2.0
/**
 * What a page pays at startup for an entry of the library: the entry bundled from `src/` the way an
 * application's bundler would (esbuild: ESM, minified, code splitting, so `import()`ed modules such
 * as highlight.js languages and xterm land in chunks of their own), then the entry chunk and every
 * chunk it imports statically, gzipped. Chunks reached only through `import()` load on demand and
 * are counted apart. Deterministic: `bench/package-size.bench.ts` reports it with the other figures,
 * and `test/package/bundle-size.node.ts` holds the budgets in `npm test`.
 */
import { build, type Metafile } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budgets, gzipped: issue 18, revised by docs/decisions/0033-state-size-budget.md, 0040-size-budgets-with-sessions.md, 0042-define-budget-after-review-and-polish.md and 0044-define-budget-code-blocks-subagents.md. */
export const BUDGET_DEFINE_KB = 68;
export const BUDGET_STATE_KB = 14.5;

export interface EntrySize {
  startupKb: number;
  onDemandKb: number;
  /** The largest inputs of the startup chunks, in minified bytes (esbuild's per-input output share). */
  largest: Array<[string, number]>;
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024;
}

/** `entry` (a path under `root`, e.g. `src/define.ts`) at startup and on demand. */
export async function measureEntry(root: string, entry: string): Promise<EntrySize> {
  const outdir = mkdtempSync(join(tmpdir(), 'tce-size-'));
  try {
    const result = await build({
      entryPoints: [join(root, entry)],
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      outdir,
      metafile: true,
      logLevel: 'silent',
      // The styles xterm needs come as text (`?inline`, see xterm.styles.ts); the size is what matters.
      loader: { '.css': 'text' },
    });
    const outputs: Metafile['outputs'] = result.metafile.outputs;
    // Modules reached through import() are entry points in the metafile too: pick ours by its path.
    const entryOut = Object.keys(outputs).find((out) => outputs[out].entryPoint?.endsWith(entry))!;
    // The entry and every chunk it reaches through static imports: what loads before the first card.
    const startup = new Set<string>();
    const visit = (out: string): void => {
      if (startup.has(out)) return;
      startup.add(out);
      for (const imported of outputs[out].imports) if (imported.kind === 'import-statement') visit(imported.path);
    };
    visit(entryOut);
    let startupKb = 0;
    let onDemandKb = 0;
    const inputs = new Map<string, number>();
    for (const out of Object.keys(outputs)) {
      if (!out.endsWith('.js')) continue;
      const kb = gzipKb(resolve(out));
      if (startup.has(out)) {
        startupKb += kb;
        for (const [input, { bytesInOutput }] of Object.entries(outputs[out].inputs)) {
          const name = input.replace(/^.*node_modules\//, '').replace(/\/.*$/, '') || input;
          const key = input.includes('node_modules/') ? name : 'tool-call-elements';
          inputs.set(key, (inputs.get(key) ?? 0) + bytesInOutput);
        }
      } else {
        onDemandKb += kb;
      }
    }
    const largest = [...inputs].sort((a, b) => b[1] - a[1]).slice(0, 6);
    return { startupKb, onDemandKb, largest };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
