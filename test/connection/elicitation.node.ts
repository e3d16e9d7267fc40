// SPDX-License-Identifier: Apache-2.0
// The live path of ACP elicitation: connectAcp (client mode) through the real bridge to the real
// demo agent over a real WebSocket. The agent asks which test command to run, tied to an execute
// call; the test answers as <elicitation-form> would (an `elicitation-respond` event) or cancels.
// Run by `npm test` (node:test through tsx).
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { WebSocket } from 'ws';
import { connectAcp, type AcpConnection, type ConnectAcpOptions } from '../../src/connection/index.js';
import { ElicitationRespondEvent } from '../../src/events/elicitation-respond.js';
import { recordingStore, type Message } from '../helpers/recording-store.js';
import { waitUntil } from '../helpers/time.js';
import { PROCESS_WAIT, testBridge, type TestBridge } from '../server/helpers.js';

describe('elicitation through the bridge with the demo agent', () => {
  let t: TestBridge;
  let connection: AcpConnection | undefined;
  let target: EventTarget;
  let log: { message: Message; from: string }[];
  let diagnostics: string[];

  before(async () => {
    t = await testBridge();
  });
  after(() => t.close());
  afterEach(() => {
    connection?.close();
    connection = undefined;
  });

  async function connect(overrides: Partial<ConnectAcpOptions> = {}): Promise<AcpConnection> {
    const recording = recordingStore();
    log = recording.log;
    target = new EventTarget();
    diagnostics = [];
    connection = connectAcp(t.bridge.url, {
      store: recording.store,
      permissionTarget: target,
      sessionControlTarget: target,
      elicitationTarget: target,
      // The edit before the test run is approved by policy: this file is about the question after it.
      permissionPolicy: () => ({ outcome: 'selected', optionId: 'allow' }),
      onDiagnostic: (message) => diagnostics.push(message),
      WebSocket: WebSocket as unknown as ConnectAcpOptions['WebSocket'],
      reconnect: false,
      ...overrides,
    });
    await connection.ready;
    return connection;
  }

  const sent = (method: string) => log.filter((entry) => entry.message.method === method).map((entry) => entry.message);
  const answersTo = (id: number | string) =>
    log.filter((entry) => entry.from === 'client' && entry.message.id === id && !('method' in entry.message)).map((e) => e.message);
  const updates = () =>
    sent('session/update').map((m) => (m.params as { update: Record<string, unknown> & { toolCallId?: string } }).update);

  /** Prompts, and resolves with the agent's `elicitation/create` once it waits for an answer. */
  async function promptUntilAsked(conn: AcpConnection) {
    const turn = conn.prompt('Fix average()');
    await waitUntil(() => conn.pendingElicitations === 1, 'the agent to ask', PROCESS_WAIT);
    const request = sent('elicitation/create')[0]!;
    return { turn, request, params: request.params as { sessionId: string; toolCallId: string; mode: string; message: string } };
  }

  it('advertises form and URL elicitation, and the agent receives exactly the accepted content', async () => {
    const conn = await connect();
    const init = sent('initialize')[0]!.params as { clientCapabilities: Record<string, unknown> };
    assert.deepEqual(init.clientCapabilities['elicitation'], { form: {}, url: {} });

    const { turn, request, params } = await promptUntilAsked(conn);
    assert.equal(params.sessionId, conn.sessionId);
    assert.equal(params.mode, 'form');
    assert.equal(params.message, 'Which test command should I run?');
    // Tied to an execute call that waits (pending) for the answer.
    const call = updates().find((u) => u['sessionUpdate'] === 'tool_call' && u.toolCallId === params.toolCallId)!;
    assert.equal(call['kind'], 'execute');
    assert.equal(call['status'], 'pending');

    const content = { command: 'custom', custom: 'npx vitest run test/stats.test.ts' };
    target.dispatchEvent(new ElicitationRespondEvent({ sessionId: conn.sessionId, requestId: request.id!, action: 'accept', content }));
    // A second answer (another form, a key repeat) is ignored with a diagnostic, not thrown.
    target.dispatchEvent(new ElicitationRespondEvent({ sessionId: conn.sessionId, requestId: request.id!, action: 'decline' }));
    assert.equal(conn.respondElicitation(request.id!, 'cancel'), false);
    assert.equal(diagnostics.length, 2);
    assert.match(diagnostics[0]!, /not pending/);

    assert.deepEqual(await turn, { stopReason: 'end_turn' });
    assert.deepEqual(
      answersTo(request.id!).map((m) => m.result),
      [{ action: 'accept', content }],
    );
    // The agent acted on exactly that: the waiting call ran the custom command and completed.
    const own = updates().filter((u) => u.toolCallId === params.toolCallId);
    assert.ok(own.some((u) => u['title'] === 'npx vitest run test/stats.test.ts' && u['status'] === 'in_progress'));
    assert.equal(own.at(-1)!['status'], 'completed');
    assert.equal(conn.pendingElicitations, 0);
  });

  it('a declined question: the agent says so, skips the run and carries on', async () => {
    const conn = await connect();
    const { turn, request, params } = await promptUntilAsked(conn);
    assert.equal(conn.respondElicitation(request.id!, 'decline', { command: 'npm test' }), true);
    assert.deepEqual(await turn, { stopReason: 'end_turn' });
    // Content goes only with accept.
    assert.deepEqual(
      answersTo(request.id!).map((m) => m.result),
      [{ action: 'decline' }],
    );
    const own = updates().filter((u) => u.toolCallId === params.toolCallId);
    assert.equal(own.at(-1)!['status'], 'failed');
    assert.ok(!own.some((u) => u['status'] === 'in_progress'), 'the tests never ran');
    const said = updates()
      .filter((u) => u['sessionUpdate'] === 'agent_message_chunk')
      .map((u) => (u['content'] as { text: string }).text)
      .join('');
    assert.match(said, /declined to choose a test command, so I skipped the test run/);
    // It carried on: the linter still ran after the skipped tests.
    assert.ok(updates().some((u) => u['sessionUpdate'] === 'tool_call' && u['title'] === 'npm run lint'));
  });

  it('session/cancel answers the pending elicitation `cancel`, once, and the turn ends cancelled', async () => {
    const conn = await connect();
    const { turn, request } = await promptUntilAsked(conn);
    await conn.cancel();
    assert.equal(conn.pendingElicitations, 0);
    assert.deepEqual(await turn, { stopReason: 'cancelled' });
    target.dispatchEvent(new ElicitationRespondEvent({ sessionId: conn.sessionId, requestId: request.id!, action: 'accept', content: {} }));
    assert.equal(diagnostics.length, 1);
    assert.deepEqual(
      answersTo(request.id!).map((m) => m.result),
      [{ action: 'cancel' }],
    );
    assert.deepEqual(
      sent('session/cancel').map((m) => m.params),
      [{ sessionId: conn.sessionId }],
    );
  });

  it('without the capability the agent does not ask and runs `npm test` as before', async () => {
    const conn = await connect({ elicitation: false });
    const init = sent('initialize')[0]!.params as { clientCapabilities: Record<string, unknown> };
    assert.equal(init.clientCapabilities['elicitation'], undefined);
    assert.deepEqual(await conn.prompt('Fix average()'), { stopReason: 'end_turn' });
    assert.deepEqual(sent('elicitation/create'), []);
    assert.ok(updates().some((u) => u['sessionUpdate'] === 'tool_call' && u['title'] === 'npm test'));
  });
});
