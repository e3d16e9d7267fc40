// SPDX-License-Identifier: Apache-2.0
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define.js';
import { storeFromRecording, type RecordedSession } from './recorded-sessions.js';

interface Args {
  session: RecordedSession;
}

const meta: Meta<Args> = {
  title: 'Elements/tool-call-list',
  component: 'tool-call-list',
  argTypes: { session: { control: 'select', options: ['claude-agent-acp', 'claude-code-acp', 'codex-acp'] } },
  render: ({ session }) => html`<tool-call-list .store=${storeFromRecording(session)}></tool-call-list>`,
};
export default meta;

export const ClaudeAgentAcp: StoryObj<Args> = { args: { session: 'claude-agent-acp' } };
export const ClaudeCodeAcp: StoryObj<Args> = { args: { session: 'claude-code-acp' } };
export const CodexAcp: StoryObj<Args> = { args: { session: 'codex-acp' } };
export const Empty: StoryObj<Args> = {
  render: () => html`<tool-call-list></tool-call-list>`,
};
