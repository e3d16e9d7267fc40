// SPDX-License-Identifier: Apache-2.0
// Cancels settle what a session waits for, found in its pending set, never by a walk of its history.
import { expect } from '@open-wc/testing';
import { selectElicitations, selectPermission, selectToolCall, type RequestId, type ToolCallState } from '../../src/state/index.js';
import { tableGet } from '../../src/state/keyed-table.js';
import { emptyPending, pendingAdd, pendingDelete, pendingKeys } from '../../src/state/pending-set.js';
import { agent, client, fold, type Step } from '../helpers/fold.js';
import { notification, permissionAnswer, request, session } from '../helpers/wire.js';

const S1 = 'session-1';
const S2 = 'session-2';
const s1 = session(S1);
const OK = [{ optionId: 'ok', name: 'OK', kind: 'allow_once' }];
const call = (toolCallId: string, status: string, sessionId = S1) => agent(s1.toolCallUpdate(toolCallId, { status }, sessionId));
const permission = (id: RequestId, toolCallId: string, sessionId = S1) => agent(s1.permissionRequest(id, toolCallId, sessionId, OK));
const answer = (id: RequestId) => client(permissionAnswer(id, 'ok'));
const elicitation = (id: RequestId, sessionId: string) =>
  agent(
    request(id, 'elicitation/create', { sessionId, mode: 'form', message: 'Name?', requestedSchema: { type: 'object', properties: {} } }),
  );
const cancel = (sessionId = S1) => client(s1.cancel(sessionId));
const cancelRequest = (requestId: RequestId) => agent(notification('$/cancel_request', { requestId }));

/** The keys a session's next `session/cancel` will settle (an internal of the state, read on purpose). */
function pendingOf(state: ToolCallState, sessionId = S1): string[] {
  return pendingKeys(tableGet(state.sessions, sessionId)!.pending).sort();
}

describe('pending set', () => {
  it('adds, deletes (moving the last member into the hole) and never changes an older set', () => {
    const abc = ['a', 'b', 'c'].reduce(pendingAdd, emptyPending());
    const ac = pendingDelete(abc, 'b');
    expect(pendingKeys(abc)).to.deep.equal(['a', 'b', 'c']);
    expect(pendingKeys(ac)).to.deep.equal(['a', 'c']);
    expect(pendingKeys(pendingAdd(ac, 'a'))).to.deep.equal(['a', 'c']);
    expect(pendingKeys(pendingDelete(pendingDelete(ac, 'c'), 'a'))).to.deep.equal([]);
    expect(pendingKeys(pendingAdd(pendingDelete(ac, 'a'), 'b'))).to.deep.equal(['c', 'b']);
    expect(pendingKeys(pendingDelete(ac, 'zz'))).to.deep.equal(['a', 'c']);
  });
});

describe('reducer: cancels touch only what is pending', () => {
  const history: Step[] = [];
  for (let i = 0; i < 50; i++)
    history.push(call(`old-${i}`, 'in_progress'), permission(i, `old-${i}`), answer(i), call(`old-${i}`, 'completed'));
  const settled = fold(history);

  it('settled calls and answered permissions leave the pending set', () => {
    expect(pendingOf(settled)).to.deep.equal([]);
    const live = fold([call('live', 'in_progress'), permission(100, 'live'), elicitation(101, S1), elicitation(102, S2)], settled);
    expect(pendingOf(live)).to.deep.equal(['agent|n|100', 'c:live', 'e:agent|n|101']);
    expect(pendingOf(live, S2)).to.deep.equal(['e:agent|n|102']);
  });

  it('session/cancel settles the pending items, leaves the history as it was, and empties the set', () => {
    const before = fold([call('live', 'in_progress'), permission(100, 'live'), elicitation(101, S1), elicitation(102, S2)], settled);
    const after = fold([cancel()], before);
    expect(selectToolCall(after, S1, 'live')?.status).to.equal('cancelled');
    expect(selectPermission(after, S1, 100)?.cancelRequested).to.equal(true);
    const [mine, other] = selectElicitations(after);
    expect(mine).to.deep.include({ requestId: 101, cancelRequested: true });
    expect(other.cancelRequested).to.equal(undefined);
    for (let i = 0; i < 50; i++) expect(selectToolCall(after, S1, `old-${i}`)).to.equal(selectToolCall(before, S1, `old-${i}`));
    expect(pendingOf(after)).to.deep.equal([]);
    expect(pendingOf(after, S2)).to.deep.equal(['e:agent|n|102']);
  });

  it('a call revived after a cancel is the only thing the next cancel settles', () => {
    const cancelled = fold([call('live', 'in_progress'), cancel()], settled);
    const revived = fold([call('old-3', 'in_progress')], cancelled);
    expect(pendingOf(revived)).to.deep.equal(['c:old-3']);
    const again = fold([cancel()], revived);
    expect(selectToolCall(again, S1, 'old-3')?.status).to.equal('cancelled');
    expect(pendingOf(again)).to.deep.equal([]);
    expect(selectToolCall(again, S1, 'old-4')).to.equal(selectToolCall(revived, S1, 'old-4'));
  });

  it('$/cancel_request marks only the request it names', () => {
    const state = fold([permission(200, 'x'), permission(201, 'y'), elicitation(202, S1), elicitation(203, S1)], settled);
    const after = fold([cancelRequest(200), cancelRequest(202)], state);
    expect(selectPermission(after, S1, 200)?.cancelRequested).to.equal(true);
    expect(selectPermission(after, S1, 201)?.cancelRequested).to.equal(false);
    expect(selectElicitations(after, S1).map((e) => e.cancelRequested === true)).to.deep.equal([true, false]);
    expect(pendingOf(after)).to.deep.equal(['agent|n|201', 'c:x', 'c:y', 'e:agent|n|203']);
  });
});
