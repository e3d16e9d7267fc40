// SPDX-License-Identifier: Apache-2.0
// `npm run build`: the library as ESM (vite), its type declarations (tsc) and custom-elements.json
// (the custom elements manifest) into dist/.
import { spawnSync } from 'node:child_process';

function run(args) {
  const result = spawnSync('npx', ['--no-install', ...args], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['vite', 'build', '--logLevel', 'warn']);
run(['tsc', '-p', 'tsconfig.build.json']);
run(['cem', 'analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet']);
