// SPDX-License-Identifier: Apache-2.0
/**
 * How bench/elements-render.bench.ts writes its figures: shares, durations and the report's rows.
 */
import { formatNumber } from '../browser-bench.js';

export function percentText(share: number | undefined): string {
  return share === undefined ? '?' : `${formatNumber(share * 100)}%`;
}

export function ms(value: number | undefined, digits = 1): string {
  return value === undefined ? 'never' : `${formatNumber(value, digits)} ms`;
}

export function row(label: string, value: string, detail = '', verdict = ''): string {
  return `  ${label.padEnd(40)} ${value.padStart(14)}   ${detail.padEnd(34)} ${verdict}`;
}
