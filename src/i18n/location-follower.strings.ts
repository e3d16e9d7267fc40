// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of location-follower, in English, Simplified Chinese and Traditional Chinese. Reached through
 * `translationFor(lang).follower` (LocaleController's `t.follower`), so every string stays in the one
 * localization module that translations.ts assembles.
 */
export interface LocationFollowerStrings {
  /** The element's accessible name. */
  label: string;
  /** The follow toggle's label (its pressed state says whether it is on). */
  follow: string;
  /** No call has reported a location yet. */
  noLocation: string;
  /** Heading of the trail. */
  trail: string;
  /** Visit count of a trail entry. */
  visits: (count: number) => string;
  /** Accessible name of a location button. */
  open: (location: string) => string;
  /** Announced when the user turns following on or off. */
  followOn: string;
  followOff: string;
}

export const followerStrings: Record<'en' | 'zh-CN' | 'zh-TW', LocationFollowerStrings> = {
  en: {
    label: 'Agent location',
    follow: 'Follow the agent',
    noLocation: 'No file location yet',
    trail: 'Recent locations',
    visits: (count) => `${count} ${count === 1 ? 'visit' : 'visits'}`,
    open: (location) => `Open ${location}`,
    followOn: 'Following the agent',
    followOff: 'Stopped following the agent',
  },
  'zh-CN': {
    label: '代理位置',
    follow: '跟随代理',
    noLocation: '尚无文件位置',
    trail: '最近位置',
    visits: (count) => `访问 ${count} 次`,
    open: (location) => `打开 ${location}`,
    followOn: '正在跟随代理',
    followOff: '已停止跟随代理',
  },
  'zh-TW': {
    label: '代理程式位置',
    follow: '跟隨代理程式',
    noLocation: '尚無檔案位置',
    trail: '最近位置',
    visits: (count) => `造訪 ${count} 次`,
    open: (location) => `開啟 ${location}`,
    followOn: '正在跟隨代理程式',
    followOff: '已停止跟隨代理程式',
  },
};
