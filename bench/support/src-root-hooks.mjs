// SPDX-License-Identifier: Apache-2.0
// Node module hooks for `npm run bench -- --against <ref>`: when BENCH_ROOT names another checkout,
// every import that resolves into this repository's src/ is answered from BENCH_ROOT's src/
// instead, so that this tree's bench files measure the other tree's code. Loaded with
// `node --import tsx --import ./bench/support/src-root-hooks.mjs`: hooks registered later run
// first, so tsx has already mapped `.js` to `.ts` when the path is rewritten. Everything else
// (bench support, test fixtures, node_modules) still comes from this repository.
import { existsSync } from 'node:fs';
import { register } from 'node:module';
import { dirname, resolve as resolvePath } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = resolvePath(dirname(fileURLToPath(import.meta.url)), '../..');
const root = process.env.BENCH_ROOT ? resolvePath(process.env.BENCH_ROOT) : undefined;

if (import.meta.url.endsWith('?hooks')) {
  // Loaded by register() below, in the loader thread.
} else if (root && root !== here) {
  register(`${import.meta.url}?hooks`, { data: { from: `${pathToFileURL(here).href}/src/`, to: `${pathToFileURL(root).href}/src/` } });
}

let mapping;

export function initialize(data) {
  mapping = data;
}

export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  if (!mapping || !result.url.startsWith(mapping.from)) return result;
  const url = mapping.to + result.url.slice(mapping.from.length);
  if (!existsSync(fileURLToPath(url))) {
    throw new Error(
      `BENCH_ROOT has no ${url.slice(mapping.to.length - 'src/'.length)} (imported as ${specifier}): the bench needs a module the other tree lacks`,
    );
  }
  return { ...result, url };
}
