// SPDX-License-Identifier: Apache-2.0
/**
 * What the change set reads from a dispatched message (object or JSON text, untrusted): the
 * `fs/*` requests and answers the state does not keep, and which session and tool call it names.
 * Every field is checked; anything malformed reads as nothing.
 */
import type { RequestId } from '../state/index.js';

export interface FsReadRequest {
  kind: 'read-request';
  id: RequestId;
  sessionId: string;
  path: string;
  line?: number;
  limit?: number;
}
export interface FsWriteRequest {
  kind: 'write-request';
  id: RequestId;
  sessionId: string;
  path: string;
  content: string;
}
/** A response of the client to one of the agent's requests. */
export interface ClientResponse {
  kind: 'response';
  id: RequestId;
  /** `result.content` when it is a string. */
  content?: string;
  /** The JSON-RPC error code when the answer is an error. */
  errorCode?: number;
  failed: boolean;
}
export type FsWireItem = FsReadRequest | FsWriteRequest | ClientResponse;

/** ACP's "resource not found": the file does not exist. */
export const NOT_FOUND = -32002;

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is RequestId => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const int = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * The JSON-RPC objects of a dispatched message: one, a batch's, or none (garbage). The store gives
 * the message already parsed (`parsed`); only a dispatch without it is parsed here.
 */
export function messagesOf(dispatched: { message: unknown; parsed?: unknown }): Json[] {
  const given = 'parsed' in dispatched;
  let value = given ? dispatched.parsed : dispatched.message;
  if (!given && typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (Array.isArray(value)) return value.filter(isRecord);
  return isRecord(value) ? [value] : [];
}

/** A path an agent may name: a non-empty string without NUL (a hostile one is recorded as nothing). */
export function isPath(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 4096 && !value.includes('\0');
}

/** The `fs/*` item a message is, seen from the agent (requests) or the client (answers). */
export function readFsItem(message: Json, from: 'agent' | 'client'): FsWireItem | undefined {
  const id = message.id;
  if (!isId(id)) return undefined;
  if (from === 'agent' && typeof message.method === 'string') {
    const params = message.params;
    if (!isRecord(params) || typeof params.sessionId !== 'string' || !isPath(params.path)) return undefined;
    if (message.method === 'fs/read_text_file') {
      return { kind: 'read-request', id, sessionId: params.sessionId, path: params.path, line: int(params.line), limit: int(params.limit) };
    }
    if (message.method === 'fs/write_text_file' && typeof params.content === 'string') {
      return { kind: 'write-request', id, sessionId: params.sessionId, path: params.path, content: params.content };
    }
    return undefined;
  }
  if (from === 'client' && message.method === undefined) {
    if (isRecord(message.error)) return { kind: 'response', id, errorCode: int(message.error.code), failed: true };
    if (!('result' in message)) return undefined;
    const content = isRecord(message.result) ? str(message.result.content) : undefined;
    return { kind: 'response', id, content, failed: false };
  }
  return undefined;
}

/** A read's answer is the whole file: from its start, and not cut by `limit`. */
export function isWholeRead(request: FsReadRequest, content: string): boolean {
  if (request.line !== undefined && request.line > 1) return false;
  if (request.limit === undefined) return true;
  return lineCount(content) < request.limit;
}

/** Lines of a text, the last one counted whether or not it ends with a newline. */
export function lineCount(text: string): number {
  if (text === '') return 0;
  let count = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
  return text.endsWith('\n') ? count : count + 1;
}

/** The session a message is about (`params.sessionId`), if it names one. */
export function sessionOf(message: Json): string | undefined {
  return isRecord(message.params) ? str(message.params.sessionId) : undefined;
}

/** The tool call a session update or a permission request names. */
export function toolCallOf(message: Json): string | undefined {
  const params = message.params;
  if (!isRecord(params)) return undefined;
  if (isRecord(params.update)) return str(params.update.toolCallId);
  if (isRecord(params.toolCall)) return str(params.toolCall.toolCallId);
  return undefined;
}

/** The method of a request or notification. */
export function methodOf(message: Json): string | undefined {
  return str(message.method);
}
