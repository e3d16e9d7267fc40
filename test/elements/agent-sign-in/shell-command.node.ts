// SPDX-License-Identifier: Apache-2.0
// The command a `terminal` sign-in method shows for a shell: every word the agent sent comes back
// from a real POSIX shell as exactly that word, and nothing in it runs.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { shellQuote, signInCommandLine } from '../../../src/elements/agent-sign-in/shell-command.js';

/** The words a shell sees in `words` (printed NUL-separated); a UTF-8 locale, where `$'\u…'` escapes mean characters. */
function wordsFromShell(shell: string, words: string): string[] {
  const out = execFileSync(shell, ['-c', `printf '%s\\0' ${words}`], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', LC_ALL: 'C.UTF-8' },
  });
  return out.split('\0').slice(0, -1);
}

const HOSTILE = [
  '$(rm -rf ~)',
  '`touch /tmp/pwned`',
  "it's",
  'a b',
  '; echo hi',
  '--flag=$HOME',
  '*',
  '',
  '!!',
  'line\nbreak',
  'evil\u202Etxt.exe',
  'zero\u200Bwidth',
  'tab\there',
  "back\\slash'and'quote",
  '\u{E0041}tag',
];

describe('shellQuote', () => {
  it('leaves plain words alone', () => {
    for (const word of ['login', '--device-auth', 'a=b', 'path/to/file.txt', 'user@host:1']) assert.equal(shellQuote(word), word);
  });

  it('single-quotes what a shell would expand or split', () => {
    assert.equal(shellQuote('$(rm -rf ~)'), "'$(rm -rf ~)'");
    assert.equal(shellQuote("it's"), "'it'\\''s'");
    assert.equal(shellQuote(''), "''");
  });

  it('writes hidden characters as escapes, so what is copied is what is seen', () => {
    assert.equal(shellQuote('evil\u202Etxt'), "$'evil\\u202etxt'");
    assert.equal(shellQuote('a\nb'), "$'a\\x0ab'");
    assert.equal(shellQuote("x\u200B'y\\"), "$'x\\u200b\\'y\\\\'");
    assert.equal(shellQuote('\u{E0041}'), "$'\\U000e0041'");
  });

  it('comes back from bash as the very same words, with nothing run', () => {
    const quoted = HOSTILE.map(shellQuote).join(' ');
    assert.deepEqual(wordsFromShell('bash', quoted), HOSTILE);
  });

  it('comes back from sh the same for every word without hidden characters', () => {
    const plain = HOSTILE.filter((word) => !/[\n\t\u200B\u202E\u{E0041}]/u.test(word));
    assert.deepEqual(wordsFromShell('sh', plain.map(shellQuote).join(' ')), plain);
  });
});

describe('signInCommandLine', () => {
  it('puts the environment first and the quoted arguments after the agent command as the bridge gave it', () => {
    const line = signInCommandLine({
      agentCommand: 'npx @zed-industries/codex-acp',
      args: ['login', '$(rm -rf ~)'],
      env: { CODEX_LOGIN_MODE: 'device code' },
    });
    assert.equal(line, "CODEX_LOGIN_MODE='device code' npx @zed-industries/codex-acp login '$(rm -rf ~)'");
  });

  it('goes through env when a variable name is not one a shell assigns', () => {
    const line = signInCommandLine({ agentCommand: 'agent', env: { OK: '1', 'rm -rf ~;X': 'y' } });
    assert.equal(line, "env OK=1 'rm -rf ~;X=y' agent");
    assert.deepEqual(wordsFromShell('sh', line.replace(/ agent$/, '')), ['env', 'OK=1', 'rm -rf ~;X=y']);
  });

  it('is the agent command alone without arguments or environment', () => {
    assert.equal(signInCommandLine({ agentCommand: '  my-agent --acp  ' }), 'my-agent --acp');
  });
});
