// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of agent-sign-in, in English, Simplified Chinese and Traditional Chinese, reached through
 * `translationFor(lang).signIn` (LocaleController's `t.signIn`). The element brings them when it
 * loads (provideStrings).
 */
export interface AgentSignInStrings {
  /** The heading while a sign-in is asked for (`name` undefined: the agent did not say its name). */
  heading: (name: string | undefined) => string;
  /** The heading once signed in (shown with `always`). */
  signedInHeading: (name: string | undefined) => string;
  /** The list of methods' accessible name. */
  methods: string;
  /** An agent that lists no methods. */
  noMethods: string;
  /** `agent` methods. */
  signIn: string;
  signingIn: string;
  tryAgain: string;
  /** `authenticate` failed; `message` is the agent's ('' when it sent none). */
  failed: (message: string) => string;
  /** `terminal` methods, when the bridge can run the program. */
  signInInTerminal: string;
  /** Above the running program. */
  terminalHint: string;
  cancel: string;
  /** How the program ended. */
  terminalSignedIn: string;
  terminalExitCode: (code: number) => string;
  terminalSignal: (signal: string) => string;
  /** Ended with neither an exit code nor a signal. */
  terminalEnded: string;
  terminalCancelled: string;
  terminalError: (message: string) => string;
  /** `terminal` methods without a terminal here: run the command yourself. */
  runInShell: string;
  /** The terminal was asked for, and none came. */
  noTerminal: string;
  /** Stands for the agent's command when the host did not give it. */
  agentCommandPlaceholder: string;
  copyCommand: string;
  copied: string;
  retryAfterShell: string;
  /** `env_var` methods. */
  envSave: string;
  envHint: string;
  /** Without the bridge's support for variables: set them yourself. */
  envUnavailable: string;
  optional: string;
  envMissing: (label: string) => string;
  /** A method of a type this library does not know. */
  unsupported: string;
  signOut: string;
  /** Announced when the view appears and once signed in. */
  announceRequired: (heading: string, message: string) => string;
  announceSignedIn: (name: string | undefined) => string;
}

export const agentSignInStrings: Record<'en' | 'zh-CN' | 'zh-TW', AgentSignInStrings> = {
  en: {
    heading: (name) => (name ? `Sign in to ${name}` : 'Sign in to the agent'),
    signedInHeading: (name) => (name ? `Signed in to ${name}` : 'Signed in to the agent'),
    methods: 'Ways to sign in',
    noMethods: 'The agent lists no way to sign in.',
    signIn: 'Sign in',
    signingIn: 'Signing in…',
    tryAgain: 'Try again',
    failed: (message) => (message ? `Sign-in failed: ${message}` : 'Sign-in failed.'),
    signInInTerminal: 'Sign in in a terminal',
    terminalHint: 'The sign-in program runs below. Type into it as it asks; Tab leaves the terminal.',
    cancel: 'Cancel',
    terminalSignedIn: 'Signed in',
    terminalExitCode: (code) => `The sign-in program ended with code ${code}`,
    terminalSignal: (signal) => `The sign-in program was stopped (${signal})`,
    terminalEnded: 'The sign-in program ended without signing in',
    terminalCancelled: 'Sign-in cancelled',
    terminalError: (message) => `The sign-in program could not run: ${message}`,
    runInShell: 'Run this command in a shell, then come back:',
    noTerminal: 'No terminal could be opened here. Run this command in a shell, then come back:',
    agentCommandPlaceholder: '<agent command>',
    copyCommand: 'Copy command',
    copied: 'Copied',
    retryAfterShell: 'I’ve signed in — retry',
    envSave: 'Save and restart the agent',
    envHint: 'Sent only to the bridge, which restarts the agent with it. This page does not keep it.',
    envUnavailable: 'Set these variables where the agent runs, then restart it:',
    optional: 'optional',
    envMissing: (label) => `Enter a value for ${label}.`,
    unsupported: 'This sign-in method is not supported here.',
    signOut: 'Sign out',
    announceRequired: (heading, message) => (message ? `${heading}: ${message}` : heading),
    announceSignedIn: (name) => (name ? `Signed in to ${name}` : 'Signed in'),
  },
  'zh-CN': {
    heading: (name) => (name ? `登录 ${name}` : '登录代理'),
    signedInHeading: (name) => (name ? `已登录 ${name}` : '已登录代理'),
    methods: '登录方式',
    noMethods: '代理未提供任何登录方式。',
    signIn: '登录',
    signingIn: '正在登录…',
    tryAgain: '重试',
    failed: (message) => (message ? `登录失败：${message}` : '登录失败。'),
    signInInTerminal: '在终端中登录',
    terminalHint: '登录程序在下方运行。请按提示输入；按 Tab 键可离开终端。',
    cancel: '取消',
    terminalSignedIn: '已登录',
    terminalExitCode: (code) => `登录程序已结束，退出代码 ${code}`,
    terminalSignal: (signal) => `登录程序已被终止（${signal}）`,
    terminalEnded: '登录程序已结束，未完成登录',
    terminalCancelled: '已取消登录',
    terminalError: (message) => `无法运行登录程序：${message}`,
    runInShell: '请在 shell 中运行此命令，然后返回：',
    noTerminal: '此处无法打开终端。请在 shell 中运行此命令，然后返回：',
    agentCommandPlaceholder: '<代理命令>',
    copyCommand: '复制命令',
    copied: '已复制',
    retryAfterShell: '我已登录，重试',
    envSave: '保存并重启代理',
    envHint: '仅发送给桥接程序，由其带着该值重启代理。此页面不会保存它。',
    envUnavailable: '请在代理运行的环境中设置这些变量，然后重启代理：',
    optional: '可选',
    envMissing: (label) => `请输入 ${label} 的值。`,
    unsupported: '此处不支持这种登录方式。',
    signOut: '退出登录',
    announceRequired: (heading, message) => (message ? `${heading}：${message}` : heading),
    announceSignedIn: (name) => (name ? `已登录 ${name}` : '已登录'),
  },
  'zh-TW': {
    heading: (name) => (name ? `登入 ${name}` : '登入代理程式'),
    signedInHeading: (name) => (name ? `已登入 ${name}` : '已登入代理程式'),
    methods: '登入方式',
    noMethods: '代理程式未提供任何登入方式。',
    signIn: '登入',
    signingIn: '正在登入…',
    tryAgain: '再試一次',
    failed: (message) => (message ? `登入失敗：${message}` : '登入失敗。'),
    signInInTerminal: '在終端機中登入',
    terminalHint: '登入程式在下方執行。請依提示輸入；按 Tab 鍵可離開終端機。',
    cancel: '取消',
    terminalSignedIn: '已登入',
    terminalExitCode: (code) => `登入程式已結束，結束代碼 ${code}`,
    terminalSignal: (signal) => `登入程式已被終止（${signal}）`,
    terminalEnded: '登入程式已結束，未完成登入',
    terminalCancelled: '已取消登入',
    terminalError: (message) => `無法執行登入程式：${message}`,
    runInShell: '請在 shell 中執行此命令，然後返回：',
    noTerminal: '此處無法開啟終端機。請在 shell 中執行此命令，然後返回：',
    agentCommandPlaceholder: '<代理程式命令>',
    copyCommand: '複製命令',
    copied: '已複製',
    retryAfterShell: '我已登入，重試',
    envSave: '儲存並重新啟動代理程式',
    envHint: '只會傳送給橋接程式，由它帶著此值重新啟動代理程式。此頁面不會保留它。',
    envUnavailable: '請在代理程式執行的環境中設定這些變數，然後重新啟動它：',
    optional: '選用',
    envMissing: (label) => `請輸入 ${label} 的值。`,
    unsupported: '此處不支援這種登入方式。',
    signOut: '登出',
    announceRequired: (heading, message) => (message ? `${heading}：${message}` : heading),
    announceSignedIn: (name) => (name ? `已登入 ${name}` : '已登入'),
  },
};
