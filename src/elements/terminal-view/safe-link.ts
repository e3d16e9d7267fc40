// SPDX-License-Identifier: Apache-2.0
/**
 * Links in terminal output come from the agent's command: untrusted. Only absolute http(s) URLs
 * open, in a new browsing context without an `opener` (so the page cannot be navigated from it),
 * and only after the host had a chance to veto or handle the click (`terminal-link-open`).
 */
import { TerminalLinkOpenEvent } from '../../events/terminal-link-open.js';

/** The URL when `uri` is an absolute `http:` or `https:` URL; otherwise `undefined`. */
export function safeLinkUrl(uri: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(uri.trim());
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}

/**
 * Opens `uri` from `source` if it is safe: dispatches `terminal-link-open`, then (not vetoed)
 * `window.open(url, '_blank', 'noopener,noreferrer')`. Returns whether the link was accepted.
 */
export function openSafeLink(source: EventTarget, uri: string): boolean {
  const url = safeLinkUrl(uri);
  if (!url) return false;
  if (source.dispatchEvent(new TerminalLinkOpenEvent({ url: url.href }))) {
    window.open(url.href, '_blank', 'noopener,noreferrer');
  }
  return true;
}
