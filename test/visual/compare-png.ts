// SPDX-License-Identifier: Apache-2.0
// Compares a shot with its baseline: pixelmatch's per-pixel colour distance (anti-aliased edges not
// counted), and a small number of pixels allowed to differ. A changed border colour one pixel wide
// along an element changes hundreds of pixels (test/visual/border-change.visual.ts proves it fails).
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** How far apart two colours may be and still count as the same (pixelmatch's YIQ threshold, 0–1). */
export const COLOUR_THRESHOLD = 0.1;
/** How many pixels may differ: a glyph's edge, never a line. */
export const MAX_DIFF_PIXELS = 8;

export interface Comparison {
  same: boolean;
  /** Why not, in words. */
  reason?: string;
  diffPixels: number;
  /** The picture of the difference (changed pixels red over a faded baseline), when the sizes match. */
  diffPng?: Buffer;
}

export function comparePng(actual: Buffer, expected: Buffer): Comparison {
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(expected);
  if (a.width !== b.width || a.height !== b.height) {
    return { same: false, diffPixels: -1, reason: `the size changed: ${b.width}×${b.height} → ${a.width}×${a.height}` };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const diffPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: COLOUR_THRESHOLD });
  if (diffPixels <= MAX_DIFF_PIXELS) return { same: true, diffPixels };
  return {
    same: false,
    diffPixels,
    reason: `${diffPixels} pixels differ (at most ${MAX_DIFF_PIXELS} may)`,
    diffPng: PNG.sync.write(diff),
  };
}
