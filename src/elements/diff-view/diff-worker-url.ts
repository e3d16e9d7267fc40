// SPDX-License-Identifier: Apache-2.0
/**
 * The diff worker's settings, apart from the engine: `define.js` exports them while `<diff-view>`
 * (and the engine with jsdiff) loads on demand, so setting them must not load the engine.
 */
import type { TrustedScriptURL } from '../../dom/trusted-types.js';

/** Inputs larger than this (both texts, in UTF-16 units) are diffed in the worker. */
export const WORKER_THRESHOLD = 64 * 1024;

let url: URL | string | TrustedScriptURL | undefined;
let onChange: (() => void) | undefined;

/**
 * Where the worker script is, for bundlers that do not handle `new URL(…, import.meta.url)`. A
 * `TrustedScriptURL` from the host's own policy is used as it is; other URLs go through the
 * library's policy, which takes only the page's origin and the library's own.
 */
export function setDiffWorkerUrl(workerUrl: URL | string | TrustedScriptURL | undefined): void {
  url = workerUrl;
  onChange?.();
}

/** The URL set by `setDiffWorkerUrl`, if any. */
export function diffWorkerUrl(): URL | string | TrustedScriptURL | undefined {
  return url;
}

/** Lets the engine (once loaded) drop a worker started from an older URL. */
export function onDiffWorkerUrlChange(listener: () => void): void {
  onChange = listener;
}
