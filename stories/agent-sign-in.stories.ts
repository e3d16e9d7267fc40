// SPDX-License-Identifier: Apache-2.0
// <agent-sign-in> in each state, with codex-acp's real authMethods (one `agent` method, two
// `env_var` methods, from its recorded initialize answer) plus a `terminal` method and one of a
// type the library does not know: required, signing in, failed, a sign-in program running in the
// page's terminal, the command to run when the bridge has no terminal, signed in (a settings page),
// in zh-TW, dark, VS Code's Dark Modern theme, and 420 px wide.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { styleMap } from 'lit/directives/style-map.js';
import '../src/define.js';
import '../src/elements/agent-sign-in/agent-sign-in.js';
import '../src/elements/terminal-view/terminal-view.js';
import type { AgentSignIn } from '../src/elements/agent-sign-in/agent-sign-in.component.js';
import type { AgentAuthenticateEvent, SignInTerminal } from '../src/events/agent-authenticate.js';
import type { AuthMethodView, SignInState } from '../src/state/index.js';
import { parseTrace, RECORDED_SESSIONS } from './recorded-sessions.js';
import { DARK_MODERN, themeClasses, themeVariables } from './vscode-themes.js';

type Raw = Record<string, unknown>;

/** A method as `selectSignIn` normalises it: no type means `agent`; a variable is secret and required unless it says otherwise. */
function methodView(raw: Raw): AuthMethodView {
  const vars = Array.isArray(raw.vars)
    ? (raw.vars as Raw[]).map((v) => ({
        name: String(v.name),
        ...(typeof v.label === 'string' ? { label: v.label } : {}),
        secret: v.secret !== false,
        optional: v.optional === true,
      }))
    : undefined;
  return {
    id: String(raw.id),
    name: String(raw.name),
    ...(typeof raw.description === 'string' ? { description: raw.description } : {}),
    type: typeof raw.type === 'string' ? raw.type : 'agent',
    ...(Array.isArray(raw.args) ? { args: raw.args as string[] } : {}),
    ...(raw.env && typeof raw.env === 'object' ? { env: raw.env as Record<string, string> } : {}),
    ...(vars ? { vars } : {}),
    raw,
  };
}

/** codex-acp's `authMethods`, as its recorded initialize answer sent them. */
function codexMethods(): AuthMethodView[] {
  const answer = parseTrace(RECORDED_SESSIONS['codex-acp']).find((line) => (line.msg as Raw).id === 0 && 'result' in (line.msg as Raw));
  const result = (answer!.msg as { result: { authMethods: Raw[] } }).result;
  return result.authMethods.map(methodView);
}

export const signInMethods = (): AuthMethodView[] => [
  ...codexMethods(),
  methodView({
    type: 'terminal',
    id: 'device-login',
    name: 'Log in with a device code',
    description: 'Runs `codex login --device-auth` and asks for the code shown on your other device.',
    args: ['login', '--device-auth'],
    env: { CODEX_LOGIN_MODE: 'device' },
  }),
  methodView({ type: 'oauth_pkce', id: 'browser', name: 'Sign in with your browser', description: 'Opens a sign-in page.' }),
];

type State = 'required' | 'signingIn' | 'failed' | 'terminal' | 'noTerminal' | 'signedIn';

const MESSAGE = 'Authentication required: sign in to use Codex.';

export function signInState(state: State): SignInState {
  const methods = signInMethods();
  const base = { methods, canLogout: true, message: MESSAGE };
  switch (state) {
    case 'signingIn':
      return { ...base, status: 'signing-in', methodId: 'chatgpt' };
    case 'failed':
      return {
        ...base,
        status: 'failed',
        methodId: 'chatgpt',
        error: { code: -32603, message: 'Your ChatGPT plan does not include Codex.' },
      };
    case 'signedIn':
      return { status: 'signed-in', methods, canLogout: true, methodId: 'chatgpt' };
    default:
      return { ...base, status: 'required' };
  }
}

/**
 * A sign-in program for the story, standing in for the bridge's: it prints a device code prompt
 * and echoes what is typed, as a program in a pseudo-terminal would.
 */
function storyTerminal(): SignInTerminal {
  const listeners = new Set<(data: string) => void>();
  let output =
    'Welcome to Codex.\r\n\r\nOpen \u001b[4mhttps://auth.openai.com/codex/device\u001b[0m and enter this code:\r\n\r\n' +
    '    \u001b[1;36mQX7P-4KDM\u001b[0m\r\n\r\nThen paste the confirmation code here: ';
  const emit = (data: string) => {
    output += data;
    for (const listener of listeners) listener(data);
  };
  return {
    onOutput(listener) {
      listener(output);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    write: (data) => emit(data === '\r' ? '\r\n' : data),
    resize: () => undefined,
    exited: new Promise(() => undefined),
    kill: () => emit('\r\n^C\r\n'),
  };
}

interface Args {
  state: State;
  theme?: 'light' | 'dark';
  lang?: string;
  vscode?: boolean;
  width?: number;
}

/** Opens the terminal method's program, as the user's click does, once the element has drawn. */
async function startTerminal(el: AgentSignIn): Promise<void> {
  await el.updateComplete;
  el.shadowRoot!.querySelector<HTMLButtonElement>('[data-method-id="device-login"] [part~="action"]')?.click();
}

function signIn({ state, theme, lang, vscode, width }: Args): TemplateResult {
  const surface = vscode
    ? { ...themeVariables(DARK_MODERN), background: 'var(--vscode-editor-background)', color: 'var(--vscode-editor-foreground)' }
    : theme === 'dark'
      ? { background: '#0d1117' }
      : {};
  let started = false;
  const ready = (el: Element | undefined) => {
    if (!el || started || state !== 'terminal') return;
    started = true;
    void startTerminal(el as AgentSignIn);
  };
  // The stories show what the element fires, not a connection: a terminal method gets the story's program.
  const onAuthenticate = (event: AgentAuthenticateEvent) => {
    if (event.detail.methodId === 'device-login' && state === 'terminal') event.detail.terminal = storyTerminal();
  };
  return html`<div lang=${lang ?? 'en'} class=${vscode ? themeClasses(DARK_MODERN).join(' ') : ''}
    style=${styleMap({ maxWidth: `${width ?? 640}px`, padding: '12px', ...surface })}>
    <agent-sign-in .signIn=${signInState(state)} agent-name="Codex" agent-command="npx @zed-industries/codex-acp"
      ?terminal-available=${state !== 'noTerminal'} ?always=${state === 'signedIn'} theme=${theme ?? ''}
      @agent-authenticate=${onAuthenticate} ${ref(ready)}></agent-sign-in>
  </div>`;
}

const meta: Meta<Args> = {
  // Exports in lower case are helpers other stories and tests import, not stories.
  excludeStories: /^[a-z]/,
  title: 'Elements/agent-sign-in',
  component: 'agent-sign-in',
  args: { state: 'required' },
  argTypes: {
    state: { control: 'select', options: ['required', 'signingIn', 'failed', 'terminal', 'noTerminal', 'signedIn'] },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] },
    lang: { control: 'inline-radio', options: ['en', 'zh-CN', 'zh-TW'] },
    width: { control: { type: 'range', min: 320, max: 960, step: 20 } },
  },
  render: signIn,
};
export default meta;
type Story = StoryObj<Args>;

export const Required: Story = {};
export const SigningIn: Story = { args: { state: 'signingIn' } };
export const Failed: Story = { args: { state: 'failed' } };
export const TerminalRunning: Story = { args: { state: 'terminal' } };
export const TerminalUnavailable: Story = { args: { state: 'noTerminal' } };
export const SignedInSettings: Story = { args: { state: 'signedIn' } };
export const TraditionalChinese: Story = { args: { state: 'failed', lang: 'zh-TW' } };
export const SimplifiedChinese: Story = { args: { state: 'noTerminal', lang: 'zh-CN' } };
export const Dark: Story = { args: { state: 'terminal', theme: 'dark' } };
export const VsCodeDarkModern: Story = { name: 'VS Code Dark Modern', args: { state: 'signingIn', vscode: true } };
export const Narrow: Story = { name: 'Narrow (420 px)', args: { state: 'noTerminal', width: 420 } };
