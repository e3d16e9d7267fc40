// SPDX-License-Identifier: Apache-2.0
// Subagents drawn inside the call that started them, and the two ways a host adds its own drawing to a
// card: a registered tool renderer, and the card's slots.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define.js';
import { registerToolRenderer } from '../src/index.js';
import { selectSessions, selectToolCall, type ToolCallStore, type ToolCallView } from '../src/state/index.js';
import { storeFromRecording } from './recorded-sessions.js';
import { SAMPLE_ROOT as ROOT } from '../test/helpers/wire.js';

interface Args {
  theme?: 'light' | 'dark';
  lang?: string;
}

/** The recorded `Agent` call whose subagent made five calls. */
const AGENT_CALL = 'toolu_01bABvYY72AYpQ9hlwxCnFxz';
/** Messages of the recording up to the subagent's permission request (its `Bash` call awaits the answer). */
const UP_TO_PERMISSION = 26;

function agentCall(store: ToolCallStore): ToolCallView {
  const state = store.getState();
  return selectToolCall(state, selectSessions(state)[0], AGENT_CALL)!;
}

/** The Agent call's own card, given the store so it draws its subagent's calls. */
function agentCard(store: ToolCallStore, { theme, lang }: Args, expanded = true) {
  return html`<div lang=${lang ?? 'en'}>
    <tool-call-card .toolCall=${agentCall(store)} .store=${store} ?expanded=${expanded} root=${ROOT} theme=${theme ?? ''}></tool-call-card>
  </div>`;
}

const meta: Meta<Args> = {
  // Also shot at 420 px by the screenshot tests (test/visual).
  tags: ['screenshot-narrow'],
  title: 'Mechanisms/Subagents and tool renderers',
  component: 'tool-call-card',
  argTypes: {
    theme: { control: 'select', options: [undefined, 'light', 'dark'] },
    lang: { control: 'select', options: ['en', 'zh-CN', 'zh-TW'] },
  },
  render: (args) => agentCard(storeFromRecording('claude-agent-acp-subagent'), args),
};
export default meta;
type Story = StoryObj<Args>;

/** The recorded subagent tree: the Agent card opened on its five calls, with its roll-up in the header. */
export const SubagentTree: Story = {};
export const SubagentTreeDark: Story = { args: { theme: 'dark' } };
export const SubagentTreeZhCn: Story = { args: { lang: 'zh-CN' } };
export const SubagentTreeZhTw: Story = { args: { lang: 'zh-TW' } };

/** While the subagent runs: the parent is open, its Bash call asks for permission inline. */
export const SubagentRunning: Story = {
  render: (args) => agentCard(storeFromRecording('claude-agent-acp-subagent', UP_TO_PERMISSION), args, false),
};

/** The whole recorded session in a list: only top-level calls; the Agent card closed since it ended. */
export const SubagentInList: Story = {
  render: ({ theme, lang }) =>
    html`<tool-call-list .store=${storeFromRecording('claude-agent-acp-subagent')} theme=${theme ?? ''} lang=${lang ?? 'en'}></tool-call-list>`,
};

/** A host's renderer for claude-agent-acp's `Grep` and `Glob`: a result table and a header action. */
export const CustomRenderer: Story = {
  beforeEach: () =>
    registerToolRenderer({
      name: ['Grep', 'Glob'],
      render: (call) => {
        const text = call.content.map((item) => (item as { content?: { text?: string } }).content?.text ?? '').join('\n');
        const table = document.createElement('table');
        table.style.cssText = 'border-collapse:collapse;font:12px ui-monospace,monospace';
        for (const line of text.split('\n').filter(Boolean)) {
          const [file, lineNo, ...rest] = line.split(':');
          const row = table.insertRow();
          for (const cell of rest.length ? [file, lineNo, rest.join(':').trim()] : [line]) {
            const td = row.insertCell();
            td.textContent = cell;
            td.style.cssText = 'padding:2px 8px;border-bottom:1px solid color-mix(in srgb, currentColor 20%, transparent)';
          }
        }
        return table;
      },
      actions: (call) => html`<span style="font-size:11px;opacity:.7">${call.kind === 'search' ? 'custom' : ''}</span>`,
    }),
  render: ({ theme, lang }) => {
    const store = storeFromRecording('claude-agent-acp');
    const state = store.getState();
    const session = selectSessions(state)[0];
    return html`<div lang=${lang ?? 'en'} style="display:grid;gap:6px">
      ${['toolu_017kGTn5jX2RyLIJERiR19yg', 'toolu_01sEAYKfddNIfJgOt1pQ7FFn'].map(
        (id) =>
          html`<tool-call-card .toolCall=${selectToolCall(state, session, id)} .store=${store} expanded root=${ROOT} theme=${theme ?? ''}></tool-call-card>`,
      )}
    </div>`;
  },
};

/** The card's `icon` and `actions` slots: a host's badge and button beside the library's own. */
export const Slots: Story = {
  render: ({ theme, lang }) => {
    const store = storeFromRecording('claude-agent-acp');
    const state = store.getState();
    const call = selectToolCall(state, selectSessions(state)[0], 'toolu_01K2rWUWR2H6au5gy4BWD3HQ');
    return html`<div lang=${lang ?? 'en'}>
      <tool-call-card .toolCall=${call} .store=${store} root=${ROOT} theme=${theme ?? ''}>
        <span slot="icon" title="Sandboxed" style="font-size:10px;border:1px solid currentColor;border-radius:3px;padding:0 3px">sandbox</span>
        <button slot="actions" type="button" style="font:inherit;font-size:12px">Run again</button>
      </tool-call-card>
    </div>`;
  },
};
