// SPDX-License-Identifier: Apache-2.0
/**
 * Markdown from an agent, rendered as Lit templates. marked is used only as a lexer; its tokens are
 * walked (markdown-tokens.ts) into `html` templates, so every string the agent wrote reaches the DOM
 * as a text node or an attribute value, never as markup. No HTML strings, no `unsafeHTML`, no
 * `innerHTML`: the output works under a strict Content-Security-Policy and Trusted Types.
 *
 * What never renders: raw HTML (shown as literal text), images (shown as their alt text, plus a
 * link to the picture when its URL is allowed; nothing is fetched), links whose URL is not
 * http(s)/mailto (shown as their text).
 *
 * marked and the renderer load on demand (`loadMarkdown`, started by `define.js`). Until they have
 * arrived, markdown shows as its source, as plain text, and turns into markdown in place when they
 * do. See docs/decisions/0024-on-demand-modules.md.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { AsyncDirective, directive } from 'lit/async-directive.js';
import { MAX_MARKDOWN_LENGTH } from './limits.js';

export { MAX_MARKDOWN_DEPTH, MAX_MARKDOWN_LENGTH } from './limits.js';
export { safeUrl } from './safe-url.js';

type Renderer = typeof import('./markdown-tokens.js');

let renderer: Renderer | undefined;
let loading: Promise<void> | undefined;

/** Loads marked and the renderer, once; a failed load is forgotten so that the next call tries again. */
export function loadMarkdown(): Promise<void> {
  if (renderer) return Promise.resolve();
  loading ??= import('./markdown-tokens.js').then(
    (module) => {
      renderer = module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether markdown renders as markdown now (rather than as its source until marked has loaded). */
export function markdownLoaded(): boolean {
  return renderer !== undefined;
}

/**
 * Renders markdown `source` (CommonMark + GFM) as a `<div class="markdown-body">` of plain
 * elements and text. Over `MAX_MARKDOWN_LENGTH` it renders the source as wrapped preformatted
 * text instead; nesting past `MAX_MARKDOWN_DEPTH` shows the rest as text.
 */
export function renderMarkdown(source: string): TemplateResult {
  if (source.length > MAX_MARKDOWN_LENGTH) return plainText(source);
  if (!renderer) return html`${whenLoaded(source, false)}`;
  return blocks(renderer, source);
}

/**
 * Renders the first non-blank line of `source` with inline markdown only (code spans, emphasis,
 * strong, strikethrough; links and images as their text), followed by "…" when more lines follow.
 * Block syntax such as a leading `#` stays as typed.
 */
export function renderInlineMarkdown(source: string): TemplateResult {
  const { line, more } = firstLine(source);
  const ellipsis = more ? '…' : nothing;
  if (line.length > MAX_MARKDOWN_LENGTH || !renderer) {
    const content = line.length > MAX_MARKDOWN_LENGTH ? line : whenLoaded(line, true);
    return html`<bdi class="markdown-inline">${content}${ellipsis}</bdi>`;
  }
  return html`<bdi class="markdown-inline">${inline(renderer, line)}${ellipsis}</bdi>`;
}

function blocks(from: Renderer, source: string): TemplateResult {
  try {
    return html`<div class="markdown-body">${from.markdownBlocks(source)}</div>`;
  } catch {
    // A lexer failure (a stack overflow we did not foresee, say) still shows the text.
    return plainText(source);
  }
}

function inline(from: Renderer, line: string): unknown {
  try {
    return from.inlineMarkdown(line);
  } catch {
    return line;
  }
}

function firstLine(source: string): { line: string; more: boolean } {
  const text = source.replace(/^(?:[ \t]*(?:\r\n?|\n))+/, '');
  const end = text.search(/\r|\n/);
  if (end < 0) return { line: text.trim(), more: false };
  return { line: text.slice(0, end).trim(), more: /\S/.test(text.slice(end)) };
}

/** The fallback for oversized or unlexable input, and until marked loads: the source as wrapped, preformatted text. */
function plainText(source: string): TemplateResult {
  return html`<div class="markdown-body"><pre class="plain-text">${source}</pre></div>`;
}

/** Shows `source` as text until the renderer has loaded, then as markdown in its place. */
class WhenLoaded extends AsyncDirective {
  #source = '';
  #inline = false;
  #waiting = false;
  #showsText = false;

  render(source: string, inlineOnly: boolean): unknown {
    this.#source = source;
    this.#inline = inlineOnly;
    this.#showsText = !renderer;
    if (renderer) return this.#markdown(renderer);
    if (!this.#waiting) {
      this.#waiting = true;
      loadMarkdown().then(
        () => this.#loaded(),
        () => {
          // Left as text; the host's next render asks again.
          this.#waiting = false;
        },
      );
    }
    return inlineOnly ? source : plainText(source);
  }

  #markdown(from: Renderer): unknown {
    return this.#inline ? inline(from, this.#source) : blocks(from, this.#source);
  }

  #loaded(): void {
    this.#waiting = false;
    if (this.isConnected && this.#showsText && renderer) {
      this.#showsText = false;
      this.setValue(this.#markdown(renderer));
    }
  }

  protected override reconnected(): void {
    if (this.#showsText && renderer) this.#loaded();
  }
}

const whenLoaded = directive(WhenLoaded);
