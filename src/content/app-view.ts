// SPDX-License-Identifier: Apache-2.0
/**
 * App views: an embedded resource that is an MCP App's HTML (a `ui://` URI or the MIME type
 * `text/html;profile=mcp-app`) is the agent's own page, scripts included. Only when the host opts in
 * (`allow-app-views`) does it run, and then in a frame that cannot reach the page:
 *
 * - `sandbox="allow-scripts"` and nothing else: an opaque origin (no `allow-same-origin`), so no
 *   access to the page's DOM, cookies or storage; no popups, forms, top navigation or modals.
 * - the document goes in through `srcdoc` with its own CSP first (no network: `default-src 'none'`),
 *   `referrerpolicy="no-referrer"`, no `allow` features;
 * - a size cap on the HTML and a height limit on the frame;
 * - the only message the page acts on is a height, from that frame's window (MCP Apps'
 *   `ui/notifications/size-changed` notification, or MCP-UI's `ui-size-change` message), clamped.
 *
 * Without the opt-in the HTML shows as source in a code block, with a note. This is a view, not an
 * MCP Apps host: no `ui/initialize` handshake, tool input or result is sent to the frame.
 * See docs/decisions/0030-app-views.md.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { AsyncDirective, directive, PartType, type ElementPart, type PartInfo } from 'lit/async-directive.js';
import type { Translation } from '../i18n/translations.js';
import { uiIcons } from '../icons/ui-icons.js';
import { once } from './base64.js';
import { clip } from '../text/format.js';
import { canSetAppViewSrcdoc, setAppViewSrcdoc } from '../dom/trusted-types.js';

/** HTML larger than this (UTF-8 bytes) shows as source, with a note, instead of running. */
export const APP_VIEW_MAX_BYTES = 512 * 1024;
/** The frame's height limits (CSS pixels): what a resize message asks for is clamped to them. */
export const APP_VIEW_MIN_HEIGHT = 80;
export const APP_VIEW_MAX_HEIGHT = 600;
/** The frame's height until its app asks for another. */
export const APP_VIEW_DEFAULT_HEIGHT = 150;
/** Characters of HTML source shown in the code block. */
const SOURCE_DISPLAY_LIMIT = 48_000;

/**
 * The app's own policy, first in its document. No network at all (`connect-src`, `img-src`,
 * `frame-src`… fall back to `default-src 'none'`); inline scripts and styles, which an MCP App's
 * single-file HTML is made of; images only as `data:`; no `<base>`, no form targets.
 */
export const APP_VIEW_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; font-src data:; base-uri 'none'; form-action 'none'";

/** MCP Apps' MIME type (the parameter may be spelt with spaces or in capitals). */
const MCP_APP_MIME = 'text/html;profile=mcp-app';

export interface AppResource {
  uri: string;
  mimeType?: string | null;
  text?: string;
  blob?: string;
}

/** An embedded resource that is an MCP App's HTML. */
export function isAppView(resource: AppResource): boolean {
  if (typeof resource.uri === 'string' && resource.uri.toLowerCase().startsWith('ui://')) return true;
  return typeof resource.mimeType === 'string' && resource.mimeType.replace(/\s+/g, '').toLowerCase() === MCP_APP_MIME;
}

/**
 * Blobs decoded, by resource: a card re-renders its content on every update of its call, and the
 * store keeps a finished call's content blocks as they are, so each blob is decoded once.
 */
const decoded = new WeakMap<AppResource, string | undefined>();

/** The HTML of an app resource: its text, or its base64 blob as UTF-8. Undefined when the blob is not base64. */
function appHtml(resource: AppResource): string | undefined {
  if (typeof resource.text === 'string') return resource.text;
  if (typeof resource.blob !== 'string') return '';
  const blob = resource.blob;
  return once(decoded, resource, () => {
    try {
      return new TextDecoder().decode(Uint8Array.from(atob(blob), (c) => c.charCodeAt(0)));
    } catch {
      return undefined;
    }
  });
}

/** The UTF-8 size of HTML over the cap, else undefined (encoded only when its length alone cannot tell). */
function oversize(text: string): number | undefined {
  if (text.length * 3 <= APP_VIEW_MAX_BYTES) return undefined;
  const size = new TextEncoder().encode(text).length;
  return size > APP_VIEW_MAX_BYTES ? size : undefined;
}

/**
 * The frame's document: a doctype (standards mode whatever the app starts with) and the app's CSP
 * before any of its markup. The parser puts the meta in the head it opens for it; the app's own
 * `<!doctype>`, `<html>` and `<head>` tags after it are ignored or merged, and a policy it adds can
 * only restrict more.
 */
export function appViewDocument(source: string): string {
  return `<!doctype html><meta http-equiv="Content-Security-Policy" content="${APP_VIEW_CSP}">${source}`;
}

/**
 * The height a message asks for, or undefined for any other message. MCP Apps send a JSON-RPC
 * notification `{jsonrpc: '2.0', method: 'ui/notifications/size-changed', params: {height}}`;
 * MCP-UI sends `{type: 'ui-size-change', payload: {height}}`.
 */
export function requestedHeight(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as { jsonrpc?: unknown; method?: unknown; params?: unknown; type?: unknown; payload?: unknown };
  let body: unknown;
  if (message.jsonrpc === '2.0' && message.method === 'ui/notifications/size-changed') body = message.params;
  else if (message.type === 'ui-size-change') body = message.payload;
  const height = typeof body === 'object' && body !== null ? (body as { height?: unknown }).height : undefined;
  return typeof height === 'number' && Number.isFinite(height) ? height : undefined;
}

export function clampHeight(height: number): number {
  return Math.round(Math.min(APP_VIEW_MAX_HEIGHT, Math.max(APP_VIEW_MIN_HEIGHT, height)));
}

/** The app frames on the page, to match a message's source against (one listener per window). */
const frames = new Set<HTMLIFrameElement>();
const listening = new WeakSet<Window>();

function onMessage(event: MessageEvent): void {
  const source = event.source;
  if (!source) return;
  for (const frame of frames) {
    if (frame.contentWindow !== source) continue;
    const height = requestedHeight(event.data);
    // The `height` attribute, not a style: a page whose CSP refuses style attributes still sizes it.
    if (height !== undefined) frame.height = String(clampHeight(height));
    return;
  }
}

/** Gives a frame its app document (again only when the HTML changed) and listens for its resize messages. */
class AppFrameDirective extends AsyncDirective {
  private frame?: HTMLIFrameElement;
  private source?: string;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('appFrame() is an element directive');
  }

  render(_source: string): typeof nothing {
    return nothing;
  }

  override update(part: ElementPart, [source]: [string]): typeof nothing {
    const frame = part.element as HTMLIFrameElement;
    if (this.frame !== frame || this.source !== source) {
      this.frame = frame;
      this.source = source;
      frame.height = String(APP_VIEW_DEFAULT_HEIGHT);
      setAppViewSrcdoc(frame, appViewDocument(source));
    }
    this.watch();
    return nothing;
  }

  private watch(): void {
    const frame = this.frame;
    if (!frame) return;
    frames.add(frame);
    const view = frame.ownerDocument.defaultView;
    if (view && !listening.has(view)) {
      listening.add(view);
      view.addEventListener('message', onMessage);
    }
  }

  protected override disconnected(): void {
    if (this.frame) frames.delete(this.frame);
  }

  protected override reconnected(): void {
    this.watch();
  }
}

const appFrame = directive(AppFrameDirective);

/** The HTML source as text, under a note saying why it does not run. */
function sourceBlock(label: string, source: string, note: string): TemplateResult {
  return html`<figure class="item resource app-view-source">
    <figcaption class="muted">${label}</figcaption>
    <pre tabindex="0"><code>${clip(source, SOURCE_DISPLAY_LIMIT)}</code></pre>
    <p class="note app-view-note">${uiIcons.warning} ${note}</p>
  </figure>`;
}

/**
 * An app resource: a sandboxed frame when `allowed` (and it fits), else its source with a note.
 * Undefined for a blob that is not base64: it is drawn as any other resource, and never runs.
 */
export function renderAppView(resource: AppResource, label: string, allowed: boolean, t: Translation): TemplateResult | undefined {
  const source = appHtml(resource);
  if (source === undefined) return undefined;
  if (!allowed) return sourceBlock(label, source, t.appView.disabled);
  const size = oversize(source);
  if (size !== undefined) return sourceBlock(label, source, t.appView.tooLarge(t.bytes(size)));
  if (!canSetAppViewSrcdoc()) return sourceBlock(label, source, t.appView.blocked);
  return html`<figure class="item app-view">
    <figcaption class="muted">${label}</figcaption>
    <iframe
      class="app-frame"
      part="app-view"
      title=${t.appView.title(clip(resource.uri, 200))}
      sandbox="allow-scripts"
      referrerpolicy="no-referrer"
      ${appFrame(source)}
    ></iframe>
  </figure>`;
}
