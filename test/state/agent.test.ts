// SPDX-License-Identifier: Apache-2.0
// The agent as `initialize` described it: the recorded answers of real agents, observed or driven,
// and answers of odd shapes, which keep what is usable and never throw.
import { expect } from '@open-wc/testing';
import { createInitialState, selectAgent, selectErrors, selectPromptCapabilities, TEXT_ONLY } from '../../src/state/index.js';
import { agent, client, fold } from '../helpers/fold.js';
import { loadTrace, replay } from '../helpers/traces.js';
import { request, result } from '../helpers/wire.js';

const initialize = (capabilities: unknown, extra: Record<string, unknown> = {}) => [
  client(request(0, 'initialize', { protocolVersion: 1, clientCapabilities: { fs: { readTextFile: true }, terminal: true } })),
  agent(result(0, { protocolVersion: 1, agentCapabilities: capabilities, ...extra })),
];

describe('the agent (initialize)', () => {
  it('is unknown before an answer, and prompts are text only', () => {
    const state = fold([client(request(0, 'initialize', { protocolVersion: 1 }))]);
    expect(selectAgent(state)).to.equal(undefined);
    expect(selectPromptCapabilities(state)).to.equal(TEXT_ONLY);
    expect(selectPromptCapabilities(createInitialState())).to.deep.equal({ image: false, audio: false, embeddedContext: false });
  });

  for (const [trace, name, prompt, authIds] of [
    ['claude-agent-acp-basic', '@zed-industries/claude-agent-acp', { image: true, audio: false, embeddedContext: true }, []],
    ['claude-code-acp-basic', '@zed-industries/claude-code-acp', { image: true, audio: false, embeddedContext: true }, ['claude-login']],
    ['codex-acp-basic', 'codex-acp', { image: true, audio: false, embeddedContext: true }, ['chatgpt', 'codex-api-key', 'openai-api-key']],
  ] as const) {
    it(`reads ${trace}'s recorded answer`, async () => {
      const seen = selectAgent(replay(await loadTrace(trace)).getState())!;
      expect(seen.info?.name).to.equal(name);
      expect(seen.promptCapabilities).to.deep.equal(prompt);
      expect(seen.capabilities.loadSession).to.equal(true);
      expect(seen.capabilities.sessionCapabilities?.resume).to.deep.equal({});
      expect(seen.authMethods.map((method) => method.id)).to.deep.equal(authIds);
      expect(seen.clientCapabilities).to.deep.equal({ fs: { readTextFile: true, writeTextFile: true }, terminal: true });
      expect(seen.clientInfo?.name).to.equal('acp-trace-recorder');
    });
  }

  it('keeps the client capabilities and the agent fields it does not know', () => {
    const state = fold(initialize({ promptCapabilities: { audio: true }, _meta: { x: 1 }, futureThing: { on: true } }));
    const seen = selectAgent(state)!;
    expect(seen.promptCapabilities).to.deep.equal({ image: false, audio: true, embeddedContext: false });
    expect((seen.capabilities as Record<string, unknown>).futureThing).to.deep.equal({ on: true });
    expect(seen.clientCapabilities).to.deep.equal({ fs: { readTextFile: true }, terminal: true });
  });

  it('takes odd shapes as text only, without an error', () => {
    for (const capabilities of [
      undefined,
      null,
      'yes',
      [],
      { promptCapabilities: 'all' },
      { promptCapabilities: { image: 'true', audio: 1 } },
    ]) {
      const state = fold(initialize(capabilities, { authMethods: ['x', { id: 'ok', name: 'OK' }], agentInfo: 'me' }));
      expect(selectPromptCapabilities(state), JSON.stringify(capabilities)).to.equal(TEXT_ONLY);
      expect(selectAgent(state)!.authMethods).to.deep.equal([{ id: 'ok', name: 'OK' }]);
      expect(selectAgent(state)!.info).to.equal(undefined);
      expect(selectErrors(state)).to.deep.equal([]);
    }
  });

  it('takes the newest answer when the client initializes again (a reconnect)', () => {
    const state = fold([
      ...initialize({ promptCapabilities: { image: true } }),
      client(request(1, 'initialize', { protocolVersion: 1 })),
      agent(result(1, { protocolVersion: 1, agentCapabilities: {} })),
    ]);
    expect(selectPromptCapabilities(state)).to.equal(TEXT_ONLY);
    expect(selectAgent(state)!.clientCapabilities).to.equal(undefined);
  });
});
