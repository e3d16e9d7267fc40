// SPDX-License-Identifier: Apache-2.0
// Sessions as a list (src/state/catalog.ts, catalog-methods.ts) folded through the real reducer:
// `session/list` pages, `session_info_update`, the lifecycle methods, the catalog merged with the
// sessions the store saw, the agent's session capabilities, and what odd input does to them.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  createInitialState,
  reduceMessage,
  selectErrors,
  selectSession,
  selectSessionCapabilities,
  selectSessionCatalog,
  selectSessionLifecycle,
  selectSessionListing,
  selectTranscript,
  type SessionCatalogEntry,
  type ToolCallState,
} from '../../src/state/index.js';
import { agent, client, fold, type Step } from '../helpers/fold.js';
import { loadTrace, replay } from '../helpers/traces.js';
import {
  errorResponse,
  notification,
  permissionRequest,
  prompt,
  request,
  result,
  SAMPLE_ROOT,
  textChunk,
  turnEnd,
  update,
  type Json,
} from '../helpers/wire.js';

const OTHER_ROOT = '/home/dev/other-project';
const info = (sessionId: string, cwd = SAMPLE_ROOT, extra: Json = {}): Json => ({ sessionId, cwd, ...extra });
const listRequest = (id: number, params: Json = {}) => client(request(id, 'session/list', params));
const listPage = (id: number, sessions: unknown[], extra: Json = {}) => agent(result(id, { sessions, ...extra }));
const ids = (entries: readonly SessionCatalogEntry[]) => entries.map((entry) => entry.sessionId);
const infoUpdate = (sessionId: string, fields: Json) => agent(update(sessionId, { sessionUpdate: 'session_info_update', ...fields }));
const newSession = (id: number, sessionId: string, cwd = SAMPLE_ROOT): Step[] => [
  client(request(id, 'session/new', { cwd, mcpServers: [] })),
  agent(result(id, { sessionId })),
];
const reopen = (id: number, method: 'session/load' | 'session/resume', sessionId: string) =>
  client(request(id, method, { sessionId, cwd: SAMPLE_ROOT, mcpServers: [] }));
const NOT_FOUND = { code: -32602, message: 'Session not found' };
const byId = (state: ToolCallState, sessionId: string) => selectSessionCatalog(state).find((entry) => entry.sessionId === sessionId);

describe('the session catalog: session/list', () => {
  it('merges pages by sessionId and keeps the paging', () => {
    let state = fold([listRequest(1, { cwd: SAMPLE_ROOT })]);
    expect(selectSessionListing(state)).to.deep.equal({ loading: true, listed: false, cwd: SAMPLE_ROOT });
    state = fold(
      [
        listPage(
          1,
          [
            info('a', SAMPLE_ROOT, {
              title: 'First',
              updatedAt: '2026-01-02T10:00:00Z',
              additionalDirectories: ['/srv/lib', 7],
              _meta: { x: 1 },
            }),
            info('b', SAMPLE_ROOT, { title: null, updatedAt: null }),
          ],
          { nextCursor: 'c1' },
        ),
      ],
      state,
    );
    expect(selectSessionListing(state)).to.deep.equal({ loading: false, listed: true, cwd: SAMPLE_ROOT, nextCursor: 'c1' });
    state = fold(
      [
        listRequest(2, { cwd: SAMPLE_ROOT, cursor: 'c1' }),
        listPage(2, [
          info('c', SAMPLE_ROOT, { updatedAt: '2026-01-03T10:00:00Z' }),
          info('a', SAMPLE_ROOT, { title: 'First, renamed', updatedAt: '2026-01-01T10:00:00Z' }),
        ]),
      ],
      state,
    );
    expect(selectSessionListing(state)).to.deep.equal({ loading: false, listed: true, cwd: SAMPLE_ROOT });
    const catalog = selectSessionCatalog(state);
    expect(ids(catalog)).to.deep.equal(['c', 'a', 'b']);
    expect(catalog[1]).to.deep.equal({
      sessionId: 'a',
      lifecycle: 'listed',
      seen: false,
      running: false,
      waitingForUser: 0,
      title: 'First, renamed',
      cwd: SAMPLE_ROOT,
      updatedAt: Date.parse('2026-01-01T10:00:00Z'),
    });
    expect(catalog[2]).to.deep.equal({
      sessionId: 'b',
      lifecycle: 'listed',
      seen: false,
      running: false,
      waitingForUser: 0,
      cwd: SAMPLE_ROOT,
    });
    expect(selectSessionLifecycle(state, 'c')).to.equal('listed');
    expect(selectSessionLifecycle(state, 'nobody')).to.equal(undefined);
    expect(selectErrors(state)).to.deep.equal([]);
  });

  it('keeps additionalDirectories and _meta as the latest page sent them', () => {
    const state = fold([
      listRequest(1),
      listPage(1, [info('a', SAMPLE_ROOT, { additionalDirectories: ['/srv/lib', 7, '/srv/docs'], _meta: { x: 1 } })]),
    ]);
    expect(byId(state, 'a'))
      .to.include({ cwd: SAMPLE_ROOT })
      .and.deep.include({ additionalDirectories: ['/srv/lib', '/srv/docs'], meta: { x: 1 } });
    expect(selectSessionListing(state)).to.deep.equal({ loading: false, listed: true });
  });

  it('skips invalid items, keeps the valid ones, and reports them once per page', () => {
    const state = fold([
      listRequest(1),
      listPage(1, [info('a'), { sessionId: 'no-cwd' }, { cwd: SAMPLE_ROOT }, info('b', 42 as never), 'text', null, info('c')]),
    ]);
    expect(ids(selectSessionCatalog(state))).to.deep.equal(['a', 'c']);
    const errors = selectErrors(state);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.include({ method: 'session/list', from: 'agent' });
    expect(errors[0].reason).to.contain('5 of 7');
    expect(selectSessionListing(state)).to.include({ listed: true, loading: false });
  });

  it('reports a page whose sessions are not an array (taken as none, as the schema says), and a result that is no object', () => {
    const state = fold([listRequest(1), listPage(1, 'none' as never, { nextCursor: 'c1' }), listRequest(2), agent(result(2, null))]);
    expect(selectErrors(state).map((error) => error.reason)).to.deep.equal([
      'session/list: sessions must be an array',
      'session/list: the result must be an object',
    ]);
    expect(selectSessionListing(state)).to.deep.equal({ loading: false, listed: true });
    expect(selectSessionCatalog(state)).to.deep.equal([]);
  });

  it('stops paging when a cursor comes back (the agent loops)', () => {
    const state = fold([
      listRequest(1),
      listPage(1, [info('a')], { nextCursor: 'c1' }),
      listRequest(2, { cursor: 'c1' }),
      listPage(2, [info('b')], { nextCursor: 'c2' }),
      listRequest(3, { cursor: 'c2' }),
      listPage(3, [info('a')], { nextCursor: 'c1' }),
    ]);
    expect(selectSessionListing(state)).to.deep.equal({ loading: false, listed: true, cursorLoop: true });
    expect(ids(selectSessionCatalog(state))).to.deep.equal(['a', 'b']);
  });

  it('stops paging when a page answers with the cursor it was asked for', () => {
    const state = fold([listRequest(1, { cursor: 'stored' }), listPage(1, [info('a')], { nextCursor: 'stored' })]);
    expect(selectSessionListing(state)).to.deep.equal({ loading: false, listed: true, cursorLoop: true });
  });

  it('starts the listing over for a first page or another cwd, and keeps the catalog', () => {
    let state = fold([listRequest(1, { cwd: SAMPLE_ROOT }), listPage(1, [info('a')], { nextCursor: 'c1' })]);
    state = fold([listRequest(2, { cwd: OTHER_ROOT })], state);
    expect(selectSessionListing(state)).to.deep.equal({ loading: true, listed: false, cwd: OTHER_ROOT });
    state = fold([listPage(2, [info('z', OTHER_ROOT)], { nextCursor: 'c1' })], state);
    // c1 was a cursor of the other listing: no loop here.
    expect(selectSessionListing(state)).to.deep.equal({ loading: false, listed: true, cwd: OTHER_ROOT, nextCursor: 'c1' });
    expect(ids(selectSessionCatalog(state))).to.deep.equal(['a', 'z']);
    expect(ids(selectSessionCatalog(state, { cwd: OTHER_ROOT }))).to.deep.equal(['z']);
    expect(ids(selectSessionCatalog(state, { cwd: SAMPLE_ROOT }))).to.deep.equal(['a']);
    // The same filter from its first page again: still listed, paging from the start.
    state = fold([listRequest(3, { cwd: OTHER_ROOT })], state);
    expect(selectSessionListing(state)).to.deep.equal({ loading: true, listed: true, cwd: OTHER_ROOT });
    state = fold([listPage(3, [info('z', OTHER_ROOT)], { nextCursor: 'c1' })], state);
    expect(selectSessionListing(state)).to.include({ nextCursor: 'c1' }).and.not.have.property('cursorLoop');
  });

  it('merges an earlier filter’s late page without moving the paging', () => {
    const state = fold([
      listRequest(1, { cwd: SAMPLE_ROOT }),
      listRequest(2, { cwd: OTHER_ROOT }),
      listPage(2, [info('z', OTHER_ROOT)]),
      listPage(1, [info('a')], { nextCursor: 'late' }),
    ]);
    expect(selectSessionListing(state)).to.deep.equal({ loading: false, listed: true, cwd: OTHER_ROOT });
    expect(ids(selectSessionCatalog(state))).to.have.members(['a', 'z']);
  });

  it('keeps the cursor to retry with when a page fails, with the agent’s error', () => {
    const state = fold([
      listRequest(1),
      listPage(1, [info('a')], { nextCursor: 'c1' }),
      listRequest(2, { cursor: 'c1' }),
      agent(errorResponse(2, { code: -32603, message: 'Internal error', data: { why: 'disk' } })),
    ]);
    expect(selectSessionListing(state)).to.deep.equal({
      loading: false,
      listed: true,
      nextCursor: 'c1',
      error: { code: -32603, message: 'Internal error', data: { why: 'disk' } },
    });
    expect(selectErrors(state)).to.deep.equal([]);
  });

  it('ignores a session/list the agent sends', () => {
    const state = fold([agent(request(1, 'session/list', {})), client(result(1, { sessions: [info('a')] }))]);
    expect(selectSessionListing(state)).to.deep.equal({ loading: false, listed: false });
    expect(selectSessionCatalog(state)).to.deep.equal([]);
  });
});

describe('the session catalog: titles and times', () => {
  it('takes title and updatedAt from session_info_update, as a patch', () => {
    let state = fold([listRequest(1), listPage(1, [info('a', SAMPLE_ROOT, { title: 'Listed', updatedAt: '2026-01-01T00:00:00Z' })])]);
    state = fold([infoUpdate('a', { title: 'Renamed', updatedAt: '2026-02-01T00:00:00Z' })], state);
    expect(byId(state, 'a')).to.include({ title: 'Renamed', updatedAt: Date.parse('2026-02-01T00:00:00Z') });
    state = fold([infoUpdate('a', { updatedAt: 'not a date', title: 5 })], state);
    expect(byId(state, 'a')).to.include({ title: 'Renamed', updatedAt: Date.parse('2026-02-01T00:00:00Z') });
    state = fold([infoUpdate('a', { title: null, updatedAt: null })], state);
    const entry = byId(state, 'a')!;
    expect(entry).to.not.have.property('title');
    expect(selectSession(state, 'a')?.title).to.equal(undefined);
    expect(selectErrors(state)).to.deep.equal([]);
  });

  it('falls back to the first prompt when there is no title, and never reads it otherwise', () => {
    let state = fold([
      ...newSession(1, 's'),
      agent(update('s', { sessionUpdate: 'available_commands_update', availableCommands: [] })),
      client(prompt(2, 's', 'Fix the greeting')),
      agent(textChunk('s', 'Done.')),
    ]);
    state = fold([agent(textChunk('s', 'More.')), client(prompt(3, 's', 'And the tests'))], state);
    expect(byId(state, 's')).to.include({ firstPrompt: 'Fix the greeting', lifecycle: 'live', seen: true });
    state = fold([infoUpdate('s', { title: 'Greeting fix' })], state);
    expect(byId(state, 's')).to.include({ title: 'Greeting fix' }).and.not.have.property('firstPrompt');
  });

  it('finds a first prompt sent as user_message_chunk after many other entries, and none without one', () => {
    const steps: Step[] = [];
    for (let i = 0; i < 40; i++) steps.push(agent(textChunk('s', `line ${i}`, 'agent_message_chunk', `m${i}`)));
    let state = fold(steps);
    expect(byId(state, 's')).to.not.have.property('firstPrompt');
    state = fold([agent(textChunk('s', 'Replayed prompt', 'user_message_chunk'))], state);
    expect(byId(state, 's')?.firstPrompt).to.equal('Replayed prompt');
  });

  it('orders newest first: the agent’s updatedAt or, newer, the last prompt here; without either last', () => {
    const state = fold([
      listRequest(1),
      listPage(1, [
        info('old', SAMPLE_ROOT, { updatedAt: '2020-01-01T00:00:00Z' }),
        info('undated'),
        info('recent', SAMPLE_ROOT, { updatedAt: '2025-01-01T00:00:00Z' }),
        info('prompted', SAMPLE_ROOT, { updatedAt: '2019-01-01T00:00:00Z' }),
      ]),
      reopen(2, 'session/load', 'prompted'),
      agent(result(2, {})),
      client(prompt(3, 'prompted', 'hello'), Date.parse('2026-06-01T00:00:00Z')),
    ]);
    expect(ids(selectSessionCatalog(state))).to.deep.equal(['prompted', 'recent', 'old', 'undated']);
    expect(byId(state, 'prompted')).to.include({ updatedAt: Date.parse('2026-06-01T00:00:00Z'), running: true });
    const ended = fold([agent(turnEnd(3), Date.parse('2026-06-01T00:05:00Z'))], state);
    expect(byId(ended, 'prompted')).to.include({ updatedAt: Date.parse('2026-06-01T00:05:00Z'), running: false });
  });

  it('counts what waits for the user: permission requests and elicitations', () => {
    let state = fold([
      ...newSession(1, 's'),
      ...newSession(2, 't'),
      client(prompt(3, 's', 'go')),
      agent(permissionRequest(10, 's', { toolCallId: 'c1', title: 'Run' })),
      agent(
        request(11, 'elicitation/create', {
          sessionId: 's',
          mode: 'form',
          message: 'Which?',
          requestedSchema: { type: 'object', properties: {} },
        }),
      ),
    ]);
    expect(byId(state, 's')).to.include({ running: true, waitingForUser: 2 });
    expect(byId(state, 't')).to.include({ running: false, waitingForUser: 0 });
    state = fold([client(result(10, { outcome: { outcome: 'selected', optionId: 'allow' } }))], state);
    expect(byId(state, 's')?.waitingForUser).to.equal(1);
  });
});

describe('the session catalog: lifecycle', () => {
  const listed = [listRequest(1), listPage(1, [info('a'), info('b'), info('c')])];

  it('goes loading → live, resuming → resumed, closed, deleted', () => {
    let state = fold([...listed, reopen(2, 'session/load', 'a'), reopen(3, 'session/resume', 'b')]);
    expect(selectSessionLifecycle(state, 'a')).to.equal('loading');
    expect(selectSessionLifecycle(state, 'b')).to.equal('resuming');
    expect(selectSessionLifecycle(state, 'c')).to.equal('listed');
    state = fold([agent(result(2, {})), agent(result(3, {}))], state);
    expect(selectSessionLifecycle(state, 'a')).to.equal('live');
    expect(selectSessionLifecycle(state, 'b')).to.equal('resumed');
    expect(byId(state, 'b')).to.include({ seen: true, lifecycle: 'resumed' });
    state = fold([client(request(4, 'session/close', { sessionId: 'a' })), agent(result(4, {}))], state);
    expect(selectSessionLifecycle(state, 'a')).to.equal('closed');
    state = fold([client(request(5, 'session/delete', { sessionId: 'c' })), agent(result(5, null))], state);
    expect(selectSessionLifecycle(state, 'c')).to.equal('deleted');
    expect(ids(selectSessionCatalog(state))).to.deep.equal(['a', 'b']);
    expect(selectErrors(state)).to.deep.equal([]);
  });

  it('returns to where it was when a load or resume fails, with the agent’s error', () => {
    let state = fold([...listed, ...newSession(2, 'live-one'), reopen(3, 'session/load', 'a'), reopen(4, 'session/resume', 'live-one')]);
    state = fold([agent(errorResponse(3, NOT_FOUND)), agent(errorResponse(4, { code: -32603, message: 'busy' }))], state);
    expect(selectSessionLifecycle(state, 'a')).to.equal('listed');
    expect(byId(state, 'a')).to.deep.include({ lifecycle: 'listed', error: NOT_FOUND });
    expect(byId(state, 'live-one')).to.deep.include({ lifecycle: 'live', error: { code: -32603, message: 'busy' } });
    // A later success clears the error.
    state = fold([reopen(5, 'session/load', 'a'), agent(result(5, {}))], state);
    expect(byId(state, 'a')).to.include({ lifecycle: 'live' }).and.not.have.property('error');
  });

  it('reports a load of an unknown session on its entry and leaves the others as they were', () => {
    const before = fold([...listed, ...newSession(2, 'mine')]);
    const others = selectSessionCatalog(before);
    const state = fold([reopen(3, 'session/load', 'ghost'), agent(errorResponse(3, NOT_FOUND))], before);
    expect(selectSessionLifecycle(state, 'ghost')).to.equal('listed');
    expect(byId(state, 'ghost')).to.deep.include({ error: NOT_FOUND, seen: false });
    for (const entry of others) expect(byId(state, entry.sessionId), entry.sessionId).to.equal(entry);
  });

  it('returns to the first lifecycle when two loads of one session both fail', () => {
    const state = fold([
      ...listed,
      reopen(2, 'session/load', 'a'),
      reopen(3, 'session/load', 'a'),
      agent(errorResponse(2, NOT_FOUND)),
      agent(errorResponse(3, NOT_FOUND)),
    ]);
    expect(selectSessionLifecycle(state, 'a')).to.equal('listed');
  });

  it('keeps the lifecycle when a close or delete fails', () => {
    const state = fold([
      ...newSession(1, 's'),
      client(request(2, 'session/close', { sessionId: 's' })),
      agent(errorResponse(2, { code: -32601, message: 'Method not found' })),
      client(request(3, 'session/delete', { sessionId: 's' })),
      agent(errorResponse(3, { code: -32603, message: 'locked' })),
    ]);
    expect(byId(state, 's')).to.deep.include({ lifecycle: 'live', error: { code: -32603, message: 'locked' } });
  });

  it('calls an observed session live, and a listed one live once it streams', () => {
    const state = fold([...listed, agent(textChunk('a', 'hi')), agent(textChunk('observed', 'hello'))]);
    expect(selectSessionLifecycle(state, 'a')).to.equal('live');
    expect(selectSessionLifecycle(state, 'observed')).to.equal('live');
    expect(byId(state, 'observed')).to.include({ seen: true, updatedAt: selectSession(state, 'observed')!.firstSeenAt });
  });

  it('follows the recorded codex-acp session: one live session, created here', async () => {
    const state = replay(await loadTrace('codex-acp-basic')).getState();
    const catalog = selectSessionCatalog(state);
    expect(catalog).to.have.length(1);
    expect(catalog[0]).to.include({ lifecycle: 'live', seen: true, running: false, waitingForUser: 0, cwd: SAMPLE_ROOT });
    expect(catalog[0].firstPrompt).to.be.a('string').and.not.equal('');
  });

  // The shape of claude-agent-acp's recorded sessions trace: a turn and a listing, then a second
  // connection (JSON-RPC ids start over) that lists, loads (the history replayed before the answer),
  // prompts once more and closes.
  it('follows a reconnect that lists, loads, prompts and closes', () => {
    const S = 'baf8ebd4';
    const T1 = '2026-11-27T06:50:56.565Z';
    const T2 = '2026-11-27T06:50:58.557Z';
    const titled = [info(S, SAMPLE_ROOT, { title: 'Fix the greeting', updatedAt: T1 })];
    const connect = (): Step[] => [client(request(0, 'initialize', { protocolVersion: 1 })), agent(result(0, { protocolVersion: 1 }))];
    let state = fold([
      ...connect(),
      ...newSession(1, S),
      client(prompt(2, S, 'Fix the greeting')),
      agent(textChunk(S, 'Fixed.')),
      agent(turnEnd(2)),
      listRequest(3),
      listPage(3, titled),
    ]);
    expect(byId(state, S)).to.include({ lifecycle: 'live', title: 'Fix the greeting', updatedAt: Date.parse(T1) });
    state = fold(
      [
        client(notification('_trace/reconnect', {})),
        ...connect(),
        listRequest(1, { cwd: SAMPLE_ROOT }),
        listPage(1, [{ ...titled[0], updatedAt: T2 }]),
        reopen(2, 'session/load', S),
      ],
      state,
    );
    expect(selectSessionLifecycle(state, S)).to.equal('loading');
    state = fold(
      [agent(textChunk(S, 'Fix the greeting', 'user_message_chunk')), agent(textChunk(S, 'Fixed.')), agent(result(2, {}))],
      state,
    );
    expect(selectSessionLifecycle(state, S)).to.equal('live');
    expect(selectTranscript(state, S).map((entry) => entry.type)).to.deep.equal(['user_message', 'agent_message']);
    state = fold([client(prompt(3, S, 'Now the tests')), agent(turnEnd(3), Date.parse(T2) + 5000)], state);
    expect(byId(state, S)).to.include({ updatedAt: Date.parse(T2) + 5000, running: false });
    state = fold([client(request(4, 'session/close', { sessionId: S })), agent(result(4, {}))], state);
    expect(selectSessionCatalog(state)).to.have.length(1);
    expect(byId(state, S)).to.include({ lifecycle: 'closed', title: 'Fix the greeting', seen: true });
    expect(selectErrors(state)).to.deep.equal([]);
  });
});

describe('the session catalog: stable selections', () => {
  it('returns the same array while a session streams text, and the same entries for sessions that did not change', () => {
    let state = fold([listRequest(1), listPage(1, [info('a'), info('b')]), ...newSession(2, 's'), client(prompt(3, 's', 'go'))]);
    const catalog = selectSessionCatalog(state);
    const filtered = selectSessionCatalog(state, { cwd: SAMPLE_ROOT });
    for (let i = 0; i < 50; i++) state = reduceMessage(state, textChunk('s', `chunk ${i}`), { from: 'agent', receivedAt: 5000 + i });
    expect(selectSessionCatalog(state)).to.equal(catalog);
    expect(selectSessionCatalog(state, { cwd: SAMPLE_ROOT })).to.equal(filtered);
    expect(selectSessionListing(state)).to.equal(selectSessionListing(state));
    state = fold([agent(turnEnd(3))], state);
    const after = selectSessionCatalog(state);
    expect(after).to.not.equal(catalog);
    expect(after.find((entry) => entry.sessionId === 'a')).to.equal(catalog.find((entry) => entry.sessionId === 'a'));
  });
});

describe('session capabilities', () => {
  it('are all false before initialize', () => {
    const none = selectSessionCapabilities(createInitialState());
    expect(Object.keys(none)).to.have.members(['load', 'list', 'resume', 'close', 'delete', 'logout']);
    expect(Object.values(none)).to.not.include(true);
  });

  for (const [trace, expected] of [
    ['codex-acp-basic', { load: true, list: true, resume: true, close: true, delete: false, logout: true }],
    ['claude-agent-acp-basic', { load: true, list: true, resume: true, close: true, delete: false, logout: false }],
    ['claude-code-acp-basic', { load: true, list: true, resume: true, close: false, delete: false, logout: false }],
  ] as const) {
    it(`reads ${trace}'s recorded answer`, async () => {
      const state = replay(await loadTrace(trace)).getState();
      expect(selectSessionCapabilities(state)).to.deep.equal(expected);
      expect(selectSessionCapabilities(state)).to.equal(selectSessionCapabilities(state));
    });
  }

  it('counts a capability present and not null', () => {
    const state = fold([
      client(request(0, 'initialize', { protocolVersion: 1 })),
      agent(
        result(0, {
          protocolVersion: 1,
          agentCapabilities: { loadSession: 'yes', sessionCapabilities: { list: null, delete: {}, close: false }, auth: [] },
        }),
      ),
    ]);
    expect(selectSessionCapabilities(state)).to.deep.equal({
      load: false,
      list: false,
      resume: false,
      close: true,
      delete: true,
      logout: false,
    });
  });
});

describe('the session catalog: odd input', () => {
  const anything = fc.anything({ maxDepth: 3 });
  const sessionId = fc.constantFrom('a', 'b', '', '__proto__');
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc
      .tuple(
        fc.nat(3),
        fc.record(
          { cwd: fc.oneof(anything, fc.constant(SAMPLE_ROOT)), cursor: fc.oneof(anything, fc.constantFrom('c1', 'c2')) },
          { requiredKeys: [] },
        ),
      )
      .map(([id, params]) => listRequest(id, params)),
    fc
      .tuple(
        fc.nat(3),
        fc.array(
          fc.oneof(
            anything,
            fc.record(
              {
                sessionId,
                cwd: fc.constant(SAMPLE_ROOT),
                title: anything,
                updatedAt: anything,
                additionalDirectories: anything,
                _meta: anything,
              },
              { requiredKeys: [] },
            ),
          ),
        ),
        anything,
      )
      .map(([id, sessions, nextCursor]) => listPage(id, sessions, { nextCursor })),
    fc.tuple(fc.nat(3), anything).map(([id, value]) => agent({ jsonrpc: '2.0', id, result: value })),
    fc.tuple(fc.nat(3), anything).map(([id, error]) => agent({ jsonrpc: '2.0', id, error })),
    fc.tuple(sessionId, anything, anything).map(([id, title, updatedAt]) => infoUpdate(id, { title, updatedAt })),
    fc
      .tuple(
        fc.nat(3),
        fc.constantFrom('session/load', 'session/resume', 'session/close', 'session/delete', 'session/new', 'session/prompt'),
        sessionId,
        fc.boolean(),
      )
      .map(([id, method, sid, fromAgent]) =>
        (fromAgent ? agent : client)(request(id, method, { sessionId: sid, cwd: SAMPLE_ROOT, prompt: [] })),
      ),
    fc.tuple(fc.nat(3), anything).map(([id, sid]) => agent(result(id, { sessionId: sid }))),
  );

  it('never throws, and the selectors always answer', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        const state = fold(steps);
        expect(state.seq).to.equal(steps.length);
        for (const entry of selectSessionCatalog(state)) {
          expect(entry.lifecycle).to.be.a('string');
          expect(selectSessionLifecycle(state, entry.sessionId)).to.equal(entry.lifecycle);
        }
        selectSessionCatalog(state, { cwd: SAMPLE_ROOT });
        selectSessionListing(state);
      }),
      { numRuns: 200 },
    );
  });
});
