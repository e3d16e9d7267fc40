// SPDX-License-Identifier: Apache-2.0
// Durations as cards, lists and the thread show them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDuration } from '../../src/text/format.js';

test('formatDuration: under a tenth of a second is "<0.1s", never "0.0s"', () => {
  assert.equal(formatDuration(0), '<0.1s');
  assert.equal(formatDuration(4), '<0.1s');
  assert.equal(formatDuration(99), '<0.1s');
  assert.equal(formatDuration(100), '0.1s');
  assert.equal(formatDuration(9_949), '9.9s');
  assert.equal(formatDuration(42_000), '42s');
  assert.equal(formatDuration(61_000), '1m 01s');
  assert.equal(formatDuration(3_720_000), '1h 02m');
  assert.equal(formatDuration(-1), '');
  assert.equal(formatDuration(Number.NaN), '');
});
