// SPDX-License-Identifier: Apache-2.0
// A terminal content item whose terminal got no output shows the output the agent reported on the
// call instead (codex-acp), and "No output" when there is none.
import { expect } from '@open-wc/testing';
import { render } from 'lit';
import { renderContentItem, shownTerminal, type ContentContext } from '../../src/content/content-items.js';
import { translationFor } from '../../src/i18n/translations.js';
import type { TerminalView } from '../../src/state/index.js';

const terminal = (fields: Partial<TerminalView>): TerminalView => ({
  sessionId: 's',
  terminalId: 't1',
  output: '',
  truncated: false,
  resets: 0,
  updatedAt: 0,
  exitStatus: { exitCode: 0 },
  ...fields,
});

function shown(view: TerminalView): HTMLElement {
  const t = translationFor('en');
  const ctx: ContentContext = {
    t,
    kind: 'execute',
    terminals: { t1: view },
    showAll: new Set(),
    onShowAll: () => {},
    onOpenPath: () => {},
  };
  const host = document.createElement('div');
  render(renderContentItem({ type: 'terminal', terminalId: 't1' }, 0, ctx), host);
  return host;
}

describe('terminal content items', () => {
  it('show the fallback output of a terminal that got none, the same object each time', () => {
    const view = terminal({ fallbackOutput: 'total 20\n\u001b[31mred\u001b[0m\n' });
    const host = shown(view);
    expect(host.querySelector('pre')!.textContent).to.equal('total 20\nred\n');
    expect((host.querySelector('terminal-view') as unknown as { terminal: TerminalView }).terminal.output).to.equal(view.fallbackOutput);
    expect(shownTerminal(view)).to.equal(shownTerminal(view));
  });

  it('prefer the terminal’s own output, and say "No output" when there is neither', () => {
    const own = terminal({ output: 'streamed', fallbackOutput: 'raw' });
    expect(shownTerminal(own)).to.equal(own);
    expect(shown(own).querySelector('pre')!.textContent).to.equal('streamed');
    expect(shown(terminal({})).querySelector('pre')!.textContent).to.equal('No output');
  });
});
