// SPDX-License-Identifier: Apache-2.0
// The React, Vue, Svelte and Solid typings (src/frameworks, shipped as `tool-call-elements/react` and
// so on) type-check in a user's project, and reject what the elements do not take. None of those
// frameworks is a dependency, so a temporary project gets small stand-ins for the parts of their
// type declarations the typings build on (same module names, same shapes), the package through its
// `exports` (dist/, built here when missing or stale), and the repository's TypeScript. A line
// marked `@ts-expect-error` must fail to compile: tsc reports the directive as unused otherwise.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const SOURCE = join(ROOT, 'src/frameworks');
const BUILT = join(ROOT, 'dist/types/frameworks');
const run = promisify(execFile);

/** The shipped copies are what a user gets: build when they are not the committed files. */
function builtIsCurrent(): boolean {
  return readdirSync(SOURCE).every((name) => {
    const built = join(BUILT, name);
    return existsSync(built) && readFileSync(built, 'utf8') === readFileSync(join(SOURCE, name), 'utf8');
  });
}

// Stand-ins: the members of each framework's declarations the typings use, shaped like the real ones.
const STUBS: Record<string, string> = {
  'react/index.d.ts': `export = React;
declare namespace React {
  type Key = string | number | bigint;
  interface RefObject<T> { current: T }
  type Ref<T> = ((instance: T | null) => void) | RefObject<T | null> | null;
  interface Attributes { key?: Key | null }
  interface RefAttributes<T> extends Attributes { ref?: Ref<T> }
  interface ClassAttributes<T> extends RefAttributes<T> {}
  interface CSSProperties { [property: string]: string | number | undefined }
  interface DOMAttributes<T> { children?: unknown; onClick?: (event: MouseEvent & { currentTarget: T }) => void }
  interface HTMLAttributes<T> extends DOMAttributes<T> { className?: string; id?: string; lang?: string; title?: string; style?: CSSProperties }
  type DetailedHTMLProps<E extends HTMLAttributes<T>, T> = ClassAttributes<T> & E;
  function createRef<T>(): RefObject<T | null>;
  namespace JSX {
    interface Element {}
    interface IntrinsicAttributes extends Attributes {}
    interface IntrinsicElements { div: DetailedHTMLProps<HTMLAttributes<HTMLDivElement>, HTMLDivElement> }
  }
}`,
  'react/jsx-runtime.d.ts': `import * as React from './index.js';
export namespace JSX {
  interface Element extends React.JSX.Element {}
  interface IntrinsicAttributes extends React.JSX.IntrinsicAttributes {}
  interface IntrinsicElements extends React.JSX.IntrinsicElements {}
}
export function jsx(type: unknown, props: unknown, key?: unknown): JSX.Element;
export { jsx as jsxs };`,
  'vue/index.d.ts': `export interface GlobalComponents {}
export interface HTMLAttributes { class?: unknown; style?: unknown; id?: string; lang?: string; title?: string; onClick?: (event: MouseEvent) => void }
export interface VNodeProps { key?: PropertyKey; ref?: unknown }
export interface AllowedComponentProps { class?: unknown; style?: unknown }
export interface ComponentCustomProps {}
export type PublicProps = VNodeProps & AllowedComponentProps & ComponentCustomProps;`,
  'svelte/elements.d.ts': `export interface HTMLAttributes<T extends EventTarget> { class?: string | null; style?: string | null; id?: string | null;
  lang?: string | null; title?: string | null; onclick?: ((event: MouseEvent & { currentTarget: T }) => void) | null }
export interface SvelteHTMLElements { div: HTMLAttributes<HTMLDivElement> }`,
  'solid-js/index.d.ts': `export namespace JSX {
  interface HTMLAttributes<T> { ref?: T | ((element: T) => void); class?: string; style?: string | Record<string, string>; id?: string;
    lang?: string; title?: string; onClick?: (event: MouseEvent & { currentTarget: T }) => void }
  interface IntrinsicElements { div: HTMLAttributes<HTMLDivElement> }
}`,
};

const REACT_APP = `import { createRef } from 'react';
import type { DiffView, ToolCallList, ToolCallStore } from 'tool-call-elements';

declare const store: ToolCallStore;
const list = createRef<ToolCallList>();

export const ok = (
  <div>
    <tool-call-list ref={list} key="a" className="c" style={{ height: '20rem' }} store={store} session-id="s" no-summary
      onpermission-respond={(event) => event.detail.outcome} ontool-call-toggle={(event) => event.detail.expanded} />
    <tool-call-card open expanded={false} onlocation-open={(event) => event.detail.path} />
    <diff-view path="a.ts" oldText="a" newText="b" view="split" start-line={3} />
    <permission-prompt layout="inline" onpermission-respond={(event) => event.remember} />
    <terminal-view text="$ ls" rows={4} onterminal-link-open={(event) => event.preventDefault()} />
    <location-follower store={store} following onlocation-follow={(event) => event.detail.path} />
    <connection-status status="ready" />
  </div>
);

// @ts-expect-error a store is a ToolCallStore, not a number
export const wrongStore = <tool-call-list store={42} />;
// @ts-expect-error the detail of permission-respond has no optionId
export const wrongDetail = <tool-call-list onpermission-respond={(event) => event.detail.optionId} />;
// @ts-expect-error view is 'unified' | 'split' | 'auto'
export const wrongView = <diff-view view="sideways" />;
// @ts-expect-error the ref of a <tool-call-list> holds a ToolCallList
export const wrongRef = <tool-call-list ref={createRef<DiffView>()} />;
// @ts-expect-error no such property or attribute
export const unknownProp = <terminal-view colour="red" />;
`;

const OTHERS_APP = `import type { GlobalComponents } from 'vue';
import type { SvelteHTMLElements } from 'svelte/elements';
import type { JSX } from 'solid-js';
import type { ToolCallList, ToolCallStore } from 'tool-call-elements';

declare const store: ToolCallStore;

type VueList = GlobalComponents['tool-call-list'];
export const element: ToolCallList = new (null as unknown as VueList)();
type VueProps = InstanceType<VueList>['$props'];
export const vue: VueProps = { store, sessionId: 's', 'session-id': 's', class: 'c', key: 1, onPermissionRespond: (event) => event.detail.outcome };
// @ts-expect-error a store is a ToolCallStore, not a number
export const vueStore: VueProps = { store: 42 };
// @ts-expect-error the detail of permission-respond has no optionId
export const vueDetail: VueProps = { onPermissionRespond: (event) => event.detail.optionId };

type SvelteProps = SvelteHTMLElements['tool-call-list'];
export const svelte: SvelteProps = { store, 'session-id': 's', class: 'c', 'onpermission-respond': (event) => event.detail.outcome,
  'on:tool-call-toggle': (event) => event.detail.expanded };
// @ts-expect-error a store is a ToolCallStore, not a number
export const svelteStore: SvelteProps = { store: 42 };

type SolidProps = JSX.IntrinsicElements['tool-call-list'];
export const solid: SolidProps = { ref: (list: ToolCallList) => list.store, 'prop:store': store, 'attr:session-id': 's',
  'on:permission-respond': (event) => event.detail.outcome };
// @ts-expect-error a store is a ToolCallStore, not a number
export const solidStore: SolidProps = { 'prop:store': 42 };
// @ts-expect-error Solid listens with on:<event>, and the detail has no optionId
export const solidDetail: SolidProps = { 'on:permission-respond': (event) => event.detail.optionId };
`;

describe('the framework typings', () => {
  let temp: string;

  before(
    async () => {
      if (!builtIsCurrent()) await run(process.execPath, ['scripts/build.mjs'], { cwd: ROOT });
      temp = await mkdtemp(join(tmpdir(), 'tce-typings-'));
      await mkdir(join(temp, 'node_modules'));
      await symlink(ROOT, join(temp, 'node_modules/tool-call-elements'), 'dir');
      for (const [file, text] of Object.entries(STUBS)) {
        await mkdir(dirname(join(temp, 'stubs', file)), { recursive: true });
        await writeFile(join(temp, 'stubs', file), `${text}\n`);
      }
      const tsconfig = {
        compilerOptions: {
          target: 'es2022',
          module: 'esnext',
          moduleResolution: 'bundler',
          lib: ['es2023', 'esnext.disposable', 'dom', 'dom.iterable'],
          strict: true,
          noEmit: true,
          jsx: 'react-jsx',
          // Declaration files are checked too: the typings themselves, in the setting they ship to.
          skipLibCheck: false,
          // What a user's tsconfig names to bring the typings in.
          types: ['tool-call-elements/react', 'tool-call-elements/vue', 'tool-call-elements/svelte', 'tool-call-elements/solid'],
          paths: {
            react: ['./stubs/react/index.d.ts'],
            'react/jsx-runtime': ['./stubs/react/jsx-runtime.d.ts'],
            vue: ['./stubs/vue/index.d.ts'],
            'svelte/elements': ['./stubs/svelte/elements.d.ts'],
            'solid-js': ['./stubs/solid-js/index.d.ts'],
          },
        },
        files: ['react-app.tsx', 'others.ts'],
      };
      await writeFile(join(temp, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
      await writeFile(join(temp, 'react-app.tsx'), REACT_APP);
      await writeFile(join(temp, 'others.ts'), OTHERS_APP);
    },
    { timeout: 120_000 },
  );
  after(() => (temp ? rm(temp, { recursive: true, force: true }) : undefined));

  it('type-check what the elements take and reject what they do not (React 19, Vue 3, Svelte, Solid)', { timeout: 60_000 }, async () => {
    const result = await run(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: temp }).catch((error: { stdout?: string }) => ({
      stdout: error.stdout ?? String(error),
    }));
    assert.equal(result.stdout.trim(), '', `tsc reported errors:\n${result.stdout}`);
  });
});
