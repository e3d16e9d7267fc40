// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of session-list, in English, Simplified Chinese and Traditional Chinese, reached through
 * `translationFor(lang).sessionList` (LocaleController's `t.sessionList`). Relative times, weekdays
 * and dates come from Intl in the page's language, not from here.
 */
export interface SessionListStrings {
  /** The listbox's accessible name. */
  label: string;
  /** The filter box's label and placeholder. */
  filter: string;
  newSession: string;
  /** The toggle that lists only the sessions of the workspace root. */
  folderOnly: string;
  /** A session without a title or a first prompt. */
  untitled: string;
  /** Day groups; the others are a weekday or a date (Intl). */
  today: string;
  yesterday: string;
  older: string;
  /** Sessions the agent gave no time for. */
  undated: string;
  running: string;
  /** The badge of a session with permission requests or questions waiting. */
  needsYou: string;
  /** That badge's longer text: how many requests wait. */
  waiting: (count: number) => string;
  /** Lifecycle hints (`loading`, `resuming`, `resumed`, `closed`). */
  lifecycle: Record<'loading' | 'resuming' | 'resumed' | 'closed', string>;
  /** The row of the session shown now (said after its title). */
  current: string;
  open: string;
  close: string;
  delete: string;
  /** The group of the active row's buttons. */
  actionsFor: (title: string) => string;
  /** The inline confirmation of a delete. */
  confirmDelete: (title: string) => string;
  confirmDeleteHint: string;
  confirm: string;
  cancel: string;
  /** Why a row cannot be opened (the agent advertised neither load nor resume). */
  cannotOpen: string;
  /** The agent advertised no `session/list`. */
  cannotList: string;
  listing: string;
  listError: (message: string) => string;
  retry: string;
  /** The agent answered with a cursor it had sent before: paging stopped. */
  cursorLoop: string;
  loadMore: string;
  empty: string;
  noMatch: (query: string) => string;
  /** How many rows the filter left, announced. */
  count: (count: number) => string;
  /** A failed load, resume, close or delete of this session. */
  rowError: (message: string) => string;
  /** The listbox's keys, read after its name. */
  keys: string;
}

export const sessionListStrings: Record<'en' | 'zh-CN' | 'zh-TW', SessionListStrings> = {
  en: {
    label: 'Sessions',
    filter: 'Filter sessions',
    newSession: 'New session',
    folderOnly: 'This folder only',
    untitled: 'Untitled',
    today: 'Today',
    yesterday: 'Yesterday',
    older: 'Older',
    undated: 'No date',
    running: 'Running',
    needsYou: 'Needs you',
    waiting: (count) => (count === 1 ? 'A request waits for your answer' : `${count} requests wait for your answer`),
    lifecycle: { loading: 'Loading…', resuming: 'Resuming…', resumed: 'Resumed without earlier messages', closed: 'Closed' },
    current: 'Current',
    open: 'Open',
    close: 'Close',
    delete: 'Delete',
    actionsFor: (title) => `Actions for ${title}`,
    confirmDelete: (title) => `Delete “${title}”?`,
    confirmDeleteHint: 'The agent deletes it for good.',
    confirm: 'Delete',
    cancel: 'Cancel',
    cannotOpen: 'This agent cannot reopen earlier sessions.',
    cannotList: 'This agent cannot list its sessions: these are the ones this page has seen.',
    listing: 'Loading sessions…',
    listError: (message) => `Could not list sessions: ${message}`,
    retry: 'Try again',
    cursorLoop: 'The agent sent the same page twice, so no more are loaded.',
    loadMore: 'Load more',
    empty: 'No sessions yet',
    noMatch: (query) => `No session matches “${query}”`,
    count: (count) => (count === 1 ? '1 session' : `${count} sessions`),
    rowError: (message) => `Failed: ${message}`,
    keys: 'Up and Down to move, Enter to open, Delete to delete, Tab for more actions',
  },
  'zh-CN': {
    label: '会话',
    filter: '筛选会话',
    newSession: '新建会话',
    folderOnly: '仅此文件夹',
    untitled: '未命名',
    today: '今天',
    yesterday: '昨天',
    older: '更早',
    undated: '无日期',
    running: '运行中',
    needsYou: '需要你处理',
    waiting: (count) => `${count} 个请求等待你的答复`,
    lifecycle: { loading: '正在加载…', resuming: '正在恢复…', resumed: '已恢复，不含之前的消息', closed: '已关闭' },
    current: '当前',
    open: '打开',
    close: '关闭',
    delete: '删除',
    actionsFor: (title) => `${title} 的操作`,
    confirmDelete: (title) => `删除“${title}”？`,
    confirmDeleteHint: '代理将永久删除它。',
    confirm: '删除',
    cancel: '取消',
    cannotOpen: '此代理无法重新打开之前的会话。',
    cannotList: '此代理无法列出其会话：这里显示的是本页见过的会话。',
    listing: '正在加载会话…',
    listError: (message) => `无法列出会话：${message}`,
    retry: '重试',
    cursorLoop: '代理两次发送了同一页，已停止加载更多。',
    loadMore: '加载更多',
    empty: '尚无会话',
    noMatch: (query) => `没有与“${query}”匹配的会话`,
    count: (count) => `${count} 个会话`,
    rowError: (message) => `失败：${message}`,
    keys: '上下键移动，Enter 打开，Delete 删除，Tab 查看更多操作',
  },
  'zh-TW': {
    label: '工作階段',
    filter: '篩選工作階段',
    newSession: '新增工作階段',
    folderOnly: '僅此資料夾',
    untitled: '未命名',
    today: '今天',
    yesterday: '昨天',
    older: '更早',
    undated: '無日期',
    running: '執行中',
    needsYou: '需要您處理',
    waiting: (count) => `${count} 個要求等待您的回覆`,
    lifecycle: { loading: '正在載入…', resuming: '正在繼續…', resumed: '已繼續，不含先前的訊息', closed: '已關閉' },
    current: '目前',
    open: '開啟',
    close: '關閉',
    delete: '刪除',
    actionsFor: (title) => `${title} 的動作`,
    confirmDelete: (title) => `刪除「${title}」？`,
    confirmDeleteHint: '代理程式會將它永久刪除。',
    confirm: '刪除',
    cancel: '取消',
    cannotOpen: '此代理程式無法重新開啟先前的工作階段。',
    cannotList: '此代理程式無法列出其工作階段：這裡顯示的是此頁面見過的工作階段。',
    listing: '正在載入工作階段…',
    listError: (message) => `無法列出工作階段：${message}`,
    retry: '重試',
    cursorLoop: '代理程式兩次傳送了同一頁，已停止載入更多。',
    loadMore: '載入更多',
    empty: '尚無工作階段',
    noMatch: (query) => `沒有符合「${query}」的工作階段`,
    count: (count) => `${count} 個工作階段`,
    rowError: (message) => `失敗：${message}`,
    keys: '上下鍵移動，Enter 開啟，Delete 刪除，Tab 檢視更多動作',
  },
};
