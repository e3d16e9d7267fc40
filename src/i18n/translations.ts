// SPDX-License-Identifier: Apache-2.0
/**
 * Built-in UI strings in English, Simplified Chinese and Traditional Chinese. Status and kind
 * names outside the known sets are shown as sent.
 */
export interface Translation {
  kind: Record<string, string>;
  status: Record<string, string>;
  awaitingApproval: string;
  approved: string;
  rejected: string;
  noToolCalls: string;
  toolCalls: string;
}

const en: Translation = {
  kind: {
    read: 'Read', edit: 'Edit', delete: 'Delete', move: 'Move', search: 'Search', execute: 'Run',
    think: 'Think', fetch: 'Fetch', switch_mode: 'Switch mode', other: 'Tool',
  },
  status: {
    pending: 'Pending', in_progress: 'Running', completed: 'Completed', failed: 'Failed',
    cancelled: 'Cancelled', paused: 'Paused',
  },
  awaitingApproval: 'Awaiting approval',
  approved: 'Approved',
  rejected: 'Rejected',
  noToolCalls: 'No tool calls yet',
  toolCalls: 'Tool calls',
};

const zhCN: Translation = {
  kind: {
    read: '读取', edit: '编辑', delete: '删除', move: '移动', search: '搜索', execute: '运行',
    think: '思考', fetch: '获取', switch_mode: '切换模式', other: '工具',
  },
  status: {
    pending: '等待中', in_progress: '运行中', completed: '已完成', failed: '失败', cancelled: '已取消', paused: '已暂停',
  },
  awaitingApproval: '等待批准',
  approved: '已批准',
  rejected: '已拒绝',
  noToolCalls: '尚无工具调用',
  toolCalls: '工具调用',
};

const zhTW: Translation = {
  kind: {
    read: '讀取', edit: '編輯', delete: '刪除', move: '移動', search: '搜尋', execute: '執行',
    think: '思考', fetch: '擷取', switch_mode: '切換模式', other: '工具',
  },
  status: {
    pending: '等待中', in_progress: '執行中', completed: '已完成', failed: '失敗', cancelled: '已取消', paused: '已暫停',
  },
  awaitingApproval: '等待核准',
  approved: '已核准',
  rejected: '已拒絕',
  noToolCalls: '尚無工具呼叫',
  toolCalls: '工具呼叫',
};

export const translations: Record<string, Translation> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW };

/** Picks a translation for a BCP 47 tag: exact, then script/region aware Chinese, then English. */
export function translationFor(lang: string | null | undefined): Translation {
  const tag = (lang ?? '').toLowerCase();
  if (tag.startsWith('zh')) {
    return /hant|-tw|-hk|-mo/.test(tag) ? zhTW : zhCN;
  }
  return en;
}

/** The language in effect for an element: its nearest `lang` attribute, then the document's. */
export function langOf(element: Element): string {
  const host = element.closest('[lang]');
  return host?.getAttribute('lang') ?? document.documentElement.lang ?? 'en';
}
