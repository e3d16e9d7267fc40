// SPDX-License-Identifier: Apache-2.0
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/define.js';
import type { SessionThread } from '../../../src/index.js';
import { formatDuration } from '../../../src/text/format.js';
import { BEAT_MS } from '../../../src/scheduling/ticker.js';
import { IncrementalMarkdown } from '../../../src/markdown/incremental-markdown.js';
import {
  createToolCallStore,
  selectSessions,
  selectTopLevelToolCalls,
  selectTranscript,
  type ToolCallStore,
  type TurnEndEntry,
} from '../../../src/state/index.js';
import { withManualClock } from '../../helpers/clock.js';
import { loadTrace, replay, SUBAGENT_TRACE, TRACE_NAMES } from '../../helpers/traces.js';
import { onDemandModulesLoaded } from '../../helpers/on-demand.js';
import { textOf as text } from '../../helpers/dom.js';
import { prompt as promptOf, request, result, SAMPLE_ROOT, session } from '../../helpers/wire.js';
import { waitUntil } from '../../helpers/time.js';

// What define.js loads on demand is in place before any test renders.
before(onDemandModulesLoaded);

const S = 's1';
const { update, textChunk: chunk } = session(S);
const call = (id: string, kind: string, status = 'completed', extra: Record<string, unknown> = {}) =>
  update({ sessionUpdate: 'tool_call', toolCallId: id, title: `${kind} ${id}`, kind, status, ...extra });
const prompt = (id: number, text: string) => promptOf(id, S, text);

/** Dispatches wire messages, the i-th arriving at 1000 + 100 × i. */
function storeOf(messages: Array<{ msg: unknown; from?: 'agent' | 'client' }>, store = createToolCallStore()): ToolCallStore {
  messages.forEach(({ msg, from }, i) => store.dispatch(msg, { from: from ?? 'agent', receivedAt: 1000 + 100 * i }));
  return store;
}

async function thread(store: ToolCallStore, attrs: { lang?: string; style?: string } = {}): Promise<SessionThread> {
  const el = await fixture<SessionThread>(
    html`<session-thread .store=${store} lang=${attrs.lang ?? 'en'} style=${attrs.style ?? ''}></session-thread>`,
  );
  await el.updateComplete;
  return el;
}

const entries = (el: SessionThread) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="entry"]')];
const ofKind = (el: SessionThread, kind: string) => entries(el).filter((e) => e.dataset.kind === kind);
const cardIds = (el: SessionThread) =>
  [...el.shadowRoot!.querySelectorAll('tool-call-card')].map((card) => card.getAttribute('tool-call-id') ?? card.toolCall?.toolCallId);

async function openGroups(el: SessionThread): Promise<void> {
  for (const button of el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-kind="tool-group"] [aria-expanded="false"]')) {
    button.click();
    await el.updateComplete;
  }
}

describe('<session-thread> recorded traces', () => {
  for (const name of [...TRACE_NAMES, SUBAGENT_TRACE] as const) {
    it(`${name}: every top-level call once, in first-seen order; messages as markdown; the turn's end`, async () => {
      const store = replay(await loadTrace(name));
      const state = store.getState();
      const sessionId = selectSessions(state)[0];
      const el = await thread(store);
      await openGroups(el);
      const expected = selectTopLevelToolCalls(state, sessionId).map((c) => c.toolCallId);
      expect(expected.length).to.be.above(0);
      expect(cardIds(el)).to.deep.equal(expected);
      // The agent's messages are markdown (the basic traces' summary: a list with code spans).
      const agent = ofKind(el, 'agent');
      expect(agent.every((a) => a.querySelector('.markdown-body p, .markdown-body ul'))).to.equal(true);
      expect(agent.map(text).join('')).to.not.contain('`');
      if (name !== SUBAGENT_TRACE) expect(agent.at(-1)!.querySelector('ul li code'), 'the summary is a list').to.not.equal(null);
      expect(ofKind(el, 'user')).to.have.length(1);
      // The end of the turn: its stop reason and how long it took.
      const end = selectTranscript(state, sessionId).find((e): e is TurnEndEntry => e.type === 'turn_end')!;
      expect(text(ofKind(el, 'turn-end')[0])).to.equal(`End of turn · ${formatDuration(end.receivedAt - end.startedAt!)}`);
      expect(ofKind(el, 'turn-end')[0]!.querySelector('[data-stop-reason]')?.getAttribute('data-stop-reason')).to.equal(end.stopReason);
    });
  }

  it('draws a subagent’s calls inside their parent’s card, not as entries', async () => {
    const store = replay(await loadTrace(SUBAGENT_TRACE));
    const el = await thread(store);
    const tops = ofKind(el, 'tool-call').map((e) => e.querySelector('tool-call-card')!.toolCall!.toolCallId);
    expect(tops).to.include('toolu_01bABvYY72AYpQ9hlwxCnFxz');
    expect(tops).to.not.include('toolu_01yi990yyxc5QKjcWrX3G6DY');
  });

  it('is accessible: a feed of labelled articles', async () => {
    const el = await thread(replay(await loadTrace('codex-acp-basic')));
    const feed = el.shadowRoot!.querySelector('[role="feed"]')!;
    expect(feed.getAttribute('aria-busy')).to.equal('false');
    const articles = entries(el);
    expect(articles.every((a) => a.tagName === 'ARTICLE' && a.getAttribute('aria-label'))).to.equal(true);
    expect(articles.map((a) => a.getAttribute('aria-posinset'))).to.deep.equal(articles.map((_, i) => String(i + 1)));
    expect(articles.every((a) => a.getAttribute('aria-setsize') === String(articles.length))).to.equal(true);
    await expect(el).to.be.accessible();
  });
});

describe('<session-thread> entries', () => {
  it('draws every entry kind, and unknown updates as a small row', async () => {
    const store = storeOf([
      { msg: prompt(1, 'Fix **it**\nplease'), from: 'client' },
      { msg: chunk('Let me **think**.', 'agent_thought_chunk') },
      { msg: chunk('I will use **x** here.') },
      { msg: update({ sessionUpdate: 'plan', entries: [{ content: 'Step', status: 'pending', priority: 'high' }] }) },
      { msg: update({ sessionUpdate: 'current_mode_update', currentModeId: 'architect' }) },
      { msg: update({ sessionUpdate: 'usage_update', used: 1, size: 2 }) },
      { msg: update({ sessionUpdate: 'brand_new_update', value: 1 }) },
      { msg: call('e1', 'edit') },
      { msg: { jsonrpc: '2.0', id: 1, result: { stopReason: 'cancelled' } } },
      { msg: prompt(2, 'again'), from: 'client' },
      { msg: { jsonrpc: '2.0', id: 2, error: { code: -32603, message: 'Internal error: overloaded' } } },
    ]);
    const el = await thread(store);
    expect(entries(el).map((e) => e.dataset.kind)).to.deep.equal([
      'user',
      'thought',
      'agent',
      'plan',
      'mode',
      'brand_new_update',
      'tool-call',
      'turn-end',
      'user',
      'error',
    ]);
    // An unknown update's disclosure: the thread's SVG chevron, no native triangle; it turns when open.
    const details = ofKind(el, 'brand_new_update')[0].querySelector('details')!;
    const summary = details.querySelector('summary')!;
    expect(summary.querySelector('.chevron svg')).to.not.equal(null);
    expect(getComputedStyle(summary).display).to.equal('flex');
    expect(summary.textContent!.trim()).to.match(/brand_new_update/);
    summary.click();
    await waitUntil(() => details.open, 'the row opened');
    expect(getComputedStyle(summary.querySelector('.chevron')!).transform).to.not.equal('none');
    // The user's text as typed; the agent's as markdown.
    expect(ofKind(el, 'user')[0].querySelector('strong')).to.equal(null);
    expect(ofKind(el, 'user')[0].querySelector('.prompt-text')!.textContent).to.equal('Fix **it**\nplease');
    expect(ofKind(el, 'agent')[0].querySelector('strong')!.textContent).to.equal('x');
    expect(ofKind(el, 'plan')[0].querySelector<Element & { plan?: unknown }>('plan-view')!.plan).to.deep.equal([
      { content: 'Step', status: 'pending', priority: 'high' },
    ]);
    expect(text(ofKind(el, 'mode')[0])).to.equal('Mode: architect');
    expect(text(ofKind(el, 'turn-end')[0])).to.equal('End of turn · cancelled · 0.8s');
    expect(text(ofKind(el, 'error')[0])).to.contain('The turn failed · Internal error: overloaded');
  });

  it('draws a context compaction as a marker, its summary on demand, in each language', async () => {
    const compaction = (fields: Record<string, unknown>) => ({ msg: update({ sessionUpdate: 'compaction_update', ...fields }) });
    const store = storeOf([
      compaction({ compactionId: 'k1', status: 'in_progress' }),
      { msg: chunk('Meanwhile.') },
      { msg: update({ sessionUpdate: 'compaction_summary_chunk', compactionId: 'k1', content: { type: 'text', text: 'Kept the plan.' } }) },
      compaction({ compactionId: 'k1', status: 'completed' }),
      compaction({ compactionId: 'k2', status: 'failed', error: 'too large' }),
    ]);
    const el = await thread(store);
    expect(entries(el).map((e) => e.dataset.kind)).to.deep.equal(['compaction', 'agent', 'compaction']);
    const [done, failed] = ofKind(el, 'compaction');
    expect(done.getAttribute('aria-label')).to.equal('Context compacted');
    const details = done.querySelector('details')!;
    expect(text(details.querySelector('summary'))).to.equal('Context compacted');
    expect(text(details.querySelector('p'))).to.equal('Kept the plan.');
    expect(text(failed)).to.equal('Context compaction failed · too large');
    expect(text(ofKind(await thread(store, { lang: 'zh-CN' }), 'compaction')[1])).to.equal('上下文压缩失败 · too large');
    expect(text(ofKind(await thread(store, { lang: 'zh-TW' }), 'compaction')[0].querySelector('summary'))).to.equal('上下文已壓縮');
  });

  it('draws the session’s plan once, where it first appeared, as it is now', async () => {
    const plan = (status: string) => update({ sessionUpdate: 'plan', entries: [{ content: 'Fix it', status, priority: 'high' }] });
    const el = await thread(
      storeOf([{ msg: plan('pending') }, { msg: chunk('Working') }, { msg: plan('completed') }, { msg: chunk('Done') }]),
    );
    // The later plan update draws no second plan: the first shows the latest entries.
    expect(entries(el).map((e) => e.dataset.kind)).to.deep.equal(['plan', 'agent', 'agent']);
    const view = ofKind(el, 'plan')[0].querySelector<Element & { plan?: Array<{ status: string }> }>('plan-view')!;
    expect(view.plan!.map((p) => p.status)).to.deep.equal(['completed']);
  });

  it('shows the session’s feed errors at their place', async () => {
    const store = storeOf([{ msg: chunk('Hello') }, { msg: update({ sessionUpdate: 'agent_message_chunk', content: 'not a block' }) }]);
    const el = await thread(store);
    expect(entries(el).map((e) => e.dataset.kind)).to.deep.equal(['agent', 'error']);
    expect(text(ofKind(el, 'error')[0])).to.contain('content must be a content block');
  });

  it('keeps thoughts collapsed and quiet, and opens them from the keyboard', async () => {
    const el = await thread(storeOf([{ msg: chunk('**Reading the source**\n\nFirst the app.', 'agent_thought_chunk') }]));
    const entry = ofKind(el, 'thought')[0];
    const button = entry.querySelector('button')!;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(entry.querySelector('.thought-body')).to.equal(null);
    button.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(entry.querySelector('.thought-body strong')!.textContent).to.equal('Reading the source');
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(entry.querySelector('.thought-body')).to.equal(null);
  });
});

describe('<session-thread> grouping read-only calls', () => {
  it('groups a run of reads and searches under one row; side effects stay visible', async () => {
    const el = await thread(
      storeOf([
        { msg: call('r1', 'read') },
        { msg: call('r2', 'read') },
        { msg: call('r3', 'search') },
        { msg: call('x1', 'execute') },
        { msg: call('r4', 'read') },
      ]),
    );
    expect(entries(el).map((e) => e.dataset.kind)).to.deep.equal(['tool-group', 'tool-call', 'tool-call']);
    const group = ofKind(el, 'tool-group')[0];
    expect(text(group)).to.equal('Read 2 files, 1 search · 0.2s');
    expect(cardIds(el)).to.deep.equal(['x1', 'r4']);
    const toggle = group.querySelector('button')!;
    toggle.click();
    await el.updateComplete;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(cardIds(el)).to.deep.equal(['r1', 'r2', 'r3', 'x1', 'r4']);
  });

  it('opens a group that holds a failure or a pending permission', async () => {
    const el = await thread(
      storeOf([
        { msg: call('r1', 'read') },
        { msg: call('r2', 'read', 'failed') },
        { msg: update({ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'Next' } }) },
        { msg: call('r3', 'search', 'pending') },
        { msg: call('r4', 'fetch', 'pending') },
        {
          msg: {
            jsonrpc: '2.0',
            id: 7,
            method: 'session/request_permission',
            params: { sessionId: S, toolCall: { toolCallId: 'r4' }, options: [{ optionId: 'ok', name: 'Allow', kind: 'allow_once' }] },
          },
        },
      ]),
    );
    const groups = ofKind(el, 'tool-group');
    expect(groups.map((g) => g.querySelector('button')!.getAttribute('aria-expanded'))).to.deep.equal(['true', 'true']);
    expect(cardIds(el)).to.deep.equal(['r1', 'r2', 'r3', 'r4']);
  });

  it('speaks Chinese, with counts', async () => {
    const store = storeOf([{ msg: call('r1', 'read') }, { msg: call('r2', 'read') }, { msg: call('s1', 'search') }]);
    expect(text(ofKind(await thread(store, { lang: 'zh-CN' }), 'tool-group')[0])).to.equal('读取 2 个文件、1 次搜索 · 0.2s');
    expect(text(ofKind(await thread(store, { lang: 'zh-TW' }), 'tool-group')[0])).to.equal('讀取 2 個檔案、1 次搜尋 · 0.2s');
  });
});

describe('<session-thread> languages', () => {
  const store = () =>
    storeOf([
      { msg: prompt(1, 'hi'), from: 'client' },
      { msg: chunk('Hello') },
      { msg: { jsonrpc: '2.0', id: 1, result: { stopReason: 'max_tokens' } } },
    ]);
  it('zh-CN', async () => {
    const el = await thread(store(), { lang: 'zh-CN' });
    expect(text(ofKind(el, 'turn-end')[0])).to.equal('回合结束 · 达到令牌上限 · 0.2s');
    expect(el.shadowRoot!.querySelector('[role="feed"]')!.getAttribute('aria-label')).to.equal('会话记录');
  });
  it('zh-TW', async () => {
    const el = await thread(store(), { lang: 'zh-TW' });
    expect(text(ofKind(el, 'turn-end')[0])).to.equal('回合結束 · 達到權杖上限 · 0.2s');
    expect(el.shadowRoot!.querySelector('[role="feed"]')!.getAttribute('aria-label')).to.equal('工作階段記錄');
  });
  it('says so when there is nothing yet', async () => {
    const el = await thread(createToolCallStore(), { lang: 'zh-TW' });
    expect(text(el.shadowRoot!.querySelector('[part=base]'))).to.equal('此工作階段尚無內容');
  });
});

describe('<session-thread> streaming', () => {
  const clock = withManualClock();

  it('re-renders only the open tail of a message as chunks arrive', async () => {
    const store = createToolCallStore();
    store.dispatch(prompt(1, 'go'), { from: 'client' });
    const el = await thread(store);
    const paragraphs = Array.from({ length: 8 }, (_, i) => `Paragraph ${i} has **bold ${i}** in it.`);
    const full = paragraphs.join('\n\n');
    const before = IncrementalMarkdown.characters;
    let firstParagraph: Element | undefined;
    for (let at = 0; at < full.length; at += 12) {
      store.dispatch(chunk(full.slice(at, at + 12)), { from: 'agent' });
      clock.run(BEAT_MS);
      await el.updateComplete;
      const agent = ofKind(el, 'agent')[0];
      firstParagraph ??= at > 40 ? agent.querySelector('p')! : undefined;
    }
    expect(el.shadowRoot!.querySelector('[role="feed"]')!.getAttribute('aria-busy')).to.equal('true');
    const agent = ofKind(el, 'agent')[0];
    expect([...agent.querySelectorAll('strong')].map((s) => s.textContent)).to.deep.equal(paragraphs.map((_, i) => `bold ${i}`));
    expect(agent.querySelector('p'), 'the first block’s DOM is kept').to.equal(firstParagraph);
    // Parsing the whole message at each of the ~24 chunks would lex about 24 × length / 2 characters.
    const parsed = IncrementalMarkdown.characters - before;
    expect(parsed).to.be.below(full.length * 3);
    expect(agent.closest('[aria-live]')).to.equal(null);
  });
});

describe('<session-thread> long sessions', () => {
  function longStore(count: number): ToolCallStore {
    const store = createToolCallStore();
    for (let i = 0; i < count; i++) {
      const msg =
        i % 2
          ? call(`c${i}`, 'edit')
          : update({ sessionUpdate: 'agent_message_chunk', messageId: `m${i}`, content: { type: 'text', text: `Message ${i}` } });
      store.dispatch(msg, { from: 'agent', receivedAt: i });
    }
    return store;
  }
  const atBottom = (s: HTMLElement) => s.scrollHeight - s.scrollTop - s.clientHeight <= 2;

  it('draws only a window of 1,000 entries', async () => {
    const el = await thread(longStore(1000), { style: '--session-thread-height: 400px' });
    const scroller = el.shadowRoot!.querySelector<HTMLElement>('[part=scroller]')!;
    await waitUntil(() => entries(el).some((e) => e.getAttribute('aria-posinset') === '1000') && atBottom(scroller), 'the last entry', {
      timeout: 4000,
    });
    expect(entries(el).length).to.be.below(100);
    expect(entries(el)[0].getAttribute('aria-setsize')).to.equal('1000');
  });

  it('follows the bottom as entries arrive', async () => {
    const store = longStore(40);
    const el = await thread(store, { style: '--session-thread-height: 300px' });
    const scroller = el.shadowRoot!.querySelector<HTMLElement>('[part=scroller]')!;
    await waitUntil(() => scroller.scrollHeight > scroller.clientHeight && atBottom(scroller), 'at the bottom', { timeout: 4000 });
    store.dispatch(chunk('A new message\n\nwith two paragraphs'), { from: 'agent' });
    await waitUntil(() => text(ofKind(el, 'agent').at(-1)).includes('with two paragraphs') && atBottom(scroller), 'follows', {
      timeout: 4000,
    });
  });
});

describe('<session-thread> and the session lifecycle', () => {
  const load = (id: number) => ({
    msg: request(id, 'session/load', { sessionId: S, cwd: SAMPLE_ROOT, mcpServers: [] }),
    from: 'client' as const,
  });
  const resume = (id: number) => ({ msg: request(id, 'session/resume', { sessionId: S, cwd: SAMPLE_ROOT }), from: 'client' as const });
  const note = (el: SessionThread) => el.shadowRoot!.querySelector<HTMLElement>('[part~="lifecycle"]');

  it('says the history is loading while session/load replays it, busy, then shows the history alone', async () => {
    const store = storeOf([
      load(1),
      { msg: update({ sessionUpdate: 'user_message_chunk', content: { type: 'text', text: 'Earlier question' } }) },
    ]);
    const el = await thread(store);
    expect(note(el)?.dataset['lifecycle']).to.equal('loading');
    expect(text(note(el))).to.equal('Loading this session’s history…');
    expect(note(el)!.getAttribute('role')).to.equal('status');
    expect(el.shadowRoot!.querySelector('[role="feed"]')!.getAttribute('aria-busy')).to.equal('true');
    store.dispatch(result(1, {}), { from: 'agent' });
    await waitUntil(async () => (await el.updateComplete) && note(el) === null, 'the note to go');
    expect(el.shadowRoot!.querySelector('[role="feed"]')!.getAttribute('aria-busy')).to.equal('false');
  });

  it('before any history arrives, the loading note stands in for "nothing yet"', async () => {
    const el = await thread(storeOf([load(1)]));
    expect(text(note(el))).to.equal('Loading this session’s history…');
    expect(el.shadowRoot!.querySelector('.empty')).to.equal(null);
  });

  it('after a resume, says earlier messages are not in this view; in zh-TW too', async () => {
    const store = storeOf([resume(1), { msg: result(1, {}) }]);
    const el = await thread(store);
    expect(note(el)?.dataset['lifecycle']).to.equal('resumed');
    expect(text(note(el))).to.equal('Resumed without its history: earlier messages are not available in this view.');
    const zh = await thread(store, { lang: 'zh-TW' });
    expect(text(note(zh))).to.equal('已恢復工作階段但未載入歷史記錄：此檢視中看不到先前的訊息。');
    await expect(el).to.be.accessible();
  });

  it('says a closed session is closed', async () => {
    const store = storeOf([
      { msg: prompt(1, 'Hello'), from: 'client' },
      { msg: result(1, { stopReason: 'end_turn' }) },
      { msg: request(2, 'session/close', { sessionId: S }), from: 'client' },
      { msg: result(2, {}) },
    ]);
    const el = await thread(store);
    expect(note(el)?.dataset['lifecycle']).to.equal('closed');
  });
});
