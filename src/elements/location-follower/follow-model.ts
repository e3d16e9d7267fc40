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
  const match = COLON_SELECTOR.exec(path) ?? HASH_SELECTOR.exec(path);
  const parsed: ParsedLocation = match ? { path: match[1], ...selectorLines(match[2], match[3]) } : { path };
  if (typeof line === 'number' && Number.isInteger(line) && line >= 0) {
    // claude-code-acp sends `line: 0` for "the top": with base 1 that is still line 1.
    parsed.line = Math.max(1, line + 1 - lineBase);
    delete parsed.endLine;
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

/**
 * The agent's position and trail. Calls are ordered by `updatedAt`, ties by their order in
 * `calls` (first seen); within a call its last location is the most recent. O(locations).
 */
export function followSnapshot(calls: readonly ToolCallView[], lineBase = 1, limit = 5): FollowSnapshot {
  const located: Array<{ call: ToolCallView; order: number }> = [];
  calls.forEach((call, order) => {
    if (call.locations.length > 0) located.push({ call, order });
  });
  located.sort((a, b) => a.call.updatedAt - b.call.updatedAt || a.order - b.order);

  // A Map keeps insertion order: re-inserting a path moves it to the end, the most recent.
  const entries = new Map<string, TrailEntry>();
  let current: AgentPosition | undefined;
  for (const { call } of located) {
    const counted = new Set<string>();
    for (const location of call.locations) {
      const parsed = parseLocation(location, lineBase);
      if (!parsed) continue;
      const previous = entries.get(parsed.path);
      const visits = (previous?.visits ?? 0) + (counted.has(parsed.path) ? 0 : 1);
      counted.add(parsed.path);
      entries.delete(parsed.path);
      entries.set(parsed.path, { ...parsed, visits, call });
      current = { ...parsed, toolCallId: call.toolCallId, kind: call.kind, call };
    }
  }
  const trail = [...entries.values()].reverse().slice(0, Math.max(0, limit));
  return current ? { current, trail } : { trail };
}

/** Identity of a position for "did the agent move": its path and line. */
export function positionKey(position: ParsedLocation | undefined): string {
  return position ? `${position.path}\u0000${position.line ?? ''}` : '';
}
