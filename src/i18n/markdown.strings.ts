// SPDX-License-Identifier: Apache-2.0
/**
 * Strings of rendered markdown (src/markdown: a code block's copy button), in English, Simplified
 * Chinese and Traditional Chinese. They come with the markdown renderer, which loads on demand
 * (`provideStrings('markdown', …)`); reached through `translationFor(lang).markdown`.
 */
export interface MarkdownStrings {
  /** A code block's copy button. */
  copyCode: string;
}

export const markdownStrings: Record<'en' | 'zh-CN' | 'zh-TW', MarkdownStrings> = {
  en: { copyCode: 'Copy code' },
  'zh-CN': { copyCode: '复制代码' },
  'zh-TW': { copyCode: '複製程式碼' },
};
