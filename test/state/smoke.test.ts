import { expect } from '@open-wc/testing';
import { selectSessions, selectToolCalls } from '../../src/state/index.js';
import { loadTrace, replay } from '../helpers/traces.js';

describe('smoke', () => {
  it('folds a trace', async () => {
    const store = replay(await loadTrace('codex-acp-basic'));
    const [sid] = selectSessions(store.getState());
    expect(selectToolCalls(store.getState(), sid)).to.have.length(6);
  });
});
