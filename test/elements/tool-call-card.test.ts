// SPDX-License-Identifier: Apache-2.0
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { ToolCallCard } from '../../src/index.js';
import type { ToolCallView } from '../../src/state/index.js';

const call: ToolCallView = {
  sessionId: 's1',
  toolCallId: 'call_1',
  title: 'Read src/app.js',
  kind: 'read',
  status: 'completed',
  content: [],
  locations: [],
  meta: {},
  firstSeenAt: 0,
  updatedAt: 1,
  endedAt: 1,
};

async function card(toolCall: ToolCallView, lang = 'en'): Promise<ToolCallCard> {
  const wrapper = await fixture<HTMLDivElement>(html`<div lang=${lang}><tool-call-card .toolCall=${toolCall}></tool-call-card></div>`);
  const el = wrapper.querySelector('tool-call-card')!;
  await el.updateComplete;
  return el;
}

const part = (el: Element, name: string) => el.shadowRoot!.querySelector(`[part~="${name}"]`)!;

describe('<tool-call-card>', () => {
  it('reflects kind, status and tool-call-id as attributes', async () => {
    const el = await card({ ...call, kind: 'execute', status: 'in_progress' });
    expect(el.getAttribute('kind')).to.equal('execute');
    expect(el.getAttribute('status')).to.equal('in_progress');
    expect(el.getAttribute('tool-call-id')).to.equal('call_1');
  });

  it('renders an agent title as text, never as HTML', async () => {
    const el = await card({ ...call, title: '<img src=x onerror="window.__pwned=1">' });
    expect(part(el, 'title').textContent).to.equal('<img src=x onerror="window.__pwned=1">');
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
  });

  const fallbacks: Array<[string, Partial<ToolCallView>, string]> = [
    ['name', { name: 'read_file' }, 'read_file'],
    ['_meta.claudeCode.toolName', { meta: { claudeCode: { toolName: 'Glob' } } }, 'Glob'],
    ['_meta.tool_name', { meta: { tool_name: 'web_search' } }, 'web_search'],
    ['the kind label', { kind: 'fetch' }, 'Fetch'],
  ];
  for (const [source, fields, expected] of fallbacks) {
    it(`falls back to ${source} when the title is empty`, async () => {
      const el = await card({ ...call, title: '', ...fields });
      expect(part(el, 'title').textContent).to.equal(expected);
    });
  }

  it('shows "awaiting approval" while a permission has no outcome, then the decision', async () => {
    const permission = {
      requestId: 1,
      options: [
        { optionId: 'ok', name: 'Allow', kind: 'allow_once' as const },
        { optionId: 'no', name: 'Reject', kind: 'reject_once' as const },
      ],
    };
    expect(part(await card({ ...call, status: 'pending', permission }), 'status').textContent).to.equal('Awaiting approval');
    const rejected = await card({ ...call, status: 'failed', permission: { ...permission, outcome: { outcome: 'selected', optionId: 'no' } } });
    expect(part(rejected, 'status').textContent).to.equal('Rejected');
  });

  it('speaks Simplified and Traditional Chinese', async () => {
    expect(part(await card(call, 'zh-CN'), 'status').textContent).to.equal('已完成');
    expect(part(await card({ ...call, status: 'in_progress' }, 'zh-TW'), 'status').textContent).to.equal('執行中');
  });

  it('is accessible', async () => {
    const el = await card(call);
    await expect(el).to.be.accessible();
  });
});
