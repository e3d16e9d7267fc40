// SPDX-License-Identifier: Apache-2.0
// <change-review> on a real store and change tracker (trackChanges): the recorded claude-code-acp
// turn that writes through the client's fs (exact: src/app.js edited twice, NOTES.md created,
// build/out.txt emptied, a CRLF file), the snippets of claude-agent-acp and codex-acp, and a
// hand-built turn (several files, a deleted and a moved one, one being edited, an undone file
// offering Redo, a file changed since the agent wrote it), in zh-CN / zh-TW, dark, VS Code's Dark
// Modern theme and 420 px wide. The host's fs is a Map: Undo and Redo really rewrite it.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { styleMap } from 'lit/directives/style-map.js';
import { trackChanges, type ChangeTracker } from '../src/changes/index.js';
import type { ChangeReview } from '../src/elements/change-review/change-review.component.js';
import '../src/elements/change-review/change-review.js';
import '../src/elements/diff-view/diff-view.js';
import { createToolCallStore } from '../src/state/index.js';
import clientFsFiles from '../test/fixtures/claude-code-acp-review-clientfs.files.json?raw';
import clientFsTrace from '../test/fixtures/claude-code-acp-review-clientfs.jsonl?raw';
import { changeSession, MemoryFs } from '../test/helpers/changes.js';
import { SAMPLE_ROOT as ROOT } from '../test/helpers/wire.js';
import { parseTrace, RECORDED_SESSIONS } from './recorded-sessions.js';
import { storyTarget, type StoryTarget } from './story-target.js';
import { DARK_MODERN, themeClasses, themeVariables } from './vscode-themes.js';

type Source = 'client-fs' | 'claude-agent-acp' | 'codex-acp' | 'hand-built' | 'editing' | 'none';

interface Args {
  source: Source;
  open?: boolean;
  /** Expand these files (relative paths). */
  expand?: string[];
  theme?: 'light' | 'dark';
  lang?: string;
  vscode?: boolean;
  width?: number;
}

interface Fed {
  tracker: ChangeTracker;
  sessionId: string;
  target: StoryTarget;
  /** What a user does once the element is drawn (undo a file, …). */
  arrange?: () => Promise<void>;
}

/**
 * A recorded session replayed into a store and its tracker. With `files` (the client-fs trace), the
 * host's fs starts with the texts before the turn and the agent's writes go through the tracker's
 * fs, as `connectAcp` hands them over, so Undo and Redo rewrite it.
 */
function recorded(text: string, files?: Record<string, { before: string | null; after: string }>): Fed {
  const store = createToolCallStore();
  const disk = files
    ? new MemoryFs(
        Object.fromEntries(Object.entries(files).flatMap(([path, texts]) => (texts.before === null ? [] : [[path, texts.before]]))),
      )
    : undefined;
  const target = storyTarget();
  const tracker = trackChanges(store, { fs: disk, target });
  const lines = parseTrace(text);
  const sessionId = lines.map((line) => (line.msg as { result?: { sessionId?: string } }).result?.sessionId).find(Boolean) ?? '';
  const arrange = async () => {
    for (const line of lines) {
      store.dispatch(line.msg, { from: line.dir === 'agent->client' ? 'agent' : 'client', receivedAt: line.t_ms });
      const message = line.msg as { method?: string; params?: { sessionId: string; path: string; content: string } };
      if (disk && message.method === 'fs/write_text_file') await tracker.fs.writeTextFile!(message.params!);
    }
    await tracker.settled();
  };
  return { tracker, sessionId, target, arrange };
}

const inRoot = (path: string) => `${ROOT}/${path}`;
const UTIL_BEFORE = 'export function clamp(x, lo, hi) {\n  return Math.min(hi, Math.max(lo, x));\n}\n';
const README_BEFORE = '# Demo project\n\nRun `npm start`.\n';

/** A turn built by hand: edits through the client, a deletion, a move, an undone file, a file changed since, one being edited. */
function handBuilt(editing: boolean): Fed {
  const disk = new MemoryFs({
    [inRoot('src/app.js')]: 'export function greet(name) {\n  return "Hello, " + name;\n}\n',
    [inRoot('src/util.js')]: UTIL_BEFORE,
    [inRoot('README.md')]: README_BEFORE,
    [inRoot('build/old.log')]: 'stale\n',
    [inRoot('docs/guide.md')]: '# Guide\n',
  });
  const target = storyTarget();
  const session = changeSession({ fs: disk, target, sessionId: 'sess-hand-built' });
  const { tracker, sessionId } = session;
  const edit = async (callId: string, path: string, content: string, running = false) => {
    session.call(callId, { kind: 'edit', title: `Edit ${path}`, locations: [{ path: inRoot(path) }] });
    await session.write(inRoot(path), content);
    if (!running) session.end(callId);
    await tracker.settled();
  };
  const arrange = async () => {
    session.prompt('Tidy the project up');
    await edit('call-app', 'src/app.js', 'export function greet(name = "world") {\n  return `Hello, ${name}!`;\n}\n');
    await edit('call-util', 'src/util.js', UTIL_BEFORE.replace('Math.min(hi, Math.max(lo, x))', 'x < lo ? lo : x > hi ? hi : x'));
    await edit('call-readme', 'README.md', `${README_BEFORE}\nSee NOTES.md.\n`);
    await edit('call-notes', 'NOTES.md', '# Notes\n\n- greet() has a default\n');
    session.call('call-delete', { kind: 'delete', title: 'Delete build/old.log', locations: [{ path: inRoot('build/old.log') }] });
    await tracker.settled();
    disk.files.delete(inRoot('build/old.log'));
    session.end('call-delete');
    await tracker.settled();
    const [from, to] = [inRoot('docs/guide.md'), inRoot('docs/user-guide.md')];
    session.call('call-move', { kind: 'move', title: 'Move docs/guide.md', locations: [{ path: from }, { path: to }] });
    await tracker.settled();
    disk.files.set(to, disk.files.get(from)!);
    disk.files.delete(from);
    session.end('call-move');
    await tracker.settled();
    // The user undid NOTES.md (Redo is offered), and edited README.md after the agent did.
    await tracker.undo({ sessionId, path: inRoot('NOTES.md') });
    disk.files.set(inRoot('README.md'), `${disk.files.get(inRoot('README.md'))}Edited by hand.\n`);
    await tracker.undo({ sessionId, path: inRoot('README.md') });
    if (editing) await edit('call-live', 'src/app.js', `${disk.files.get(inRoot('src/app.js'))}\nexport const VERSION = 2;\n`, true);
  };
  return { tracker, sessionId, target, arrange };
}

function feed(source: Source): Fed {
  switch (source) {
    case 'client-fs':
      return recorded(clientFsTrace, JSON.parse(clientFsFiles) as Record<string, { before: string | null; after: string }>);
    case 'claude-agent-acp':
      return recorded(RECORDED_SESSIONS['claude-agent-acp']);
    case 'codex-acp':
      return recorded(RECORDED_SESSIONS['codex-acp']);
    case 'none':
      return { tracker: trackChanges(createToolCallStore(), { target: null }), sessionId: 'sess-none', target: storyTarget() };
    default:
      return handBuilt(source === 'editing');
  }
}

/** Expands the named files once they are drawn (the element reads the change set once a frame). */
async function expandFiles(el: ChangeReview, paths: readonly string[]): Promise<void> {
  const rows = () =>
    [...(el.shadowRoot?.querySelectorAll<HTMLElement>('[part~="file"]') ?? [])].filter((row) =>
      paths.some((path) => row.dataset.path === inRoot(path)),
    );
  for (let frame = 0; frame < 60 && rows().length < paths.length; frame += 1)
    await new Promise((resolve) => requestAnimationFrame(resolve));
  for (const row of rows()) {
    const disclosure = row.querySelector<HTMLElement>('[part~="disclosure"]')!;
    if (disclosure.getAttribute('aria-expanded') !== 'true') disclosure.click();
  }
  await el.updateComplete;
}

function review({ source, open, expand, theme, lang, vscode, width }: Args): TemplateResult {
  const fed = feed(source);
  let arranged = false;
  const ready = (el: Element | undefined) => {
    if (!el || arranged) return;
    arranged = true;
    const review = el as ChangeReview;
    fed.target.attach(review);
    void (async () => {
      await fed.arrange?.();
      await review.updateComplete;
      if (expand?.length) await expandFiles(review, expand);
    })();
  };
  const surface = vscode
    ? { ...themeVariables(DARK_MODERN), background: 'var(--vscode-editor-background)', color: 'var(--vscode-editor-foreground)' }
    : theme === 'dark'
      ? { background: '#0d1117' }
      : {};
  return html`<div lang=${lang ?? 'en'} class=${vscode ? themeClasses(DARK_MODERN).join(' ') : ''}
    style=${styleMap({ maxWidth: `${width ?? 900}px`, padding: '8px', ...surface })}>
    <change-review .changes=${fed.tracker} session-id=${fed.sessionId} root=${ROOT} ?open=${open ?? true}
      theme=${theme ?? ''} ${ref(ready)}></change-review>
  </div>`;
}

const meta: Meta<Args> = {
  title: 'Elements/change-review',
  component: 'change-review',
  args: { source: 'hand-built', open: true },
  argTypes: {
    source: { control: 'select', options: ['client-fs', 'claude-agent-acp', 'codex-acp', 'hand-built', 'editing', 'none'] },
    open: { control: 'boolean' },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] },
    lang: { control: 'inline-radio', options: ['en', 'zh-CN', 'zh-TW'] },
    width: { control: 'number' },
  },
  render: review,
};
export default meta;
type Story = StoryObj<Args>;

export const SummaryRow: Story = { args: { source: 'client-fs', open: false } };
export const ClientWritesExact: Story = { args: { source: 'client-fs', expand: ['src/app.js', 'src/win.txt'] } };
export const ClaudeAgentSnippets: Story = { args: { source: 'claude-agent-acp', expand: ['src/app.js'] } };
export const CodexSnippets: Story = { args: { source: 'codex-acp' } };
export const SeveralFilesUndoneAndChangedSince: Story = { args: { expand: ['NOTES.md', 'README.md'] } };
export const BeingEdited: Story = { args: { source: 'editing' } };
export const NoChanges: Story = { args: { source: 'none' } };
export const SimplifiedChinese: Story = { args: { lang: 'zh-CN', expand: ['NOTES.md'] } };
export const TraditionalChinese: Story = { args: { lang: 'zh-TW', expand: ['NOTES.md'] } };
export const Dark: Story = { args: { theme: 'dark', expand: ['src/app.js', 'NOTES.md'] } };
export const VsCodeDarkModern: Story = { name: 'VS Code Dark Modern', args: { vscode: true, expand: ['src/app.js'] } };
export const Narrow: Story = { args: { width: 420, expand: ['src/util.js'] } };
