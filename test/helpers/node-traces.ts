// SPDX-License-Identifier: Apache-2.0
// The recorded real-agent traces (test/fixtures/*.jsonl, copied from the shared recordings) read in
// Node, for the Node tests; traces.ts loads the same files in the browser.
import { readFileSync } from 'node:fs';
import type { TraceLine } from './traces.js';

export { replay, senderOf, type TraceLine } from './traces.js';

/** Every trace of a real agent in test/fixtures, by name. */
export const ALL_TRACES = [
  'claude-agent-acp-basic',
  'claude-agent-acp-sessions',
  'claude-agent-acp-subagent',
  'claude-code-acp-basic',
  'claude-code-acp-review-clientfs',
  'codex-acp-basic',
] as const;
export type AnyTraceName = (typeof ALL_TRACES)[number];

const fixture = (file: string) => new URL(`../fixtures/${file}`, import.meta.url);

export function readTrace(name: AnyTraceName): TraceLine[] {
  return readFileSync(fixture(`${name}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TraceLine);
}

/** A fixture that is not a trace (`…files.json`), parsed. */
export function readFixtureJson<T>(file: string): T {
  return JSON.parse(readFileSync(fixture(file), 'utf8')) as T;
}
