// SPDX-License-Identifier: Apache-2.0
/** A byte count in the largest unit that keeps it at or above 1 (`units` from bytes up, in the UI's language). */
export function formatBytes(count: number, units: string[]): string {
  let value = count;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
