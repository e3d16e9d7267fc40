// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of prompt-input, in English, Simplified Chinese and Traditional Chinese, reached
 * through `translationFor(lang).prompt` (LocaleController's `t.prompt`).
 */
export interface PromptInputStrings {
  /** The text box's accessible name. */
  label: string;
  /** The empty box's placeholder. */
  placeholder: string;
  /** The send button. */
  send: string;
  /** The send button while a turn runs: the text waits in the queue. */
  addToQueue: string;
  /** The button that stops the running turn. */
  stop: string;
  /** The slash-command listbox's accessible name. */
  commands: string;
  /** Announced when the command menu opens or its matches change. */
  commandCount: (count: number) => string;
  /** The queue's accessible name. */
  queue: string;
  /** Announced when a message joins the queue. */
  queued: (count: number) => string;
  /** A queued message's actions, by its place in the queue (1 = next). */
  editItem: (position: number) => string;
  removeItem: (position: number) => string;
  sendItemNow: (position: number) => string;
  /** The queue waits after a stopped turn. */
  paused: string;
  /** Sends the queue's next message and lets the rest follow. */
  resume: string;
  /** The mention listbox's accessible name. */
  mentions: string;
  /** Announced when the mention menu's matches change. */
  mentionCount: (count: number) => string;
  /** The mention menu while the host's provider takes a moment. */
  searching: string;
  /** The mention menu when the provider found nothing. */
  noMentions: string;
  /** The kinds of mention, for the icon's name. */
  mentionKinds: { file: string; folder: string; symbol: string; url: string };
  /** The attach button (images or audio, as the agent accepts). */
  attach: string;
  /** The list of attachments' accessible name. */
  attachments: string;
  /** An attachment's remove button. */
  removeAttachment: (name: string) => string;
  /** Announced when an attachment is removed (its button, or Backspace in an empty box). */
  attachmentRemoved: (name: string) => string;
  /** Why a file was not attached. */
  refusedType: (name: string) => string;
  refusedImage: (name: string) => string;
  refusedAudio: (name: string) => string;
  refusedCount: (name: string, max: number) => string;
  refusedSize: (name: string, max: string) => string;
  /** Closes the refusal messages. */
  dismiss: string;
  /** The chip a large paste becomes in the text (its content goes out in its place). */
  pastedText: (lines: number, shown: string) => string;
}

export const promptInputStrings: Record<'en' | 'zh-CN' | 'zh-TW', PromptInputStrings> = {
  en: {
    label: 'Message to the agent',
    placeholder: 'Message the agent, / for commands',
    send: 'Send',
    addToQueue: 'Add to queue',
    stop: 'Stop',
    commands: 'Commands',
    commandCount: (count) => (count === 1 ? '1 command' : `${count} commands`),
    queue: 'Queued messages',
    queued: (count) => (count === 1 ? 'Message queued' : `Message queued, ${count} waiting`),
    editItem: (position) => `Edit queued message ${position}`,
    removeItem: (position) => `Remove queued message ${position}`,
    sendItemNow: (position) => `Send queued message ${position} now`,
    paused: 'Queue paused: the turn was stopped.',
    resume: 'Resume',
    mentions: 'Files and symbols',
    mentionCount: (count) => (count === 1 ? '1 match' : `${count} matches`),
    searching: 'Searching…',
    noMentions: 'No matches',
    mentionKinds: { file: 'File', folder: 'Folder', symbol: 'Symbol', url: 'Link' },
    attach: 'Attach images or audio',
    attachments: 'Attachments',
    removeAttachment: (name) => `Remove ${name}`,
    attachmentRemoved: (name) => `${name} removed`,
    refusedType: (name) => `${name} was not attached: only images and audio can be attached.`,
    refusedImage: (name) => `${name} was not attached: this agent does not accept images.`,
    refusedAudio: (name) => `${name} was not attached: this agent does not accept audio.`,
    refusedCount: (name, max) => `${name} was not attached: a message takes at most ${max} attachments.`,
    refusedSize: (name, max) => `${name} was not attached: it is larger than ${max}.`,
    dismiss: 'Dismiss',
    pastedText: (lines, shown) => `[Pasted text · ${shown} ${lines === 1 ? 'line' : 'lines'}]`,
  },
  'zh-CN': {
    label: '发给代理的消息',
    placeholder: '向代理发送消息，输入 / 使用命令',
    send: '发送',
    addToQueue: '加入队列',
    stop: '停止',
    commands: '命令',
    commandCount: (count) => `${count} 个命令`,
    queue: '排队中的消息',
    queued: (count) => (count === 1 ? '消息已加入队列' : `消息已加入队列，共 ${count} 条等待中`),
    editItem: (position) => `编辑排队中的第 ${position} 条消息`,
    removeItem: (position) => `移除排队中的第 ${position} 条消息`,
    sendItemNow: (position) => `立即发送排队中的第 ${position} 条消息`,
    paused: '队列已暂停：本轮已停止。',
    resume: '继续',
    mentions: '文件和符号',
    mentionCount: (count) => `${count} 个匹配项`,
    searching: '正在搜索…',
    noMentions: '无匹配项',
    mentionKinds: { file: '文件', folder: '文件夹', symbol: '符号', url: '链接' },
    attach: '附加图片或音频',
    attachments: '附件',
    removeAttachment: (name) => `移除 ${name}`,
    attachmentRemoved: (name) => `已移除 ${name}`,
    refusedType: (name) => `未附加 ${name}：只能附加图片和音频。`,
    refusedImage: (name) => `未附加 ${name}：此代理不接受图片。`,
    refusedAudio: (name) => `未附加 ${name}：此代理不接受音频。`,
    refusedCount: (name, max) => `未附加 ${name}：一条消息最多 ${max} 个附件。`,
    refusedSize: (name, max) => `未附加 ${name}：文件大于 ${max}。`,
    dismiss: '关闭',
    pastedText: (_, shown) => `[粘贴的文本 · ${shown} 行]`,
  },
  'zh-TW': {
    label: '傳送給代理程式的訊息',
    placeholder: '傳送訊息給代理程式，輸入 / 使用命令',
    send: '傳送',
    addToQueue: '加入佇列',
    stop: '停止',
    commands: '命令',
    commandCount: (count) => `${count} 個命令`,
    queue: '佇列中的訊息',
    queued: (count) => (count === 1 ? '訊息已加入佇列' : `訊息已加入佇列，共 ${count} 則等待中`),
    editItem: (position) => `編輯佇列中的第 ${position} 則訊息`,
    removeItem: (position) => `移除佇列中的第 ${position} 則訊息`,
    sendItemNow: (position) => `立即傳送佇列中的第 ${position} 則訊息`,
    paused: '佇列已暫停：此回合已停止。',
    resume: '繼續',
    mentions: '檔案和符號',
    mentionCount: (count) => `${count} 個相符項目`,
    searching: '正在搜尋…',
    noMentions: '沒有相符的項目',
    mentionKinds: { file: '檔案', folder: '資料夾', symbol: '符號', url: '連結' },
    attach: '附加影像或音訊',
    attachments: '附件',
    removeAttachment: (name) => `移除 ${name}`,
    attachmentRemoved: (name) => `已移除 ${name}`,
    refusedType: (name) => `未附加 ${name}：只能附加影像和音訊。`,
    refusedImage: (name) => `未附加 ${name}：此代理程式不接受影像。`,
    refusedAudio: (name) => `未附加 ${name}：此代理程式不接受音訊。`,
    refusedCount: (name, max) => `未附加 ${name}：一則訊息最多 ${max} 個附件。`,
    refusedSize: (name, max) => `未附加 ${name}：檔案大於 ${max}。`,
    dismiss: '關閉',
    pastedText: (_, shown) => `[貼上的文字 · ${shown} 行]`,
  },
};
