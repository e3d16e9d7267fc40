// SPDX-License-Identifier: Apache-2.0
// What the <prompt-input> tests share: a store driven by real ACP messages (session/new, the
// client's session/prompt and the agent's answer, available_commands_update), a host that sends
// what the element submits, and readers of the element's parts.
import { fixture, html } from '@open-wc/testing';
import '../../../src/elements/prompt-input/prompt-input.js';
import type { PromptInput } from '../../../src/elements/prompt-input/prompt-input.component.js';
import { createToolCallStore, type AvailableCommand, type ToolCallStore } from '../../../src/state/index.js';
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
export function sessionStore(sessionId = `sess-${nextSession++}`): ToolCallStore {
  const store = createToolCallStore();
  sessions.set(store, sessionId);
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
export async function mount(store: ToolCallStore, attrs: { lang?: string; submitOn?: string } = {}) {
  const wrapper = await fixture<HTMLElement>(
    // Room above the box, where the command menu opens.
    html`<div lang=${attrs.lang ?? 'en'} style="padding-top: 180px">
      <prompt-input .store=${store} session-id=${sessionOf(store)} submit-on=${attrs.submitOn ?? 'enter'}></prompt-input>
    </div>`,
  );
  const el = wrapper.querySelector('prompt-input')!;
  const sent: string[] = [];
  const cancels: number[] = [];
  const turns: number[] = [];
  // On the wrapper: after the test's own listeners on the element, so it sees what they prevented.
  wrapper.addEventListener('prompt-submit', (event) => {
    if (event.defaultPrevented) return;
    const text = (event.detail.prompt[0] as { text: string }).text;
    sent.push(text);
    turns.push(startTurn(store, text));
  });
  wrapper.addEventListener('prompt-cancel', (event) => !event.defaultPrevented && cancels.push(turns.at(-1) ?? -1));
  await el.updateComplete;
  return { el, sent, cancels, turns, sessionId: sessionOf(store) };
}

export const shadow = (el: PromptInput) => el.shadowRoot!;
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
