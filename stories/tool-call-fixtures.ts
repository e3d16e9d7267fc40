// SPDX-License-Identifier: Apache-2.0
// Tool calls for stories and tests: every kind, status and content type, plus hostile input.
import type { ToolCallView } from '../src/state/index.js';
import { SAMPLE_ROOT as ROOT } from '../test/helpers/wire.js';

const NOW = Date.now();

export const KINDS = ['read', 'edit', 'delete', 'move', 'search', 'execute', 'think', 'fetch', 'switch_mode', 'other', 'mystery_kind'];
export const STATUSES = ['pending', 'in_progress', 'completed', 'failed', 'cancelled', 'paused'];

export function makeCall(fields: Partial<ToolCallView> = {}): ToolCallView {
  const status = fields.status ?? 'completed';
  const ended = status === 'completed' || status === 'failed' || status === 'cancelled';
  return {
    sessionId: 's1',
    toolCallId: `call_${Math.random().toString(36).slice(2, 8)}`,
    title: 'Read src/app.js',
    kind: 'read',
    status,
    content: [],
    locations: [],
    meta: {},
    firstSeenAt: NOW - 4200,
    updatedAt: NOW,
    ...(ended ? { endedAt: NOW - 1800 } : {}),
    ...fields,
  };
}

const titles: Record<string, string> = {
  read: 'Read src/app.js (1 - 40)',
  edit: 'Edit `src/app.js`',
  delete: 'Delete build/old.js',
  move: 'Move src/a.ts → src/b.ts',
  search: 'grep -n "TODO" src',
  execute: 'npm test -- --watch=false',
  think: 'Plan the refactor',
  fetch: 'Fetch https://example.com/docs',
  switch_mode: 'Ready to code?',
  other: 'Tool: github/create_issue',
  mystery_kind: 'Something new',
};

export function callFor(kind: string, status: string): ToolCallView {
  return makeCall({
    toolCallId: `${kind}-${status}`,
    kind,
    status,
    title: titles[kind] ?? kind,
    locations: kind === 'read' || kind === 'edit' ? [{ path: `${ROOT}/src/app.js`, line: 12 }] : [],
    content:
      status === 'failed'
        ? [{ type: 'content', content: { type: 'text', text: '```\nError: ENOENT: no such file or directory\n```' } }]
        : [],
    rawInput: kind === 'execute' ? { command: titles.execute, cwd: ROOT } : { path: `${ROOT}/src/app.js` },
  });
}

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const contentCalls: Record<string, ToolCallView> = {
  markdownText: makeCall({
    title: 'Explain the change',
    kind: 'think',
    content: [
      {
        type: 'content',
        content: {
          type: 'text',
          text: '## Plan\n\n1. Read `src/app.js`\n2. Fix the **greeting**\n\n```js\nexport function greet(name) {\n  return `Hello, ${name}!`;\n}\n```\n\nSee [the docs](https://agentclientprotocol.com).',
        },
      },
    ],
  }),
  image: makeCall({
    title: 'View Image screenshot.png',
    kind: 'read',
    content: [{ type: 'content', content: { type: 'image', data: PNG_1PX, mimeType: 'image/png' } }],
  }),
  resourceLink: makeCall({
    title: 'Tool: docs/lookup',
    kind: 'other',
    content: [
      {
        type: 'content',
        content: { type: 'resource_link', uri: 'https://example.com/spec.pdf', name: 'spec.pdf', title: 'The spec', size: 48213 },
      },
      { type: 'content', content: { type: 'resource_link', uri: `file://${ROOT}/README.md`, name: 'README.md' } },
    ],
  }),
  resource: makeCall({
    title: 'Tool: fs/read',
    kind: 'read',
    content: [
      {
        type: 'content',
        content: {
          type: 'resource',
          resource: {
            uri: `file://${ROOT}/src/util.js`,
            mimeType: 'text/javascript',
            text: 'export const clamp = (x, a, b) => Math.min(b, Math.max(a, x));\n',
          },
        },
      },
      {
        type: 'content',
        content: {
          type: 'resource',
          resource: { uri: `file://${ROOT}/logo.bin`, mimeType: 'application/octet-stream', blob: 'AAECAwQFBgc=' },
        },
      },
    ],
  }),
  diff: makeCall({
    title: 'Edit src/app.js',
    kind: 'edit',
    locations: [{ path: `${ROOT}/src/app.js`, line: 5 }],
    content: [
      { type: 'diff', path: `${ROOT}/src/app.js`, oldText: '  return "Hello, " + name;\n', newText: '  return `Hello, ${name}!`;\n' },
    ],
  }),
  terminal: makeCall({
    title: 'npm test',
    kind: 'execute',
    status: 'in_progress',
    content: [{ type: 'terminal', terminalId: 'term-1' }],
    rawInput: { command: 'npm test', cwd: ROOT },
  }),
  ansiOutput: makeCall({
    title: "echo hello && printf '\\033[31mred\\033[0m\\n'",
    kind: 'execute',
    content: [{ type: 'content', content: { type: 'text', text: 'hello\n\u001b[31mred\u001b[0m\n' } }],
  }),
  unknownContent: makeCall({ title: 'Future content', kind: 'other', content: [{ type: '_vendor_chart', series: [1, 2, 3] }] }),
  rawInputOutput: makeCall({
    title: 'Tool: github/create_issue',
    kind: 'other',
    rawInput: { owner: 'acme', repo: 'app', title: 'Bug' },
    rawOutput: { number: 42, url: 'https://github.com/acme/app/issues/42' },
    meta: { vendor: { traceId: 'abc' } },
  }),
  manyLocations: makeCall({
    title: 'Edit 3 files',
    kind: 'edit',
    locations: [{ path: `${ROOT}/src/a.ts`, line: 1 }, { path: `${ROOT}/src/b.ts` }, { path: `${ROOT}/src/c.ts`, line: 40 }],
  }),
  hugeOutput: makeCall({
    title: 'cat big.log',
    kind: 'execute',
    content: [
      {
        type: 'content',
        content: { type: 'text', text: Array.from({ length: 5000 }, (_, i) => `line ${i + 1}: ${'x'.repeat(60)}`).join('\n') },
      },
    ],
  }),
  longTitle: makeCall({ title: `Search ${'very-long-segment/'.repeat(30)}pattern`, kind: 'search' }),
  chineseTitle: makeCall({ title: '读取 `src/应用.js` 并修复问候语', kind: 'read' }),
  streamingInput: makeCall({
    title: 'Write',
    kind: 'edit',
    status: 'pending',
    rawInput: { file_path: `${ROOT}/src/new.ts`, content: 'export const a = ' },
  }),
  failedWithError: makeCall({
    title: 'npm run build',
    kind: 'execute',
    status: 'failed',
    content: [
      {
        type: 'content',
        content: { type: 'text', text: '```\nsrc/app.ts(3,7): error TS2322: Type "string" is not assignable to type "number".\n```' },
      },
    ],
    rawOutput: { exit_code: 2, stderr: 'error TS2322' },
  }),
  awaitingApproval: makeCall({
    title: 'Edit src/app.js',
    kind: 'edit',
    status: 'pending',
    content: [{ type: 'diff', path: `${ROOT}/src/app.js`, oldText: 'a', newText: 'b' }],
    permission: {
      requestId: 3,
      options: [
        { optionId: 'allow', name: 'Allow', kind: 'allow_once' },
        { optionId: 'reject', name: 'Reject', kind: 'reject_once' },
      ],
    },
  }),
};

/** Strings that must render as text and execute nothing, in every field that shows one. */
export const HOSTILE_STRINGS = [
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned = 1">',
  '<svg onload="window.__pwned = 1"><circle r="5"/></svg>',
  '[click](javascript:window.__pwned=1)',
  '<a href="javascript:window.__pwned=1">x</a>',
  '\u202Egnp.exe\u202C — bidi override',
  '<iframe src="javascript:window.__pwned=1"></iframe>',
  '<style>*{display:none!important}</style>',
  `${'A'.repeat(1024 * 1024)}`,
];

export function hostileCall(text: string, index: number): ToolCallView {
  return makeCall({
    toolCallId: `hostile-${index}`,
    title: text,
    name: text,
    kind: index % 2 ? 'execute' : 'edit',
    status: 'failed',
    locations: [{ path: `/tmp/${text.slice(0, 200)}`, line: 1 }],
    content: [
      { type: 'content', content: { type: 'text', text } },
      { type: 'content', content: { type: 'resource_link', uri: text.slice(0, 500), name: text.slice(0, 500) } },
      { type: 'content', content: { type: 'image', data: text.slice(0, 500), mimeType: 'image/svg+xml' } },
      { type: 'diff', path: text.slice(0, 500), oldText: text, newText: text },
    ],
    rawInput: { text },
    rawOutput: text,
    meta: { note: text.slice(0, 500) },
  });
}
