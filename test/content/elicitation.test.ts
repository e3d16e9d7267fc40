// SPDX-License-Identifier: Apache-2.0
// Which elicitations the card, the thread and the list still show.
import { expect } from '@open-wc/testing';
import { elicitationOpen } from '../../src/content/elicitation.js';

describe('elicitationOpen', () => {
  it('is open while unanswered, and in URL mode while an accepted page is not complete', () => {
    expect(elicitationOpen(undefined)).to.equal(false);
    expect(elicitationOpen({ mode: 'form' })).to.equal(true);
    expect(elicitationOpen({ mode: 'telepathy' }), 'an unknown mode still asks (to decline)').to.equal(true);
    expect(elicitationOpen({ mode: 'form', outcome: { action: 'accept', content: {} } })).to.equal(false);
    expect(elicitationOpen({ mode: 'form', outcome: { action: 'cancel' } })).to.equal(false);
    expect(elicitationOpen({ mode: 'url', outcome: { action: 'accept' } })).to.equal(true);
    expect(elicitationOpen({ mode: 'url', outcome: { action: 'accept' }, completed: true })).to.equal(false);
    expect(elicitationOpen({ mode: 'url', outcome: { action: 'decline' } })).to.equal(false);
    expect(elicitationOpen({ mode: 'form', error: { code: -32603 } }), 'failed: nobody can answer').to.equal(false);
  });
});
