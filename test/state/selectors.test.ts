// SPDX-License-Identifier: Apache-2.0
// The selectors the list and the location follower share: what they return and when they return
// the same object again, on the recorded real-agent traces and on small hand-made states.
import { expect } from '@open-wc/testing';
import {
  createInitialState,
  reduceMessage,
  selectAllToolCalls,
  selectOldestPendingPermission,
  selectPendingPermissions,
  selectSessions,
  selectTerminal,
  selectToolCallTerminals,
  selectToolCalls,
  type ToolCallState,
  type ToolCallView,
} from '../../src/state/index.js';
import { agent, client, fold } from '../helpers/fold.js';
import { loadTrace, senderOf, TRACE_NAMES, type TraceLine } from '../helpers/traces.js';
import { permissionAnswer, session, terminalContent, terminalInfo, terminalOutput as terminalData, textChunk } from '../helpers/wire.js';

const S1 = 'session-1';
const S2 = 'session-2';

const { toolCall, toolCallUpdate, permissionRequest, cancel } = session(S1);
const agentText = (text: string, sessionId = S1) => textChunk(sessionId, text);
const allow = (id: number) => permissionAnswer(id, 'allow');

const ids = (calls: readonly ToolCallView[]) => calls.map((call) => `${call.sessionId}/${call.toolCallId}`);
const concatenated = (state: ToolCallState) => selectSessions(state).flatMap((id) => selectToolCalls(state, id));

/** Every state a trace goes through, from the first message on. */
function statesOf(lines: TraceLine[], state: ToolCallState = createInitialState()): ToolCallState[] {
  const states: ToolCallState[] = [];
  for (const line of lines) {
    state = reduceMessage(state, line.msg, { from: senderOf(line), receivedAt: line.t_ms });
    states.push(state);
  }
  return states;
}

describe('state selectors shared by the elements', () => {
  let traces: TraceLine[][];
  /** The three recorded sessions, one after the other, in one state. */
  let together: ToolCallState[];

  before(async () => {
    traces = await Promise.all(TRACE_NAMES.map((name) => loadTrace(name)));
    let state = createInitialState();
    together = [];
    for (const lines of traces) {
      together.push(...statesOf(lines, state));
      state = together[together.length - 1];
    }
  });

  describe('selectAllToolCalls', () => {
    it('is every session’s calls, sessions in first-seen order, on the three recorded traces in one state', () => {
      const state = together[together.length - 1];
      expect(selectSessions(state)).to.have.length(3);
      for (const [i, lines] of traces.entries()) {
        // Each session folds as it does alone: the traces do not disturb one another.
        const alone = statesOf(lines).at(-1)!;
        expect(ids(selectToolCalls(state, selectSessions(state)[i]))).to.deep.equal(ids(selectAllToolCalls(alone)));
      }
      expect(ids(selectAllToolCalls(state))).to.deep.equal(ids(concatenated(state)));
      expect(selectAllToolCalls(state).length).to.be.above(6);
    });

    it('after every message of the traces: the concatenation, a new array exactly when some session’s calls changed', () => {
      let previous: ToolCallView[] | undefined;
      let previousLists: ToolCallView[][] = [];
      let reused = 0;
      for (const state of together) {
        const calls = selectAllToolCalls(state);
        expect(calls).to.deep.equal(concatenated(state));
        expect(selectAllToolCalls(state), 'selecting twice').to.equal(calls);
        const lists = selectSessions(state).map((id) => selectToolCalls(state, id));
        const same = lists.length === previousLists.length && lists.every((list, i) => list === previousLists[i]);
        if (previous !== undefined && same) reused++;
        if (previous !== undefined) expect(calls === previous, `the same array iff the calls are the same`).to.equal(same);
        previous = calls;
        previousLists = lists;
      }
      // Most messages (text, thoughts, plans, requests) change no call.
      expect(reused).to.be.above(together.length / 3);
    });

    it('is the session’s own array when there is one session, and empty with none', () => {
      const state = statesOf(traces[0]).at(-1)!;
      expect(selectAllToolCalls(state)).to.equal(selectToolCalls(state, selectSessions(state)[0]));
      expect(selectAllToolCalls(createInitialState())).to.deep.equal([]);
    });

    it('keeps its array when another session’s text streams in, and gives the updated call when one changes', () => {
      const start = fold([agent(toolCall('a')), agent(toolCall('b', {}, S2)), agent(toolCall('c'))]);
      const calls = selectAllToolCalls(start);
      expect(ids(calls)).to.deep.equal([`${S1}/a`, `${S1}/c`, `${S2}/b`]);
      const chatted = fold([agent(agentText('thinking…', S2)), agent(agentText('more'))], start);
      expect(selectAllToolCalls(chatted)).to.equal(calls);
      const updated = fold([agent(toolCallUpdate('b', { status: 'completed' }, S2))], chatted);
      const after = selectAllToolCalls(updated);
      expect(after).not.to.equal(calls);
      expect(after[2].status).to.equal('completed');
      expect(after[0]).to.equal(calls[0]);
      // The older state still selects what it had.
      expect(selectAllToolCalls(start)).to.equal(calls);
    });
  });

  describe('selectToolCallTerminals', () => {
    it('gives the recorded trace’s terminal by id, the same object until its output changes', () => {
      const name = 'claude-code-acp-basic';
      const lines = traces[TRACE_NAMES.indexOf(name)];
      const states = statesOf(lines);
      const sessionId = selectSessions(states.at(-1)!)[0];
      let previous: ReturnType<typeof selectToolCallTerminals>;
      let previousView: unknown;
      let previousCall: ToolCallView | undefined;
      let keptAcrossStates = 0;
      let renewedForOutput = 0;
      let withTerminal = 0;
      for (const state of states) {
        const calls = selectToolCalls(state, sessionId);
        for (const call of calls.filter((c) => !c.content.some((item) => item.type === 'terminal'))) {
          expect(selectToolCallTerminals(state, call), call.toolCallId).to.equal(undefined);
        }
        const call = calls.find((c) => c.content.some((item) => item.type === 'terminal'));
        if (!call) continue;
        withTerminal++;
        const terminals = selectToolCallTerminals(state, call)!;
        const view = selectTerminal(state, sessionId, 'term-1');
        expect(Object.keys(terminals)).to.deep.equal(['term-1']);
        expect(terminals['term-1']).to.equal(view);
        expect(selectToolCallTerminals(state, call), 'selecting twice').to.equal(terminals);
        // Per call object: a call that changed may get a new object (its card re-renders anyway).
        if (call === previousCall) {
          expect(terminals === previous, 'the same object iff the terminal is').to.equal(view === previousView);
          if (view === previousView) keptAcrossStates++;
          else renewedForOutput++;
        }
        previous = terminals;
        previousCall = call;
        previousView = view;
      }
      expect(withTerminal, 'states with the terminal call').to.be.above(3);
      expect([keptAcrossStates > 0, renewedForOutput > 0], 'both kept and renewed along the trace').to.deep.equal([true, true]);
      expect(previousView, 'the recorded terminal exists at the end').not.to.equal(undefined);
    });

    const cases: Array<{ name: string; content: unknown[]; known: string[]; expected: string[] | undefined }> = [
      { name: 'no content', content: [], known: [], expected: undefined },
      { name: 'text and diffs only', content: [{ type: 'content', content: { type: 'text', text: 'x' } }], known: [], expected: undefined },
      { name: 'one known terminal', content: terminalContent('t1'), known: ['t1'], expected: ['t1'] },
      { name: 'two terminals, in content order', content: terminalContent('t2', 't1'), known: ['t1', 't2'], expected: ['t2', 't1'] },
      { name: 'a terminal the session does not know yet', content: terminalContent('t9'), known: ['t1'], expected: ['t9'] },
      { name: 'a terminal item without a string id', content: terminalContent(7, undefined), known: ['t1'], expected: undefined },
    ];
    for (const { name, content, known, expected } of cases) {
      it(`${name}: ${expected ? expected.join(', ') : 'undefined'}`, () => {
        const state = fold([
          ...known.map((id) => agent(toolCall(`make-${id}`, { _meta: terminalInfo(id) }))),
          agent(toolCall('a', { content })),
        ]);
        const call = selectToolCalls(state, S1).at(-1)!;
        const terminals = selectToolCallTerminals(state, call);
        if (!expected) return expect(terminals).to.equal(undefined);
        expect(Object.keys(terminals!)).to.deep.equal(expected);
        for (const id of expected) expect(terminals![id]).to.equal(selectTerminal(state, S1, id));
      });
    }

    it('gives a new object when one of the call’s terminals gets output, not when another terminal does', () => {
      const start = fold([
        agent(toolCall('a', { content: terminalContent('t1'), _meta: terminalInfo('t1') })),
        agent(toolCall('b', { content: terminalContent('t2'), _meta: terminalInfo('t2') })),
      ]);
      const call = selectToolCalls(start, S1)[0];
      const terminals = selectToolCallTerminals(start, call);
      const other = fold([agent(toolCallUpdate('b', { _meta: terminalData('t2', 'hi') }))], start);
      expect(selectToolCalls(other, S1)[0]).to.equal(call);
      expect(selectToolCallTerminals(other, call)).to.equal(terminals);
      const own = fold([agent(toolCallUpdate('b', { _meta: terminalData('t1', 'hello') }))], other);
      const changed = selectToolCallTerminals(own, call)!;
      expect(changed).not.to.equal(terminals);
      expect(changed.t1!.output).to.equal('hello');
    });
  });

  describe('selectOldestPendingPermission', () => {
    it('is the recorded request while it waits for its answer, and nothing otherwise', () => {
      for (const [t, lines] of traces.entries()) {
        const states = statesOf(lines);
        const sessionId = selectSessions(states.at(-1)!)[0];
        let waited = 0;
        for (const [i, state] of states.entries()) {
          const pending = selectPendingPermissions(state, sessionId);
          const oldest = selectOldestPendingPermission(state);
          expect(selectOldestPendingPermission(state, sessionId)).to.equal(oldest);
          // The recorded agents ask one question at a time.
          expect(pending.length, `${TRACE_NAMES[t]} seq ${lines[i].seq}`).to.be.at.most(1);
          expect(oldest).to.equal(pending[0]);
          if (oldest) waited++;
        }
        expect(waited, `${TRACE_NAMES[t]}: states with a request waiting`).to.be.above(0);
        expect(selectOldestPendingPermission(states.at(-1)!), 'all answered at the end').to.equal(undefined);
      }
    });

    it('is the oldest across sessions, or of the one asked for', () => {
      const state = fold([
        agent(toolCall('a')),
        agent(toolCall('b', {}, S2)),
        agent(permissionRequest(1, 'a'), 300),
        agent(permissionRequest(2, 'b', S2), 200),
        agent(permissionRequest(3, 'a'), 100),
      ]);
      expect(selectOldestPendingPermission(state)?.requestId).to.equal(3);
      expect(selectOldestPendingPermission(state, S2)?.requestId).to.equal(2);
      expect(selectOldestPendingPermission(state, 'no-such-session')).to.equal(undefined);
      const answered = fold([client(allow(3))], state);
      expect(selectOldestPendingPermission(answered)?.requestId).to.equal(2);
      expect(selectOldestPendingPermission(answered, S1)?.requestId).to.equal(1);
    });

    it('skips a request being cancelled with its session’s prompt', () => {
      const state = fold([
        agent(toolCall('a')),
        agent(toolCall('b', {}, S2)),
        agent(permissionRequest(1, 'a'), 100),
        agent(permissionRequest(2, 'b', S2), 200),
      ]);
      expect(selectOldestPendingPermission(state)?.requestId).to.equal(1);
      const cancelling = fold([client(cancel(S1), 300)], state);
      expect(selectPendingPermissions(cancelling, S1).map((p) => p.cancelRequested)).to.deep.equal([true]);
      expect(selectOldestPendingPermission(cancelling)?.requestId).to.equal(2);
      expect(selectOldestPendingPermission(cancelling, S1)).to.equal(undefined);
    });
  });
});
