// SPDX-License-Identifier: Apache-2.0
import { expect } from '@open-wc/testing';
import {
  createToolCallStore,
  reduceMessage,
  selectErrors,
  selectPendingPermissions,
  selectPermission,
  selectSession,
  selectSessions,
  selectTerminal,
  selectToolCall,
  selectToolCalls,
  selectTranscript,
  type RequestId,
  type SessionSummary,
  type TerminalView,
  type ToolCallState,
  type ToolCallView,
  type TranscriptEntry,
} from '../../src/state/index.js';
import { agent, client, fold, type Step } from '../helpers/fold.js';
import {
  ALLOW_REJECT as OPTIONS,
  CANCELLED,
  notification,
  request,
  result,
  selected,
  session,
  textContent as text,
  update,
  type Json,
} from '../helpers/wire.js';

// ---------------------------------------------------------------------------------------------
// Message builders

const S1 = 'session-1';
const S2 = 'session-2';

const { toolCall, toolCallUpdate, textChunk, permissionRequest, cancel } = session(S1);
const contentChunk = (toolCallId: string, content: Json, sessionId = S1) =>
  update(sessionId, { sessionUpdate: 'tool_call_content_chunk', toolCallId, content });
const agentChunk = (text: string, messageId?: string) => textChunk(text, 'agent_message_chunk', messageId);
const thoughtChunk = (text: string, messageId?: string) => textChunk(text, 'agent_thought_chunk', messageId);
const userChunk = (text: string, messageId?: string) => textChunk(text, 'user_message_chunk', messageId);

/** A client `initialize` request and the agent's answer choosing draft protocol v2. */
const NEGOTIATE_V2: Step[] = [
  client(request(0, 'initialize', { protocolVersion: 2, clientCapabilities: {} })),
  agent(result(0, { protocolVersion: 2, agentCapabilities: {} })),
];

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
const utf8 = (text: string) => new TextEncoder().encode(text);
const outputChunk = (terminalId: string, bytes: Uint8Array, sessionId = S1) =>
  update(sessionId, { sessionUpdate: 'terminal_output_chunk', terminalId, data: base64(bytes) });

const DIFF_A = { type: 'diff', path: '/w/a.ts', oldText: 'const a = 1;', newText: 'const a = 2;' };
const DIFF_B = { type: 'diff', path: '/w/b.ts', oldText: null, newText: 'new file' };
const LOC_A = { path: '/w/a.ts', line: 3 };
const LOC_B = { path: '/w/b.ts' };

/** A tool call with every field set, and the view it should produce. */
const FULL: Json = {
  title: 'Edit a.ts',
  kind: 'edit',
  status: 'in_progress',
  name: 'edit_file',
  content: [DIFF_A],
  locations: [LOC_A],
  rawInput: { path: '/w/a.ts', old: 'const a = 1;' },
  rawOutput: { ok: false },
  _meta: { agent: { toolName: 'Edit' }, trace: 1 },
};
const FULL_VIEW: Partial<ToolCallView> = {
  title: 'Edit a.ts',
  kind: 'edit',
  status: 'in_progress',
  name: 'edit_file',
  content: [DIFF_A],
  locations: [LOC_A],
  rawInput: { path: '/w/a.ts', old: 'const a = 1;' },
  rawOutput: { ok: false },
  meta: { agent: { toolName: 'Edit' }, trace: 1 },
};

function callOf(state: ToolCallState, toolCallId: string, sessionId = S1): ToolCallView {
  const view = selectToolCall(state, sessionId, toolCallId);
  expect(view, `tool call ${sessionId}/${toolCallId}`).to.exist;
  return view!;
}

function terminalOf(state: ToolCallState, terminalId: string, sessionId = S1): TerminalView {
  const view = selectTerminal(state, sessionId, terminalId);
  expect(view, `terminal ${sessionId}/${terminalId}`).to.exist;
  return view!;
}

function summaryOf(state: ToolCallState, sessionId = S1): SessionSummary {
  const summary = selectSession(state, sessionId);
  expect(summary, `session ${sessionId}`).to.exist;
  return summary!;
}

const ids = (state: ToolCallState, sessionId = S1) => selectToolCalls(state, sessionId).map((c) => c.toolCallId);

interface StateCase {
  name: string;
  steps: Step[];
  check: (state: ToolCallState) => void;
}

function runCases(cases: StateCase[]): void {
  for (const { name, steps, check } of cases) {
    it(name, () => {
      const state = fold(steps);
      check(state);
      expect(selectErrors(state), 'feed errors').to.deep.equal([]);
    });
  }
}

// ---------------------------------------------------------------------------------------------

describe('reducer: tool calls are upserts by (sessionId, toolCallId)', () => {
  runCases([
    {
      name: 'tool_call creates the call with the fields it sends',
      steps: [agent(toolCall('a', { title: 'Read x', kind: 'read', status: 'in_progress' }))],
      check: (state) => {
        expect(ids(state)).to.deep.equal(['a']);
        expect(callOf(state, 'a')).to.deep.include({
          sessionId: S1,
          toolCallId: 'a',
          title: 'Read x',
          kind: 'read',
          status: 'in_progress',
        });
      },
    },
    {
      name: 'tool_call_update before any tool_call creates the call with the protocol defaults',
      steps: [agent(toolCallUpdate('a'))],
      check: (state) => {
        const view = callOf(state, 'a');
        expect(view).to.deep.include({
          sessionId: S1,
          toolCallId: 'a',
          title: '',
          kind: 'other',
          status: 'pending',
          content: [],
          locations: [],
          meta: {},
        });
        for (const absent of ['rawInput', 'rawOutput', 'name', 'permission', 'endedAt']) {
          expect(view, absent).not.to.have.property(absent);
        }
      },
    },
    {
      name: "session/request_permission's toolCall before any tool_call creates the call",
      steps: [agent(permissionRequest(3, { toolCallId: 'a', title: 'Edit a.rs', kind: 'edit', content: [DIFF_A] }))],
      check: (state) => {
        expect(ids(state)).to.deep.equal(['a']);
        expect(callOf(state, 'a')).to.deep.include({
          title: 'Edit a.rs',
          kind: 'edit',
          status: 'pending',
          content: [DIFF_A],
          locations: [],
        });
      },
    },
    {
      name: 'a repeated tool_call merges into the existing call',
      steps: [
        agent(toolCall('a', { title: 'Edit', kind: 'edit', status: 'pending', content: [DIFF_A], locations: [LOC_A] })),
        agent(toolCall('a', { title: 'Edit `a.ts`', status: 'pending' })),
      ],
      check: (state) => {
        expect(ids(state)).to.deep.equal(['a']);
        expect(callOf(state, 'a')).to.deep.include({ title: 'Edit `a.ts`', kind: 'edit', content: [DIFF_A], locations: [LOC_A] });
      },
    },
    {
      name: 'a tool_call after an update merges into the call the update created',
      steps: [agent(toolCallUpdate('a', { status: 'in_progress' })), agent(toolCall('a', { title: 'Read x', kind: 'read' }))],
      check: (state) => {
        expect(ids(state)).to.deep.equal(['a']);
        expect(callOf(state, 'a')).to.deep.include({ title: 'Read x', kind: 'read', status: 'in_progress' });
      },
    },
    {
      name: "a permission request's toolCall updates an existing call and keeps what it omits",
      steps: [
        agent(toolCall('a', { title: 'Edit', kind: 'edit', content: [DIFF_A], locations: [LOC_A] })),
        agent(permissionRequest(1, { toolCallId: 'a', title: 'Edit `a.ts`' })),
      ],
      check: (state) => {
        expect(ids(state)).to.deep.equal(['a']);
        expect(callOf(state, 'a')).to.deep.include({ title: 'Edit `a.ts`', kind: 'edit', content: [DIFF_A], locations: [LOC_A] });
      },
    },
    {
      name: 'the same toolCallId in two sessions is two calls',
      steps: [
        agent(toolCall('a', { title: 'one' }, S1)),
        agent(toolCall('a', { title: 'two' }, S2)),
        agent(toolCallUpdate('a', { status: 'completed' }, S2)),
      ],
      check: (state) => {
        expect(selectSessions(state)).to.deep.equal([S1, S2]);
        expect(callOf(state, 'a', S1)).to.deep.include({ sessionId: S1, title: 'one', status: 'pending' });
        expect(callOf(state, 'a', S2)).to.deep.include({ sessionId: S2, title: 'two', status: 'completed' });
      },
    },
    {
      name: 'a bare SessionNotification {sessionId, update} is accepted',
      steps: [agent({ sessionId: S1, update: { sessionUpdate: 'tool_call', toolCallId: 'a', title: 'Bare' } })],
      check: (state) => expect(callOf(state, 'a').title).to.equal('Bare'),
    },
    {
      name: 'calls keep their first-seen order when earlier calls are updated',
      steps: [
        agent(toolCall('a')),
        agent(toolCallUpdate('b')),
        agent(toolCallUpdate('a', { status: 'completed' })),
        agent(permissionRequest(1, { toolCallId: 'c' })),
        agent(toolCall('b', { title: 'again' })),
      ],
      check: (state) => expect(ids(state)).to.deep.equal(['a', 'b', 'c']),
    },
  ]);
});

describe('reducer: update fields (protocol v1)', () => {
  interface FieldCase {
    name: string;
    then: Json;
    expected: Partial<ToolCallView>;
  }
  const cases: FieldCase[] = [
    { name: 'content replaces, never appends', then: { content: [DIFF_B, text('x')] }, expected: { content: [DIFF_B, text('x')] } },
    { name: 'an empty content array clears the content', then: { content: [] }, expected: { content: [] } },
    { name: 'locations replace, never append', then: { locations: [LOC_B] }, expected: { locations: [LOC_B] } },
    { name: 'an empty locations array clears the locations', then: { locations: [] }, expected: { locations: [] } },
    { name: 'rawInput replaces as a whole (no merge)', then: { rawInput: { command: 'ls' } }, expected: { rawInput: { command: 'ls' } } },
    { name: 'rawOutput replaces as a whole (no merge)', then: { rawOutput: 'done' }, expected: { rawOutput: 'done' } },
    { name: 'title replaces', then: { title: 'Edit b.ts' }, expected: { title: 'Edit b.ts' } },
    { name: 'kind replaces', then: { kind: 'delete' }, expected: { kind: 'delete' } },
    { name: 'status replaces', then: { status: 'completed' }, expected: { status: 'completed' } },
    { name: 'name replaces', then: { name: 'write_file' }, expected: { name: 'write_file' } },
    { name: 'an empty-string title does not replace', then: { title: '' }, expected: { title: 'Edit a.ts' } },
    { name: 'omitted fields are unchanged', then: {}, expected: FULL_VIEW },
    {
      name: '_meta merges by top-level key',
      then: { _meta: { trace: 2, extra: true } },
      expected: { meta: { agent: { toolName: 'Edit' }, trace: 2, extra: true } },
    },
    {
      name: '_meta merges only at the top level (a nested object is replaced)',
      then: { _meta: { agent: { toolResponse: 'ok' } } },
      expected: { meta: { agent: { toolResponse: 'ok' }, trace: 1 } },
    },
    ...['title', 'kind', 'status', 'name', 'content', 'locations', 'rawInput', 'rawOutput', '_meta'].map((field) => ({
      name: `${field}: null means unchanged`,
      then: { [field]: null },
      expected: FULL_VIEW,
    })),
  ];
  for (const { name, then, expected } of cases) {
    it(name, () => {
      const state = fold([agent(toolCall('a', FULL)), agent(toolCallUpdate('a', then))]);
      expect(callOf(state, 'a')).to.deep.include(expected);
      expect(selectErrors(state)).to.deep.equal([]);
    });
  }

  // The title is the last non-empty title on the wire.
  const titles: Array<{ sent: Array<string | null | undefined>; expected: string }> = [
    { sent: ['Read File', 'Read src/app.js'], expected: 'Read src/app.js' },
    { sent: ['A', '', undefined, null], expected: 'A' },
    { sent: ['', 'B', ''], expected: 'B' },
    { sent: ['', null], expected: '' },
  ];
  for (const { sent, expected } of titles) {
    it(`titles ${JSON.stringify(sent)} give ${JSON.stringify(expected)}`, () => {
      const steps = sent.map((title, i) =>
        agent(i === 0 ? toolCall('a', title === undefined ? {} : { title }) : toolCallUpdate('a', title === undefined ? {} : { title })),
      );
      expect(callOf(fold(steps), 'a').title).to.equal(expected);
    });
  }
});

describe('reducer: draft protocol v2', () => {
  runCases([
    {
      name: 'tool_call_content_chunk appends one content item',
      steps: [
        ...NEGOTIATE_V2,
        agent(toolCall('a', { content: [text('1')] })),
        agent(contentChunk('a', text('2'))),
        agent(contentChunk('a', DIFF_A)),
      ],
      check: (state) => expect(callOf(state, 'a').content).to.deep.equal([text('1'), text('2'), DIFF_A]),
    },
    {
      name: 'a later tool_call_update.content replaces the accumulated chunks',
      steps: [
        ...NEGOTIATE_V2,
        agent(toolCall('a')),
        agent(contentChunk('a', text('1'))),
        agent(contentChunk('a', text('2'))),
        agent(toolCallUpdate('a', { content: [DIFF_B] })),
      ],
      check: (state) => expect(callOf(state, 'a').content).to.deep.equal([DIFF_B]),
    },
    {
      name: 'a content chunk for an unknown id creates the call',
      steps: [...NEGOTIATE_V2, agent(contentChunk('a', text('hi')))],
      check: (state) => expect(callOf(state, 'a')).to.deep.include({ title: '', kind: 'other', status: 'pending', content: [text('hi')] }),
    },
    {
      name: 'omitted fields stay unchanged under v2',
      steps: [...NEGOTIATE_V2, agent(toolCall('a', FULL)), agent(toolCallUpdate('a', {}))],
      check: (state) => expect(callOf(state, 'a')).to.deep.include(FULL_VIEW),
    },
  ]);

  const resets: Array<{ field: string; expected?: Partial<ToolCallView>; removed?: keyof ToolCallView }> = [
    { field: 'kind', expected: { kind: 'other' } },
    { field: 'status', expected: { status: 'pending' } },
    { field: 'content', expected: { content: [] } },
    { field: 'locations', expected: { locations: [] } },
    { field: 'title', expected: { title: '' } },
    { field: 'rawInput', removed: 'rawInput' },
    { field: 'rawOutput', removed: 'rawOutput' },
    { field: '_meta', expected: { meta: {} } },
  ];
  for (const { field, expected, removed } of resets) {
    it(`with v2 negotiated, ${field}: null resets it`, () => {
      const state = fold([...NEGOTIATE_V2, agent(toolCall('a', FULL)), agent(toolCallUpdate('a', { [field]: null }))]);
      const view = callOf(state, 'a');
      if (expected) expect(view).to.deep.include(expected);
      if (removed) expect(view).not.to.have.property(removed);
      // Only that field changed.
      const { [field === '_meta' ? 'meta' : field]: _changed, ...rest } = FULL_VIEW as Json;
      expect(view).to.deep.include(rest);
      expect(selectErrors(state)).to.deep.equal([]);
    });
  }

  const notNegotiated: Array<{ name: string; steps: Step[] }> = [
    {
      name: 'the client asked for 2, the agent answered 1',
      steps: [
        client(request(0, 'initialize', { protocolVersion: 2, clientCapabilities: {} })),
        agent(result(0, { protocolVersion: 1, agentCapabilities: {} })),
      ],
    },
    {
      name: 'the client asked for 2 and the agent has not answered yet',
      steps: [client(request(0, 'initialize', { protocolVersion: 2, clientCapabilities: {} }))],
    },
  ];
  for (const { name, steps } of notNegotiated) {
    it(`null still means unchanged when v2 is not negotiated (${name})`, () => {
      const nulls = Object.fromEntries(Object.keys(FULL).map((key) => [key, null]));
      const state = fold([...steps, agent(toolCall('a', FULL)), agent(toolCallUpdate('a', nulls))]);
      expect(callOf(state, 'a')).to.deep.include(FULL_VIEW);
    });
  }
});

describe('reducer: kinds, statuses and times', () => {
  const ACP_KINDS = ['read', 'edit', 'delete', 'move', 'search', 'execute', 'think', 'fetch', 'switch_mode', 'other'];
  for (const kind of [...ACP_KINDS, 'teleport', 'x-vendor:kind']) {
    it(`kind ${JSON.stringify(kind)} is kept as sent`, () => {
      expect(callOf(fold([agent(toolCall('a', { kind }))]), 'a').kind).to.equal(kind);
    });
  }
  it("kind defaults to 'other'", () => {
    expect(callOf(fold([agent(toolCall('a', { title: 'x' }))]), 'a').kind).to.equal('other');
  });

  for (const status of ['pending', 'in_progress', 'completed', 'failed', 'paused', 'cancelled', 'awaiting_review']) {
    it(`status ${JSON.stringify(status)} is kept as sent`, () => {
      const state = fold([agent(toolCall('a', { status: 'in_progress' })), agent(toolCallUpdate('a', { status }))]);
      expect(callOf(state, 'a').status).to.equal(status);
    });
  }
  it("status defaults to 'pending'", () => {
    expect(callOf(fold([agent(toolCall('a', { title: 'x' }))]), 'a').status).to.equal('pending');
  });

  const ends: Array<{ status: string; ends: boolean }> = [
    { status: 'completed', ends: true },
    { status: 'failed', ends: true },
    { status: 'cancelled', ends: true },
    { status: 'in_progress', ends: false },
    { status: 'paused', ends: false },
    { status: 'pending', ends: false },
    { status: 'awaiting_review', ends: false },
  ];
  for (const { status, ends: finished } of ends) {
    it(`status ${status} ${finished ? 'sets' : 'does not set'} endedAt; firstSeenAt and updatedAt come from receivedAt`, () => {
      const state = fold([agent(toolCall('a', { status: 'pending' }), 100), agent(toolCallUpdate('a', { status }), 250)]);
      const view = callOf(state, 'a');
      expect(view.firstSeenAt).to.equal(100);
      expect(view.updatedAt).to.equal(250);
      if (finished) expect(view.endedAt).to.equal(250);
      else expect(view).not.to.have.property('endedAt');
    });
  }
  it('endedAt stays at the time the call finished when later updates arrive', () => {
    const state = fold([
      agent(toolCall('a', { status: 'in_progress' }), 100),
      agent(toolCallUpdate('a', { status: 'completed' }), 200),
      agent(toolCallUpdate('a', { _meta: { hook: 1 } }), 300),
    ]);
    expect(callOf(state, 'a')).to.deep.include({ firstSeenAt: 100, updatedAt: 300, endedAt: 200 });
  });
  it('firstSeenAt is the time of the first message that mentioned the call, even a permission request', () => {
    const state = fold([agent(permissionRequest(1, { toolCallId: 'a' }), 40), agent(toolCall('a', { status: 'in_progress' }), 90)]);
    expect(callOf(state, 'a')).to.deep.include({ firstSeenAt: 40, updatedAt: 90 });
  });
});

describe('reducer: permissions', () => {
  it("the agent's request becomes pending and sets toolCall.permission", () => {
    const state = fold([agent(toolCall('a', { title: 'Edit' })), agent(permissionRequest(7, { toolCallId: 'a' }), 1500)]);
    const pending = selectPendingPermissions(state, S1);
    expect(pending).to.have.length(1);
    expect(pending[0]).to.deep.include({
      sessionId: S1,
      requestId: 7,
      toolCallId: 'a',
      options: OPTIONS,
      cancelRequested: false,
      requestedAt: 1500,
    });
    expect(pending[0]).not.to.have.property('outcome');
    expect(callOf(state, 'a').permission).to.deep.equal({ requestId: 7, options: OPTIONS });
  });

  for (const id of [0, 7, 'perm-1', '0e69173c-9aad-47e8-9d77-6bd99c5d913c'] as RequestId[]) {
    it(`the client's response to request id ${JSON.stringify(id)} records the outcome and ends the pending state`, () => {
      const state = fold([
        agent(toolCall('a')),
        agent(permissionRequest(id, { toolCallId: 'a' })),
        client(result(id, selected('reject')), 2000),
      ]);
      expect(selectPendingPermissions(state, S1)).to.deep.equal([]);
      expect(selectPermission(state, S1, id)).to.deep.include({
        requestId: id,
        outcome: { outcome: 'selected', optionId: 'reject' },
        answeredAt: 2000,
      });
      expect(callOf(state, 'a').permission).to.deep.equal({
        requestId: id,
        options: OPTIONS,
        outcome: { outcome: 'selected', optionId: 'reject' },
      });
      expect(selectErrors(state)).to.deep.equal([]);
    });
  }

  const numberVsString: Array<{ answer: RequestId; answered: string; waiting: string }> = [
    { answer: '1', answered: 'b', waiting: 'a' },
    { answer: 1, answered: 'a', waiting: 'b' },
  ];
  for (const { answer, answered, waiting } of numberVsString) {
    it(`1 and "1" are different ids: answering ${JSON.stringify(answer)} answers only call ${answered}`, () => {
      const state = fold([
        agent(permissionRequest(1, { toolCallId: 'a' })),
        agent(permissionRequest('1', { toolCallId: 'b' })),
        client(result(answer, selected('allow'))),
      ]);
      expect(callOf(state, answered).permission?.outcome).to.deep.equal({ outcome: 'selected', optionId: 'allow' });
      expect(callOf(state, waiting).permission).to.exist.and.not.to.have.property('outcome');
      expect(selectPendingPermissions(state, S1).map((p) => p.toolCallId)).to.deep.equal([waiting]);
    });
  }

  // Client request id 5 (session/prompt) and agent request id 5 (permission) coexist.
  const collide: Array<{ name: string; answers: Step[] }> = [
    {
      name: 'the agent answers first',
      answers: [agent(result(5, { stopReason: 'end_turn' })), client(result(5, selected('allow')))],
    },
    {
      name: 'the client answers first',
      answers: [client(result(5, selected('allow'))), agent(result(5, { stopReason: 'end_turn' }))],
    },
  ];
  for (const { name, answers } of collide) {
    it(`responses are matched by (sender, id): a client request 5 and an agent request 5 (${name})`, () => {
      const asked = fold([
        client(request(5, 'session/prompt', { sessionId: S1, prompt: [{ type: 'text', text: 'go' }] })),
        agent(permissionRequest(5, { toolCallId: 'a' })),
      ]);
      const afterFirst = fold(answers.slice(0, 1), asked);
      const agentAnsweredFirst = answers[0].from === 'agent';
      expect(summaryOf(afterFirst).running).to.equal(!agentAnsweredFirst);
      expect(selectPendingPermissions(afterFirst, S1)).to.have.length(agentAnsweredFirst ? 1 : 0);

      const state = fold(answers.slice(1), afterFirst);
      expect(summaryOf(state)).to.deep.include({ running: false, stopReason: 'end_turn' });
      expect(selectPendingPermissions(state, S1)).to.deep.equal([]);
      expect(callOf(state, 'a').permission?.outcome).to.deep.equal({ outcome: 'selected', optionId: 'allow' });
      expect(selectErrors(state)).to.deep.equal([]);
    });
  }

  it("a response from the agent does not answer the agent's own request", () => {
    const state = fold([agent(permissionRequest(9, { toolCallId: 'a' })), agent(result(9, selected('allow')))]);
    expect(selectPendingPermissions(state, S1)).to.have.length(1);
    expect(callOf(state, 'a').permission).not.to.have.property('outcome');
    expect(selectErrors(state)).to.have.length(1);
  });

  describe('session/cancel', () => {
    const before: Step[] = [
      agent(toolCall('pending', { status: 'pending' })),
      agent(toolCall('running', { status: 'in_progress' })),
      agent(toolCall('paused', { status: 'paused' })),
      agent(toolCall('odd', { status: 'awaiting_review' })),
      agent(toolCall('done', { status: 'completed' }), 300),
      agent(toolCall('broken', { status: 'failed' }), 310),
      agent(permissionRequest(3, { toolCallId: 'running' })),
      client(cancel(), 500),
    ];
    const expectations: Array<{ toolCallId: string; status: string; endedAt: number }> = [
      { toolCallId: 'pending', status: 'cancelled', endedAt: 500 },
      { toolCallId: 'running', status: 'cancelled', endedAt: 500 },
      { toolCallId: 'paused', status: 'cancelled', endedAt: 500 },
      { toolCallId: 'odd', status: 'cancelled', endedAt: 500 },
      { toolCallId: 'done', status: 'completed', endedAt: 300 },
      { toolCallId: 'broken', status: 'failed', endedAt: 310 },
    ];
    for (const { toolCallId, status, endedAt } of expectations) {
      it(`a call that was ${toolCallId} is ${status} afterwards`, () => {
        expect(callOf(fold(before), toolCallId)).to.deep.include({ status, endedAt });
      });
    }

    it('pending permissions stay pending, marked cancelRequested', () => {
      const pending = selectPendingPermissions(fold(before), S1);
      expect(pending).to.have.length(1);
      expect(pending[0]).to.deep.include({ requestId: 3, cancelRequested: true });
      expect(pending[0]).not.to.have.property('outcome');
    });

    it('the later cancelled answer records the cancelled outcome', () => {
      const state = fold([client(result(3, CANCELLED))], fold(before));
      expect(selectPendingPermissions(state, S1)).to.deep.equal([]);
      expect(selectPermission(state, S1, 3)?.outcome).to.deep.equal({ outcome: 'cancelled' });
      expect(callOf(state, 'running').permission?.outcome).to.deep.equal({ outcome: 'cancelled' });
      expect(selectErrors(state)).to.deep.equal([]);
    });

    it('a call first seen after the cancel is not cancelled; the next cancel cancels it', () => {
      const late = fold([agent(toolCall('late', { status: 'in_progress' }))], fold(before));
      expect(callOf(late, 'late').status).to.equal('in_progress');
      expect(callOf(fold([client(cancel())], late), 'late').status).to.equal('cancelled');
    });

    it('a call an update re-opened after a cancel is cancelled by the next cancel', () => {
      // A late update (sent before the agent saw the cancel) makes the call unfinished again; it is
      // unfinished when the client sends the next session/cancel, so that cancel must cancel it.
      const reopened = fold([agent(toolCallUpdate('running', { status: 'in_progress' }))], fold(before));
      const state = fold([client(cancel(), 900)], reopened);
      expect(callOf(state, 'running')).to.deep.include({ status: 'cancelled', endedAt: 900 });
    });

    it('cancelling one session leaves the other alone', () => {
      const state = fold([
        agent(toolCall('a', { status: 'in_progress' }, S1)),
        agent(toolCall('a', { status: 'in_progress' }, S2)),
        agent(permissionRequest(1, { toolCallId: 'a' }, S1)),
        client(cancel(S2)),
      ]);
      expect(callOf(state, 'a', S1).status).to.equal('in_progress');
      expect(callOf(state, 'a', S2).status).to.equal('cancelled');
      expect(selectPendingPermissions(state, S1)[0].cancelRequested).to.equal(false);
    });
  });
});

describe('reducer: terminals', () => {
  const terminalContent = (terminalId: string) => [{ type: 'terminal', terminalId }];
  const metaUpdate = (meta: Json) => agent(toolCallUpdate('a', { _meta: meta }));
  const createTerminal = (id: RequestId, params: Json) => agent(request(id, 'terminal/create', { sessionId: S1, ...params }));
  const terminalOutput = (id: RequestId, terminalId: string) => agent(request(id, 'terminal/output', { sessionId: S1, terminalId }));

  interface TerminalCase {
    name: string;
    steps: Step[];
    terminalId: string;
    expected: Partial<TerminalView>;
    absent?: Array<keyof TerminalView>;
  }
  const cases: TerminalCase[] = [
    {
      name: '_meta.terminal_info creates the terminal with its cwd',
      steps: [
        agent(
          toolCall('a', { kind: 'execute', content: terminalContent('t1'), _meta: { terminal_info: { terminal_id: 't1', cwd: '/w' } } }),
        ),
      ],
      terminalId: 't1',
      expected: { sessionId: S1, terminalId: 't1', cwd: '/w', output: '', truncated: false },
      absent: ['exitStatus'],
    },
    {
      name: '_meta.terminal_output data appends',
      steps: [
        agent(toolCall('a', { _meta: { terminal_info: { terminal_id: 't1' } } })),
        metaUpdate({ terminal_output: { terminal_id: 't1', data: 'hello ' } }),
        metaUpdate({ terminal_output: { terminal_id: 't1', data: 'world\n' } }),
        metaUpdate({ terminal_output: { terminal_id: 't1', data: '\u001b[31mred\u001b[0m' } }),
      ],
      terminalId: 't1',
      expected: { output: 'hello world\n\u001b[31mred\u001b[0m' },
    },
    {
      name: '_meta.terminal_exit sets the exit code',
      steps: [
        agent(toolCall('a', { _meta: { terminal_info: { terminal_id: 't1' } } })),
        metaUpdate({ terminal_exit: { terminal_id: 't1', exit_code: 2, signal: null } }),
      ],
      terminalId: 't1',
      expected: { exitStatus: { exitCode: 2, signal: null } },
    },
    {
      name: '_meta.terminal_exit sets the signal',
      steps: [
        agent(toolCall('a', { _meta: { terminal_info: { terminal_id: 't1' } } })),
        metaUpdate({ terminal_exit: { terminal_id: 't1', exit_code: null, signal: 'SIGKILL' } }),
      ],
      terminalId: 't1',
      expected: { exitStatus: { exitCode: null, signal: 'SIGKILL' } },
    },
    {
      name: 'v2 terminal_update sets command, cwd, an output snapshot that replaces, and the exit status',
      steps: [
        ...NEGOTIATE_V2,
        agent(outputChunk('t2', utf8('old output\n'))),
        agent(
          update(S1, {
            sessionUpdate: 'terminal_update',
            terminalId: 't2',
            command: 'npm test',
            cwd: '/w',
            output: { data: base64(utf8('fresh ✓\n')) },
            exitStatus: { exitCode: 0, signal: null },
          }),
        ),
      ],
      terminalId: 't2',
      expected: { command: 'npm test', cwd: '/w', output: 'fresh ✓\n', exitStatus: { exitCode: 0, signal: null } },
    },
    {
      name: 'v2 terminal_update without output keeps the output; later chunks append to the snapshot',
      steps: [
        ...NEGOTIATE_V2,
        agent(update(S1, { sessionUpdate: 'terminal_update', terminalId: 't2', output: { data: base64(utf8('snap')) } })),
        agent(update(S1, { sessionUpdate: 'terminal_update', terminalId: 't2', command: 'make' })),
        agent(outputChunk('t2', utf8('shot'))),
      ],
      terminalId: 't2',
      expected: { command: 'make', output: 'snapshot' },
    },
    {
      name: 'v2 terminal output before the tool call that shows it is kept',
      steps: [
        ...NEGOTIATE_V2,
        agent(outputChunk('t3', utf8('early\n'))),
        agent(update(S1, { sessionUpdate: 'terminal_update', terminalId: 't3', cwd: '/w' })),
        agent(toolCall('a', { kind: 'execute', content: terminalContent('t3') })),
        agent(outputChunk('t3', utf8('late\n'))),
      ],
      terminalId: 't3',
      expected: { cwd: '/w', output: 'early\nlate\n' },
    },
    {
      name: '_meta.terminal_output before the terminal_info and the tool call that shows it is kept',
      steps: [
        agent(toolCallUpdate('other', { _meta: { terminal_output: { terminal_id: 't4', data: 'early ' } } })),
        agent(toolCall('a', { content: terminalContent('t4'), _meta: { terminal_info: { terminal_id: 't4', cwd: '/w' } } })),
        metaUpdate({ terminal_output: { terminal_id: 't4', data: 'late' } }),
      ],
      terminalId: 't4',
      expected: { cwd: '/w', output: 'early late' },
    },
    {
      name: 'terminal/create and its response create the terminal with the command',
      steps: [createTerminal(5, { command: 'ls -la', cwd: '/w', outputByteLimit: 32000 }), client(result(5, { terminalId: 'term-7' }))],
      terminalId: 'term-7',
      expected: { terminalId: 'term-7', command: 'ls -la', cwd: '/w', output: '', truncated: false },
      absent: ['exitStatus'],
    },
    {
      name: 'terminal/create with args shows the whole command line',
      steps: [createTerminal(5, { command: 'npm', args: ['run', 'build'] }), client(result(5, { terminalId: 'term-7' }))],
      terminalId: 'term-7',
      expected: { command: 'npm run build' },
    },
    {
      name: 'terminal/output responses set the output (replacing it), truncated and the exit status',
      steps: [
        createTerminal(5, { command: 'npm test' }),
        client(result(5, { terminalId: 'term-7' })),
        terminalOutput(6, 'term-7'),
        client(result(6, { output: 'PASS a\n', truncated: false })),
        terminalOutput(7, 'term-7'),
        client(result(7, { output: 'PASS a\nFAIL b\n', truncated: true, exitStatus: { exitCode: 1, signal: null } })),
      ],
      terminalId: 'term-7',
      expected: { command: 'npm test', output: 'PASS a\nFAIL b\n', truncated: true, exitStatus: { exitCode: 1, signal: null } },
    },
    {
      name: 'a terminal/output response without an exit status leaves it unset',
      steps: [
        createTerminal(5, { command: 'sleep 9' }),
        client(result(5, { terminalId: 'term-7' })),
        terminalOutput(6, 'term-7'),
        client(result(6, { output: 'zzz', truncated: false })),
      ],
      terminalId: 'term-7',
      expected: { output: 'zzz', truncated: false },
      absent: ['exitStatus'],
    },
    {
      name: 'a client-run terminal before the tool call that shows it is kept',
      steps: [
        createTerminal(5, { command: 'echo hi' }),
        client(result(5, { terminalId: 'term-8' })),
        agent(toolCallUpdate('a', { status: 'in_progress', content: terminalContent('term-8') })),
        terminalOutput(6, 'term-8'),
        client(result(6, { output: 'hi\n', truncated: false, exitStatus: { exitCode: 0, signal: null } })),
      ],
      terminalId: 'term-8',
      expected: { command: 'echo hi', output: 'hi\n', exitStatus: { exitCode: 0, signal: null } },
    },
  ];
  for (const { name, steps, terminalId, expected, absent = [] } of cases) {
    it(name, () => {
      const state = fold(steps);
      const view = terminalOf(state, terminalId);
      expect(view).to.deep.include(expected);
      for (const key of absent) expect(view).not.to.have.property(key);
      expect(selectErrors(state)).to.deep.equal([]);
    });
  }

  it('terminal/create makes no terminal before its response names the id', () => {
    const state = fold([createTerminal(5, { command: 'ls' })]);
    expect(selectTerminal(state, S1, 'term-7')).to.equal(undefined);
    expect(terminalOf(fold([client(result(5, { terminalId: 'term-7' }))], state), 'term-7').command).to.equal('ls');
  });

  // Base64 chunk boundaries may fall inside a UTF-8 character; the output must stay exact.
  const splitTexts = ['é', '你好', '😀', 'a€b😀c\n', '\u001b[32m✓\u001b[0m ok'];
  for (const sample of splitTexts) {
    it(`terminal_output_chunk rebuilds ${JSON.stringify(sample)} exactly at every split point`, () => {
      const bytes = utf8(sample);
      const splits: Uint8Array[][] = [];
      for (let cut = 1; cut < bytes.length; cut++) splits.push([bytes.slice(0, cut), bytes.slice(cut)]);
      splits.push([...bytes].map((byte) => Uint8Array.of(byte)));
      for (const chunks of splits) {
        const state = fold([...NEGOTIATE_V2, ...chunks.map((chunk) => agent(outputChunk('t1', chunk)))]);
        const output = terminalOf(state, 't1').output;
        expect(output, `chunks ${chunks.map((c) => [...c].join(',')).join(' | ')}`).to.equal(sample);
        expect(output).not.to.include('\uFFFD');
      }
    });
  }
});

describe('reducer: transcript', () => {
  /** One line per entry: its type and what identifies its content. */
  function summarize(entry: TranscriptEntry): string {
    switch (entry.type) {
      case 'user_message':
      case 'agent_message':
      case 'agent_thought':
        return `${entry.type}:${entry.text}`;
      case 'tool_call':
        return `tool_call:${entry.toolCallId}`;
      case 'plan':
        return `plan:${entry.entries.map((e) => e.content).join('|')}`;
      case 'unknown':
        return `unknown:${entry.sessionUpdate}`;
      default:
        return entry.type;
    }
  }
  const plan = (...contents: string[]) => contents.map((content) => ({ content, priority: 'medium', status: 'pending' }));
  const COMMANDS = [{ name: 'review', description: 'Review changes', input: { hint: 'what to review' } }];
  const CONFIG = [{ id: 'model', name: 'Model', type: 'select', currentValue: 'a', options: [{ value: 'a', name: 'A' }] }];

  interface TranscriptCase {
    name: string;
    steps: Step[];
    expected: string[];
    check?: (state: ToolCallState, entries: TranscriptEntry[]) => void;
  }
  const cases: TranscriptCase[] = [
    {
      name: 'agent message chunks are joined per messageId, even when interleaved',
      steps: [agent(agentChunk('Hel', 'm1')), agent(agentChunk('Other', 'm2')), agent(agentChunk('lo', 'm1'))],
      expected: ['agent_message:Hello', 'agent_message:Other'],
      check: (_state, entries) => expect(entries.map((e) => ('messageId' in e ? e.messageId : undefined))).to.deep.equal(['m1', 'm2']),
    },
    {
      name: 'without messageId, a run of consecutive chunks is one message',
      steps: [agent(agentChunk('Hel')), agent(agentChunk('lo')), agent(agentChunk(', world'))],
      expected: ['agent_message:Hello, world'],
      check: (_state, entries) => {
        const [message] = entries;
        expect(message.type === 'agent_message' && message.content).to.deep.equal([{ type: 'text', text: 'Hello, world' }]);
      },
    },
    {
      name: 'a thought between two message chunks splits them',
      steps: [agent(agentChunk('a')), agent(thoughtChunk('hmm')), agent(thoughtChunk('…')), agent(agentChunk('b'))],
      expected: ['agent_message:a', 'agent_thought:hmm…', 'agent_message:b'],
    },
    {
      name: 'thought chunks with a messageId are joined per id',
      steps: [agent(thoughtChunk('one ', 't1')), agent(agentChunk('x')), agent(thoughtChunk('two', 't1'))],
      expected: ['agent_thought:one two', 'agent_message:x'],
    },
    {
      name: 'user message chunks are joined',
      steps: [agent(userChunk('fix ')), agent(userChunk('the bug'))],
      expected: ['user_message:fix the bug'],
    },
    {
      name: 'a tool call between message chunks splits them and keeps its place',
      steps: [
        agent(agentChunk('Reading.')),
        agent(toolCall('a')),
        agent(agentChunk('Done.')),
        agent(toolCallUpdate('a', { status: 'completed' })),
      ],
      expected: ['agent_message:Reading.', 'tool_call:a', 'agent_message:Done.'],
      check: (_state, entries) => {
        const entry = entries[1];
        expect(entry.type === 'tool_call' && entry.toolCall).to.deep.include({ toolCallId: 'a', status: 'completed' });
      },
    },
    {
      name: 'plan replaces the entries (transcript and selectSession(...).plan)',
      steps: [
        agent(update(S1, { sessionUpdate: 'plan', entries: plan('A', 'B') })),
        agent(update(S1, { sessionUpdate: 'plan', entries: plan('C') })),
      ],
      expected: ['plan:C'],
      check: (state) => expect(summaryOf(state).plan).to.deep.equal(plan('C')),
    },
    {
      name: 'a plan after other entries shows the plan at that point of the conversation',
      steps: [
        agent(update(S1, { sessionUpdate: 'plan', entries: plan('A') })),
        agent(agentChunk('x')),
        agent(update(S1, { sessionUpdate: 'plan', entries: plan('A', 'B') })),
      ],
      expected: ['plan:A', 'agent_message:x', 'plan:A|B'],
      check: (state) => expect(summaryOf(state).plan).to.deep.equal(plan('A', 'B')),
    },
    {
      name: 'draft plan_update replaces the entries of the plan with that planId',
      steps: [
        agent(update(S1, { sessionUpdate: 'plan_update', plan: { type: 'items', planId: 'p1', entries: plan('A') } })),
        agent(agentChunk('x')),
        agent(update(S1, { sessionUpdate: 'plan_update', plan: { type: 'items', planId: 'p1', entries: plan('A', 'B') } })),
      ],
      expected: ['plan:A|B', 'agent_message:x'],
      check: (state, entries) => {
        expect(entries[0]).to.deep.include({ planId: 'p1' });
        expect(summaryOf(state).plan).to.deep.equal(plan('A', 'B'));
      },
    },
    {
      name: 'available_commands_update is kept',
      steps: [agent(update(S1, { sessionUpdate: 'available_commands_update', availableCommands: COMMANDS }))],
      expected: ['available_commands'],
      check: (state, entries) => {
        expect(entries[0]).to.deep.include({ update: { sessionUpdate: 'available_commands_update', availableCommands: COMMANDS } });
        expect(summaryOf(state).availableCommands).to.deep.equal(COMMANDS);
      },
    },
    {
      name: 'current_mode_update is kept',
      steps: [agent(update(S1, { sessionUpdate: 'current_mode_update', currentModeId: 'plan' }))],
      expected: ['current_mode'],
      check: (state) => expect(summaryOf(state).currentModeId).to.equal('plan'),
    },
    {
      name: 'config_option_update is kept',
      steps: [agent(update(S1, { sessionUpdate: 'config_option_update', configOptions: CONFIG }))],
      expected: ['config_options'],
      check: (state) => expect(summaryOf(state).configOptions).to.deep.equal(CONFIG),
    },
    {
      name: 'session_info_update is kept',
      steps: [agent(update(S1, { sessionUpdate: 'session_info_update', title: 'Fix the greeting' }))],
      expected: ['session_info'],
      check: (state) => expect(summaryOf(state).title).to.equal('Fix the greeting'),
    },
    {
      name: 'usage_update is kept',
      steps: [agent(update(S1, { sessionUpdate: 'usage_update', used: 1751, size: 200000, cost: { amount: 0.03, currency: 'USD' } }))],
      expected: ['usage'],
      check: (state) => expect(summaryOf(state).usage).to.deep.equal({ used: 1751, size: 200000, cost: { amount: 0.03, currency: 'USD' } }),
    },
    {
      name: 'notice is kept',
      steps: [agent(update(S1, { sessionUpdate: 'notice', level: 'warning', message: 'Rate limited' }))],
      expected: ['notice'],
      check: (_state, entries) =>
        expect(entries[0]).to.deep.include({ update: { sessionUpdate: 'notice', level: 'warning', message: 'Rate limited' } }),
    },
    {
      name: 'an unknown sessionUpdate kind is kept raw',
      steps: [agent(update(S1, { sessionUpdate: 'subagent_spawned', agentId: 'x1', depth: 2 }))],
      expected: ['unknown:subagent_spawned'],
      check: (_state, entries) =>
        expect(entries[0]).to.deep.include({ type: 'unknown', update: { sessionUpdate: 'subagent_spawned', agentId: 'x1', depth: 2 } }),
    },
    {
      name: 'everything is interleaved with tool calls in arrival order',
      steps: [
        agent(thoughtChunk('think')),
        agent(agentChunk('say')),
        agent(toolCall('a')),
        agent(update(S1, { sessionUpdate: 'usage_update', used: 1, size: 10 })),
        agent(toolCallUpdate('a', { status: 'completed' })),
        agent(update(S1, { sessionUpdate: 'plan', entries: plan('P') })),
        agent(permissionRequest(1, { toolCallId: 'b' })),
        agent(update(S1, { sessionUpdate: 'future_kind' })),
        agent(update(S1, { sessionUpdate: 'current_mode_update', currentModeId: 'code' })),
        agent(agentChunk('end')),
      ],
      expected: [
        'agent_thought:think',
        'agent_message:say',
        'tool_call:a',
        'usage',
        'plan:P',
        'tool_call:b',
        'unknown:future_kind',
        'current_mode',
        'agent_message:end',
      ],
    },
  ];
  for (const { name, steps, expected, check } of cases) {
    it(name, () => {
      const state = fold(steps);
      const entries = selectTranscript(state, S1);
      expect(entries.map(summarize)).to.deep.equal(expected);
      check?.(state, entries);
      expect(selectErrors(state)).to.deep.equal([]);
    });
  }
});

describe('reducer: joining message chunks', () => {
  it('keeps every field of a text block that carries more than its text (annotations)', () => {
    const annotations = { audience: ['user'], priority: 0.5 };
    const state = fold([
      agent(update(S1, { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'Hello', annotations } })),
      agent(agentChunk(', world')),
    ]);
    const [entry] = selectTranscript(state, S1);
    expect(entry).to.include({ type: 'agent_message', text: 'Hello, world' });
    expect((entry as { content: unknown[] }).content).to.deep.equal([{ type: 'text', text: 'Hello, world', annotations }]);
  });

  it('never rebuilds a two-field block that is not {type, text} as a bare one', () => {
    // A text block whose second field is not its text (an agent bug): joining keeps that field.
    const annotations = { priority: 1 };
    const state = fold([
      agent(update(S1, { sessionUpdate: 'agent_message_chunk', content: { type: 'text', annotations } })),
      agent(agentChunk('more')),
    ]);
    const [entry] = selectTranscript(state, S1);
    expect((entry as { content: Array<Record<string, unknown>> }).content[0]).to.have.deep.property('annotations', annotations);
  });
});

describe('reducer: session/load replays history without duplicating it', () => {
  // acp-reference: on session/load the agent streams the whole conversation back as session/update
  // notifications before answering. A client that reconnects already holds that history.
  const history = [
    client(request(1, 'session/prompt', { sessionId: S1, prompt: [{ type: 'text', text: 'fix it' }] })),
    agent(agentChunk('Looking', 'm1')),
    agent(agentChunk(' now', 'm1')),
    agent(toolCall('a', { title: 'Read a.ts', kind: 'read', status: 'pending' })),
    agent(toolCallUpdate('a', { status: 'completed' })),
    agent(agentChunk('Done', 'm2')),
  ];
  const replay = [
    agent(update(S1, { sessionUpdate: 'user_message_chunk', content: { type: 'text', text: 'fix it' } })),
    agent(agentChunk('Looking', 'm1')),
    agent(agentChunk(' now', 'm1')),
    agent(toolCall('a', { title: 'Read a.ts', kind: 'read', status: 'completed' })),
    agent(agentChunk('Done', 'm2')),
  ];

  it('starts the transcript over at the load, so replayed messages appear once, calls keep their state', () => {
    const before = fold(history);
    const after = fold(
      [client(request(2, 'session/load', { sessionId: S1, cwd: '/p', mcpServers: [] })), ...replay, agent(result(2, {}))],
      before,
    );
    const entries = selectTranscript(after, S1);
    expect(entries.map((e) => e.type)).to.deep.equal(['user_message', 'agent_message', 'tool_call', 'agent_message']);
    expect(entries.filter((e) => e.type === 'agent_message').map((e) => (e as { text: string }).text)).to.deep.equal([
      'Looking now',
      'Done',
    ]);
    const calls = selectToolCalls(after, S1);
    expect(calls.map((c) => [c.toolCallId, c.status])).to.deep.equal([['a', 'completed']]);
    expect(calls[0].firstSeenAt, 'the call keeps its first sighting').to.equal(selectToolCalls(before, S1)[0].firstSeenAt);
    expect(selectSession(after, S1)!.running, 'the lost turn is not running').to.equal(false);
    expect(selectErrors(after)).to.deep.equal([]);
  });

  it('keeps the transcript of a session/resume (no replay)', () => {
    const before = fold(history);
    const after = fold([client(request(2, 'session/resume', { sessionId: S1, cwd: '/p' }))], before);
    expect(selectTranscript(after, S1)).to.deep.equal(selectTranscript(before, S1));
  });
});

describe('reducer: bad input never throws and becomes a FeedError', () => {
  const FIVE_MB = 'x'.repeat(5 * 1024 * 1024);
  interface BadCase {
    name: string;
    bad: Step;
    /** Messages that must come before the bad one (they count for the error's seq). */
    setup?: Step[];
  }
  const cases: BadCase[] = [
    { name: 'an object that is not JSON-RPC', bad: agent({ foo: 1 }) },
    { name: 'a number', bad: agent(42) },
    { name: 'null', bad: client(null) },
    { name: 'undefined', bad: agent(undefined) },
    { name: 'text that is not JSON', bad: agent('not json') },
    { name: 'a wrong jsonrpc version', bad: agent({ jsonrpc: '1.0', method: 'session/update', params: { sessionId: S1 } }) },
    { name: 'params that are not an object', bad: agent({ jsonrpc: '2.0', method: 'session/update', params: 'oops' }) },
    {
      name: 'session/update without a sessionId',
      bad: agent(notification('session/update', { update: { sessionUpdate: 'tool_call', toolCallId: 'x' } })),
    },
    { name: 'an update that is not an object', bad: agent(notification('session/update', { sessionId: S1, update: 7 })) },
    { name: 'a title that is a number', bad: agent(toolCallUpdate('bad', { title: 42 })) },
    { name: 'content that is not an array', bad: agent(toolCallUpdate('bad', { content: 'oops' })) },
    { name: 'locations that are not an array', bad: agent(toolCallUpdate('bad', { locations: { path: '/x' } })) },
    { name: 'a tool_call without toolCallId', bad: agent(update(S1, { sessionUpdate: 'tool_call', title: 'who am I' })) },
    { name: 'a tool_call_update with a numeric toolCallId', bad: agent(update(S1, { sessionUpdate: 'tool_call_update', toolCallId: 12 })) },
    { name: 'a permission request whose toolCall has no toolCallId', bad: agent(permissionRequest(4, { title: 'x' })) },
    { name: 'an unknown method', bad: agent(notification('session/frobnicate', { sessionId: S1 })) },
    { name: 'a response to no request', bad: client(result(99, { outcome: selected('allow').outcome })) },
    {
      name: 'a second response to an answered request',
      setup: [agent(permissionRequest(4, { toolCallId: 'p' })), client(result(4, selected('allow')))],
      bad: client(result(4, selected('reject'))),
    },
    { name: 'a 5 MB string', bad: agent(FIVE_MB) },
    { name: 'a 5 MB title in a message without toolCallId', bad: agent(update(S1, { sessionUpdate: 'tool_call', title: FIVE_MB })) },
    { name: 'a 5 MB value that is not JSON-RPC', bad: client({ blob: FIVE_MB }) },
  ];
  for (const { name, bad, setup = [] } of cases) {
    it(name, () => {
      const store = createToolCallStore({ now: () => 0 });
      const steps = [...setup, agent(toolCall('before', { title: 'Before' })), bad, agent(toolCallUpdate('after', { title: 'After' }))];
      const badSeq = setup.length + 1;
      for (const step of steps) {
        expect(() => store.dispatch(step.msg, { from: step.from, receivedAt: 7000 })).not.to.throw();
      }
      const state = store.getState();
      expect(callOf(state, 'before').title).to.equal('Before');
      expect(callOf(state, 'after').title).to.equal('After');
      const errors = selectErrors(state);
      expect(errors, 'errors').to.have.length.greaterThan(0);
      for (const error of errors) {
        expect(error.seq, 'error seq').to.equal(badSeq);
        expect(error.from).to.equal(bad.from);
        expect(error.receivedAt).to.equal(7000);
        expect(error.reason).to.be.a('string').and.not.equal('');
        expect(error.excerpt).to.be.a('string');
        expect(error.excerpt.length, 'excerpt length').to.be.at.most(240);
      }
    });
  }

  it('the second answer to a permission request does not change the recorded outcome', () => {
    const state = fold([
      agent(permissionRequest(4, { toolCallId: 'p' })),
      client(result(4, selected('allow'))),
      client(result(4, selected('reject'))),
    ]);
    expect(callOf(state, 'p').permission?.outcome).to.deep.equal({ outcome: 'selected', optionId: 'allow' });
    expect(selectErrors(state)).to.have.length(1);
  });

  it('a session/update sent with an id is reported and still applied', () => {
    const state = fold([agent({ ...toolCall('a', { title: 'Kept' }), id: 3 })]);
    expect(callOf(state, 'a').title).to.equal('Kept');
    expect(selectErrors(state).map((e) => e.reason)).to.deep.equal(['session/update is a notification but came with an id']);
  });

  it('a permission request without an id is reported, and its toolCall still applied', () => {
    const { id: _id, ...withoutId } = permissionRequest(5, { toolCallId: 'p', title: 'Edit a.ts' });
    const state = fold([agent(withoutId)]);
    expect(callOf(state, 'p').title).to.equal('Edit a.ts');
    expect(callOf(state, 'p').permission).to.equal(undefined);
    expect(selectPendingPermissions(state, S1)).to.deep.equal([]);
    expect(selectErrors(state)).to.have.length(1);
  });

  it('the excerpt starts with what was received', () => {
    const [error] = selectErrors(fold([agent({ foo: 1 })]));
    expect(error.excerpt).to.equal('{"foo":1}');
  });

  it('JSON text of a valid message is applied', () => {
    const state = fold([agent(JSON.stringify(toolCall('a', { title: 'From text' })))]);
    expect(callOf(state, 'a').title).to.equal('From text');
    expect(selectErrors(state)).to.deep.equal([]);
  });
});

describe('reducer: purity and time', () => {
  const TERMINAL_IDS = ['t1', 't2', 'term-7'];

  /** A deep copy of everything the selectors return for `state`. */
  function snapshot(state: ToolCallState): unknown {
    return structuredClone({
      sessions: selectSessions(state).map((sessionId) => ({
        summary: selectSession(state, sessionId),
        toolCalls: selectToolCalls(state, sessionId),
        pending: selectPendingPermissions(state, sessionId),
        permissions: [1, 2].map((id) => selectPermission(state, sessionId, id)),
        terminals: TERMINAL_IDS.map((id) => selectTerminal(state, sessionId, id)),
        transcript: selectTranscript(state, sessionId),
      })),
      errors: selectErrors(state),
    });
  }

  const history: Step[] = [
    ...NEGOTIATE_V2,
    client(request(1, 'session/prompt', { sessionId: S1, prompt: [{ type: 'text', text: 'go' }] })),
    agent(agentChunk('Working')),
    agent(toolCall('a', FULL)),
    agent(toolCall('b', { kind: 'execute', status: 'in_progress', _meta: { terminal_info: { terminal_id: 't1', cwd: '/w' } } })),
    agent(toolCallUpdate('b', { _meta: { terminal_output: { terminal_id: 't1', data: 'out' } } })),
    agent(outputChunk('t2', utf8('é').slice(0, 1))),
    agent(permissionRequest(1, { toolCallId: 'a' })),
    agent(permissionRequest(2, { toolCallId: 'b' })),
    agent(request(3, 'terminal/create', { sessionId: S1, command: 'ls' })),
    client(result(3, { terminalId: 'term-7' })),
    agent(request(4, 'terminal/output', { sessionId: S1, terminalId: 'term-7' })),
    agent(update(S1, { sessionUpdate: 'plan', entries: [{ content: 'A', priority: 'high', status: 'pending' }] })),
    agent({ bad: true }),
  ];

  const next: Array<{ name: string; step: Step }> = [
    {
      name: 'a tool_call_update of every field',
      step: agent(
        toolCallUpdate('a', {
          title: 'T',
          kind: 'read',
          status: 'completed',
          content: [DIFF_B],
          locations: [LOC_B],
          rawInput: 1,
          rawOutput: 2,
          _meta: { x: 1 },
        }),
      ),
    },
    { name: 'v2 null resets', step: agent(toolCallUpdate('a', { kind: null, content: null, _meta: null, rawInput: null })) },
    { name: 'a content chunk', step: agent(contentChunk('a', text('more'))) },
    { name: 'a new tool call', step: agent(toolCall('c')) },
    { name: 'a new session', step: agent(toolCall('a', {}, S2)) },
    { name: 'a permission answer', step: client(result(1, selected('allow'))) },
    { name: 'session/cancel', step: client(cancel()) },
    {
      name: 'a terminal_output meta chunk',
      step: agent(toolCallUpdate('b', { _meta: { terminal_output: { terminal_id: 't1', data: ' more' } } })),
    },
    { name: 'the rest of a split UTF-8 character', step: agent(outputChunk('t2', utf8('é').slice(1))) },
    { name: 'a terminal/output response', step: client(result(4, { output: 'listing', truncated: false })) },
    { name: 'a message chunk that joins the last message', step: agent(agentChunk(' harder')) },
    { name: 'a plan replacement', step: agent(update(S1, { sessionUpdate: 'plan', entries: [] })) },
    { name: 'the prompt answer', step: agent(result(1, { stopReason: 'end_turn' })) },
    { name: 'a bad message', step: agent(42) },
  ];
  for (const { name, step } of next) {
    it(`reduceMessage does not change the state it is given (${name})`, () => {
      const old = fold(history);
      const before = snapshot(old);
      const after = reduceMessage(old, step.msg, { from: step.from, receivedAt: 99_999 });
      expect(snapshot(old)).to.deep.equal(before);
      expect(snapshot(after), 'the message changed the new state').not.to.deep.equal(before);
    });
  }

  it('two states derived from one state do not see each other', () => {
    const root = fold([agent(toolCall('a'))]);
    const left = fold([agent(toolCall('l')), agent(toolCallUpdate('a', { title: 'left' }))], root);
    const right = fold([agent(toolCall('r')), agent(toolCallUpdate('a', { title: 'right' }))], root);
    expect(ids(root)).to.deep.equal(['a']);
    expect(ids(left)).to.deep.equal(['a', 'l']);
    expect(ids(right)).to.deep.equal(['a', 'r']);
    expect(selectToolCall(left, S1, 'r')).to.equal(undefined);
    expect(selectToolCall(right, S1, 'l')).to.equal(undefined);
    expect(callOf(root, 'a').title).to.equal('');
    expect(callOf(left, 'a').title).to.equal('left');
    expect(callOf(right, 'a').title).to.equal('right');
  });

  it('dispatch without receivedAt uses Date.now()', () => {
    const store = createToolCallStore();
    const earliest = Date.now();
    store.dispatch(toolCall('a'), { from: 'agent' });
    const latest = Date.now();
    const { firstSeenAt, updatedAt } = callOf(store.getState(), 'a');
    expect(firstSeenAt).to.be.within(earliest, latest);
    expect(updatedAt).to.equal(firstSeenAt);
  });

  it("dispatch without receivedAt uses the store's now option", () => {
    const store = createToolCallStore({ now: () => 1234 });
    store.dispatch(toolCall('a', { status: 'completed' }), { from: 'agent' });
    store.dispatch({ foo: 1 }, { from: 'client' });
    expect(callOf(store.getState(), 'a')).to.deep.include({ firstSeenAt: 1234, updatedAt: 1234, endedAt: 1234 });
    expect(selectErrors(store.getState())[0].receivedAt).to.equal(1234);
  });

  it('an explicit receivedAt wins over the clock', () => {
    const store = createToolCallStore({ now: () => 1234 });
    store.dispatch(toolCall('a'), { from: 'agent', receivedAt: 42 });
    expect(callOf(store.getState(), 'a').firstSeenAt).to.equal(42);
  });
});
