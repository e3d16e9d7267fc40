// SPDX-License-Identifier: Apache-2.0
// PromptQueue on its own: one prompt of a session at a time, in order; sessions apart; a failed
// prompt does not hold up the next. Run by `npm test`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PromptQueue } from '../../src/connection/prompt-queue.js';

/** A send whose answer the test gives when it wants. */
function deferred() {
  let settle!: { resolve: (value: string) => void; reject: (error: Error) => void };
  const promise = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('PromptQueue', () => {
  it('sends a session’s prompts one at a time, in order, and other sessions’ alongside', async () => {
    const queue = new PromptQueue();
    const started: string[] = [];
    const answers = { a1: deferred(), a2: deferred(), b1: deferred() };
    const send = (name: keyof typeof answers) => () => {
      started.push(name);
      return answers[name].promise;
    };
    const a1 = queue.run('a', send('a1'));
    const a2 = queue.run('a', send('a2'));
    const b1 = queue.run('b', send('b1'));
    for (let i = 0; i < 5; i++) await tick();
    assert.deepEqual(started, ['a1', 'b1']);
    assert.equal(queue.size('a'), 2);
    answers.a1.resolve('one');
    assert.equal(await a1, 'one');
    for (let i = 0; i < 5; i++) await tick();
    assert.deepEqual(started, ['a1', 'b1', 'a2']);
    answers.a2.resolve('two');
    answers.b1.resolve('three');
    assert.deepEqual(await Promise.all([a2, b1]), ['two', 'three']);
    for (let i = 0; i < 5; i++) await tick();
    assert.equal(queue.size('a'), 0);
    assert.equal(queue.size('b'), 0);
  });

  it('a failed prompt rejects its own promise and the next goes out', async () => {
    const queue = new PromptQueue();
    const failed = queue.run('a', () => Promise.reject(new Error('Not connected')));
    const thrown = queue.run('a', () => {
      throw new Error('thrown');
    });
    const next = queue.run('a', () => Promise.resolve('sent'));
    await assert.rejects(failed, /Not connected/);
    await assert.rejects(thrown, /thrown/);
    assert.equal(await next, 'sent');
  });
});
