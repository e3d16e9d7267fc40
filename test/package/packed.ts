// SPDX-License-Identifier: Apache-2.0
// The packed package, shared by the tests that install it as a user would (pack.node.ts, the
// examples): the built dist/ (built when missing), `npm pack` into a folder, and a user's environment.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const run = promisify(execFile);

/** The environment of a user's shell: none of the `npm_*` variables `npm test` sets for its scripts. */
export function userEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')));
}

/** Builds dist/ unless it is there (`npm test` builds before the Node tests). */
export async function ensureBuilt(): Promise<void> {
  if (!['dist/define.js', 'dist/custom-elements.json', 'dist/bridge/main.js'].every((file) => existsSync(join(ROOT, file)))) {
    await run(process.execPath, ['scripts/build.mjs'], { cwd: ROOT });
  }
}

/** `npm pack` of the repository into `destination`: the tarball's path and the files it holds. */
export async function pack(destination: string): Promise<{ tarball: string; files: Set<string> }> {
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', destination], { cwd: ROOT, env: userEnv() });
  const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  return { tarball: join(destination, packed!.filename), files: new Set(packed!.files.map((file) => file.path)) };
}
