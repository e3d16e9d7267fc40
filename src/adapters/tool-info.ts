// SPDX-License-Identifier: Apache-2.0
/**
 * Kind guessing and titles, shared by every adapter (the one place these rules live).
 *
 * Kind, first match wins:
 * 1. the host's map (`toolInfo.kinds[name]`);
 * 2. the words of the tool's name (`read_file`, `getTime`, `mcp__github__create_issue`,
 *    `server/tool`: split at `_ - . / :` and camelCase), first word first, looked up in `KIND_WORDS`
 *    (`read`, `get`, `cat` → read; `write`, `edit`, `create` → edit; `run`, `bash` → execute; …);
 * 3. the words of its description (MCP `description`, OpenAI / Anthropic / Gemini tool
 *    definitions), the same way;
 * 4. `other`.
 *
 * Locations (`toolLocations`): the path argument of a read / edit / delete / move call, once the
 * input is complete.
 *
 * Title, first match wins:
 * 1. the host's map (`toolInfo.titles[name]`: a string, or a function of the input);
 * 2. once the input is known, from well-known argument names: `execute` → the command
 *    (`command`, `cmd`, `script`, `code`); `read`/`edit`/`delete` → "Read <path>" (`path`,
 *    `file_path`, `filePath`, `file`, `filename`, `uri`); `move` → "Move <from> → <to>";
 *    `search` → "Search <query>" (`query`, `pattern`, `q`, `regex`), plus " in <path>";
 *    `fetch` → "Fetch <url>" (`url`, `uri`) or "Search the web for <query>";
 * 3. the tool name in words: `get_weather` → "Get weather", `mcp__github__create_issue` →
 *    "Create issue".
 * Titles are cut to 200 characters; they are data (English), shown by the elements as text.
 */
import type { KnownToolKind, ToolKind } from '../state/types.js';
import { isRecord } from './acp.js';

/** Host overrides for kinds and titles, by exact tool name. */
export interface ToolInfoOverrides {
  /** Tool name → kind, beating the guess. */
  kinds?: Record<string, ToolKind>;
  /** Tool name → title, or a function of the (possibly partial) input returning one. */
  titles?: Record<string, string | ((input: unknown) => string | undefined)>;
}

/** A tool definition in any provider's format (MCP, Anthropic, OpenAI, Gemini, VS Code). */
export type ToolDefinition =
  | { name: string; description?: string; [key: string]: unknown }
  | { type: 'function'; function: { name: string; description?: string; [key: string]: unknown } }
  | { functionDeclarations: Array<{ name: string; description?: string }> };

/** Words that give a kind. Names are checked before descriptions, earlier words first. */
export const KIND_WORDS: Readonly<Record<string, KnownToolKind>> = {
  read: 'read',
  get: 'read',
  view: 'read',
  open: 'read',
  cat: 'read',
  load: 'read',
  show: 'read',
  list: 'read',
  ls: 'read',
  inspect: 'read',
  describe: 'read',
  count: 'read',
  head: 'read',
  tail: 'read',
  reads: 'read',
  retrieve: 'read',
  write: 'edit',
  edit: 'edit',
  create: 'edit',
  update: 'edit',
  patch: 'edit',
  modify: 'edit',
  replace: 'edit',
  insert: 'edit',
  append: 'edit',
  save: 'edit',
  apply: 'edit',
  set: 'edit',
  put: 'edit',
  add: 'edit',
  writes: 'edit',
  delete: 'delete',
  remove: 'delete',
  rm: 'delete',
  unlink: 'delete',
  erase: 'delete',
  drop: 'delete',
  deletes: 'delete',
  move: 'move',
  rename: 'move',
  mv: 'move',
  moves: 'move',
  search: 'search',
  find: 'search',
  grep: 'search',
  glob: 'search',
  lookup: 'search',
  locate: 'search',
  query: 'search',
  searches: 'search',
  finds: 'search',
  run: 'execute',
  exec: 'execute',
  execute: 'execute',
  shell: 'execute',
  bash: 'execute',
  sh: 'execute',
  command: 'execute',
  terminal: 'execute',
  cmd: 'execute',
  spawn: 'execute',
  eval: 'execute',
  python: 'execute',
  runs: 'execute',
  executes: 'execute',
  fetch: 'fetch',
  http: 'fetch',
  https: 'fetch',
  url: 'fetch',
  web: 'fetch',
  download: 'fetch',
  browse: 'fetch',
  curl: 'fetch',
  request: 'fetch',
  scrape: 'fetch',
  fetches: 'fetch',
  internet: 'fetch',
  websearch: 'fetch',
  webfetch: 'fetch',
  think: 'think',
  plan: 'think',
  reason: 'think',
  reflect: 'think',
  todo: 'think',
  mode: 'switch_mode',
};

const MAX_TITLE = 200;

/** The words of a tool name or a description, lower-cased. */
export function toolWords(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** The tool part of a namespaced name: `mcp__github__create_issue` → `create_issue`, `fs/read` → `read`. */
export function baseToolName(name: string): string {
  const mcp = /^mcp__[^_]+(?:_[^_]+)*?__(.+)$/.exec(name);
  if (mcp) return mcp[1]!;
  const slash = name.lastIndexOf('/');
  return slash >= 0 && slash < name.length - 1 ? name.slice(slash + 1) : name;
}

function kindFromWords(words: string[]): KnownToolKind | undefined {
  for (const word of words) {
    const kind = KIND_WORDS[word];
    if (kind) return kind;
  }
  return undefined;
}

/** The ACP kind of a tool, guessed from its name and description (see the module comment). */
export function guessKind(name: string, description?: string, overrides?: ToolInfoOverrides): ToolKind {
  const override = overrides?.kinds?.[name];
  if (override !== undefined) return override;
  const words = toolWords(baseToolName(name));
  if (words.includes('switch') && words.includes('mode')) return 'switch_mode';
  return kindFromWords(words) ?? (description ? kindFromWords(toolWords(description).slice(0, 40)) : undefined) ?? 'other';
}

/** The tool name in words, first letter capitalized: `get_weather` → "Get weather". */
export function humanizeToolName(name: string): string {
  const words = baseToolName(name)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[_\-.\s]+/)
    .filter((word) => word !== '');
  if (words.length === 0) return name;
  const text = words.map((word, index) => (index === 0 || /[A-Z].*[A-Z]/.test(word) ? word : word.toLowerCase())).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function clip(text: string): string {
  const single = text.replace(/\s*\n\s*/g, ' ').trim();
  return single.length > MAX_TITLE ? `${single.slice(0, MAX_TITLE - 1)}…` : single;
}

function stringArg(input: Record<string, unknown>, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = input[name];
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')) return value.join(' ');
  }
  return undefined;
}

const PATH_ARGS = ['path', 'file_path', 'filePath', 'file', 'filename', 'fileName', 'uri', 'target_file', 'absolute_path'];
const COMMAND_ARGS = ['command', 'cmd', 'script', 'commandLine', 'code'];
const QUERY_ARGS = ['query', 'pattern', 'q', 'regex', 'search', 'keyword', 'text'];
const URL_ARGS = ['url', 'uri', 'href', 'link'];
const VERBS: Partial<Record<KnownToolKind, string>> = { read: 'Read', edit: 'Edit', delete: 'Delete' };

/** A title from the input's well-known arguments, or undefined. */
function titleFromInput(kind: ToolKind, input: Record<string, unknown>): string | undefined {
  switch (kind) {
    case 'execute':
      return stringArg(input, COMMAND_ARGS);
    case 'read':
    case 'edit':
    case 'delete': {
      const path = stringArg(input, PATH_ARGS);
      return path === undefined ? undefined : `${VERBS[kind as KnownToolKind]} ${path}`;
    }
    case 'move': {
      const from = stringArg(input, ['source', 'from', 'src', 'old_path', 'oldPath', ...PATH_ARGS]);
      const to = stringArg(input, ['destination', 'to', 'dest', 'new_path', 'newPath', 'target']);
      return from !== undefined && to !== undefined ? `Move ${from} → ${to}` : undefined;
    }
    case 'search': {
      const query = stringArg(input, QUERY_ARGS);
      if (query === undefined) return undefined;
      const where = stringArg(input, PATH_ARGS);
      return `Search ${query}${where !== undefined ? ` in ${where}` : ''}`;
    }
    case 'fetch': {
      const url = stringArg(input, URL_ARGS);
      if (url !== undefined) return `Fetch ${url}`;
      const query = stringArg(input, QUERY_ARGS);
      return query === undefined ? undefined : `Search the web for ${query}`;
    }
    default:
      return undefined;
  }
}

/**
 * Where a call works, for the elements' location links and "follow the agent": the path argument
 * of a `read` / `edit` / `delete` / `move` call (`path`, `file_path`, … as for titles).
 */
export function toolLocations(kind: ToolKind, input: unknown): Array<{ path: string }> | undefined {
  if (!isRecord(input) || !['read', 'edit', 'delete', 'move'].includes(kind)) return undefined;
  const path = stringArg(input, kind === 'move' ? ['source', 'from', 'src', 'old_path', 'oldPath', ...PATH_ARGS] : PATH_ARGS);
  return path === undefined ? undefined : [{ path }];
}

/** The display title of a call (see the module comment). `input` may be partial or absent. */
export function toolTitle(name: string, kind: ToolKind, input?: unknown, overrides?: ToolInfoOverrides): string {
  const override = overrides?.titles?.[name];
  if (typeof override === 'string') return clip(override);
  if (typeof override === 'function') {
    const title = override(input);
    if (typeof title === 'string' && title.trim() !== '') return clip(title);
  }
  if (isRecord(input)) {
    const title = titleFromInput(kind, input);
    if (title !== undefined) return clip(title);
  }
  return clip(humanizeToolName(name)) || name;
}

/** Tool descriptions by name, from definitions in any provider's format. */
export function describeTools(tools: readonly ToolDefinition[] | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const tool of tools ?? []) {
    if ('functionDeclarations' in tool && Array.isArray(tool.functionDeclarations)) {
      for (const declaration of tool.functionDeclarations) out.set(declaration.name, declaration.description ?? '');
    } else if ('function' in tool && isRecord(tool.function) && typeof tool.function.name === 'string') {
      out.set(tool.function.name, typeof tool.function.description === 'string' ? tool.function.description : '');
    } else if ('name' in tool && typeof tool.name === 'string') {
      out.set(tool.name, typeof tool.description === 'string' ? tool.description : '');
    }
  }
  return out;
}

/** Options every adapter accepts for kinds and titles. */
export interface ToolInfoOptions {
  /** The tool definitions sent to the provider (any format); descriptions improve the kind guess. */
  tools?: readonly ToolDefinition[];
  /** Host overrides for kinds and titles. */
  toolInfo?: ToolInfoOverrides;
}

/** Kind and title lookups bound to one adapter's options. */
export class ToolInfo {
  private readonly descriptions: Map<string, string>;
  private readonly overrides: ToolInfoOverrides | undefined;

  constructor(options: ToolInfoOptions) {
    this.descriptions = describeTools(options.tools);
    this.overrides = options.toolInfo;
  }

  kind(name: string, description?: string): ToolKind {
    return guessKind(name, description ?? this.descriptions.get(name), this.overrides);
  }

  title(name: string, kind: ToolKind, input?: unknown): string {
    return toolTitle(name, kind, input, this.overrides);
  }
}
