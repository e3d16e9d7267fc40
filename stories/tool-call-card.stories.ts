// SPDX-License-Identifier: Apache-2.0
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define.js';
import type { ToolCallView } from '../src/state/index.js';

const base: ToolCallView = {
  sessionId: 's1',
  toolCallId: 'call_1',
  title: 'Read src/app.js',
  kind: 'read',
  status: 'completed',
  content: [],
  locations: [{ path: '/home/dev/demo-project/src/app.js', line: 1 }],
  meta: {},
  firstSeenAt: 0,
  updatedAt: 20,
  endedAt: 20,
};

const meta: Meta<{ toolCall: ToolCallView }> = {
  title: 'Elements/tool-call-card',
  component: 'tool-call-card',
  render: ({ toolCall }) => html`<tool-call-card .toolCall=${toolCall}></tool-call-card>`,
};
export default meta;

type Story = StoryObj<{ toolCall: ToolCallView }>;
export const Completed: Story = { args: { toolCall: base } };
export const Pending: Story = { args: { toolCall: { ...base, status: 'pending', endedAt: undefined } } };
export const Running: Story = {
  args: { toolCall: { ...base, kind: 'execute', title: 'npm test', status: 'in_progress', endedAt: undefined } },
};
export const Failed: Story = { args: { toolCall: { ...base, kind: 'execute', title: 'npm test', status: 'failed' } } };
export const Cancelled: Story = { args: { toolCall: { ...base, kind: 'edit', title: 'Edit src/app.js', status: 'cancelled' } } };
export const AwaitingApproval: Story = {
  args: {
    toolCall: {
      ...base,
      kind: 'edit',
      title: 'Edit src/app.js',
      status: 'pending',
      endedAt: undefined,
      permission: {
        requestId: 0,
        options: [
          { optionId: 'allow', name: 'Allow', kind: 'allow_once' },
          { optionId: 'reject', name: 'Reject', kind: 'reject_once' },
        ],
      },
    },
  },
};
export const Rejected: Story = {
  args: {
    toolCall: {
      ...AwaitingApproval.args!.toolCall!,
      status: 'failed',
      permission: { ...AwaitingApproval.args!.toolCall!.permission!, outcome: { outcome: 'selected', optionId: 'reject' } },
    },
  },
};
export const EmptyTitleFallsBackToToolName: Story = {
  args: { toolCall: { ...base, title: '', meta: { claudeCode: { toolName: 'Glob' } }, kind: 'search' } },
};
