// SPDX-License-Identifier: Apache-2.0
// `npm run build`: the library as ESM (vite), its type declarations (tsc), custom-elements.json
// (the custom elements manifest) and the bridge command for Node (esbuild) into dist/.
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';

function run(args) {
  const result = spawnSync('npx', ['--no-install', ...args], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['vite', 'build', '--logLevel', 'warn']);
run(['tsc', '-p', 'tsconfig.build.json']);
run(['cem', 'analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet']);

// The published `tce-bridge` (bin/tce-bridge.js) runs this file: plain JavaScript, so an installed
// package needs neither tsx nor the server/ sources. Packages stay imports (`ws` is a dependency for
// this reason); the bridge's own modules are bundled in. The demo agent is left out (see
// docs/decisions/0023-esm-only-package.md).
await build({
  entryPoints: ['server/bridge/main.ts'],
  outfile: 'dist/bridge/main.js',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
