// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of connection, in English, Simplified Chinese and Traditional Chinese. Reached through
 * `translationFor(lang).connection` (LocaleController's `t.connection`), so every string stays in the one
 * localization module that translations.ts assembles.
 */
export interface ConnectionStrings {
  /** Accessible name of the status region. */
  label: string;
  /** Shown when no connection is set. */
  none: string;
  connecting: string;
  initializing: string;
  ready: string;
  /** Ready, in observe mode. */
  observing: string;
  reconnecting: string;
  closed: string;
  failed: string;
  /** The agent asks the user to sign in (the agent's message follows as the detail). */
  'sign-in-required': string;
  /** "retry in 4 s" while reconnecting. */
  retryIn: (seconds: number) => string;
  /** "attempt 3" while reconnecting. */
  attempt: (n: number) => string;
  /** Names the agent once initialize told us its name. */
  agent: (name: string) => string;
  retryNow: string;
}

export const connectionStrings: Record<'en' | 'zh-CN' | 'zh-TW', ConnectionStrings> = {
  en: {
    label: 'Agent connection',
    none: 'Not connected',
    connecting: 'Connecting…',
    initializing: 'Starting the session…',
    ready: 'Connected',
    observing: 'Watching (read-only)',
    reconnecting: 'Reconnecting',
    closed: 'Disconnected',
    failed: 'Connection failed',
    'sign-in-required': 'Sign-in required',
    retryIn: (seconds) => `retry in ${seconds} s`,
    attempt: (n) => `attempt ${n}`,
    agent: (name) => `to ${name}`,
    retryNow: 'Retry now',
  },
  'zh-CN': {
    label: '代理连接',
    none: '未连接',
    connecting: '正在连接…',
    initializing: '正在启动会话…',
    ready: '已连接',
    observing: '正在观看（只读）',
    reconnecting: '正在重新连接',
    closed: '已断开连接',
    failed: '连接失败',
    'sign-in-required': '需要登录',
    retryIn: (seconds) => `${seconds} 秒后重试`,
    attempt: (n) => `第 ${n} 次尝试`,
    agent: (name) => `到 ${name}`,
    retryNow: '立即重试',
  },
  'zh-TW': {
    label: '代理程式連線',
    none: '未連線',
    connecting: '正在連線…',
    initializing: '正在啟動工作階段…',
    ready: '已連線',
    observing: '正在觀看（唯讀）',
    reconnecting: '正在重新連線',
    closed: '已中斷連線',
    failed: '連線失敗',
    'sign-in-required': '需要登入',
    retryIn: (seconds) => `${seconds} 秒後重試`,
    attempt: (n) => `第 ${n} 次嘗試`,
    agent: (name) => `至 ${name}`,
    retryNow: '立即重試',
  },
};
