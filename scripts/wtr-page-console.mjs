// SPDX-License-Identifier: Apache-2.0
/**
 * A web-test-runner command that reads the test page's console as Chromium reports it (through
 * Playwright), not as page scripts see it: a `data:` URL Chromium cannot decode logs
 * `net::ERR_INVALID_URL` without any `console.*` call, which wrapping `console` in the page would
 * miss. test/elements/quiet/console-quiet.test.ts uses it.
 *
 * Payload `{ action: 'start' }` starts recording (dropping what came before); `{ action: 'take' }`
 * stops and returns every message and uncaught page error since the start.
 */

/** Per page: the recording, when one is on. */
const recordings = new WeakMap();

function listen(page) {
  const recording = { on: false, messages: [] };
  recordings.set(page, recording);
  page.on('console', (message) => {
    if (!recording.on) return;
    const { url, lineNumber } = message.location();
    recording.messages.push({ type: message.type(), text: message.text(), location: url ? `${url}:${lineNumber}` : '' });
  });
  page.on('pageerror', (error) => {
    if (recording.on) recording.messages.push({ type: 'pageerror', text: String(error?.message ?? error), location: '' });
  });
  return recording;
}

export function pageConsolePlugin() {
  return {
    name: 'page-console-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'page-console') return undefined;
      if (session.browser.type !== 'playwright') throw new Error('page-console needs the Playwright launcher');
      const page = session.browser.getPage(session.id);
      const recording = recordings.get(page) ?? listen(page);
      if (payload?.action === 'start') {
        recording.messages = [];
        recording.on = true;
        return true;
      }
      if (payload?.action === 'take') {
        // One round trip through the page: every message it logged before this command was sent
        // arrives (over the same protocol connection) before the answer.
        await page.evaluate(() => 0);
        const { messages } = recording;
        recording.messages = [];
        recording.on = false;
        return messages;
      }
      throw new Error(`page-console: unknown action ${JSON.stringify(payload?.action)}`);
    },
  };
}
