// SPDX-License-Identifier: Apache-2.0
// The screenshot comparison catches a one-pixel-wide change of a border's colour: the card story
// shot as it is matches its baseline, and the same shot with one card's top border recoloured does not.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { comparePng, MAX_DIFF_PIXELS } from './compare-png.js';
import { openCameraPool, type CameraPool } from './camera-pool.js';

const STORY = 'elements-tool-call-card--markdown-text';
const baseline = () => readFileSync(join(import.meta.dirname, 'baselines', `${STORY}.light.png`));
let pool: CameraPool;

describe('the screenshot comparison', () => {
  before(async () => {
    pool = await openCameraPool(1);
  });
  after(() => pool.close());

  it('passes the story as it is', async () => {
    const comparison = comparePng(await pool.shoot(STORY, { theme: 'light', width: 1200 }), baseline());
    assert.ok(comparison.same, comparison.reason ?? '');
  });

  it('fails when one card border, one pixel wide, changes colour', async () => {
    // The card's border is 1 px wide; only its top edge turns a darker grey.
    const extraCss = '[part~="base"] { border-top-color: #8c959f !important; }';
    const comparison = comparePng(await pool.shoot(STORY, { theme: 'light', width: 1200, extraCss }), baseline());
    assert.equal(comparison.same, false);
    assert.ok(comparison.diffPixels > MAX_DIFF_PIXELS * 10, `only ${comparison.diffPixels} pixels differ`);
  });
});
