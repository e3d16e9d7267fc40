// SPDX-License-Identifier: Apache-2.0
import { expect } from '@open-wc/testing';
import { isPlainOutput } from '../../src/content/content-items.js';
import { displayTitle, relativeTitle, unwrapCommand } from '../../src/content/tool-title.js';
import { SAMPLE_ROOT as ROOT } from '../helpers/wire.js';

describe('tool titles', () => {
  it('writes paths under root relative to it, at word boundaries only', () => {
    expect(relativeTitle(`Read ${ROOT}/src/app.js`, ROOT)).to.equal('Read src/app.js');
    expect(relativeTitle(`Read ${ROOT}/src/app.js`, `${ROOT}/`)).to.equal('Read src/app.js');
    expect(relativeTitle(`grep -n "TODO" ${ROOT}`, ROOT)).to.equal('grep -n "TODO" .');
    expect(relativeTitle(`Find \`${ROOT}\` \`**/*.js\``, ROOT)).to.equal('Find `.` `**/*.js`');
    expect(relativeTitle(`ls ${ROOT}/`, ROOT)).to.equal('ls ./');
    expect(relativeTitle(`cat "${ROOT}/a b.txt"`, ROOT)).to.equal('cat "a b.txt"');
    expect(relativeTitle(`Read ${ROOT}2/a.js`, ROOT)).to.equal(`Read ${ROOT}2/a.js`);
    expect(relativeTitle(`Read x${ROOT}/a.js`, ROOT)).to.equal(`Read x${ROOT}/a.js`);
    expect(relativeTitle(`Read ${ROOT}/a.js`, undefined)).to.equal(`Read ${ROOT}/a.js`);
    expect(relativeTitle('Read a.js', '/')).to.equal('Read a.js');
  });

  it('unwraps one pair of backticks around a command, for execute titles only', () => {
    expect(unwrapCommand('`ls -la`')).to.equal('ls -la');
    expect(unwrapCommand('echo `date`')).to.equal('echo `date`');
    expect(unwrapCommand('``')).to.equal('``');
    expect(displayTitle(`\`ls ${ROOT}\``, 'execute', ROOT)).to.equal('ls .');
    expect(displayTitle('`notes.md`', 'read', ROOT)).to.equal('`notes.md`');
  });
});

describe('isPlainOutput', () => {
  it('is true for several lines without markdown', () => {
    expect(isPlainOutput('src/app.js:5:  // TODO\nsrc/util.js:6: // TODO')).to.equal(true);
    expect(isPlainOutput('/a/b.js\n/a/c.js\n')).to.equal(true);
    expect(isPlainOutput('total 8\n-rw-r--r-- 1 dev dev 10 a.js')).to.equal(true);
  });

  it('is false for one line and for text with markdown', () => {
    expect(isPlainOutput('No matches')).to.equal(false);
    expect(isPlainOutput('```\ncode\n```')).to.equal(false);
    expect(isPlainOutput('# Title\ntext')).to.equal(false);
    expect(isPlainOutput('- one\n- two')).to.equal(false);
    expect(isPlainOutput('see `a.js`\nand more')).to.equal(false);
    expect(isPlainOutput('a **bold** word\nnext')).to.equal(false);
    expect(isPlainOutput('[docs](https://example.com)\nnext')).to.equal(false);
    expect(isPlainOutput('| a | b |\n|---|---|')).to.equal(false);
  });
});
