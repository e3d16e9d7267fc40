// SPDX-License-Identifier: Apache-2.0
// The elements that load on demand are named in four places that bundlers need spelled out (static
// `import()` strings, `export type` lines, the class exports and package.json `sideEffects`); this test
// keeps them one list: an element added to one place and forgotten in another fails here.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '../server/helpers.js';

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const sorted = (values: Iterable<string>) => [...values].sort();

/** Element folders under src/elements: each is one tag. */
const elementTags = sorted(
  readdirSync(join(ROOT, 'src/elements'), { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? [d.name] : [])),
);

const define = read('src/define.ts');
/** The tags of define.ts's on-demand loader table (`'tag': () => import('./elements/tag/tag.js')`). */
const loaderEntries = [...define.matchAll(/^\s*'([a-z-]+)': \(\) => import\('\.\/elements\/([a-z-]+)\/([a-z-]+)\.js'\)/gm)];
const onDemandTags = sorted(loaderEntries.map((match) => match[1]));
/** Tags define.ts imports statically (defined at once). */
const eagerTags = sorted([...define.matchAll(/^import '\.\/elements\/([a-z-]+)\/\1\.js';/gm)].map((match) => match[1]));

/** `<tag>.component.ts`'s exported class name, read from the element's registration module. */
function classOf(tag: string): string {
  const registration = read(`src/elements/${tag}/${tag}.ts`);
  const match = /defineElement\('[a-z-]+', (\w+)\)/.exec(registration);
  assert.ok(match, `src/elements/${tag}/${tag}.ts names no class`);
  return match[1];
}

describe('the on-demand element lists agree', () => {
  it('every element is either defined at once or loaded on demand by define.ts, and each loader imports its own module', () => {
    assert.ok(onDemandTags.length > 0, 'no on-demand loader table found in src/define.ts');
    for (const [, tag, folder, file] of loaderEntries) assert.deepEqual([folder, file], [tag, tag], `loader of ${tag}`);
    assert.deepEqual(sorted([...onDemandTags, ...eagerTags]), elementTags);
  });

  it('define.ts re-exports the type of every on-demand element (so its tag stays in HTMLElementTagNameMap)', () => {
    const typed = sorted([...define.matchAll(/^export type \{ \w+ \} from '\.\/elements\/([a-z-]+)\/\1\.js';/gm)].map((match) => match[1]));
    assert.deepEqual(typed, onDemandTags);
  });

  it('index.ts exports the class of every on-demand element (api.ts, shared with define.js, holds the others)', () => {
    const index = read('src/index.ts');
    const exported = sorted(
      [...index.matchAll(/^export \{ (\w+) \} from '\.\/elements\/([a-z-]+)\/\2\.component\.js';/gm)].map((match) => match[2]),
    );
    assert.deepEqual(exported, onDemandTags);
    for (const tag of onDemandTags) assert.match(index, new RegExp(`export \\{ ${classOf(tag)} \\}`), `index.ts exports ${tag}'s class`);
    const api = read('src/api.ts');
    for (const tag of onDemandTags)
      assert.doesNotMatch(
        api,
        new RegExp(`^(export|import) \\{[^}]*\\} from '\\./elements/${tag}/${tag}(\\.component)?\\.js'`, 'm'),
        `api.ts must not import ${tag} (it would load at startup)`,
      );
  });

  it("package.json's sideEffects keeps every element's registration module and every on-demand chunk", () => {
    const sideEffects: string[] = JSON.parse(read('package.json')).sideEffects;
    const chunks = sorted(sideEffects.flatMap((path) => /^\.\/dist\/chunks\/([a-z-]+)-\*\.js$/.exec(path)?.slice(1) ?? []));
    assert.deepEqual(chunks, onDemandTags);
    const registrations = sorted(sideEffects.flatMap((path) => /^\.\/src\/elements\/([a-z-]+)\/\1\.ts$/.exec(path)?.slice(1) ?? []));
    assert.deepEqual(registrations, elementTags);
  });
});
