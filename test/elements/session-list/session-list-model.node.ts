// SPDX-License-Identifier: Apache-2.0
// <session-list>'s model without a DOM: how a row opens, which actions it offers, titles, order, the
// filter (and its bound on hostile text), directories, day groups across a daylight-saving change,
// the rows' arrangement and the listbox keys. Run by `npm test` (node:test through tsx).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

// Day groups follow the local calendar: one with a daylight-saving change (9 March 2025 is 23 hours long).
process.env.TZ = 'America/New_York';

const {
  arrange,
  canClose,
  canDelete,
  cwdShown,
  groupByDay,
  keyTarget,
  matches,
  NO_CAPABILITIES,
  newestFirst,
  openHow,
  relativeTime,
  titleOf,
} = await import('../../../src/elements/session-list/session-list-model.js');
type Entry = import('../../../src/state/index.js').SessionCatalogEntry;
const { entry, SAMPLE_ROOT: ROOT } = await import('./entries.js');
const caps = (fields: Partial<typeof NO_CAPABILITIES>) => ({ ...NO_CAPABILITIES, ...fields });
const NAMES = { today: 'Today', yesterday: 'Yesterday', older: 'Older', undated: 'No date', untitled: 'Untitled' };

describe('openHow and the actions', () => {
  it('shows what is on this connection, else loads, else resumes, else cannot open', () => {
    const lifecycles = ['listed', 'loading', 'resuming', 'live', 'resumed', 'closed'] as const;
    const how = (capabilities: typeof NO_CAPABILITIES) => lifecycles.map((lifecycle) => openHow(entry('s', { lifecycle }), capabilities));
    assert.deepEqual(how(caps({ load: true, resume: true })), ['load', 'show', 'show', 'show', 'show', 'load']);
    assert.deepEqual(how(caps({ resume: true })), ['resume', 'show', 'show', 'show', 'show', 'resume']);
    assert.deepEqual(how(NO_CAPABILITIES), [undefined, 'show', 'show', 'show', 'show', undefined]);
  });

  it('closes only live sessions of an agent that closes; deletes what is not deleted', () => {
    const all = caps({ close: true, delete: true });
    assert.deepEqual(
      (['listed', 'live', 'resumed', 'closed'] as const).map((lifecycle) => canClose(entry('s', { lifecycle }), all)),
      [false, true, true, false],
    );
    assert.equal(canClose(entry('s', { lifecycle: 'live' }), NO_CAPABILITIES), false);
    assert.equal(canDelete(entry('s'), all), true);
    assert.equal(canDelete(entry('s', { lifecycle: 'deleted' }), all), false);
    assert.equal(canDelete(entry('s'), NO_CAPABILITIES), false);
  });
});

describe('titles and order', () => {
  it('takes the title, else the first prompt’s first line, else the fallback', () => {
    assert.equal(titleOf(entry('s', { title: ' T ' }), 'U'), 'T');
    assert.equal(titleOf(entry('s', { title: '', firstPrompt: '\n\n  first line \nsecond' }), 'U'), 'first line');
    assert.equal(titleOf(entry('s', { title: null as unknown as string }), 'U'), 'U');
  });

  it('puts the newest first, sessions without a (finite) time last in their order, deleted ones out', () => {
    const order = newestFirst([
      entry('none'),
      entry('old', { updatedAt: 1 }),
      entry('nan', { updatedAt: Number.NaN }),
      entry('new', { updatedAt: 3 }),
      entry('gone', { updatedAt: 9, lifecycle: 'deleted' }),
      entry('mid', { updatedAt: 2 }),
    ]).map((e) => e.sessionId);
    assert.deepEqual(order, ['new', 'mid', 'old', 'none', 'nan']);
  });
});

describe('the filter', () => {
  const m = (query: string, title: string, fields: Partial<Entry> = {}) => matches(query, entry('s', fields), title, '');

  it('needs every word, in any case, as a substring or as close letters in order', () => {
    assert.equal(m('FIX greet', 'Fix the greeting'), true);
    assert.equal(m('grtng', 'Fix the greeting'), true);
    assert.equal(m('fxt', 'f . . . . . . . . x . . . . . . . . t'), false);
    assert.equal(m('parser', 'Untitled', { firstPrompt: 'Refactor the Parser' }), true);
    assert.equal(m('api', 'x', { cwd: `${ROOT}/packages/api` }), true);
    assert.equal(m('ｆｉｘ', 'fix'), true);
    assert.equal(m('修正', '修正登入'), true);
    assert.equal(m('', 'anything'), true);
  });

  it('reads a bounded part of a hostile, huge text', () => {
    const huge = 'a'.repeat(5_000_000) + 'needle';
    assert.equal(m('needle', huge), false);
    assert.equal(m('aab', 'a'.repeat(100_000)), false);
  });
});

describe('directories', () => {
  it('are relative to the root; the root by its name only among others; none to tell alone', () => {
    assert.equal(cwdShown(`${ROOT}/api`, ROOT, false), 'api');
    assert.equal(cwdShown(ROOT, ROOT, true), 'demo-project');
    assert.equal(cwdShown(ROOT, ROOT, false), '');
    assert.equal(cwdShown('/srv/x', ROOT, false), '/srv/x');
    assert.equal(cwdShown('/srv/x', undefined, true), '/srv/x');
    assert.equal(cwdShown('/srv/x', undefined, false), '');
    assert.equal(cwdShown(undefined, ROOT, true), '');
  });
});

describe('days and times', () => {
  // Monday 10 March 2025, noon in New York: the day before yesterday had 23 hours.
  const NOW = new Date(2025, 2, 10, 12, 0).getTime();

  it('groups by the local calendar across a daylight-saving change', () => {
    const at = (d: number, h: number) => new Date(2025, 2, d, h, 0).getTime();
    const groups = groupByDay(
      [
        entry('today', { updatedAt: at(10, 0) }),
        entry('sun', { updatedAt: at(9, 1) }),
        entry('sat', { updatedAt: at(8, 23) }),
        entry('fri', { updatedAt: at(7, 0) }),
        entry('none'),
        entry('feb', { updatedAt: at(1, 12) - 40 * 86_400_000 }),
      ],
      NOW,
      'en',
      NAMES,
    );
    assert.deepEqual(
      groups.map((g) => [g.key, g.label, g.entries.map((e) => e.sessionId)]),
      [
        ['today', 'Today', ['today']],
        ['yesterday', 'Yesterday', ['sun']],
        ['d2', 'Saturday', ['sat']],
        ['d3', 'Friday', ['fri']],
        ['older', 'Older', ['feb']],
        ['undated', 'No date', ['none']],
      ],
    );
  });

  it('says relative times in the page language, with a fallback for a tag Intl refuses', () => {
    assert.equal(relativeTime(NOW - 5 * 60_000, NOW, 'en'), '5 min. ago');
    assert.equal(relativeTime(NOW - 5 * 60_000, NOW, 'zh-CN'), '5分钟前');
    assert.equal(relativeTime(NOW - 2 * 86_400_000, NOW, 'zh-TW'), '前天');
    assert.equal(relativeTime(NOW - 400 * 86_400_000, NOW, 'en'), 'last yr.');
    assert.doesNotThrow(() => relativeTime(NOW, NOW, 'not a language tag!'));
  });
});

describe('arrange and keys', () => {
  it('filters, groups and numbers the rows in the order drawn', () => {
    const { groups, rows } = arrange(
      [entry('a', { title: 'Alpha', updatedAt: 1 }), entry('b', { title: 'Beta', updatedAt: 2 }), entry('c', { title: 'Gamma' })],
      { query: 'a', root: ROOT, cwd: undefined, capabilities: caps({ load: true }), now: 10, lang: 'en', names: NAMES },
    );
    assert.deepEqual(
      rows.map((r) => [r.id, r.entry.sessionId, r.how]),
      [
        ['o0', 'b', 'load'],
        ['o1', 'a', 'load'],
        ['o2', 'c', 'load'],
      ],
    );
    assert.equal(groups.length, 2);
    const folder = arrange([entry('a'), entry('b', { cwd: '/elsewhere' })], {
      query: '',
      root: ROOT,
      cwd: ROOT,
      capabilities: NO_CAPABILITIES,
      now: 10,
      lang: 'en',
      names: NAMES,
    });
    assert.deepEqual(
      folder.rows.map((r) => r.entry.sessionId),
      ['a'],
    );
  });

  it('moves within the rows without wrapping; other keys move nothing', () => {
    assert.deepEqual(
      ['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageDown', 'PageUp', 'x', 'constructor'].map((key) => keyTarget(key, 3, 20)),
      [4, 2, 0, 19, 13, 0, undefined, undefined],
    );
    assert.equal(keyTarget('ArrowDown', 19, 20), 19);
  });
});
