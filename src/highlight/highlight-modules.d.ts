// SPDX-License-Identifier: Apache-2.0
// highlight.js's `lib/core` and per-language entry points have no types of their own.
declare module 'highlight.js/lib/core' {
  const hljs: import('highlight.js').HLJSApi;
  export default hljs;
}
declare module 'highlight.js/lib/languages/*' {
  const language: import('highlight.js').LanguageFn;
  export default language;
}
