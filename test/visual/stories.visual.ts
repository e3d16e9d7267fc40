// SPDX-License-Identifier: Apache-2.0
// Screenshot tests: every story of the built Storybook (storybook-static, which `npm test` builds
// first) in light and dark at 1200 px, and the stories tagged `screenshot-narrow` at 420 px, against
// the baselines in test/visual/baselines. A shot that differs leaves itself and a picture of the
// difference in test-results/visual. `npm run screenshots -- --update` takes the baselines again.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { comparePng } from './compare-png.js';
import { openCameraPool, STORYBOOK_DIR, type CameraPool } from './camera-pool.js';
import { planShots } from './shot-plan.js';

const BASELINES = join(import.meta.dirname, 'baselines');
const RESULTS = join(import.meta.dirname, '../../test-results/visual');
const update = process.env.TCE_UPDATE_SCREENSHOTS === '1';
/** Only the shots whose name matches (`npm run screenshots -- --grep session-thread`). */
const only = process.env.TCE_SCREENSHOTS_GREP ? new RegExp(process.env.TCE_SCREENSHOTS_GREP) : undefined;

const shots = planShots(STORYBOOK_DIR).filter((shot) => !only || only.test(shot.name));
let pool: CameraPool;

describe('screenshots of every story', { concurrency: 2 }, () => {
  before(async () => {
    pool = await openCameraPool(2);
    rmSync(RESULTS, { recursive: true, force: true });
  });
  after(() => pool.close());

  for (const shot of shots) {
    it(shot.name, async () => {
      const file = join(BASELINES, shot.name);
      const expected = existsSync(file) ? readFileSync(file) : undefined;
      let actual = await pool.shoot(shot.storyId, shot);
      let comparison = expected && comparePng(actual, expected);
      // One more shot before failing: a slow spell of a shared machine can outlast work the page does in real
      // time; a real change differs twice.
      if (expected && !comparison?.same && !update) {
        actual = await pool.shoot(shot.storyId, shot);
        comparison = comparePng(actual, expected);
      }
      if (comparison?.same) return;
      if (update) {
        writeFileSync(file, actual);
        return;
      }
      mkdirSync(RESULTS, { recursive: true });
      writeFileSync(join(RESULTS, shot.name), actual);
      if (comparison?.diffPng) writeFileSync(join(RESULTS, shot.name.replace(/\.png$/, '.diff.png')), comparison.diffPng);
      assert.fail(
        comparison
          ? `${shot.name}: ${comparison.reason}. The shot and the difference (in red) are in test-results/visual; if the change is intended, run npm run screenshots -- --update and review the new baseline.`
          : `${shot.name}: no baseline. Run npm run screenshots -- --update, look at test/visual/baselines/${shot.name}, and commit it.`,
      );
    });
  }

  it('keeps no baseline of a story that is gone', { skip: only !== undefined }, () => {
    const planned = new Set(planShots(STORYBOOK_DIR).map((shot) => shot.name));
    const orphans = readdirSync(BASELINES).filter((name) => name.endsWith('.png') && !planned.has(name));
    if (update) for (const name of orphans) rmSync(join(BASELINES, name));
    else assert.deepEqual(orphans, [], 'baselines without a story: run npm run screenshots -- --update');
  });
});
