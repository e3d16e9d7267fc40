// SPDX-License-Identifier: Apache-2.0
// <prompt-input>'s mention model without a DOM: the `@` query, chips kept in step with edits, the
// selection kept out of chips, paths from the root, and the blocks of a prompt. Run by `npm test`
// (node:test through tsx).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  mentionQuery,
  promptBlocks,
  shownPath,
  snapSelection,
  syncChips,
  tokenOf,
  type Chip,
  type MentionItem,
} from '../../../src/elements/prompt-input/mention-model.js';
import { SAMPLE_ROOT } from '../../helpers/wire.js';

const file = (path: string): MentionItem => ({
  kind: 'file',
  label: path.split('/').at(-1)!,
  uri: `file://${SAMPLE_ROOT}/${path}`,
  path: `${SAMPLE_ROOT}/${path}`,
});
const chip = (start: number, token: string, item = file(token.slice(1))): Chip => ({ start, end: start + token.length, item });

describe('mentionQuery', () => {
  it('finds an @ at the start or after whitespace, up to the caret', () => {
    assert.deepEqual(mentionQuery('@src', 4, []), { start: 0, query: 'src' });
    assert.deepEqual(mentionQuery('look at @ma', 11, []), { start: 8, query: 'ma' });
    assert.deepEqual(mentionQuery('a\n@', 3, []), { start: 2, query: '' });
    assert.equal(mentionQuery('mail@host', 9, []), undefined);
    assert.equal(mentionQuery('@src more', 9, []), undefined);
    assert.equal(mentionQuery('@a.ts', 5, [chip(0, '@a.ts')]), undefined, "a chip's own @ opens nothing");
  });

  it('looks back a bounded distance only (a huge paste is never walked)', () => {
    const text = `@${'x'.repeat(1_000_000)}`;
    assert.equal(mentionQuery(text, text.length, []), undefined);
  });
});

describe('syncChips', () => {
  const chips = [chip(4, '@a.ts'), chip(14, '@b.ts')];
  const text = 'see @a.ts and @b.ts now';

  it('moves chips after an edit and keeps those before it', () => {
    const after = 'see @a.ts, then @b.ts now';
    assert.deepEqual(
      syncChips(chips, text, after, 16).map((c) => after.slice(c.start, c.end)),
      ['@a.ts', '@b.ts'],
    );
  });

  it('drops a chip an edit cut into; typing at its edges keeps it', () => {
    assert.deepEqual(
      syncChips(chips, text, 'see @a.s and @b.ts now', 7).map((c) => c.start),
      [13],
    );
    const typedAfter = 'see @a.tsx and @b.ts now';
    assert.deepEqual(
      syncChips(chips, text, typedAfter, 10).map((c) => typedAfter.slice(c.start, c.end)),
      ['@a.ts', '@b.ts'],
    );
  });

  it('places an insertion that repeats a chip where the caret says it was typed', () => {
    const one = [chip(0, '@a')];
    assert.deepEqual(
      syncChips(one, '@a', '@a@a', 2).map((c) => c.start),
      [2],
    );
    assert.deepEqual(
      syncChips(one, '@a', '@a@a', 4).map((c) => c.start),
      [0],
    );
  });
});

describe('snapSelection', () => {
  const chips = [chip(4, '@a.ts')];
  it('moves a caret inside a chip to the edge it came from the far side of', () => {
    assert.deepEqual(snapSelection(chips, 6, 6, 4), [9, 9]);
    assert.deepEqual(snapSelection(chips, 6, 6, 9), [4, 4]);
    assert.deepEqual(snapSelection(chips, 5, 5, 20), [4, 4]);
  });
  it('widens a range to whole chips', () => assert.deepEqual(snapSelection(chips, 2, 6, 2), [2, 9]));
});

describe('paths and tokens', () => {
  it('shows paths relative to the root, and URIs as their path', () => {
    assert.equal(shownPath(file('src/a.ts'), SAMPLE_ROOT), 'src/a.ts');
    assert.equal(shownPath({ kind: 'folder', label: 'x', uri: 'file:///elsewhere/x' }, SAMPLE_ROOT), '/elsewhere/x');
    assert.equal(tokenOf({ kind: 'symbol', label: 'greet', uri: 'file:///w/a.ts#L3' }, '/w'), '@greet');
    assert.equal(tokenOf(file('src/a.ts'), SAMPLE_ROOT), '@src/a.ts');
  });
});

describe('promptBlocks', () => {
  it('keeps text and chips in order, leaves out blank text, puts media last', () => {
    const text = 'compare @a.ts @b.ts please';
    const chips = [chip(8, '@a.ts'), chip(14, '@b.ts')];
    const media = [{ type: 'image' as const, data: 'AAAA', mimeType: 'image/png' }];
    assert.deepEqual(promptBlocks(text, chips, media), [
      { type: 'text', text: 'compare ' },
      { type: 'resource_link', uri: `file://${SAMPLE_ROOT}/a.ts`, name: 'a.ts' },
      { type: 'resource_link', uri: `file://${SAMPLE_ROOT}/b.ts`, name: 'b.ts' },
      { type: 'text', text: ' please' },
      { type: 'image', data: 'AAAA', mimeType: 'image/png' },
    ]);
  });

  it('embeds the content read for a chip, with its mime type', () => {
    const item = { ...file('a.ts'), mimeType: 'text/x-typescript' };
    assert.deepEqual(promptBlocks('@a.ts', [chip(0, '@a.ts', item)], [], [{ text: 'export {}' }]), [
      { type: 'resource', resource: { uri: item.uri, text: 'export {}', mimeType: 'text/x-typescript' } },
    ]);
  });
});
