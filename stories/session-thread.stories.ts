// SPDX-License-Identifier: Apache-2.0
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ref } from 'lit/directives/ref.js';
import '../src/define.js';
import subagentTrace from '../test/fixtures/claude-agent-acp-subagent.jsonl?raw';
import { createToolCallStore, type ToolCallStore } from '../src/state/index.js';
import { errorResponse, prompt, request, result, SAMPLE_ROOT, session, turnEnd } from '../test/helpers/wire.js';
import type { ChangeTracker } from '../src/changes/index.js';
import { threeTurnSession } from '../test/helpers/changes.js';
import { parseTrace, storeFromRecording } from './recorded-sessions.js';
import { storyTarget, type StoryTarget } from './story-target.js';

const S = 'thread-1';
const { update, textChunk: text } = session(S);

const ANSWER = `I found the problem: \`greet()\` concatenates strings, so a missing name prints **"Hello, undefined"**.

\`\`\`js
export function greet(name = 'world') {
  return \`Hello, \${name}!\`;
}
\`\`\`

What changed:

1. A default for \`name\`.
2. A template literal instead of \`+\`.

| File | Lines |
| --- | --- |
| src/app.js | 3 |

See the [MDN page on template literals](https://developer.mozilla.org/docs/Web/JavaScript/Reference/Template_literals).`;

/** One of each entry kind, as an agent would send them. */
function everyKind(): ToolCallStore {
  const store = createToolCallStore();
  let at = 1_000;
  const send = (msg: unknown, from: 'agent' | 'client' = 'agent', step = 300) => store.dispatch(msg, { from, receivedAt: (at += step) });
  send(request(1, 'session/new', { cwd: SAMPLE_ROOT, mcpServers: [] }), 'client');
  send(result(1, { sessionId: S }));
  const blocks = [
    { type: 'text', text: 'Please fix the greeting in src/app.js\nand run the tests.' },
    { type: 'resource_link', uri: `file://${SAMPLE_ROOT}/src/app.js`, name: 'app.js' },
  ];
  send(request(2, 'session/prompt', { sessionId: S, prompt: blocks }), 'client');
  send(text('**Reading the source**\n\nThe user wants the greeting fixed; the main file first.', 'agent_thought_chunk'));
  send(update({ sessionUpdate: 'current_mode_update', currentModeId: 'code' }));
  send(
    update({
      sessionUpdate: 'plan',
      entries: [
        { content: 'Read src/app.js', status: 'completed', priority: 'high' },
        { content: 'Fix the greeting', status: 'in_progress', priority: 'high' },
        { content: 'Run the tests', status: 'pending', priority: 'medium' },
      ],
    }),
  );
  const call = (id: string, kind: string, title: string, status = 'completed', extra: Record<string, unknown> = {}) =>
    send(update({ sessionUpdate: 'tool_call', toolCallId: id, kind, title, status, ...extra }), 'agent', 120);
  call('r1', 'read', 'Read src/app.js', 'completed', { locations: [{ path: `${SAMPLE_ROOT}/src/app.js` }] });
  call('r2', 'read', 'Read package.json');
  call('s1', 'search', 'grep -n "greet" src');
  send(text(ANSWER));
  call('e1', 'edit', 'Edit src/app.js', 'completed', {
    content: [
      {
        type: 'diff',
        path: `${SAMPLE_ROOT}/src/app.js`,
        oldText: "return 'Hello, ' + name;",
        newText: 'return `Hello, ${name}!`;',
      },
    ],
  });
  call('x1', 'execute', 'npm test', 'failed', { rawOutput: { exit_code: 1 } });
  send(update({ sessionUpdate: 'brand_new_update', detail: 'an update kind this library does not know' }));
  send(turnEnd(2), 'agent', 400);
  send(prompt(3, S, 'Try again'), 'client');
  send(errorResponse(3, { code: -32603, message: 'Internal error: the model is overloaded' }));
  return store;
}

/** A long answer streaming in, a few characters every 30 ms. */
function streaming(): ToolCallStore {
  const store = createToolCallStore();
  store.dispatch(prompt(1, S, 'Explain'), { from: 'client' });
  const long = Array.from({ length: 6 }, () => ANSWER).join('\n\n');
  let at = 0;
  const tick = () => {
    if (at >= long.length) {
      store.dispatch(turnEnd(1), { from: 'agent' });
      return;
    }
    store.dispatch(text(long.slice(at, at + 24)), { from: 'agent' });
    at += 24;
    setTimeout(tick, 30);
  };
  tick();
  return store;
}

function subagentStore(): ToolCallStore {
  const store = createToolCallStore();
  for (const line of parseTrace(subagentTrace)) {
    store.dispatch(line.msg, { from: line.dir === 'agent->client' ? 'agent' : 'client', receivedAt: line.t_ms });
  }
  return store;
}

const CODE_ANSWER = [
  'Change the greeting to a template literal:',
  '',
  '```ts',
  'export function greet(name = "world"): string {',
  '  // A missing name falls back to the default.',
  '  return `Hello, ${name}!`;',
  '}',
  '```',
  '',
  'Then run the tests:',
  '',
  '```sh',
  'npm test -- --files "test/greet.test.ts"',
  '```',
  '',
  'Expected output:',
  '',
  '```',
  'greet: 3 passed',
  '```',
].join('\n');

/** An agent message with code blocks: TypeScript, a shell command, and one with no language. */
function codeBlocks(): ToolCallStore {
  const store = createToolCallStore();
  store.dispatch(update({ sessionUpdate: 'agent_message_chunk', messageId: 'code', content: { type: 'text', text: CODE_ANSWER } }), {
    from: 'agent',
    receivedAt: 0,
  });
  return store;
}

function manyEntries(count: number): ToolCallStore {
  const store = createToolCallStore();
  for (let i = 0; i < count; i++) {
    const msg =
      i % 3 === 2
        ? update({ sessionUpdate: 'tool_call', toolCallId: `c${i}`, kind: 'edit', title: `Edit src/file-${i}.ts`, status: 'completed' })
        : update({
            sessionUpdate: 'agent_message_chunk',
            messageId: `m${i}`,
            content: { type: 'text', text: `Step ${i}: **done** with \`file-${i}\`.` },
          });
    store.dispatch(msg, { from: 'agent', receivedAt: i * 10 });
  }
  return store;
}

/** Three turns whose files can be put back: "Restore to here" under each prompt (a Map is the disk). */
function checkpoints(): { store: ToolCallStore; changes: ChangeTracker; target: StoryTarget } {
  const target = storyTarget();
  const session = threeTurnSession({ root: SAMPLE_ROOT, target });
  return { store: session.store, changes: session.tracker, target };
}

interface Args {
  store: () => ToolCallStore;
  /** A store with its change set (checkpoints); replaces `store`. */
  withChanges?: () => { store: ToolCallStore; changes: ChangeTracker; target: StoryTarget };
  theme?: 'light' | 'dark';
  lang?: string;
  height?: string;
}

const meta: Meta<Args> = {
  // Exports in lower case are helpers other stories and tests import, not stories.
  excludeStories: /^[a-z]/,
  // Also shot at 420 px by the screenshot tests (test/visual).
  tags: ['screenshot-narrow'],
  title: 'Elements/session-thread',
  component: 'session-thread',
  argTypes: {
    theme: { control: 'select', options: [undefined, 'light', 'dark'] },
    lang: { control: 'select', options: ['en', 'zh-CN', 'zh-TW'] },
  },
  args: { store: everyKind, height: '560px' },
  render: ({ store, withChanges, theme, lang, height }) => {
    const shown = withChanges?.() ?? { store: store(), changes: undefined, target: undefined };
    return html`<session-thread .store=${shown.store} .changes=${shown.changes} ${ref((el) => el && shown.target?.attach(el))}
      theme=${theme ?? ''} lang=${lang ?? 'en'}
      style="--session-thread-height: ${height}"></session-thread>`;
  },
};
export default meta;
type Story = StoryObj<Args>;

/** A user prompt with a resource link, a thought, a mode change, a plan, grouped reads, a message, an edit, a failed command, an unknown update, the end of a turn and a failed turn. */
export const EveryEntryKind: Story = {};
/** A long markdown answer streaming in: only its last block re-renders as chunks arrive. */
export const LongStreamedMessage: Story = { args: { store: streaming } };
/** A recorded claude-agent-acp session. */
export const RecordedClaudeAgentAcp: Story = { args: { store: () => storeFromRecording('claude-agent-acp') } };
/** A recorded codex-acp session (a thought, a plan, usage updates left to `<session-status>`). */
export const RecordedCodexAcp: Story = { args: { store: () => storeFromRecording('codex-acp') } };
/** A recorded subagent: its calls drawn inside the parent's card. */
export const Subagent: Story = { args: { store: subagentStore } };
export const CodeBlocks: Story = { args: { store: codeBlocks } };
export const ZhCn: Story = { args: { lang: 'zh-CN' } };
export const ZhTw: Story = { args: { lang: 'zh-TW' } };
export const Dark: Story = { args: { theme: 'dark' } };
/** 1,500 entries: only those on screen exist. */
export const ThousandsOfEntries: Story = { args: { store: () => manyEntries(1500), height: '480px' } };
export const Empty: Story = { args: { store: createToolCallStore } };
/** With a change set (`.changes`): under each prompt, "Restore to here" puts the files back as they were before it. */
export const Checkpoints: Story = { args: { withChanges: checkpoints, height: '420px' } };
export const CheckpointsZhTw: Story = {
  name: 'Checkpoints (zh-TW, dark)',
  args: { withChanges: checkpoints, lang: 'zh-TW', theme: 'dark', height: '420px' },
};
