// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of location-follower, in English, Simplified Chinese and Traditional Chinese. Reached through
 * `translationFor(lang).follower` (LocaleController's `t.follower`), so every string stays in the one
 * localization module that translations.ts assembles.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LocationFollowerStrings {}

export const followerStrings: Record<'en' | 'zh-CN' | 'zh-TW', LocationFollowerStrings> = {
  en: {},
  'zh-CN': {},
  'zh-TW': {},
};
