// SPDX-License-Identifier: Apache-2.0
// <plan-view>: a plan given as entries, codex-acp's recorded plan read from a store, a plan that
// updates in place while an agent works through it, draft markdown and file plans, dark, zh.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { ref } from 'lit/directives/ref.js';
import '../src/elements/plan-view/plan-view.js';
import { createToolCallStore, type PlanEntry, type ToolCallStore } from '../src/state/index.js';
import { SAMPLE_ROOT, update } from '../test/helpers/wire.js';
import { storeFromRecording } from './recorded-sessions.js';

const ENTRIES: PlanEntry[] = [
  { content: 'Read `src/app.js` and the tests', priority: 'high', status: 'completed' },
  { content: 'Fix the greeting for empty names', priority: 'high', status: 'completed' },
  { content: 'Check the remaining TODOs', priority: 'medium', status: 'in_progress' },
  { content: 'Add a test for the empty name', priority: 'medium', status: 'pending' },
  { content: 'Write a summary of the change', priority: 'low', status: 'pending' },
];

interface Args {
  theme?: 'light' | 'dark';
  lang?: string;
}

const frame = (args: Args, body: TemplateResult) =>
  html`<div lang=${args.lang ?? 'en'} style=${`max-width: 480px; padding: 8px;${args.theme === 'dark' ? ' background: #0d1117' : ''}`}>${body}</div>`;

/** Steps an agent through ENTRIES, one status change a second, while the element is in the page. */
function working(): TemplateResult {
  const store = createToolCallStore();
  let element: Element | undefined;
  let step = 0;
  const send = () => {
    const entries = ENTRIES.map((entry, i) => ({
      ...entry,
      status: i < Math.floor(step / 2) ? 'completed' : i === Math.floor(step / 2) && step % 2 === 1 ? 'in_progress' : 'pending',
    }));
    store.dispatch(update('s', { sessionUpdate: 'plan', entries }), { from: 'agent' });
    step = (step + 1) % (ENTRIES.length * 2 + 1);
  };
  send();
  const timer = setInterval(() => (element && !element.isConnected ? clearInterval(timer) : send()), 1000);
  return html`<plan-view ${ref((el) => (element = el))} .store=${store} session-id="s"></plan-view>`;
}

function drafts(): ToolCallStore {
  const store = createToolCallStore();
  const plan = (body: Record<string, unknown>) =>
    store.dispatch(update('s', { sessionUpdate: 'plan_update', plan: body }), { from: 'agent' });
  plan({ type: 'items', planId: 'p1', entries: ENTRIES.slice(0, 3) });
  plan({ type: 'markdown', planId: 'p2', content: '## Approach\n\n1. Reproduce the bug\n2. Fix `greet()`\n3. Run **all** tests' });
  plan({ type: 'file', planId: 'p3', uri: `file://${SAMPLE_ROOT}/PLAN.md` });
  return store;
}

const meta: Meta<Args> = {
  title: 'Elements/plan-view',
  component: 'plan-view',
  argTypes: {
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] },
    lang: { control: 'inline-radio', options: ['en', 'zh-CN', 'zh-TW'] },
  },
  render: (args) => frame(args, html`<plan-view .plan=${ENTRIES} theme=${args.theme ?? ''}></plan-view>`),
};
export default meta;
type Story = StoryObj<Args>;

export const Entries: Story = {};
export const Dark: Story = { args: { theme: 'dark' } };
export const SimplifiedChinese: Story = { args: { lang: 'zh-CN' } };
export const TraditionalChinese: Story = { args: { lang: 'zh-TW', theme: 'dark' } };
/** codex-acp's `update_plan`, from the recorded session. */
export const CodexAcpRecorded: Story = {
  render: (args) =>
    frame(args, html`<plan-view .store=${storeFromRecording('codex-acp')} session-id="01a2008c-07d8-7081-a043-6489d43a445a"></plan-view>`),
};
/** A plan the agent works through: each entry's row stays, its status changes in place. */
export const Updating: Story = { render: (args) => frame(args, working()) };
/** Draft `plan_update` forms: entries, markdown and a plan file. */
export const DraftPlans: Story = { render: (args) => frame(args, html`<plan-view .store=${drafts()} session-id="s"></plan-view>`) };
export const Empty: Story = { render: (args) => frame(args, html`<plan-view .plan=${[]}></plan-view>`) };
