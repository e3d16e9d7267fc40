// SPDX-License-Identifier: Apache-2.0
/**
 * Package size benchmark (Node). What a page pays at startup for `import 'tool-call-elements/define.js'`
 * and for `tool-call-elements/state` (measured by bench/support/bundle-size.ts, which says how).
 * Budgets: `define.js` at startup ≤ 68 kB gzipped; `state` ≤ 14.5 kB gzipped (issue 18 set 60 and 8 kB; the
 * folds later issues require revised them: docs/decisions/0033-state-size-budget.md, 0040-size-budgets-with-sessions.md, 0042-define-budget-after-review-and-polish.md).
 *
 * Run: npx --no-install tsx bench/package-size.bench.ts   (or `npm run bench -- package-size`)
 */
import { resolve } from 'node:path';
import { BUDGET_DEFINE_KB, BUDGET_STATE_KB, measureEntry } from './support/bundle-size.js';
import { benchRoot, reportFigures } from './support/figures.js';

const root = benchRoot(resolve(import.meta.dirname, '..'));
const measure = (entry: string) => measureEntry(root, entry);

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
