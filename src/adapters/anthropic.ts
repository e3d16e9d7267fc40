// SPDX-License-Identifier: Apache-2.0
/**
 * Anthropic Messages API: the streaming events (`message_start`, `content_block_start`,
 * `content_block_delta`, `content_block_stop`, `message_delta`, `message_stop`, `error`) as the
 * SDK or an SSE parser hands them over, plus the messages the host sends back: a user message
 * (or a bare block) with `tool_result` blocks. A whole non-streamed `Message` works too.
 *
 * - `tool_use` / `server_tool_use` start → `tool_call` (pending, title from the tool name);
 *   `input_json_delta` → `rawInput` updates; `content_block_stop` → the final input.
 * - `message_delta` with `stop_reason: "tool_use"` → the message's calls become `in_progress`
 *   (unless `startOnToolUse: false`, when the host asks for confirmation first). Another stop
 *   reason (`max_tokens`) fails calls whose input was cut off.
 * - `text_delta` → `agent_message_chunk`, `thinking_delta` → `agent_thought_chunk` (messageId:
 *   the message's id).
 * - `tool_result` (`is_error`) and server tool results (`web_search_tool_result`, …) →
 *   `completed` / `failed` with the content.
 * - `error` event → open calls fail, and a `notice` carries the error.
 */
import { hasFields, isRecord, noticeMessage, textChunk, type AcpMessage, type StreamAdapter } from './acp.js';
import { ToolCalls, type StreamingAdapterOptions, type TrackedCall } from './tool-calls.js';

export interface AnthropicAdapterOptions extends StreamingAdapterOptions {
  /** Mark calls `in_progress` when the message stops with `tool_use`. Default true. */
  startOnToolUse?: boolean;
}

/** Anything the Anthropic SDK streams, or a message / block the host sends back. */
export type AnthropicInput = Record<string, unknown>;

export function fromAnthropic(options: AnthropicAdapterOptions): StreamAdapter<AnthropicInput> {
  const { sessionId } = options;
  const calls = new ToolCalls(options);
  const startOnToolUse = options.startOnToolUse ?? true;
  /** Content blocks of the current message by index. */
  let blocks: Array<{ type: string; call?: TrackedCall } | undefined> = [];
  let messageId: string | undefined;

  function toolResult(out: AcpMessage[], block: Record<string, unknown>): void {
    const toolUseId = block.tool_use_id;
    if (typeof toolUseId !== 'string') return;
    // `tool_result` content is a string or blocks; server tool results carry their own shapes.
    const content = block.content;
    const serverError = isRecord(content) && typeof content.type === 'string' && content.type.endsWith('_error');
    calls.result(out, toolUseId, { output: content, isError: block.is_error === true || serverError });
  }

  function startBlock(out: AcpMessage[], index: number, block: Record<string, unknown>, streaming: boolean): void {
    const type = String(block.type);
    if ((type === 'tool_use' || type === 'server_tool_use') && typeof block.name === 'string') {
      const id = typeof block.id === 'string' && block.id !== '' ? block.id : calls.generateId();
      const input = block.input;
      const hasInput = isRecord(input) && Object.keys(input).length > 0;
      const call = calls.open(out, id, block.name, streaming && !hasInput ? { streaming: true } : { input: input ?? {} });
      blocks[index] = { type, call };
      return;
    }
    blocks[index] = { type };
    if (type === 'text' && typeof block.text === 'string' && block.text !== '') {
      out.push(textChunk(sessionId, 'agent_message_chunk', block.text, messageId));
    } else if (type === 'thinking' && typeof block.thinking === 'string' && block.thinking !== '') {
      out.push(textChunk(sessionId, 'agent_thought_chunk', block.thinking, messageId));
    } else if (type === 'tool_result' || (type.endsWith('_tool_result') && typeof block.tool_use_id === 'string')) {
      toolResult(out, block);
    }
  }

  function stopBlock(out: AcpMessage[], index: number): void {
    const block = blocks[index];
    if (block?.call) calls.closeInput(out, block.call);
  }

  /** A whole message (non-streamed response, or what the host sends back). */
  function wholeMessage(out: AcpMessage[], message: Record<string, unknown>): void {
    const content = message.content;
    if (typeof message.id === 'string') messageId = message.id;
    if (typeof content === 'string') {
      if (message.role !== 'user' && content !== '') out.push(textChunk(sessionId, 'agent_message_chunk', content, messageId));
      return;
    }
    if (!Array.isArray(content)) return;
    blocks = [];
    content.forEach((block, index) => {
      if (!isRecord(block)) return;
      // The user's own text is not the agent's message; only its tool results matter here.
      if (message.role === 'user' && block.type !== 'tool_result') return;
      startBlock(out, index, block, false);
    });
    if (message.stop_reason === 'tool_use' && startOnToolUse) calls.startReady(out);
  }

  function push(event: AnthropicInput): AcpMessage[] {
    const out: AcpMessage[] = [];
    if (!hasFields(event)) return out;
    switch (event.type) {
      case 'content_block_delta': {
        const delta = event.delta;
        if (!hasFields(delta)) break;
        if (delta.type === 'input_json_delta') {
          const call = blocks[event.index as number]?.call;
          if (call && typeof delta.partial_json === 'string') calls.append(out, call, delta.partial_json);
        } else if (delta.type === 'text_delta' && typeof delta.text === 'string' && delta.text !== '') {
          out.push(textChunk(sessionId, 'agent_message_chunk', delta.text, messageId));
        } else if (delta.type === 'thinking_delta' && typeof delta.thinking === 'string' && delta.thinking !== '') {
          out.push(textChunk(sessionId, 'agent_thought_chunk', delta.thinking, messageId));
        }
        break;
      }
      case 'content_block_start':
        if (isRecord(event.content_block) && typeof event.index === 'number') startBlock(out, event.index, event.content_block, true);
        break;
      case 'content_block_stop':
        if (typeof event.index === 'number') stopBlock(out, event.index);
        break;
      case 'message_start':
        blocks = [];
        messageId = isRecord(event.message) && typeof event.message.id === 'string' ? event.message.id : undefined;
        break;
      case 'message_delta': {
        const reason = isRecord(event.delta) ? event.delta.stop_reason : undefined;
        if (reason === 'tool_use') {
          if (startOnToolUse) calls.startReady(out);
        } else if (typeof reason === 'string') {
          calls.failStreaming(out, `The model stopped (${reason}) before the arguments were complete.`);
        }
        break;
      }
      case 'error': {
        const error = isRecord(event.error) ? event.error : {};
        const message = typeof error.message === 'string' ? error.message : 'The stream reported an error.';
        calls.failStreaming(out, message);
        out.push(noticeMessage(sessionId, typeof error.type === 'string' ? error.type : 'error', message));
        break;
      }
      case 'tool_result':
        toolResult(out, event);
        break;
      case 'message':
        wholeMessage(out, event);
        break;
      default:
        // A MessageParam the host sends back: { role: 'user', content: [tool_result…] }.
        if (event.role === 'user' || event.role === 'assistant') wholeMessage(out, event);
    }
    return out;
  }

  return calls.adapter(push);
}
