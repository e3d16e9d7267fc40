// SPDX-License-Identifier: Apache-2.0
// <session-list> drawing from its properties: titles and their fallbacks, the order, day groups
// and relative times on an injected clock (and moving on with it), in English and zh-TW, the
// directories relative to the root, the filter, and hostile titles drawn as text.
import { expect } from '@open-wc/testing';
import { useClock } from '../../../src/scheduling/clock.js';
import { createManualClock, type ManualClock } from '../../../src/scheduling/manual-clock.js';
import { $, $$, textOf } from '../../helpers/dom.js';
import { waitUntil } from '../../helpers/time.js';
import { ALL, entry, groups, LISTED, listView, row, rows, SAMPLE_ROOT, titles } from './setup.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Friday 14 March 2025, 15:00 in the browser's time zone. */
const NOW = new Date(2025, 2, 14, 15, 0).getTime();

const time = (el: Element, sessionId: string) => textOf(row(el as never, sessionId)?.querySelector('[part~="time"]'));
const cwdOf = (el: Element, sessionId: string) => textOf(row(el as never, sessionId)?.querySelector('[part~="cwd"]'));

async function filter(el: HTMLElement, query: string): Promise<void> {
  const input = $<HTMLInputElement>(el, '[part~="filter"]')!;
  input.value = query;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
}

/** Sessions over six weeks before NOW, one without a time. */
function weeks() {
  return [
    entry('undated', { title: 'No time given' }),
    entry('old', { title: 'Set up the project', updatedAt: NOW - 40 * DAY }),
    entry('t1', { title: 'Fix the greeting', updatedAt: NOW - 5 * MINUTE }),
    entry('t2', { title: 'Early today', updatedAt: new Date(2025, 2, 14, 0, 30).getTime() }),
    entry('y', { title: 'Late yesterday', updatedAt: new Date(2025, 2, 13, 23, 0).getTime() }),
    entry('tue', { title: 'On Tuesday', updatedAt: NOW - 3 * DAY }),
    entry('sat', { title: 'Last Saturday', updatedAt: NOW - 6 * DAY }),
    entry('date', { title: 'Ten days back', updatedAt: NOW - 10 * DAY }),
  ];
}

describe('<session-list>', () => {
  describe('on an injected clock', () => {
    let clock: ManualClock;
    let restore: () => void;
    beforeEach(() => {
      clock = createManualClock(0, NOW);
      restore = useClock(clock);
    });
    afterEach(() => restore());

    it('groups by day: today, yesterday, weekdays, dates, older, then the sessions without a time', async () => {
      const el = await listView({ sessions: weeks(), capabilities: ALL, listing: LISTED });
      expect(groups(el)).to.deep.equal([
        ['Today', 2],
        ['Yesterday', 1],
        ['Tuesday', 1],
        ['Saturday', 1],
        ['March 4', 1],
        ['Older', 1],
        ['No date', 1],
      ]);
      expect(titles(el)).to.deep.equal([
        'Fix the greeting',
        'Early today',
        'Late yesterday',
        'On Tuesday',
        'Last Saturday',
        'Ten days back',
        'Set up the project',
        'No time given',
      ]);
      expect([time(el, 't1'), time(el, 't2'), time(el, 'y'), time(el, 'tue'), time(el, 'date'), time(el, 'old')]).to.deep.equal([
        '5 min. ago',
        '14 hr. ago',
        '16 hr. ago',
        '3 days ago',
        'last wk.',
        'last mo.',
      ]);
      expect(row(el, 'undated')!.querySelector('[part~="time"]')).to.equal(null);
      const t1 = row(el, 't1')!.querySelector('time')!;
      expect(t1.getAttribute('datetime')).to.equal(new Date(NOW - 5 * MINUTE).toISOString());
      expect(t1.title, 'the full date and time').to.match(/Mar 14, 2025/);
    });

    it('moves the times and the groups on as the clock passes midnight (on the ticker, no timer of its own)', async () => {
      const el = await listView({ sessions: weeks(), capabilities: ALL, listing: LISTED });
      clock.advance(40_000);
      clock.frame();
      await el.updateComplete;
      expect(time(el, 't1')).to.equal('5 min. ago');
      clock.advance(9 * HOUR + 5 * MINUTE);
      clock.frame();
      await el.updateComplete;
      expect(time(el, 't1')).to.equal('9 hr. ago');
      expect(groups(el).slice(0, 3)).to.deep.equal([
        ['Yesterday', 2],
        ['Thursday', 1],
        ['Tuesday', 1],
      ]);
    });

    it('says the times and the days in the page language (zh-TW)', async () => {
      const el = await listView({ sessions: weeks(), capabilities: ALL, listing: LISTED, lang: 'zh-TW' });
      expect(groups(el).map(([label]) => label)).to.deep.equal(['今天', '昨天', '星期二', '星期六', '3月4日', '更早', '無日期']);
      expect([time(el, 't1'), time(el, 't2'), time(el, 'tue'), time(el, 'date')]).to.deep.equal([
        '5 分鐘前',
        '14 小時前',
        '3 天前',
        '上週',
      ]);
      expect(textOf($(el, '[part~="new"]'))).to.equal('新增工作階段');
      expect($(el, '[role="listbox"]')!.getAttribute('aria-label')).to.equal('工作階段');
    });

    it('reads "now" under a minute, and for a time ahead of the clock', async () => {
      const el = await listView({
        sessions: [entry('a', { updatedAt: NOW - 20_000 }), entry('b', { updatedAt: NOW + 5 * MINUTE })],
        lang: 'zh-CN',
      });
      expect([time(el, 'a'), time(el, 'b')]).to.deep.equal(['现在', '现在']);
      expect(groups(el)).to.deep.equal([['今天', 2]]);
    });
  });

  it('titles: the agent’s, else the first line of the first prompt, else “Untitled”; deleted sessions are left out', async () => {
    const el = await listView({
      sessions: [
        entry('a', { title: '  Fix the bug  ', updatedAt: 3 }),
        entry('b', { firstPrompt: '\n  Explain the parser\nin detail', updatedAt: 2 }),
        entry('c', { title: '   ', updatedAt: 1 }),
        entry('d', { title: 'Gone', lifecycle: 'deleted', updatedAt: 4 }),
      ],
    });
    expect(titles(el)).to.deep.equal(['Fix the bug', 'Explain the parser', 'Untitled']);
    expect(row(el, 'c')!.querySelector('.title.untitled')).to.not.equal(null);
  });

  it('marks the current session (session-id) selected, and starts the keyboard on it', async () => {
    const el = await listView({ sessions: [entry('a', { updatedAt: 2 }), entry('b', { updatedAt: 1 })], sessionId: 'b' });
    expect(rows(el).map((r) => r.getAttribute('aria-selected'))).to.deep.equal(['false', 'true']);
    expect(row(el, 'b')!.getAttribute('part')).to.equal('row current');
    expect($(el, '[role="listbox"]')!.getAttribute('aria-activedescendant')).to.equal(row(el, 'b')!.id);
  });

  it('shows directories relative to the root when they differ, the root by its name, others in full', async () => {
    const sessions = [
      entry('root', { updatedAt: 4 }),
      entry('api', { cwd: `${SAMPLE_ROOT}/packages/api`, updatedAt: 3 }),
      entry('elsewhere', { cwd: '/srv/other', updatedAt: 2 }),
      entry('none', { cwd: undefined, updatedAt: 1 }),
    ];
    const el = await listView({ sessions, root: SAMPLE_ROOT });
    expect(['root', 'api', 'elsewhere', 'none'].map((id) => cwdOf(el, id))).to.deep.equal([
      'demo-project',
      'packages/api',
      '/srv/other',
      '',
    ]);
    const same = await listView({ sessions: [entry('a'), entry('b')], root: SAMPLE_ROOT });
    expect($$(same, '[part~="cwd"]'), 'one directory, the root: nothing to tell').to.have.length(0);
    const noRoot = await listView({ sessions: [entry('a'), entry('b', { cwd: '/srv/other' })] });
    expect(cwdOf(noRoot, 'a')).to.equal(SAMPLE_ROOT);
  });

  it('badges, lifecycle hints and a row’s error', async () => {
    const el = await listView({
      sessions: [
        entry('w', { running: true, waitingForUser: 2, lifecycle: 'live', updatedAt: Date.now() - 1 * MINUTE }),
        entry('l', { lifecycle: 'loading', updatedAt: Date.now() - 2 * MINUTE }),
        entry('r', { lifecycle: 'resumed', updatedAt: Date.now() - 3 * MINUTE }),
        entry('c', { lifecycle: 'closed', updatedAt: Date.now() - 4 * MINUTE }),
        entry('e', { error: { code: -32002, message: 'Session not found' }, updatedAt: Date.now() - 5 * MINUTE }),
      ],
      capabilities: ALL,
    });
    const badges = (id: string) => [...row(el, id)!.querySelectorAll<HTMLElement>('[part~="badge"]')].map((b) => b.dataset.badge);
    expect(badges('w')).to.deep.equal(['waiting', 'running']);
    const waiting = row(el, 'w')!.querySelector<HTMLElement>('[data-badge="waiting"]')!;
    expect([textOf(waiting), waiting.title]).to.deep.equal(['Needs you', '2 requests wait for your answer']);
    expect(['l', 'r', 'c'].map((id) => textOf(row(el, id)!.querySelector('[part~="hint"]')))).to.deep.equal([
      'Loading…',
      'Resumed without earlier messages',
      'Closed',
    ]);
    expect(textOf(row(el, 'e')!.querySelector('[part~="row-error"]'))).to.equal('Failed: Session not found');
    // What a screen reader hears: the title, the time, the line under it, how many requests wait.
    const label = row(el, 'w')!.getAttribute('aria-labelledby')!.split(' ');
    const [title, details, when, count] = label.map((id) => textOf(el.shadowRoot!.getElementById(id)));
    expect([title, when, count]).to.deep.equal(['Untitled', '1 min. ago', '2 requests wait for your answer']);
    expect(details).to.contain('Needs you').and.to.contain('Running');
  });

  describe('the filter', () => {
    const sessions = [
      entry('greet', { title: 'Fix the Greeting for empty names', updatedAt: 6 }),
      entry('parser', { firstPrompt: 'Refactor the PARSER', updatedAt: 5 }),
      entry('api', { title: 'Paging', cwd: `${SAMPLE_ROOT}/packages/api`, updatedAt: 4 }),
      entry('zh', { title: '修正登入測試的錯誤', updatedAt: 3 }),
      entry('wide', { title: 'ＡＢＣ full width', updatedAt: 2 }),
    ];

    it('keeps rows whose title, first prompt or directory has every word, whatever the case; CJK and full-width too', async () => {
      const el = await listView({ sessions, root: SAMPLE_ROOT });
      const kept = async (query: string) => {
        await filter(el, query);
        return rows(el).map((r) => r.dataset.sessionId);
      };
      expect(await kept('greeting')).to.deep.equal(['greet']);
      expect(await kept('parser refactor')).to.deep.equal(['parser']);
      expect(await kept('packages/API')).to.deep.equal(['api']);
      expect(await kept('登入')).to.deep.equal(['zh']);
      expect(await kept('abc')).to.deep.equal(['wide']);
      expect(await kept('fxgreet'), 'letters in order, close together').to.deep.equal(['greet']);
      expect(await kept('fen'), 'scattered over the text: no').to.deep.equal([]);
      expect(textOf($(el, '[part~="empty"]'))).to.equal('No session matches “fen”');
      expect(await kept('  ')).to.have.length(5);
    });
  });

  it('draws a hostile title as text: no element from it, bidi controls shown', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>\u202Etxt.exe';
    const el = await listView({
      sessions: [
        entry('h', { title: hostile, cwd: `${SAMPLE_ROOT}/<b>x</b>`, error: { code: 1, message: '<i>boom</i>' } }),
        entry('o', { cwd: '/o' }),
      ],
      capabilities: ALL,
    });
    const r = row(el, 'h')!;
    expect(r.querySelector('img, script, b, i')).to.equal(null);
    expect(textOf(r.querySelector('[part~="title"]'))).to.equal(
      '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><U+202E>txt.exe',
    );
    expect(textOf(r.querySelector('[part~="cwd"]'))).to.equal(`${SAMPLE_ROOT}/<b>x</b>`);
    expect(textOf(r.querySelector('[part~="row-error"]'))).to.equal('Failed: <i>boom</i>');
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('without sessions says so (and draws no empty listbox)', async () => {
    const el = await listView({ sessions: [], capabilities: ALL, listing: LISTED });
    expect(textOf($(el, '[part~="empty"]'))).to.equal('No sessions yet');
    expect($(el, '[role="listbox"]')).to.equal(null);
    await waitUntil(() => el.shadowRoot!.querySelector('[part~="new"]'), 'the new-session button');
  });
});
