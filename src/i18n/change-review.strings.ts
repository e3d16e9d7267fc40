// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of change-review, in English, Simplified Chinese and Traditional Chinese, reached through
 * `translationFor(lang).changeReview` (LocaleController's `t.changeReview`). Paths and hunk headers
 * (`@@ -1,2 +1,3 @@`) are shown as they are, never translated.
 */
import type { ChangeEvidence, FileChangeStatus, ReviewState, UndoBlocker } from '../changes/index.js';

export interface ChangeReviewStrings {
  /** The region's accessible name. */
  label: string;
  /** "3 files changed" (the counts `+12 −4` follow as they are). */
  filesChanged: (count: number) => string;
  /** The summary announced when the counts change: files, lines added, lines removed. */
  announceCounts: (files: number, added: number, removed: number) => string;
  /** A file being edited now (its relative path). */
  editing: (path: string) => string;
  /** `+12 −4` read aloud. */
  lines: (added: number, removed: number) => string;
  noChanges: string;
  review: string;
  /** The toggle of the review panel, when open. */
  hideReview: string;
  keepAll: string;
  undoAll: string;
  /** The scope toggle. */
  scope: string;
  thisTurn: string;
  wholeSession: string;
  /** The list of files' accessible name. */
  fileList: string;
  status: Record<FileChangeStatus, string>;
  /** A moved file's former path. */
  movedFrom: (path: string) => string;
  /** How the change is known, when it is not an exact before and after. */
  evidence: Record<ChangeEvidence, string>;
  /** Snippets the file could not be matched against. */
  notLocated: string;
  /** Between the parts of a hint. */
  separator: string;
  reviewState: Record<ReviewState | 'mixed', string>;
  keep: string;
  undo: string;
  redo: string;
  /** Accessible names of a file's buttons (its relative path). */
  keepFile: (path: string) => string;
  undoFile: (path: string) => string;
  redoFile: (path: string) => string;
  showDiff: (path: string) => string;
  open: (path: string) => string;
  /** Accessible names of a hunk's buttons: its header (`@@ -1,2 +1,3 @@`) and the file's path. */
  keepHunk: (header: string, path: string) => string;
  undoHunk: (header: string, path: string) => string;
  redoHunk: (header: string, path: string) => string;
  openHunk: (header: string, path: string) => string;
  /** The hunk list's accessible name. */
  hunks: (path: string) => string;
  /** Why Undo is not offered. */
  blocked: Record<UndoBlocker, string>;
  /** Keep waits too while a call still edits the file. */
  keepBlocked: string;
  /** After an undo: the agent's version stays on view. */
  undoneNote: string;
  /** Problems of the last action. */
  changedSince: string;
  conflict: (hunks: string) => string;
  io: (message: string) => string;
  /** A file whose texts are whole but equal (touched, unchanged). */
  noTextChange: string;
  /** Keys of the file list, read after its name. */
  keys: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const changeReviewStrings: Record<'en' | 'zh-CN' | 'zh-TW', ChangeReviewStrings> = {
  en: {
    label: 'Changes by the agent',
    filesChanged: (count) => `${plural(count, 'file', 'files')} changed`,
    announceCounts: (files, added, removed) =>
      `${plural(files, 'file', 'files')} changed, ${plural(added, 'line', 'lines')} added, ${plural(removed, 'line', 'lines')} removed`,
    editing: (path) => `Editing ${path}…`,
    lines: (added, removed) => `${plural(added, 'line', 'lines')} added, ${plural(removed, 'line', 'lines')} removed`,
    noChanges: 'No changes',
    review: 'Review',
    hideReview: 'Hide review',
    keepAll: 'Keep all',
    undoAll: 'Undo all',
    scope: 'Show changes of',
    thisTurn: 'This turn',
    wholeSession: 'Whole session',
    fileList: 'Changed files',
    status: { added: 'Added', modified: 'Modified', deleted: 'Deleted', moved: 'Moved' },
    movedFrom: (path) => `from ${path}`,
    evidence: {
      'client-write': 'written through the editor',
      snapshot: 'read before and after',
      'tool-diff': "from the agent's snippets",
    },
    notLocated: 'not located in the file',
    separator: '; ',
    reviewState: { pending: 'Pending', kept: 'Kept', undone: 'Undone', mixed: 'Partly reviewed' },
    keep: 'Keep',
    undo: 'Undo',
    redo: 'Redo',
    keepFile: (path) => `Keep the changes to ${path}`,
    undoFile: (path) => `Undo the changes to ${path}`,
    redoFile: (path) => `Redo the changes to ${path}`,
    showDiff: (path) => `Changes to ${path}`,
    open: (path) => `Open ${path}`,
    keepHunk: (header, path) => `Keep ${header} in ${path}`,
    undoHunk: (header, path) => `Undo ${header} in ${path}`,
    redoHunk: (header, path) => `Redo ${header} in ${path}`,
    openHunk: (header, path) => `Open ${path} at ${header}`,
    hunks: (path) => `Hunks of ${path}`,
    blocked: {
      'no-fs': 'Undo needs file access from the host',
      inexact: 'Only snippets of this file are known: undo it in your editor',
      editing: 'The agent is still editing this file',
    },
    keepBlocked: 'The agent is still editing this file',
    undoneNote: "Undone: the agent's version is shown below; Redo puts it back.",
    changedSince: 'The file changed since the agent wrote it: undo hunk by hunk.',
    conflict: (hunks) => `These hunks no longer apply, nothing was written: ${hunks}`,
    io: (message) => `The file could not be written: ${message}`,
    noTextChange: 'No change in the text',
    keys: 'Up and Down move between files, Enter shows the changes',
  },
  'zh-CN': {
    label: '代理所做的更改',
    filesChanged: (count) => `${count} 个文件已更改`,
    announceCounts: (files, added, removed) => `${files} 个文件已更改，新增 ${added} 行，删除 ${removed} 行`,
    editing: (path) => `正在编辑 ${path}…`,
    lines: (added, removed) => `新增 ${added} 行，删除 ${removed} 行`,
    noChanges: '没有更改',
    review: '审阅',
    hideReview: '隐藏审阅',
    keepAll: '全部保留',
    undoAll: '全部撤销',
    scope: '显示的更改范围',
    thisTurn: '本轮',
    wholeSession: '整个会话',
    fileList: '已更改的文件',
    status: { added: '新增', modified: '已修改', deleted: '已删除', moved: '已移动' },
    movedFrom: (path) => `原为 ${path}`,
    evidence: { 'client-write': '通过编辑器写入', snapshot: '前后读取', 'tool-diff': '来自代理的片段' },
    notLocated: '未在文件中定位',
    separator: '；',
    reviewState: { pending: '待审阅', kept: '已保留', undone: '已撤销', mixed: '部分已审阅' },
    keep: '保留',
    undo: '撤销',
    redo: '重做',
    keepFile: (path) => `保留对 ${path} 的更改`,
    undoFile: (path) => `撤销对 ${path} 的更改`,
    redoFile: (path) => `重做对 ${path} 的更改`,
    showDiff: (path) => `对 ${path} 的更改`,
    open: (path) => `打开 ${path}`,
    keepHunk: (header, path) => `保留 ${path} 中的 ${header}`,
    undoHunk: (header, path) => `撤销 ${path} 中的 ${header}`,
    redoHunk: (header, path) => `重做 ${path} 中的 ${header}`,
    openHunk: (header, path) => `在 ${header} 处打开 ${path}`,
    hunks: (path) => `${path} 的更改块`,
    blocked: {
      'no-fs': '撤销需要宿主提供文件访问',
      inexact: '只知道此文件的片段：请在编辑器中撤销',
      editing: '代理仍在编辑此文件',
    },
    keepBlocked: '代理仍在编辑此文件',
    undoneNote: '已撤销：下方显示代理的版本，“重做”可将其恢复。',
    changedSince: '代理写入后文件已被更改：请逐块撤销。',
    conflict: (hunks) => `这些更改块已无法应用，未写入任何内容：${hunks}`,
    io: (message) => `无法写入文件：${message}`,
    noTextChange: '文本没有变化',
    keys: '上下键在文件间移动，Enter 显示更改',
  },
  'zh-TW': {
    label: '代理程式所做的變更',
    filesChanged: (count) => `${count} 個檔案已變更`,
    announceCounts: (files, added, removed) => `${files} 個檔案已變更，新增 ${added} 行，刪除 ${removed} 行`,
    editing: (path) => `正在編輯 ${path}…`,
    lines: (added, removed) => `新增 ${added} 行，刪除 ${removed} 行`,
    noChanges: '沒有變更',
    review: '檢閱',
    hideReview: '隱藏檢閱',
    keepAll: '全部保留',
    undoAll: '全部復原',
    scope: '顯示的變更範圍',
    thisTurn: '本輪',
    wholeSession: '整個工作階段',
    fileList: '已變更的檔案',
    status: { added: '新增', modified: '已修改', deleted: '已刪除', moved: '已移動' },
    movedFrom: (path) => `原為 ${path}`,
    evidence: { 'client-write': '透過編輯器寫入', snapshot: '前後讀取', 'tool-diff': '來自代理程式的片段' },
    notLocated: '未在檔案中定位',
    separator: '；',
    reviewState: { pending: '待檢閱', kept: '已保留', undone: '已復原', mixed: '部分已檢閱' },
    keep: '保留',
    undo: '復原',
    redo: '重做',
    keepFile: (path) => `保留對 ${path} 的變更`,
    undoFile: (path) => `復原對 ${path} 的變更`,
    redoFile: (path) => `重做對 ${path} 的變更`,
    showDiff: (path) => `對 ${path} 的變更`,
    open: (path) => `開啟 ${path}`,
    keepHunk: (header, path) => `保留 ${path} 中的 ${header}`,
    undoHunk: (header, path) => `復原 ${path} 中的 ${header}`,
    redoHunk: (header, path) => `重做 ${path} 中的 ${header}`,
    openHunk: (header, path) => `在 ${header} 處開啟 ${path}`,
    hunks: (path) => `${path} 的變更區塊`,
    blocked: {
      'no-fs': '復原需要主機提供檔案存取',
      inexact: '只知道此檔案的片段：請在編輯器中復原',
      editing: '代理程式仍在編輯此檔案',
    },
    keepBlocked: '代理程式仍在編輯此檔案',
    undoneNote: '已復原：下方顯示代理程式的版本，「重做」可將其還原。',
    changedSince: '代理程式寫入後檔案已被變更：請逐區塊復原。',
    conflict: (hunks) => `這些變更區塊已無法套用，未寫入任何內容：${hunks}`,
    io: (message) => `無法寫入檔案：${message}`,
    noTextChange: '文字沒有變化',
    keys: '上下鍵在檔案間移動，Enter 顯示變更',
  },
};
