// SPDX-License-Identifier: Apache-2.0
// Elicitations (ACP v1 `elicitation/create`, its answer, `elicitation/complete`) folded through the real reducer.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  createInitialState,
  reduceMessage,
  selectElicitations,
  selectErrors,
  selectPendingElicitations,
  selectToolCall,
  selectToolCalls,
  type ElicitationView,
  type ToolCallState,
} from '../../src/state/index.js';
import { agent, client, fold, type Step } from '../helpers/fold.js';
import { notification, request, result, session, type Json } from '../helpers/wire.js';

const S1 = 'session-1';
const S2 = 'session-2';
const SCHEMA = {
  type: 'object',
  properties: { command: { type: 'string', enum: ['npm test', 'npm run lint'] }, note: { type: 'string' } },
  required: ['command'],
};

const formRequest = (id: number | string, extra: Json = {}) =>
  request(id, 'elicitation/create', { sessionId: S1, mode: 'form', message: 'Which test command?', requestedSchema: SCHEMA, ...extra });
const urlRequest = (id: number, extra: Json = {}) =>
  request(id, 'elicitation/create', {
    sessionId: S1,
    mode: 'url',
    message: 'Sign in',
    url: 'https://auth.example.com/login',
    elicitationId: 'el-1',
    ...extra,
  });
const s1 = session(S1);
const toolCall = (toolCallId: string, sessionId = S1) => s1.toolCall(toolCallId, { title: 'Run tests' }, sessionId);
const complete = (elicitationId: string) => notification('elicitation/complete', { elicitationId });
const { cancel } = s1;

const errorsOf = (state: ToolCallState) => selectErrors(state).map((error) => error.reason);

describe('elicitations', () => {
  it('a form request is pending, with its mode, message and schema', () => {
    const state = fold([agent(formRequest(7), 1234)]);
    const [view] = selectPendingElicitations(state, S1);
    expect(view).to.deep.equal({
      sessionId: S1,
      requestId: 7,
      mode: 'form',
      message: 'Which test command?',
      requestedSchema: SCHEMA,
      requestedAt: 1234,
    } satisfies ElicitationView);
    expect(selectPendingElicitations(state)).to.deep.equal([view]);
    expect(errorsOf(state)).to.deep.equal([]);
  });

  it('the client’s accept records action and content and ends pending', () => {
    const content = { command: 'npm test', note: 'quick' };
    const state = fold([agent(formRequest(7)), client(result(7, { action: 'accept', content }), 2000)]);
    expect(selectPendingElicitations(state, S1)).to.deep.equal([]);
    const [view] = selectElicitations(state, S1);
    expect(view.outcome).to.deep.equal({ action: 'accept', content });
    expect(view.answeredAt).to.equal(2000);
  });

  for (const action of ['decline', 'cancel', '_custom_action']) {
    it(`keeps the ${action} action as sent`, () => {
      const state = fold([agent(formRequest(7)), client(result(7, { action }))]);
      expect(selectElicitations(state, S1)[0].outcome).to.deep.equal({ action });
      expect(errorsOf(state)).to.deep.equal([]);
    });
  }

  it('a JSON-RPC error answer is recorded and ends pending', () => {
    const error = { code: -32603, message: 'no UI' };
    const state = fold([agent(formRequest(7)), client({ jsonrpc: '2.0', id: 7, error })]);
    expect(selectPendingElicitations(state)).to.deep.equal([]);
    expect(selectElicitations(state)[0].error).to.deep.equal(error);
  });

  it('a url request completes with elicitation/complete, after or before its answer', () => {
    const answered = fold([agent(urlRequest(3)), client(result(3, { action: 'accept' })), agent(complete('el-1'))]);
    expect(selectElicitations(answered, S1)[0]).to.deep.include({
      mode: 'url',
      url: 'https://auth.example.com/login',
      elicitationId: 'el-1',
      outcome: { action: 'accept' },
      completed: true,
    });
    const early = fold([agent(urlRequest(3)), agent(complete('el-1'))]);
    expect(selectPendingElicitations(early, S1)[0].completed).to.equal(true);
    expect(errorsOf(early)).to.deep.equal([]);
  });

  it('elicitation/complete finds its elicitation by id among many, the newest when an id repeats, and an older state keeps its own', () => {
    const steps = [agent(urlRequest(1)), agent(urlRequest(2, { elicitationId: 'el-2' })), agent(urlRequest(3))];
    const older = fold(steps.slice(0, 2));
    const state = fold([agent(complete('el-1'))], fold(steps.slice(2), older));
    expect(selectElicitations(state).map((view) => [view.requestId, view.completed ?? false])).to.deep.equal([
      [1, false],
      [2, false],
      [3, true],
    ]);
    // A state branched before the repeat completes the first one (the index is persistent).
    const branched = fold([agent(complete('el-1'))], older);
    expect(selectElicitations(branched).map((view) => view.completed ?? false)).to.deep.equal([true, false]);
    expect(errorsOf(branched)).to.deep.equal([]);
  });

  it('an elicitation/complete for an unknown id is reported, and changes nothing', () => {
    const before = fold([agent(urlRequest(3))]);
    const after = fold([agent(complete('nope'))], before);
    expect(errorsOf(after)).to.have.length(1);
    expect(errorsOf(after)[0]).to.contain('elicitation/complete');
    expect(selectElicitations(after)).to.equal(selectElicitations(before));
  });

  it('an unknown mode is kept, never dropped', () => {
    const state = fold([agent(request(9, 'elicitation/create', { sessionId: S1, mode: '_picker', message: 'Pick', items: [1] }))]);
    expect(selectPendingElicitations(state, S1)).to.have.length(1);
    expect(selectPendingElicitations(state, S1)[0]).to.deep.include({ mode: '_picker', message: 'Pick' });
    expect(errorsOf(state)).to.deep.equal([]);
  });

  it('a request-scoped elicitation (before any session) is kept without a session', () => {
    const state = fold([
      agent(request(1, 'elicitation/create', { requestId: 0, mode: 'form', message: 'API key?', requestedSchema: SCHEMA })),
    ]);
    const [view] = selectPendingElicitations(state);
    expect(view.sessionId).to.equal(undefined);
    expect(view.requestId).to.equal(1);
    expect(selectPendingElicitations(state, S1)).to.deep.equal([]);
    expect(errorsOf(state)).to.deep.equal([]);
    const answered = fold([client(result(1, { action: 'decline' }))], state);
    expect(selectPendingElicitations(answered)).to.deep.equal([]);
  });

  it('is keyed by sender and id: string and number ids differ, and the client’s own id 7 is not the agent’s', () => {
    const state = fold([
      agent(formRequest(7)),
      agent(formRequest('7')),
      client(request(7, 'session/prompt', { sessionId: S1, prompt: [] })),
      agent(result(7, { stopReason: 'end_turn' })),
    ]);
    expect(selectPendingElicitations(state, S1).map((view) => view.requestId)).to.deep.equal([7, '7']);
    const answered = fold([client(result('7', { action: 'cancel' }))], state);
    expect(selectPendingElicitations(answered, S1).map((view) => view.requestId)).to.deep.equal([7]);
  });

  it('one tied to a tool call is the call’s elicitation, and follows its answer', () => {
    const asked = fold([agent(toolCall('call-1')), agent(formRequest(7, { toolCallId: 'call-1' }))]);
    const view = selectPendingElicitations(asked, S1)[0];
    expect(view.toolCallId).to.equal('call-1');
    expect(selectToolCall(asked, S1, 'call-1')?.elicitation).to.equal(view);
    expect(selectToolCall(asked, S1, 'call-1')?.title).to.equal('Run tests');
    const answered = fold([client(result(7, { action: 'decline' }))], asked);
    expect(selectToolCall(answered, S1, 'call-1')?.elicitation).to.equal(selectElicitations(answered, S1)[0]);
    expect(selectToolCall(answered, S1, 'call-1')?.elicitation?.outcome).to.deep.equal({ action: 'decline' });
  });

  it('a tool call not seen yet is created for it (as a permission request does), and the later tool_call keeps it', () => {
    const state = fold([agent(formRequest(7, { toolCallId: 'call-9' })), agent(toolCall('call-9'))]);
    const call = selectToolCall(state, S1, 'call-9');
    expect(call?.title).to.equal('Run tests');
    expect(call?.elicitation?.requestId).to.equal(7);
  });

  it('the call shows its latest elicitation; answering an older one leaves the call alone', () => {
    const state = fold([
      agent(toolCall('call-1')),
      agent(formRequest(7, { toolCallId: 'call-1' })),
      agent(formRequest(8, { toolCallId: 'call-1' })),
      client(result(7, { action: 'cancel' })),
    ]);
    const call = selectToolCall(state, S1, 'call-1')!;
    expect(call.elicitation?.requestId).to.equal(8);
    expect(call.elicitation?.outcome).to.equal(undefined);
  });

  it('session/cancel marks the session’s pending elicitations cancelRequested; the cancel answer ends them', () => {
    const state = fold([
      agent(toolCall('call-1')),
      agent(formRequest(7, { toolCallId: 'call-1' })),
      agent(formRequest(8, { sessionId: S2 })),
      agent(formRequest(6)),
      client(result(6, { action: 'accept', content: {} })),
      client(cancel()),
    ]);
    expect(selectPendingElicitations(state, S1).map((view) => [view.requestId, view.cancelRequested])).to.deep.equal([[7, true]]);
    expect(selectElicitations(state, S1).find((view) => view.requestId === 6)?.cancelRequested).to.equal(undefined);
    expect(selectPendingElicitations(state, S2)[0].cancelRequested).to.equal(undefined);
    expect(selectToolCall(state, S1, 'call-1')?.elicitation?.cancelRequested).to.equal(true);
    const answered = fold([client(result(7, { action: 'cancel' }))], state);
    expect(selectPendingElicitations(answered, S1)).to.deep.equal([]);
  });

  it('the agent’s $/cancel_request marks that elicitation cancelRequested', () => {
    const state = fold([agent(formRequest(7)), agent(formRequest(8)), agent(notification('$/cancel_request', { requestId: 8 }))]);
    expect(selectPendingElicitations(state, S1).map((view) => view.cancelRequested ?? false)).to.deep.equal([false, true]);
  });

  it('the same array comes back while no elicitation changed', () => {
    const state = fold([agent(formRequest(7))]);
    const later = fold([agent(toolCall('call-2'))], state);
    expect(selectPendingElicitations(later, S1)).to.equal(selectPendingElicitations(state, S1));
    expect(selectElicitations(later)).to.equal(selectElicitations(state));
    expect(selectPendingElicitations(state, S2)).to.deep.equal([]);
  });

  describe('bad input is reported (FeedError), kept where it can still be answered, and never throws', () => {
    const bad: Array<[string, Json, string]> = [
      ['no mode', { sessionId: S1, message: 'x' }, 'mode and message'],
      ['a numeric message', { sessionId: S1, mode: 'form', message: 5, requestedSchema: SCHEMA }, 'message must be a string'],
      ['form without schema', { sessionId: S1, mode: 'form', message: 'x' }, 'requestedSchema'],
      ['url without url', { sessionId: S1, mode: 'url', message: 'x', elicitationId: 'e' }, 'url and elicitationId'],
      ['no scope', { mode: 'form', message: 'x', requestedSchema: SCHEMA }, 'neither sessionId nor requestId'],
      ['a numeric toolCallId', { sessionId: S1, mode: 'form', message: 'x', requestedSchema: SCHEMA, toolCallId: 4 }, 'toolCallId'],
    ];
    for (const [what, params, reason] of bad) {
      it(what, () => {
        const state = fold([agent(request(1, 'elicitation/create', params))]);
        expect(errorsOf(state).join('; ')).to.contain(reason);
        expect(selectErrors(state)[0].method).to.equal('elicitation/create');
        expect(selectPendingElicitations(state)).to.have.length(1);
      });
    }

    it('an answer without an action', () => {
      const state = fold([agent(formRequest(7)), client(result(7, { content: {} }))]);
      expect(errorsOf(state).join('; ')).to.contain('result.action');
      expect(selectPendingElicitations(state)).to.deep.equal([]);
    });

    it('params that are not an object', () => {
      const state = fold([agent({ jsonrpc: '2.0', id: 1, method: 'elicitation/create', params: 'x' })]);
      expect(errorsOf(state)).to.have.length(1);
      expect(selectElicitations(state)).to.deep.equal([]);
    });

    it('an elicitation/create from the client is not an elicitation', () => {
      const state = fold([client(formRequest(1))]);
      expect(selectElicitations(state)).to.deep.equal([]);
    });
  });

  it('property: any interleaving of elicitation messages folds without throwing; pending = unanswered', () => {
    const id = fc.constantFrom<number | string>(1, 2, '1');
    const params = fc.record(
      {
        sessionId: fc.constantFrom<unknown>(S1, S2, '', 5, null),
        toolCallId: fc.constantFrom<unknown>('call-1', 'call-2', null, 3),
        mode: fc.constantFrom<unknown>('form', 'url', '_x', 7),
        message: fc.constantFrom<unknown>('Go?', 1),
        requestedSchema: fc.constantFrom<unknown>(SCHEMA, 'x'),
        url: fc.constantFrom<unknown>('https://a.example', 2),
        elicitationId: fc.constantFrom<unknown>('e1', 'e2', 9),
        requestId: fc.constantFrom<unknown>(0, undefined),
      },
      { requiredKeys: [], noNullPrototype: true },
    );
    const step = fc.oneof(
      fc.tuple(id, params).map(([i, p]) => agent(request(i, 'elicitation/create', p))),
      fc
        .tuple(id, fc.constantFrom<unknown>({ action: 'accept', content: { a: 1 } }, { action: 'decline' }, {}, 5, null))
        .map(([i, r]) => client(result(i, r))),
      fc.constantFrom<unknown>('e1', 'e2', 3).map((e) => agent(notification('elicitation/complete', { elicitationId: e }))),
      fc.constantFrom(S1, S2).map((s) => client(cancel(s))),
      id.map((i) => agent(notification('$/cancel_request', { requestId: i }))),
      fc.constantFrom('call-1', 'call-2').map((c) => agent(toolCall(c))),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps: Step[]) => {
        let state = createInitialState();
        for (const [i, s] of steps.entries()) state = reduceMessage(state, s.msg, { from: s.from, receivedAt: i });
        expect(state.seq).to.equal(steps.length);
        expect(errorsOf(state).filter((reason) => reason.startsWith('internal error'))).to.deep.equal([]);
        const all = selectElicitations(state);
        expect(selectPendingElicitations(state)).to.deep.equal(all.filter((view) => view.answeredAt === undefined));
        for (const sessionId of [S1, S2]) {
          for (const call of selectToolCalls(state, sessionId)) {
            // A request id the agent reuses replaces the earlier elicitation in the table (not on its call).
            if (call.elicitation) expect(all.map((view) => view.requestId)).to.include(call.elicitation.requestId);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
