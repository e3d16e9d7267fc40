// SPDX-License-Identifier: Apache-2.0
// What the <agent-sign-in> tests share: sign-in states with one method of each type, the element
// drawn from them, and a SignInTerminal of the test's own (the interface the host gives the element
// for a running sign-in program: output in, keystrokes out, its end).
import { fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import '../../../src/elements/agent-sign-in/agent-sign-in.js';
import '../../../src/elements/terminal-view/terminal-view.js';
import type { AgentSignIn } from '../../../src/elements/agent-sign-in/agent-sign-in.component.js';
import type { SignInTerminal } from '../../../src/events/agent-authenticate.js';
import type { AuthMethodView, SignInState } from '../../../src/state/index.js';

export const AGENT: AuthMethodView = {
  id: 'chatgpt',
  name: 'Login with ChatGPT',
  description: 'Use your ChatGPT login with Codex CLI (requires a paid ChatGPT subscription)',
  type: 'agent',
  raw: { id: 'chatgpt', name: 'Login with ChatGPT' },
};
export const TERMINAL: AuthMethodView = {
  id: 'device',
  name: 'Log in with a device code',
  type: 'terminal',
  args: ['login', '--device-auth'],
  env: { CODEX_LOGIN_MODE: 'device' },
  raw: { id: 'device', type: 'terminal' },
};
export const ENV: AuthMethodView = {
  id: 'codex-api-key',
  name: 'Use CODEX_API_KEY',
  description: 'Requires setting the `CODEX_API_KEY` environment variable.',
  type: 'env_var',
  vars: [
    { name: 'CODEX_API_KEY', secret: true, optional: false },
    { name: 'CODEX_ORG', label: 'Organisation', secret: false, optional: true },
  ],
  raw: { id: 'codex-api-key', type: 'env_var' },
};
export const UNKNOWN: AuthMethodView = {
  id: 'browser',
  name: 'Sign in with your browser',
  description: 'Opens a sign-in page.',
  type: 'oauth_pkce',
  raw: { id: 'browser', type: 'oauth_pkce' },
};

export function signInState(fields: Partial<SignInState> = {}): SignInState {
  return { status: 'required', methods: [AGENT, TERMINAL, ENV, UNKNOWN], canLogout: false, message: 'Sign in to use Codex.', ...fields };
}

/** An `<agent-sign-in>` in a page of its own (a button before it, to focus or to leave), updated. */
export async function signIn(template: TemplateResult): Promise<AgentSignIn> {
  const wrapper = await fixture<HTMLElement>(
    html`<div lang="en" style="width: 640px"><button class="page-button">page</button>${template}</div>`,
  );
  const el = wrapper.querySelector('agent-sign-in')!;
  await el.updateComplete;
  return el;
}

export const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
export const method = (el: Element, id: string) => $(el, `[data-method-id="${CSS.escape(id)}"]`)!;
export const actionOf = (el: Element, id: string) => method(el, id).querySelector<HTMLButtonElement>('[part~="action"]')!;

/** A sign-in program as the host hands it over: the test writes its output and ends it. */
export class TestSignInTerminal implements SignInTerminal {
  readonly written: string[] = [];
  readonly sizes: Array<[number, number]> = [];
  kills = 0;
  readonly exited: Promise<{ exitCode: number | null; signal?: string | null }>;
  private readonly listeners = new Set<(data: string) => void>();
  private earlier = '';
  private finish!: (value: { exitCode: number | null; signal?: string | null }) => void;
  private fail!: (error: Error) => void;

  constructor() {
    this.exited = new Promise((resolve, reject) => {
      this.finish = resolve;
      this.fail = reject;
    });
  }

  get listening(): number {
    return this.listeners.size;
  }

  onOutput(listener: (data: string) => void): () => void {
    if (this.earlier !== '') listener(this.earlier);
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  write(data: string): void {
    this.written.push(data);
  }

  resize(cols: number, rows: number): void {
    this.sizes.push([cols, rows]);
  }

  kill(): void {
    this.kills++;
    this.finish({ exitCode: null, signal: 'SIGHUP' });
  }

  /** The program prints `data`. */
  print(data: string): void {
    this.earlier += data;
    for (const listener of this.listeners) listener(data);
  }

  exit(exitCode: number | null, signal: string | null = null): void {
    this.finish({ exitCode, signal });
  }

  failToRun(message: string): void {
    this.fail(new Error(message));
  }
}
