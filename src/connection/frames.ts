// SPDX-License-Identifier: Apache-2.0
/**
 * Reading WebSocket frames tolerantly. ACP over WebSocket is one JSON-RPC message per text frame,
 * but bridges in the wild (`stdio-to-ws`, marimo's) forward stdout chunks: a trailing newline, or
 * several newline-separated messages in one frame. We accept all of these.
 */
import type { Sender } from '../state/index.js';

export type FrameItem =
  /** A JSON object: a JSON-RPC message (whether valid JSON-RPC is the reducer's call). */
  | { kind: 'message'; text: string; message: Record<string, unknown> }
  /**
   * A trace line `{dir, msg}` as the bridge's `/watch` endpoint sends: who sent it is known, and
   * when: `at` from its `ts` (ISO time), `offsetMs` from its `t_ms` (ms since the recording began).
   */
  | { kind: 'envelope'; text: string; message: unknown; from: Sender; seq?: number; feed?: string; at?: number; offsetMs?: number }
  /** Not JSON, or JSON that is not an object. */
  | { kind: 'garbage'; text: string };

/** Splits one frame into its messages: newline-separated, blank lines and `\r` dropped. */
export function splitFrame(text: string): string[] {
  if (!text.includes('\n')) return text.trim() === '' ? [] : [text];
  return text
    .split('\n')
    .map((line) => line.replace(/\r$/, ''))
    .filter((line) => line.trim() !== '');
}

/** Reads one line of a frame. */
export function readFrameItem(text: string): FrameItem {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'garbage', text };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { kind: 'garbage', text };
  const record = value as Record<string, unknown>;
  if ((record['dir'] === 'agent->client' || record['dir'] === 'client->agent') && 'msg' in record && !('jsonrpc' in record)) {
    const item: FrameItem = {
      kind: 'envelope',
      text,
      message: record['msg'],
      from: record['dir'] === 'agent->client' ? 'agent' : 'client',
    };
    if (typeof record['seq'] === 'number') item.seq = record['seq'];
    if (typeof record['feed'] === 'string') item.feed = record['feed'];
    const at = typeof record['ts'] === 'string' ? Date.parse(record['ts']) : NaN;
    if (Number.isFinite(at)) item.at = at;
    if (typeof record['t_ms'] === 'number' && Number.isFinite(record['t_ms'])) item.offsetMs = record['t_ms'];
    return item;
  }
  return { kind: 'message', text, message: record };
}
