// SPDX-License-Identifier: Apache-2.0
/**
 * The URL of one of the bridge's HTTP endpoints, found from any of its URLs the page was given: the
 * socket's (`ws://…/acp?token=…`), the observers' (`/watch`), `/capabilities` or `/files`. The query
 * (the token) is kept, `ws:` becomes `http:` (`wss:`, `https:`), and a relative URL is read against
 * the page's address when there is one.
 */

/** The endpoint names the bridge serves at the end of its URLs. */
const KNOWN_ENDPOINT = /\/(?:acp|watch|capabilities|files)\/?$|\/?$/;

export function bridgeEndpoint(bridgeUrl: string, endpoint: string): URL {
  const base = typeof location !== 'undefined' ? location.href : undefined;
  const url = new URL(bridgeUrl, base);
  if (url.protocol === 'ws:') url.protocol = 'http:';
  else if (url.protocol === 'wss:') url.protocol = 'https:';
  url.pathname = url.pathname.replace(KNOWN_ENDPOINT, `/${endpoint}`);
  url.hash = '';
  return url;
}

/** What a refusal of the bridge says: `{error: message}`, or `{error: {code, message}}` (`/fs/*`). */
export async function bridgeRefusal(response: Response): Promise<{ code?: string; message?: string }> {
  let error: unknown;
  try {
    error = ((await response.json()) as { error?: unknown }).error;
  } catch {
    return {}; // No JSON body: the status says enough.
  }
  if (typeof error === 'string') return { message: error };
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
}
