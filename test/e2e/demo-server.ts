// SPDX-License-Identifier: Apache-2.0
// Shared by the end-to-end tests: `npm start`'s script (dev server, bridge, demo agent) in its own
// process group, its printed address, its log, and headless Chromium from the system.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Browser } from 'playwright-core';
import { ROOT } from '../server/helpers.js';
import { CHROMIUM_ARGS, requireChromium } from '../../scripts/find-chromium.mjs';

export interface DemoServer {
  /** The page's address, with the bridge's URL and the sample workspace in its query. */
  url: string;
  /** What the script wrote to stderr (the bridge's log among it), line by line. */
  logs: string[];
  browser: Browser;
  /** Closes the browser and ends the script's whole process group. */
  stop(): Promise<void>;
}

/** Starts `scripts/start.mjs` with `args` and Chromium; resolves once the script printed its address. */
export async function startDemo(args: string[]): Promise<DemoServer> {
  const logs: string[] = [];
  const start: ChildProcess = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', TCE_NO_WATCH: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  createInterface({ input: start.stderr! }).on('line', (line) => logs.push(line));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: start.stdout! }).on('line', (line) => {
      const match = /(http:\/\/127\.0\.0\.1:\d+\/\S+)/.exec(line);
      if (match) resolve(match[1]!);
    });
    start.once('exit', (code) => reject(new Error(`npm start exited (${code}): ${logs.join('\n')}`)));
  });
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  return {
    url,
    logs,
    browser,
    async stop() {
      await browser.close();
      if (start.pid && start.exitCode === null) {
        const exited = new Promise((resolve) => start.once('exit', resolve));
        process.kill(-start.pid, 'SIGTERM');
        await exited;
      }
    },
  };
}
