// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';
import { themed } from './host.styles.js';

/** Syntax colours (GitHub's): public `--tce-color-syntax-*` tokens over light and dark defaults. */
const light = {
  keyword: '#cf222e',
  string: '#0a3069',
  comment: '#57606a',
  number: '#0550ae',
  title: '#6639ba',
  type: '#953800',
  attr: '#0550ae',
  meta: '#0550ae',
  variable: '#953800',
};
const dark: typeof light = {
  keyword: '#ff7b72',
  string: '#a5d6ff',
  comment: '#9198a1',
  number: '#79c0ff',
  title: '#d2a8ff',
  type: '#ffa657',
  attr: '#79c0ff',
  meta: '#79c0ff',
  variable: '#ffa657',
};

const tokens = (palette: typeof light) =>
  Object.entries(palette)
    .map(([name, value]) => `--_syntax-${name}: var(--tce-color-syntax-${name}, ${value});`)
    .join('\n');

/**
 * The colours of highlighted code (`tok-<class>` spans from src/highlight), shared by the diff view
 * and markdown code blocks so that code looks the same in both.
 */
export const syntaxStyles = css`
  ${themed({ light: tokens(light), dark: tokens(dark) })}
  .tok-keyword,
  .tok-selector-tag,
  .tok-doctag {
    color: var(--_syntax-keyword);
  }
  .tok-string,
  .tok-regexp,
  .tok-symbol {
    color: var(--_syntax-string);
  }
  .tok-comment {
    color: var(--_syntax-comment);
    font-style: italic;
  }
  .tok-number,
  .tok-literal,
  .tok-built_in {
    color: var(--_syntax-number);
  }
  .tok-title,
  .tok-name,
  .tok-tag {
    color: var(--_syntax-title);
  }
  .tok-type {
    color: var(--_syntax-type);
  }
  .tok-attr,
  .tok-attribute,
  .tok-property {
    color: var(--_syntax-attr);
  }
  .tok-meta {
    color: var(--_syntax-meta);
  }
  .tok-variable,
  .tok-params,
  .tok-subst {
    color: var(--_syntax-variable);
  }
`;
