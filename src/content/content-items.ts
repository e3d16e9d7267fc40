// SPDX-License-Identifier: Apache-2.0
/**
 * Templates for the content items of a tool call. Everything here comes from the agent and is
 * untrusted: text renders through the markdown renderer (no HTML, safe URLs), media only as
 * `data:` URLs of allowed types, links only http(s)/mailto.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { Translation } from '../i18n/translations.js';
import { uiIcons } from '../icons/ui-icons.js';
import { after } from '../scheduling/clock.js';
import { clip, countLines, hasAnsi, prettyJson, relativePath, stripAnsi } from '../text/format.js';
import { recentCache } from '../text/recent-cache.js';
import { isAppView, renderAppView } from './app-view.js';
import { checkBase64, once } from './base64.js';
import { requestElement } from '../base/lazy-elements.js';
import { markdownLoaded, renderMarkdown, safeUrl } from '../markdown/index.js';
import type { ContentBlock, TerminalView, ToolCallContentItem, ToolCallView } from '../state/index.js';

/** Text longer than this many lines is cut until the user asks for all of it. */
export const TEXT_LINE_LIMIT = 60;
/** …or longer than this many characters (a 1 MB single line must not reach the markdown parser). */
export const TEXT_CHAR_LIMIT = 12_000;

export interface ContentContext {
  t: Translation;
  kind: string;
  /** An `execute` call's command: the header of the terminal its output is drawn in (never an empty bar). */
  command?: string;
  root?: string;
  /** A forced palette, passed on to nested elements (`<diff-view>`, `<terminal-view>`). */
  theme?: 'light' | 'dark';
  terminals?: Readonly<Record<string, TerminalView | undefined>>;
  /** The call whose items these are: its locations number hunk-snippet diffs (`start-line`). */
  call?: Pick<ToolCallView, 'content' | 'locations'>;
  /** Items (by index) the user asked to see in full. */
  showAll: ReadonlySet<number>;
  /** The host's `allow-app-views`: MCP Apps HTML runs in a sandboxed frame instead of showing as source (src/content/app-view.ts). */
  allowAppViews?: boolean;
  onShowAll: (index: number, show: boolean) => void;
  onOpenPath: (path: string, line?: number) => void;
}

/**
 * Raster types only. SVG is refused although an SVG in an `<img>` runs no script and loads
 * nothing: it is a document (text, fonts, its own layout) an agent would draw in the host's page.
 */
const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp|avif|bmp)$/i;
const AUDIO_TYPES = /^audio\/(mpeg|mp3|wav|x-wav|ogg|webm|aac|flac|mp4)$/i;

/** Why a media item is not drawn: its type, or its data (see src/content/base64.ts). */
type MediaProblem = 'type' | 'invalid' | 'too-large';

/** Per block (blocks never change once folded): its URL or problem, so a re-render does not check megabytes again. */
const mediaUrls = new WeakMap<object, string | { problem: MediaProblem }>();

/** A `data:` URL only for an allowed type and base64 the browser decodes without a console error. */
function dataUrl(block: { data?: unknown; mimeType?: unknown }, allowed: RegExp): string | { problem: MediaProblem } {
  return once(mediaUrls, block, () => {
    const { data, mimeType } = block;
    if (typeof mimeType !== 'string' || !allowed.test(mimeType)) return { problem: 'type' };
    if (typeof data !== 'string') return { problem: 'invalid' };
    const checked = checkBase64(data);
    return checked.base64 !== undefined ? `data:${mimeType.toLowerCase()};base64,${checked.base64}` : { problem: checked.problem };
  });
}

function base64Size(data: string): number {
  return Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
}

/** Cuts long text for display; returns the shown part and whether anything was cut. */
function cut(text: string, full: boolean): { shown: string; cut: boolean; lines: number } {
  const lines = countLines(text);
  if (full || (lines <= TEXT_LINE_LIMIT && text.length <= TEXT_CHAR_LIMIT)) return { shown: text, cut: false, lines };
  let end = 0;
  for (let i = 0; i < TEXT_LINE_LIMIT && end >= 0; i++) end = text.indexOf('\n', end + 1);
  const limit = end < 0 ? TEXT_CHAR_LIMIT : Math.min(end, TEXT_CHAR_LIMIT);
  return { shown: text.slice(0, limit), cut: true, lines };
}

/** The last TEXT_LINE_LIMIT lines of a terminal's output (its tail is what a reader wants), at most TEXT_CHAR_LIMIT characters. */
function terminalTail(output: string): string {
  const text = output.length > TEXT_CHAR_LIMIT ? output.slice(-TEXT_CHAR_LIMIT) : output;
  let start = text.length;
  for (let i = 0; i < TEXT_LINE_LIMIT && start > 0; i++) start = text.lastIndexOf('\n', start - 1);
  return start > 0 ? text.slice(start + 1) : text;
}

function showAllButton(index: number, info: { cut: boolean; lines: number }, ctx: ContentContext, full: boolean) {
  if (!info.cut && !full) return nothing;
  return html`<button class="show-all" part="show-all" @click=${() => ctx.onShowAll(index, !full)}>
    ${full ? ctx.t.showLess : ctx.t.showAll(info.lines)}
  </button>`;
}

/**
 * Rendered markdown by source text. Agents re-send whole content on every update (codex resends
 * the accumulated output each delta); lexing it again for each card render would cost the most
 * exactly when output floods in.
 */
const markdownCache = recentCache<TemplateResult>(256);

function cachedMarkdown(source: string): TemplateResult {
  // Until marked has loaded, the text shows as it is and turns into markdown by itself: nothing to keep.
  if (!markdownLoaded()) return renderMarkdown(source);
  return markdownCache.get(source, renderMarkdown);
}

function textBlock(text: string, index: number, ctx: ContentContext): TemplateResult {
  const full = ctx.showAll.has(index);
  // Command output with colours goes to a terminal; until <terminal-view> is defined, its light
  // DOM shows the text without escapes.
  if (ctx.kind === 'execute' && hasAnsi(text)) {
    requestElement('terminal-view');
    const info = cut(text, full);
    return html`<terminal-view class="item" .text=${text} command=${ifDefined(ctx.command)} theme=${ifDefined(ctx.theme)}><pre class="plain" tabindex="0">${stripAnsi(info.shown)}</pre></terminal-view>
      ${showAllButton(index, info, ctx, full)}`;
  }
  const info = cut(text, full);
  // A think call's text is the agent's own words (claude-agent-acp's subagent prompt and summary): always markdown.
  if (ctx.kind !== 'think' && ctx.kind !== 'switch_mode' && isPlainOutput(text)) {
    return html`<pre class="item plain output" tabindex="0">${stripAnsi(info.shown)}</pre>${showAllButton(index, info, ctx, full)}`;
  }
  return html`<div class="item markdown">${cachedMarkdown(info.shown)}</div>${showAllButton(index, info, ctx, full)}`;
}

/** Markdown's block syntax at a line start: fences, headings, quotes, list items, table rows, rules. */
const MARKDOWN_BLOCK = /^ {0,3}(```|~~~|#{1,6}\s|>|[-*+]\s|\d{1,9}[.)]\s|\|.*\||(?:[-*_]\s*){3,}$)/m;
/** …and inline: code spans, strong or emphasis, links. */
const MARKDOWN_INLINE = /`[^`\n]+`|(\*\*|__)\S[^\n]*?\1|\[[^\]\n]+\]\([^)\s]+\)/;

/**
 * A tool call's text content whose line breaks are its structure (grep matches, file lists, command
 * output sent as text): it has several lines and no markdown. CommonMark would join its lines into
 * one paragraph; it is shown as sent instead. Text with markdown (an agent's summary, output in a
 * fence) and single lines still render as markdown. See docs/decisions/0027-tool-renderers.md.
 */
export function isPlainOutput(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.includes('\n') && !MARKDOWN_BLOCK.test(trimmed) && !MARKDOWN_INLINE.test(trimmed);
}

/** A file URI's path, percent-decoded when it decodes (a stray `%` leaves it as sent). */
function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function resourceLink(block: Extract<ContentBlock, { type: 'resource_link' }>, ctx: ContentContext): TemplateResult {
  const label = clip(block.title || block.name || block.uri, 300);
  const size = typeof block.size === 'number' ? html`<span class="muted">${ctx.t.bytes(block.size)}</span>` : nothing;
  const url = safeUrl(block.uri);
  let target: TemplateResult;
  if (url) {
    target = html`<a href=${url} target="_blank" rel="noopener noreferrer nofollow">${label}</a>`;
  } else if (block.uri.startsWith('file://')) {
    const path = decodePath(block.uri.slice('file://'.length));
    target = html`<button class="link" @click=${() => ctx.onOpenPath(path)} title=${path}>${label}</button>`;
  } else {
    target = html`<span title=${clip(block.uri, 2000)}>${label}</span>`;
  }
  return html`<div class="item resource-link">${uiIcons.file} ${target} ${size}</div>`;
}

function embeddedResource(block: Extract<ContentBlock, { type: 'resource' }>, ctx: ContentContext): TemplateResult {
  const resource = block.resource as { uri: string; mimeType?: string | null; text?: string; blob?: string };
  const label = [relativePath(resource.uri.replace(/^file:\/\//, ''), ctx.root), resource.mimeType].filter(Boolean).join(' · ');
  const app = isAppView(resource) ? renderAppView(resource, label, ctx.allowAppViews === true, ctx.t) : undefined;
  if (app) return app;
  if (typeof resource.text === 'string') {
    return html`<figure class="item resource">
      <figcaption class="muted">${label}</figcaption>
      <pre tabindex="0"><code>${clip(resource.text, TEXT_CHAR_LIMIT * 4)}</code></pre>
    </figure>`;
  }
  const blob = typeof resource.blob === 'string' ? resource.blob : '';
  // Checked before atob, which throws (an uncaught error in the host's console) on what is not base64.
  const base64 = checkBase64(blob).base64;
  const download = () => {
    if (base64 === undefined) return;
    // An object URL made on demand: no agent-made data: URL ever sits in an href.
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const url = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = resource.uri.split('/').pop() || 'download';
    a.click();
    // Revoked in a later task: the download the click started reads the URL first.
    after(0, () => URL.revokeObjectURL(url));
  };
  return html`<div class="item resource">
    <span class="muted">${label}</span> <span>${ctx.t.bytes(base64Size(blob))}</span>
    <button class="link" @click=${download} ?disabled=${base64 === undefined}>${uiIcons.download} ${ctx.t.download}</button>
  </div>`;
}

function contentBlock(block: ContentBlock, index: number, ctx: ContentContext): TemplateResult {
  switch (block.type) {
    case 'text':
      return textBlock(String(block.text ?? ''), index, ctx);
    case 'image': {
      const src = dataUrl(block, IMAGE_TYPES);
      return typeof src === 'string'
        ? html`<img class="item image" src=${src} alt=${block.uri ? clip(block.uri, 300) : ctx.t.image} loading="lazy" />`
        : imageNotShown(block, src.problem, ctx);
    }
    case 'audio': {
      const src = dataUrl(block, AUDIO_TYPES);
      return typeof src === 'string' ? html`<audio class="item" controls preload="none" src=${src}></audio>` : unknownItem(block, ctx);
    }
    case 'resource_link':
      return resourceLink(block, ctx);
    case 'resource':
      return embeddedResource(block, ctx);
    default:
      return unknownItem(block, ctx);
  }
}

/** The placeholder of an image that is not drawn: what it claimed to be, and why not. */
function imageNotShown(block: { mimeType?: unknown }, problem: MediaProblem, ctx: ContentContext): TemplateResult {
  const type = clip(typeof block.mimeType === 'string' ? block.mimeType : String(block.mimeType), 100);
  return html`<div class="item image-not-shown muted">${uiIcons.warning} <span>${ctx.t.imageNotShown(type, problem)}</span></div>`;
}

function unknownItem(item: { type?: unknown }, ctx: ContentContext): TemplateResult {
  return html`<figure class="item unknown">
    <figcaption class="muted">${ctx.t.unknownContent(String(item.type))}</figcaption>
    <pre tabindex="0"><code>${clip(prettyJson(item), TEXT_CHAR_LIMIT)}</code></pre>
  </figure>`;
}

type DiffLines = Map<unknown, number>;
/** Per call (calls never change once made): each diff item's start line, worked out once. */
const diffLinesByCall = new WeakMap<object, DiffLines>();

/**
 * The line of a hunk-snippet diff in its file: claude-agent-acp sends one diff per hunk and one
 * location per hunk, so the k-th diff of a path goes with the k-th location of that path.
 */
export function diffStartLine(call: Pick<ToolCallView, 'content' | 'locations'> | undefined, item: unknown): number | undefined {
  if (!call || !Array.isArray(call.content) || !Array.isArray(call.locations)) return undefined;
  let lines = diffLinesByCall.get(call);
  if (!lines) {
    lines = new Map();
    const seen = new Map<unknown, number>();
    for (const other of call.content) {
      if (other?.type !== 'diff') continue;
      const path = (other as { path?: unknown }).path;
      const k = seen.get(path) ?? 0;
      seen.set(path, k + 1);
      const line = call.locations.filter((location) => location?.path === path)[k]?.line;
      if (typeof line === 'number' && Number.isFinite(line) && line >= 1) lines.set(other, line);
    }
    diffLinesByCall.set(call, lines);
  }
  return lines.get(item);
}

function diffItem(item: Record<string, unknown>, ctx: ContentContext): TemplateResult {
  const path = typeof item.path === 'string' ? item.path : '';
  const oldText = typeof item.oldText === 'string' ? item.oldText : null;
  const newText = typeof item.newText === 'string' ? item.newText : '';
  // <diff-view> draws it once defined (loaded on demand); meanwhile its light DOM shows both texts.
  requestElement('diff-view');
  return html`<diff-view class="item" .diff=${item} start-line=${ifDefined(diffStartLine(ctx.call, item))} root=${ifDefined(ctx.root)} theme=${ifDefined(ctx.theme)}>
    <div class="diff-fallback">
      <div class="muted">${relativePath(path, ctx.root)}${oldText === null ? html` · ${ctx.t.newFile}` : nothing}</div>
      ${oldText ? html`<pre class="removed" tabindex="0">${clip(oldText, TEXT_CHAR_LIMIT)}</pre>` : nothing}
      <pre class="added" tabindex="0">${clip(newText, TEXT_CHAR_LIMIT)}</pre>
    </div>
  </diff-view>`;
}

const withFallback = new WeakMap<TerminalView, TerminalView>();

/** A terminal that got no output shows the output the agent reported on the call instead (codex-acp); one object per terminal state. */
export function shownTerminal(terminal: TerminalView | undefined): TerminalView | undefined {
  if (!terminal?.fallbackOutput || terminal.output !== '') return terminal;
  let shown = withFallback.get(terminal);
  if (!shown) withFallback.set(terminal, (shown = { ...terminal, output: terminal.fallbackOutput }));
  return shown;
}

function terminalItem(item: Record<string, unknown>, ctx: ContentContext): TemplateResult {
  const id = typeof item.terminalId === 'string' ? item.terminalId : '';
  const terminal = shownTerminal(ctx.terminals?.[id]);
  requestElement('terminal-view');
  return html`<terminal-view class="item" .terminal=${terminal} terminal-id=${id} command=${ifDefined(ctx.command)} theme=${ifDefined(ctx.theme)}>
    ${
      terminal
        ? html`<pre class="plain" tabindex="0">${stripAnsi(terminalTail(terminal.output)) || ctx.t.noOutput}</pre>`
        : html`<p class="muted">${ctx.t.terminalOutputUnavailable}</p>`
    }
  </terminal-view>`;
}

export function renderContentItem(item: ToolCallContentItem, index: number, ctx: ContentContext): TemplateResult {
  const record = item as Record<string, unknown>;
  switch (item.type) {
    case 'content':
      return typeof record.content === 'object' && record.content !== null
        ? contentBlock(record.content as ContentBlock, index, ctx)
        : unknownItem(item, ctx);
    case 'diff':
      return diffItem(record, ctx);
    case 'terminal':
      return terminalItem(record, ctx);
    default:
      return unknownItem(item, ctx);
  }
}

/** All plain text a call produced, for "copy output". */
export function textOutput(items: readonly ToolCallContentItem[]): string {
  return items
    .map((item) => {
      const block = (item as { content?: { type?: string; text?: unknown } }).content;
      return item.type === 'content' && block?.type === 'text' ? stripAnsi(String(block.text ?? '')) : '';
    })
    .filter(Boolean)
    .join('\n\n');
}
