// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of permission-prompt, in English, Simplified Chinese and Traditional Chinese. Reached through
 * `translationFor(lang).permission` (LocaleController's `t.permission`), so every string stays in the one
 * localization module that translations.ts assembles.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PermissionPromptStrings {}

export const permissionStrings: Record<'en' | 'zh-CN' | 'zh-TW', PermissionPromptStrings> = {
  en: {},
  'zh-CN': {},
  'zh-TW': {},
};
