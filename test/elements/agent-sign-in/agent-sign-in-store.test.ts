// SPDX-License-Identifier: Apache-2.0
// <agent-sign-in> following a store fed real ACP messages: codex-acp's initialize answer (its agent
// info and authMethods), then a request that fails with -32000.
import { expect, html } from '@open-wc/testing';
import { createToolCallStore, type ToolCallStore } from '../../../src/state/index.js';
import { textOf } from '../../helpers/dom.js';
import { errorResponse, request, result, SAMPLE_ROOT } from '../../helpers/wire.js';
import { $, signIn } from './setup.js';

const AUTH_METHODS = [
  { id: 'chatgpt', name: 'Login with ChatGPT', description: 'Use your ChatGPT login with Codex CLI' },
  {
    type: 'env_var',
    id: 'codex-api-key',
    name: 'Use CODEX_API_KEY',
    description: 'Requires setting the `CODEX_API_KEY` environment variable.',
    vars: [{ name: 'CODEX_API_KEY' }],
  },
];

/** codex-acp's handshake, as recorded: its name, its logout capability and its sign-in methods. */
function codexStore(): ToolCallStore {
  const store = createToolCallStore();
  store.dispatch(request(0, 'initialize', { protocolVersion: 1, clientCapabilities: { auth: { terminal: true } } }), { from: 'client' });
  store.dispatch(
    result(0, {
      protocolVersion: 1,
      agentCapabilities: { auth: { logout: {} } },
      authMethods: AUTH_METHODS,
      agentInfo: { name: 'codex-acp', title: 'Codex', version: '0.16.0' },
    }),
    { from: 'agent' },
  );
  return store;
}

describe('<agent-sign-in> following a store', () => {
  it("names the agent from its initialize answer (agentInfo's title)", async () => {
    const el = await signIn(html`<agent-sign-in always .store=${codexStore()}></agent-sign-in>`);
    expect(textOf($(el, '[part~="heading"]'))).to.equal('Sign in to Codex');
  });

  it('lets `.signIn` and `agent-name` win over the store', async () => {
    const el = await signIn(
      html`<agent-sign-in agent-name="My agent" .store=${codexStore()} .signIn=${{ status: 'required', methods: [], canLogout: false }}></agent-sign-in>`,
    );
    expect(el.visible).to.equal(true);
    expect(textOf($(el, '[part~="heading"]'))).to.equal('Sign in to My agent');
  });

  it('appears when a request fails with -32000, with the methods of the initialize answer', async () => {
    const store = codexStore();
    const el = await signIn(html`<agent-sign-in .store=${store}></agent-sign-in>`);
    expect(el.visible).to.equal(false);
    store.dispatch(request(1, 'session/new', { cwd: SAMPLE_ROOT, mcpServers: [] }), { from: 'client' });
    store.dispatch(errorResponse(1, { code: -32000, message: 'Authentication required' }), { from: 'agent' });
    await el.updateComplete;
    expect(el.status).to.equal('required');
    expect(textOf($(el, '[part~="message"]'))).to.equal('Authentication required');
    const names = [...el.shadowRoot!.querySelectorAll('[part~="method-name"]')].map((n) => textOf(n));
    expect(names).to.deep.equal(['Login with ChatGPT', 'Use CODEX_API_KEY']);
    expect(el.shadowRoot!.querySelector('[data-method-id="chatgpt"]')!.getAttribute('data-type')).to.equal('agent');
    expect(el.shadowRoot!.querySelector('[data-method-id="codex-api-key"] input[type="password"]')).to.not.equal(null);
  });
});
