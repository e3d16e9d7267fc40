// SPDX-License-Identifier: Apache-2.0
// <location-follower> replaying the recorded real-agent sessions of test/fixtures, message by
// message, with a log of the location-follow events a host IDE would receive.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { ref } from 'lit/directives/ref.js';
import '../src/elements/location-follower/location-follower.js';
import type { LocationFollower } from '../src/elements/location-follower/location-follower.component.js';
import { createToolCallStore, selectToolCalls, type ToolCallStore, type ToolCallView } from '../src/state/index.js';
import { parseTrace, RECORDED_SESSIONS, storeFromRecording, type RecordedSession } from './recorded-sessions.js';
import { SAMPLE_ROOT as ROOT } from '../test/helpers/wire.js';

/** Feeds a recorded session into `store` one message per `stepMs`, while `alive()` says so. */
export function replayInto(store: ToolCallStore, name: RecordedSession, stepMs: number, alive: () => boolean): void {
  const lines = parseTrace(RECORDED_SESSIONS[name]);
  let next = 0;
  const step = () => {
    if (next >= lines.length || !alive()) return;
    const line = lines[next++];
    store.dispatch(line.msg, { from: line.dir === 'agent->client' ? 'agent' : 'client', receivedAt: line.t_ms });
    setTimeout(step, stepMs);
  };
  setTimeout(step, stepMs);
}

/** A few calls whose paths and titles carry markup, bidi overrides and a very long name. */
export function hostileCalls(): ToolCallView[] {
  const base = { sessionId: 'hostile', status: 'completed', content: [], meta: {}, firstSeenAt: 0 };
  return [
    {
      ...base,
      toolCallId: 'h1',
      title: '<img src=x onerror=alert(1)>',
      kind: 'read',
      updatedAt: 1,
      locations: [{ path: `${ROOT}/<script>alert(2)</script>.ts`, line: 3 }],
    },
    {
      ...base,
      toolCallId: 'h2',
      title: 'Edit \u202Egnp.exe',
      kind: 'edit',
      updatedAt: 2,
      locations: [{ path: `${ROOT}/src/\u202Etxt.exe:10-20` }],
    },
    {
      ...base,
      toolCallId: 'h3',
      title: 'x'.repeat(5000),
      kind: '__proto__',
      updatedAt: 3,
      locations: [{ path: `${ROOT}/${'very-long-directory/'.repeat(40)}${'n'.repeat(300)}.ts`, line: 7 }],
    },
  ];
}

interface Args {
  session?: RecordedSession;
  layout?: 'expanded' | 'compact';
  theme?: 'light' | 'dark';
  lang?: string;
  lineBase?: number;
}

/** A follower following a live replay, and the events it fires. */
function replay({ session = 'claude-agent-acp', layout, theme, lang, lineBase }: Args): TemplateResult {
  const store = createToolCallStore();
  let log: HTMLOListElement | undefined;
  let follower: LocationFollower | undefined;
  const record = (text: string) => {
    if (!log) return;
    const item = document.createElement('li');
    item.textContent = text; // agent data: as text
    log.prepend(item);
  };
  replayInto(store, session, 250, () => follower?.isConnected ?? true);
  return html`<div lang=${lang ?? 'en'} style="display: grid; gap: 8px; max-width: 520px">
    <location-follower ${ref((el) => (follower = el as LocationFollower | undefined))} .store=${store} following layout=${layout ?? 'expanded'}
      theme=${theme ?? ''} line-base=${lineBase ?? 1}
      @location-follow=${(e: Event) => {
        const { path, line, kind } = (e as CustomEvent<{ path: string; line?: number; kind: string }>).detail;
        record(`follow ${kind} ${path}${line !== undefined ? `:${line}` : ''}`);
      }}
      @location-open=${(e: Event) => {
        const { path, line } = (e as CustomEvent<{ path: string; line?: number }>).detail;
        record(`open ${path}${line !== undefined ? `:${line}` : ''}`);
      }}></location-follower>
    <section aria-label="Events" style="font: 12px ui-monospace, monospace">
      <ol ${ref((el) => (log = el as HTMLOListElement | undefined))} style="margin: 0; padding-left: 20px; max-height: 160px; overflow: auto" tabindex="0"
        aria-label="Event log"></ol>
    </section>
  </div>`;
}

const settled = (session: RecordedSession, extra: Partial<Args> & { root?: string } = {}) =>
  html`<div lang=${extra.lang ?? 'en'} style="max-width: 520px">
    <location-follower .store=${storeFromRecording(session)} layout=${extra.layout ?? 'expanded'} theme=${extra.theme ?? ''}
      line-base=${extra.lineBase ?? 1}></location-follower>
  </div>`;

const meta: Meta<Args> = {
  title: 'Elements/location-follower',
  component: 'location-follower',
  excludeStories: /^[a-z]/,
  argTypes: {
    session: { control: 'select', options: Object.keys(RECORDED_SESSIONS) },
    layout: { control: 'select', options: ['expanded', 'compact'] },
    theme: { control: 'select', options: [undefined, 'light', 'dark'] },
    lang: { control: 'select', options: ['en', 'zh-CN', 'zh-TW'] },
  },
  render: replay,
};
export default meta;
type Story = StoryObj<Args>;

/** claude-agent-acp, replayed live: reads app.js at lines 1 and 3, edits it, lists the project. */
export const ReplayClaudeAgentAcp: Story = { args: { session: 'claude-agent-acp' } };
/** claude-code-acp, replayed live: it sends `line: 0` (shown as line 1 with the default base). */
export const ReplayClaudeCodeAcp: Story = { args: { session: 'claude-code-acp' } };
/** codex-acp, replayed live: the patch's location only. */
export const ReplayCodexAcp: Story = { args: { session: 'codex-acp' } };
/** The end of each recorded session, at rest. */
export const ClaudeAgentAcpAtRest: Story = { render: () => settled('claude-agent-acp') };
export const ClaudeCodeAcpZeroBased: Story = { render: () => settled('claude-code-acp', { lineBase: 0 }) };
export const CodexAcpAtRest: Story = { render: () => settled('codex-acp') };
/** In a status bar: one line, the toggle and the position. */
export const CompactStatusBar: Story = {
  render:
    () => html`<div role="contentinfo" style="display: flex; align-items: center; gap: 12px; padding: 2px 8px; border-top: 1px solid #d1d9e0; font: 12px system-ui; color: CanvasText; background: Canvas">
    <span>main</span>
    <location-follower .store=${storeFromRecording('claude-agent-acp')} layout="compact" following></location-follower>
    <span style="margin-left: auto">UTF-8</span>
  </div>`,
};
export const Empty: Story = { render: () => html`<location-follower .toolCalls=${[]}></location-follower>` };
export const Dark: Story = { render: () => settled('claude-agent-acp', { theme: 'dark' }) };
export const SimplifiedChinese: Story = { render: () => settled('claude-agent-acp', { lang: 'zh-CN' }) };
export const TraditionalChinese: Story = { render: () => settled('claude-code-acp', { lang: 'zh-TW', layout: 'compact' }) };
/** Markup, bidi overrides and huge names in paths and titles: text only, bounded width. */
export const HostilePaths: Story = {
  render: () => html`<div style="max-width: 520px"><location-follower .toolCalls=${hostileCalls()} root=${ROOT}></location-follower></div>`,
};
/** Fed with `.toolCalls` instead of a store. */
export const FromToolCalls: Story = {
  render: () => html`<div style="max-width: 520px">
    <location-follower .toolCalls=${selectToolCalls(storeFromRecording('claude-agent-acp').getState(), 'bbbab2ff-c838-489f-a000-3b12fcd40a58')}
      root=${ROOT}></location-follower>
  </div>`,
};
