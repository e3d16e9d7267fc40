// SPDX-License-Identifier: Apache-2.0
// <agent-sign-in>'s terminal flow: the host's listener hands over a running sign-in program (a
// SignInTerminal of the test's own), the element draws it in an interactive <terminal-view>, sends
// the user's keys and the terminal's size to it, and reports how it ended; Cancel kills it.
import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TerminalViewElement } from '../../../src/elements/terminal-view/terminal-view.js';
import { emulatorPool } from '../../../src/elements/terminal-view/emulator-pool.js';
import type { AgentAuthenticateEvent } from '../../../src/events/agent-authenticate.js';
import { deepActive, textOf } from '../../helpers/dom.js';
import { waitUntil } from '../../helpers/time.js';
import { $, actionOf, method, signIn, signInState, TERMINAL, TestSignInTerminal } from './setup.js';

afterEach(() => emulatorPool.reset());

/** An element whose host runs terminal methods with the programs it is given, one per attempt. */
async function withPrograms(...programs: TestSignInTerminal[]) {
  const queue = [...programs];
  const events: AgentAuthenticateEvent[] = [];
  const el = await signIn(html`<agent-sign-in terminal-available agent-command="codex-acp" .signIn=${signInState()}
    @agent-authenticate=${(event: AgentAuthenticateEvent) => {
      events.push(event);
      const program = queue.shift();
      if (program) event.detail.terminal = program;
    }}></agent-sign-in>`);
  return { el, events };
}

const view = (el: Element) => $<TerminalViewElement>(el, 'terminal-view');
const terminalStatus = (el: Element) => textOf($(el, '[part~="terminal-status"]'));

/** The emulator's rows as text, once it shows `expected`. */
async function screenShows(el: Element, expected: string): Promise<void> {
  const terminal = view(el)!;
  const rows = () => {
    const buffer = terminal.emulator?.buffer.active;
    if (!buffer) return '';
    const out: string[] = [];
    for (let i = 0; i < buffer.length; i++) out.push(buffer.getLine(i)!.translateToString(true));
    return out.join('\n');
  };
  await waitUntil(() => rows().includes(expected), `the terminal shows ${JSON.stringify(rows())}`, { timeout: 4_000 });
}

async function start(el: Element): Promise<void> {
  const button = actionOf(el, TERMINAL.id);
  expect(textOf(button)).to.equal('Sign in in a terminal');
  button.click();
  await waitUntil(() => view(el), 'no terminal drawn');
}

describe('<agent-sign-in> terminal methods', () => {
  it('shows the program the listener handed over, with its earlier output, and puts the caret in it', async () => {
    const program = new TestSignInTerminal();
    program.print('Welcome.\r\n');
    const { el, events } = await withPrograms(program);
    await start(el);
    expect(events.map((e) => e.detail.methodId)).to.deep.equal([TERMINAL.id]);
    const terminal = view(el)!;
    expect(terminal.interactive).to.equal(true);
    expect(terminal.command).to.equal('CODEX_LOGIN_MODE=device codex-acp login --device-auth');
    program.print('Enter the code: ');
    await screenShows(el, 'Welcome.\nEnter the code:');
    await waitUntil(() => deepActive()?.tagName === 'TEXTAREA', `focus on ${deepActive()?.tagName}`);
    expect($(el, '.hint')!.textContent).to.include('Tab leaves the terminal');
  });

  it("sends the user's keys and the terminal's size to the program, and the keys nowhere else", async () => {
    const program = new TestSignInTerminal();
    const { el } = await withPrograms(program);
    const leaked: Event[] = [];
    const leak = (event: Event) => leaked.push(event);
    document.addEventListener('terminal-input', leak);
    try {
      await start(el);
      await waitUntil(() => deepActive()?.tagName === 'TEXTAREA', 'the terminal never took the focus');
      await sendKeys({ type: '4KDM' });
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => program.written.join('') === '4KDM\r', `wrote ${JSON.stringify(program.written)}`);
    } finally {
      document.removeEventListener('terminal-input', leak);
    }
    expect(leaked.length, 'terminal-input left the element').to.equal(0);
    const emulator = view(el)!.emulator!;
    await waitUntil(() => program.sizes.some(([cols, rows]) => cols === emulator.cols && rows === emulator.rows), 'size not sent');
    expect(emulator.rows).to.equal(12);
  });

  it('says "Signed in" when the program exits with 0', async () => {
    const program = new TestSignInTerminal();
    const { el } = await withPrograms(program);
    await start(el);
    program.exit(0);
    await waitUntil(() => terminalStatus(el) === 'Signed in', `status "${terminalStatus(el)}"`);
    expect($(el, '.retry')).to.equal(null);
    expect($(el, '[part~="cancel"]')).to.equal(null);
    expect($(el, '[part~="terminal-status"]')!.getAttribute('role')).to.equal('status');
  });

  it('says the exit code otherwise, and Try again runs the method once more', async () => {
    const first = new TestSignInTerminal();
    const second = new TestSignInTerminal();
    const { el, events } = await withPrograms(first, second);
    await start(el);
    await waitUntil(() => deepActive()?.tagName === 'TEXTAREA', 'the terminal never took the focus');
    first.print('Wrong code.\r\n');
    first.exit(1);
    await waitUntil(() => terminalStatus(el) === 'The sign-in program ended with code 1', `status "${terminalStatus(el)}"`);
    const retry = $(el, '.retry')!;
    expect(textOf(retry)).to.equal('Try again');
    await waitUntil(() => deepActive() === retry, 'the focus stayed in a terminal that takes no more input');
    retry.click();
    await waitUntil(() => events.length === 2 && terminalStatus(el) === '', 'no second run');
    second.print('Try once more: ');
    await screenShows(el, 'Try once more:');
    expect(first.listening, 'the first run is no longer followed').to.equal(0);
  });

  it('kills the program on Cancel', async () => {
    const program = new TestSignInTerminal();
    const { el } = await withPrograms(program);
    await start(el);
    $(el, '[part~="cancel"]')!.click();
    expect(program.kills).to.equal(1);
    await waitUntil(() => terminalStatus(el) === 'Sign-in cancelled', `status "${terminalStatus(el)}"`);
    await waitUntil(() => deepActive() === $(el, '.retry'), 'Try again was not focused');
  });

  it('reports a program that could not run', async () => {
    const program = new TestSignInTerminal();
    const { el } = await withPrograms(program);
    await start(el);
    program.failToRun('no pseudo-terminal');
    await waitUntil(() => terminalStatus(el) === 'The sign-in program could not run: no pseudo-terminal', `status "${terminalStatus(el)}"`);
  });

  it('says a stopped program was stopped', async () => {
    const program = new TestSignInTerminal();
    const { el } = await withPrograms(program);
    await start(el);
    program.exit(null, 'SIGKILL');
    await waitUntil(() => terminalStatus(el) === 'The sign-in program was stopped (SIGKILL)', `status "${terminalStatus(el)}"`);
  });

  it('shows the command to run when no listener handed a program over', async () => {
    const { el, events } = await withPrograms();
    actionOf(el, TERMINAL.id).click();
    await el.updateComplete;
    expect(events.length).to.equal(1);
    expect(view(el)).to.equal(null);
    expect(textOf(method(el, TERMINAL.id).querySelector('.hint'))).to.include('No terminal could be opened here');
    expect(method(el, TERMINAL.id).querySelector('[part~="command"]')!.textContent).to.equal(
      'CODEX_LOGIN_MODE=device codex-acp login --device-auth',
    );
    await waitUntil(() => deepActive() === method(el, TERMINAL.id).querySelector('[part~="copy"]'), 'Copy was not focused');
  });

  it('ends a running program when the element leaves the page, not when it moves', async () => {
    const program = new TestSignInTerminal();
    const { el } = await withPrograms(program);
    await start(el);
    const parent = el.parentElement!;
    parent.append(el);
    await Promise.resolve();
    await Promise.resolve();
    expect(program.kills, 'moved').to.equal(0);
    el.remove();
    await waitUntil(() => program.kills === 1, 'not killed');
  });

  it('stays on the page while its program runs, even when the state says nothing is asked', async () => {
    const program = new TestSignInTerminal();
    const { el } = await withPrograms(program);
    await start(el);
    el.signIn = signInState({ status: 'none' });
    await el.updateComplete;
    expect(el.visible).to.equal(true);
    program.exit(0);
    await waitUntil(() => !el.visible, 'still shown once the program ended');
  });

  it('is accessible while the program runs and once it failed', async () => {
    const program = new TestSignInTerminal();
    const { el } = await withPrograms(program);
    await start(el);
    program.print('Enter the code: ');
    await screenShows(el, 'Enter the code:');
    await expect(el).to.be.accessible();
    program.exit(2);
    await waitUntil(() => $(el, '.retry'), 'no Try again');
    await expect(el).to.be.accessible();
  });
});
