// SPDX-License-Identifier: Apache-2.0
/**
 * The library's one Trusted Types policy. A page with `require-trusted-types-for 'script'` refuses a
 * plain URL for `new Worker(…)`; the diff worker's URL goes through this policy instead, so the
 * host adds its name to `trusted-types` (beside Lit's `lit-html`). It makes script URLs only for
 * the page's origin or the origin this module was loaded from: a worker cannot start from anywhere
 * else, and nothing agent-controlled ever reaches it.
 *
 * It also makes HTML, for one sink only: the `srcdoc` of an app view's frame (MCP Apps HTML in a
 * tool result, shown when the host sets `allow-app-views`; src/content/app-view.ts). That HTML is
 * the agent's, and runs scripts: what makes it safe is where it goes, not what it is. The frame is
 * sandboxed with `allow-scripts` only, so its document has an opaque origin and cannot reach the
 * page's DOM, cookies or storage, and it starts with its own restrictive CSP. The HTML never leaves
 * this module as a `TrustedHTML`: {@link setAppViewSrcdoc} checks the frame's sandbox and assigns it
 * itself, so the policy cannot be used to put HTML anywhere else. See docs/decisions/0030-app-views.md.
 */

/** The name of the library's Trusted Types policy: list it in the host's `trusted-types` CSP directive. */
export const TRUSTED_TYPES_POLICY = 'tool-call-elements';

/** A `TrustedScriptURL` (the DOM lib does not declare Trusted Types yet): what a policy's `createScriptURL` returns. */
export interface TrustedScriptURL {
  toString(): string;
}

interface LibraryPolicy {
  createScriptURL(input: string): TrustedScriptURL;
  createHTML(input: string): { toString(): string };
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string; createHTML(input: string): string }): LibraryPolicy;
  isScriptURL(value: unknown): boolean;
}

let policy: LibraryPolicy | null | undefined;
/** Set by setAppViewSrcdoc for the one call it makes: createHTML refuses any other caller. */
let appViewHtml: string | undefined;

function factory(): TrustedTypesFactory | undefined {
  return (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
}

/** Same origin as the page or as the library's own modules: where a worker can start from. */
function allowed(input: string): string {
  const base = typeof document === 'undefined' ? String(globalThis.location) : document.baseURI;
  const url = new URL(input, base);
  if (url.origin === globalThis.location.origin || url.origin === new URL(import.meta.url).origin) return url.href;
  throw new TypeError(`${TRUSTED_TYPES_POLICY}: refusing script URL from another origin: ${url.origin}`);
}

/** Only the document setAppViewSrcdoc is assigning, for that assignment. */
function appViewOnly(input: string): string {
  if (appViewHtml === undefined || input !== appViewHtml) throw new TypeError(`${TRUSTED_TYPES_POLICY}: HTML only for an app view's frame`);
  return input;
}

function libraryPolicy(types: TrustedTypesFactory): LibraryPolicy | undefined {
  if (policy === undefined) {
    try {
      policy = types.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: allowed, createHTML: appViewOnly });
    } catch {
      // The page's `trusted-types` directive does not list the name: plain URLs, which it may still accept.
      policy = null;
    }
  }
  return policy ?? undefined;
}

/**
 * `url` as a `TrustedScriptURL` where the browser has Trusted Types (values that already are one pass
 * through), else as given. Throws for a URL of another origin.
 */
export function trustedScriptUrl(url: URL | string | TrustedScriptURL): URL | string | TrustedScriptURL {
  const types = factory();
  if (!types || types.isScriptURL(url)) return url;
  const made = libraryPolicy(types);
  return made ? made.createScriptURL(String(url)) : url;
}

/**
 * Whether {@link setAppViewSrcdoc} can work on this page: no Trusted Types, or the library's policy
 * exists (a page whose `trusted-types` directive leaves the name out refuses it, and would refuse a
 * plain string in `srcdoc` too).
 */
export function canSetAppViewSrcdoc(): boolean {
  const types = factory();
  return !types || libraryPolicy(types) !== undefined;
}

/**
 * Puts `html` in `frame.srcdoc`, as a `TrustedHTML` where the browser has Trusted Types. Only for a
 * frame sandboxed with exactly `allow-scripts` (opaque origin): throws for any other frame.
 */
export function setAppViewSrcdoc(frame: HTMLIFrameElement, html: string): void {
  const tokens = [...frame.sandbox];
  if (!frame.hasAttribute('sandbox') || tokens.length !== 1 || tokens[0] !== 'allow-scripts') {
    throw new TypeError(`${TRUSTED_TYPES_POLICY}: an app view's frame must be sandboxed with allow-scripts only`);
  }
  const types = factory();
  const made = types ? libraryPolicy(types) : undefined;
  if (!made) {
    frame.srcdoc = html;
    return;
  }
  appViewHtml = html;
  try {
    (frame as unknown as { srcdoc: unknown }).srcdoc = made.createHTML(html);
  } finally {
    appViewHtml = undefined;
  }
}
