// SPDX-License-Identifier: Apache-2.0
// Signing in (src/state/sign-in.ts) folded through the real reducer: the `authMethods` of
// `initialize` normalised, -32000 on any request, `authenticate`, `logout`, and codex-acp's
// recorded answer.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createInitialState, selectErrors, selectSignIn, type SignInState } from '../../src/state/index.js';
import { agent, client, fold, type Step } from '../helpers/fold.js';
import { loadTrace, replay } from '../helpers/traces.js';
import { errorResponse, request, result, SAMPLE_ROOT, type Json } from '../helpers/wire.js';

const initialize = (authMethods: unknown, capabilities: Json = {}): Step[] => [
  client(request(0, 'initialize', { protocolVersion: 1, clientCapabilities: { auth: { terminal: true } } })),
  agent(result(0, { protocolVersion: 1, agentCapabilities: capabilities, authMethods })),
];
const AGENT_METHOD = { id: 'login', name: 'Log in', description: 'Opens a browser' };
const AUTH_REQUIRED = { code: -32000, message: 'Authentication required: run /login' };
const newSession = (id: number) => client(request(id, 'session/new', { cwd: SAMPLE_ROOT, mcpServers: [] }));
const authenticate = (id: number, methodId: unknown) => client(request(id, 'authenticate', { methodId }));
const status = (state: Parameters<typeof selectSignIn>[0]) => {
  const { methods: _methods, canLogout: _canLogout, ...rest } = selectSignIn(state);
  return rest;
};

describe('sign-in: the methods', () => {
  it('is none, without methods, before initialize', () => {
    expect(selectSignIn(createInitialState())).to.deep.equal({ status: 'none', methods: [], canLogout: false });
  });

  it('reads codex-acp’s recorded methods: an agent method and two env_var methods, and logout', async () => {
    const signIn = selectSignIn(replay(await loadTrace('codex-acp-basic')).getState());
    expect(signIn.status).to.equal('none');
    expect(signIn.canLogout).to.equal(true);
    expect(signIn.methods.map(({ raw: _raw, ...view }) => view)).to.deep.equal([
      {
        id: 'chatgpt',
        name: 'Login with ChatGPT',
        description: 'Use your ChatGPT login with Codex CLI (requires a paid ChatGPT subscription)',
        type: 'agent',
      },
      {
        id: 'codex-api-key',
        name: 'Use CODEX_API_KEY',
        description: 'Requires setting the `CODEX_API_KEY` environment variable.',
        type: 'env_var',
        vars: [{ name: 'CODEX_API_KEY', secret: true, optional: false }],
      },
      {
        id: 'openai-api-key',
        name: 'Use OPENAI_API_KEY',
        description: 'Requires setting the `OPENAI_API_KEY` environment variable.',
        type: 'env_var',
        vars: [{ name: 'OPENAI_API_KEY', secret: true, optional: false }],
      },
    ]);
    expect(signIn.methods[0].raw).to.deep.include({ id: 'chatgpt' });
  });

  it('keeps terminal args and env, env_var settings, and methods of unknown types; leaves out those without id or name', () => {
    const state = fold(
      initialize([
        { id: 'tui', name: 'In a terminal', type: 'terminal', args: ['--login', 3], env: { MODE: 'login', BAD: 1 } },
        { id: 'bare', name: 'Terminal, nothing else', type: 'terminal' },
        {
          id: 'keys',
          name: 'API keys',
          type: 'env_var',
          vars: [{ name: 'KEY', label: 'Your key' }, { name: 'REGION', secret: false, optional: true }, { label: 'no name' }, 'X'],
        },
        { id: 'sso', name: 'Single sign-on', type: 'oauth_device', description: 'Use your company account', url: 'https://example.com' },
        { id: 'typed', name: 'Odd type', type: 7 },
        { id: 'no-name' },
        { name: 'No id' },
        { id: 5, name: 'Numeric id' },
      ]),
    );
    const methods = selectSignIn(state).methods.map(({ raw: _raw, ...view }) => view);
    expect(methods).to.deep.equal([
      { id: 'tui', name: 'In a terminal', type: 'terminal', args: ['--login'], env: { MODE: 'login' } },
      { id: 'bare', name: 'Terminal, nothing else', type: 'terminal' },
      {
        id: 'keys',
        name: 'API keys',
        type: 'env_var',
        vars: [
          { name: 'KEY', label: 'Your key', secret: true, optional: false },
          { name: 'REGION', secret: false, optional: true },
        ],
      },
      { id: 'sso', name: 'Single sign-on', type: 'oauth_device', description: 'Use your company account' },
      { id: 'typed', name: 'Odd type', type: 'agent' },
    ]);
    expect(selectErrors(state)).to.deep.equal([]);
  });

  it('can log out only when the agent advertised auth.logout', () => {
    expect(selectSignIn(fold(initialize([], { auth: { logout: {} } }))).canLogout).to.equal(true);
    expect(selectSignIn(fold(initialize([], { auth: { logout: null } }))).canLogout).to.equal(false);
    expect(selectSignIn(fold(initialize([], { auth: 'yes' }))).canLogout).to.equal(false);
  });
});

describe('sign-in: the status', () => {
  it('asks for a sign-in on -32000, keeping the agent’s message, then signs in with authenticate', () => {
    let state = fold([...initialize([AGENT_METHOD]), newSession(1), agent(errorResponse(1, AUTH_REQUIRED))]);
    expect(status(state)).to.deep.equal({ status: 'required', message: AUTH_REQUIRED.message });
    state = fold([authenticate(2, 'login')], state);
    expect(status(state)).to.deep.equal({ status: 'signing-in', message: AUTH_REQUIRED.message, methodId: 'login' });
    state = fold([agent(result(2, {}))], state);
    expect(status(state)).to.deep.equal({ status: 'signed-in', message: AUTH_REQUIRED.message, methodId: 'login' });
  });

  it('fails with the agent’s error, and can be tried again', () => {
    let state = fold([
      ...initialize([AGENT_METHOD]),
      newSession(1),
      agent(errorResponse(1, AUTH_REQUIRED)),
      authenticate(2, 'login'),
      agent(errorResponse(2, { code: -32603, message: 'The browser login was cancelled' })),
    ]);
    expect(status(state)).to.deep.include({
      status: 'failed',
      methodId: 'login',
      error: { code: -32603, message: 'The browser login was cancelled' },
    });
    state = fold([authenticate(3, 'login')], state);
    expect(status(state)).to.include({ status: 'signing-in' }).and.not.have.property('error');
    state = fold([agent(result(3, null))], state);
    expect(status(state).status).to.equal('signed-in');
  });

  it('counts a sign-in done outside authenticate (terminal, env_var) when the failed request succeeds on retry', () => {
    let state = fold([
      ...initialize([{ id: 'tui', name: 'Terminal', type: 'terminal' }]),
      newSession(1),
      agent(errorResponse(1, AUTH_REQUIRED)),
    ]);
    // Another request succeeding says nothing about the sign-in.
    state = fold([client(request(2, 'session/list', {})), agent(result(2, { sessions: [] }))], state);
    expect(status(state).status).to.equal('required');
    state = fold([newSession(3), agent(result(3, { sessionId: 's' }))], state);
    expect(status(state).status).to.equal('signed-in');
  });

  it('asks again on any request of the client answered with -32000, not on an answer of the client', () => {
    let state = fold([
      client(request(1, 'session/prompt', { sessionId: 's', prompt: [] })),
      agent(errorResponse(1, { code: -32000, message: 'Token expired' })),
    ]);
    expect(status(state)).to.deep.equal({ status: 'required', message: 'Token expired' });
    state = fold(
      [agent(request(7, 'fs/read_text_file', { sessionId: 's', path: '/x' })), client(errorResponse(7, AUTH_REQUIRED))],
      createInitialState(),
    );
    expect(status(state).status).to.equal('none');
  });

  it('goes back to none after a logout (the agent asks again when it needs to); a failed logout keeps the status', () => {
    let state = fold([
      ...initialize([AGENT_METHOD], { auth: { logout: {} } }),
      authenticate(1, 'login'),
      agent(result(1, {})),
      client(request(2, 'logout', {})),
      agent(errorResponse(2, { code: -32603, message: 'offline' })),
    ]);
    expect(status(state)).to.deep.equal({ status: 'signed-in', methodId: 'login', error: { code: -32603, message: 'offline' } });
    state = fold([client(request(3, 'logout', {})), agent(result(3, {}))], state);
    expect(status(state)).to.deep.equal({ status: 'none' });
    expect(selectSignIn(state).canLogout).to.equal(true);
  });

  it('ignores an authenticate the agent sends', () => {
    const state = fold([agent(request(1, 'authenticate', { methodId: 'x' })), client(result(1, {}))]);
    expect(status(state).status).to.equal('none');
  });

  it('returns the same object while nothing it reads changed', () => {
    const state = fold([...initialize([AGENT_METHOD]), newSession(1), agent(errorResponse(1, AUTH_REQUIRED))]);
    const next = fold([client(request(2, 'session/list', {}))], state);
    const view: SignInState = selectSignIn(state);
    expect(selectSignIn(next)).to.equal(view);
    expect(selectSignIn(next).methods).to.equal(view.methods);
  });

  it('never throws on odd methods, errors and answers', () => {
    const anything = fc.anything({ maxDepth: 3 });
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.tuple(fc.array(anything), anything).map(([methods, capabilities]) => initialize(methods, { auth: capabilities })[1]),
      fc.constant(client(request(0, 'initialize', { protocolVersion: 1 }))),
      fc
        .tuple(fc.nat(3), fc.constantFrom('authenticate', 'logout', 'session/new'), anything)
        .map(([id, method, params]) => client({ jsonrpc: '2.0', id, method, params })),
      fc.tuple(fc.nat(3), anything).map(([id, error]) => agent({ jsonrpc: '2.0', id, error })),
      fc.tuple(fc.nat(3), fc.string()).map(([id, message]) => agent(errorResponse(id, { code: -32000, message }))),
      fc.tuple(fc.nat(3), anything).map(([id, value]) => agent({ jsonrpc: '2.0', id, result: value })),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 20 }), (steps) => {
        const signIn = selectSignIn(fold(steps));
        expect(['none', 'required', 'signing-in', 'signed-in', 'failed']).to.include(signIn.status);
        for (const method of signIn.methods) expect(method.id).to.be.a('string');
      }),
      { numRuns: 200 },
    );
  });
});
