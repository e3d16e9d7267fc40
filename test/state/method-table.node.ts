// SPDX-License-Identifier: Apache-2.0
// The reducer's dispatch table (src/state/methods.ts): the compiler checks its method names and
// senders against the SDK's; what it cannot check is two modules claiming one method, where the
// later spread would silently win.
import { AGENT_METHODS, CLIENT_METHODS, PROTOCOL_METHODS } from '@agentclientprotocol/sdk/unstable';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CATALOG_METHODS } from '../../src/state/catalog-methods.js';
import { ELICITATION_METHODS } from '../../src/state/elicitations.js';
import { METHODS } from '../../src/state/methods.js';
import { PERMISSION_METHODS } from '../../src/state/permissions.js';
import { SESSION_METHODS } from '../../src/state/session-methods.js';
import { SESSION_UPDATE_METHODS } from '../../src/state/session-update.js';
import { SIGN_IN_METHODS } from '../../src/state/sign-in.js';
import { TERMINAL_METHODS } from '../../src/state/terminals.js';

test('each method is owned by one module', () => {
  const owners = new Map<string, string>();
  const modules = {
    SESSION_METHODS,
    SESSION_UPDATE_METHODS,
    PERMISSION_METHODS,
    ELICITATION_METHODS,
    TERMINAL_METHODS,
    CATALOG_METHODS,
    SIGN_IN_METHODS,
  };
  for (const [name, rows] of Object.entries(modules)) {
    for (const method of Object.keys(rows)) {
      assert.equal(owners.get(method), undefined, `${method}: rows in ${owners.get(method)} and ${name}`);
      owners.set(method, name);
      assert.equal(METHODS.get(method), (rows as Record<string, unknown>)[method], `${method}: the table holds ${name}'s row`);
    }
  }
});

test("the table has a row for every method of the SDK's lists, and the sender they give", () => {
  const expected = new Map<string, string>();
  for (const method of Object.values(AGENT_METHODS)) expected.set(method, 'client');
  for (const method of Object.values(CLIENT_METHODS)) expected.set(method, expected.has(method) ? 'both' : 'agent');
  for (const method of Object.values(PROTOCOL_METHODS)) expected.set(method, 'both');
  expected.set('session/set_model', 'client'); // unstable, no longer in the SDK's lists (decision 0034)
  assert.deepEqual(new Map([...METHODS].map(([method, row]) => [method, row.by])), expected);
});
