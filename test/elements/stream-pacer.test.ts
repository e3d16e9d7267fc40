// SPDX-License-Identifier: Apache-2.0
// The live tail's pacing: streamed fields wait for the card's turn (and are then shown, latest
// first), status changes never wait.
import { expect } from '@open-wc/testing';
import { StreamPacer } from '../../src/elements/tool-call-list/stream-pacer.js';
import { terminal, text, view } from '../helpers/cards.js';

describe('StreamPacer', () => {
  const running = view({ toolCallId: 'c1', kind: 'read', status: 'in_progress', endedAt: undefined, content: [text('a')] });

  it('shows a new call at once, and a streamed change only after the interval, then the latest', async () => {
    let due = 0;
    const pacer = new StreamPacer(50, () => due++);
    expect(pacer.pace('k', running, undefined, 0).call).to.equal(running);
    const grown = { ...running, content: [text('a b')] };
    const grownMore = { ...running, content: [text('a b c')] };
    expect(pacer.pace('k', grown, undefined, 10).call, 'held within the interval').to.equal(running);
    expect(pacer.pace('k', grownMore, undefined, 20).call, 'still held').to.equal(running);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(due, 'one trailing repaint was asked for').to.equal(1);
    expect(pacer.pace('k', grownMore, undefined, 60).call, 'the latest once due').to.equal(grownMore);
    pacer.dispose();
  });

  it('never holds a status change, a new title or a permission request', () => {
    const pacer = new StreamPacer(1_000, () => undefined);
    pacer.pace('k', running, undefined, 0);
    const done = { ...running, status: 'completed', endedAt: 5 };
    expect(pacer.pace('k', done, undefined, 1).call).to.equal(done);
    const renamed = { ...done, title: 'Read b.ts' };
    expect(pacer.pace('k', renamed, undefined, 2).call).to.equal(renamed);
    const asking = { ...renamed, permission: { requestId: 1, options: [] } };
    expect(pacer.pace('k', asking, undefined, 3).call).to.equal(asking);
    pacer.dispose();
  });

  it('holds terminal output like content, and forgets cards that left the tail', () => {
    const pacer = new StreamPacer(1_000, () => undefined);
    const first = { t1: terminal({ terminalId: 't1', output: 'a' }) };
    pacer.pace('k', running, first, 0);
    const more = { t1: terminal({ terminalId: 't1', output: 'a\nb' }) };
    expect(pacer.pace('k', running, more, 1).terminals).to.equal(first);
    pacer.keepOnly(new Set());
    expect(pacer.pace('k', running, more, 2).terminals, 'a card seen anew shows its latest').to.equal(more);
    pacer.dispose();
  });

  it("counts a turn as come within half a beat of its time (beat timers wake early or late)", () => {
    const pacer = new StreamPacer(300, () => undefined);
    pacer.pace('k', running, undefined, 1_000.5);
    const grown = { ...running, content: [text('a b')] };
    expect(pacer.pace('k', grown, undefined, 1_200).call, 'two beats later: held').to.equal(running);
    // The third beat's timer ran a little early: the card's turn has come all the same.
    expect(pacer.pace('k', grown, undefined, 1_299.8).call).to.equal(grown);
    pacer.dispose();
  });
});
