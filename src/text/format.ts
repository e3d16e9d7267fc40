// SPDX-License-Identifier: Apache-2.0
/** Small display helpers shared by the elements. */

/** "0.4s", "12s", "1m 05s", "1h 02m". */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  // "0.0s" reads as "no time at all" (or as a bug); a tool that ran a few milliseconds took some.
  if (ms < 100) return '<0.1s';
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)}s`;
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

/** `path` relative to `root` when it lies inside it; otherwise unchanged. */
export function relativePath(path: string, root?: string): string {
  if (!root) return path;
  const base = root.endsWith('/') ? root : `${root}/`;
  if (path === root || path === base.slice(0, -1)) return '.';
  return path.startsWith(base) ? path.slice(base.length) : path;
}

export function fileName(path: string): string {
  const trimmed = path.replace(/[\\/]+$/, '');
  const slash = Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\'));
  return slash < 0 ? trimmed : trimmed.slice(slash + 1) || trimmed;
}

const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;

export function hasAnsi(text: string): boolean {
  return text.includes('\u001b');
}

/** Text without ANSI escape sequences (CSI, OSC, and two-byte escapes). */
export function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}

const prettyCache = new WeakMap<object, string>();

/**
 * Pretty JSON for display; strings show as they are. Never throws (cycles, BigInt). Memoized per
 * object: state objects are immutable, and a card re-renders on every update of its call.
 */
export function prettyJson(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const cached = prettyCache.get(value);
    if (cached !== undefined) return cached;
  }
  let text: string;
  try {
    text = JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    text = String(value);
  }
  if (typeof value === 'object' && value !== null) prettyCache.set(value, text);
  return text;
}

export function countLines(text: string): number {
  let lines = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}

/** At most `max` characters of `text`, with "…" when cut: for places that show only a glimpse. */
export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * `map[key]` only when `key` is the map's own entry. Kinds and statuses come from the agent: a
 * kind named "constructor" or "__proto__" must not find `Object.prototype`'s members.
 */
export function own<T>(map: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined;
}
