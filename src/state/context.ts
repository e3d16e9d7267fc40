// SPDX-License-Identifier: Apache-2.0
import type { FeedError, RequestId, Sender } from './types.js';

/** What the reducer knows about the message it is folding. */
export interface FoldContext {
  readonly from: Sender;
  readonly receivedAt: number;
  readonly seq: number;
  /** v2 gives `null` in updates a meaning ("reset"); v1 treats it as "unchanged". */
  readonly v2: boolean;
  /** The message as dispatched, for error excerpts. */
  readonly raw: unknown;
  /** Problems found while folding (made on the first one); appended to the state's errors at the end. */
  errors?: FeedError[];
  method?: string;
  sessionId?: string;
}

const EXCERPT_LENGTH = 240;

/**
 * A short excerpt of what was received. Never stringifies more than it needs: a hostile 5 MB
 * string costs a slice, and objects are stringified once (linear in their size).
 */
export function excerptOf(raw: unknown): string {
  let text: string;
  if (typeof raw === 'string') {
    text = raw.length > EXCERPT_LENGTH ? raw.slice(0, EXCERPT_LENGTH) : raw;
  } else {
    try {
      text = JSON.stringify(raw) ?? String(raw);
    } catch {
      text = String(raw);
    }
  }
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

export function reportError(ctx: FoldContext, reason: string, raw: unknown = ctx.raw): void {
  const error: FeedError = {
    seq: ctx.seq,
    receivedAt: ctx.receivedAt,
    from: ctx.from,
    reason,
    excerpt: excerptOf(raw),
  };
  if (ctx.method !== undefined) error.method = ctx.method;
  if (ctx.sessionId !== undefined) error.sessionId = ctx.sessionId;
  (ctx.errors ??= []).push(error);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Reads an optional string field; reports a wrong type and returns undefined for it. */
export function optionalString(ctx: FoldContext, record: Record<string, unknown>, field: string, where: string): string | undefined {
  const value = record[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  reportError(ctx, `${where}: ${field} must be a string (got ${typeName(value)})`);
  return undefined;
}

export function isRequestId(id: unknown): id is RequestId {
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
}

export function sessionIdOf(params: Record<string, unknown>): string | undefined {
  // The schema asks only for a string: an empty one is an id like any other.
  return typeof params.sessionId === 'string' ? params.sessionId : undefined;
}

/** The `sessionId` a method needs, noted for error reports; reports its absence. */
export function requireSession(ctx: FoldContext, params: Record<string, unknown>): string | undefined {
  const sessionId = sessionIdOf(params);
  if (sessionId === undefined) reportError(ctx, `${ctx.method}: missing sessionId`);
  else ctx.sessionId = sessionId;
  return sessionId;
}
