// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of connection, in English, Simplified Chinese and Traditional Chinese. Reached through
 * `translationFor(lang).connection` (LocaleController's `t.connection`), so every string stays in the one
 * localization module that translations.ts assembles.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ConnectionStrings {}

export const connectionStrings: Record<'en' | 'zh-CN' | 'zh-TW', ConnectionStrings> = {
  en: {},
  'zh-CN': {},
  'zh-TW': {},
};
