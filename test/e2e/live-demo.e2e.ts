// SPDX-License-Identifier: Apache-2.0
// End to end: `npm start`'s script (dev server + bridge + demo agent) and the demo page in
// headless Chromium. A prompt typed in <prompt-input> (sent by connectAcp) runs a session whose cards appear inline in <session-thread> and
// complete; the edit waits for a click on the card's inline <permission-prompt> and lands in the
// sample workspace; the agent's messages are markdown and each turn's end shows; a mode chosen in
// <session-status> reaches the agent; a second prompt is rejected in the pinned prompt and the
// agent stops; a slash command picked from the composer's menu gets the agent's answer; a file mention and an
// attached image reach the agent as `resource_link` and `image` blocks, in order; <session-list> opens an
// earlier session (loaded with its history once) and switches back; a killed agent drops the socket, the page reconnects and loads the session again
// without duplicate cards. Run by `npm test` (node:test through tsx).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { waitUntil } from '../helpers/time.js';
import { isAlive } from '../server/helpers.js';
import { startDemo, type DemoServer } from './demo-server.js';

interface Card {
  id: string;
  kind: string;
  status: string;
}

describe('live demo (npm start) in Chromium', () => {
  let demo: DemoServer;
  let browser: Browser;
  let page: Page;
  let workspace: string;
  let logs: string[] = [];

  before(async () => {
    demo = await startDemo(['--speed', '10']);
    ({ browser, logs } = demo);
    const { url } = demo;
    workspace = new URL(url).searchParams.get('cwd')!;
    page = await browser.newPage({ viewport: { width: 1280, height: 3600 } });
    page.on('pageerror', (error) => logs.push(`page error: ${error.message}`));
    // The first visit may make Vite optimize a dependency it found late and reload the page; a
    // second visit starts from a settled dev server.
    await page.goto(url);
    await page.waitForSelector('connection-status[status="ready"]', { timeout: 60_000 });
    await page.goto(url);
    await page.waitForSelector('connection-status[status="ready"]', { timeout: 60_000 });
    await page.evaluate(() => {
      const w = window as unknown as { tceDemo: { connection: EventTarget }; statuses: string[] };
      w.statuses = [];
      w.tceDemo.connection.addEventListener('connection-status', (event) =>
        w.statuses.push((event as Event & { detail: { status: string } }).detail.status),
      );
    });
  });

  after(async () => {
    await demo?.stop();
    // npm start removes its temporary sample workspace on the way out.
    if (workspace) assert.equal(existsSync(workspace), false, 'the sample workspace is removed');
  });

  /**
   * The thread's cards, read from the DOM (the page is tall enough for all to be drawn): the
   * top-level ones, runs of read-only calls opened first (a subagent's would be inside its parent's).
   */
  const threadCards = (on: Page): Promise<Card[]> =>
    on.evaluate(() => {
      const thread = document.querySelector('session-thread')!.shadowRoot!;
      for (const closed of thread.querySelectorAll<HTMLButtonElement>('[data-kind="tool-group"] [aria-expanded="false"]')) closed.click();
      return [...thread.querySelectorAll('tool-call-card')].map((card) => ({
        id: card.getAttribute('tool-call-id') ?? '',
        kind: card.getAttribute('kind') ?? '',
        status: card.getAttribute('status') ?? '',
      }));
    });
  const cards = () => threadCards(page);

  /** The text of the thread's entries of `kind` (agent, turn-end…). */
  const entryTexts = (kind: string): Promise<string[]> =>
    page.evaluate(
      (k) =>
        [...document.querySelector('session-thread')!.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="entry"][data-kind="${k}"]`)].map(
          (entry) => entry.innerText,
        ),
      kind,
    );

  async function waitForCards(check: (cards: Card[]) => boolean, what: string): Promise<Card[]> {
    let last: Card[] = [];
    const deadline = Date.now() + 60_000;
    for (;;) {
      last = await cards();
      if (check(last)) return last;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(last)}`);
      // The next frame the page renders: when a new card or status could show.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
  }

  /** Clicks the first option of `kind` once it shows: in the card's inline prompt, or in the pinned one (`#permission`). */
  async function answer(kind: 'allow_once' | 'reject_once', where: 'inline' | 'pinned'): Promise<void> {
    const prompt = where === 'pinned' ? '#permission' : 'session-thread tool-call-card permission-prompt';
    const option = page.locator(`${prompt} button[part~="option"][data-option-kind="${kind}"]`);
    await option.first().waitFor({ state: 'visible', timeout: 60_000 });
    await option.first().click();
  }

  /** `<prompt-input>` follows the store: busy while the session's turn runs. */
  const composerBusy = (busy: boolean, timeout: number) =>
    page.waitForFunction((want) => (document.querySelector('#composer') as HTMLElement & { busy: boolean }).busy === want, busy, {
      timeout,
    });

  /** Types `text` in <prompt-input> and sends it with Enter (connectAcp sends its `prompt-submit`); resolves once the turn runs. */
  async function sendPrompt(text: string): Promise<void> {
    const box = page.locator('#composer textarea');
    await box.fill(text);
    await box.press('Enter');
    await composerBusy(true, 60_000);
  }

  const turnEnded = () => composerBusy(false, 120_000);

  it('runs a session: cards appear and complete, the edit waits for a click and lands on disk', async () => {
    const original = await readFile(join(workspace, 'src/stats.ts'), 'utf8');
    await sendPrompt('Fix average() for empty lists');
    await waitForCards(
      (all) => all.some((card) => card.kind === 'edit' && card.status === 'awaiting_approval'),
      'the edit awaiting approval',
    );
    // Nothing is written before the user answers.
    assert.equal(await readFile(join(workspace, 'src/stats.ts'), 'utf8'), original);
    await answer('allow_once', 'inline');
    // Then the agent asks which test command to run (an elicitation, in the run's card): the default is `npm test`.
    const accept = page.locator('session-thread tool-call-card elicitation-form button[part="accept"]');
    await accept.first().waitFor({ state: 'visible', timeout: 60_000 });
    await accept.first().click();
    await turnEnded();
    // The list draws on the page beat: the turn's last updates show within a tenth of a second.
    const all = await waitForCards(
      (shown) => shown.every((card) => card.status === 'completed' || card.status === 'failed'),
      'the ended calls',
    );
    assert.deepEqual(
      all.map((card) => card.kind),
      ['switch_mode', 'read', 'search', 'edit', 'execute', 'execute', 'fetch', 'move', 'delete', 'switch_mode'],
    );
    assert.deepEqual(
      all.map((card) => card.status),
      ['completed', 'completed', 'completed', 'completed', 'completed', 'failed', 'completed', 'completed', 'completed', 'completed'],
    );
    const edited = await readFile(join(workspace, 'src/stats.ts'), 'utf8');
    assert.match(edited, /if \(values\.length === 0\) return 0;/);
    assert.equal(existsSync(join(workspace, 'src/format/legacy.ts')), true, 'the move happened');
    assert.equal(existsSync(join(workspace, 'tmp/debug.log')), false, 'the delete happened');
    // The agent's messages are in the thread, as markdown: code spans drawn, no markup left.
    await page.waitForFunction(() => document.querySelector('session-thread')!.shadowRoot!.querySelector('[data-kind="turn-end"]'));
    const messages = await entryTexts('agent');
    assert.match(messages.at(-1)!, /Done\. average\(\[\]\) now returns 0/);
    assert.ok(
      messages.every((text) => !text.includes('`') && !text.includes('**')),
      messages.join('\n'),
    );
    const code = await page.evaluate(() =>
      [...document.querySelector('session-thread')!.shadowRoot!.querySelectorAll('[data-kind="agent"] code')].map((c) => c.textContent),
    );
    assert.ok(code.includes('average([])'), `code spans: ${code.join(', ')}`);
    // The turn's end, with its stop reason; the cards are inline entries of the thread.
    assert.match((await entryTexts('turn-end')).at(-1)!, /^End of turn · <?[\d.]+ ?m?s$/);
    assert.ok((await entryTexts('tool-call')).length > 0, 'cards are entries of the thread');
  });

  it('<change-review> shows the turn’s changes; Undo puts the file back on disk, Redo writes the agent’s version again', async () => {
    const path = join(workspace, 'src/stats.ts');
    const agents = await readFile(path, 'utf8');
    const review = (selector: string) => page.locator(`#changes ${selector}`);
    await review('[part~="toggle"]').waitFor({ state: 'visible', timeout: 60_000 });
    assert.match(await review('[part~="toggle"]').innerText(), /changed/);
    await review('[part~="toggle"]').click();
    const row = review(`[part~="file"][data-path="${path}"]`);
    await row.waitFor({ state: 'visible', timeout: 30_000 });
    // The agent wrote it through the page (the bridge's file access): the evidence is exact.
    assert.equal(await row.locator('[part~="evidence"]').count(), 0);
    await row.locator('button[part~="undo"]').click();
    await waitUntil(
      async () => !(await readFile(path, 'utf8')).includes('if (values.length === 0) return 0;'),
      'the file put back on disk',
    );
    await row.locator('button[part~="redo"]').click();
    await waitUntil(async () => (await readFile(path, 'utf8')) === agents, 'the agent’s version written again');
    await review('[part~="toggle"]').click();
  });

  it('a mode chosen in <session-status> reaches the agent', async () => {
    const mode = page.locator('#session [part~="chip"][data-id="mode"]');
    await page.waitForFunction(() => /Ask/.test(document.querySelector('#session')!.shadowRoot!.textContent ?? ''));
    await mode.click();
    await page.locator('#session [part~="option"][data-value="code"]').click();
    // The chip changes only once the agent's current_mode_update reaches the store; the thread notes it too.
    await page.waitForFunction(() =>
      /Code/.test(document.querySelector('#session')!.shadowRoot!.querySelector('[data-id="mode"]')?.textContent ?? ''),
    );
    assert.match((await entryTexts('mode')).at(-1)!, /code/i);
  });

  it('a rejected edit leaves the file alone and the agent stops', async () => {
    // This time the user answers in the prompt pinned above the composer.
    await page.selectOption('#permissions', 'pinned');
    const before = await cards();
    const file = await readFile(join(workspace, 'src/stats.ts'), 'utf8');
    await sendPrompt('Now tidy it up');
    await waitForCards(
      (all) => all.length > before.length && all.at(-1)!.kind === 'edit' && all.at(-1)!.status === 'awaiting_approval',
      'the second edit',
    );
    await answer('reject_once', 'pinned');
    await turnEnded();
    const added = (await waitForCards((shown) => shown.at(-1)!.status !== 'awaiting_approval', 'the answered edit')).slice(before.length);
    assert.deepEqual(
      added.map((card) => [card.kind, card.status]),
      [
        ['switch_mode', 'completed'],
        ['read', 'completed'],
        ['search', 'completed'],
        ['edit', 'rejected'],
      ],
    );
    assert.equal(await readFile(join(workspace, 'src/stats.ts'), 'utf8'), file);
    // The thread draws on the page beat after the turn's last message, and the agent's text comes before the turn's
    // end: wait for both to be drawn, then check that nothing more was.
    await page.waitForFunction(
      () => {
        const thread = document.querySelector('session-thread')!.shadowRoot!;
        const said = [...thread.querySelectorAll('[data-kind="agent"]')].at(-1)?.textContent ?? '';
        return /stopped here/.test(said) && thread.querySelectorAll('[part~="entry"][data-kind="turn-end"]').length >= 2;
      },
      undefined,
      { timeout: 10_000 },
    );
    assert.equal((await entryTexts('turn-end')).length, 2, 'each turn ends once');
  });

  it('a slash command picked from <prompt-input>’s menu reaches the agent', async () => {
    const box = page.locator('#composer textarea');
    await box.fill('');
    await box.pressSequentially('/he');
    // The agent offered its commands after session/new; the menu filters them as the user types.
    const help = page.locator('#composer [part~="command"]', { hasText: '/help' });
    await help.waitFor({ state: 'visible', timeout: 10_000 });
    await help.click();
    assert.equal(await box.inputValue(), '/help ');
    await box.press('Enter');
    await page.waitForFunction(
      () =>
        /I am the demo agent/.test(
          [...document.querySelector('session-thread')!.shadowRoot!.querySelectorAll('[data-kind="agent"]')].at(-1)?.textContent ?? '',
        ),
      undefined,
      { timeout: 30_000 },
    );
    assert.match((await entryTexts('agent')).at(-1)!, /\/explain/);
    await turnEnded();
  });

  it('a mention picked from the menu and an attached image reach the agent as their blocks, in order', async () => {
    const box = page.locator('#composer textarea');
    await box.fill('');
    await box.pressSequentially('Look at @stats');
    // The menu asks the bridge's file listing (`GET /files`, under the token) through the demo page's provider.
    const file = page.locator('#composer [part~="mention"]', { hasText: 'stats.ts' });
    await file.first().waitFor({ state: 'visible', timeout: 10_000 });
    await file.first().click();
    // Picking put a space after the chip.
    await box.pressSequentially('and this picture');
    // A 3×2 PNG, made here: the agent reads its size from the bytes it receives.
    const png = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(3, 2);
      canvas.getContext('2d')!.fillRect(0, 0, 3, 2);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      return [...new Uint8Array(await blob.arrayBuffer())];
    });
    await page.locator('#composer input[type="file"]').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    await page.locator('#composer [part~="attachment"][data-kind="image"]').waitFor({ state: 'visible', timeout: 10_000 });
    await box.press('Enter');
    // The answer is short: the turn may have ended before its start could be seen, so wait for the answer itself.
    await page.waitForFunction(
      () =>
        /pixels/.test(
          [...document.querySelector('session-thread')!.shadowRoot!.querySelectorAll('[data-kind="agent"]')].at(-1)?.textContent ?? '',
        ),
      undefined,
      { timeout: 30_000 },
    );
    await turnEnded();
    // What went over the socket: the store folds every frame the connection sent, as sent.
    const sent = await page.evaluate(() => {
      type Block = { type: string; text?: string; uri?: string; mimeType?: string };
      const demo = (window as unknown as { tceDemo: { transcript(): { type: string; fromPrompt?: boolean; content: Block[] }[] } }).tceDemo;
      return (
        demo
          .transcript()
          .filter((entry) => entry.type === 'user_message' && entry.fromPrompt)
          .at(-1)?.content ?? []
      );
    });
    assert.deepEqual(
      sent.map((block) => [block.type, block.text ?? block.uri?.replace(/^file:\/\/.*\/src\//, 'file://…/src/') ?? block.mimeType]),
      [
        ['text', 'Look at '],
        ['resource_link', 'file://…/src/stats.ts'],
        ['text', ' and this picture'],
        ['image', 'image/png'],
      ],
    );
    // The agent's answer names both: the file relative to its workspace, the image's real type and size.
    const answer = (await entryTexts('agent')).at(-1)!;
    assert.match(answer, /src\/stats\.ts/);
    assert.match(answer, /image\/png, \d+ bytes, 3×2 pixels/);
  });

  it('<session-list> opens an earlier session with its history, then switches back to the one running here', async () => {
    type Demo = { tceDemo: { connection: { sessionId?: string }; transcript(): { type: string; text?: string }[] } };
    const current = () => page.evaluate(() => (window as unknown as Demo).tceDemo.connection.sessionId);
    const shown = () => page.evaluate(() => document.querySelector('#thread')!.getAttribute('session-id'));
    const first = await current();
    const firstEntries = await page.evaluate(() => (window as unknown as Demo).tceDemo.transcript().length);
    // The demo agent's earlier sessions are listed (session/list, asked by the list itself), grouped by day.
    const earlier = page.locator('#sessions [part~="row"]', { hasText: 'Why does median() sort a copy?' });
    await earlier.waitFor({ state: 'visible', timeout: 30_000 });
    await earlier.click();
    // session-open → session/load: the history is replayed into the store, and every view follows the new current session.
    await page.waitForFunction(
      (before) => {
        const demo = (window as unknown as Demo).tceDemo;
        return (
          demo.connection.sessionId === 'demo-earlier-median' && document.querySelector('#thread')!.getAttribute('session-id') !== before
        );
      },
      first,
      { timeout: 30_000 },
    );
    assert.equal(await shown(), 'demo-earlier-median');
    assert.equal(await page.getAttribute('#composer', 'session-id'), 'demo-earlier-median');
    await page.waitForFunction(() => /sorts a copy/.test(document.querySelector('#thread')!.shadowRoot!.textContent ?? ''), undefined, {
      timeout: 10_000,
    });
    const loaded = await page.evaluate(() => (window as unknown as Demo).tceDemo.transcript());
    assert.deepEqual(
      loaded.filter((entry) => entry.type === 'user_message').map((entry) => entry.text),
      ['Why does median() sort a copy of the values?'],
      'the history once, no duplicates',
    );
    assert.equal(await page.getAttribute('#sessions [part~="current"]', 'data-session-id'), 'demo-earlier-median');
    // Back to the session this page started: already open here, so only the view switches (no replay).
    await page.locator(`#sessions [part~="row"][data-session-id="${first}"]`).click();
    await page.waitForFunction((id) => document.querySelector('#thread')!.getAttribute('session-id') === id, first, { timeout: 10_000 });
    assert.equal(await current(), first);
    assert.equal(await page.evaluate(() => (window as unknown as Demo).tceDemo.transcript().length), firstEntries);
  });

  it('a read-only tab on the watch endpoint shows the same cards, history first', async () => {
    const href = await page.getAttribute('#live-hint a', 'href');
    assert.ok(href?.startsWith('?observe='));
    const observer = await browser.newPage({ viewport: { width: 1280, height: 3600 } });
    try {
      await observer.goto(new URL(href!, page.url()).href);
      await observer.waitForSelector('connection-status[status="ready"]', { timeout: 60_000 });
      assert.equal(await observer.isVisible('#composer'), false);
      const expected = (await cards()).map((card) => `${card.id}:${card.status}`);
      const read = async () => (await threadCards(observer)).map((card) => `${card.id}:${card.status}`);
      const deadline = Date.now() + 60_000;
      while ((await read()).length < expected.length && Date.now() < deadline) {
        await observer.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      }
      assert.deepEqual(await read(), expected);
    } finally {
      await observer.close();
    }
  });

  it('reconnects after the socket drops and loads the session without duplicate cards', async () => {
    const before = await cards();
    const seqBefore = await page.evaluate(
      () => (window as unknown as { tceDemo: { store: { getState(): { seq: number } } } }).tceDemo.store.getState().seq,
    );
    const pids = () =>
      logs
        .map((line) => /agent started \(pid (\d+)\)/.exec(line)?.[1])
        .filter(Boolean)
        .map(Number);
    const pid = pids().at(-1)!;
    assert.ok(isAlive(pid));
    process.kill(pid, 'SIGKILL'); // the agent dies: the bridge closes the socket
    await waitUntil(() => pids().length >= 2 && pids().at(-1) !== pid, 'a new agent', { timeout: 60_000 });
    await page.waitForFunction(
      () => {
        const statuses = (window as unknown as { statuses: string[] }).statuses;
        return statuses.includes('reconnecting') && statuses.at(-1) === 'ready';
      },
      undefined,
      { timeout: 60_000 },
    );
    assert.equal(await page.getAttribute('connection-status', 'status'), 'ready');
    // session/load replayed the whole history (hundreds of messages) …
    await page.waitForFunction(
      (seq) => (window as unknown as { tceDemo: { store: { getState(): { seq: number } } } }).tceDemo.store.getState().seq > seq + 100,
      seqBefore,
      { timeout: 60_000 },
    );
    // … onto the same cards: none added, none lost, no id twice (the thread draws on the page beat).
    const after = await waitForCards((shown) => shown.length >= before.length, 'the reloaded cards');
    assert.deepEqual(
      after.map((card) => card.id),
      before.map((card) => card.id),
    );
    assert.equal(new Set(after.map((card) => card.id)).size, after.length);
    assert.ok(logs.some((line) => /agent killed by SIGKILL/.test(line)));
  });
});
