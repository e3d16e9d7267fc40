// SPDX-License-Identifier: Apache-2.0
// The fold copies its records field by field (no spreads on the hot path). The field lists are
// checked against the types at compile time; here, that each copy carries every listed field.
import { expect } from '@open-wc/testing';
import { copySession, copyState, SESSION_FIELDS, STATE_FIELDS } from '../../src/state/session.js';
import { copyToolCall, TOOL_CALL_FIELDS } from '../../src/state/tool-calls.js';

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
