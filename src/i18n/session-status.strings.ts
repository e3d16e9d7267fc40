// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of session-status, in English, Simplified Chinese and Traditional Chinese, reached
 * through `translationFor(lang).sessionStatus` (LocaleController's `t.sessionStatus`).
 */
export interface SessionStatusStrings {
  /** The element's accessible name. */
  label: string;
  /** A session without a title yet. */
  untitled: string;
  /** The mode chip's name. */
  mode: string;
  /** The model chip's name (agents that offer models outside their config options). */
  model: string;
  /** A boolean option's states. */
  on: string;
  off: string;
  /** The context meter's accessible name. */
  context: string;
  /** Context used, as text: "1.8k / 258k". */
  usage: (used: string, size: string) => string;
  /** The meter's spoken value: "1,751 of 200,000 tokens (1%)". */
  usageValue: (used: string, size: string, percent: number) => string;
  /** The session's cost so far. */
  cost: (amount: string) => string;
}

export const sessionStatusStrings: Record<'en' | 'zh-CN' | 'zh-TW', SessionStatusStrings> = {
  en: {
    label: 'Session',
    untitled: 'Untitled session',
    mode: 'Mode',
    model: 'Model',
    on: 'On',
    off: 'Off',
    context: 'Context window',
    usage: (used, size) => `${used} / ${size}`,
    usageValue: (used, size, percent) => `${used} of ${size} tokens (${percent}%)`,
    cost: (amount) => `Cost ${amount}`,
  },
  'zh-CN': {
    label: '会话',
    untitled: '未命名会话',
    mode: '模式',
    model: '模型',
    on: '开',
    off: '关',
    context: '上下文窗口',
    usage: (used, size) => `${used} / ${size}`,
    usageValue: (used, size, percent) => `已用 ${used} / ${size} 个 token（${percent}%）`,
    cost: (amount) => `费用 ${amount}`,
  },
  'zh-TW': {
    label: '工作階段',
    untitled: '未命名的工作階段',
    mode: '模式',
    model: '模型',
    on: '開',
    off: '關',
    context: '內容視窗',
    usage: (used, size) => `${used} / ${size}`,
    usageValue: (used, size, percent) => `已用 ${used} / ${size} 個 token（${percent}%）`,
    cost: (amount) => `費用 ${amount}`,
  },
};
