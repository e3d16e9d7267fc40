// SPDX-License-Identifier: Apache-2.0
// The startup budgets in `npm test`: sizes are deterministic (same sources, same bundler, same
// gzip), so unlike timings they can be held by a test, and a change that grows `define.js` or the
// state past its budget fails here instead of waiting for `npm run bench`. The measurement is the
// benchmark's own (bench/support/bundle-size.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BUDGET_DEFINE_KB, BUDGET_STATE_KB, measureEntry } from '../../bench/support/bundle-size.js';
import { ROOT } from './packed.js';

describe('startup size, gzipped', () => {
  for (const [entry, budget] of [
    ['src/define.ts', BUDGET_DEFINE_KB],
    ['src/state/index.ts', BUDGET_STATE_KB],
  ] as const) {
    it(`${entry} stays within ${budget} kB`, async () => {
      const { startupKb, largest } = await measureEntry(ROOT, entry);
      const parts = largest.map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(1)} kB`).join(', ');
      assert.ok(startupKb > 1, `${entry} measured ${startupKb} kB: the bundle did not build`);
      assert.ok(
        startupKb <= budget,
        `${entry} at startup: ${startupKb.toFixed(2)} kB gzipped, over its ${budget} kB budget (largest minified parts: ${parts})`,
      );
    });
  }
});
