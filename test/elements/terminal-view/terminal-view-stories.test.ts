// SPDX-License-Identifier: Apache-2.0
// Every <terminal-view> story renders, is accessible, and the trace stories show the recorded output.
import { expect, fixture } from '@open-wc/testing';
import { waitUntil } from '../../helpers/time.js';
import type { TerminalViewElement } from '../../../src/elements/terminal-view/terminal-view.js';
import { installRawImports, renderStory, storiesOf, type StoryModule } from '../../helpers/stories.js';

async function storyModule(): Promise<StoryModule> {
  await installRawImports();
  return (await import('../../../stories/terminal-view.stories.js')) as unknown as StoryModule;
}

async function render(name: string): Promise<TerminalViewElement[]> {
  const module = await storyModule();
  const story = storiesOf(module).find(([story]) => story === name)![1];
  const root = await fixture(renderStory(module, story));
  const views = [...root.querySelectorAll('terminal-view')];
  await Promise.all(views.map((view) => view.updateComplete));
  return views;
}

async function emulatorLines(view: TerminalViewElement): Promise<string[]> {
  await waitUntil(() => view.live, 'no emulator', { timeout: 4_000 });
  await view.flush();
  const buffer = view.emulator!.buffer.active;
  const lines: string[] = [];
  for (let i = 0; i < buffer.length; i++) lines.push(buffer.getLine(i)!.translateToString(true));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

describe('<terminal-view> stories', () => {
  it('renders every story accessibly', async function () {
    // A dozen stories, each with axe, in one test: the default 5 s holds on a quiet machine only.
    this.timeout(30_000);
    const module = await storyModule();
    const names = storiesOf(module).map(([name]) => name);
    expect(names).to.include.members([
      'Streaming',
      'ExitZero',
      'ExitThree',
      'KilledBySignal',
      'Truncated',
      'WideOutput',
      'ProgressBar',
      'ChineseAndEmoji',
      'ClaudeCodeClientTerminal',
      'CodexMetaStream',
    ]);
    for (const name of names.filter((n) => n !== 'TwoHundredTerminals')) {
      const views = await render(name);
      expect(views.length, name).to.be.greaterThan(0);
      for (const view of views) await expect(view, name).to.be.accessible();
    }
  });

  it("shows claude-code-acp's client terminal from the trace", async () => {
    const [view] = await render('ClaudeCodeClientTerminal');
    expect(view.status).to.equal('success');
    expect((await emulatorLines(view)).slice(0, 2)).to.deep.equal(['hello', 'red']);
  });

  it("shows codex-acp's recorded commands through the _meta terminal stream", async () => {
    const views = await render('CodexMetaStream');
    const commands = views.map((view) => view.shadowRoot!.querySelector('[part="command"]')?.textContent);
    expect(commands).to.include("echo hello && printf '\\033[31mred\\033[0m\\n' && sleep 0.5 && echo done");
    expect(commands).to.include('ls -la');
    const ls = views[commands.indexOf('ls -la')];
    expect(ls.status).to.equal('success');
    expect(ls.shadowRoot!.querySelector('[part="cwd"]')!.textContent).to.equal('/home/dev/demo-project');
    expect((await emulatorLines(ls))[0]).to.equal('total 20');
  });

  it('streams until the command exits', async () => {
    const [view] = await render('Streaming');
    expect(view.status).to.equal('running');
    await waitUntil(() => view.status === 'success', 'the stream never finished', { timeout: 4_000 });
    expect(view.outputText).to.contain('98 passed');
  });
});
