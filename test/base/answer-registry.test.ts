// SPDX-License-Identifier: Apache-2.0
// The page-wide record of answers shared by the prompts and forms that answer an agent's requests.
import { expect } from '@open-wc/testing';
import { createAnswerRegistry, answerKey } from '../../src/base/answer-registry.js';

describe('answer registry', () => {
  it('keys requests by session and typed id, with or without a session', () => {
    expect(answerKey({ sessionId: 's', requestId: 1 })).to.not.equal(answerKey({ sessionId: 's', requestId: '1' }));
    expect(answerKey({ requestId: 1 })).to.not.equal(answerKey({ sessionId: 's', requestId: 1 }));
    expect(answerKey({ sessionId: 's', requestId: 1 })).to.equal(answerKey({ sessionId: 's', requestId: 1 }));
  });

  it('keeps the first answer, tells listeners once per answer, and claims per purpose', () => {
    const registry = createAnswerRegistry<string>();
    const heard: number[] = [];
    const stop = registry.onChange(() => heard.push(1));
    expect(registry.record('a', 'first')).to.equal(true);
    expect(registry.record('a', 'second')).to.equal(false);
    expect(registry.get('a')).to.equal('first');
    expect(heard).to.have.length(1);
    stop();
    registry.record('b', 'x');
    expect(heard).to.have.length(1);
    expect(registry.claim('focus', 'a')).to.equal(true);
    expect(registry.claim('focus', 'a')).to.equal(false);
    expect(registry.claim('announce', 'a'), 'each purpose claims on its own').to.equal(true);
    // Two registries share nothing.
    expect(createAnswerRegistry<string>().get('a')).to.equal(undefined);
  });

  it('forgets the oldest answers past its bound', () => {
    const registry = createAnswerRegistry<number>();
    for (let i = 0; i <= 2000; i++) registry.record(`k${i}`, i);
    expect(registry.get('k0')).to.equal(undefined);
    expect(registry.get('k1')).to.equal(1);
    expect(registry.get('k2000')).to.equal(2000);
  });
});
