// SPDX-License-Identifier: Apache-2.0
// The schema-driven property test: connections generated from the ACP schema the SDK ships
// (test/helpers/schema/), every message validated with ajv against its method's definition, folded
// by the real reducer and compared with an independent model. A fixed seed here; bench/
// schema-property.bench.ts runs many more with a random one. To reproduce a seed the bench printed:
//   SCHEMA_SEED=<n> node --import tsx --test test/state/schema-property.node.ts
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { casesOf } from '../helpers/schema/coverage.js';
import { checkConnection } from '../helpers/schema/invariants.js';
import { Rng, SchemaSampler, type SchemaDocument } from '../helpers/schema/sampler.js';
import { generateConnection, type ConnectionOptions, type WireMessage } from '../helpers/schema/sessions.js';
import { MessageValidator } from '../helpers/schema/validate.js';

const SCHEMA_URL = new URL('../../node_modules/@agentclientprotocol/sdk/schema/v1/schema.json', import.meta.url);
const schema = JSON.parse(readFileSync(SCHEMA_URL, 'utf8')) as SchemaDocument & Record<string, unknown>;
const SEED = Number(process.env.SCHEMA_SEED ?? 0x5eed_ac9);
const CONNECTIONS = 32;
const OPTIONS: ConnectionOptions = { sessions: 3, turnsPerSession: 3, stepsPerTurn: 30 };

/** Connection i of the run: its own seed, so one failing connection can be rerun alone. */
function connection(i: number): WireMessage[] {
  return generateConnection(new SchemaSampler(schema, new Rng(SEED + i)), OPTIONS);
}
const connections = Array.from({ length: CONNECTIONS }, (_, i) => connection(i));

describe(`schema property (seed ${SEED})`, () => {
  it('generates only messages the schema accepts, each against its method’s definition', () => {
    const validator = new MessageValidator(schema);
    const invalid: string[] = [];
    connections.forEach((messages, c) =>
      messages.forEach((message, i) => {
        const problem = validator.problem(message);
        if (problem)
          invalid.push(
            `connection ${c} message ${i} (${message.kind} ${message.method}): ${problem}\n  ${JSON.stringify(message.msg).slice(0, 400)}`,
          );
      }),
    );
    assert.deepEqual(invalid.slice(0, 5), []);
  });

  it('exercises every update variant, content block, request fate and odd id', () => {
    const cases = new Set(connections.flatMap((messages) => [...casesOf(messages)]));
    const sampler = new SchemaSampler(schema, new Rng(SEED));
    const wanted = [
      ...sampler.variants('SessionUpdate', 'sessionUpdate').map((kind) => `update:${kind}`),
      ...sampler.variants('ContentBlock', 'type').map((type) => `block:${type}`),
      ...sampler.variants('ToolCallContent', 'type').map((type) => `content:${type}`),
      'outcome:selected',
      'outcome:cancelled',
      'error:session/request_permission',
      'error:elicitation/create',
      'error:session/prompt',
      'notification:$/cancel_request',
      'notification:session/cancel',
      'notification:elicitation/complete',
      'action:accept',
      'action:decline',
      'action:cancel',
      'mode:form',
      'mode:url',
      'mode:form (request-scoped)',
      'id:null',
      'id:empty',
      'id:0',
      'id:negative',
      'id:large',
      'toolCallId:empty',
      'sessionId:empty',
    ];
    assert.deepEqual(
      wanted.filter((name) => !cases.has(name)),
      [],
    );
  });

  it('folds every connection without a throw or a FeedError, and agrees with the model', () => {
    const failures = connections
      .map((messages, i) => ({ i, problems: checkConnection(messages, 8) }))
      .filter(({ problems }) => problems.length > 0)
      .map(({ i, problems }) => `connection ${i} (seed ${SEED + i}):\n  ${problems.join('\n  ')}`);
    assert.deepEqual(failures.slice(0, 3), []);
  });

  it('is deterministic for a seed', () => {
    assert.deepEqual(connection(0), connections[0]);
    assert.notDeepEqual(connection(1), connections[0]);
  });
});
