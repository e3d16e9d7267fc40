// SPDX-License-Identifier: Apache-2.0
// `npm test`: builds the library (one test loads the built dist/ in Chromium), then runs every
// test in headless Chromium. Extra arguments go to web-test-runner (e.g. --files test/state/*).
import { spawnSync } from 'node:child_process';
import { requireChromium } from './find-chromium.mjs';

const executablePath = requireChromium();
const env = { ...process.env, CHROME_PATH: executablePath };

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.argv.includes('--no-build')) run(process.execPath, ['scripts/build.mjs']);
const extra = process.argv.slice(2).filter((arg) => arg !== '--no-build');
run('npx', ['--no-install', 'web-test-runner', '--config', 'web-test-runner.config.mjs', ...extra]);
