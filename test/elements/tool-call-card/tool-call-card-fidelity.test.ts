// SPDX-License-Identifier: Apache-2.0
// What real agents send, drawn as they meant it (issue 19's fidelity fixes), against the recorded traces.
import { expect } from '@open-wc/testing';
import '../../../src/define.js';
import type { ToolCallCard } from '../../../src/index.js';
import { selectSessions, selectToolCall, selectToolCallTerminals, type ToolCallStore } from '../../../src/state/index.js';
import { $, body, card, part, partText, ROOT, terminal, text, view } from '../../helpers/cards.js';
import { loadTrace, replay, type TraceName } from '../../helpers/traces.js';
import { onDemandModulesLoaded } from '../../helpers/on-demand.js';

// Markdown renders as markdown once marked (loaded on demand) is here: checked right after a render.
before(onDemandModulesLoaded);

async function traceCard(name: TraceName, toolCallId: string, lastSeq = Infinity): Promise<ToolCallCard> {
  const store: ToolCallStore = replay((await loadTrace(name)).filter((line) => line.seq <= lastSeq));
  const state = store.getState();
  const call = selectToolCall(state, selectSessions(state)[0], toolCallId)!;
  return card(call, { expanded: true, root: ROOT, terminals: selectToolCallTerminals(state, call) });
}

describe('<tool-call-card> fidelity: plain tool output keeps its lines', () => {
  it('shows a grep result (claude-agent-acp) preformatted, one match a line', async () => {
    const el = await traceCard('claude-agent-acp-basic', 'toolu_017kGTn5jX2RyLIJERiR19yg');
    const pre = $(el, '[part=body] pre.output')!;
    expect(pre.textContent).to.equal('src/app.js:5:  // TODO: validate name\nsrc/util.js:6:// TODO: add more helpers');
    expect($(el, '[part=body] .markdown')).to.equal(null);
  });

  it('shows a glob result (claude-code-acp) one path a line', async () => {
    const el = await traceCard('claude-code-acp-basic', 'toolu_01BE7CHmu62MU47aZ4y3nZgv');
    const lines = $(el, '[part=body] pre.output')!.textContent!.split('\n');
    expect(lines.length).to.be.above(1);
    for (const line of lines) expect(line).to.match(/\.js$/);
  });

  it('still renders markdown: fenced output (a Read), a think call’s prose, single lines', async () => {
    const read = await traceCard('claude-agent-acp-basic', 'toolu_01HuDLj8rbblZCYzs0fjw7rw');
    expect($(read, '[part=body] .markdown pre')).to.not.equal(null);
    const think = await card(view({ kind: 'think', content: [text('line one\nline two')] }), { expanded: true });
    expect($(think, '[part=body] .markdown')).to.not.equal(null);
    const inline = await card(view({ kind: 'search', content: [text('Found `2` matches\nin **two** files')] }), { expanded: true });
    expect($(inline, '[part=body] .markdown code')).to.not.equal(null);
    const single = await card(view({ kind: 'search', content: [text('No matches')] }), { expanded: true });
    expect($(single, '[part=body] .markdown')).to.not.equal(null);
  });
});

describe('<tool-call-card> fidelity: titles', () => {
  it('shows claude-code-acp’s backticked command without its backticks (copy too)', async () => {
    // seq 41: the command title, before seq 46 replaces it with a description.
    const el = await traceCard('claude-code-acp-basic', 'toolu_01GdzIc56YYNTBLHJomJUGs0', 41);
    expect(partText(el, 'title')).to.equal("echo hello && printf '\\033[31mred\\033[0m\\n' && ls -la");
    expect(part(el, 'title')!.textContent).not.to.contain('`');
  });

  it('strips one wrapping pair only, and only for commands', async () => {
    const inner = await card(view({ kind: 'execute', title: 'echo `date`' }));
    expect(partText(inner, 'title')).to.equal('echo `date`');
    const read = await card(view({ kind: 'read', title: '`notes.md`' }));
    // Not a command: the title is inline markdown, its backticks a code span.
    expect(part(read, 'title')!.querySelector('code')!.textContent).to.equal('notes.md');
  });

  it('shows paths under root relative to it; the tooltip keeps the title as sent', async () => {
    const el = await card(view({ title: `Read ${ROOT}/src/app.js` }), { root: ROOT });
    expect(partText(el, 'title')).to.equal('Read src/app.js');
    expect(part(el, 'title')!.getAttribute('title')).to.equal(`Read ${ROOT}/src/app.js`);
    const root = await card(view({ kind: 'execute', title: `ls ${ROOT}` }), { root: ROOT });
    expect(partText(root, 'title')).to.equal('ls .');
    const outside = await card(view({ title: `Read ${ROOT}-old/a.js and /etc/hosts` }), { root: ROOT });
    expect(partText(outside, 'title')).to.equal(`Read ${ROOT}-old/a.js and /etc/hosts`);
    const noRoot = await card(view({ title: `Read ${ROOT}/src/app.js` }));
    expect(partText(noRoot, 'title')).to.equal(`Read ${ROOT}/src/app.js`);
  });
});

describe('<tool-call-card> fidelity: terminals without output', () => {
  it('shows codex-acp’s command output, sent as text in a fence', async () => {
    const el = await traceCard('codex-acp-basic', 'call_s3_TUlGSpYLTk4UeNy8w2zD');
    expect(body(el)!.textContent).to.contain('done');
  });

  it('shows the raw output of a terminal that got none, and "No output" when there is none at all', async () => {
    const withFallback = await card(view({ kind: 'execute', content: [{ type: 'terminal', terminalId: 't1' }] }), {
      expanded: true,
      terminals: { t1: terminal({ terminalId: 't1', fallbackOutput: 'a\nerr\n', exitStatus: { exitCode: 0 } }) },
    });
    const fallbackView = $(withFallback, 'terminal-view') as HTMLElement & { terminal: { output: string } };
    expect(fallbackView.terminal.output).to.equal('a\nerr\n');
    const empty = await card(view({ kind: 'execute', content: [{ type: 'terminal', terminalId: 't1' }] }), {
      expanded: true,
      terminals: { t1: terminal({ terminalId: 't1', exitStatus: { exitCode: 0 } }) },
    });
    const emptyView = $(empty, 'terminal-view')!;
    await (emptyView as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const shown = `${emptyView.textContent} ${emptyView.shadowRoot?.textContent ?? ''}`;
    expect(shown).to.contain('No output');
  });
});
