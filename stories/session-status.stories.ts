// SPDX-License-Identifier: Apache-2.0
// <session-status> over the recorded sessions (claude-agent-acp: modes and model as config options,
// usage with cost; codex-acp: model and reasoning effort, usage), over modes alone, and in dark and zh.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import '../src/elements/session-status/session-status.js';
import { createToolCallStore, selectSessions, type ToolCallStore } from '../src/state/index.js';
import { storeFromRecording, type RecordedSession } from './recorded-sessions.js';

interface Args {
  session: RecordedSession | 'modes';
  theme?: 'light' | 'dark';
  lang?: string;
}

/** A session that offers modes only (no config options), with a title and a nearly full context. */
function modesOnly(): ToolCallStore {
  const store = createToolCallStore();
  store.dispatch({ jsonrpc: '2.0', id: 1, method: 'session/new', params: { cwd: '/w', mcpServers: [] } }, { from: 'client' });
  const modes = {
    currentModeId: 'code',
    availableModes: [
      { id: 'ask', name: 'Ask', description: 'Answers questions, changes nothing' },
      { id: 'architect', name: 'Architect', description: 'Plans before it codes' },
      { id: 'code', name: 'Code', description: 'Edits files and runs commands' },
    ],
  };
  store.dispatch({ jsonrpc: '2.0', id: 1, result: { sessionId: 's', modes } }, { from: 'agent' });
  const update = (body: Record<string, unknown>) =>
    store.dispatch({ jsonrpc: '2.0', method: 'session/update', params: { sessionId: 's', update: body } }, { from: 'agent' });
  update({ sessionUpdate: 'session_info_update', title: 'Fix the greeting for empty names' });
  update({ sessionUpdate: 'usage_update', used: 183_500, size: 200_000, cost: { amount: 1.2375, currency: 'USD' } });
  return store;
}

function status({ session, theme, lang }: Args): TemplateResult {
  const store = session === 'modes' ? modesOnly() : storeFromRecording(session);
  const sessionId = selectSessions(store.getState())[0];
  return html`<div lang=${lang ?? 'en'} style=${`max-width: 720px; min-height: 200px; padding: 8px;${theme === 'dark' ? ' background: #0d1117' : ''}`}>
    <session-status .store=${store} session-id=${sessionId ?? ''} theme=${theme ?? ''}></session-status>
  </div>`;
}

const meta: Meta<Args> = {
  title: 'Elements/session-status',
  component: 'session-status',
  args: { session: 'claude-agent-acp' },
  argTypes: {
    session: { control: 'select', options: ['claude-agent-acp', 'claude-code-acp', 'codex-acp', 'modes'] },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] },
    lang: { control: 'inline-radio', options: ['en', 'zh-CN', 'zh-TW'] },
  },
  render: status,
};
export default meta;
type Story = StoryObj<Args>;

export const ClaudeAgentAcp: Story = {};
export const CodexAcp: Story = { args: { session: 'codex-acp' } };
export const ClaudeCodeAcpModesAndModels: Story = { args: { session: 'claude-code-acp' } };
export const ModesOnly: Story = { args: { session: 'modes' } };
export const Dark: Story = { args: { session: 'codex-acp', theme: 'dark' } };
export const SimplifiedChinese: Story = { args: { session: 'modes', lang: 'zh-CN' } };
export const TraditionalChinese: Story = { args: { lang: 'zh-TW', theme: 'dark' } };
/** No store yet: the element waits. */
export const Empty: Story = { render: () => html`<session-status></session-status>` };
