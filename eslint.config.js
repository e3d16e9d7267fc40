// SPDX-License-Identifier: Apache-2.0
// ESLint (flat config). Besides the usual TypeScript, Lit and web-component rules, it enforces the
// layers that the architecture depends on (the "Layers" rules below):
//   - src/state is DOM-free: no Lit, no elements or element helpers, no browser globals, so the
//     reducer runs and is tested in Node;
//   - an element takes its connection from the host: it may import connection/ types, never code;
//   - an element's folder imports no other element's folder: shared code lives in src/internal
//     (or another shared layer), where every element can reach it;
//   - the shared layers (internal, controllers, events, styles, icons, markdown, i18n) sit below
//     the elements and import none of them.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Folders under src/ that every element may use; they must not reach up into an element. */
const SHARED_LAYERS = ['internal', 'controllers', 'events', 'styles', 'icons', 'markdown', 'i18n'];

/** An import specifier that goes up to `src/<folder>` (any depth of `../`), or the package's own entry of that name. */
const upTo = (folders) => `^(\\.\\./)+(${folders.join('|')})(/|\\.js$|$)`;

const CONNECTION = `${upTo(['connection'])}|^tool-call-elements/connection$`;

/**
 * From a file `depth` folders below src/elements/<tag>/, an import of another element's folder:
 * exactly `depth` steps up, then into a sibling (or up to src/ and back into elements/). The one
 * exception is the other element's public entry, `<other>/<other>.js`, which registers it: what a
 * page imports to use that element, so one that renders another (the list renders cards) can make
 * sure it is defined.
 */
const otherElement = (depth) => {
  // Not `<name>/<name>.js`: group n holds the folder's name.
  const notEntry = (n) => `(?!([^/]+)/\\${n}\\.js$)`;
  return `^(?:\\.\\./){${depth}}${notEntry(1)}[^./]|^(?:\\.\\./){${depth + 1}}elements/${notEntry(2)}`;
};

/** Packages that need a DOM. */
const DOM_PACKAGES = '^(lit|lit-html|lit-element|@lit|@lit-labs|@xterm|lucide|diff2html|@open-wc)(/|$)';

/** Browser globals that exist in no other JavaScript host; src/state must not touch them. */
const UNIVERSAL = new Set([
  'console',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'queueMicrotask',
  'structuredClone',
  'performance',
  'TextEncoder',
  'TextDecoder',
  'URL',
  'URLSearchParams',
  'AbortController',
  'AbortSignal',
  'atob',
  'btoa',
]);
const DOM_ONLY = Object.keys(globals.browser).filter((name) => !(name in globals.builtin) && !UNIVERSAL.has(name));
/**
 * DOM types by name. Not every browser global: a module may declare its own `Node` or `Text`, and
 * a name in a type position cannot be told from a local one here.
 */
const DOM_TYPES =
  '^(HTML|SVG|MathML|CSS)[A-Za-z]*$|^(Document|DocumentFragment|Window|Element|ShadowRoot|EventTarget|Event|Range|Selection|Navigator)$' +
  '|^(Custom|Keyboard|Mouse|Pointer|Focus|Input|Wheel|Touch|Drag|Clipboard|UI|Animation|Transition|Submit)Event$' +
  '|^(Resize|Intersection|Mutation|Performance)Observer$';
const DOM_FREE = 'src/state is DOM-free: it runs in Node too. Keep DOM code in elements, controllers or internal.';

/** esquery (no-restricted-syntax) reads `/` as the end of a regular expression; \u002F is the same character. */
const selectorRegex = (source) => `/${source.replaceAll('/', '\\u002F')}/`;

/** A rule set for one group of files: the import restrictions, also applied to dynamic import(). */
function layer(patterns, syntax = []) {
  return {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      ...patterns.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=${selectorRegex(regex)}]`,
        message,
      })),
      ...syntax,
    ],
  };
}

/** mocha's and node:test's `.only` would silently skip the rest of the suite. */
const NO_ONLY = {
  selector: "CallExpression > MemberExpression.callee[object.name=/^(describe|context|suite|it|test|specify)$/][property.name='only']",
  message: 'Remove .only before committing: it skips every other test.',
};

export default defineConfig(
  globalIgnores(['dist/', 'storybook-static/', 'coverage/', 'test/fixtures/', 'docs/', 'tmp/', 'examples/*/dist/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Terminal output and agents' text carry ANSI escapes and C0 controls: matching them is the point.
      'no-control-regex': 'off',
      // tsc's noUnusedLocals/noUnusedParameters report these too; keep the two in step.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },

  // Framework typings augment the frameworks' interfaces by extending a mapped type: an interface with
  // one `extends` and no members of its own is how a module augmentation adds members.
  {
    files: ['src/frameworks/*.d.ts'],
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }] },
  },

  // Library code: runs in the browser.
  {
    files: ['src/**/*.ts'],
    languageOptions: { globals: globals.browser },
  },
  // Lit templates: the library, its stories, the demo, tests and benches.
  { files: ['src/**/*.ts', 'stories/**/*.ts', 'demo/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts'], ...lit.configs['flat/recommended'] },
  {
    files: ['src/**/*.ts'],
    ...wc.configs['flat/best-practice'],
    settings: { wc: { elementBaseClasses: ['LitElement', 'BaseElement'] } },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Lit's base class defines every lifecycle callback, so a guard would always be true.
      'wc/guard-super-call': 'off',
    },
  },

  // Layers.
  {
    files: ['src/state/**/*.ts'],
    rules: {
      ...layer(
        [
          { regex: DOM_PACKAGES, message: 'src/state is DOM-free: no Lit, xterm or other DOM packages.' },
          {
            regex: upTo([
              'elements',
              'controllers',
              'internal',
              'styles',
              'icons',
              'markdown',
              'events',
              'connection',
              'i18n',
              'define',
              'index',
            ]),
            message: 'src/state depends on nothing above it: no elements, controllers, internal helpers, events or connection.',
          },
        ],
        // no-restricted-globals leaves types alone; a DOM type in state would tie its .d.ts to the DOM.
        [{ selector: `TSTypeReference > Identifier.typeName[name=${selectorRegex(DOM_TYPES)}]`, message: DOM_FREE }],
      ),
      'no-restricted-globals': ['error', ...DOM_ONLY.map((name) => ({ name, message: DOM_FREE }))],
    },
  },
  // Element files sit directly in src/elements/<tag>/ or in a subfolder or two of it.
  ...[1, 2, 3].map((depth) => ({
    files: [`src/elements/*/${'*/'.repeat(depth - 1)}*.ts`],
    rules: layer([
      {
        regex: CONNECTION,
        allowTypeImports: true,
        message: 'Elements receive their connection from the host: import connection/ types only (`import type`).',
      },
      {
        regex: otherElement(depth),
        message: "One element's folder imports no other's: move shared code to src/internal (or events/, styles/…).",
      },
    ]),
  })),
  {
    files: SHARED_LAYERS.map((folder) => `src/${folder}/**/*.ts`),
    rules: layer([
      {
        regex: upTo(['elements', 'define', 'index']),
        message: 'Shared layers sit below the elements: they import no element.',
      },
    ]),
  },

  // Tests and benchmarks.
  {
    files: ['test/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.mocha } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // chai's property assertions: expect(x).to.exist
      '@typescript-eslint/no-unused-expressions': 'off',
      'no-restricted-syntax': ['error', NO_ONLY],
    },
  },
  {
    files: ['test/**/*.node.ts', 'test/**/*.e2e.ts', 'bench/*.bench.ts', 'bench/support/**/*.{ts,mjs}'],
    languageOptions: { globals: globals.node },
  },

  // Node: the bridge, the demo agent, scripts and tool configs.
  {
    files: ['server/**/*.{ts,mjs}', 'scripts/**/*.mjs', '*.{js,mjs,ts}', '.storybook/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
);
