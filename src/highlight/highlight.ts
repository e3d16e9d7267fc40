// SPDX-License-Identifier: Apache-2.0
/**
 * Syntax highlighting with highlight.js, loaded on first use (its core and the one language a text
 * needs), so nothing pays for it until code is highlighted (the diff view with `highlight` on, a
 * closed code fence in agent markdown). Import this module with `import()`: a static import would
 * pull it into the importer's chunk. We never use highlight.js's HTML: we walk its token tree and
 * return plain `[start, end, class]` ranges, which the elements draw as text (agent text is never
 * parsed as markup). Classes are drawn as `tok-<class>` (src/styles/syntax.styles.ts colours them).
 */
import type { HLJSApi, LanguageFn } from 'highlight.js';

/** A syntax token of a line: `[start, end)` and its class (one of a fixed set, safe in a class name). */
export interface Token {
  start: number;
  end: number;
  token: string;
}

/** A piece of a text to draw: its characters and, when highlighted, its class. */
export interface Piece {
  text: string;
  token?: string;
}

type Loader = () => Promise<{ default: LanguageFn }>;

/** Static `import()`s, so that bundlers split each language into its own chunk. */
const LANGUAGES: Record<string, Loader> = {
  javascript: () => import('highlight.js/lib/languages/javascript'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  json: () => import('highlight.js/lib/languages/json'),
  css: () => import('highlight.js/lib/languages/css'),
  scss: () => import('highlight.js/lib/languages/scss'),
  xml: () => import('highlight.js/lib/languages/xml'),
  markdown: () => import('highlight.js/lib/languages/markdown'),
  python: () => import('highlight.js/lib/languages/python'),
  rust: () => import('highlight.js/lib/languages/rust'),
  go: () => import('highlight.js/lib/languages/go'),
  java: () => import('highlight.js/lib/languages/java'),
  kotlin: () => import('highlight.js/lib/languages/kotlin'),
  c: () => import('highlight.js/lib/languages/c'),
  cpp: () => import('highlight.js/lib/languages/cpp'),
  csharp: () => import('highlight.js/lib/languages/csharp'),
  bash: () => import('highlight.js/lib/languages/bash'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
  ini: () => import('highlight.js/lib/languages/ini'),
  sql: () => import('highlight.js/lib/languages/sql'),
  ruby: () => import('highlight.js/lib/languages/ruby'),
  php: () => import('highlight.js/lib/languages/php'),
  swift: () => import('highlight.js/lib/languages/swift'),
  dockerfile: () => import('highlight.js/lib/languages/dockerfile'),
  makefile: () => import('highlight.js/lib/languages/makefile'),
};

const EXTENSIONS: Record<string, string> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  json: 'json',
  jsonc: 'json',
  css: 'css',
  scss: 'scss',
  less: 'scss',
  html: 'xml',
  htm: 'xml',
  xml: 'xml',
  svg: 'xml',
  vue: 'xml',
  md: 'markdown',
  markdown: 'markdown',
  py: 'python',
  rs: 'rust',
  go: 'go',
  java: 'java',
  kt: 'kotlin',
  kts: 'kotlin',
  c: 'c',
  h: 'c',
  cc: 'cpp',
  cpp: 'cpp',
  cxx: 'cpp',
  hpp: 'cpp',
  cs: 'csharp',
  sh: 'bash',
  bash: 'bash',
  zsh: 'bash',
  yml: 'yaml',
  yaml: 'yaml',
  toml: 'ini',
  ini: 'ini',
  sql: 'sql',
  rb: 'ruby',
  php: 'php',
  swift: 'swift',
};

/** The classes we colour (the first part of a highlight.js scope, e.g. `title` of `title.function`). */
const SCOPES = new Set([
  'keyword',
  'built_in',
  'type',
  'literal',
  'number',
  'string',
  'regexp',
  'symbol',
  'comment',
  'doctag',
  'meta',
  'title',
  'attr',
  'attribute',
  'property',
  'variable',
  'params',
  'tag',
  'name',
  'selector-tag',
  'subst',
  'operator',
]);

/** The highlight.js language for a path, from its extension (or name: Dockerfile, Makefile). */
export function languageFor(path: string): string | undefined {
  const name = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1).toLowerCase();
  if (name === 'dockerfile' || name.startsWith('dockerfile.')) return 'dockerfile';
  if (name === 'makefile' || name === 'gnumakefile') return 'makefile';
  const dot = name.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = name.slice(dot + 1);
  return Object.prototype.hasOwnProperty.call(EXTENSIONS, extension) ? EXTENSIONS[extension] : undefined;
}

/** Fence names (```sh) that are neither a language we load nor a file extension. */
const FENCE_NAMES: Record<string, string> = {
  shell: 'bash',
  console: 'bash',
  shellsession: 'bash',
  golang: 'go',
  'c++': 'cpp',
  'c#': 'csharp',
  docker: 'dockerfile',
  make: 'makefile',
  html: 'xml',
  jsonl: 'json',
  python3: 'python',
  toml: 'ini',
};

const own = (table: Record<string, string | Loader>, key: string) => Object.prototype.hasOwnProperty.call(table, key);

/** The highlight.js language for a code fence's info word (`ts`, `typescript`, `sh`), or `undefined`. */
export function languageForFence(word: string): string | undefined {
  const name = word.toLowerCase();
  if (own(LANGUAGES, name)) return name;
  if (own(FENCE_NAMES, name)) return FENCE_NAMES[name];
  return own(EXTENSIONS, name) ? EXTENSIONS[name] : undefined;
}

let core: Promise<HLJSApi> | undefined;

async function load(language: string): Promise<HLJSApi> {
  core ??= import('highlight.js/lib/core').then((module) => module.default);
  const hljs = await core;
  if (!hljs.getLanguage(language)) hljs.registerLanguage(language, (await LANGUAGES[language]()).default);
  return hljs;
}

interface TreeNode {
  scope?: string;
  children: Array<TreeNode | string>;
}

/** The root of highlight.js's token tree for `text` in `language` (a key of LANGUAGES). */
async function tree(language: string, text: string): Promise<TreeNode | undefined> {
  const hljs = await load(language);
  const result = hljs.highlight(text, { language, ignoreIllegals: true });
  return (result._emitter as unknown as { rootNode?: TreeNode }).rootNode;
}

/** Calls `visit` with every text run of the tree, in order, with the coloured class it is in. */
function walk(node: TreeNode, scope: string | undefined, visit: (text: string, scope: string | undefined) => void): void {
  const ownScope = node.scope?.split('.')[0];
  const current = ownScope && SCOPES.has(ownScope) ? ownScope : scope;
  for (const child of node.children) {
    if (typeof child === 'string') visit(child, current);
    else walk(child, current, visit);
  }
}

/**
 * Tokens per line of `lines` (the same line count), or `undefined` when no language fits. Loads
 * highlight.js on first use.
 */
export async function highlightLines(path: string, lines: readonly string[]): Promise<Token[][] | undefined> {
  const language = languageFor(path);
  if (!language) return undefined;
  const root = await tree(language, lines.join('\n'));
  if (!root) return undefined;
  const out: Token[][] = lines.map(() => []);
  let line = 0;
  let column = 0;
  walk(root, undefined, (text, scope) => {
    text.split('\n').forEach((part, index) => {
      if (index > 0) {
        line++;
        column = 0;
      }
      if (part && scope && line < out.length) out[line].push({ start: column, end: column + part.length, token: scope });
      column += part.length;
    });
  });
  return out;
}

/**
 * `text` cut into pieces that together are exactly `text`, each with its class if it has one, or
 * `undefined` when `language` (a fence's info word) is not one we highlight. Loads highlight.js on first use.
 */
export async function highlightPieces(word: string, text: string): Promise<Piece[] | undefined> {
  const language = languageForFence(word);
  if (!language) return undefined;
  const root = await tree(language, text);
  if (!root) return undefined;
  const pieces: Piece[] = [];
  walk(root, undefined, (part, scope) => {
    const last = pieces[pieces.length - 1];
    if (last && last.token === scope) last.text += part;
    else if (part) pieces.push(scope ? { text: part, token: scope } : { text: part });
  });
  return pieces;
}
