// SPDX-License-Identifier: Apache-2.0
// Command titles everywhere show what they hide: a card's `execute` title and a terminal's command
// line draw hidden characters as named markers (the hostile corpus), and ordinary commands exactly
// as before.
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/define.js';
import type { TerminalViewElement } from '../../../src/index.js';
import { hasHidden } from '../../../src/approval/hidden.js';
import { card, part, view } from '../../helpers/cards.js';
import { onDemandModulesLoaded } from '../../helpers/on-demand.js';
import { HOSTILE_COMMANDS, ORDINARY_COMMANDS } from '../../approval/corpus.js';

before(onDemandModulesLoaded);

const hiddenCount = (text: string) => [...text].filter((char) => hasHidden(char, { layout: true })).length;
const execute = (command: string) => view({ kind: 'execute', title: `\`${command}\``, rawInput: { command } });

describe('<tool-call-card> command titles', () => {
  it('marks every hidden character of the hostile corpus in the title, named for screen readers', async () => {
    for (const { command } of HOSTILE_COMMANDS.filter((entry) => entry.hidden)) {
      const el = await card(execute(command));
      const markers = [...part(el, 'title')!.querySelectorAll('.hidden-char')];
      expect(markers.length, JSON.stringify(command)).to.equal(hiddenCount(command));
      // Visible: the marker is drawn, the character itself takes no room.
      for (const marker of markers) expect(getComputedStyle(marker, '::before').content).to.match(/^"<U\+[0-9A-F]{4,6}>"$/);
      expect(part(el, 'title')!.textContent, 'the title text as sent').to.equal(command);
      for (const marker of markers) {
        expect(marker.getAttribute('role')).to.equal('img');
        expect(marker.getAttribute('aria-label')).to.match(/^hidden character U\+/);
      }
    }
  });

  it('draws ordinary commands as typed, without markers', async () => {
    for (const command of ORDINARY_COMMANDS) {
      const el = await card(execute(command));
      const title = part(el, 'title')!;
      expect(title.querySelector('.hidden-char'), command).to.equal(null);
      expect(title.textContent, command).to.equal(command);
    }
  });

  it('names the marker in the reader language', async () => {
    const el = await card(execute('cat notes\u202Etxt.exe'), { lang: 'zh-CN' });
    expect(part(el, 'title')!.querySelector('.hidden-char')!.getAttribute('aria-label')).to.equal('隐藏字符 U+202E RIGHT-TO-LEFT OVERRIDE');
  });
});

describe('<terminal-view> command line', () => {
  it('marks hidden characters in the command it shows', async () => {
    const el = await fixture<TerminalViewElement>(
      html`<terminal-view lang="en" command=${'ls\u2066 -la\u200B'} .text=${'ok'}></terminal-view>`,
    );
    await el.updateComplete;
    const command = el.shadowRoot!.querySelector('[part="command"]')!;
    const markers = [...command.querySelectorAll('.hidden-char')];
    expect(markers.map((m) => getComputedStyle(m, '::before').content)).to.deep.equal(['"<U+2066>"', '"<U+200B>"']);
    expect(markers.map((m) => m.getAttribute('aria-label'))).to.deep.equal([
      'hidden character U+2066 LEFT-TO-RIGHT ISOLATE',
      'hidden character U+200B ZERO WIDTH SPACE',
    ]);
    // The text stays as sent.
    expect(command.textContent).to.equal('ls\u2066 -la\u200B');
  });
});
