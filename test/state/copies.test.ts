// SPDX-License-Identifier: Apache-2.0
// The fold copies its records field by field (no spreads on the hot path). The field lists below
// must name every key of their type (`satisfies`: a field added to a type fails the type check
// here until it is listed), and each copy must carry every listed field.
import { expect } from '@open-wc/testing';
import { copySession, copyState } from '../../src/state/session.js';
import { copyToolCall } from '../../src/state/tool-calls.js';
import type { SessionState, ToolCallState, ToolCallView } from '../../src/state/types.js';

const STATE_FIELDS = {
  sessions: true,
  requests: true,
  elicitations: true,
  elicitationIds: true,
  errors: true,
  seq: true,
  protocolVersion: true,
  agent: true,
  catalog: true,
  listing: true,
  signIn: true,
} as const satisfies Record<keyof ToolCallState, true>;
const SESSION_FIELDS = {
  summary: true,
  toolCalls: true,
  terminals: true,
  permissions: true,
  transcript: true,
  pending: true,
  children: true,
} as const satisfies Record<keyof SessionState, true>;
const TOOL_CALL_FIELDS = {
  sessionId: true,
  toolCallId: true,
  title: true,
  kind: true,
  status: true,
  content: true,
  locations: true,
  meta: true,
  firstSeenAt: true,
  updatedAt: true,
  name: true,
  rawInput: true,
  rawOutput: true,
  permission: true,
  elicitation: true,
  endedAt: true,
  parentToolCallId: true,
} as const satisfies Record<keyof ToolCallView, true>;

/** An object with a distinct marker value under every listed field. */
function everyField(fields: Record<string, true>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(fields).map((key) => [key, { marker: key }]));
}

const cases: Array<[string, Record<string, true>, (value: never) => unknown]> = [
  ['the state', STATE_FIELDS, copyState],
  ['a session', SESSION_FIELDS, copySession],
  ['a tool call', TOOL_CALL_FIELDS, copyToolCall],
];

describe('field-by-field copies', () => {
  for (const [what, fields, copy] of cases) {
    it(`copies every field of ${what}, into a new object`, () => {
      const source = everyField(fields);
      const copied = copy(source as never) as Record<string, unknown>;
      expect(copied).to.not.equal(source);
      expect(Object.keys(copied).sort()).to.deep.equal(Object.keys(source).sort());
      for (const key of Object.keys(source)) expect(copied[key], key).to.equal(source[key]);
    });
  }
});
