// SPDX-License-Identifier: Apache-2.0
// ESLint (flat config). Besides the usual TypeScript, Lit and web-component rules, it enforces the
// layers that the architecture depends on (the "Layers" rules below; CONTRIBUTING.md draws them):
//   - src/state, src/adapters and the pure shared layers (text, approval) are DOM-free: no Lit, no
//     browser globals, so they run and are tested in Node;
//   - the shared layers sit in a fixed order, lowest first (SHARED_LAYERS): each imports only the
//     layers before it, and none imports an element, the connection code or an entry point;
//   - an element takes its connection from the host: it may import connection/ types, never code;
//   - an element's folder imports no other element's folder: shared code lives in a shared layer;
//   - connection/ imports the state, the events and the clock, nothing that draws;
//   - changes/ (the change set beside a store) is DOM-free and imports only the state;
//   - one clock: timers, frames and `performance` are read in src/scheduling alone.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The shared layers under src/, lowest first: each may import the state and the layers before it,
 * never one after it. Every element may use all of them. Each folder's README says what it holds.
 */
const SHARED_LAYERS = [
  'text', // display formatting of strings; pure
  'approval', // what an approval must make visible: hidden characters, shell risks, look-alike hosts; pure
  'highlight', // syntax tokens of code, highlight.js loaded on demand (import() it); pure
  'scheduling', // the one clock: the ticker, timers, frames, and the directives that repaint on them
  'dom', // small DOM utilities: live regions, the composed tree, CSSOM writes, the Trusted Types policy
  'i18n',
  'icons',
  'styles',
  'events',
  'controllers',
  'markdown', // above controllers: a code block's copy button uses the copy controller
  'base', // the element base classes, registration, on-demand loading, the page's answer records
  'content', // what cards draw: content items, titles, statuses, app views, tool renderers
];
/** Shared layers with no DOM: like src/state, they run in Node. */
const PURE_LAYERS = ['text', 'approval', 'highlight'];
/** The entry points and the folders above every shared layer. */
const ABOVE_SHARED = ['elements', 'connection', 'adapters', 'define', 'index', 'api'];

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

/** Timers, frames and the monotonic clock: read only through src/scheduling, so tests drive them all with one manual clock. */
const CLOCK_GLOBALS = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'performance',
];
const ONE_CLOCK =
  'One clock: use src/scheduling (the ticker and its timers: after, nextFrame, whenIdle, now, wallNow), which tests drive with a manual clock.';
const CLOCK_RULES = {
  globals: CLOCK_GLOBALS.map((name) => ({ name, message: ONE_CLOCK })),
  syntax: [{ selector: "CallExpression > MemberExpression.callee[object.name='Date'][property.name='now']", message: ONE_CLOCK }],
};

/** esquery (no-restricted-syntax) reads `/` as the end of a regular expression; \u002F is the same character. */
const selectorRegex = (source) => `/${source.replaceAll('/', '\\u002F')}/`;

/**
 * A rule set for one group of files: the import restrictions (also applied to dynamic import()),
 * extra syntax and globals it may not use. One object per group, because a later config object's
 * options for the same rule replace an earlier one's instead of adding to them.
 */
function layer(patterns, { syntax = [], globals = [] } = {}) {
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
    ...(globals.length > 0 ? { 'no-restricted-globals': ['error', ...globals] } : {}),
  };
}

/** No DOM: packages, browser globals or DOM types (the state, the adapters and the pure shared layers). */
function domFree(folder) {
  const message = `src/${folder} is DOM-free: it runs in Node too. Keep DOM code in elements or a shared layer that draws.`;
  return {
    patterns: [{ regex: DOM_PACKAGES, message: `src/${folder} is DOM-free: no Lit, xterm or other DOM packages.` }],
    // no-restricted-globals leaves types alone; a DOM type here would tie the .d.ts to the DOM.
    syntax: [{ selector: `TSTypeReference > Identifier.typeName[name=${selectorRegex(DOM_TYPES)}]`, message }],
    globals: DOM_ONLY.map((name) => ({ name, message })),
  };
}

/** The rules of shared layer `folder`: nothing after it in SHARED_LAYERS, nothing above the shared layers. */
function sharedLayer(folder) {
  const above = [...SHARED_LAYERS.slice(SHARED_LAYERS.indexOf(folder) + 1), ...ABOVE_SHARED];
  const below = SHARED_LAYERS.slice(0, SHARED_LAYERS.indexOf(folder));
  const patterns = [
    {
      regex: upTo(above),
      message: `src/${folder} is a shared layer: it imports only src/state${below.length ? ` and the layers below it (${below.join(', ')})` : ''}, never ${above.join(', ')}.`,
    },
  ];
  const pure = PURE_LAYERS.includes(folder) ? domFree(folder) : { patterns: [], syntax: [], globals: [] };
  const clock = folder === 'scheduling' ? { syntax: [], globals: [] } : CLOCK_RULES;
  return layer([...patterns, ...pure.patterns], {
    syntax: [...pure.syntax, ...clock.syntax],
    globals: [...pure.globals, ...clock.globals],
  });
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
    // The state takes time as input (`receivedAt`, the store's `now` option): the clock rule does not apply.
    files: ['src/state/**/*.ts'],
    rules: (() => {
      const free = domFree('state');
      return layer(
        [
          ...free.patterns,
          {
            regex: upTo([...SHARED_LAYERS, ...ABOVE_SHARED, 'changes']),
            message: 'src/state depends on nothing above it: no shared layer, element, adapter, change set or connection code.',
          },
        ],
        free,
      );
    })(),
  },
  {
    // Adapters make ids from Date.now where a provider sends none: an id, not a reading of the clock.
    files: ['src/adapters/**/*.ts'],
    rules: (() => {
      const free = domFree('adapters');
      return layer(
        [
          ...free.patterns,
          {
            regex: upTo([...SHARED_LAYERS, ...ABOVE_SHARED.filter((folder) => folder !== 'adapters')]),
            message: 'src/adapters turns provider streams into ACP messages: it imports only src/state.',
          },
        ],
        free,
      );
    })(),
  },
  {
    // The change set follows a store and reads files through the host: it takes time from the store's messages.
    files: ['src/changes/**/*.ts'],
    rules: (() => {
      const free = domFree('changes');
      return layer(
        [
          ...free.patterns,
          {
            regex: upTo([...SHARED_LAYERS, ...ABOVE_SHARED]),
            message: 'src/changes sits just above the state: it imports only src/state (and jsdiff).',
          },
        ],
        { syntax: [...free.syntax, ...CLOCK_RULES.syntax], globals: [...free.globals, ...CLOCK_RULES.globals] },
      );
    })(),
  },
  ...SHARED_LAYERS.map((folder) => ({ files: [`src/${folder}/**/*.ts`], rules: sharedLayer(folder) })),
  {
    files: ['src/connection/**/*.ts'],
    rules: layer(
      [
        { regex: DOM_PACKAGES, message: 'src/connection draws nothing: no Lit or other DOM packages.' },
        {
          regex: upTo([
            ...SHARED_LAYERS.filter((folder) => folder !== 'events' && folder !== 'scheduling'),
            ...ABOVE_SHARED.filter((f) => f !== 'connection'),
          ]),
          message: 'src/connection imports only src/state, src/events and src/scheduling (the clock): nothing that draws.',
        },
      ],
      CLOCK_RULES,
    ),
  },
  // Element files sit directly in src/elements/<tag>/ or in a subfolder or two of it.
  ...[1, 2, 3].map((depth) => ({
    files: [`src/elements/*/${'*/'.repeat(depth - 1)}*.ts`],
    rules: layer(
      [
        {
          regex: CONNECTION,
          allowTypeImports: true,
          message: 'Elements receive their connection from the host: import connection/ types only (`import type`).',
        },
        {
          regex: otherElement(depth),
          message: "One element's folder imports no other's: move shared code to a shared layer (base/, content/, dom/…).",
        },
      ],
      CLOCK_RULES,
    ),
  })),
  {
    files: ['src/*.ts'],
    rules: layer([], CLOCK_RULES),
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
