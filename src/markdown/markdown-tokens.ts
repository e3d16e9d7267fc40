// SPDX-License-Identifier: Apache-2.0
/**
 * The markdown renderer proper, loaded on demand with marked (see render-markdown.ts): marked's
 * tokens walked into Lit `html` templates, so every string the agent wrote reaches the DOM as a text
 * node or an attribute value, never as markup.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { type MarkedToken, type Token, type Tokens } from 'marked';
import { decodeCharacterReferences } from './character-references.js';
import { codeBlock } from './code-block.js';
import { provideStrings } from '../i18n/translations.js';
import { markdownStrings } from '../i18n/markdown.strings.js';
import { GuardedLexer, MAX_MARKDOWN_DEPTH } from './guarded-lexer.js';
import { safeUrl } from './safe-url.js';

/** A backstop on the renderer's own recursion, whatever token shapes the lexer hands over. */
const MAX_RENDER_DEPTH = 4 * MAX_MARKDOWN_DEPTH;

interface RenderContext {
  depth: number;
  /** Inside a link: images and links may not add another `<a>`. */
  inLink: boolean;
  /** Titles: links render as their text, since the title sits in a clickable header. */
  linksAsText: boolean;
}

const LINK_REL = 'noopener noreferrer nofollow';

// The renderer's strings (a code block's copy button) come with it: it loads on demand.
provideStrings('markdown', markdownStrings);

/** Block markdown as the children of a `.markdown-body`; throws when the lexer fails. */
export function markdownBlocks(source: string): Array<TemplateResult | typeof nothing> {
  return renderBlocks(new GuardedLexer().lex(source), { depth: 0, inLink: false, linksAsText: false });
}

/** One line of inline markdown (links and images as their text); throws when the lexer fails. */
export function inlineMarkdown(line: string): unknown[] {
  return renderInlines(new GuardedLexer().inlineTokens(line), { depth: 0, inLink: false, linksAsText: true });
}

function renderBlocks(tokens: readonly Token[], ctx: RenderContext): Array<TemplateResult | typeof nothing> {
  return tokens.map((token) => renderBlock(token, ctx));
}

function renderBlock(token: Token, ctx: RenderContext): TemplateResult | typeof nothing {
  if (ctx.depth > MAX_RENDER_DEPTH) return html`<div class="overflow">${token.raw}</div>`;
  const t = token as MarkedToken;
  switch (t.type) {
    case 'space':
    case 'def':
      return nothing;
    case 'heading':
      return heading(t.depth, renderInlines(t.tokens, ctx));
    case 'paragraph':
      return html`<p>${renderInlines(t.tokens, ctx)}</p>`;
    case 'text':
      // Tight list items hold `text` blocks: their inline content goes in without a <p>.
      return t.tokens ? html`${renderInlines(t.tokens, ctx)}` : html`${decodeCharacterReferences(t.raw)}`;
    case 'code':
      return renderCode(t);
    case 'blockquote':
      return html`<blockquote>${renderBlocks(t.tokens, deeper(ctx))}</blockquote>`;
    case 'list':
      return list(t, ctx);
    case 'table':
      return table(t, ctx);
    case 'hr':
      return html`<hr />`;
    case 'html':
      return html`<div class="raw-html">${t.text}</div>`;
    case 'checkbox':
      return checkbox(t.checked);
    default:
      // Anything else (inline tokens at block level, a nesting overflow, token types a future
      // marked adds) shows its source.
      return isInline(t) ? html`${renderInline(token, ctx)}` : html`<div class="overflow">${token.raw}</div>`;
  }
}

const INLINE_TYPES: ReadonlySet<string> = new Set(['escape', 'strong', 'em', 'codespan', 'br', 'del', 'link', 'image']);

function isInline(token: MarkedToken): boolean {
  return INLINE_TYPES.has(token.type);
}

function heading(depth: number, content: unknown): TemplateResult {
  switch (depth) {
    case 1:
      return html`<h1>${content}</h1>`;
    case 2:
      return html`<h2>${content}</h2>`;
    case 3:
      return html`<h3>${content}</h3>`;
    case 4:
      return html`<h4>${content}</h4>`;
    case 5:
      return html`<h5>${content}</h5>`;
    default:
      return html`<h6>${content}</h6>`;
  }
}

/** The info string's first word, reduced to characters that are safe in a class name. */
function codeLanguage(info: string | undefined): string | undefined {
  const word =
    decodeCharacterReferences(info ?? '')
      .trim()
      .split(/\s/, 1)[0] ?? '';
  const language = word.replace(/[^A-Za-z0-9_+-]/g, '').slice(0, 40);
  return language || undefined;
}

/**
 * Whether a fenced block's closing fence has arrived: marked runs a fence that is still streaming
 * in to the end of the text. Indented code has no fence and is complete as it stands.
 */
function fenceClosed(token: Tokens.Code): boolean {
  if (token.codeBlockStyle === 'indented') return true;
  const raw = token.raw.replace(/\n+$/, '');
  const open = raw.match(/^ {0,3}(`{3,}|~{3,})/)?.[1];
  const lastLine = raw.slice(raw.lastIndexOf('\n') + 1);
  const close = lastLine.match(/^ {0,3}(`{3,}|~{3,})[ \t]*$/)?.[1];
  return !!open && !!close && raw.includes('\n') && close[0] === open[0] && close.length >= open.length;
}

/** Code scrolls sideways rather than wrapping; `tabindex` lets keyboard users scroll it too (code-block.ts). */
function renderCode(token: Tokens.Code): TemplateResult {
  return html`${codeBlock(token.text, codeLanguage(token.lang), fenceClosed(token))}`;
}

function list(token: Tokens.List, ctx: RenderContext): TemplateResult {
  const items = token.items.map((item) =>
    item.task
      ? html`<li class="task">${taskItem(item.tokens, deeper(ctx))}</li>`
      : html`<li>${renderBlocks(item.tokens, deeper(ctx))}</li>`,
  );
  if (!token.ordered) return html`<ul>${items}</ul>`;
  const start = typeof token.start === 'number' && token.start !== 1 ? token.start : nothing;
  return html`<ol start=${start}>${items}</ol>`;
}

/**
 * A task item's checkbox goes in a <label> with the item's first line, which gives it an accessible
 * name without adding words we would have to translate. marked puts the checkbox before the first
 * block (tight lists) or first inside the first paragraph (loose lists).
 */
function taskItem(tokens: readonly Token[], ctx: RenderContext): unknown {
  const [first, second, ...rest] = tokens as MarkedToken[];
  if (first?.type === 'checkbox' && (second?.type === 'text' || second?.type === 'paragraph')) {
    const content = second.tokens ? renderInlines(second.tokens, ctx) : decodeCharacterReferences(second.raw);
    const label = html`<label>${checkbox(first.checked)}${content}</label>`;
    return [second.type === 'paragraph' ? html`<p>${label}</p>` : label, renderBlocks(rest, ctx)];
  }
  if (first?.type === 'paragraph' && first.tokens[0]?.type === 'checkbox') {
    const [box, ...inline] = first.tokens as MarkedToken[];
    const label = html`<label>${checkbox(box?.type === 'checkbox' && box.checked)}${renderInlines(inline, ctx)}</label>`;
    return [html`<p>${label}</p>`, renderBlocks(tokens.slice(1), ctx)];
  }
  return renderBlocks(tokens, ctx);
}

function checkbox(checked: boolean): TemplateResult {
  return html`<input type="checkbox" disabled ?checked=${checked} />`;
}

function table(token: Tokens.Table, ctx: RenderContext): TemplateResult {
  const cell = (c: Tokens.TableCell, header: boolean) => {
    const align = c.align ?? nothing;
    const content = renderInlines(c.tokens, ctx);
    return header ? html`<th data-align=${align}>${content}</th>` : html`<td data-align=${align}>${content}</td>`;
  };
  const rows = token.rows.map((row) => html`<tr>${row.map((c) => cell(c, false))}</tr>`);
  return html`<table>
    <thead>
      <tr>${token.header.map((c) => cell(c, true))}</tr>
    </thead>
    ${rows.length ? html`<tbody>${rows}</tbody>` : nothing}
  </table>`;
}

function deeper(ctx: RenderContext, inLink = ctx.inLink): RenderContext {
  return { ...ctx, depth: ctx.depth + 1, inLink };
}

function renderInlines(tokens: readonly Token[], ctx: RenderContext): unknown[] {
  return tokens.map((token) => renderInline(token, ctx));
}

function renderInline(token: Token, ctx: RenderContext): unknown {
  if (ctx.depth > MAX_RENDER_DEPTH) return token.raw;
  const t = token as MarkedToken;
  switch (t.type) {
    case 'text':
      // `raw` rather than `text`: marked half-escapes `text` (`&` becomes `&amp;` when a numeric
      // reference is present) for its own HTML output.
      return decodeCharacterReferences(t.raw);
    case 'escape':
      return t.text;
    case 'strong':
      return html`<strong>${renderInlines(t.tokens, deeper(ctx))}</strong>`;
    case 'em':
      return html`<em>${renderInlines(t.tokens, deeper(ctx))}</em>`;
    case 'del':
      return html`<del>${renderInlines(t.tokens, deeper(ctx))}</del>`;
    case 'codespan':
      return html`<code>${t.text}</code>`;
    case 'br':
      return html`<br />`;
    case 'html':
      return html`<span class="raw-html">${t.text}</span>`;
    case 'checkbox':
      return checkbox(t.checked);
    case 'link':
      return link(t, ctx);
    case 'image':
      return image(t, ctx);
    default:
      return token.raw;
  }
}

function link(token: Tokens.Link, ctx: RenderContext): unknown {
  // Autolinks are literal (CommonMark resolves no references in them); other destinations and
  // text may hold character references and are decoded before the URL is judged.
  const content = token.autolink ? token.text : renderInlines(token.tokens, deeper(ctx, true));
  const url = ctx.inLink || ctx.linksAsText ? undefined : linkUrl(token);
  if (!url) return content;
  const title = token.title ? decodeCharacterReferences(token.title) : nothing;
  return html`<a href=${url} title=${title} target="_blank" rel=${LINK_REL}>${content}</a>`;
}

function linkUrl(token: Tokens.Link | Tokens.Image): string | undefined {
  const autolink = 'autolink' in token && token.autolink;
  return safeUrl(autolink ? token.href : decodeCharacterReferences(token.href));
}

/** Images never load: the alt text shows, as a link to the picture when its URL is allowed. */
function image(token: Tokens.Image, ctx: RenderContext): unknown {
  const alt = plainTextOf(token.tokens, 0);
  const url = ctx.inLink || ctx.linksAsText ? undefined : linkUrl(token);
  if (!url) return alt;
  const title = token.title ? decodeCharacterReferences(token.title) : nothing;
  return html`<a class="image" href=${url} title=${title} target="_blank" rel=${LINK_REL}>${alt || url}</a>`;
}

/** The text of inline tokens with their styling dropped, as CommonMark builds an image's alt. */
function plainTextOf(tokens: readonly Token[] | undefined, depth: number): string {
  if (!tokens || depth > MAX_RENDER_DEPTH) return '';
  let text = '';
  for (const token of tokens) {
    const t = token as MarkedToken;
    if (t.type === 'text') text += 'tokens' in t && t.tokens ? plainTextOf(t.tokens, depth + 1) : decodeCharacterReferences(t.raw);
    else if (t.type === 'escape' || t.type === 'codespan' || t.type === 'html') text += t.text;
    else if (t.type === 'br') text += ' ';
    else if ('tokens' in t) text += plainTextOf(t.tokens, depth + 1);
  }
  return text;
}
