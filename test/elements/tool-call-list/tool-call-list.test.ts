// SPDX-License-Identifier: Apache-2.0
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../../src/define.js';
import type { ToolCallCard, ToolCallList } from '../../../src/index.js';
import { createToolCallStore, type ToolCallStore } from '../../../src/state/index.js';
import { frames, part, partText, statusText, textOf } from '../../helpers/cards.js';
import { expectEvent } from '../../helpers/events.js';
import { loadTrace, replay, senderOf, type TraceName } from '../../helpers/traces.js';
import { onDemandModulesLoaded } from '../../helpers/on-demand.js';
import { update } from '../../helpers/wire.js';
import { waitUntil } from '../../helpers/time.js';
import { wallNow } from '../../../src/scheduling/clock.js';

// What define.js loads on demand (marked, <diff-view>, <terminal-view>) is in place before any test renders.
before(onDemandModulesLoaded);

async function list(store = createToolCallStore(), sessionId?: string): Promise<ToolCallList> {
  const el = await fixture<ToolCallList>(html`<tool-call-list .store=${store} session-id=${sessionId ?? ''}></tool-call-list>`);
  await el.updateComplete;
  return el;
}

const cards = (el: ToolCallList) => [...el.shadowRoot!.querySelectorAll('tool-call-card')];
const ids = (el: ToolCallList) => cards(el).map((c) => c.getAttribute('tool-call-id'));

/** The list lays cards out after measuring them (it is virtualized): wait for `count`. */
async function cardsRendered(el: ToolCallList, count: number) {
  await waitUntil(() => cards(el).length === count, `expected ${count} cards, got ${cards(el).length}`, { timeout: 4_000 });
  // Let the cards themselves finish rendering.
  await Promise.all(cards(el).map((c) => c.updateComplete));
  return cards(el);
}

const summaryText = (el: ToolCallList) => partText(el, 'summary');

// ---------------------------------------------------------------------------------------------
// What the recorded traces hold (read from test/fixtures/*.jsonl: the tool_call /
// tool_call_update / session/request_permission messages, folded by hand).

interface ExpectedCall {
  id: string;
  kind: string;
  /** The title as sent: the last non-empty title, inline markdown rendered to text. */
  title: string;
  /** The title as shown when it differs: paths under the session's cwd relative to it. */
  shown?: string;
}

interface ExpectedTrace {
  sessionId: string;
  calls: ExpectedCall[];
  /** From the first call's first message to the last call's completion. */
  total: string;
}

const TRACES: Record<TraceName, ExpectedTrace> = {
  'claude-agent-acp-basic': {
    sessionId: 'bbbab2ff-c838-489f-a000-3b12fcd40a58',
    calls: [
      { id: 'toolu_01HuDLj8rbblZCYzs0fjw7rw', kind: 'read', title: 'Read src/app.js' },
      { id: 'toolu_01T8R7wBPAjlaibU7ktGCQyL', kind: 'edit', title: 'Edit src/app.js' },
      { id: 'toolu_01K2rWUWR2H6au5gy4BWD3HQ', kind: 'execute', title: "echo hello && printf '\\033[31mred\\033[0m\\n' && ls -la" },
      { id: 'toolu_017kGTn5jX2RyLIJERiR19yg', kind: 'search', title: 'grep -n "TODO" /home/dev/demo-project', shown: 'grep -n "TODO" .' },
      { id: 'toolu_01sEAYKfddNIfJgOt1pQ7FFn', kind: 'search', title: 'Find /home/dev/demo-project **/*.js', shown: 'Find . **/*.js' },
    ],
    // seq 15 (t 2188) → seq 50 (t 3353): 1165 ms.
    total: '1.2s total',
  },
  'claude-code-acp-basic': {
    sessionId: '93a0bde0-5f90-44da-86f6-aecc618372d9',
    calls: [
      { id: 'toolu_01FJJCvI122p4ivAwd6NNDRr', kind: 'read', title: 'Read /home/dev/demo-project/src/app.js', shown: 'Read src/app.js' },
      { id: 'toolu_0160Xz5UpQ1glJYdEGF7IrbH', kind: 'edit', title: 'Edit /home/dev/demo-project/src/app.js', shown: 'Edit src/app.js' },
      { id: 'toolu_01GdzIc56YYNTBLHJomJUGs0', kind: 'execute', title: 'Print a greeting, some coloured text and list files' },
      { id: 'toolu_01KONYfeUFUOFyOG64SPi8cb', kind: 'search', title: 'grep -n "TODO" /home/dev/demo-project', shown: 'grep -n "TODO" .' },
      { id: 'toolu_01BE7CHmu62MU47aZ4y3nZgv', kind: 'search', title: 'Find /home/dev/demo-project **/*.js', shown: 'Find . **/*.js' },
    ],
    // seq 15 (t 4095) → seq 65 (t 5087): 992 ms.
    total: '1.0s total',
  },
  'codex-acp-basic': {
    sessionId: '01a2008c-07d8-7081-a043-6489d43a445a',
    calls: [
      { id: 'call_s1_nRScLYi7k3WRycRrl6TR', kind: 'read', title: 'Read app.js' },
      { id: 'call_s2_s7AgFiDtzjDInGmcxrcW', kind: 'edit', title: 'Edit /home/dev/demo-project/src/app.js', shown: 'Edit src/app.js' },
      // First seen in the permission request (seq 30), before its tool_call (seq 32).
      {
        id: 'call_s3_TUlGSpYLTk4UeNy8w2zD',
        kind: 'execute',
        title: "echo hello && printf '\\033[31mred\\033[0m\\n' && sleep 0.5 && echo done",
      },
      { id: 'call_s4_P430a3P0Lurk2eckkpnk', kind: 'search', title: 'List /home/dev/demo-project', shown: 'List .' },
      { id: 'call_s5_iAwYp9E32dhjgA17CPgG', kind: 'search', title: 'Search TODO in .' },
      { id: 'call_s6_i4qgNxUOdBHqJT4ro1uv', kind: 'search', title: 'Search *.js in .' },
    ],
    // seq 15 (t 540) → seq 44 (t 2353): 1813 ms.
    total: '1.8s total',
  },
};

describe('<tool-call-list>', () => {
  it('draws one card per tool call of a real trace, in first-seen order', async () => {
    const el = await list(replay(await loadTrace('claude-agent-acp-basic')));
    // The trace's tool_call ids, in the order they first appear (seq 15, 23, 34, 43, 47).
    expect((await cardsRendered(el, 5)).map((c) => c.getAttribute('tool-call-id'))).to.deep.equal([
      'toolu_01HuDLj8rbblZCYzs0fjw7rw',
      'toolu_01T8R7wBPAjlaibU7ktGCQyL',
      'toolu_01K2rWUWR2H6au5gy4BWD3HQ',
      'toolu_017kGTn5jX2RyLIJERiR19yg',
      'toolu_01sEAYKfddNIfJgOt1pQ7FFn',
    ]);
  });

  it('follows the store as messages arrive, updating the card in place', async () => {
    const store = createToolCallStore();
    const el = await list(store);
    store.dispatch(
      update('s1', { sessionUpdate: 'tool_call', toolCallId: 'a', title: 'Run tests', kind: 'execute', status: 'in_progress' }),
      { from: 'agent' },
    );
    const [first] = await cardsRendered(el, 1);
    expect(first.getAttribute('status')).to.equal('in_progress');
    store.dispatch(update('s1', { sessionUpdate: 'tool_call_update', toolCallId: 'a', status: 'completed' }), { from: 'agent' });
    // The virtual list re-renders its items on its next layout pass.
    await waitUntil(() => first.getAttribute('status') === 'completed', 'the card follows the update');
    expect(cards(el)[0]).to.equal(first);
  });

  it('shows one session when session-id is set, and every session otherwise', async () => {
    const store = createToolCallStore();
    store.dispatch(update('s1', { sessionUpdate: 'tool_call', toolCallId: 'a', title: 'A' }), { from: 'agent' });
    store.dispatch(update('s2', { sessionUpdate: 'tool_call', toolCallId: 'b', title: 'B' }), { from: 'agent' });
    expect((await cardsRendered(await list(store), 2)).map((c) => c.getAttribute('tool-call-id'))).to.deep.equal(['a', 'b']);
    expect((await cardsRendered(await list(store, 's2'), 1)).map((c) => c.getAttribute('tool-call-id'))).to.deep.equal(['b']);
  });

  it('keeps drawing after a garbage message', async () => {
    const store = createToolCallStore();
    const el = await list(store);
    const lines = await loadTrace('codex-acp-basic');
    lines.forEach((line, i) => {
      if (i === 20) store.dispatch('{"jsonrpc":"2.0", garbage', { from: 'agent' });
      store.dispatch(line.msg, { from: senderOf(line), receivedAt: line.t_ms });
    });
    expect(await cardsRendered(el, 6)).to.have.length(6);
  });

  it('is accessible, with and without calls', async () => {
    await expect(await list()).to.be.accessible();
    const el = await list(replay(await loadTrace('codex-acp-basic')));
    await cardsRendered(el, 6);
    await expect(el).to.be.accessible();
  });

  it('says so when there are no tool calls', async () => {
    const el = await list();
    expect(textOf(el.shadowRoot!.querySelector('[part=base]'))).to.equal('No tool calls yet');
    expect(cards(el)).to.have.length(0);
    const zh = await fixture<ToolCallList>(html`<tool-call-list lang="zh-TW"></tool-call-list>`);
    expect(textOf(zh.shadowRoot!.querySelector('[part=base]'))).to.equal('尚無工具呼叫');
  });
});

describe('<tool-call-list> real traces', () => {
  for (const [name, expected] of Object.entries(TRACES) as Array<[TraceName, ExpectedTrace]>) {
    describe(name, () => {
      let store: ToolCallStore;
      before(async () => {
        store = replay(await loadTrace(name));
      });

      it(`draws ${expected.calls.length} cards, one per tool call, in first-seen order`, async () => {
        const el = await list(store);
        await cardsRendered(el, expected.calls.length);
        expect(ids(el)).to.deep.equal(expected.calls.map((c) => c.id));
      });

      it('shows each call’s kind, final title and completed status', async () => {
        const el = await list(store);
        const drawn = await cardsRendered(el, expected.calls.length);
        expect(drawn.map((c) => c.getAttribute('kind'))).to.deep.equal(expected.calls.map((c) => c.kind));
        expect(drawn.map((c) => partText(c, 'title'))).to.deep.equal(expected.calls.map((c) => c.shown ?? c.title));
        expect(drawn.map((c) => c.getAttribute('status'))).to.deep.equal(expected.calls.map(() => 'completed'));
        expect(drawn.map((c) => statusText(c))).to.deep.equal(expected.calls.map(() => 'Completed'));
      });

      it('sums the session up: count, per-status counts and total time, no failures', async () => {
        const el = await list(store);
        await cardsRendered(el, expected.calls.length);
        const summary = summaryText(el);
        expect(summary).to.contain(`${expected.calls.length} tool calls`);
        expect(summary).to.contain(`Completed ${expected.calls.length}`);
        expect(summary).to.contain(expected.total);
        expect(summary).not.to.contain('failed');
      });

      it('filters by session-id', async () => {
        const el = await list(store, expected.sessionId);
        await cardsRendered(el, expected.calls.length);
        expect(ids(el)).to.deep.equal(expected.calls.map((c) => c.id));
        const other = await list(store, 'no-such-session');
        await frames(3);
        expect(cards(other)).to.have.length(0);
      });

      it('is accessible', async () => {
        const el = await list(store);
        await cardsRendered(el, expected.calls.length);
        await expect(el).to.be.accessible();
      });
    });
  }

  it('shows locations relative to the session’s cwd (session/new) unless root is set', async () => {
    const store = replay(await loadTrace('claude-agent-acp-basic'));
    const el = await list(store);
    const [read, , , , find] = await cardsRendered(el, 5);
    expect(partText(read, 'locations')).to.equal('app.js:1');
    expect(part(read, 'locations')!.getAttribute('title')).to.equal('src/app.js');
    // Glob's location is the cwd itself.
    expect(part(find, 'locations')!.getAttribute('title')).to.equal('.');
    const rooted = await fixture<ToolCallList>(html`<tool-call-list root="/home/dev" .store=${store}></tool-call-list>`);
    const [rootedRead] = await cardsRendered(rooted, 5);
    expect(part(rootedRead, 'locations')!.getAttribute('title')).to.equal('demo-project/src/app.js');
  });

  it('times each call from its first message, a permission request included (codex)', async () => {
    const el = await list(replay(await loadTrace('codex-acp-basic')));
    const drawn = await cardsRendered(el, 6);
    // call_s3: permission request at t 1093, completed at t 1913.
    expect(partText(drawn[2], 'elapsed')).to.equal('0.8s');
    // call_s2: tool_call at t 723, completed at t 887.
    expect(partText(drawn[1], 'elapsed')).to.equal('0.2s');
  });

  it('passes a client terminal’s output to the execute card (claude-code-acp, terminal/output)', async () => {
    const el = await list(replay(await loadTrace('claude-code-acp-basic')));
    const execute = (await cardsRendered(el, 5))[2];
    part<HTMLButtonElement>(execute, 'toggle')!.click();
    await execute.updateComplete;
    const terminalView = execute.shadowRoot!.querySelector('terminal-view') as
      (HTMLElement & { terminal?: { terminalId: string; output: string; truncated: boolean } }) | null;
    expect(terminalView, 'a <terminal-view>').to.not.equal(null);
    expect(terminalView!.terminal!.terminalId).to.equal('term-1');
    expect(terminalView!.terminal!.output.startsWith('hello\n\u001b[31mred\u001b[0m\ntotal 20\n')).to.equal(true);
    expect(terminalView!.terminal!.truncated).to.equal(false);
  });

  it('shows a permission exchange as it happens (claude-agent-acp Edit: seq 25 asks, seq 26 allows, seq 28 completes)', async () => {
    const lines = await loadTrace('claude-agent-acp-basic');
    const store = createToolCallStore();
    const feed = (from: number, to: number) => {
      for (const line of lines.slice(from, to)) store.dispatch(line.msg, { from: senderOf(line), receivedAt: line.t_ms });
    };
    feed(0, 26);
    const el = await list(store);
    const edit = (await cardsRendered(el, 2))[1];
    expect(edit.getAttribute('status')).to.equal('awaiting_approval');
    expect(statusText(edit)).to.equal('Awaiting approval');
    expect(edit.open, 'a call awaiting approval is open').to.equal(true);
    // The card asks inline, with the agent's three options of seq 25, in its order.
    const prompt = edit.shadowRoot!.querySelector('permission-prompt');
    expect(prompt, 'an inline <permission-prompt>').to.not.equal(null);
    await prompt!.updateComplete;
    const options = [...prompt!.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="option"]')];
    expect(options.map((b) => b.dataset.optionId)).to.deep.equal(['allow_always', 'allow', 'reject']);
    expect(options.map((b) => b.dataset.optionKind)).to.deep.equal(['allow_always', 'allow_once', 'reject_once']);
    feed(26, 27);
    await waitUntil(() => edit.getAttribute('status') === 'approved', 'approved after the client allowed it');
    expect(edit.shadowRoot!.querySelector('permission-prompt'), 'no prompt once answered').to.equal(null);
    feed(27, 29);
    await waitUntil(() => edit.getAttribute('status') === 'completed', 'completed');
    expect(edit.open, 'a completed call closes').to.equal(false);
  });

  it('pins the oldest pending request under the list with pin-permissions, not inside its card', async () => {
    const lines = await loadTrace('claude-agent-acp-basic');
    const store = createToolCallStore();
    for (const line of lines.slice(0, 26)) store.dispatch(line.msg, { from: senderOf(line), receivedAt: line.t_ms });
    const el = await fixture<ToolCallList>(html`<tool-call-list pin-permissions .store=${store}></tool-call-list>`);
    const edit = (await cardsRendered(el, 2))[1];
    expect(edit.getAttribute('status')).to.equal('awaiting_approval');
    expect(edit.shadowRoot!.querySelector('permission-prompt'), 'no inline prompt in a pinning list').to.equal(null);
    const pinned = el.shadowRoot!.querySelector<HTMLElement & { updateComplete: Promise<boolean> }>('permission-prompt[part="permission"]');
    expect(pinned, 'a pinned prompt').to.not.equal(null);
    await pinned!.updateComplete;
    const allowOnce = pinned!.shadowRoot!.querySelector<HTMLButtonElement>('[data-option-id="allow"]')!;
    const event = await expectEvent(el, 'permission-respond', () => allowOnce.click());
    // seq 25 is the agent's request, JSON-RPC id 0, about the Edit call (toolu_01T8R7wBPAjlaibU7ktGCQyL).
    expect(event.detail.requestId).to.equal(0);
    expect(event.detail.toolCallId).to.equal('toolu_01T8R7wBPAjlaibU7ktGCQyL');
    expect(edit.getAttribute('tool-call-id')).to.equal('toolu_01T8R7wBPAjlaibU7ktGCQyL');
    expect(event.detail.outcome).to.deep.equal({ outcome: 'selected', optionId: 'allow' });
    for (const line of lines.slice(26, 27)) store.dispatch(line.msg, { from: senderOf(line), receivedAt: line.t_ms });
    await waitUntil(() => !el.shadowRoot!.querySelector('permission-prompt'), 'the pin goes once the answer is in the state');
  });

  it('leaves asking to the host with no-permission-prompts: no inline prompt, nothing pinned', async () => {
    const lines = await loadTrace('claude-agent-acp-basic');
    const store = createToolCallStore();
    for (const line of lines.slice(0, 26)) store.dispatch(line.msg, { from: senderOf(line), receivedAt: line.t_ms });
    const el = await fixture<ToolCallList>(html`<tool-call-list no-permission-prompts .store=${store}></tool-call-list>`);
    const edit = (await cardsRendered(el, 2))[1];
    expect(edit.getAttribute('status')).to.equal('awaiting_approval');
    expect(edit.shadowRoot!.querySelector('permission-prompt')).to.equal(null);
    expect(el.shadowRoot!.querySelector('permission-prompt')).to.equal(null);
  });

  it('shows every session of a store, in first-seen order, and filters them by session-id', async () => {
    const store = createToolCallStore();
    replay(await loadTrace('claude-agent-acp-basic'), store);
    replay(await loadTrace('codex-acp-basic'), store);
    const claude = TRACES['claude-agent-acp-basic'];
    const codex = TRACES['codex-acp-basic'];
    const all = await list(store);
    await cardsRendered(all, 11);
    expect(ids(all)).to.deep.equal([...claude.calls, ...codex.calls].map((c) => c.id));
    expect(summaryText(all)).to.contain('11 tool calls');

    const one = await list(store, codex.sessionId);
    await cardsRendered(one, 6);
    expect(ids(one)).to.deep.equal(codex.calls.map((c) => c.id));
    expect(summaryText(one)).to.contain('6 tool calls');

    one.setAttribute('session-id', claude.sessionId);
    await waitUntil(() => ids(one).join() === claude.calls.map((c) => c.id).join(), 'switches to the other session', { timeout: 4_000 });
    expect(summaryText(one)).to.contain('5 tool calls');
  });
});

describe('<tool-call-list> summary', () => {
  const options = [
    { optionId: 'allow', name: 'Allow', kind: 'allow_once' },
    { optionId: 'reject', name: 'Reject', kind: 'reject_once' },
  ];

  function mixedStore(): ToolCallStore {
    const store = createToolCallStore();
    const send = (fields: Record<string, unknown>, t: number) => store.dispatch(update('s1', fields), { from: 'agent', receivedAt: t });
    send({ sessionUpdate: 'tool_call', toolCallId: 'a', title: 'Read a', kind: 'read', status: 'in_progress' }, 1_000);
    send({ sessionUpdate: 'tool_call_update', toolCallId: 'a', status: 'completed' }, 1_500);
    send({ sessionUpdate: 'tool_call', toolCallId: 'b', title: 'npm test', kind: 'execute', status: 'in_progress' }, 2_000);
    send({ sessionUpdate: 'tool_call_update', toolCallId: 'b', status: 'failed' }, 4_000);
    send({ sessionUpdate: 'tool_call', toolCallId: 'c', title: 'Fetch x', kind: 'fetch', status: 'in_progress' }, 4_500);
    send({ sessionUpdate: 'tool_call', toolCallId: 'd', title: 'Edit x', kind: 'edit', status: 'pending' }, 5_000);
    store.dispatch(
      { jsonrpc: '2.0', id: 7, method: 'session/request_permission', params: { sessionId: 's1', toolCall: { toolCallId: 'd' }, options } },
      { from: 'agent', receivedAt: 5_100 },
    );
    send({ sessionUpdate: 'tool_call', toolCallId: 'e', title: 'Search y', kind: 'search', status: 'completed' }, 5_200);
    return store;
  }

  it('counts calls, failures and each displayed status', async () => {
    const el = await list(mixedStore());
    await cardsRendered(el, 5);
    const summary = summaryText(el);
    expect(summary).to.contain('5 tool calls');
    const chips = [...part(el, 'summary')!.querySelectorAll('.chip')].map(textOf);
    expect(chips).to.deep.equal(['Completed 2', 'Failed 1', 'Running 1', 'Awaiting approval 1']);
    // Failures are said once, by their chip (in the error colour), not again as "1 failed".
    expect(summary).not.to.contain('1 failed');
    expect([...part(el, 'summary')!.querySelectorAll('.chip.failed')].map(textOf)).to.deep.equal(['Failed 1']);
  });

  it('follows the store', async () => {
    const store = mixedStore();
    const el = await list(store);
    await cardsRendered(el, 5);
    store.dispatch(
      { jsonrpc: '2.0', id: 7, result: { outcome: { outcome: 'selected', optionId: 'reject' } } },
      { from: 'client', receivedAt: 6_000 },
    );
    store.dispatch(update('s1', { sessionUpdate: 'tool_call_update', toolCallId: 'c', status: 'failed' }), {
      from: 'agent',
      receivedAt: 6_100,
    });
    await waitUntil(() => summaryText(el).includes('Failed 2'), `summary: ${summaryText(el)}`);
    const chips = [...part(el, 'summary')!.querySelectorAll('.chip')].map(textOf);
    expect(chips).to.deep.equal(['Completed 2', 'Failed 2', 'Rejected 1']);
  });

  it('runs the total time on while a call runs, from the first call’s start', async () => {
    const store = createToolCallStore();
    const start = wallNow() - 3_000;
    const send = (fields: Record<string, unknown>, t: number) => store.dispatch(update('s1', fields), { from: 'agent', receivedAt: t });
    send({ sessionUpdate: 'tool_call', toolCallId: 'a', title: 'Read a', kind: 'read', status: 'in_progress' }, start);
    send({ sessionUpdate: 'tool_call_update', toolCallId: 'a', status: 'completed' }, start + 5);
    send({ sessionUpdate: 'tool_call', toolCallId: 'b', title: 'npm test', kind: 'execute', status: 'in_progress' }, start + 10);
    const el = await list(store);
    await cardsRendered(el, 2);
    // Not the 5 ms of the ended call: 3 s and counting.
    expect(summaryText(el)).to.match(/\b3\.\ds total/);
    await waitUntil(() => /\b4\.\ds total/.test(summaryText(el)), `summary: ${summaryText(el)}`);
    send({ sessionUpdate: 'tool_call_update', toolCallId: 'b', status: 'completed' }, start + 6_000);
    await waitUntil(() => summaryText(el).includes('6.0s total'), `summary: ${summaryText(el)}`);
  });

  it('speaks the list’s language', async () => {
    const el = await fixture<ToolCallList>(html`<tool-call-list lang="zh-CN" .store=${mixedStore()}></tool-call-list>`);
    await cardsRendered(el, 5);
    const summary = summaryText(el);
    expect(summary).to.contain('5 次工具调用');
    expect(summary).to.contain('失败 1');
    expect(summary).to.contain('等待批准 1');
  });

  it('is hidden by no-summary', async () => {
    const el = await fixture<ToolCallList>(html`<tool-call-list no-summary .store=${mixedStore()}></tool-call-list>`);
    await cardsRendered(el, 5);
    expect(part(el, 'summary')).to.equal(null);
  });
});

describe('<tool-call-list> passes settings to its cards', () => {
  it('re-renders its cards in the list’s new language', async () => {
    const el = await fixture<ToolCallList>(
      html`<tool-call-list lang="en" .store=${replay(await loadTrace('claude-agent-acp-basic'))}></tool-call-list>`,
    );
    const drawn = await cardsRendered(el, 5);
    expect(drawn.map(statusText)).to.deep.equal(Array(5).fill('Completed'));
    el.setAttribute('lang', 'zh-CN');
    await waitUntil(() => drawn.every((c) => statusText(c) === '已完成'), 'cards in Simplified Chinese');
    expect(part(drawn[0], 'icon')!.getAttribute('title')).to.equal('读取');
    expect(summaryText(el)).to.contain('5 次工具调用');
    el.setAttribute('lang', 'zh-TW');
    await waitUntil(() => part(drawn[0], 'icon')!.getAttribute('title') === '讀取', 'cards in Traditional Chinese');
    expect(summaryText(el)).to.contain('5 次工具呼叫');
    el.setAttribute('lang', 'en');
    await waitUntil(() => drawn.every((c) => statusText(c) === 'Completed'), 'cards back in English');
  });

  it('gives its cards its theme', async () => {
    const el = await fixture<ToolCallList>(
      html`<tool-call-list theme="dark" .store=${replay(await loadTrace('codex-acp-basic'))}></tool-call-list>`,
    );
    const drawn = await cardsRendered(el, 6);
    expect(drawn.every((c) => c.getAttribute('theme') === 'dark')).to.equal(true);
    el.setAttribute('theme', 'light');
    await waitUntil(() => drawn.every((c) => c.getAttribute('theme') === 'light'), 'cards follow the theme');
  });

  it('gives its cards its expansion policy', async () => {
    const el = await list(replay(await loadTrace('codex-acp-basic')));
    const drawn = await cardsRendered(el, 6);
    expect(drawn.map((c) => c.open)).to.deep.equal(Array(6).fill(false));
    el.expansionPolicy = { edit: 'expanded' };
    await waitUntil(() => drawn[1].open, 'the edit card opens');
    expect(drawn.map((c) => c.open)).to.deep.equal([false, true, false, false, false, false]);
  });

  it('keeps a card the user opened open while its call updates', async () => {
    const store = createToolCallStore();
    store.dispatch(
      update('s1', {
        sessionUpdate: 'tool_call',
        toolCallId: 'a',
        title: 'Read a',
        kind: 'read',
        status: 'in_progress',
        content: [{ type: 'content', content: { type: 'text', text: 'one' } }],
      }),
      { from: 'agent' },
    );
    const el = await list(store);
    const [first] = await cardsRendered(el, 1);
    // The card's tool-call-toggle crosses the list's shadow root.
    const event = await expectEvent(el, 'tool-call-toggle', () => part<HTMLButtonElement>(first, 'toggle')!.click());
    expect(event.detail).to.include({ toolCallId: 'a', expanded: true });
    await first.updateComplete;
    expect(first.open).to.equal(true);
    store.dispatch(
      update('s1', {
        sessionUpdate: 'tool_call_update',
        toolCallId: 'a',
        status: 'completed',
        content: [{ type: 'content', content: { type: 'text', text: 'two' } }],
      }),
      { from: 'agent' },
    );
    await waitUntil(() => first.getAttribute('status') === 'completed', 'the update arrives');
    expect(first.open).to.equal(true);
    expect(textOf(part(first, 'body'))).to.contain('two');
  });

  it('lets location-open out of the list', async () => {
    const el = await list(replay(await loadTrace('claude-agent-acp-basic')));
    const [read] = await cardsRendered(el, 5);
    const event = await expectEvent(document.body, 'location-open', () => part<HTMLButtonElement>(read, 'locations')!.click());
    expect(event.detail).to.deep.equal({ path: '/home/dev/demo-project/src/app.js', line: 1 });
  });
});

describe('<tool-call-list> following new calls', () => {
  function callMessage(i: number) {
    return update('s1', {
      sessionUpdate: 'tool_call',
      toolCallId: `call-${i}`,
      title: `Read src/file-${i}.js`,
      kind: 'read',
      status: 'completed',
      content: [{ type: 'content', content: { type: 'text', text: `file ${i}` } }],
    });
  }

  function storeWith(count: number): ToolCallStore {
    const store = createToolCallStore();
    for (let i = 0; i < count; i++) store.dispatch(callMessage(i), { from: 'agent', receivedAt: i });
    return store;
  }

  async function tallList(store: ToolCallStore, noAutoscroll = false) {
    const el = await fixture<ToolCallList>(
      html`<tool-call-list style="--tool-call-list-height: 300px" ?no-autoscroll=${noAutoscroll} .store=${store}></tool-call-list>`,
    );
    await waitUntil(() => cards(el).length > 0, 'cards render', { timeout: 4_000 });
    const scroller = part(el, 'scroller')!;
    return { el, scroller };
  }

  const atBottom = (scroller: HTMLElement) => scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= 2;

  /** Waits until the list is scrolled to the bottom with the card of `id` in view; says where it is if not. */
  async function following(el: ToolCallList, scroller: HTMLElement, id: string, what: string): Promise<void> {
    try {
      await waitUntil(() => atBottom(scroller) && visible(el, scroller, id), what, { timeout: 4_000 });
    } catch {
      throw new Error(
        `${what}: scrollTop ${scroller.scrollTop}, scrollHeight ${scroller.scrollHeight}, clientHeight ${scroller.clientHeight}, ` +
          `${id} ${visible(el, scroller, id) ? 'in view' : 'not in view'}`,
      );
    }
  }

  /** The card of `id` is in the DOM and has drawn itself. */
  function drawn(el: ToolCallList, id: string): boolean {
    const card = cards(el).find((c) => c.getAttribute('tool-call-id') === id);
    return card !== undefined && card.getBoundingClientRect().height > 0;
  }

  /** The card of `id` is drawn and lies inside the scroller's visible box. */
  function visible(el: ToolCallList, scroller: HTMLElement, id: string): boolean {
    const card = cards(el).find((c) => c.getAttribute('tool-call-id') === id) as ToolCallCard | undefined;
    if (!card) return false;
    const box = scroller.getBoundingClientRect();
    const rect = card.getBoundingClientRect();
    return rect.height > 0 && rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1;
  }

  it('takes its height from --tool-call-list-height and scrolls inside it', async () => {
    const { el, scroller } = await tallList(storeWith(40));
    expect(part(el, 'base')!.getBoundingClientRect().height).to.be.closeTo(300, 1);
    await waitUntil(() => scroller.scrollHeight > scroller.clientHeight, 'the content overflows');
  });

  it('scrolls to the bottom as new calls arrive', async () => {
    const store = storeWith(40);
    const { el, scroller } = await tallList(store);
    await frames(3);
    for (let i = 40; i < 46; i++) {
      store.dispatch(callMessage(i), { from: 'agent', receivedAt: i });
      await following(el, scroller, `call-${i}`, `follows call-${i}`);
    }
  });

  it('scrolls to the bottom when a burst of calls fills an empty list', async () => {
    const store = createToolCallStore();
    const el = await fixture<ToolCallList>(html`<tool-call-list style="--tool-call-list-height: 300px" .store=${store}></tool-call-list>`);
    await frames(5);
    // Twenty calls in one go (a session/load replay, a fast agent): far more than 300px holds.
    for (let i = 0; i < 20; i++) store.dispatch(callMessage(i), { from: 'agent', receivedAt: i });
    await waitUntil(() => cards(el).length > 0, 'cards render', { timeout: 4_000 });
    const scroller = part(el, 'scroller')!;
    await waitUntil(() => scroller.scrollHeight > scroller.clientHeight, 'the content overflows', { timeout: 4_000 });
    await following(el, scroller, 'call-19', 'follows the burst');
  });

  it('stays at the bottom when the last call grows', async () => {
    const store = storeWith(40);
    const { el, scroller } = await tallList(store);
    await frames(3);
    store.dispatch(
      update('s1', { sessionUpdate: 'tool_call', toolCallId: 'run', title: 'npm test', kind: 'execute', status: 'in_progress' }),
      { from: 'agent' },
    );
    await following(el, scroller, 'run', 'follows the running command');
    const output = Array.from({ length: 8 }, (_, i) => `test ${i} ... ok`).join('\n');
    store.dispatch(
      update('s1', {
        sessionUpdate: 'tool_call_update',
        toolCallId: 'run',
        content: [{ type: 'content', content: { type: 'text', text: output } }],
      }),
      { from: 'agent' },
    );
    await waitUntil(() => atBottom(scroller), 'follows the output', { timeout: 4_000 });
  });

  it('does not move once the user scrolled up, and follows again back at the bottom', async () => {
    const store = storeWith(40);
    const { el, scroller } = await tallList(store);
    await frames(3);
    store.dispatch(callMessage(40), { from: 'agent', receivedAt: 40 });
    await following(el, scroller, 'call-40', 'follows the first new call');
    await frames(3);
    const scrolled = oneEvent(scroller, 'scroll');
    // A person's scroll comes with input (here a wheel turn); the list tells it from its own
    // layout moves by that.
    scroller.dispatchEvent(new WheelEvent('wheel', { deltaY: -500, bubbles: true }));
    scroller.scrollTop = 100;
    await scrolled;
    await frames(3);
    const before = scroller.scrollTop;
    expect(before).to.be.closeTo(100, 2);
    for (let i = 41; i < 46; i++) {
      store.dispatch(callMessage(i), { from: 'agent', receivedAt: i });
      await frames(2);
    }
    // The last call is drawn and laid out: a follow would have happened by now.
    await waitUntil(() => drawn(el, 'call-45'), 'the new calls are drawn', { timeout: 4_000 });
    await frames(3);
    expect(scroller.scrollTop, 'the user’s position is kept').to.be.closeTo(before, 2);
    expect(visible(el, scroller, 'call-45')).to.equal(false);

    // Back at the bottom: following resumes.
    const back = oneEvent(scroller, 'scroll');
    scroller.scrollTop = scroller.scrollHeight;
    await back;
    await frames(3);
    store.dispatch(callMessage(46), { from: 'agent', receivedAt: 46 });
    await following(el, scroller, 'call-46', 'follows again');
  });

  it('never scrolls by itself with no-autoscroll', async () => {
    const store = storeWith(40);
    const { el, scroller } = await tallList(store, true);
    await waitUntil(() => scroller.scrollHeight > scroller.clientHeight, 'the content overflows', { timeout: 4_000 });
    await frames(3);
    expect(scroller.scrollTop).to.equal(0);
    for (let i = 40; i < 44; i++) store.dispatch(callMessage(i), { from: 'agent', receivedAt: i });
    await waitUntil(() => drawn(el, 'call-43'), 'the new calls are drawn', { timeout: 4_000 });
    await frames(3);
    expect(scroller.scrollTop).to.equal(0);
  });

  it('draws only what is on screen of 400 calls, and every call is reachable by scrolling', async function () {
    this.timeout(60_000);
    const store = storeWith(400);
    const { el, scroller } = await tallList(store);
    await following(el, scroller, 'call-399', 'the list follows to the last call');
    // Far fewer cards than calls exist: the virtual head plus the live tail (at most 31 calls).
    expect(cards(el).length).to.be.below(80);
    const seen = new Set<string>();
    // As a person would: wheel input first, so the list knows the scroll is the user's.
    const userScroll = (top: number) => {
      scroller.dispatchEvent(new WheelEvent('wheel', { deltaY: top - scroller.scrollTop }));
      scroller.scrollTop = top;
    };
    userScroll(0);
    await waitUntil(() => cards(el).some((c) => c.getAttribute('tool-call-id') === 'call-0'), 'the first call is drawn at the top');
    for (let step = 0; step < 2_000 && !atBottom(scroller); step++) {
      userScroll(scroller.scrollTop + scroller.clientHeight * 0.9);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      for (const card of cards(el)) seen.add(card.getAttribute('tool-call-id')!);
    }
    const missing = Array.from({ length: 400 }, (_, i) => `call-${i}`).filter((id) => !seen.has(id));
    expect(missing, 'calls never drawn while scrolling top to bottom').to.deep.equal([]);
  });

  it('updates an old call in place when the user scrolled back to it', async () => {
    const store = storeWith(300);
    const { el, scroller } = await tallList(store);
    await following(el, scroller, 'call-299', 'the list follows to the last call');
    scroller.dispatchEvent(new WheelEvent('wheel', { deltaY: -100 }));
    scroller.scrollTop = 0;
    await waitUntil(() => cards(el).some((c) => c.getAttribute('tool-call-id') === 'call-0'), 'the first call is drawn');
    const top = scroller.scrollTop;
    store.dispatch(update('s1', { sessionUpdate: 'tool_call_update', toolCallId: 'call-0', status: 'failed' }), {
      from: 'agent',
      receivedAt: 400,
    });
    await waitUntil(
      () =>
        cards(el)
          .find((c) => c.getAttribute('tool-call-id') === 'call-0')
          ?.getAttribute('status') === 'failed',
      'the first card shows its new status',
    );
    expect(scroller.scrollTop, 'the list stayed where the user put it').to.equal(top);
  });
});
