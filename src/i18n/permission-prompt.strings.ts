// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of permission-prompt, in English, Simplified Chinese and Traditional Chinese. Reached through
 * `translationFor(lang).permission` (LocaleController's `t.permission`), so every string stays in the one
 * localization module that translations.ts assembles.
 */
import { approvalStrings, type ApprovalStrings } from './approval.strings.js';

export interface PermissionPromptStrings {
  /** Heading of a single prompt. */
  heading: string;
  /** Heading of a single prompt once answered (here or elsewhere). */
  decided: string;
  /** Heading of a single prompt that closed without an answer (cancelled, gone, failed). */
  closed: string;
  /** Heading of the batch form. */
  waiting: (count: number) => string;
  /** Fallback title when neither the request nor its call has one. */
  untitled: string;
  /** Badge on `allow_always` / `reject_always` options. */
  remembered: string;
  /** Tooltip of an option's shortcut key. */
  shortcut: (key: string) => string;
  /** The keyboard hint under the options. */
  keyboardHint: string;
  allowAllOnce: string;
  rejectAll: string;
  rawInput: string;
  details: string;
  command: string;
  cwd: (dir: string) => string;
  url: string;
  files: string;
  /** The user's own answer. */
  chose: (option: string) => string;
  /** Another view (or the host's policy) answered. */
  answeredElsewhere: (option: string) => string;
  /** The request left the pending set without this element seeing an answer. */
  noLongerWaiting: string;
  /** The turn was cancelled; the `cancelled` answer is on its way. */
  cancelling: string;
  /** The request was answered `cancelled`. */
  cancelled: string;
  /** The client's answer was a JSON-RPC error. */
  failed: string;
  /** Announced (assertively) when a prompt appears. */
  announce: (title: string) => string;
  /** Announced when the user answered. */
  announceAnswer: (option: string) => string;
  /** What an approval makes visible: hidden characters, look-alike letters and hosts, risky commands. */
  approval: ApprovalStrings;
}

export const permissionStrings: Record<'en' | 'zh-CN' | 'zh-TW', PermissionPromptStrings> = {
  en: {
    heading: 'Approval needed',
    decided: 'Approval decided',
    closed: 'Approval request closed',
    waiting: (count) => `${count} waiting for approval`,
    untitled: 'Permission request',
    remembered: 'remembered',
    shortcut: (key) => `Shortcut: ${key}`,
    keyboardHint: 'Press a number to choose; Ctrl+Enter allows once.',
    allowAllOnce: 'Allow all once',
    rejectAll: 'Reject all',
    rawInput: 'Raw input',
    details: 'Details',
    command: 'Command',
    cwd: (dir) => `in ${dir}`,
    url: 'URL',
    files: 'Files',
    chose: (option) => `You chose: ${option}`,
    answeredElsewhere: (option) => `Answered elsewhere: ${option}`,
    noLongerWaiting: 'No longer waiting for an answer.',
    cancelling: 'Turn cancelled; withdrawing this request.',
    cancelled: 'Cancelled before an answer.',
    failed: 'The answer could not be sent.',
    announce: (title) => `Approval needed: ${title}`,
    announceAnswer: (option) => `Answered: ${option}`,
    approval: approvalStrings['en'],
  },
  'zh-CN': {
    heading: '需要批准',
    decided: '已作出批准决定',
    closed: '批准请求已关闭',
    waiting: (count) => `${count} 项等待批准`,
    untitled: '权限请求',
    remembered: '记住',
    shortcut: (key) => `快捷键：${key}`,
    keyboardHint: '按数字键选择；Ctrl+Enter 允许一次。',
    allowAllOnce: '全部允许一次',
    rejectAll: '全部拒绝',
    rawInput: '原始输入',
    details: '详细信息',
    command: '命令',
    cwd: (dir) => `位于 ${dir}`,
    url: '网址',
    files: '文件',
    chose: (option) => `你的选择：${option}`,
    answeredElsewhere: (option) => `已在别处回答：${option}`,
    noLongerWaiting: '不再等待回答。',
    cancelled: '在回答之前已取消。',
    cancelling: '本轮已取消；正在撤回此请求。',
    failed: '无法发送回答。',
    announce: (title) => `需要批准：${title}`,
    announceAnswer: (option) => `已回答：${option}`,
    approval: approvalStrings['zh-CN'],
  },
  'zh-TW': {
    heading: '需要核准',
    decided: '已作出核准決定',
    closed: '核准請求已關閉',
    waiting: (count) => `${count} 項等待核准`,
    untitled: '權限要求',
    remembered: '記住',
    shortcut: (key) => `快速鍵：${key}`,
    keyboardHint: '按數字鍵選擇；Ctrl+Enter 允許一次。',
    allowAllOnce: '全部允許一次',
    rejectAll: '全部拒絕',
    rawInput: '原始輸入',
    details: '詳細資料',
    command: '命令',
    cwd: (dir) => `位於 ${dir}`,
    url: '網址',
    files: '檔案',
    chose: (option) => `你的選擇：${option}`,
    answeredElsewhere: (option) => `已在別處回答：${option}`,
    noLongerWaiting: '不再等待回答。',
    cancelled: '在回答之前已取消。',
    cancelling: '本輪已取消；正在撤回此要求。',
    failed: '無法傳送回答。',
    announce: (title) => `需要核准：${title}`,
    announceAnswer: (option) => `已回答：${option}`,
    approval: approvalStrings['zh-TW'],
  },
};
