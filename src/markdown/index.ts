// SPDX-License-Identifier: Apache-2.0
/** Safe markdown for agent text: Lit templates built from marked's tokens, never HTML strings. */
export {
  loadMarkdown,
  markdownLoaded,
  MAX_MARKDOWN_DEPTH,
  MAX_MARKDOWN_LENGTH,
  renderInlineMarkdown,
  renderMarkdown,
  safeUrl,
} from './render-markdown.js';
export { markdownStyles } from './markdown.styles.js';
