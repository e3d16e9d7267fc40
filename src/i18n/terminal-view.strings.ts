// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of terminal-view, in English, Simplified Chinese and Traditional Chinese. Reached through
 * `translationFor(lang).terminal` (LocaleController's `t.terminal`), so every string stays in the one
 * localization module that translations.ts assembles.
 */
export interface TerminalViewStrings {
  /** The element's accessible name: command (when known) and status. */
  label: (command: string | undefined, status: string) => string;
  /** The header's title when no command is known (static text): a header of only buttons reads as an empty bar. */
  title: string;
  running: string;
  /** Exit code 0. */
  succeeded: string;
  exitCode: (code: number) => string;
  /** Exit status reported without a code or signal. */
  exited: string;
  killed: (signal: string) => string;
  /** Released (or killed) before any exit status arrived. */
  released: string;
  truncated: string;
  truncatedDetail: string;
  workingDirectory: string;
  copyOutput: string;
  copied: string;
  find: string;
  findNext: string;
  findPrevious: string;
  closeFind: string;
  noMatches: string;
  matchCount: (index: number, count: number) => string;
  showMore: string;
  showLess: string;
  noOutput: string;
  unavailable: string;
  /** Interactive: the accessible name of the emulator's input. */
  input: string;
}

export const terminalStrings: Record<'en' | 'zh-CN' | 'zh-TW', TerminalViewStrings> = {
  en: {
    label: (command, status) => (command ? `Terminal output for ${command}: ${status}` : `Terminal output: ${status}`),
    title: 'Terminal',
    running: 'Running',
    succeeded: 'Succeeded',
    exitCode: (code) => `Exit code ${code}`,
    exited: 'Exited',
    killed: (signal) => `Killed (${signal})`,
    released: 'Stopped',
    truncated: 'Truncated',
    truncatedDetail: 'The output was cut to its end: earlier output is not available.',
    workingDirectory: 'Working directory',
    copyOutput: 'Copy output',
    copied: 'Copied',
    find: 'Find in output',
    findNext: 'Next match',
    findPrevious: 'Previous match',
    closeFind: 'Close find',
    noMatches: 'No results',
    matchCount: (index, count) => `${index} of ${count}`,
    showMore: 'Show more',
    showLess: 'Show less',
    noOutput: 'No output',
    unavailable: 'Terminal output is not available to this view.',
    input: 'Terminal input',
  },
  'zh-CN': {
    label: (command, status) => (command ? `${command} 的终端输出：${status}` : `终端输出：${status}`),
    title: '终端',
    running: '运行中',
    succeeded: '成功',
    exitCode: (code) => `退出代码 ${code}`,
    exited: '已退出',
    killed: (signal) => `已终止（${signal}）`,
    released: '已停止',
    truncated: '已截断',
    truncatedDetail: '输出已被截断，只保留末尾部分：更早的输出不可用。',
    workingDirectory: '工作目录',
    copyOutput: '复制输出',
    copied: '已复制',
    find: '在输出中查找',
    findNext: '下一个匹配项',
    findPrevious: '上一个匹配项',
    closeFind: '关闭查找',
    noMatches: '无结果',
    matchCount: (index, count) => `第 ${index} 个，共 ${count} 个`,
    showMore: '显示更多',
    showLess: '收起',
    noOutput: '无输出',
    unavailable: '此视图无法获取终端输出。',
    input: '终端输入',
  },
  'zh-TW': {
    label: (command, status) => (command ? `${command} 的終端機輸出：${status}` : `終端機輸出：${status}`),
    title: '終端機',
    running: '執行中',
    succeeded: '成功',
    exitCode: (code) => `結束代碼 ${code}`,
    exited: '已結束',
    killed: (signal) => `已終止（${signal}）`,
    released: '已停止',
    truncated: '已截斷',
    truncatedDetail: '輸出已被截斷，只保留結尾部分：較早的輸出無法取得。',
    workingDirectory: '工作目錄',
    copyOutput: '複製輸出',
    copied: '已複製',
    find: '在輸出中尋找',
    findNext: '下一個相符項目',
    findPrevious: '上一個相符項目',
    closeFind: '關閉尋找',
    noMatches: '沒有結果',
    matchCount: (index, count) => `第 ${index} 個，共 ${count} 個`,
    showMore: '顯示更多',
    showLess: '收合',
    noOutput: '無輸出',
    unavailable: '此檢視無法取得終端機輸出。',
    input: '終端機輸入',
  },
};
