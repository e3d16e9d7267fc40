// SPDX-License-Identifier: Apache-2.0
// <prompt-input> in each state: empty, with text, the command menu open, the mention menu with a
// slow provider, attachments with a refusal, a turn running with a queue, the queue paused after a
// stopped turn, in zh-TW, dark, and in VS Code's Dark Modern theme.
// Each story folds real ACP messages into a store (session/new, available_commands_update, the
// client's session/prompt and the agent's answer) and drives the element as a user would.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { styleMap } from 'lit/directives/style-map.js';
import '../src/elements/prompt-input/prompt-input.js';
import type { MentionItem, MentionProvider } from '../src/elements/prompt-input/mention-model.js';
import type { PromptInput } from '../src/elements/prompt-input/prompt-input.component.js';
import { createToolCallStore, type ToolCallStore } from '../src/state/index.js';
import { DARK_MODERN, themeClasses, themeVariables } from './vscode-themes.js';

type State = 'empty' | 'typing' | 'menu' | 'mentions' | 'attachments' | 'paste' | 'queue' | 'paused';

interface Args {
  state: State;
  theme?: 'light' | 'dark';
  lang?: string;
  vscode?: boolean;
}

const rpc = (body: Record<string, unknown>) => ({ jsonrpc: '2.0', ...body });
let storyCount = 0;

const ROOT = '/home/dev/demo-project';
const file = (path: string, kind: MentionItem['kind'] = 'file'): MentionItem => ({
  kind,
  label: path.split('/').at(-1)!,
  uri: `file://${ROOT}/${path}`,
  path: `${ROOT}/${path}`,
});
const WORKSPACE: MentionItem[] = [
  file('src/greeting.ts'),
  file('src/parser.ts'),
  file('test', 'folder'),
  { kind: 'symbol', label: 'greet', uri: `file://${ROOT}/src/greeting.ts#L3`, description: 'function in src/greeting.ts' },
  { kind: 'url', label: 'ACP overview', uri: 'https://agentclientprotocol.com/protocol/overview', description: 'agentclientprotocol.com' },
];

/** A provider that takes its time, as a search over a large workspace does: the menu shows its progress first. */
const slowProvider: MentionProvider = (query, { signal }) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(WORKSPACE.filter((item) => item.label.includes(query) || item.path?.includes(query))), 1500);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** A small picture, drawn here so that the story needs no image file. */
async function picture(name: string, hue: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 64;
  const g = canvas.getContext('2d')!;
  g.fillStyle = `hsl(${hue} 60% 55%)`;
  g.fillRect(0, 0, 64, 64);
  g.fillStyle = `hsl(${hue + 40} 70% 85%)`;
  g.fillRect(12, 12, 40, 24);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

function sessionStore(sessionId: string): ToolCallStore {
  const store = createToolCallStore();
  // The agent's initialize answer: its prompts take images and audio.
  store.dispatch(rpc({ id: 0, method: 'initialize', params: { protocolVersion: 1, clientCapabilities: {} } }), { from: 'client' });
  const promptCapabilities = { image: true, audio: true };
  store.dispatch(rpc({ id: 0, result: { protocolVersion: 1, agentCapabilities: { promptCapabilities } } }), { from: 'agent' });
  store.dispatch(rpc({ id: 1, method: 'session/new', params: { cwd: ROOT, mcpServers: [] } }), { from: 'client' });
  store.dispatch(rpc({ id: 1, result: { sessionId } }), { from: 'agent' });
  const availableCommands = [
    { name: 'review', description: 'Review the current changes', input: { hint: 'what to focus on' } },
    { name: 'init', description: 'Create an AGENTS.md for this project' },
    { name: 'compact', description: 'Summarise the conversation to free context' },
    { name: 'pr-comments', description: 'Answer the review comments on a pull request' },
  ];
  const update = { sessionUpdate: 'available_commands_update', availableCommands };
  store.dispatch(rpc({ method: 'session/update', params: { sessionId, update } }), { from: 'agent' });
  // An earlier turn, for ↑.
  store.dispatch(rpc({ id: 2, method: 'session/prompt', params: { sessionId, prompt: [{ type: 'text', text: 'Fix the greeting' }] } }), {
    from: 'client',
  });
  store.dispatch(rpc({ id: 2, result: { stopReason: 'end_turn' } }), { from: 'agent' });
  return store;
}

const startTurn = (store: ToolCallStore, sessionId: string, id: number, text: string) =>
  store.dispatch(rpc({ id, method: 'session/prompt', params: { sessionId, prompt: [{ type: 'text', text }] } }), { from: 'client' });

/** Brings a freshly drawn element into its story's state, through what a user does. */
async function arrange(el: PromptInput, store: ToolCallStore, sessionId: string, state: State): Promise<void> {
  await el.updateComplete;
  const input = el.shadowRoot!.querySelector('textarea')!;
  const typeText = async (text: string) => {
    input.value = text;
    input.setSelectionRange(text.length, text.length);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await el.updateComplete;
  };
  const enter = async () => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await el.updateComplete;
  };
  if (state === 'typing') await typeText('Add a test for empty names,\nthen run the suite');
  if (state === 'menu') await typeText('/');
  if (state === 'mentions') await typeText('Explain @gree');
  if (state === 'attachments') {
    await typeText('What changed between these two screenshots?');
    const pdf = new File(['%PDF-1.7'], 'spec.pdf', { type: 'application/pdf' });
    el.attach([
      await picture('before.png', 210),
      await picture('after.png', 140),
      new File([new Uint8Array(64)], 'voice-note.wav', { type: 'audio/wav' }),
      pdf,
    ]);
  }
  if (state === 'queue' || state === 'paused') {
    startTurn(store, sessionId, 3, 'Refactor the parser');
    await el.updateComplete;
    const chinese = el.closest('[lang]')?.getAttribute('lang')?.startsWith('zh');
    const queued = chinese
      ? ['然後更新變更日誌', '再開一個合併請求，附上變更摘要']
      : ['Then update the changelog', 'And open a pull request with a summary of the changes'];
    for (const text of queued) {
      await typeText(text);
      await enter();
    }
    await typeText(chinese ? '也檢查一下文件' : 'Also check the docs');
  }
  if (state === 'paste') {
    await typeText('Why does this log fail? ');
    const log = Array.from({ length: 6_000 }, (_, i) => `[${i}] GET /api/items?page=${i} 200 in ${(i * 7) % 90} ms`).join('\n');
    const data = new DataTransfer();
    data.setData('text/plain', log);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, composed: true, cancelable: true }));
    await el.updateComplete;
  }
  if (state === 'paused') {
    el.stop();
    store.dispatch(rpc({ id: 3, result: { stopReason: 'cancelled' } }), { from: 'agent' });
    await el.updateComplete;
    await typeText('');
  }
}

function composer({ state, theme, lang, vscode }: Args): TemplateResult {
  const sessionId = `story-${++storyCount}`;
  const store = sessionStore(sessionId);
  let arranged = false;
  const ready = (el: Element | undefined) => {
    if (!el || arranged) return;
    arranged = true;
    // Pictures are encoded and files read in real time: the screenshot tests wait while the story says it is busy.
    const frame = el.parentElement!;
    frame.setAttribute('data-story-busy', '');
    void arrange(el as PromptInput, store, sessionId, state).finally(() => frame.removeAttribute('data-story-busy'));
  };
  const surface = vscode
    ? { ...themeVariables(DARK_MODERN), background: 'var(--vscode-editor-background)', color: 'var(--vscode-editor-foreground)' }
    : theme === 'dark'
      ? { background: '#0d1117' }
      : {};
  return html`<div lang=${lang ?? 'en'} class=${vscode ? themeClasses(DARK_MODERN).join(' ') : ''}
    style=${styleMap({ maxWidth: '640px', padding: '200px 12px 12px', ...surface })}>
    <!-- The stories show what the element fires, not a connection: a prompt sent stays in the box. -->
    <prompt-input .store=${store} session-id=${sessionId} theme=${theme ?? ''} .mentionProvider=${slowProvider}
      @prompt-submit=${(e: Event) => e.preventDefault()}
      ${ref(ready)}></prompt-input>
  </div>`;
}

const meta: Meta<Args> = {
  // Also shot at 420 px by the screenshot tests (test/visual).
  tags: ['screenshot-narrow'],
  title: 'Elements/prompt-input',
  component: 'prompt-input',
  args: { state: 'empty' },
  argTypes: {
    state: { control: 'select', options: ['empty', 'typing', 'menu', 'mentions', 'attachments', 'paste', 'queue', 'paused'] },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] },
    lang: { control: 'inline-radio', options: ['en', 'zh-CN', 'zh-TW'] },
  },
  render: composer,
};
export default meta;
type Story = StoryObj<Args>;

export const Empty: Story = {};
export const Typing: Story = { args: { state: 'typing' } };
export const CommandMenuOpen: Story = { args: { state: 'menu' } };
export const MentionMenuSlowProvider: Story = { args: { state: 'mentions' } };
export const AttachmentsAndARefusal: Story = { args: { state: 'attachments' } };
export const RunningWithQueue: Story = { args: { state: 'queue' } };
export const QueuePaused: Story = { args: { state: 'paused' } };
export const LargePaste: Story = { args: { state: 'paste' } };
export const TraditionalChinese: Story = { args: { state: 'paused', lang: 'zh-TW' } };
export const Dark: Story = { args: { state: 'menu', theme: 'dark' } };
export const VsCodeDarkModern: Story = { name: 'VS Code Dark Modern', args: { state: 'queue', vscode: true } };
