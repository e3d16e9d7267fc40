// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of diff-view, in English, Simplified Chinese and Traditional Chinese. Reached through
 * `translationFor(lang).diff` (LocaleController's `t.diff`), so every string stays in the one
 * localization module that translations.ts assembles.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DiffViewStrings {}

export const diffStrings: Record<'en' | 'zh-CN' | 'zh-TW', DiffViewStrings> = {
  en: {},
  'zh-CN': {},
  'zh-TW': {},
};
