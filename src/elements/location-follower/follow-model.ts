// SPDX-License-Identifier: Apache-2.0
/**
 * Where the agent is: pure functions from a session's tool calls to the agent's current position
 * (the last location of the most recently updated call that has one) and a trail of recent
 * distinct locations with visit counts. Lines come out 1-based whatever the agent's base.
 */
import type { ToolCallView } from '../../state/index.js';

export interface ParsedLocation {
  /** The path as sent, without a `:line` / `:start-end` / `#Lstart-Lend` selector. */
  path: string;
  /** 1-based first line, when known. */
  line?: number;
  /** 1-based last line of a `start-end` selector. */
  endLine?: number;
}

/** `file.ts:10`, `file.ts:10-20`, `file.ts:10:5` (line, column). Lazy, so `C:\x.ts:3` keeps its drive. */
const COLON_SELECTOR = /^(.+?):(\d+)(?:-(\d+))?(?::\d+)?$/s;
/** `file.ts#L10` and `file.ts#L10-L20`. */
const HASH_SELECTOR = /^(.+?)#L(\d+)(?:-L?(\d+))?$/s;

function selectorLines(start: string, end: string | undefined): Pick<ParsedLocation, 'line' | 'endLine'> {
  const line = Math.max(1, Number(start));
  const last = end === undefined ? undefined : Number(end);
  return last !== undefined && last > line ? { line, endLine: last } : { line };
}

/**
 * One ACP `ToolCallLocation` read defensively: `line` is corrected from the agent's `lineBase`
 * (0 or 1) to 1-based; a path selector is split off and read as 1-based (people write them so);
 * an explicit `line` wins over a selector's. Returns undefined for a location without a path.
 */
export function parseLocation(location: unknown, lineBase = 1): ParsedLocation | undefined {
  if (typeof location !== 'object' || location === null) return undefined;
  const { path, line } = location as { path?: unknown; line?: unknown };
  if (typeof path !== 'string' || path === '') return undefined;
  // An explicit line wins over a selector's; claude-code-acp sends `line: 0` for "the top", which
  // with base 1 is still line 1.
  const explicit = typeof line === 'number' && Number.isInteger(line) && line >= 0 ? Math.max(1, line + 1 - lineBase) : undefined;
  const match = path.includes(':') || path.includes('#L') ? (COLON_SELECTOR.exec(path) ?? HASH_SELECTOR.exec(path)) : null;
  if (!match) return explicit === undefined ? { path } : { path, line: explicit };
  return explicit === undefined ? { path: match[1], ...selectorLines(match[2], match[3]) } : { path: match[1], line: explicit };
}

/** Parsed locations per (immutable) locations array, per line base: a session's calls parse once. */
const parsedCache = [new WeakMap<readonly unknown[], ParsedLocation[]>(), new WeakMap<readonly unknown[], ParsedLocation[]>()];
function parsedLocations(locations: readonly unknown[], lineBase: number): ParsedLocation[] {
  const cache = parsedCache[lineBase === 0 ? 0 : 1];
  let parsed = cache.get(locations);
  if (!parsed) {
    parsed = [];
    for (const location of locations) {
      const one = parseLocation(location, lineBase);
      if (one) parsed.push(one);
    }
    cache.set(locations, parsed);
  }
  return parsed;
}

/** Where the agent is now. */
export interface AgentPosition extends ParsedLocation {
  toolCallId: string;
  kind: string;
  call: ToolCallView;
}

/** A distinct path the agent visited, newest first. */
export interface TrailEntry extends ParsedLocation {
  /** How many tool calls reported this path. */
  visits: number;
  /** The latest call that reported it. */
  call: ToolCallView;
}

export interface FollowSnapshot {
  current?: AgentPosition;
  /** Distinct paths, most recent first (the current position's path first), at most `limit`. */
  trail: TrailEntry[];
}

interface PathStat {
  location: ParsedLocation;
  call: ToolCallView;
  visits: number;
  /** The call (by position in `calls`) last counted as a visit. */
  countedOrder: number;
  /** Recency of `location`: (call.updatedAt, call's position, location's position in the call). */
  updatedAt: number;
  order: number;
  index: number;
}

function newer(a: { updatedAt: number; order: number; index: number }, updatedAt: number, order: number, index: number): boolean {
  return updatedAt !== a.updatedAt ? updatedAt > a.updatedAt : order !== a.order ? order > a.order : index > a.index;
}

/**
 * The agent's position and trail. Recency is a call's `updatedAt`, ties broken by its order in
 * `calls` (first seen); within a call its last location is the most recent. One pass, no sort:
 * O(locations + distinct paths × limit), and each call's locations are parsed once.
 */
export function followSnapshot(calls: readonly ToolCallView[], lineBase = 1, limit = 5): FollowSnapshot {
  const stats = new Map<string, PathStat>();
  let current: PathStat | undefined;
  for (let order = 0; order < calls.length; order++) {
    const call = calls[order];
    if (call.locations.length === 0) continue;
    const parsed = parsedLocations(call.locations, lineBase);
    for (let index = 0; index < parsed.length; index++) {
      const location = parsed[index];
      let stat = stats.get(location.path);
      if (!stat) {
        stat = { location, call, visits: 0, countedOrder: -1, updatedAt: -Infinity, order: -1, index: -1 };
        stats.set(location.path, stat);
      }
      if (stat.countedOrder !== order) {
        stat.visits++;
        stat.countedOrder = order;
      }
      if (newer(stat, call.updatedAt, order, index)) {
        stat.location = location;
        stat.call = call;
        stat.updatedAt = call.updatedAt;
        stat.order = order;
        stat.index = index;
        if (!current || newer(current, call.updatedAt, order, index)) current = stat;
      }
    }
  }
  // The `limit` most recent paths, newest first, by insertion into a short sorted list.
  const top: PathStat[] = [];
  const size = Math.max(0, limit);
  if (size > 0) {
    for (const stat of stats.values()) {
      if (top.length === size && !newer(top[size - 1], stat.updatedAt, stat.order, stat.index)) continue;
      let at = top.length;
      while (at > 0 && newer(top[at - 1], stat.updatedAt, stat.order, stat.index)) at--;
      top.splice(at, 0, stat);
      if (top.length > size) top.pop();
    }
  }
  const trail = top.map((stat): TrailEntry => ({ ...stat.location, visits: stat.visits, call: stat.call }));
  if (!current) return { trail };
  const { location, call } = current;
  return { current: { ...location, toolCallId: call.toolCallId, kind: call.kind, call }, trail };
}

/** Identity of a position for "did the agent move": its path and line. */
export function positionKey(position: ParsedLocation | undefined): string {
  return position ? `${position.path}\u0000${position.line ?? ''}` : '';
}
