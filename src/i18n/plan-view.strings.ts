// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of plan-view, in English, Simplified Chinese and Traditional Chinese, reached through
 * `translationFor(lang).plan` (LocaleController's `t.plan`).
 */
export interface PlanViewStrings {
  /** The element's accessible name and heading. */
  label: string;
  /** No plan yet. */
  empty: string;
  /** Visible progress, "3 of 5". */
  progress: (done: number, total: number) => string;
  /** The progress bar's accessible name. */
  progressLabel: string;
  /** Entry statuses (unknown ones are shown as sent). */
  status: Record<string, string>;
  /** Entry priorities, spoken (unknown ones are shown as sent). */
  priority: Record<string, string>;
  /** The visible tag of a high or low priority entry. */
  priorityTag: Record<string, string>;
  /** A plan the agent keeps in a file. */
  planFile: string;
}

export const planStrings: Record<'en' | 'zh-CN' | 'zh-TW', PlanViewStrings> = {
  en: {
    label: 'Plan',
    empty: 'No plan yet',
    progress: (done, total) => `${done} of ${total}`,
    progressLabel: 'Plan progress',
    status: { pending: 'Pending', in_progress: 'In progress', completed: 'Completed', cancelled: 'Cancelled' },
    priority: { high: 'High priority', medium: 'Medium priority', low: 'Low priority' },
    priorityTag: { high: 'High', low: 'Low' },
    planFile: 'Plan file',
  },
  'zh-CN': {
    label: '计划',
    empty: '尚无计划',
    progress: (done, total) => `${done} / ${total}`,
    progressLabel: '计划进度',
    status: { pending: '待处理', in_progress: '进行中', completed: '已完成', cancelled: '已取消' },
    priority: { high: '高优先级', medium: '中优先级', low: '低优先级' },
    priorityTag: { high: '高', low: '低' },
    planFile: '计划文件',
  },
  'zh-TW': {
    label: '計畫',
    empty: '尚無計畫',
    progress: (done, total) => `${done} / ${total}`,
    progressLabel: '計畫進度',
    status: { pending: '待處理', in_progress: '進行中', completed: '已完成', cancelled: '已取消' },
    priority: { high: '高優先順序', medium: '中優先順序', low: '低優先順序' },
    priorityTag: { high: '高', low: '低' },
    planFile: '計畫檔案',
  },
};
