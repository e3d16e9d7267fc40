// SPDX-License-Identifier: Apache-2.0
// End to end with a login: `npm start -- --login` (the demo agent asks for a sign-in) and the demo
// page in headless Chromium. The connection waits at "sign-in required" and <agent-sign-in> lists
// the agent's methods; the terminal method runs the agent's own login program in a pseudo-terminal
// the page shows: a wrong code fails and can be tried again, the right one signs in and the session
// the page asked for is created. Then Sign out and the `agent` method (`authenticate`). Run by
// `npm test` (node:test through tsx).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startDemo, type DemoServer } from './demo-server.js';

describe('live demo with a login (npm start -- --login) in Chromium', () => {
  let demo: DemoServer;
  let page: Page;
  let logs: string[] = [];

  before(async () => {
    demo = await startDemo(['--speed', '0', '--login']);
    logs = demo.logs;
    const { url } = demo;
    page = await demo.browser.newPage({ viewport: { width: 1280, height: 1400 } });
    page.on('pageerror', (error) => logs.push(`page error: ${error.message}`));
    // As in live-demo.e2e.ts: a second visit starts from a settled dev server.
    await page.goto(url);
    await page.waitForSelector('connection-status[status="sign-in-required"]', { timeout: 60_000 });
    await page.goto(url);
    await page.waitForSelector('connection-status[status="sign-in-required"]', { timeout: 60_000 });
  });

  after(async () => {
    await demo?.stop();
  });

  const method = (id: string) => `#sign-in [part~="method"][data-method-id="${id}"]`;
  /** The text the sign-in program wrote, as the terminal's screen-reader mirror has it. */
  const terminalText = () =>
    page.evaluate(() => {
      const view = document.querySelector('#sign-in')!.shadowRoot!.querySelector('terminal-view');
      return view?.shadowRoot?.textContent ?? '';
    });

  /** The code the sign-in program asks for: the last one on the terminal, once it is not `previous` (an earlier program's). */
  async function codeShown(previous?: string): Promise<string> {
    const handle = await page.waitForFunction(
      (before) => {
        const view = document.querySelector('#sign-in')!.shadowRoot!.querySelector('terminal-view');
        const code = [...(view?.shadowRoot?.textContent ?? '').matchAll(/Type the code (\d{4})/g)].at(-1)?.[1];
        return code !== undefined && code !== before ? code : undefined;
      },
      previous,
      { timeout: 30_000 },
    );
    return (await handle.jsonValue()) as string;
  }

  async function typeInTerminal(text: string): Promise<void> {
    await page.locator('#sign-in terminal-view').click();
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
  }

  it('lists the agent’s sign-in methods with its message', async () => {
    await page.locator(method('demo-login')).waitFor({ state: 'visible', timeout: 30_000 });
    const shown = await page
      .locator('#sign-in [part~="method"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-method-id')));
    assert.deepEqual(shown.sort(), ['demo-env', 'demo-login', 'demo-terminal']);
    assert.match((await page.locator('#sign-in [part~="message"]').textContent()) ?? '', /Authentication required/);
  });

  it('a wrong code in the terminal sign-in fails cleanly; the right one signs in and the session is created', async () => {
    await page.locator(`${method('demo-terminal')} [part~="action"]`).click();
    const code = await codeShown();
    await typeInTerminal(code === '0000' ? '1111' : '0000');
    await page
      .locator('#sign-in [part~="terminal-status"]')
      .filter({ hasText: /code 1/ })
      .waitFor({ timeout: 30_000 });
    assert.equal(await page.getAttribute('connection-status', 'status'), 'sign-in-required');
    // Try again: a new program, a new code (the terminal keeps the first program's lines above it).
    await page.locator(`${method('demo-terminal')} [part~="action"]`).click();
    const second = await codeShown(code);
    await typeInTerminal(second);
    await page.waitForSelector('connection-status[status="ready"]', { timeout: 30_000 });
    const sessionId = await page.evaluate(
      () => (window as unknown as { tceDemo: { connection: { sessionId?: string } } }).tceDemo.connection.sessionId,
    );
    assert.ok(sessionId, 'the session the page asked for was created');
    assert.equal(await page.getAttribute('#thread', 'session-id'), sessionId);
    assert.ok(!(await terminalText()).includes('undefined'));
  });

  it('signs out, and signs in again with the agent method (authenticate)', async () => {
    await page.evaluate(() => {
      const el = document.querySelector('#sign-in') as HTMLElement & { always: boolean };
      el.always = true;
    });
    await page.locator('#sign-in [part~="sign-out"]').click();
    // The agent asks again at the next request: a new session.
    await page.evaluate(() => {
      document.querySelector('#sessions')!.shadowRoot!.querySelector<HTMLButtonElement>('[part~="new"]')!.click();
    });
    await page.waitForSelector('connection-status[status="sign-in-required"]', { timeout: 30_000 });
    await page.locator(`${method('demo-login')} [part~="action"]`).click();
    await page.waitForSelector('connection-status[status="ready"]', { timeout: 30_000 });
    assert.ok(
      logs.every((line) => !/page error/.test(line)),
      logs.join('\n'),
    );
  });
});
