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
  },
};
