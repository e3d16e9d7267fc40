// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of terminal-view, in English, Simplified Chinese and Traditional Chinese. Reached through
 * `translationFor(lang).terminal` (LocaleController's `t.terminal`), so every string stays in the one
 * localization module that translations.ts assembles.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TerminalViewStrings {}

export const terminalStrings: Record<'en' | 'zh-CN' | 'zh-TW', TerminalViewStrings> = {
  en: {},
  'zh-CN': {},
  'zh-TW': {},
};
