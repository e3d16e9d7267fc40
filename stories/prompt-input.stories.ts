// SPDX-License-Identifier: Apache-2.0
// <prompt-input> in each state: empty, with text, the command menu open, a turn running with a
// queue, the queue paused after a stopped turn, in zh-TW, dark, and in VS Code's Dark Modern theme.
// Each story folds real ACP messages into a store (session/new, available_commands_update, the
// client's session/prompt and the agent's answer) and drives the element as a user would.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { styleMap } from 'lit/directives/style-map.js';
import '../src/elements/prompt-input/prompt-input.js';
import type { PromptInput } from '../src/elements/prompt-input/prompt-input.component.js';
import { createToolCallStore, type ToolCallStore } from '../src/state/index.js';
import { DARK_MODERN, themeClasses, themeVariables } from './vscode-themes.js';

type State = 'empty' | 'typing' | 'menu' | 'queue' | 'paused';

interface Args {
  state: State;
  theme?: 'light' | 'dark';
  lang?: string;
  vscode?: boolean;
}

const rpc = (body: Record<string, unknown>) => ({ jsonrpc: '2.0', ...body });
let storyCount = 0;

function sessionStore(sessionId: string): ToolCallStore {
  const store = createToolCallStore();
  store.dispatch(rpc({ id: 1, method: 'session/new', params: { cwd: '/w', mcpServers: [] } }), { from: 'client' });
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
  if (state === 'queue' || state === 'paused') {
    startTurn(store, sessionId, 3, 'Refactor the parser');
    await el.updateComplete;
    for (const text of ['Then update the changelog', 'And open a pull request with a summary of the changes']) {
      await typeText(text);
      await enter();
    }
    await typeText('Also check the docs');
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
    void arrange(el as PromptInput, store, sessionId, state);
  };
  const surface = vscode
    ? { ...themeVariables(DARK_MODERN), background: 'var(--vscode-editor-background)', color: 'var(--vscode-editor-foreground)' }
    : theme === 'dark'
      ? { background: '#0d1117' }
      : {};
  return html`<div lang=${lang ?? 'en'} class=${vscode ? themeClasses(DARK_MODERN).join(' ') : ''}
    style=${styleMap({ maxWidth: '640px', padding: '200px 12px 12px', ...surface })}>
    <!-- The stories show what the element fires, not a connection: a prompt sent stays in the box. -->
    <prompt-input .store=${store} session-id=${sessionId} theme=${theme ?? ''} @prompt-submit=${(e: Event) => e.preventDefault()}
      ${ref(ready)}></prompt-input>
  </div>`;
}

const meta: Meta<Args> = {
  title: 'Elements/prompt-input',
  component: 'prompt-input',
  args: { state: 'empty' },
  argTypes: {
    state: { control: 'select', options: ['empty', 'typing', 'menu', 'queue', 'paused'] },
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
export const RunningWithQueue: Story = { args: { state: 'queue' } };
export const QueuePaused: Story = { args: { state: 'paused' } };
export const TraditionalChinese: Story = { args: { state: 'queue', lang: 'zh-TW' } };
export const Dark: Story = { args: { state: 'menu', theme: 'dark' } };
export const VsCodeDarkModern: Story = { name: 'VS Code Dark Modern', args: { state: 'queue', vscode: true } };
