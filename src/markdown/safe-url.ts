// SPDX-License-Identifier: Apache-2.0
/**
 * The one check every link and image URL in rendered markdown passes: an absolute URL whose scheme
 * is allowed, refused outright (never repaired) when it holds characters the URL parser would drop.
 */

const DEFAULT_SCHEMES: readonly string[] = ['http:', 'https:', 'mailto:'];

/**
 * Control, format (bidi overrides, zero-width joiners) and line/paragraph separator characters.
 * The URL parser drops tabs and newlines and trims C0 controls, which is how `java\tscript:`
 * slips past naive checks; a URL holding any of them is refused rather than repaired.
 */
const UNSAFE_URL_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * The URL, normalized by the URL parser, when it is absolute and its scheme is in
 * `allowedSchemes`; otherwise `undefined`. Nothing is stripped or repaired first: a URL with
 * control or bidi characters, or with leading/trailing whitespace, is refused. Relative and
 * protocol-relative URLs have no base to resolve against and are refused too.
 */
export function safeUrl(url: string, allowedSchemes: readonly string[] = DEFAULT_SCHEMES): string | undefined {
  if (url !== url.trim() || UNSAFE_URL_CHARACTER.test(url)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const allowed = allowedSchemes.some((scheme) => scheme.toLowerCase() === parsed.protocol);
  return allowed ? parsed.href : undefined;
}
