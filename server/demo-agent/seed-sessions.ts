// SPDX-License-Identifier: Apache-2.0
/**
 * A few earlier sessions, written once into a new state folder, so that `session/list` has a
 * history to page through (today, yesterday, last week; one in another folder, for the cwd filter)
 * and `session/load` something to replay: each a prompt, a tool call or two, and an answer.
 */
import type { SessionUpdate, ToolKind } from '@agentclientprotocol/sdk';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SessionStore } from './session-store.js';

interface SeedCall {
  kind: ToolKind;
  title: string;
  /** Relative to the session's folder. */
  file: string;
  output: string;
}

interface Seed {
  id: string;
  title: string;
  /** How long ago it was last used. */
  minutesAgo: number;
  prompt: string;
  calls: SeedCall[];
  answer: string;
  /** Another project beside the workspace, instead of the workspace. */
  elsewhere?: boolean;
}

const HOUR = 60;
const DAY = 24 * HOUR;

const SEEDS: readonly Seed[] = [
  {
    id: 'demo-earlier-median',
    title: 'Why does median() sort a copy?',
    minutesAgo: 25,
    prompt: 'Why does median() sort a copy of the values?',
    calls: [
      { kind: 'read', title: 'Read src/stats.ts', file: 'src/stats.ts', output: 'const sorted = [...values].sort((a, b) => a - b);' },
    ],
    answer: '`median()` sorts a copy so that the caller’s array keeps its order: `sort()` works in place.',
  },
  {
    id: 'demo-earlier-percent',
    title: 'Round formatPercent to one decimal',
    minutesAgo: 3 * HOUR,
    prompt: 'Can formatPercent round to one decimal instead of two?',
    calls: [
      {
        kind: 'search',
        title: 'grep -rn "formatPercent" src',
        file: 'src/legacy-format.ts',
        output: 'src/legacy-format.ts:6: export function formatPercent(ratio: number): string {',
      },
      { kind: 'read', title: 'Read src/legacy-format.ts', file: 'src/legacy-format.ts', output: 'return `${formatNumber(ratio * 100)}%`;' },
    ],
    answer:
      'It could: `formatPercent` goes through `formatNumber`, which always uses two decimals. A `digits` parameter would keep the other callers as they are.',
  },
  {
    id: 'demo-earlier-report',
    title: 'Explain the report module',
    minutesAgo: DAY + 2 * HOUR,
    prompt: '/explain src/report.ts',
    calls: [
      {
        kind: 'read',
        title: 'Read src/report.ts',
        file: 'src/report.ts',
        output: 'export function report(name: string, values: number[]): string {',
      },
    ],
    answer: '`report()` names a series and describes it with `describe()`, adding “up” when the mean is positive.',
  },
  {
    id: 'demo-earlier-tests',
    title: 'Add tests for median()',
    minutesAgo: DAY + 7 * HOUR,
    prompt: 'Add tests for median() with an even number of values.',
    calls: [
      { kind: 'read', title: 'Read test/stats.test.ts', file: 'test/stats.test.ts', output: "describe('median', () => {" },
      { kind: 'execute', title: 'npm test', file: 'test/stats.test.ts', output: '✓ test/stats.test.ts (4 tests)' },
    ],
    answer: 'There is already one: “averages the two middles” checks `[4, 1, 2, 3]`. The suite passes.',
  },
  {
    id: 'demo-earlier-lint',
    title: 'Lint errors in report.ts',
    minutesAgo: 3 * DAY,
    prompt: 'What does the linter complain about?',
    calls: [
      {
        kind: 'execute',
        title: 'npm run lint',
        file: 'src/report.ts',
        output: "src/report.ts  4:9  error  'mean' is assigned a value but never used",
      },
    ],
    answer: 'One unused variable in `src/report.ts`. I left it: removing it changes what the report says.',
  },
  {
    id: 'demo-earlier-vitest',
    title: 'Set up vitest',
    minutesAgo: 6 * DAY,
    prompt: 'Which test runner does this project use?',
    calls: [{ kind: 'read', title: 'Read package.json', file: 'package.json', output: '"test": "vitest run"' }],
    answer: 'Vitest: `npm test` runs `vitest run` once, without watching.',
  },
  {
    id: 'demo-earlier-rename',
    title: 'Rename legacy-format',
    minutesAgo: 8 * DAY,
    prompt: 'Should legacy-format.ts get a better name?',
    calls: [
      {
        kind: 'search',
        title: 'grep -rn "legacy-format" src',
        file: 'src/stats.ts',
        output: "src/stats.ts:1: import { formatNumber } from './legacy-format.js';",
      },
    ],
    answer: 'Only `src/stats.ts` imports it; moving it to `src/format/` would be a one-line change there.',
  },
  {
    id: 'demo-earlier-docs',
    title: 'Draft the docs site navigation',
    minutesAgo: 2 * DAY,
    prompt: 'Draft a navigation for the docs site.',
    calls: [{ kind: 'read', title: 'Read README.md', file: 'README.md', output: '# stats-kit' }],
    answer: 'Getting started, Functions (average, median, formatPercent), Changelog.',
    elsewhere: true,
  },
];

function history(seed: Seed, cwd: string): SessionUpdate[] {
  const updates: SessionUpdate[] = [{ sessionUpdate: 'user_message_chunk', content: { type: 'text', text: seed.prompt } }];
  seed.calls.forEach((call, index) => {
    const toolCallId = `${seed.id}-call-${index + 1}`;
    const path = join(cwd, call.file);
    updates.push(
      { sessionUpdate: 'tool_call', toolCallId, title: call.title, kind: call.kind, status: 'in_progress', locations: [{ path }] },
      {
        sessionUpdate: 'tool_call_update',
        toolCallId,
        status: 'completed',
        content: [{ type: 'content', content: { type: 'text', text: `\`\`\`\n${call.output}\n\`\`\`` } }],
      },
    );
  });
  updates.push({ sessionUpdate: 'agent_message_chunk', messageId: `${seed.id}-answer`, content: { type: 'text', text: seed.answer } });
  return updates;
}

/** Writes the earlier sessions once per state folder (a marker remembers it, so deleted ones stay deleted). */
export async function seedSessions(store: SessionStore, stateDir: string, workspace: string, now = Date.now()): Promise<void> {
  const marker = join(stateDir, 'seeded');
  if (existsSync(marker)) return;
  for (const seed of SEEDS) {
    const cwd = seed.elsewhere ? join(dirname(workspace), 'stats-kit-docs') : workspace;
    const at = new Date(now - seed.minutesAgo * 60_000).toISOString();
    await store.create({ sessionId: seed.id, cwd, title: seed.title, createdAt: at, updatedAt: at, modeId: 'ask' }, history(seed, cwd));
  }
  await writeFile(marker, '');
}
