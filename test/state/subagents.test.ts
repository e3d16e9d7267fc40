// SPDX-License-Identifier: Apache-2.0
// Subagent calls linked to the call that started them: the recorded claude-agent-acp subagent
// session, and hand-made edge cases (child first, parent never sent, cycles).
import { expect } from '@open-wc/testing';
import {
  createInitialState,
  reduceMessage,
  readParentToolCallId,
  selectChildToolCalls,
  selectErrors,
  selectPendingPermissions,
  selectSessions,
  selectToolCall,
  selectToolCallParent,
  selectToolCallRollup,
  selectToolCalls,
  selectTopLevelToolCalls,
  type ToolCallState,
} from '../../src/state/index.js';
import { agent, fold } from '../helpers/fold.js';
import { loadTrace, senderOf, SUBAGENT_TRACE, type TraceLine } from '../helpers/traces.js';
import { session, type Json } from '../helpers/wire.js';

const S = 's';
const { update, toolCall, toolCallUpdate: patch } = session(S);
const parentMeta = (parent: string) => ({ _meta: { claudeCode: { toolName: 'Read', parentToolUseId: parent } } });
const call = (id: string, fields: Json = {}) => toolCall(id, { title: id, ...fields });
const ids = (calls: { toolCallId: string }[]) => calls.map((c) => c.toolCallId);

describe('subagent links', () => {
  describe('the recorded claude-agent-acp subagent session', () => {
    let lines: TraceLine[];
    let states: ToolCallState[];
    let sessionId: string;
    let agentId: string;
    const children = [
      'toolu_01yi990yyxc5QKjcWrX3G6DY',
      'toolu_01RVw6hSWcgRNBALFpRA6fKA',
      'toolu_014DqMysQPVUzeHErOiGA5fj',
      'toolu_01sYo6YbIi0asNTKO3pWNCkq',
      'toolu_01UxfONPNSozL64UZ0jZiUBy',
    ];

    before(async () => {
      lines = await loadTrace(SUBAGENT_TRACE);
      states = [];
      let state = createInitialState();
      for (const line of lines) states.push((state = reduceMessage(state, line.msg, { from: senderOf(line), receivedAt: line.t_ms })));
      sessionId = selectSessions(state)[0];
      agentId = selectToolCalls(state, sessionId).find((c) => (c.meta.claudeCode as Json).toolName === 'Agent')!.toolCallId;
    });

    it('links every subagent call to the Agent call, in first-seen order; the rest are top level', () => {
      const end = states.at(-1)!;
      expect(ids(selectChildToolCalls(end, sessionId, agentId))).to.deep.equal(children);
      for (const id of children) {
        const child = selectToolCall(end, sessionId, id)!;
        expect(child.parentToolCallId, id).to.equal(agentId);
        expect(selectToolCallParent(end, child)).to.equal(selectToolCall(end, sessionId, agentId));
      }
      const top = selectTopLevelToolCalls(end, sessionId);
      expect(top.map((c) => (c.meta.claudeCode as Json).toolName)).to.deep.equal(['Agent', 'Read', 'Edit']);
      expect(top.every((c) => c.parentToolCallId === undefined)).to.equal(true);
      expect(selectTopLevelToolCalls(end, sessionId), 'selecting twice').to.equal(top);
      expect(selectErrors(end)).to.deep.equal([]);
    });

    it('keeps each link through the hook update that carries only toolResponse', () => {
      let hooks = 0;
      for (const [i, line] of lines.entries()) {
        const u = (line.msg.params as Json | undefined)?.update as Json | undefined;
        const claude = (u?._meta as Json | undefined)?.claudeCode as Json | undefined;
        if (!u || !children.includes(u.toolCallId as string) || !claude || 'parentToolUseId' in claude) continue;
        hooks++;
        expect(readParentToolCallId(u), `seq ${line.seq}`).to.equal(undefined);
        expect(selectToolCall(states[i], sessionId, u.toolCallId as string)!.parentToolCallId, `seq ${line.seq}`).to.equal(agentId);
      }
      expect(hooks).to.equal(children.length);
      // Once linked, a child stays linked in every later state.
      for (const id of children) {
        const first = states.findIndex((s) => selectToolCall(s, sessionId, id) !== undefined);
        for (const state of states.slice(first)) expect(selectToolCall(state, sessionId, id)!.parentToolCallId).to.equal(agentId);
      }
    });

    it('asks permission for a linked child (the request names no parent)', () => {
      const i = lines.findIndex((line) => line.msg.method === 'session/request_permission');
      const [request] = selectPendingPermissions(states[i], sessionId);
      expect(request.toolCallId).to.equal(children[4]);
      expect(selectToolCall(states[i], sessionId, request.toolCallId!)!.parentToolCallId).to.equal(agentId);
      // The parent's roll-up says a child waits for the user, until the client answers.
      expect(selectToolCallRollup(states[i - 1], sessionId, agentId)).to.include({ awaitingApproval: 0 });
      expect(selectToolCallRollup(states[i], sessionId, agentId)).to.include({ total: 5, running: 1, awaitingApproval: 1 });
      expect(selectToolCallRollup(states[i + 1], sessionId, agentId)).to.include({ awaitingApproval: 0 });
    });

    it('keeps the parent pending while its children run; the roll-up counts them', () => {
      let whileRunning = 0;
      for (const state of states) {
        const parent = selectToolCall(state, sessionId, agentId);
        const rollup = selectToolCallRollup(state, sessionId, agentId);
        if (!parent || !rollup) continue;
        expect(selectToolCallRollup(state, sessionId, agentId), 'selecting twice').to.equal(rollup);
        if (rollup.running > 0) {
          whileRunning++;
          expect(parent.status).to.equal('pending');
          expect(rollup.endedAt).to.equal(undefined);
        }
      }
      expect(whileRunning).to.be.above(3);
      const end = states.at(-1)!;
      const parent = selectToolCall(end, sessionId, agentId)!;
      const rollup = selectToolCallRollup(end, sessionId, agentId)!;
      expect(rollup).to.deep.equal({
        total: 5,
        failed: 0,
        running: 0,
        awaitingApproval: 0,
        startedAt: parent.firstSeenAt,
        endedAt: parent.endedAt,
      });
      const lastChildEnd = Math.max(...selectChildToolCalls(end, sessionId, agentId).map((c) => c.endedAt!));
      expect(parent.endedAt).to.be.at.least(lastChildEnd);
      expect(selectToolCallRollup(end, sessionId, children[0]), 'a call without children').to.equal(undefined);
    });
  });

  describe('edge cases', () => {
    it('a child before its parent is top level until the parent arrives, then moves under it', () => {
      const early = fold([agent(call('c', parentMeta('p'))), agent(call('x'))]);
      expect(ids(selectTopLevelToolCalls(early, S))).to.deep.equal(['c', 'x']);
      expect(selectToolCallParent(early, selectToolCall(early, S, 'c')!)).to.equal(undefined);
      expect(ids(selectChildToolCalls(early, S, 'p'))).to.deep.equal(['c']);
      const later = fold([agent(call('p'))], early);
      expect(ids(selectTopLevelToolCalls(later, S))).to.deep.equal(['x', 'p']);
      expect(selectToolCallParent(later, selectToolCall(later, S, 'c')!)!.toolCallId).to.equal('p');
      expect(ids(selectChildToolCalls(later, S, 'p'))).to.deep.equal(['c']);
    });

    it('a child whose parent never arrives stays at top level, and is never lost', () => {
      const state = fold([agent(call('a')), agent(call('c', parentMeta('gone'))), agent(patch('c', { status: 'completed' }))]);
      expect(ids(selectTopLevelToolCalls(state, S))).to.deep.equal(['a', 'c']);
      expect(selectToolCall(state, S, 'c')!.status).to.equal('completed');
      expect(selectToolCallRollup(state, S, 'gone')).to.equal(undefined);
    });

    it('the link comes from the first update that names a parent, and sticks', () => {
      const state = fold([
        agent(call('p')),
        agent(call('q')),
        agent(call('c')),
        agent(patch('c', { status: 'in_progress', ...parentMeta('p') })),
        agent(patch('c', { _meta: { claudeCode: { toolResponse: {} } } })),
        agent(patch('c', { _meta: null, status: 'completed' })),
        agent(patch('c', parentMeta('q'))),
        agent({
          jsonrpc: '2.0',
          id: 1,
          method: 'session/request_permission',
          params: { sessionId: S, toolCall: { toolCallId: 'c' }, options: [] },
        }),
      ]);
      expect(selectToolCall(state, S, 'c')!.parentToolCallId).to.equal('p');
      expect(ids(selectChildToolCalls(state, S, 'p'))).to.deep.equal(['c']);
      expect(selectChildToolCalls(state, S, 'q')).to.deep.equal([]);
      expect(ids(selectTopLevelToolCalls(state, S))).to.deep.equal(['p', 'q']);
    });

    it('a call naming itself as parent stays at top level, without a FeedError (the marker is data)', () => {
      const state = fold([agent(call('c', parentMeta('c')))]);
      expect(selectToolCall(state, S, 'c')!.parentToolCallId).to.equal(undefined);
      expect(ids(selectTopLevelToolCalls(state, S))).to.deep.equal(['c']);
      expect(selectErrors(state)).to.deep.equal([]);
    });

    it('a cycle is cut at the link that would close it: every call stays reachable from the top', () => {
      const state = fold([agent(call('a', parentMeta('b'))), agent(call('b', parentMeta('c'))), agent(call('c', parentMeta('a')))]);
      expect(selectToolCall(state, S, 'c')!.parentToolCallId).to.equal(undefined);
      expect(ids(selectTopLevelToolCalls(state, S))).to.deep.equal(['c']);
      expect(ids(selectChildToolCalls(state, S, 'c'))).to.deep.equal(['b']);
      expect(ids(selectChildToolCalls(state, S, 'b'))).to.deep.equal(['a']);
      expect(selectToolCallRollup(state, S, 'c')).to.include({ total: 2, running: 2 });
      expect(selectErrors(state)).to.deep.equal([]);
    });

    it('rolls up grandchildren, failures and the time span', () => {
      const state = fold([
        agent(call('p'), 100),
        agent(call('c1', parentMeta('p')), 200),
        agent(call('g', parentMeta('c1')), 300),
        agent(patch('g', { status: 'failed' }), 400),
        agent(patch('c1', { status: 'completed' }), 500),
      ]);
      expect(selectToolCallRollup(state, S, 'p')).to.deep.equal({ total: 2, failed: 1, running: 0, awaitingApproval: 0, startedAt: 100 });
      const ended = fold([agent(patch('p', { status: 'completed' }), 900)], state);
      expect(selectToolCallRollup(ended, S, 'p')).to.deep.equal({
        total: 2,
        failed: 1,
        running: 0,
        awaitingApproval: 0,
        startedAt: 100,
        endedAt: 900,
      });
      expect(selectToolCallRollup(ended, S, 'c1')).to.deep.equal({
        total: 1,
        failed: 1,
        running: 0,
        awaitingApproval: 0,
        startedAt: 200,
        endedAt: 500,
      });
    });

    it('gives the same arrays while nothing they hold changed', () => {
      const state = fold([agent(call('p')), agent(call('c', parentMeta('p'))), agent(call('x'))]);
      const kids = selectChildToolCalls(state, S, 'p');
      const top = selectTopLevelToolCalls(state, S);
      const chatted = fold([agent(update({ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'hi' } }))], state);
      expect(selectChildToolCalls(chatted, S, 'p')).to.equal(kids);
      expect(selectTopLevelToolCalls(chatted, S)).to.equal(top);
      const other = fold([agent(patch('x', { status: 'completed' }))], state);
      expect(selectChildToolCalls(other, S, 'p')).to.equal(kids);
      const changed = fold([agent(patch('c', { status: 'completed' }))], state);
      expect(selectChildToolCalls(changed, S, 'p')).not.to.equal(kids);
      expect(selectChildToolCalls(changed, S, 'p')[0].status).to.equal('completed');
      // Without nesting, the top level is the session's own list.
      const flat = fold([agent(call('a')), agent(call('b'))]);
      expect(selectTopLevelToolCalls(flat, S)).to.equal(selectToolCalls(flat, S));
      expect(selectChildToolCalls(flat, S, 'a')).to.deep.equal([]);
    });
  });
});
