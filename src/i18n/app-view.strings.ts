// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of app views (MCP Apps HTML in tool results, see src/content/app-view.ts), in English,
 * Simplified Chinese and Traditional Chinese. Reached through `translationFor(lang).appView`.
 */
export interface AppViewStrings {
  /** The frame's accessible name. */
  title: (name: string) => string;
  /** Under the HTML source when the host has not set `allow-app-views`. */
  disabled: string;
  /** Under the HTML source when it is over the size cap. */
  tooLarge: (size: string) => string;
  /** Under the HTML source when the page's Trusted Types policy does not let the library make the frame's document. */
  blocked: string;
}

export const appViewStrings: Record<'en' | 'zh-CN' | 'zh-TW', AppViewStrings> = {
  en: {
    title: (name) => `App view: ${name}`,
    disabled: 'App view disabled by the host',
    tooLarge: (size) => `App view too large to show (${size})`,
    blocked: 'App view blocked by the page’s security policy',
  },
  'zh-CN': {
    title: (name) => `应用视图：${name}`,
    disabled: '宿主已停用应用视图',
    tooLarge: (size) => `应用视图过大，无法显示（${size}）`,
    blocked: '页面的安全策略阻止了应用视图',
  },
  'zh-TW': {
    title: (name) => `應用程式檢視：${name}`,
    disabled: '主機已停用應用程式檢視',
    tooLarge: (size) => `應用程式檢視過大，無法顯示（${size}）`,
    blocked: '頁面的安全性原則已封鎖應用程式檢視',
  },
};
