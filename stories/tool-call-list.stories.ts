// SPDX-License-Identifier: Apache-2.0
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define.js';
import { createToolCallStore, type ToolCallStore } from '../src/state/index.js';
import { parseTrace, RECORDED_SESSIONS, senderOf, storeFromRecording, type RecordedSession } from './recorded-sessions.js';
import { makeCall } from './tool-call-fixtures.js';

interface Args {
  session: RecordedSession;
  /** Replay pace: 1 = as recorded, 0 = all at once. */
  speed: number;
  theme?: 'light' | 'dark';
  lang?: string;
}

/** Feeds a recorded session into a fresh store at `speed` × the recorded pace. */
function replayInto(session: RecordedSession, speed: number): ToolCallStore {
  if (speed <= 0) return storeFromRecording(session);
  const store = createToolCallStore();
  const lines = parseTrace(RECORDED_SESSIONS[session]);
  const start = lines[0]?.t_ms ?? 0;
  for (const line of lines) {
    // Stamped on arrival (the store's clock): times run at the replay's pace, as a live session's would.
    setTimeout(() => store.dispatch(line.msg, { from: senderOf(line) }), (line.t_ms - start) / speed);
  }
  return store;
}

const meta: Meta<Args> = {
  // Also shot at 420 px by the screenshot tests (test/visual).
  tags: ['screenshot-narrow'],
  title: 'Elements/tool-call-list',
  component: 'tool-call-list',
  argTypes: {
    session: { control: 'select', options: Object.keys(RECORDED_SESSIONS) },
    speed: { control: { type: 'range', min: 0, max: 8, step: 0.5 } },
    theme: { control: 'select', options: [undefined, 'light', 'dark'] },
    lang: { control: 'select', options: ['en', 'zh-CN', 'zh-TW'] },
  },
  args: { speed: 0 },
  render: ({ session, speed, theme, lang }) =>
    html`<tool-call-list .store=${replayInto(session, speed)} theme=${theme ?? ''} lang=${lang ?? 'en'}></tool-call-list>`,
};
export default meta;
type Story = StoryObj<Args>;

export const ClaudeAgentAcp: Story = { args: { session: 'claude-agent-acp' } };
export const ClaudeCodeAcp: Story = { args: { session: 'claude-code-acp' } };
export const CodexAcp: Story = { args: { session: 'codex-acp' } };
/** The codex session streaming in at twice its recorded pace. */
export const CodexAcpLive: Story = { args: { session: 'codex-acp', speed: 2 } };
export const ZhTw: Story = { args: { session: 'claude-agent-acp', lang: 'zh-TW' } };
export const Dark: Story = { args: { session: 'codex-acp', theme: 'dark' } };
export const Empty: Story = { render: () => html`<tool-call-list></tool-call-list>` };

/** 2,000 calls in a 480 px tall list: only the cards on screen exist. */
export const ThousandsOfCalls: Story = {
  render: () => {
    const store = createToolCallStore();
    const kinds = ['read', 'edit', 'search', 'execute', 'fetch'];
    const statuses = ['completed', 'completed', 'completed', 'failed', 'in_progress'];
    for (let i = 0; i < 2000; i++) {
      const call = makeCall({
        toolCallId: `call-${i}`,
        kind: kinds[i % 5],
        status: statuses[i % 5],
        title: `Step ${i + 1}: ${kinds[i % 5]} src/file-${i}.ts`,
      });
      store.dispatch(
        { jsonrpc: '2.0', method: 'session/update', params: { sessionId: 's1', update: { sessionUpdate: 'tool_call', ...call } } },
        { from: 'agent', receivedAt: call.firstSeenAt },
      );
    }
    return html`<tool-call-list .store=${store} style="--tool-call-list-height: 480px"></tool-call-list>`;
  },
};
