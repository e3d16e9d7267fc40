// SPDX-License-Identifier: Apache-2.0
// What the <prompt-input> tests share: a store driven by real ACP messages (session/new, the
// client's session/prompt and the agent's answer, available_commands_update), a host that sends
// what the element submits, and readers of the element's parts.
import { shadow } from '../../helpers/dom.js';
import { fixture, html } from '@open-wc/testing';
import '../../../src/elements/prompt-input/prompt-input.js';
import type { MentionItem, MentionProvider } from '../../../src/elements/prompt-input/mention-model.js';
import type { PromptInput } from '../../../src/elements/prompt-input/prompt-input.component.js';
import {
  createToolCallStore,
  type AvailableCommand,
  type ContentBlock,
  type PromptCapabilities,
  type ToolCallStore,
} from '../../../src/state/index.js';
import { prompt, request, result, SAMPLE_ROOT, turnEnd, update } from '../../helpers/wire.js';

let nextId = 100;
let nextSession = 1;
const sessions = new WeakMap<ToolCallStore, string>();
/** The session of a store made by `sessionStore`. */
export const sessionOf = (store: ToolCallStore) => sessions.get(store)!;

/**
 * A store that knows one new session (session/new and its result). Each test's session has an
 * id of its own: drafts are kept per session id for the whole page.
 */
export function sessionStore(sessionId = `sess-${nextSession++}`, promptCapabilities?: Partial<PromptCapabilities>): ToolCallStore {
  const store = createToolCallStore();
  sessions.set(store, sessionId);
  if (promptCapabilities) {
    // The agent's `initialize` answer, which says what its prompts take.
    const init = nextId++;
    store.dispatch(request(init, 'initialize', { protocolVersion: 1, clientCapabilities: {} }), { from: 'client' });
    store.dispatch(result(init, { protocolVersion: 1, agentCapabilities: { promptCapabilities } }), { from: 'agent' });
  }
  const id = nextId++;
  store.dispatch(request(id, 'session/new', { cwd: SAMPLE_ROOT, mcpServers: [] }), { from: 'client' });
  store.dispatch(result(id, { sessionId }), { from: 'agent' });
  return store;
}

/** The client's `session/prompt` (the turn starts); its request id. */
export function startTurn(store: ToolCallStore, text: string, sessionId = sessionOf(store)): number {
  const id = nextId++;
  store.dispatch(prompt(id, sessionId, text), { from: 'client' });
  return id;
}

/** The agent's answer to a `session/prompt` (the turn ends). */
export function endTurn(store: ToolCallStore, id: number, stopReason = 'end_turn'): void {
  store.dispatch(turnEnd(id, stopReason), { from: 'agent' });
}

export function advertise(store: ToolCallStore, availableCommands: AvailableCommand[], sessionId = sessionOf(store)): void {
  store.dispatch(update(sessionId, { sessionUpdate: 'available_commands_update', availableCommands }), { from: 'agent' });
}

export const COMMANDS: AvailableCommand[] = [
  { name: 'review', description: 'Review the current changes', input: { hint: 'what to focus on' } },
  { name: 'init', description: 'Create an AGENTS.md for this project' },
  { name: 'compact', description: 'Summarise the conversation to free context' },
  { name: 'pr-comments', description: 'Answer the review comments on a pull request' },
];

/**
 * Mounts `<prompt-input>` on `store`'s session with a host that sends what it submits, as a
 * connection would (the store then shows the turn running). `turns` holds the open turns' ids.
 */
export async function mount(
  store: ToolCallStore,
  attrs: { lang?: string; submitOn?: string; mentionProvider?: MentionProvider; maxAttachments?: number; maxAttachmentSize?: number } = {},
) {
  const wrapper = await fixture<HTMLElement>(
    // Room above the box, where the command menu opens.
    html`<div lang=${attrs.lang ?? 'en'} style="padding-top: 180px">
      <prompt-input .store=${store} session-id=${sessionOf(store)} submit-on=${attrs.submitOn ?? 'enter'}
        .mentionProvider=${attrs.mentionProvider} .maxAttachments=${attrs.maxAttachments ?? 10}
        .maxAttachmentSize=${attrs.maxAttachmentSize ?? 5 * 1024 * 1024}></prompt-input>
    </div>`,
  );
  const el = wrapper.querySelector('prompt-input')!;
  const sent: string[] = [];
  /** Each prompt sent, as its blocks. */
  const prompts: ContentBlock[][] = [];
  const cancels: number[] = [];
  const turns: number[] = [];
  // On the wrapper: after the test's own listeners on the element, so it sees what they prevented.
  wrapper.addEventListener('prompt-submit', (event) => {
    if (event.defaultPrevented) return;
    const text = (event.detail.prompt[0] as { text: string }).text;
    sent.push(text);
    prompts.push(event.detail.prompt);
    turns.push(startTurn(store, text));
  });
  wrapper.addEventListener('prompt-cancel', (event) => !event.defaultPrevented && cancels.push(turns.at(-1) ?? -1));
  await el.updateComplete;
  return { el, sent, prompts, cancels, turns, sessionId: sessionOf(store) };
}

export { shadow };
export const box = (el: PromptInput) => shadow(el).querySelector('textarea')!;
export const part = (el: PromptInput, name: string) => shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`);
export const options = (el: PromptInput) => [...shadow(el).querySelectorAll<HTMLElement>('[role="option"]')];
export const optionNames = (el: PromptInput) => options(el).map((o) => o.querySelector('.command-name')!.textContent!.trim());
export const queuedTexts = (el: PromptInput) =>
  [...shadow(el).querySelectorAll('[part~="queued"] .queued-text')].map((node) => node.textContent ?? '');
export function queuedButton(el: PromptInput, position: number, action: string): HTMLButtonElement {
  const item = shadow(el).querySelectorAll('[part~="queued"]')[position - 1];
  return item.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!;
}

/** Focuses the box and types `text` with real key presses. */
export async function type(el: PromptInput, text: string): Promise<void> {
  const { sendKeys } = await import('@web/test-runner-commands');
  el.focus();
  await sendKeys({ type: text });
  await el.updateComplete;
}

export async function press(el: PromptInput, key: string): Promise<void> {
  const { sendKeys } = await import('@web/test-runner-commands');
  await sendKeys({ press: key });
  await el.updateComplete;
}

// ---------------------------------------------------------------------------------------------
// Mentions and attachments

/** A file of the sample project, as a mention provider finds it. */
export const fileItem = (path: string, extra: Partial<MentionItem> = {}): MentionItem => ({
  kind: 'file',
  label: path.split('/').at(-1)!,
  uri: `file://${SAMPLE_ROOT}/${path}`,
  path: `${SAMPLE_ROOT}/${path}`,
  ...extra,
});

export const FILES: MentionItem[] = [
  fileItem('src/greeting.ts', { mimeType: 'text/x-typescript' }),
  fileItem('src/parser.ts'),
  { kind: 'folder', label: 'test', uri: `file://${SAMPLE_ROOT}/test`, path: `${SAMPLE_ROOT}/test` },
  { kind: 'symbol', label: 'greet', uri: `file://${SAMPLE_ROOT}/src/greeting.ts#L3`, description: 'function in src/greeting.ts' },
  { kind: 'url', label: 'ACP spec', uri: 'https://agentclientprotocol.com/protocol/overview' },
];

/** A provider that answers at once with the items whose label or path contains the query. */
export const instantProvider: MentionProvider = (query) =>
  Promise.resolve(FILES.filter((item) => `${item.label} ${item.path ?? ''}`.toLowerCase().includes(query.toLowerCase())));

/** A provider whose answers the test gives: each call waits until the test resolves it. */
export function deferredProvider() {
  const calls: { query: string; signal: AbortSignal; answer: (items: MentionItem[]) => void }[] = [];
  const provider: MentionProvider = (query, { signal }) =>
    new Promise<MentionItem[]>((resolve) => calls.push({ query, signal, answer: resolve }));
  return { provider, calls };
}

/** Waits until the mention menu shows the answer to the query typed last (not an earlier one's items). */
export async function mentionsAnswered(el: PromptInput): Promise<void> {
  const { waitUntil } = await import('../../helpers/time.js');
  await waitUntil(async () => {
    await el.updateComplete;
    return part(el, 'mentions')?.getAttribute('aria-busy') === 'false' && mentionOptions(el).length > 0;
  }, 'the mention menu to answer');
}

/** The chips the box shows (their text, in order). */
export const chipTexts = (el: PromptInput) => [...shadow(el).querySelectorAll('[part~="chip"]')].map((node) => node.textContent ?? '');
export const mentionOptions = (el: PromptInput) => [...shadow(el).querySelectorAll<HTMLElement>('[part~="mention"]')];
export const attachmentNames = (el: PromptInput) =>
  [...shadow(el).querySelectorAll<HTMLElement>('[part~="attachment"]')].map((node) => node.getAttribute('title') ?? '');

/** A 1×1 PNG, as the `image` block's base64 data. */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==';

/** A PNG of `bytes` bytes (a real 1×1 image when no size is asked). */
export function imageFile(name = 'shot.png', bytes?: number): File {
  const png = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));
  return new File([bytes === undefined ? png : new Uint8Array(bytes)], name, { type: 'image/png' });
}

export const audioFile = (name = 'note.wav') => new File([new Uint8Array(64)], name, { type: 'audio/wav' });

/** Pastes files (or text) into the box as the browser would: a paste event with that clipboard. */
export function paste(el: PromptInput, content: File[] | string): boolean {
  const data = new DataTransfer();
  if (typeof content === 'string') data.setData('text/plain', content);
  else for (const file of content) data.items.add(file);
  return box(el).dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, composed: true, cancelable: true }));
}

/**
 * Pastes text as the browser does: the paste event (which the element may take), then, unless it
 * was prevented, the text in place of the selection and an `input` event.
 */
export async function pasteText(el: PromptInput, text: string): Promise<void> {
  const textarea = box(el);
  textarea.focus();
  if (!paste(el, text)) return;
  textarea.setRangeText(text, textarea.selectionStart, textarea.selectionEnd, 'end');
  textarea.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', data: null, bubbles: true, composed: true }));
  await el.updateComplete;
}

/** Waits until every attachment was read (their thumbnails or names are drawn). */
export async function attachmentsRead(el: PromptInput): Promise<void> {
  const { waitUntil } = await import('../../helpers/time.js');
  await waitUntil(async () => {
    await el.updateComplete;
    return [...shadow(el).querySelectorAll('[part~="attachment"][data-kind="image"]')].every((node) => node.querySelector('img'));
  }, 'the attachments to be read');
}

/** Types `text` at the caret as the browser's editing does (an undoable edit that fires input). */
export async function insert(el: PromptInput, text: string): Promise<void> {
  box(el).focus();
  document.execCommand('insertText', false, text);
  await el.updateComplete;
}

/** Puts the caret at `offset` as a click does (the element then keeps it out of chips). */
export async function caretAt(el: PromptInput, offset: number): Promise<number> {
  const textarea = box(el);
  textarea.focus();
  textarea.setSelectionRange(offset, offset);
  textarea.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
  await el.updateComplete;
  return textarea.selectionStart;
}
