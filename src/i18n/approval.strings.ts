// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of what an approval makes visible (hidden characters, mixed scripts, Punycode hosts,
 * risky command segments), in English, Simplified Chinese and Traditional Chinese. Part of the
 * permission prompt's set (`t.permission.approval`): the card's title and the terminal's command
 * line use the hidden-character names too, and the permission strings are always loaded.
 */
import type { RiskReason } from '../approval/shell-risks.js';

export interface ApprovalStrings {
  /** The prompt's warning when a command, title, URL or path holds hidden characters. */
  hiddenWarning: string;
  /** Words that mix Latin with Cyrillic or Greek letters. */
  mixedScript: (words: string) => string;
  /** A host whose Punycode form and decoded form differ. */
  punycode: (unicode: string, ascii: string) => string;
  /** Summary of a risky command: the reasons, joined. */
  risky: (reasons: string) => string;
  /** Label of the warnings list. */
  warnings: string;
  /** Label of the list of a chained command's segments. */
  segments: string;
  /** What each risk is called. */
  reasons: Record<RiskReason, string>;
  /** Joins reasons (", " / "、"). */
  separator: string;
}

export const approvalStrings: Record<'en' | 'zh-CN' | 'zh-TW', ApprovalStrings> = {
  en: {
    hiddenWarning: 'Contains hidden characters, shown as <U+…> markers.',
    mixedScript: (words) => `Mixes Latin with Cyrillic or Greek letters: ${words}`,
    punycode: (unicode, ascii) => `Host ${unicode} is really ${ascii}`,
    risky: (reasons) => `Risky: ${reasons}`,
    warnings: 'Warnings',
    segments: 'What this command runs',
    reasons: {
      'recursive-delete': 'recursive delete',
      'download-to-shell': 'runs a download in a shell',
      privilege: 'runs as another user (sudo)',
      'world-writable': 'makes files writable by everyone',
      'device-write': 'writes to a disk device',
      'system-write': 'writes to a system or login file',
      'force-push': 'force push',
      eval: 'evaluates text as code',
      'fork-bomb': 'fork bomb',
    },
    separator: ', ',
  },
  'zh-CN': {
    hiddenWarning: '含有隐藏字符，以 <U+…> 标记显示。',
    mixedScript: (words) => `混用拉丁字母与西里尔或希腊字母：${words}`,
    punycode: (unicode, ascii) => `主机 ${unicode} 实际为 ${ascii}`,
    risky: (reasons) => `有风险：${reasons}`,
    warnings: '警告',
    segments: '此命令会运行',
    reasons: {
      'recursive-delete': '递归删除',
      'download-to-shell': '在 shell 中运行下载的内容',
      privilege: '以其他用户身份运行（sudo）',
      'world-writable': '使文件对所有人可写',
      'device-write': '写入磁盘设备',
      'system-write': '写入系统或登录文件',
      'force-push': '强制推送',
      eval: '将文本作为代码执行',
      'fork-bomb': 'fork 炸弹',
    },
    separator: '、',
  },
  'zh-TW': {
    hiddenWarning: '含有隱藏字元，以 <U+…> 標記顯示。',
    mixedScript: (words) => `混用拉丁字母與西里爾或希臘字母：${words}`,
    punycode: (unicode, ascii) => `主機 ${unicode} 實際為 ${ascii}`,
    risky: (reasons) => `有風險：${reasons}`,
    warnings: '警告',
    segments: '此命令會執行',
    reasons: {
      'recursive-delete': '遞迴刪除',
      'download-to-shell': '在 shell 中執行下載的內容',
      privilege: '以其他使用者身分執行（sudo）',
      'world-writable': '使檔案對所有人可寫入',
      'device-write': '寫入磁碟裝置',
      'system-write': '寫入系統或登入檔案',
      'force-push': '強制推送',
      eval: '將文字當作程式碼執行',
      'fork-bomb': 'fork 炸彈',
    },
    separator: '、',
  },
};
