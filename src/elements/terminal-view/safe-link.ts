// SPDX-License-Identifier: Apache-2.0
/**
 * Links in terminal output come from the agent's command: untrusted. Only absolute http(s) URLs
 * open, in a new browsing context without an `opener` (so the page cannot be navigated from it),
 * and only after the host had a chance to veto or handle the click (`terminal-link-open`).
 */

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

export interface TerminalLinkOpenDetail {
  /** The URL, normalized (`new URL(…).href`). Always `http:` or `https:`. */
  url: string;
}

/**
 * The user activated a link in a terminal's output. Cancelable: a host that opens links its own
 * way (an IDE's opener) calls `preventDefault()`; otherwise the element opens a new tab with
 * `noopener,noreferrer`. Links with any other scheme never reach this event.
 */
export class TerminalLinkOpenEvent extends Event {
  static readonly eventName = 'terminal-link-open';
  readonly detail: TerminalLinkOpenDetail;

  constructor(detail: TerminalLinkOpenDetail) {
    super(TerminalLinkOpenEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
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

declare global {
  interface GlobalEventHandlersEventMap {
    'terminal-link-open': TerminalLinkOpenEvent;
  }
}
