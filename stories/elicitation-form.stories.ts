// SPDX-License-Identifier: Apache-2.0
// <elicitation-form>: an agent's elicitation/create as a form (every field type of the schema
// subset), as a page to open (https, an internationalised host, refused addresses), and every
// state after it: waiting for the page, completed, answered elsewhere, cancelling, cancelled, failed, unsupported mode;
// light, dark, zh-CN, zh-TW.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import '../src/define.js';
import '../src/elements/elicitation-form/elicitation-form.js';
import { recordAction } from '../src/elements/elicitation-form/elicitation-model.js';
import { createToolCallStore, type ElicitationView } from '../src/state/index.js';

/** Every property type of ACP's schema subset, with formats, bounds, defaults, choices and descriptions. */
export const everyFieldSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Your name', description: 'As it should appear in the report.', minLength: 2, maxLength: 40 },
    email: { type: 'string', title: 'Email', format: 'email' },
    homepage: { type: 'string', title: 'Homepage', format: 'uri' },
    start: { type: 'string', title: 'Start date', format: 'date', default: '2026-12-01' },
    meeting: { type: 'string', title: 'Meeting', format: 'date-time' },
    ticket: { type: 'string', title: 'Ticket', description: 'Like ABC-123.', pattern: '^[A-Z]+-\\d+$' },
    retries: { type: 'integer', title: 'Retries', minimum: 0, maximum: 5, default: 2 },
    ratio: { type: 'number', title: 'Sample ratio', minimum: 0, maximum: 1 },
    verbose: { type: 'boolean', title: 'Verbose output', description: 'Print every test name.', default: true },
    command: {
      type: 'string',
      title: 'Test command',
      oneOf: [
        { const: 'npm test', title: 'All tests (npm test)' },
        { const: 'npm run test:unit', title: 'Unit tests only' },
      ],
      default: 'npm test',
    },
    env: { type: 'string', title: 'Environment', enum: ['dev', 'prod'], enumNames: ['Development', 'Production'] },
    targets: {
      type: 'array',
      title: 'Browsers',
      items: {
        anyOf: [
          { const: 'chromium', title: 'Chromium' },
          { const: 'firefox', title: 'Firefox', description: 'Slower to start.' },
        ],
      },
      default: ['chromium'],
      maxItems: 2,
    },
    tags: { type: 'array', title: 'Tags', items: { type: 'string', enum: ['fast', 'slow', 'flaky'] }, minItems: 1 },
  },
  required: ['name', 'email', 'retries', 'command', 'tags'],
};

let counter = 0;
/** A request with an id of its own: answers are remembered page-wide per request. */
export function elicitation(fields: Partial<ElicitationView> = {}): ElicitationView {
  return { sessionId: 'story-session', requestId: `story-${++counter}`, mode: 'form', message: '', ...fields };
}

export const requests = {
  form: () =>
    elicitation({ message: 'Which test command should I run, and how?', requestedSchema: everyFieldSchema, toolCallId: 'call-1' }),
  small: () =>
    elicitation({
      message: 'Which test command should I run?',
      requestedSchema: {
        type: 'object',
        properties: {
          command: { type: 'string', title: 'Command', enum: ['npm test', 'npm run test:unit'], default: 'npm test' },
          extra: { type: 'string', title: 'Extra arguments', description: 'Passed after --.' },
        },
        required: ['command'],
      },
    }),
  url: () =>
    elicitation({
      mode: 'url',
      message: 'Sign in to GitHub so I can open the pull request.',
      url: 'https://github.com/login/device',
      elicitationId: 'e1',
    }),
  punycode: () =>
    elicitation({ mode: 'url', message: 'Confirm the payment.', url: 'https://xn--pypal-4ve.com/checkout?id=42', elicitationId: 'e2' }),
  refused: () =>
    elicitation({ mode: 'url', message: 'Open this to continue.', url: 'javascript:alert(document.cookie)', elicitationId: 'e3' }),
  insecure: () => elicitation({ mode: 'url', message: 'Open the dashboard.', url: 'http://example.com/dashboard', elicitationId: 'e4' }),
  waiting: () => {
    const request = elicitation({
      mode: 'url',
      message: 'Sign in to GitHub.',
      url: 'https://github.com/login/device',
      elicitationId: 'e5',
    });
    recordAction(request, 'accept');
    return request;
  },
  completed: () =>
    elicitation({
      mode: 'url',
      message: 'Sign in to GitHub.',
      url: 'https://github.com/login/device',
      outcome: { action: 'accept' },
      completed: true,
    }),
  answeredElsewhere: () =>
    elicitation({
      message: 'Which test command should I run?',
      requestedSchema: everyFieldSchema,
      outcome: { action: 'accept', content: {} },
    }),
  cancelled: () =>
    elicitation({ message: 'Which test command should I run?', requestedSchema: everyFieldSchema, outcome: { action: 'cancel' } }),
  cancelling: () => elicitation({ message: 'Which test command should I run?', requestedSchema: everyFieldSchema, cancelRequested: true }),
  failed: () => elicitation({ message: 'Which test command should I run?', requestedSchema: everyFieldSchema, error: { code: -32603 } }),
  unsupported: () => elicitation({ mode: 'telepathy', message: 'Think of a number.' }),
};
type State = keyof typeof requests;

interface Args {
  theme?: 'light' | 'dark';
  lang?: string;
  state: State;
}

const frame = (args: Pick<Args, 'theme' | 'lang'>, body: TemplateResult) =>
  html`<div lang=${args.lang ?? 'en'} style=${`max-width: 520px; padding: 8px; display: grid; gap: 12px;${args.theme === 'dark' ? ' background: #0d1117' : ''}`}>
    ${body}
  </div>`;

const form = (state: State, theme: Args['theme']) =>
  html`<elicitation-form .request=${requests[state]()} theme=${theme ?? ''} .opener=${() => undefined}></elicitation-form>`;

const meta: Meta<Args> = {
  // Exports in lower case are helpers other stories and tests import, not stories.
  excludeStories: /^[a-z]/,
  title: 'Elements/elicitation-form',
  component: 'elicitation-form',
  args: { state: 'form' },
  argTypes: {
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] },
    lang: { control: 'inline-radio', options: ['en', 'zh-CN', 'zh-TW'] },
    state: { control: 'select', options: Object.keys(requests) },
  },
  render: (args) => frame(args, form(args.state, args.theme)),
};
export default meta;
type Story = StoryObj<Args>;

export const EveryField: Story = {};
export const Small: Story = { args: { state: 'small' } };
export const OpenUrl: Story = { args: { state: 'url' } };
export const PunycodeHost: Story = { args: { state: 'punycode' } };
export const RefusedScheme: Story = { args: { state: 'refused' } };
export const RefusedInsecure: Story = { args: { state: 'insecure' } };
export const WaitingForPage: Story = { args: { state: 'waiting' } };
export const Completed: Story = { args: { state: 'completed' } };
export const AnsweredElsewhere: Story = { args: { state: 'answeredElsewhere' } };
export const Cancelled: Story = { args: { state: 'cancelled' } };
export const Cancelling: Story = { args: { state: 'cancelling' } };
export const Failed: Story = { args: { state: 'failed' } };
export const UnsupportedMode: Story = { args: { state: 'unsupported' } };

/** Every state at once, in one theme and language. */
const allStates: Story['render'] = (args) =>
  frame(args, html`${(Object.keys(requests) as State[]).map((state) => form(state, args.theme))}`);
export const AllStates: Story = { render: allStates };
export const AllStatesDark: Story = { args: { theme: 'dark' }, render: allStates };
export const AllStatesSimplifiedChinese: Story = { args: { lang: 'zh-CN' }, render: allStates };
export const AllStatesTraditionalChinese: Story = { args: { lang: 'zh-TW', theme: 'dark' }, render: allStates };

/** A store where the agent asks twice: once about its `execute` call, once about nothing in particular. */
function askingStore() {
  const store = createToolCallStore();
  const sessionId = `story-placement-${++counter}`;
  const call = { sessionUpdate: 'tool_call', toolCallId: 'run', title: 'npm test', kind: 'execute', status: 'pending' };
  store.dispatch({ jsonrpc: '2.0', method: 'session/update', params: { sessionId, update: call } }, { from: 'agent' });
  const ask = (id: number, params: Record<string, unknown>) =>
    store.dispatch({ jsonrpc: '2.0', id, method: 'elicitation/create', params: { sessionId, mode: 'form', ...params } }, { from: 'agent' });
  ask(1, { toolCallId: 'run', message: 'Which test command should I run?', requestedSchema: requests.small().requestedSchema });
  ask(2, {
    mode: 'url',
    message: 'Sign in to GitHub so I can open the pull request.',
    url: 'https://github.com/login/device',
    elicitationId: 'gh',
  });
  return { store, sessionId };
}

/** In `<session-thread>`: the call's question in its card, the other as an entry of its own. */
export const InThread: Story = {
  render: (args) => {
    const { store, sessionId } = askingStore();
    return frame(args, html`<session-thread .store=${store} session-id=${sessionId} theme=${args.theme ?? ''}></session-thread>`);
  },
};
/** Pinned under `<tool-call-list pin-permissions>`: the oldest open question. */
export const PinnedInList: Story = {
  args: { theme: 'dark' },
  render: (args) => {
    const { store, sessionId } = askingStore();
    return frame(
      args,
      html`<tool-call-list .store=${store} session-id=${sessionId} pin-permissions theme=${args.theme ?? ''}></tool-call-list>`,
    );
  },
};
