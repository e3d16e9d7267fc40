// SPDX-License-Identifier: Apache-2.0
/**
 * OpenAI: the Chat Completions stream and the Responses API stream, plus the results the host
 * sends back.
 *
 * Chat Completions (`fromOpenAIChat`): each `chat.completion.chunk`'s `choices[].delta`:
 * `tool_calls[i]` fragments keyed by `index` (the `id` and `function.name` come with the first
 * fragment, `function.arguments` in pieces; several calls may interleave) → `tool_call` and
 * `rawInput` updates; `finish_reason` → inputs complete, and `tool_calls` → calls `in_progress`
 * (`length` fails calls cut off); `content` (else `refusal`) → message chunks, `reasoning_content`
 * (else `reasoning`, from compatible servers) → thought chunks. Results: `{ role: "tool", tool_call_id,
 * content }` → `completed`. OpenAI's tool message has no error flag, so a host marks a failure
 * with `is_error: true` on what it pushes (or uses `fromMcpToolResult`). A whole non-streamed
 * `chat.completion` and the legacy `function_call` delta work too.
 *
 * Responses (`fromOpenAIResponses`): `response.output_item.added` with a `function_call` item →
 * `tool_call` (id: the item's `call_id`); `response.function_call_arguments.delta` / `.done`;
 * `response.output_item.done`; `response.completed` → calls `in_progress`. Hosted tools
 * (`web_search_call`, `file_search_call`, `code_interpreter_call`, `mcp_call`, …) run on
 * OpenAI's side: `added` → `in_progress`, `done` → `completed` / `failed`. Text and reasoning
 * summary deltas → message and thought chunks. Results: `{ type: "function_call_output",
 * call_id, output }` → `completed`. `error` / `response.failed` fail open calls.
 */
import { hasFields, isRecord, noticeMessage, textChunk, type AcpMessage, type StreamAdapter } from './acp.js';
import { ToolCalls, type StreamingAdapterOptions, type TrackedCall } from './tool-calls.js';

/** Options of the OpenAI adapters. */
export interface OpenAIAdapterOptions extends StreamingAdapterOptions {
  /** Mark calls `in_progress` when the model finishes with tool calls. Default true. */
  startOnToolCalls?: boolean;
}

/** A parsed stream event, a whole response, or a result message the host sends back. */
export type OpenAIInput = Record<string, unknown>;

function errorText(error: unknown, fallback: string): string {
  if (typeof error === 'string') return error;
  return isRecord(error) && typeof error.message === 'string' ? error.message : fallback;
}

function resultIsError(message: Record<string, unknown>): boolean {
  return message.is_error === true || message.isError === true;
}

export function fromOpenAIChat(options: OpenAIAdapterOptions): StreamAdapter<OpenAIInput> {
  const { sessionId } = options;
  const calls = new ToolCalls(options);
  const start = options.startOnToolCalls ?? true;
  /** Streaming calls by tool-call index (`<choice>:<index>` beyond the first choice). */
  let open = new Map<string | number, TrackedCall>();
  // The call of the previous fragment: a long argument streams as thousands of fragments of one call.
  let lastKey: string | number | undefined;
  let lastCall: TrackedCall | undefined;

  function forgetOpen(): void {
    open = new Map();
    lastKey = lastCall = undefined;
  }

  function closeAll(out: AcpMessage[]): void {
    for (const call of open.values()) calls.closeInput(out, call);
    forgetOpen();
  }

  function fragment(out: AcpMessage[], key: string | number, id: unknown, fn: Record<string, unknown>): void {
    // The hot path (every fragment of a long argument) is this one comparison; `callFor` is cold.
    const call = key === lastKey ? lastCall! : callFor(out, key, id, fn);
    const args = fn.arguments;
    if (typeof args === 'string') calls.append(out, call, args);
  }

  function callFor(out: AcpMessage[], key: string | number, id: unknown, fn: Record<string, unknown>): TrackedCall {
    let call = open.get(key);
    if (!call) {
      const toolCallId = typeof id === 'string' && id !== '' ? id : calls.generateId();
      const name = typeof fn.name === 'string' ? fn.name : '';
      call = calls.open(out, toolCallId, name, { streaming: true });
      open.set(key, call);
    }
    lastKey = key;
    lastCall = call;
    return call;
  }

  function finish(out: AcpMessage[], reason: unknown): void {
    if (reason === 'length' || reason === 'content_filter') {
      calls.failStreaming(out, `The model stopped (${reason}) before the arguments were complete.`);
      forgetOpen();
      return;
    }
    closeAll(out);
    if ((reason === 'tool_calls' || reason === 'function_call') && start) calls.startReady(out);
  }

  function choice(out: AcpMessage[], messageId: string | undefined, entry: Record<string, unknown>): void {
    const choiceIndex = typeof entry.index === 'number' ? entry.index : 0;
    // Streamed chunks carry `delta`; a whole `chat.completion` carries `message`.
    const delta = entry.delta ?? entry.message;
    if (hasFields(delta)) {
      // Named reads (not a loop over key names): this runs once per streamed chunk.
      const thought = delta.reasoning_content ?? delta.reasoning;
      if (typeof thought === 'string' && thought !== '') out.push(textChunk(sessionId, 'agent_thought_chunk', thought, messageId));
      const text = delta.content ?? delta.refusal;
      if (typeof text === 'string' && text !== '') out.push(textChunk(sessionId, 'agent_message_chunk', text, messageId));
      const toolCalls = delta.tool_calls;
      if (Array.isArray(toolCalls)) {
        for (let position = 0; position < toolCalls.length; position++) {
          const toolCall: unknown = toolCalls[position];
          if (!hasFields(toolCall)) continue;
          const fn = toolCall.function;
          if (!hasFields(fn)) continue;
          const index = typeof toolCall.index === 'number' ? toolCall.index : position;
          fragment(out, choiceIndex === 0 ? index : `${choiceIndex}:${index}`, toolCall.id, fn);
        }
      }
      if (hasFields(delta.function_call)) fragment(out, `${choiceIndex}:function_call`, undefined, delta.function_call);
    }
    if (entry.finish_reason !== null && entry.finish_reason !== undefined) finish(out, entry.finish_reason);
  }

  function push(input: OpenAIInput): AcpMessage[] {
    const out: AcpMessage[] = [];
    if (!hasFields(input)) return out;
    // Stream chunks first: they are nearly every input.
    const choices = input.choices;
    if (Array.isArray(choices)) {
      const messageId = typeof input.id === 'string' ? input.id : undefined;
      for (let i = 0; i < choices.length; i++) {
        const entry: unknown = choices[i];
        if (hasFields(entry)) choice(out, messageId, entry);
      }
      return out;
    }
    if (input.role === 'tool') {
      if (typeof input.tool_call_id === 'string') {
        calls.result(out, input.tool_call_id, { output: input.content, isError: resultIsError(input) });
      }
      return out;
    }
    if (input.error !== undefined) {
      const message = errorText(input.error, 'The stream reported an error.');
      calls.failStreaming(out, message);
      forgetOpen();
      out.push(noticeMessage(sessionId, 'error', message));
    }
    return out;
  }

  return calls.adapter(push, () => {
    forgetOpen();
  });
}

const HOSTED_TITLES: Record<string, string> = {
  web_search_call: 'Search the web',
  file_search_call: 'Search files',
  code_interpreter_call: 'Run code',
  image_generation_call: 'Generate an image',
  computer_call: 'Use the computer',
  local_shell_call: 'Run a shell command',
};
const HOSTED_KINDS: Record<string, string> = {
  web_search_call: 'fetch',
  file_search_call: 'search',
  code_interpreter_call: 'execute',
  local_shell_call: 'execute',
};

export function fromOpenAIResponses(options: OpenAIAdapterOptions): StreamAdapter<OpenAIInput> {
  const { sessionId } = options;
  const calls = new ToolCalls(options);
  const start = options.startOnToolCalls ?? true;
  /** Calls by output item id (`fc_…`), which the argument deltas name. */
  const byItem = new Map<string, TrackedCall>();
  let responseId: string | undefined;

  function itemAdded(out: AcpMessage[], item: Record<string, unknown>): void {
    const type = String(item.type);
    const itemId = typeof item.id === 'string' ? item.id : undefined;
    if (type === 'function_call' || type === 'custom_tool_call' || type === 'mcp_call') {
      const toolCallId = typeof item.call_id === 'string' && item.call_id !== '' ? item.call_id : (itemId ?? calls.generateId());
      const name = typeof item.name === 'string' ? item.name : '';
      const args = typeof item.arguments === 'string' ? item.arguments : typeof item.input === 'string' ? item.input : '';
      const meta =
        type === 'mcp_call' && typeof item.server_label === 'string' ? { openai: { server_label: item.server_label } } : undefined;
      const call = calls.open(out, toolCallId, name, {
        streaming: type !== 'custom_tool_call',
        status: type === 'mcp_call' ? 'in_progress' : 'pending',
        ...(meta ? { meta } : {}),
      });
      if (type === 'mcp_call') call.started = true;
      if (itemId) byItem.set(itemId, call);
      if (args !== '' && call.input) calls.append(out, call, args);
      return;
    }
    if (type.endsWith('_call') && itemId) {
      const call = calls.open(out, itemId, type.replace(/_call$/, ''), {
        status: 'in_progress',
        title: HOSTED_TITLES[type] ?? calls.info.title(type.replace(/_call$/, ''), 'other'),
        kind: HOSTED_KINDS[type] ?? 'other',
        ...(item.action !== undefined ? { input: item.action } : {}),
      });
      call.started = true;
      byItem.set(itemId, call);
    }
  }

  function itemDone(out: AcpMessage[], item: Record<string, unknown>): void {
    const itemId = typeof item.id === 'string' ? item.id : undefined;
    const call = itemId ? byItem.get(itemId) : undefined;
    if (!call) {
      // A whole item that was never announced (a non-streamed response): announce it first.
      if (itemId && typeof item.type === 'string' && item.type.endsWith('_call')) {
        itemAdded(out, { ...item, arguments: '' });
        const added = byItem.get(itemId);
        if (added && typeof item.arguments === 'string') calls.append(out, added, item.arguments);
        if (added) itemDone(out, item);
      }
      return;
    }
    if (item.type === 'custom_tool_call') {
      // Custom tools take free text, not JSON: the input is that text.
      if (!call.ready && typeof item.input === 'string') calls.setInput(out, call, item.input);
      return;
    }
    if (item.type === 'function_call') {
      if (call.input) calls.closeInput(out, call);
      return;
    }
    if (call.input) calls.closeInput(out, call);
    if (call.ended) return;
    const failed = item.status === 'failed' || item.status === 'incomplete' || (item.error !== undefined && item.error !== null);
    const output = item.type === 'mcp_call' ? (failed ? item.error : item.output) : item.status;
    calls.result(out, call.toolCallId, {
      output: failed ? errorText(item.error, `${call.title} failed.`) : output,
      isError: failed,
      rawOutput: item,
    });
  }

  function push(event: OpenAIInput): AcpMessage[] {
    const out: AcpMessage[] = [];
    if (!hasFields(event)) return out;
    const type = event.type;
    switch (type) {
      case 'response.function_call_arguments.delta':
      case 'response.mcp_call_arguments.delta': {
        const call = byItem.get(event.item_id as string);
        if (call && typeof event.delta === 'string') calls.append(out, call, event.delta);
        break;
      }
      case 'response.function_call_arguments.done':
      case 'response.mcp_call_arguments.done': {
        const call = byItem.get(event.item_id as string);
        if (call?.input) calls.closeInput(out, call);
        break;
      }
      case 'response.output_item.added':
        if (isRecord(event.item)) itemAdded(out, event.item);
        break;
      case 'response.output_item.done':
        if (isRecord(event.item)) itemDone(out, event.item);
        break;
      case 'response.output_text.delta':
      case 'response.refusal.delta':
        if (typeof event.delta === 'string' && event.delta !== '')
          out.push(textChunk(sessionId, 'agent_message_chunk', event.delta, responseId));
        break;
      case 'response.reasoning_summary_text.delta':
      case 'response.reasoning_text.delta':
        if (typeof event.delta === 'string' && event.delta !== '')
          out.push(textChunk(sessionId, 'agent_thought_chunk', event.delta, responseId));
        break;
      case 'response.created':
        responseId = isRecord(event.response) && typeof event.response.id === 'string' ? event.response.id : undefined;
        break;
      case 'response.completed':
        if (start) calls.startReady(out);
        break;
      case 'response.incomplete':
        calls.failStreaming(out, 'The response ended (incomplete) before the arguments were complete.');
        break;
      case 'response.failed':
      case 'error': {
        const error = type === 'error' ? event : isRecord(event.response) ? event.response.error : undefined;
        const message = errorText(error, 'The response failed.');
        calls.failStreaming(out, message);
        out.push(noticeMessage(sessionId, 'error', message));
        break;
      }
      case 'function_call_output':
      case 'custom_tool_call_output':
        if (typeof event.call_id === 'string') calls.result(out, event.call_id, { output: event.output, isError: resultIsError(event) });
        break;
      default:
        // A whole non-streamed response: { object: 'response', output: [...] }.
        if (event.object === 'response' && Array.isArray(event.output)) {
          responseId = typeof event.id === 'string' ? event.id : responseId;
          for (const item of event.output) {
            if (!isRecord(item)) continue;
            if (item.type === 'message' && Array.isArray(item.content)) {
              for (const part of item.content) {
                if (isRecord(part) && typeof part.text === 'string' && part.text !== '')
                  out.push(textChunk(sessionId, 'agent_message_chunk', part.text, responseId));
              }
            } else itemDone(out, item);
          }
          if (start) calls.startReady(out);
        }
    }
    return out;
  }

  return calls.adapter(push);
}
