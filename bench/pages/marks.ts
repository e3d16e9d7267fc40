// SPDX-License-Identifier: Apache-2.0
/**
 * User-timing marks the bench page sets around what it measures, so that a Chromium trace of a run
 * can be cut to exactly that stretch. Shared by the page and by the Node side (DOM-free).
 */
export const MARKS = {
  firstRenderStart: 'tce-bench:first-render:start',
  firstRenderEnd: 'tce-bench:first-render:painted',
  framesStart: 'tce-bench:frames:start',
  framesEnd: 'tce-bench:frames:end',
} as const;
