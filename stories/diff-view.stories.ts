// SPDX-License-Identifier: Apache-2.0
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define.js';
import '../src/elements/diff-view/diff-view.js';
import { selectSessions, selectToolCalls } from '../src/state/index.js';
import type { ToolCallView } from '../src/state/index.js';
import {
  BINARY,
  CHINESE,
  CRLF,
  DELETED_FILE,
  HOSTILE,
  NEW_FILE,
  NO_TRAILING_NEWLINE,
  REWRITE,
  scatteredEdits,
  SMALL_EDIT,
  V2_PATCH,
} from '../test/fixtures/diff-view/inputs.js';
import { storeFromRecording, type RecordedSession } from './recorded-sessions.js';
import { SAMPLE_ROOT as ROOT } from '../test/helpers/wire.js';

interface Args {
  diff?: unknown;
  view?: 'unified' | 'split' | 'auto';
  theme?: 'light' | 'dark';
  lang?: string;
  highlight?: boolean;
  wrap?: boolean;
}

const meta: Meta<Args> = {
  // Exports in lower case are helpers other stories and tests import, not stories.
  excludeStories: /^[a-z]/,
  // Also shot at 420 px by the screenshot tests (test/visual).
  tags: ['screenshot-narrow'],
  title: 'Elements/diff-view',
  component: 'diff-view',
  argTypes: {
    view: { control: 'select', options: ['auto', 'unified', 'split'] },
    theme: { control: 'select', options: [undefined, 'light', 'dark'] },
    lang: { control: 'select', options: ['en', 'zh-CN', 'zh-TW'] },
  },
  args: { view: 'auto' },
  render: ({ diff, view, theme, lang, highlight, wrap }) =>
    html`<div lang=${lang ?? 'en'}>
      <diff-view .diff=${diff} view=${view ?? 'auto'} theme=${theme ?? ''} root=${ROOT} ?highlight=${highlight} ?wrap=${wrap}></diff-view>
    </div>`,
};
export default meta;
type Story = StoryObj<Args>;

/** The tool calls of a recorded session that carry diff content. */
export function editCalls(session: RecordedSession): ToolCallView[] {
  const state = storeFromRecording(session).getState();
  return selectSessions(state)
    .flatMap((id) => selectToolCalls(state, id))
    .filter((call) => call.content.some((item) => item.type === 'diff'));
}

export const SmallEdit: Story = { args: { diff: SMALL_EDIT } };
export const SmallEditSplit: Story = { args: { diff: SMALL_EDIT, view: 'split' } };
export const SmallEditUnified: Story = { args: { diff: SMALL_EDIT, view: 'unified' } };
export const SmallEditDark: Story = { args: { diff: SMALL_EDIT, theme: 'dark' } };
export const SplitDark: Story = { args: { diff: SMALL_EDIT, view: 'split', theme: 'dark' } };
export const NewFile: Story = { args: { diff: NEW_FILE } };
export const DeletedFile: Story = { args: { diff: DELETED_FILE } };
export const WholeFileRewrite: Story = { args: { diff: REWRITE, view: 'split' } };
export const CrlfFile: Story = { args: { diff: CRLF } };
export const NoTrailingNewline: Story = { args: { diff: NO_TRAILING_NEWLINE } };
export const ChineseText: Story = { args: { diff: CHINESE, lang: 'zh-CN' } };
export const TraditionalChineseUi: Story = { args: { diff: CHINESE, lang: 'zh-TW', view: 'split' } };
export const HostileText: Story = { args: { diff: HOSTILE } };
export const BinaryLooking: Story = { args: { diff: BINARY } };
export const SyntaxHighlighting: Story = { args: { diff: SMALL_EDIT, highlight: true } };
export const SyntaxHighlightingDark: Story = { args: { diff: SMALL_EDIT, highlight: true, theme: 'dark', view: 'split' } };
export const V2Patch: Story = { args: { diff: V2_PATCH } };
export const V2PatchSplitDark: Story = { args: { diff: V2_PATCH, view: 'split', theme: 'dark' } };

/** claude-agent-acp sends one diff per hunk, with `locations[].line` where it starts: inside its card. */
export const ClaudeHunksInCard: Story = {
  render: () => html`<div style="display:grid;gap:8px">
    ${editCalls('claude-agent-acp').map((call) => html`<tool-call-card .toolCall=${call} expanded root=${ROOT}></tool-call-card>`)}
  </div>`,
};

/** The same hunks as bare elements, `start-line` from the location. */
export const ClaudeHunks: Story = {
  render: () => html`<div style="display:grid;gap:8px">
    ${editCalls('claude-agent-acp').map((call) =>
      call.content
        .filter((item) => item.type === 'diff')
        .map(
          (item, k) =>
            html`<diff-view .diff=${item} root=${ROOT} start-line=${call.locations.filter((l) => l.line !== undefined)[k]?.line ?? ''}></diff-view>`,
        ),
    )}
  </div>`,
};

/**
 * codex: its edit call in a card, then the patch codex recorded in `rawInput.changes` (one
 * `unified_diff` per file) as the draft v2 form.
 */
export const CodexPatch: Story = {
  render: () => {
    const calls = editCalls('codex-acp');
    const changes = calls.flatMap((call) => {
      const raw = call.rawInput as
        { changes?: Record<string, { type?: string; unified_diff?: string; move_path?: string | null }> } | undefined;
      return Object.entries(raw?.changes ?? {});
    });
    const v2 = {
      type: 'diff',
      changes: changes.map(([path, change]) => ({
        operation: change.type === 'add' ? 'add' : change.type === 'delete' ? 'delete' : 'modify',
        path,
      })),
      patch: {
        format: 'git_patch',
        text: changes
          .map(
            ([path, change]) => `--- a/${path.slice(ROOT.length + 1)}\n+++ b/${path.slice(ROOT.length + 1)}\n${change.unified_diff ?? ''}`,
          )
          .join(''),
      },
    };
    return html`<div style="display:grid;gap:8px">
      ${calls.map((call) => html`<tool-call-card .toolCall=${call} expanded root=${ROOT}></tool-call-card>`)}
      <diff-view .diff=${v2} root=${ROOT}></diff-view>
    </div>`;
  },
};

const large = scatteredEdits(50_000, 1_000);
/** 50,000 lines with 1,000 edits: diffed in a worker, only visible rows in the DOM. */
export const LargeFile: Story = {
  render: ({ view, theme }) =>
    html`<diff-view path="${ROOT}/src/generated.ts" .oldText=${large.oldText} .newText=${large.newText} root=${ROOT} view=${view ?? 'auto'} theme=${theme ?? ''}></diff-view>`,
};

export const Wrapped: Story = {
  args: {
    diff: {
      type: 'diff',
      path: `${ROOT}/notes.txt`,
      oldText: `short\n${'a long line of words '.repeat(20)}\n`,
      newText: `short\n${'a long line of text '.repeat(20)}\n`,
    },
    wrap: true,
  },
};
