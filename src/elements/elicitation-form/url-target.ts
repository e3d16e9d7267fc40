// SPDX-License-Identifier: Apache-2.0
/**
 * What a URL-mode elicitation may open: the URL's host for the user to check, and whether this
 * page will open it at all. Only `https:` opens, and `http:` on this computer (localhost, 127.0.0.1,
 * [::1]) for local sign-in flows; `javascript:`, `data:`, `file:` and plain `http:` elsewhere never do.
 */
import { unicodeHost } from '../../approval/punycode.js';

export interface UrlTarget {
  /** The URL as parsed (normalised), when it parses. */
  href?: string;
  /** The host as the user should read it (with the port when one is given). */
  host: string;
  /** The host is internationalised (an `xn--` label): it may imitate another site's name. */
  punycode: boolean;
  /** With `punycode`: the host as it is resolved (ASCII), shown beside the decoded `host`. */
  asciiHost?: string;
  /** The scheme, without the colon (`https`, `javascript`…). */
  scheme: string;
  /** Why it will not open: not a URL, or a scheme (or plain http to another computer) this page refuses. */
  refused?: 'invalid' | 'scheme' | 'insecure';
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function urlTarget(url: string | undefined): UrlTarget {
  let parsed: URL;
  try {
    parsed = new URL(url ?? '');
  } catch {
    return { host: '', punycode: false, scheme: '', refused: 'invalid' };
  }
  const scheme = parsed.protocol.replace(/:$/, '');
  const punycode = parsed.hostname.split('.').some((label) => label.toLowerCase().startsWith('xn--'));
  const port = parsed.port ? `:${parsed.port}` : '';
  const target: UrlTarget = { href: parsed.href, host: unicodeHost(parsed.hostname) + port, punycode, scheme };
  if (punycode) target.asciiHost = parsed.host;
  if (scheme === 'https') return target;
  if (scheme === 'http') return LOCAL_HOSTS.has(parsed.hostname) ? target : { ...target, refused: 'insecure' };
  return { ...target, refused: 'scheme' };
}

/** Opens a URL the user chose to open, in a new tab that cannot reach back to this page. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
