// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of diff-view, in English, Simplified Chinese and Traditional Chinese. Reached through
 * `translationFor(lang).diff` (LocaleController's `t.diff`), so every string stays in the one
 * localization module that translations.ts assembles.
 */
export interface DiffViewStrings {
  /** Accessible name of the diff body: "Changes to <path>". */
  region: (path: string) => string;
  view: string;
  unified: string;
  split: string;
  copyNewText: string;
  copyPatch: string;
  copied: string;
  added: string;
  deleted: string;
  moved: string;
  copiedFile: string;
  binary: string;
  counts: (added: number, removed: number) => string;
  noChanges: string;
  computing: string;
  expandUp: string;
  expandDown: string;
  expandAll: string;
  hiddenLines: (count: number) => string;
  noNewline: string;
  lineEndings: (from: string, to: string) => string;
  binaryNote: (size: string) => string;
  largeNote: (size: string) => string;
  renderAnyway: string;
  openLine: (line: number) => string;
  /** Accessible names of line-number buttons (they contain the number shown). */
  oldLine: (line: number) => string;
  newLine: (line: number) => string;
  noPatch: string;
  emptyFile: string;
}

export const diffStrings: Record<'en' | 'zh-CN' | 'zh-TW', DiffViewStrings> = {
  en: {
    region: (path) => `Changes to ${path}`,
    view: 'Diff layout',
    unified: 'Unified',
    split: 'Split',
    copyNewText: 'Copy new text',
    copyPatch: 'Copy patch',
    copied: 'Copied',
    added: 'New',
    deleted: 'Deleted',
    moved: 'Moved',
    copiedFile: 'Copied',
    binary: 'Binary',
    counts: (added, removed) =>
      `${added} ${added === 1 ? 'addition' : 'additions'}, ${removed} ${removed === 1 ? 'deletion' : 'deletions'}`,
    noChanges: 'No changes',
    computing: 'Computing the diff…',
    expandUp: 'Show lines above',
    expandDown: 'Show lines below',
    expandAll: 'Show all hidden lines',
    hiddenLines: (count) => `${count} unchanged ${count === 1 ? 'line' : 'lines'}`,
    noNewline: 'No newline at end of file',
    lineEndings: (from, to) => `Line endings ${from} → ${to}`,
    binaryNote: (size) => `This looks like a binary file (${size}).`,
    largeNote: (size) => `This diff is large (${size}) and may be slow to show.`,
    renderAnyway: 'Show anyway',
    openLine: (line) => `Open line ${line}`,
    oldLine: (line) => `Old line ${line}`,
    newLine: (line) => `New line ${line}`,
    noPatch: 'The agent sent no patch for this file.',
    emptyFile: 'Empty file',
  },
  'zh-CN': {
    region: (path) => `${path} 的更改`,
    view: '差异布局',
    unified: '统一',
    split: '并排',
    copyNewText: '复制新文本',
    copyPatch: '复制补丁',
    copied: '已复制',
    added: '新文件',
    deleted: '已删除',
    moved: '已移动',
    copiedFile: '已复制',
    binary: '二进制',
    counts: (added, removed) => `${added} 行新增，${removed} 行删除`,
    noChanges: '没有更改',
    computing: '正在计算差异…',
    expandUp: '显示上方的行',
    expandDown: '显示下方的行',
    expandAll: '显示全部隐藏的行',
    hiddenLines: (count) => `${count} 行未更改`,
    noNewline: '文件末尾没有换行符',
    lineEndings: (from, to) => `行尾 ${from} → ${to}`,
    binaryNote: (size) => `这似乎是二进制文件（${size}）。`,
    largeNote: (size) => `此差异较大（${size}），显示可能较慢。`,
    renderAnyway: '仍然显示',
    openLine: (line) => `打开第 ${line} 行`,
    oldLine: (line) => `旧文件第 ${line} 行`,
    newLine: (line) => `新文件第 ${line} 行`,
    noPatch: '代理未发送此文件的补丁。',
    emptyFile: '空文件',
  },
  'zh-TW': {
    region: (path) => `${path} 的變更`,
    view: '差異版面配置',
    unified: '整合',
    split: '並排',
    copyNewText: '複製新文字',
    copyPatch: '複製修補程式',
    copied: '已複製',
    added: '新檔案',
    deleted: '已刪除',
    moved: '已移動',
    copiedFile: '已複製',
    binary: '二進位',
    counts: (added, removed) => `${added} 行新增，${removed} 行刪除`,
    noChanges: '沒有變更',
    computing: '正在計算差異…',
    expandUp: '顯示上方的行',
    expandDown: '顯示下方的行',
    expandAll: '顯示所有隱藏的行',
    hiddenLines: (count) => `${count} 行未變更`,
    noNewline: '檔案結尾沒有換行字元',
    lineEndings: (from, to) => `行尾 ${from} → ${to}`,
    binaryNote: (size) => `這似乎是二進位檔案（${size}）。`,
    largeNote: (size) => `此差異較大（${size}），顯示可能較慢。`,
    renderAnyway: '仍要顯示',
    openLine: (line) => `開啟第 ${line} 行`,
    oldLine: (line) => `舊檔案第 ${line} 行`,
    newLine: (line) => `新檔案第 ${line} 行`,
    noPatch: '代理程式未傳送此檔案的修補程式。',
    emptyFile: '空白檔案',
  },
};
