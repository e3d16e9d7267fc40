// SPDX-License-Identifier: Apache-2.0
// <terminal-view>'s output model, without a DOM or an emulator: appends and replacements, the
// plain text and its lines, the mirror's end of the output, replays, status and rows. Run by
// `npm test` (node:test through tsx).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  extendsOutput,
  OutputModel,
  rawTail,
  RecentOutput,
  REPLAY_LIMIT,
  replayOf,
  rowLimit,
  shownRows,
  terminalStatus,
} from '../../../src/elements/terminal-view/output-model.js';
import type { TerminalView } from '../../../src/state/index.js';

function terminal(fields: Partial<TerminalView> = {}): TerminalView {
  return { sessionId: 's1', terminalId: 't1', output: '', truncated: false, resets: 0, updatedAt: 0, ...fields };
}

describe('terminal output model', () => {
  it('tells an append from a replacement, short and long', () => {
    assert.equal(extendsOutput('abc', 'abcdef'), true);
    assert.equal(extendsOutput('abc', 'abc'), true);
    assert.equal(extendsOutput('abc', 'abx'), false);
    assert.equal(extendsOutput('abcdef', 'abc'), false);
    // Past the whole-compare limit only the start and the seam are compared.
    const long = 'x'.repeat(100_000);
    assert.equal(extendsOutput(long, `${long}tail`), true);
    assert.equal(extendsOutput(long, `y${long.slice(1)}tail`), false);
    assert.equal(extendsOutput(long, `${long.slice(0, -1)}ytail`), false);
  });

  it('cuts the raw tail at a line start, and replays long output from one with colours reset', () => {
    assert.equal(rawTail('short', 10), 'short');
    assert.equal(rawTail('one\ntwo\nthree\n', 8), 'three\n');
    assert.equal(rawTail('abcdefghij', 4), 'ghij');
    assert.equal(replayOf('small\n'), 'small\n');
    const line = `${'z'.repeat(99)}\n`;
    const big = line.repeat(REPLAY_LIMIT / line.length + 10);
    const replay = replayOf(big);
    assert.ok(replay.startsWith('\u001b[0mzzz'));
    assert.ok(replay.length - 4 <= REPLAY_LIMIT);
    assert.ok(big.endsWith(replay.slice(4)));
  });

  it('appends the new suffix of a growing terminal and replaces on a reset, a new id or a rewrite', () => {
    const model = new OutputModel(1000);
    assert.deepEqual(model.takeTerminal(terminal({ output: 'a\n' })), { kind: 'replace', output: 'a\n', newTerminal: true });
    assert.deepEqual(model.takeTerminal(terminal({ output: 'a\nb\n' })), { kind: 'append', data: 'b\n' });
    assert.equal(model.takeTerminal(terminal({ output: 'a\nb\n' })), undefined, 'nothing new');
    assert.deepEqual(model.takeTerminal(terminal({ output: 'a\nb\nc', resets: 1 })), {
      kind: 'replace',
      output: 'a\nb\nc',
      newTerminal: true,
    });
    assert.deepEqual(model.takeTerminal(terminal({ output: 'other\n', resets: 1 })), {
      kind: 'replace',
      output: 'other\n',
      newTerminal: false,
    });
    assert.deepEqual(model.takeTerminal(terminal({ terminalId: 't2', output: 'other\nmore\n', resets: 1 })), {
      kind: 'replace',
      output: 'other\nmore\n',
      newTerminal: true,
    });
    assert.equal(model.text, 'other\nmore\n');
  });

  it('takes static text as an append when it continues, else as a replacement', () => {
    const model = new OutputModel(1000);
    assert.deepEqual(model.takeText('one\n'), { kind: 'append', data: 'one\n' });
    assert.deepEqual(model.takeText('one\ntwo\n'), { kind: 'append', data: 'two\n' });
    assert.deepEqual(model.takeText('new\n'), { kind: 'replace', output: 'new\n', newTerminal: false });
    assert.equal(model.append(''), false);
    assert.equal(model.text, 'new\n');
  });

  it('keeps plain text and line counts in step with appends and replacements', () => {
    const model = new OutputModel(1000);
    model.append('\u001b[32mok\u001b[0m\n50%\r');
    model.append('100%\nlast');
    assert.equal(model.plainText().text, 'ok\n100%\nlast');
    assert.equal(model.lineCount, 3);
    model.append('\n');
    assert.equal(model.lineCount, 3, 'a trailing newline starts no line');
    model.replace('fresh\n');
    assert.equal(model.plainText().text, 'fresh\n');
    assert.equal(model.lineCount, 1);
    assert.equal(model.replay(), 'fresh\n');
  });

  it("gives the mirror the output's end from a line start, live or not", () => {
    const model = new OutputModel(50);
    const lines = Array.from({ length: 20 }, (_, i) => `\u001b[31mline ${i}\u001b[0m\n`);
    for (const line of lines) model.append(line);
    const plain = Array.from({ length: 20 }, (_, i) => `line ${i}\n`).join('');
    for (const live of [true, false]) {
      const text = model.mirrorText(live);
      assert.ok(plain.endsWith(text), `a suffix (live: ${live})`);
      assert.ok(text.startsWith('line '), `from a line start (live: ${live})`);
      assert.ok(text.length <= 50, `at most the limit (live: ${live})`);
    }
    model.replace('after\n');
    assert.equal(model.mirrorText(true), 'after\n');
    assert.equal(model.mirrorText(false), 'after\n');
  });
});

describe('RecentOutput', () => {
  it('keeps the end of the output: a suffix, at least the characters it keeps', () => {
    const recent = new RecentOutput(1000);
    let whole = '';
    // Thousands of one-character pieces (old ones are forgotten in batches), then larger ones.
    const sizes = [...Array.from({ length: 5000 }, () => 1), ...Array.from({ length: 300 }, (_, i) => (i * 37) % 700)];
    sizes.forEach((size, i) => {
      const piece = String.fromCharCode(97 + (i % 26)).repeat(size);
      recent.append(piece);
      whole += piece;
      const text = recent.text();
      assert.equal(whole.endsWith(text), true, `after piece ${i}`);
      assert.ok(text.length >= Math.min(1000, whole.length), `after piece ${i}: ${text.length} characters`);
    });
    recent.reset('fresh');
    assert.equal(recent.text(), 'fresh');
  });
});

describe('terminal status and rows', () => {
  it('derives the status from the exit status, the release and whether there is data', () => {
    assert.equal(terminalStatus(undefined, true, 'x'), 'static');
    assert.equal(terminalStatus(undefined, false, undefined), 'static');
    assert.equal(terminalStatus(undefined, false, 'x'), 'unavailable');
    assert.equal(terminalStatus(terminal(), false, undefined), 'running');
    assert.equal(terminalStatus(terminal({ released: true }), false, undefined), 'released');
    assert.equal(terminalStatus(terminal({ exitStatus: { exitCode: 0 } }), false, undefined), 'success');
    assert.equal(terminalStatus(terminal({ exitStatus: { exitCode: 3 } }), false, undefined), 'failure');
    assert.equal(terminalStatus(terminal({ exitStatus: { exitCode: null, signal: 'SIGKILL' } }), false, undefined), 'signal');
    assert.equal(terminalStatus(terminal({ exitStatus: { exitCode: null, signal: null } }), false, undefined), 'exited');
  });

  it('shows at least one row, at most the limit, and never fewer expanded than collapsed', () => {
    assert.equal(rowLimit(10, 40, false), 10);
    assert.equal(rowLimit(10, 40, true), 40);
    assert.equal(rowLimit(50, 40, true), 50);
    assert.equal(rowLimit(0, 40, false), 1);
    assert.equal(shownRows(0, 10), 1);
    assert.equal(shownRows(4, 10), 4);
    assert.equal(shownRows(30, 10), 10);
  });
});
