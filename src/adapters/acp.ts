// SPDX-License-Identifier: Apache-2.0
/**
 * The ACP messages every adapter emits, and the pieces they share: JSON-RPC envelopes,
 * content blocks made from tool results, and id generation. What comes out here is exactly what
 * an ACP agent would send, so `store.dispatch(message, { from: 'agent' })` folds it unchanged.
 */
import type { ContentBlock, PermissionOption, ToolCallContent } from '@agentclientprotocol/sdk';
import type { ToolCallStatus, ToolKind } from '../state/types.js';

/** A `session/update` notification. */
export interface AcpSessionUpdate {
  jsonrpc: '2.0';
  method: 'session/update';
  params: { sessionId: string; update: Record<string, unknown> & { sessionUpdate: string } };
}

/** A `session/request_permission` request (the agent asks; the client answers with the same id). */
export interface AcpPermissionRequest {
  jsonrpc: '2.0';
  id: string;
  method: 'session/request_permission';
  params: { sessionId: string; toolCall: ToolCallFields; options: PermissionOption[]; title?: string; description?: string };
}

/** One message for `store.dispatch(message, { from: 'agent' })`. */
export type AcpMessage = AcpSessionUpdate | AcpPermissionRequest;

/** The fields of an ACP `ToolCall` / `ToolCallUpdate` the adapters set. */
export interface ToolCallFields {
  toolCallId: string;
  title?: string;
  name?: string;
  kind?: ToolKind;
  status?: ToolCallStatus;
  content?: ToolCallContent[];
  locations?: Array<{ path: string; line?: number }>;
  rawInput?: unknown;
  rawOutput?: unknown;
  _meta?: Record<string, unknown>;
}

/** What every adapter's options start with. */
export interface AdapterOptions {
  /** The ACP session the messages belong to. */
  sessionId: string;
  /** Makes ids for calls the provider sent without one. Default: `call_` + a random UUID. */
  generateId?: () => string;
}

/** The one shape of every streaming adapter. */
export interface StreamAdapter<Input> {
  /** Feeds one provider event (or text chunk); returns the ACP messages it produced, in order. */
  push(input: Input): AcpMessage[];
  /** The stream ended: settles what is still open; returns the last messages. */
  end(): AcpMessage[];
}

export function sessionUpdate(sessionId: string, update: AcpSessionUpdate['params']['update']): AcpSessionUpdate {
  return { jsonrpc: '2.0', method: 'session/update', params: { sessionId, update } };
}

export function toolCallMessage(sessionId: string, fields: ToolCallFields): AcpSessionUpdate {
  return sessionUpdate(sessionId, { sessionUpdate: 'tool_call', ...fields });
}

export function toolCallUpdateMessage(sessionId: string, fields: ToolCallFields): AcpSessionUpdate {
  return sessionUpdate(sessionId, { sessionUpdate: 'tool_call_update', ...fields });
}

/** An agent message or thought chunk of plain text. */
export function textChunk(
  sessionId: string,
  kind: 'agent_message_chunk' | 'agent_thought_chunk',
  text: string,
  messageId?: string,
): AcpSessionUpdate {
  const update: AcpSessionUpdate['params']['update'] = { sessionUpdate: kind, content: { type: 'text', text } };
  if (messageId !== undefined) update.messageId = messageId;
  return sessionUpdate(sessionId, update);
}

/** An ACP `notice` (an error the provider reported that belongs to no tool call). */
export function noticeMessage(sessionId: string, title: string, description?: string): AcpSessionUpdate {
  const update: AcpSessionUpdate['params']['update'] = { sessionUpdate: 'notice', severity: 'error', title };
  if (description !== undefined) update.description = description;
  return sessionUpdate(sessionId, update);
}

let fallbackCounter = 0;

/** `call_` + a random UUID (or a counter where `crypto.randomUUID` is missing). */
export function defaultGenerateId(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  return `call_${uuid ?? `${Date.now().toString(36)}_${(++fallbackCounter).toString(36)}`}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An object whose named fields can be read: `isRecord` without the array test, for the checks
 * that run once per streamed event. Reading a field by name of an array (which parsed events
 * never give named fields) yields undefined, so these checks need no more, and they run once per
 * streamed event, where an array test is a noticeable share of an adapter's own work.
 */
export function hasFields(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A markdown code fence longer than any run of backticks inside `text`. */
export function fenced(text: string, language = ''): string {
  let longest = 2;
  const runs = text.match(/`{3,}/g);
  if (runs) for (const run of runs) longest = Math.max(longest, run.length);
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}

function textBlock(text: string): ToolCallContent {
  return { type: 'content', content: { type: 'text', text } };
}

/** JSON as a fenced block (never throws: cycles and BigInts become their string form). */
function jsonBlock(value: unknown): ToolCallContent {
  let text: string;
  try {
    text = JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    text = String(value);
  }
  return textBlock(fenced(text, 'json'));
}

/** Maps one provider content part (MCP, Anthropic, OpenAI, Gemini inline data) to ACP content. */
function contentPart(part: unknown): ToolCallContent | undefined {
  if (typeof part === 'string') return part === '' ? undefined : textBlock(part);
  if (!isRecord(part)) return part === undefined || part === null ? undefined : jsonBlock(part);
  const type = part.type;
  // Text: MCP / Anthropic `text`, OpenAI Responses `input_text` / `output_text`.
  if ((type === 'text' || type === 'input_text' || type === 'output_text') && typeof part.text === 'string') {
    return textBlock(part.text);
  }
  // MCP image / audio: { data, mimeType } (the same shape as ACP's).
  if ((type === 'image' || type === 'audio') && typeof part.data === 'string' && typeof part.mimeType === 'string') {
    return { type: 'content', content: { type, data: part.data, mimeType: part.mimeType } as ContentBlock };
  }
  // Anthropic image: { source: { type: 'base64', media_type, data } | { type: 'url', url } }.
  if (type === 'image' && isRecord(part.source)) {
    const source = part.source;
    if (typeof source.data === 'string' && typeof source.media_type === 'string') {
      return { type: 'content', content: { type: 'image', data: source.data, mimeType: source.media_type } };
    }
    if (typeof source.url === 'string') return resourceLink(source.url);
  }
  // MCP resource_link and embedded resource: the same shapes in ACP.
  if (type === 'resource_link' && typeof part.uri === 'string' && typeof part.name === 'string') {
    return { type: 'content', content: part as ContentBlock };
  }
  if (type === 'resource' && isRecord(part.resource) && typeof part.resource.uri === 'string') {
    return { type: 'content', content: part as ContentBlock };
  }
  // Gemini inline data: { inlineData: { mimeType, data } }.
  if (isRecord(part.inlineData) && typeof part.inlineData.data === 'string' && typeof part.inlineData.mimeType === 'string') {
    const mimeType = part.inlineData.mimeType;
    const kind = mimeType.startsWith('image/') ? 'image' : mimeType.startsWith('audio/') ? 'audio' : undefined;
    if (kind) return { type: 'content', content: { type: kind, data: part.inlineData.data, mimeType } as ContentBlock };
  }
  return jsonBlock(part);
}

function resourceLink(uri: string): ToolCallContent {
  return { type: 'content', content: { type: 'resource_link', uri, name: uri } };
}

/**
 * A tool result as ACP content: a string as markdown text, an array as one block per part
 * (text, images, audio, resource links), anything else as fenced JSON.
 */
export function resultContent(result: unknown): ToolCallContent[] {
  if (Array.isArray(result)) {
    const out: ToolCallContent[] = [];
    for (const part of result) {
      const block = contentPart(part);
      if (block) out.push(block);
    }
    return out;
  }
  const block = contentPart(result);
  return block ? [block] : [];
}

/** A failed call's content: what went wrong, then the raw text that could not be read. */
export function failureContent(reason: string, raw?: string): ToolCallContent[] {
  const content = [textBlock(reason)];
  if (raw !== undefined && raw !== '') content.push(textBlock(fenced(raw)));
  return content;
}
