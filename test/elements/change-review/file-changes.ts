// SPDX-License-Identifier: Apache-2.0
// Hand-built files of a change set, as the selectors give them, for the tests of what
// <change-review> draws and decides (the element's own tests feed it a real tracker).
import type { ChangeHunk, FileChange } from '../../../src/changes/index.js';
import { SAMPLE_ROOT } from '../../helpers/wire.js';

export { SAMPLE_ROOT };
export const SESSION = 'review-session';

export function hunk(id: string, fields: Partial<ChangeHunk> = {}): ChangeHunk {
  return {
    id,
    oldStart: 4,
    oldLines: 3,
    newStart: 4,
    newLines: 3,
    lines: [' export function greet(name) {', '-  return "Hello, " + name;', '+  return `Hello, ${name}!`;', ' }'],
    located: true,
    review: 'pending',
    ...fields,
  };
}

export function fileChange(path: string, fields: Partial<FileChange> = {}): FileChange {
  return {
    sessionId: SESSION,
    path: `${SAMPLE_ROOT}/${path}`,
    status: 'modified',
    evidence: 'client-write',
    before: 'export function greet(name) {\n  return "Hello, " + name;\n}\n',
    after: 'export function greet(name) {\n  return `Hello, ${name}!`;\n}\n',
    exact: true,
    hunks: [hunk(`${path}#1`, { oldStart: 1, newStart: 1 })],
    added: 1,
    removed: 1,
    toolCallIds: ['call-1'],
    editing: false,
    review: 'pending',
    undoable: true,
    ...fields,
  };
}

/** A file known only from the agent's snippets: one located hunk, one not. */
export function snippetFile(path: string, fields: Partial<FileChange> = {}): FileChange {
  return fileChange(path, {
    evidence: 'tool-diff',
    exact: false,
    before: undefined,
    after: undefined,
    hunks: [hunk(`${path}#1`, { oldStart: 10, newStart: 10 }), hunk(`${path}#2`, { located: false, oldStart: 0, newStart: 0 })],
    added: 2,
    removed: 2,
    undoable: false,
    undoBlockedBy: 'inexact',
    ...fields,
  });
}
