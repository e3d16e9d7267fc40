// SPDX-License-Identifier: Apache-2.0
/**
 * Package size benchmark (Node). What a page pays at startup for `import 'tool-call-elements/define.js'`
 * and for `tool-call-elements/state`: each entry bundled from `src/` the way an application's
 * bundler would (esbuild: ESM, minified, code splitting, so `import()`ed modules such as highlight.js
 * languages and xterm land in chunks of their own), then the entry chunk and every chunk it imports
 * statically, gzipped. Chunks reached only through `import()` load on demand and are reported apart.
 * Budgets (issue 18): `define.js` at startup ≤ 60 kB gzipped; `state` ≤ 11.5 kB gzipped (issue 18 set 8 kB;
 * the folds issues 19–21 require revised it: docs/decisions/0033-state-size-budget.md).
 *
 * Run: npx --no-install tsx bench/package-size.bench.ts   (or `npm run bench -- package-size`)
 */
import { build, type Metafile } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchRoot, reportFigures } from './support/figures.js';

const BUDGET_DEFINE_KB = 60;
const BUDGET_STATE_KB = 11.5;

const root = benchRoot(resolve(import.meta.dirname, '..'));

interface EntrySize {
  startupKb: number;
  onDemandKb: number;
  /** The largest inputs of the startup chunks, in minified bytes (esbuild's per-input output share). */
  largest: Array<[string, number]>;
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024;
}

async function measure(entry: string): Promise<EntrySize> {
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

const define = await measure('src/define.ts');
const state = await measure('src/state/index.ts');

const kb = (value: number) => `${value.toFixed(1)} kB`;
const row = (label: string, value: string, budget: string) => `  ${label.padEnd(40)} ${value.padStart(10)}  ${budget}`;
const definePass = define.startupKb <= BUDGET_DEFINE_KB;
const statePass = state.startupKb <= BUDGET_STATE_KB;
console.log('Startup cost, gzipped (entry + its static imports, minified ESM with code splitting)');
console.log(row('define.js at startup', kb(define.startupKb), `budget ≤ ${BUDGET_DEFINE_KB} kB  ${definePass ? 'PASS' : 'FAIL'}`));
console.log(row('define.js on demand (import())', kb(define.onDemandKb), '(information)'));
console.log(row('state at startup', kb(state.startupKb), `budget ≤ ${BUDGET_STATE_KB} kB  ${statePass ? 'PASS' : 'FAIL'}`));
console.log('');
console.log('Largest parts of define.js at startup (minified bytes, before gzip):');
for (const [name, bytes] of define.largest) console.log(`  ${name.padEnd(40)} ${kb(bytes / 1024).padStart(10)}`);
console.log('');
reportFigures({
  'define.js at startup (kB gz)': { value: define.startupKb, unit: 'kB', better: 'lower', floor: 0.5 },
  'state at startup (kB gz)': { value: state.startupKb, unit: 'kB', better: 'lower', floor: 0.2 },
});
if (!definePass || !statePass) {
  console.log('FAIL: a size budget was exceeded');
  process.exitCode = 1;
} else {
  console.log('PASS: every size budget holds');
}
