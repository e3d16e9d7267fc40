// SPDX-License-Identifier: Apache-2.0
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define.js';
import type { TerminalView, ToolCallView } from '../src/state/index.js';
import { callFor, contentCalls, hostileCall, HOSTILE_STRINGS, KINDS, STATUSES } from './tool-call-fixtures.js';
import { SAMPLE_ROOT } from '../test/helpers/wire.js';

interface Args {
  toolCall: ToolCallView;
  expanded?: boolean;
  theme?: 'light' | 'dark';
  lang?: string;
}

const terminals: Record<string, TerminalView> = {
  'term-1': {
    sessionId: 's1',
    terminalId: 'term-1',
    output: 'PASS src/a.test.ts\n\u001b[32m✓\u001b[0m adds (2 ms)\n',
    truncated: false,
    command: 'npm test',
    resets: 0,
    updatedAt: 0,
  },
};

const meta: Meta<Args> = {
  // Also shot at 420 px by the screenshot tests (test/visual).
  tags: ['screenshot-narrow'],
  title: 'Elements/tool-call-card',
  component: 'tool-call-card',
  argTypes: {
    theme: { control: 'select', options: [undefined, 'light', 'dark'] },
    lang: { control: 'select', options: ['en', 'zh-CN', 'zh-TW'] },
  },
  render: ({ toolCall, expanded, theme, lang }) =>
    html`<div lang=${lang ?? 'en'}>
      <tool-call-card .toolCall=${toolCall} .terminals=${terminals} ?expanded=${expanded} theme=${theme ?? ''} root=${SAMPLE_ROOT}></tool-call-card>
    </div>`,
};
export default meta;
type Story = StoryObj<Args>;

/** Every kind in every status, one card each. */
export const KindsByStatus: Story = {
  render: () => html`<div style="display:grid;gap:6px">
    ${STATUSES.flatMap((status) => KINDS.map((kind) => html`<tool-call-card .toolCall=${callFor(kind, status)}></tool-call-card>`))}
  </div>`,
};

export const MarkdownText: Story = { args: { toolCall: contentCalls.markdownText, expanded: true } };
export const Image: Story = { args: { toolCall: contentCalls.image, expanded: true } };
export const ResourceLinks: Story = { args: { toolCall: contentCalls.resourceLink, expanded: true } };
export const EmbeddedResources: Story = { args: { toolCall: contentCalls.resource, expanded: true } };
export const Diff: Story = { args: { toolCall: contentCalls.diff, expanded: true } };
export const Terminal: Story = { args: { toolCall: contentCalls.terminal } };
export const AnsiOutput: Story = { args: { toolCall: contentCalls.ansiOutput, expanded: true } };
export const UnknownContent: Story = { args: { toolCall: contentCalls.unknownContent, expanded: true } };
export const RawInputAndOutput: Story = { args: { toolCall: contentCalls.rawInputOutput, expanded: true } };
export const ManyLocations: Story = { args: { toolCall: contentCalls.manyLocations } };
export const HugeOutput: Story = { args: { toolCall: contentCalls.hugeOutput, expanded: true } };
export const LongTitle: Story = { args: { toolCall: contentCalls.longTitle } };
export const ChineseTitle: Story = { args: { toolCall: contentCalls.chineseTitle, lang: 'zh-CN' } };
export const TraditionalChineseUi: Story = { args: { toolCall: contentCalls.failedWithError, lang: 'zh-TW' } };
export const StreamingInput: Story = { args: { toolCall: contentCalls.streamingInput, expanded: true } };
export const FailedWithError: Story = { args: { toolCall: contentCalls.failedWithError } };
export const AwaitingApproval: Story = { args: { toolCall: contentCalls.awaitingApproval } };
export const Rejected: Story = {
  args: {
    toolCall: {
      ...contentCalls.awaitingApproval,
      status: 'failed',
      permission: { ...contentCalls.awaitingApproval.permission!, outcome: { outcome: 'selected', optionId: 'reject' } },
    },
  },
};
export const Dark: Story = { args: { toolCall: contentCalls.markdownText, expanded: true, theme: 'dark' } };
export const EmptyTitleFallsBackToToolName: Story = {
  args: { toolCall: { ...contentCalls.rawInputOutput, title: '', meta: { claudeCode: { toolName: 'Glob' } }, kind: 'search' } },
};
/** Script tags, javascript: links, onerror images, SVG payloads, bidi overrides and a 1 MB line in every field. */
export const HostileInput: Story = {
  render: () => html`<div style="display:grid;gap:6px">
    ${HOSTILE_STRINGS.map((text, i) => html`<tool-call-card .toolCall=${hostileCall(text, i)} expanded></tool-call-card>`)}
  </div>`,
};
