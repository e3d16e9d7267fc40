// SPDX-License-Identifier: Apache-2.0
/**
 * Every built-in UI string, in English, Simplified Chinese and Traditional Chinese (the zh-TW
 * wording follows VS Code's Traditional Chinese docs: 工具呼叫, 執行, 核准). Kinds and statuses
 * outside the known sets are shown as sent.
 */
import type { AgentSignInStrings } from './agent-sign-in.strings.js';
import type { ChangeReviewStrings } from './change-review.strings.js';
import { appViewStrings, type AppViewStrings } from './app-view.strings.js';
import { formatBytes } from './format-bytes.js';
import type { ConnectionStrings } from './connection.strings.js';
import type { DiffViewStrings } from './diff-view.strings.js';
import type { ElicitationFormStrings } from './elicitation-form.strings.js';
import type { LocationFollowerStrings } from './location-follower.strings.js';
import type { MarkdownStrings } from './markdown.strings.js';
import type { PermissionPromptStrings } from './permission-prompt.strings.js';
import type { PlanViewStrings } from './plan-view.strings.js';
import type { PromptInputStrings } from './prompt-input.strings.js';
import type { SessionListStrings } from './session-list.strings.js';
import type { SessionStatusStrings } from './session-status.strings.js';
import type { TerminalViewStrings } from './terminal-view.strings.js';
import { cardStrings, type ToolCallCardStrings } from './tool-call-card.strings.js';
import type { SessionThreadStrings } from './session-thread.strings.js';
import { closestComposed } from '../dom/composed-ancestors.js';

export interface Translation {
  kind: Record<string, string>;
  status: Record<string, string>;
  awaitingApproval: string;
  approved: string;
  rejected: string;
  noToolCalls: string;
  toolCalls: string;
  expand: string;
  collapse: string;
  input: string;
  output: string;
  metadata: string;
  copy: string;
  copied: string;
  copyCommand: string;
  copyTitle: string;
  copyInput: string;
  copyOutput: string;
  showAll: (lines: number) => string;
  showLess: string;
  truncatedByAgent: string;
  /** An open card of a running call that has sent nothing to show yet. */
  waitingForOutput: string;
  files: (count: number) => string;
  openLocation: (path: string) => string;
  download: string;
  bytes: (count: number) => string;
  unknownContent: (type: string) => string;
  terminalOutputUnavailable: string;
  newFile: string;
  summary: (calls: number) => string;
  /** The list's count when some calls are drawn inside a subagent's card: its own rows, then those. */
  summaryNested: (calls: number, nested: number) => string;
  totalTime: (duration: string) => string;
  statusChanged: (title: string, status: string) => string;
  noOutput: string;
  /** A hidden character's marker, read aloud (`hidden character U+202E RIGHT-TO-LEFT OVERRIDE`). */
  hiddenChar: (code: string, name?: string) => string;
  image: string;
  /** An image item that is not drawn: its claimed type, and why (a type not shown, data that is not base64, or too much data). */
  imageNotShown: (type: string, problem: 'type' | 'invalid' | 'too-large') => string;
  /** Per-element string sets, each in its own module beside this one. */
  diff: DiffViewStrings;
  terminal: TerminalViewStrings;
  permission: PermissionPromptStrings;
  appView: AppViewStrings;
  /** A card's subagent parts: roll-up and usage. */
  card: ToolCallCardStrings;
  follower: LocationFollowerStrings;
  connection: ConnectionStrings;
  plan: PlanViewStrings;
  sessionStatus: SessionStatusStrings;
  sessionList: SessionListStrings;
  thread: SessionThreadStrings;
  elicitation: ElicitationFormStrings;
  prompt: PromptInputStrings;
  signIn: AgentSignInStrings;
  changeReview: ChangeReviewStrings;
  markdown: MarkdownStrings;
}

/**
 * The per-element sets of the elements `define.js` loads on demand: their strings come with them
 * ({@link provideStrings}), so a page that never shows a diff never loads the diff's strings.
 */
type ViewSection = 'diff' | 'terminal' | 'follower' | 'plan' | 'sessionStatus' | 'sessionList' | 'thread' | 'changeReview' | 'markdown';
type RequestSection = 'connection' | 'permission' | 'elicitation' | 'prompt' | 'signIn';
export type OnDemandSection = ViewSection | RequestSection;
type CoreStrings = Omit<Translation, OnDemandSection>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const en: CoreStrings = {
  kind: {
    read: 'Read',
    edit: 'Edit',
    delete: 'Delete',
    move: 'Move',
    search: 'Search',
    execute: 'Run',
    think: 'Think',
    fetch: 'Fetch',
    switch_mode: 'Switch mode',
    other: 'Tool',
  },
  status: {
    pending: 'Pending',
    in_progress: 'Running',
    completed: 'Completed',
    failed: 'Failed',
    cancelled: 'Cancelled',
    paused: 'Paused',
  },
  awaitingApproval: 'Awaiting approval',
  approved: 'Approved',
  rejected: 'Rejected',
  noToolCalls: 'No tool calls yet',
  toolCalls: 'Tool calls',
  expand: 'Expand',
  collapse: 'Collapse',
  input: 'Input',
  output: 'Output',
  metadata: 'Metadata',
  copy: 'Copy',
  copied: 'Copied',
  copyCommand: 'Copy command',
  copyTitle: 'Copy title',
  copyInput: 'Copy input',
  copyOutput: 'Copy output',
  showAll: (lines) => `Show all (${plural(lines, 'line', 'lines')})`,
  showLess: 'Show less',
  truncatedByAgent: 'The agent truncated this output.',
  waitingForOutput: 'Running… waiting for output',
  files: (count) => plural(count, 'file', 'files'),
  openLocation: (path) => `Open ${path}`,
  download: 'Download',
  bytes: (count) => formatBytes(count, ['B', 'KB', 'MB', 'GB']),
  unknownContent: (type) => `Content of type “${type}”`,
  terminalOutputUnavailable: 'Terminal output is not available to this view.',
  newFile: 'New file',
  summary: (calls) => plural(calls, 'tool call', 'tool calls'),
  summaryNested: (calls, nested) => `${plural(calls, 'tool call', 'tool calls')}, ${nested} nested in subagents`,
  totalTime: (duration) => `${duration} total`,
  statusChanged: (title, status) => `${title}: ${status}`,
  noOutput: 'No output',
  hiddenChar: (code, name) => `hidden character ${code}${name ? ` ${name}` : ''}`,
  image: 'Image from the agent',
  imageNotShown: (type, problem) =>
    problem === 'type'
      ? `Image not shown: the type “${type}” is not displayed`
      : problem === 'invalid'
        ? `Invalid image (${type}): its data is not valid base64`
        : `Image not shown (${type}): its data is too large`,
  appView: appViewStrings['en'],
  card: cardStrings['en'],
};

const zhCN: CoreStrings = {
  kind: {
    read: '读取',
    edit: '编辑',
    delete: '删除',
    move: '移动',
    search: '搜索',
    execute: '运行',
    think: '思考',
    fetch: '获取',
    switch_mode: '切换模式',
    other: '工具',
  },
  status: {
    pending: '等待中',
    in_progress: '运行中',
    completed: '已完成',
    failed: '失败',
    cancelled: '已取消',
    paused: '已暂停',
  },
  awaitingApproval: '等待批准',
  approved: '已批准',
  rejected: '已拒绝',
  noToolCalls: '尚无工具调用',
  toolCalls: '工具调用',
  expand: '展开',
  collapse: '收起',
  input: '输入',
  output: '输出',
  metadata: '元数据',
  copy: '复制',
  copied: '已复制',
  copyCommand: '复制命令',
  copyTitle: '复制标题',
  copyInput: '复制输入',
  copyOutput: '复制输出',
  showAll: (lines) => `显示全部（${lines} 行）`,
  showLess: '收起',
  truncatedByAgent: '代理已截断此输出。',
  waitingForOutput: '正在运行… 等待输出',
  files: (count) => `${count} 个文件`,
  openLocation: (path) => `打开 ${path}`,
  download: '下载',
  bytes: (count) => formatBytes(count, ['字节', 'KB', 'MB', 'GB']),
  unknownContent: (type) => `类型为“${type}”的内容`,
  terminalOutputUnavailable: '此视图无法获取终端输出。',
  newFile: '新文件',
  summary: (calls) => `${calls} 次工具调用`,
  summaryNested: (calls, nested) => `${calls} 次工具调用，另有 ${nested} 次在子代理中`,
  totalTime: (duration) => `共 ${duration}`,
  statusChanged: (title, status) => `${title}：${status}`,
  noOutput: '无输出',
  hiddenChar: (code, name) => `隐藏字符 ${code}${name ? ` ${name}` : ''}`,
  image: '代理提供的图片',
  imageNotShown: (type, problem) =>
    problem === 'type'
      ? `未显示图片：不显示“${type}”类型`
      : problem === 'invalid'
        ? `无效图片（${type}）：数据不是有效的 base64`
        : `未显示图片（${type}）：数据过大`,
  appView: appViewStrings['zh-CN'],
  card: cardStrings['zh-CN'],
};

const zhTW: CoreStrings = {
  kind: {
    read: '讀取',
    edit: '編輯',
    delete: '刪除',
    move: '移動',
    search: '搜尋',
    execute: '執行',
    think: '思考',
    fetch: '擷取',
    switch_mode: '切換模式',
    other: '工具',
  },
  status: {
    pending: '等待中',
    in_progress: '執行中',
    completed: '已完成',
    failed: '失敗',
    cancelled: '已取消',
    paused: '已暫停',
  },
  awaitingApproval: '等待核准',
  approved: '已核准',
  rejected: '已拒絕',
  noToolCalls: '尚無工具呼叫',
  toolCalls: '工具呼叫',
  expand: '展開',
  collapse: '收合',
  input: '輸入',
  output: '輸出',
  metadata: '中繼資料',
  copy: '複製',
  copied: '已複製',
  copyCommand: '複製命令',
  copyTitle: '複製標題',
  copyInput: '複製輸入',
  copyOutput: '複製輸出',
  showAll: (lines) => `顯示全部（${lines} 行）`,
  showLess: '收合',
  truncatedByAgent: '代理程式已截斷此輸出。',
  waitingForOutput: '執行中… 等待輸出',
  files: (count) => `${count} 個檔案`,
  openLocation: (path) => `開啟 ${path}`,
  download: '下載',
  bytes: (count) => formatBytes(count, ['位元組', 'KB', 'MB', 'GB']),
  unknownContent: (type) => `類型為「${type}」的內容`,
  terminalOutputUnavailable: '此檢視無法取得終端機輸出。',
  newFile: '新檔案',
  summary: (calls) => `${calls} 次工具呼叫`,
  summaryNested: (calls, nested) => `${calls} 次工具呼叫，另有 ${nested} 次在子代理中`,
  totalTime: (duration) => `共 ${duration}`,
  statusChanged: (title, status) => `${title}：${status}`,
  noOutput: '無輸出',
  hiddenChar: (code, name) => `隱藏字元 ${code}${name ? ` ${name}` : ''}`,
  image: '代理程式提供的圖片',
  imageNotShown: (type, problem) =>
    problem === 'type'
      ? `未顯示圖片：不顯示「${type}」類型`
      : problem === 'invalid'
        ? `無效圖片（${type}）：資料不是有效的 base64`
        : `未顯示圖片（${type}）：資料過大`,
  appView: appViewStrings['zh-TW'],
  card: cardStrings['zh-TW'],
};

/**
 * The built-in strings. An on-demand element's section is filled in by its module before the
 * element is defined, which is before anything reads it.
 */
export const translations = { en, 'zh-CN': zhCN, 'zh-TW': zhTW } as Record<'en' | 'zh-CN' | 'zh-TW', Translation>;

/** Called by an on-demand element's module: its section, in every built-in language. */
export function provideStrings<K extends OnDemandSection>(section: K, table: Record<'en' | 'zh-CN' | 'zh-TW', Translation[K]>): void {
  for (const lang of ['en', 'zh-CN', 'zh-TW'] as const) translations[lang][section] = table[lang];
  // Host translations were merged over the built-in ones when registered: merge again with the new section.
  for (const [tag, strings] of hostStrings) registered.set(tag, mergeOverBuiltIn(tag, strings));
}

/**
 * Strings a host gives for a language: any subset of {@link Translation}. What it leaves out falls
 * back to the built-in strings of that language (English for a language the library lacks), one level deep for the per-element sets (`diff`, `terminal`, …) and the
 * `kind` / `status` labels, so a partial translation never shows an empty label.
 */
export type TranslationStrings = {
  [K in keyof Translation]?: Translation[K] extends (...args: never[]) => unknown ? Translation[K] : Partial<Translation[K]>;
};

/** Translations added by the host, by lower-case language tag. */
const registered = new Map<string, Translation>();
/** What the host gave, as given (merged again when an on-demand section arrives). */
const hostStrings = new Map<string, TranslationStrings>();
const changeListeners = new Set<() => void>();

/**
 * Adds a language (or replaces a built-in one) for every element of the page: `lang` is a BCP 47
 * tag (`fr`, `pt-BR`); an element whose language is `fr-CA` uses `fr` when no `fr-CA` is registered
 * (BCP 47 lookup).
 * Elements already on the page re-render in it.
 *
 * @example
 * registerTranslation('fr', { copy: 'Copier', copied: 'Copié', status: { failed: 'Échec' } });
 */
export function registerTranslation(lang: string, strings: TranslationStrings): void {
  const tag = lang.trim().toLowerCase();
  if (tag === '') throw new TypeError('registerTranslation: the language tag is empty.');
  hostStrings.set(tag, strings);
  registered.set(tag, mergeOverBuiltIn(tag, strings));
  for (const listener of changeListeners) listener();
}

/**
 * `strings` over the built-in strings of `tag` (English for a new language, Chinese for zh-*), so
 * overriding one label of a built-in language keeps the rest of it.
 */
function mergeOverBuiltIn(tag: string, strings: TranslationStrings): Translation {
  const builtIn = builtInTranslation(tag) as unknown as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...builtIn };
  for (const [key, value] of Object.entries(strings)) {
    if (value === undefined) continue;
    const base = builtIn[key];
    const nested = typeof base === 'object' && base !== null && typeof value === 'object' && value !== null;
    merged[key] = nested ? { ...base, ...value } : value;
  }
  return merged as unknown as Translation;
}

/** Calls `listener` whenever a translation is registered; returns a function that stops it. */
export function onTranslationsChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/**
 * Picks a translation for a BCP 47 tag: a registered one for the tag, then for its language
 * subtag; else Traditional Chinese for Hant/TW/HK/MO, Simplified for other zh, else English.
 */
export function translationFor(lang: string | null | undefined): Translation {
  const tag = (lang ?? '').toLowerCase();
  // BCP 47 lookup: the whole tag, then shorter by one subtag at a time (`pt-br-x` → `pt-br` → `pt`).
  for (
    let candidate = tag;
    registered.size > 0 && candidate !== '';
    candidate = candidate.slice(0, Math.max(0, candidate.lastIndexOf('-')))
  ) {
    const found = registered.get(candidate);
    if (found) return found;
  }
  return builtInTranslation(tag);
}

/** The built-in strings for a lower-case tag: Traditional Chinese for Hant/TW/HK/MO, Simplified for other zh, else English. */
function builtInTranslation(tag: string): Translation {
  if (tag === 'zh' || tag.startsWith('zh-')) return translations[/hant|-tw|-hk|-mo/.test(tag) ? 'zh-TW' : 'zh-CN'];
  return translations.en;
}

/**
 * The language in effect for an element: the nearest `lang` attribute, looking through shadow
 * roots to their hosts (so a card inside a list inside a `lang="zh-TW"` page follows it), then
 * `navigator.language`.
 */
export function langOf(element: Element): string {
  const owner = closestComposed(element, (node) => (node.getAttribute('lang') ?? '') !== '');
  if (owner) return owner.getAttribute('lang')!;
  return typeof navigator !== 'undefined' ? navigator.language : 'en';
}
