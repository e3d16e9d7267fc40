// SPDX-License-Identifier: Apache-2.0
// `npm test`: builds the library (one test loads the built dist/ in Chromium), runs every browser
// test in headless Chromium (web-test-runner), then the Node tests (every test/**/*.node.ts: bridge,
// connection, pure models, the packed package, the lint rules' self-check; node:test through tsx), the screenshot
// tests of every story (scripts/screenshots.mjs: builds Storybook, compares with test/visual/baselines) and the
// end-to-end test of the live demo (npm start's script + Chromium).
//
//   npm test                           everything
//   npm test -- --no-build             skip the build
//   npm test -- --files 'test/x/*'     web-test-runner only, with these files (other arguments go to it too)
//   npm test -- --node-only            only the Node, screenshot and end-to-end tests
//   npm test -- --no-screenshots       without the screenshot tests
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { requireChromium } from './find-chromium.mjs';

const executablePath = requireChromium();
const env = { ...process.env, CHROME_PATH: executablePath };
const args = process.argv.slice(2);
const own = new Set(['--no-build', '--node-only', '--no-screenshots']);

/** The suites that failed: each suite runs even when one before it failed, so one run shows every failure. */
const failed = [];

/** Runs one step; a failed build stops everything (`required`), a failed suite is noted and the next one runs. */
function run(name, command, commandArgs, { required = false } = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env });
  if (result.status === 0) return;
  if (required) process.exit(result.status ?? 1);
  failed.push(name);
}

/** Test files in `dir` (and its subfolders, with `deep`) ending with `suffix`. */
function files(dir, suffix, deep = false) {
  return readdirSync(dir, { recursive: deep })
    .filter((name) => name.endsWith(suffix))
    .map((name) => join(dir, name));
}

const nodeOnly = args.includes('--node-only');
const wtrOnly = args.some((arg) => arg === '--files' || arg.startsWith('--files='));
if (!nodeOnly) {
  if (!args.includes('--no-build')) run('build', process.execPath, ['scripts/build.mjs'], { required: true });
  run('browser tests', 'npx', [
    '--no-install',
    'web-test-runner',
    '--config',
    'web-test-runner.config.mjs',
    ...args.filter((arg) => !own.has(arg)),
  ]);
}
if (!wtrOnly) {
  const nodeTests = files('test', '.node.ts', true);
  run('Node tests', process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...nodeTests]);
  if (!args.includes('--no-screenshots')) {
    const reuse = args.includes('--no-build') && existsSync('storybook-static/index.json');
    run('screenshot tests', process.execPath, ['scripts/screenshots.mjs', ...(reuse ? ['--no-build'] : [])]);
  }
  run('end-to-end tests', process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...files('test/e2e', '.e2e.ts')]);
}
if (failed.length > 0) {
  console.error(`\nnpm test: failed: ${failed.join(', ')}`);
  process.exit(1);
}
