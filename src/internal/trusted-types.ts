// SPDX-License-Identifier: Apache-2.0
/**
 * The library's one Trusted Types policy. A page with `require-trusted-types-for 'script'` refuses a
 * plain URL for `new Worker(…)`; the diff worker's URL goes through this policy instead, so the
 * host adds its name to `trusted-types` (beside Lit's `lit-html`). It makes script URLs only, and
 * only for the page's origin or the origin this module was loaded from: a worker cannot start from
 * anywhere else, and nothing agent-controlled ever reaches it.
 */

/** The name of the library's Trusted Types policy: list it in the host's `trusted-types` CSP directive. */
export const TRUSTED_TYPES_POLICY = 'tool-call-elements';

/** A `TrustedScriptURL` (the DOM lib does not declare Trusted Types yet): what a policy's `createScriptURL` returns. */
export interface TrustedScriptURL {
  toString(): string;
}

interface ScriptUrlPolicy {
  createScriptURL(input: string): TrustedScriptURL;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy;
  isScriptURL(value: unknown): boolean;
}

let policy: ScriptUrlPolicy | null | undefined;

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

function scriptUrlPolicy(types: TrustedTypesFactory): ScriptUrlPolicy | undefined {
  if (policy === undefined) {
    try {
      policy = types.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: allowed });
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
  const made = scriptUrlPolicy(types);
  return made ? made.createScriptURL(String(url)) : url;
}
