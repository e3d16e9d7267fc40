// SPDX-License-Identifier: Apache-2.0
// The small cache of values worked out from texts (markdown, a card's lone code fence).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recentCache } from '../../src/text/recent-cache.js';

test('recentCache works a text out once while it is kept', () => {
  const cache = recentCache<number>(2);
  let computed = 0;
  const length = (text: string) => (computed++, text.length);
  assert.equal(cache.get('abc', length), 3);
  assert.equal(cache.get('abc', length), 3);
  assert.equal(computed, 1);
});

test('recentCache drops the least recently used text when full', () => {
  const cache = recentCache<string>(2);
  const seen: string[] = [];
  const upper = (text: string) => (seen.push(text), text.toUpperCase());
  cache.get('a', upper);
  cache.get('b', upper);
  cache.get('a', upper); // 'a' is now the most recent: 'b' goes first
  cache.get('c', upper);
  cache.get('a', upper);
  cache.get('b', upper);
  assert.deepEqual(seen, ['a', 'b', 'c', 'b']);
});

test('recentCache keeps falsy values as values', () => {
  const cache = recentCache<boolean>(4);
  let computed = 0;
  const never = () => (computed++, false);
  assert.equal(cache.get('x', never), false);
  assert.equal(cache.get('x', never), false);
  assert.equal(computed, 1);
});
