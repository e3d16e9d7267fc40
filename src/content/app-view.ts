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
 * The frame itself (app-frame.ts) loads on demand, the first time a page that allowed app views draws
 * one. See docs/decisions/0030-app-views.md.
 */
import { html, type TemplateResult } from 'lit';
import { AsyncDirective, directive } from 'lit/async-directive.js';
import { canSetAppViewSrcdoc } from '../dom/trusted-types.js';
import type { Translation } from '../i18n/translations.js';
import { uiIcons } from '../icons/ui-icons.js';
import { clip } from '../text/format.js';
import { once } from './base64.js';

/** HTML larger than this (UTF-8 bytes) shows as source, with a note, instead of running. */
export const APP_VIEW_MAX_BYTES = 512 * 1024;
/** Characters of HTML source shown in the code block. */
const SOURCE_DISPLAY_LIMIT = 48_000;

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

/** The HTML source as text, under a note saying why it does not run. */
function sourceBlock(label: string, source: string, note: string): TemplateResult {
  return html`<figure class="item resource app-view-source">
    <figcaption class="muted">${label}</figcaption>
    <pre tabindex="0"><code>${clip(source, SOURCE_DISPLAY_LIMIT)}</code></pre>
    <p class="note app-view-note">${uiIcons.warning} ${note}</p>
  </figure>`;
}

type AppFrameModule = typeof import('./app-frame.js');

let frameModule: AppFrameModule | undefined;
let loading: Promise<AppFrameModule> | undefined;

/** Loads the frame's module, once; a failed load is forgotten so that the next draw tries again. */
export function loadAppFrame(): Promise<AppFrameModule> {
  loading ??= import('./app-frame.js').then(
    (module) => (frameModule = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The frame once its module is here; until then, the figure with its label and an empty, busy box. */
class WhenFrameLoaded extends AsyncDirective {
  #args?: [uri: string, source: string, label: string, t: Translation];
  #waiting = false;

  render(uri: string, source: string, label: string, t: Translation): unknown {
    this.#args = [uri, source, label, t];
    if (frameModule) return frameModule.renderAppFrame(uri, source, label, t);
    if (!this.#waiting) {
      this.#waiting = true;
      loadAppFrame().then(
        () => this.#loaded(),
        // Left waiting; the host's next render asks again.
        () => (this.#waiting = false),
      );
    }
    return html`<figure class="item app-view" aria-busy="true">
      <figcaption class="muted">${label}</figcaption>
      <div class="app-frame app-frame-pending"></div>
    </figure>`;
  }

  #loaded(): void {
    this.#waiting = false;
    if (this.isConnected && frameModule && this.#args) this.setValue(frameModule.renderAppFrame(...this.#args));
  }

  protected override reconnected(): void {
    if (frameModule && this.#args) this.#loaded();
  }
}

const whenFrameLoaded = directive(WhenFrameLoaded);

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
  return html`${whenFrameLoaded(resource.uri, source, label, t)}`;
}
