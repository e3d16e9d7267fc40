// SPDX-License-Identifier: Apache-2.0
/**
 * Optional syntax highlighting with highlight.js, loaded on first use (its core and the one
 * language a file needs), so `<diff-view>` costs nothing for it until `highlight` is on. We never
 * use highlight.js's HTML: we walk its token tree and return plain `[start, end, class]` ranges per
 * line, which the element draws as text (agent text is never parsed as markup).
 */
import type { HLJSApi, LanguageFn } from 'highlight.js';
import type { Token } from './word-marks.js';

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

/**
 * Tokens per line of `lines` (the same line count), or `undefined` when no language fits. Loads
 * highlight.js on first use.
 */
export async function highlightLines(path: string, lines: readonly string[]): Promise<Token[][] | undefined> {
  const language = languageFor(path);
  if (!language) return undefined;
  const hljs = await load(language);
  const result = hljs.highlight(lines.join('\n'), { language, ignoreIllegals: true });
  const root = (result._emitter as unknown as { rootNode?: TreeNode }).rootNode;
  if (!root) return undefined;
  const out: Token[][] = lines.map(() => []);
  let line = 0;
  let column = 0;
  const walk = (node: TreeNode, scope: string | undefined) => {
    const own = node.scope?.split('.')[0];
    const current = own && SCOPES.has(own) ? own : scope;
    for (const child of node.children) {
      if (typeof child !== 'string') {
        walk(child, current);
        continue;
      }
      const parts = child.split('\n');
      parts.forEach((part, index) => {
        if (index > 0) {
          line++;
          column = 0;
        }
        if (part && current && line < out.length) out[line].push({ start: column, end: column + part.length, token: current });
        column += part.length;
      });
    }
  };
  walk(root, undefined);
  return out;
}
