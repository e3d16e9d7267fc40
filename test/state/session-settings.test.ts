// SPDX-License-Identifier: Apache-2.0
// The session's modes, models and config options: what `session/new` offers, and the client's own
// choices (`session/set_mode`, `session/set_model`, `session/set_config_option`) once the agent accepted them.
import { expect } from '@open-wc/testing';
import { selectSession } from '../../src/state/index.js';
import { agent, client, fold } from '../helpers/fold.js';

const MODES = [
  { id: 'ask', name: 'Ask' },
  { id: 'code', name: 'Code', description: 'Writes code' },
];
const model = (currentValue: string) => ({ id: 'model', name: 'Model', type: 'select', currentValue, options: [] });
const started = [
  client({ jsonrpc: '2.0', id: 1, method: 'session/new', params: { cwd: '/w', mcpServers: [] } }),
  agent({
    jsonrpc: '2.0',
    id: 1,
    result: { sessionId: 's', modes: { currentModeId: 'ask', availableModes: MODES }, configOptions: [model('a')] },
  }),
];

describe('session modes and config options', () => {
  it('keeps the modes session/new offers', () => {
    const summary = selectSession(fold(started), 's')!;
    expect(summary.currentModeId).to.equal('ask');
    expect(summary.availableModes).to.deep.equal(MODES);
  });

  it("takes the client's set_mode once the agent answers it, not before, and not when it answers an error", () => {
    const asked = fold([
      ...started,
      client({ jsonrpc: '2.0', id: 2, method: 'session/set_mode', params: { sessionId: 's', modeId: 'code' } }),
    ]);
    expect(selectSession(asked, 's')!.currentModeId).to.equal('ask');
    expect(selectSession(fold([agent({ jsonrpc: '2.0', id: 2, result: {} })], asked), 's')!.currentModeId).to.equal('code');
    const refused = fold([agent({ jsonrpc: '2.0', id: 2, error: { code: -32602, message: 'no such mode' } })], asked);
    expect(selectSession(refused, 's')!.currentModeId).to.equal('ask');
  });

  it("keeps the unstable models of session/new's result and takes a set_model once the agent answers it", () => {
    const models = [
      { modelId: 'default', name: 'Default' },
      { modelId: 'haiku', name: 'Haiku', description: 'Fast' },
    ];
    const offered = fold([
      client({ jsonrpc: '2.0', id: 1, method: 'session/new', params: { cwd: '/w', mcpServers: [] } }),
      agent({ jsonrpc: '2.0', id: 1, result: { sessionId: 'm', models: { currentModelId: 'default', availableModels: models } } }),
    ]);
    expect(selectSession(offered, 'm')).to.deep.include({ currentModelId: 'default', availableModels: models });
    const asked = fold(
      [client({ jsonrpc: '2.0', id: 2, method: 'session/set_model', params: { sessionId: 'm', modelId: 'haiku' } })],
      offered,
    );
    expect(selectSession(asked, 'm')!.currentModelId).to.equal('default');
    expect(selectSession(fold([agent({ jsonrpc: '2.0', id: 2, result: {} })], asked), 'm')!.currentModelId).to.equal('haiku');
    const refused = fold([agent({ jsonrpc: '2.0', id: 2, error: { code: -32602, message: 'no such model' } })], asked);
    expect(selectSession(refused, 'm')!.currentModelId).to.equal('default');
    expect(selectSession(fold(started), 's')!.currentModelId).to.equal(undefined);
  });

  it('takes the full set of options a set_config_option answer returns', () => {
    const state = fold([
      ...started,
      client({ jsonrpc: '2.0', id: 3, method: 'session/set_config_option', params: { sessionId: 's', configId: 'model', value: 'b' } }),
      agent({ jsonrpc: '2.0', id: 3, result: { configOptions: [model('b')] } }),
    ]);
    expect(selectSession(state, 's')!.configOptions).to.deep.equal([model('b')]);
  });
});
