// SPDX-License-Identifier: Apache-2.0
// `<prompt-input>`'s requests on the live path: connectAcp (client mode) through the real bridge to
// the real demo agent over a real WebSocket. The test fires `prompt-submit` / `prompt-cancel` as the
// element would and checks what went over the wire, in which order. The demo agent refuses a second
// turn while one runs, so a prompt that overtook another would fail. Run by `npm test`.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { WebSocket } from 'ws';
import { connectAcp, type AcpConnection, type ConnectAcpOptions } from '../../src/connection/index.js';
import { PromptCancelEvent } from '../../src/events/prompt-cancel.js';
import { PromptSubmitEvent } from '../../src/events/prompt-submit.js';
import type { ContentBlock } from '../../src/state/index.js';
import { recordingStore, type Recorded } from '../helpers/recording-store.js';
import { waitUntil } from '../helpers/time.js';
import { PROCESS_WAIT, testBridge, type TestBridge } from '../server/helpers.js';

const ALLOW = () => ({ outcome: 'selected' as const, optionId: 'allow' });
const text = (value: string): ContentBlock[] => [{ type: 'text', text: value }];

describe('prompt-submit and prompt-cancel through the bridge with the demo agent', () => {
  let t: TestBridge;
  let connection: AcpConnection | undefined;
  let target: EventTarget;
  let log: Recorded[];
  let diagnostics: string[];

  before(async () => {
    t = await testBridge();
  });
  after(() => t.close());
  afterEach(() => {
    connection?.close();
    connection = undefined;
  });

  /** A connection listening on a fresh target; `host` listens there first, as a page's own listener would. */
  function open(overrides: Partial<ConnectAcpOptions> = {}, host?: (event: Event) => void): AcpConnection {
    const recording = recordingStore();
    log = recording.log;
    target = new EventTarget();
    if (host) target.addEventListener('prompt-submit', host);
    diagnostics = [];
    connection = connectAcp(t.bridge.url, {
      store: recording.store,
      permissionTarget: target,
      sessionControlTarget: target,
      // The question before the test run is elicitation.node.ts's subject, not this file's.
      elicitation: false,
      onDiagnostic: (message) => diagnostics.push(message),
      WebSocket: WebSocket as unknown as ConnectAcpOptions['WebSocket'],
      reconnect: false,
      ...overrides,
    });
    return connection;
  }

  async function connect(overrides: Partial<ConnectAcpOptions> = {}, host?: (event: Event) => void): Promise<AcpConnection> {
    const conn = open(overrides, host);
    await conn.ready;
    return conn;
  }

  /** Where in the log each `session/prompt` the client sent, and the agent's answer to it, sit. */
  function turns() {
    return log.flatMap((entry, sentAt) => {
      const { message } = entry;
      if (entry.from !== 'client' || message.method !== 'session/prompt') return [];
      const answeredAt = log.findIndex((e) => e.from === 'agent' && e.message.id === message.id && !('method' in e.message));
      const answer = answeredAt < 0 ? undefined : (log[answeredAt]!.message.result as { stopReason?: string } | undefined);
      return [{ params: message.params as { sessionId: string; prompt: ContentBlock[] }, sentAt, answeredAt, answer }];
    });
  }
  const answered = (n: number) => waitUntil(() => turns().filter((turn) => turn.answeredAt >= 0).length >= n, `${n} answers`, PROCESS_WAIT);
  const submit = (prompt: ContentBlock[], sessionId?: string) => target.dispatchEvent(new PromptSubmitEvent({ sessionId, prompt }));

  it('a prompt-submit becomes exactly one session/prompt with the same blocks', async () => {
    const conn = await connect({ permissionPolicy: ALLOW });
    const blocks: ContentBlock[] = [
      { type: 'text', text: 'Fix average()' },
      { type: 'text', text: 'and run the tests' },
    ];
    assert.equal(submit(blocks, conn.sessionId), true, 'the event was not prevented');
    await answered(1);
    const [turn, ...more] = turns();
    assert.deepEqual(more, []);
    assert.deepEqual(turn!.params, { sessionId: conn.sessionId, prompt: blocks });
    assert.deepEqual(turn!.answer, { stopReason: 'end_turn' });
    assert.deepEqual(diagnostics, []);
  });

  it('a prevented prompt-submit sends nothing', async () => {
    let prevent = true;
    await connect({ permissionPolicy: ALLOW }, (event) => {
      if (prevent) event.preventDefault();
    });
    assert.equal(submit(text('not this one')), false);
    prevent = false;
    // The next one goes out: once it has its answer, anything the first had sent would be in the log too.
    assert.equal(submit(text('this one')), true);
    await answered(1);
    assert.deepEqual(
      turns().map((turn) => turn.params.prompt),
      [text('this one')],
    );
  });

  it('ignores another session’s prompt, and keeps the text in the box while not connected', async () => {
    const conn = open({ permissionPolicy: ALLOW });
    // Still connecting: the element keeps the text (the event is prevented), nothing is sent.
    assert.equal(conn.status, 'connecting');
    assert.equal(submit(text('too early')), false);
    await conn.ready;
    assert.equal(submit(text('not ours'), 'another-session'), true);
    assert.equal(submit(text('ours')), true);
    await answered(1);
    assert.deepEqual(
      turns().map((turn) => turn.params.prompt),
      [text('ours')],
    );
  });

  it('two quick prompts go out one after the other, events and prompt() alike', async () => {
    const conn = await connect({ permissionPolicy: ALLOW });
    submit(text('first'));
    const second = conn.prompt('second');
    submit(text('third'));
    assert.deepEqual(await second, { stopReason: 'end_turn' });
    await answered(3);
    const all = turns();
    assert.deepEqual(
      all.map((turn) => turn.params.prompt),
      [text('first'), text('second'), text('third')],
    );
    // Each went out only after the previous one's answer, and the agent accepted each (it refuses overlapping turns).
    for (let i = 1; i < all.length; i++) assert.ok(all[i]!.sentAt > all[i - 1]!.answeredAt, `prompt ${i} waited`);
    assert.deepEqual(
      all.map((turn) => turn.answer?.stopReason),
      ['end_turn', 'end_turn', 'end_turn'],
    );
  });

  it('prompt-cancel sends session/cancel and the turn ends cancelled', async () => {
    const conn = await connect();
    submit(text('Fix average()'));
    // No policy: the edit waits for the user, so the turn is still running.
    await waitUntil(() => conn.pendingPermissions === 1, 'the edit to wait for permission', PROCESS_WAIT);
    assert.equal(target.dispatchEvent(new PromptCancelEvent({ sessionId: conn.sessionId })), true);
    await answered(1);
    const cancels = log.filter((e) => e.from === 'client' && e.message.method === 'session/cancel');
    assert.deepEqual(
      cancels.map((e) => e.message.params),
      [{ sessionId: conn.sessionId }],
    );
    assert.deepEqual(turns()[0]!.answer, { stopReason: 'cancelled' });
    assert.equal(conn.pendingPermissions, 0);
  });

  it('keeps the order across a cancel: prompts waiting in the connection go out after the cancelled turn', async () => {
    const conn = await connect();
    submit(text('first'));
    await waitUntil(() => conn.pendingPermissions === 1, 'the first edit to wait', PROCESS_WAIT);
    submit(text('second'));
    submit(text('third'));
    target.dispatchEvent(new PromptCancelEvent({ sessionId: undefined }));
    await answered(1);
    // The second turn runs now: its edit waits too; allow it, and the third's.
    for (const n of [1, 2]) {
      await waitUntil(() => conn.pendingPermissions === 1, `edit ${n} to wait`, PROCESS_WAIT);
      const request = [...log].reverse().find((e) => e.message.method === 'session/request_permission')!;
      assert.equal(conn.respond(request.message.id!, { outcome: 'selected', optionId: 'allow' }), true);
      await answered(n + 1);
    }
    const all = turns();
    assert.deepEqual(
      all.map((turn) => [turn.params.prompt, turn.answer?.stopReason]),
      [
        [text('first'), 'cancelled'],
        [text('second'), 'end_turn'],
        [text('third'), 'end_turn'],
      ],
    );
    for (let i = 1; i < all.length; i++) assert.ok(all[i]!.sentAt > all[i - 1]!.answeredAt, `prompt ${i} waited`);
  });
});
