// SPDX-License-Identifier: Apache-2.0
// The screenshot tests (test/visual): builds Storybook, then shoots every story and compares it with
// its baseline in test/visual/baselines.
//
//   npm run screenshots                          build Storybook, compare every shot
//   npm run screenshots -- --update              take the baselines again where they differ (then review them)
//   npm run screenshots -- --grep session-thread only the shots whose name matches
//   npm run screenshots -- --no-build            use the storybook-static already built
import { spawnSync } from 'node:child_process';
import { requireChromium } from './find-chromium.mjs';

const args = process.argv.slice(2);
const grepAt = args.indexOf('--grep');
const env = {
  ...process.env,
  CHROME_PATH: requireChromium(),
  TCE_UPDATE_SCREENSHOTS: args.includes('--update') ? '1' : '0',
  TCE_SCREENSHOTS_GREP: grepAt >= 0 ? (args[grepAt + 1] ?? '') : '',
};

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!args.includes('--no-build')) run('npx', ['--no-install', 'storybook', 'build', '--quiet', '-o', 'storybook-static']);
// The border test compares against a baseline, so it runs after any update of them.
run(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=1', 'test/visual/stories.visual.ts']);
run(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', 'test/visual/border-change.visual.ts']);
