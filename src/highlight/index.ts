// SPDX-License-Identifier: Apache-2.0
/** Syntax tokens of code, highlight.js loaded on demand. Reach it with `import()` (see highlight.ts). */
export { highlightLines, highlightPieces, languageFor, languageForFence, type Piece, type Token } from './highlight.js';
