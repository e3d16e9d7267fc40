// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of a card's subagent parts (the header's roll-up of the calls under it, and the usage a
 * subagent reports), in English, Simplified Chinese and Traditional Chinese. Reached through
 * `translationFor(lang).card`.
 */
export interface ToolCallCardStrings {
  /** The calls a call started (a subagent's), in its header's roll-up: "14 calls". */
  nestedCalls: (count: number) => string;
  /** Of those, failed: "1 failed". */
  failedCount: (count: number) => string;
  /** Of those, waiting for the user's answer to a permission request: the subagent cannot go on. */
  waitingForApproval: (count: number) => string;
  /** The usage a subagent reports at the end of its answer: tokens, tool uses and duration. */
  tokens: (count: number) => string;
  toolUses: (count: number) => string;
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

export const cardStrings: Record<'en' | 'zh-CN' | 'zh-TW', ToolCallCardStrings> = {
  en: {
    nestedCalls: (count) => plural(count, 'call', 'calls'),
    failedCount: (count) => `${count} failed`,
    waitingForApproval: (count) => `${count} waiting for approval`,
    tokens: (count) => plural(count, 'token', 'tokens'),
    toolUses: (count) => plural(count, 'tool use', 'tool uses'),
  },
  'zh-CN': {
    nestedCalls: (count) => `${count} 次调用`,
    failedCount: (count) => `${count} 次失败`,
    waitingForApproval: (count) => `${count} 个等待批准`,
    tokens: (count) => `${count} 个 token`,
    toolUses: (count) => `${count} 次工具调用`,
  },
  'zh-TW': {
    nestedCalls: (count) => `${count} 次呼叫`,
    failedCount: (count) => `${count} 次失敗`,
    waitingForApproval: (count) => `${count} 個等待核准`,
    tokens: (count) => `${count} 個 token`,
    toolUses: (count) => `${count} 次工具呼叫`,
  },
};
