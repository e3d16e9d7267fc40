// SPDX-License-Identifier: Apache-2.0
/**
 * What the demo agent says and what its commands print: the words and outputs of its one scripted
 * coding session (fixing `average()` in the sample workspace). The steps that use them, and touch the
 * real files, are in `script.ts`.
 */
import type { CreateElicitationResponse, ElicitationSchema, PermissionOption } from '@agentclientprotocol/sdk';
import { c } from './ansi.js';

export const PLAN_STEPS: readonly string[] = [
  'Read the statistics module',
  'Find every caller of average()',
  'Guard average() against empty input',
  'Run the tests and the linter',
  'Tidy up: move the legacy formatter, remove the stale debug log',
];

/** The opening thought, quoting the user's prompt. */
export function thoughtAbout(prompt: string): string {
  return `The user asked: "${prompt.slice(0, 80)}". An empty list reaching average() would divide by zero, so I should read the module, see who calls it, and fix it with a test run to confirm.`;
}

export const FINDINGS =
  '`average()` divides by `values.length`, so an empty list gives `NaN`, and `report()` passes user data straight in. I will return 0 for an empty list.';

export const SUMMARY =
  'Done. `average([])` now returns 0 and the tests pass. The linter still reports one unused variable in `src/report.ts`, which I left for you to decide on. I also moved the legacy formatter to `src/format/` and removed the stale debug log.';

export const EDIT_OPTIONS: PermissionOption[] = [
  { optionId: 'allow', name: 'Allow', kind: 'allow_once' },
  { optionId: 'allow_always', name: 'Always allow edits', kind: 'allow_always' },
  { optionId: 'reject', name: 'Reject', kind: 'reject_once' },
];

/** The question asked (when the client can show a form) before the test run. */
export const TEST_QUESTION = 'Which test command should I run?';

export const TEST_COMMANDS = ['npm test', 'npm run test:unit'] as const;

/** A choice of command (with a custom one) and a free-text field for the custom command. */
export const TEST_COMMAND_SCHEMA: ElicitationSchema = {
  type: 'object',
  properties: {
    command: {
      type: 'string',
      title: 'Test command',
      description: 'What the agent runs to check its fix',
      oneOf: [
        { const: 'npm test', title: 'npm test (the whole suite)' },
        { const: 'npm run test:unit', title: 'npm run test:unit (unit tests only)' },
        { const: 'custom', title: 'Custom command' },
      ],
      default: 'npm test',
    },
    custom: {
      type: 'string',
      title: 'Custom command',
      description: 'Used when you choose "Custom command"',
      maxLength: 200,
    },
  },
  required: ['command'],
};

/**
 * The command an answer chose, or undefined when the user declined or dismissed the question.
 * The demo runs nothing: whatever the command, it plays the scripted test output.
 */
export function chosenTestCommand(answer: CreateElicitationResponse): string | undefined {
  if (answer.action !== 'accept') return undefined;
  const content = (answer as { content?: Record<string, unknown> | null }).content ?? {};
  const choice = typeof content['command'] === 'string' ? content['command'] : 'npm test';
  const custom = typeof content['custom'] === 'string' ? content['custom'].trim() : '';
  if (choice === 'custom') return custom || 'npm test';
  return (TEST_COMMANDS as readonly string[]).includes(choice) ? choice : 'npm test';
}

/** What the agent says when the user did not choose a command. */
export function skippedTests(action: string): string {
  return action === 'decline'
    ? 'You declined to choose a test command, so I skipped the test run.'
    : 'You dismissed the question, so I skipped the test run.';
}

/** `npm test` (or the command chosen) in the workspace: a passing vitest run, one line per streamed chunk. */
export function testRunOutput(workspace: string, command = 'npm test'): string[] {
  const script = /^npm (?:run )?([\w:-]+)$/.exec(command)?.[1];
  const header = script ? [c.gray(`> stats-kit@0.3.1 ${script}`), c.gray(script === 'test' ? '> vitest run' : '> vitest run test/')] : [];
  return [
    ...(header.length > 0 ? [...header, ''] : []),
    ` ${c.inverse(c.bold(c.cyan(' RUN ')))} ${c.cyan('v3.2.4')} ${c.gray(workspace)}`,
    '',
    ` ${c.green('✓')} test/stats.test.ts ${c.gray('(4 tests)')} ${c.yellow('3ms')}`,
    `   ${c.green('✓')} average ${c.gray('>')} averages numbers`,
    `   ${c.green('✓')} average ${c.gray('>')} is 0 for no numbers`,
    `   ${c.green('✓')} median ${c.gray('>')} takes the middle`,
    `   ${c.green('✓')} median ${c.gray('>')} averages the two middles`,
    '',
    ` ${c.dim('Test Files')}  ${c.bold(c.green('1 passed'))} ${c.gray('(1)')}`,
    `      ${c.dim('Tests')}  ${c.bold(c.green('4 passed'))} ${c.gray('(4)')}`,
    `   ${c.dim('Duration')}  412ms`,
  ];
}

/** `npm run lint`: one error left in `reportPath`, which the agent leaves for the user to decide on. */
export function lintOutput(reportPath: string): string[] {
  return [
    c.gray('> stats-kit@0.3.1 lint'),
    c.gray('> eslint src'),
    '',
    c.bold(c.cyan(reportPath)),
    `  ${c.gray('4:9')}  ${c.red('error')}  'mean' is assigned a value but only used in a condition  ${c.gray('no-unused-vars')}`,
    '',
    c.bold(c.red('✖ 1 problem (1 error, 0 warnings)')),
    '',
    `${c.red('npm error')} Lifecycle script \`lint\` failed with error:`,
    `${c.red('npm error')} code 1`,
  ];
}

export const DOCS_URL = 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array/reduce';

/** Written by hand: the demo fetches nothing. */
export const DOCS_SUMMARY =
  '**Array.prototype.reduce()** — calling `reduce()` on an empty array without an initial value throws a `TypeError`; with an initial value it returns that value. (Summary written by the demo agent; nothing was downloaded.)';

/** The fix the demo proposes: guard average() once; on a file already fixed, document median(). */
export function proposeEdit(text: string): string {
  const buggy = '  const total = values.reduce((sum, value) => sum + value, 0);\n  return total / values.length;';
  if (text.includes(buggy)) {
    return text.replace(
      buggy,
      '  if (values.length === 0) return 0;\n  const total = values.reduce((sum, value) => sum + value, 0);\n  return total / values.length;',
    );
  }
  const stamp = `// Reviewed by the demo agent (${new Date().toISOString().slice(0, 10)}).\n`;
  return text.startsWith('// Reviewed') ? text.replace(/^\/\/ Reviewed[^\n]*\n/, '') : stamp + text;
}

// ── The multi-file turn (refactor-turn.ts): a prompt with the word "refactor" ───────────────────

/** A prompt that asks for the multi-file turn. */
export const REFACTOR_WORD = /\brefactor/i;

export const REFACTOR_THOUGHT =
  'A tidy-up across files: guard median() like average(), document describe(), drop the variable report() only uses once, and give report() a test of its own.';

export const REFACTOR_SUMMARY =
  'Done: `median([])` now returns 0, `describe()` has a doc comment, `report()` no longer keeps an unused `mean`, and `test/report.test.ts` covers it. Review the changes before you keep them.';

/** One snippet edit: a file, and the fragment it replaces with another (swapped back when run again). */
export interface SnippetEdit {
  file: string;
  swap: readonly [string, string];
}

export const SNIPPET_EDITS: readonly SnippetEdit[] = [
  {
    file: 'src/stats.ts',
    swap: [
      '  const sorted = [...values].sort((a, b) => a - b);\n',
      '  if (values.length === 0) return 0;\n  const sorted = [...values].sort((a, b) => a - b);\n',
    ],
  },
  {
    file: 'src/stats.ts',
    swap: [
      'export function describe(values: number[]): string {\n',
      '/** "mean X, median Y", both with two decimals. */\nexport function describe(values: number[]): string {\n',
    ],
  },
  {
    file: 'src/report.ts',
    swap: [
      '  const mean = average(values);\n  return `${name}: ${describe(values)} (${mean > 0 ? "up" : "flat"})`;\n',
      '  return `${name}: ${describe(values)} (${average(values) > 0 ? "up" : "flat"})`;\n',
    ],
  },
];

/** The new file of the turn. */
export const REPORT_TEST = [
  "import { describe, expect, it } from 'vitest';",
  "import { report } from '../src/report.js';",
  '',
  "describe('report', () => {",
  "  it('names the series and says which way it goes', () => expect(report('q1', [1, 2, 3])).toBe('q1: mean 2.00, median 2.00 (up)'));",
  "  it('is flat for no numbers', () => expect(report('none', [])).toMatch(/flat\\)$/));",
  '});',
  '',
].join('\n');
