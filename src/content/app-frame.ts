// SPDX-License-Identifier: Apache-2.0
/**
 * The running part of an app view (see app-view.ts, which decides whether a resource runs): the
 * sandboxed frame, its document with the app's own CSP first, and the resize messages the page acts
 * on. Loaded on demand, when a page that allowed app views first draws one: most pages never do.
 * See docs/decisions/0030-app-views.md.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { AsyncDirective, directive, PartType, type ElementPart, type PartInfo } from 'lit/async-directive.js';
import { setAppViewSrcdoc } from '../dom/trusted-types.js';
import type { Translation } from '../i18n/translations.js';
import { clip } from '../text/format.js';

/** The frame's height limits (CSS pixels): what a resize message asks for is clamped to them. */
export const APP_VIEW_MIN_HEIGHT = 80;
export const APP_VIEW_MAX_HEIGHT = 600;
/** The frame's height until its app asks for another. */
export const APP_VIEW_DEFAULT_HEIGHT = 150;

/**
 * The app's own policy, first in its document. No network at all (`connect-src`, `img-src`,
 * `frame-src`… fall back to `default-src 'none'`); inline scripts and styles, which an MCP App's
 * single-file HTML is made of; images only as `data:`; no `<base>`, no form targets.
 */
export const APP_VIEW_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; font-src data:; base-uri 'none'; form-action 'none'";

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
      // Busy until the app's document has loaded: a screen reader hears it is not ready, and a screenshot waits.
      const figure = frame.closest('figure');
      figure?.setAttribute('aria-busy', 'true');
      frame.addEventListener('load', () => figure?.setAttribute('aria-busy', 'false'), { once: true });
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

/** The frame of an app whose HTML is `source`, under its `label`. */
export function renderAppFrame(uri: string, source: string, label: string, t: Translation): TemplateResult {
  return html`<figure class="item app-view">
    <figcaption class="muted">${label}</figcaption>
    <iframe
      class="app-frame"
      part="app-view"
      title=${t.appView.title(clip(uri, 200))}
      sandbox="allow-scripts"
      referrerpolicy="no-referrer"
      ${appFrame(source)}
    ></iframe>
  </figure>`;
}
