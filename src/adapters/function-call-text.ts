// SPDX-License-Identifier: Apache-2.0
/**
 * Prompt-only tool use: models without native tool calling are told to answer with
 *
 *     <function_call>{"name": "getTime", "arguments": {"offset_ms": -86400000}}</function_call>
 *
 * inside ordinary text. `fromFunctionCallText` reads the streamed text with a tag state machine:
 * - text outside blocks → `agent_message_chunk`s, as it arrives (a possible start of a tag at the
 *   end of a chunk is held back until the next chunk decides);
 * - a block → a `tool_call` once its `name` is read, `rawInput` updates while `arguments` stream
 *   (also accepted: `parameters`, `args`, `input`; a JSON string is parsed), the final input at the
 *   closing tag; the call's own `id` when the model gives one, else a generated id;
 * - malformed JSON → a `failed` call whose content shows the error and the raw text, which is
 *   also its `rawInput`; nothing is lost;
 * - `end()`: text held back is flushed; an unterminated block becomes a call if it holds a whole
 *   valid call, else a failed one; calls of the message become `in_progress`.
 * Tag names are options. Tags inside code fences are not special-cased: a model that quotes the
 * format verbatim makes a call.
 */
import { failureContent, isRecord, textChunk, toolCallUpdateMessage, type AcpMessage, type StreamAdapter } from './acp.js';
import { NO_CHANGE, StreamingInput, ToolCalls, type StreamingAdapterOptions, type TrackedCall } from './tool-calls.js';

export interface FunctionCallTextOptions extends StreamingAdapterOptions {
  /** Default `<function_call>`. */
  openTag?: string;
  /** Default `</function_call>`. */
  closeTag?: string;
  /** Mark the message's calls `in_progress` at `end()`. Default true. */
  startOnEnd?: boolean;
}

const ARGUMENT_KEYS = ['arguments', 'parameters', 'args', 'input'] as const;

/** Length of the longest suffix of `text` that is a proper prefix of `tag`. */
function partialTagLength(text: string, tag: string): number {
  const max = Math.min(text.length, tag.length - 1);
  for (let length = max; length > 0; length--) {
    if (text.endsWith(tag.slice(0, length))) return length;
  }
  return 0;
}

function argumentsOf(value: Record<string, unknown>): unknown {
  for (const key of ARGUMENT_KEYS) if (key in value) return value[key];
  return undefined;
}

interface Block {
  input: StreamingInput;
  call?: TrackedCall;
}

export function fromFunctionCallText(options: FunctionCallTextOptions): StreamAdapter<string> {
  const { sessionId } = options;
  const openTag = options.openTag ?? '<function_call>';
  const closeTag = options.closeTag ?? '</function_call>';
  const tagName = openTag.replace(/^<|>$/g, '') || 'function_call';
  const calls = new ToolCalls(options);
  const throttle = options.rawInputUpdates === false ? undefined : { minBytes: 64, growth: 0.5, ...options.rawInputUpdates };
  let block: Block | undefined;
  /** Text held back: it may be the start of a tag. */
  let held = '';

  function text(out: AcpMessage[], value: string): void {
    if (value !== '') out.push(textChunk(sessionId, 'agent_message_chunk', value));
  }

  function openCall(out: AcpMessage[], current: Block, value: Record<string, unknown>): TrackedCall {
    const id = typeof value.id === 'string' && value.id !== '' ? value.id : calls.generateId();
    current.call = calls.open(out, id, String(value.name));
    return current.call;
  }

  function feed(out: AcpMessage[], current: Block, fragment: string): void {
    if (!current.input.push(fragment)) return;
    const value = current.input.take();
    if (value === NO_CHANGE || !isRecord(value)) return;
    let call = current.call;
    if (!call && typeof value.name === 'string' && value.name !== '' && current.input.rootOpenKey !== 'name') {
      call = openCall(out, current, value);
    }
    const args = argumentsOf(value);
    if (call && isRecord(args)) out.push(toolCallUpdateMessage(sessionId, { toolCallId: call.toolCallId, rawInput: args }));
  }

  function fail(out: AcpMessage[], current: Block, name: unknown, reason: string, raw: string): void {
    const call = current.call ?? calls.open(out, calls.generateId(), typeof name === 'string' && name !== '' ? name : tagName);
    call.ended = true;
    out.push(
      toolCallUpdateMessage(sessionId, {
        toolCallId: call.toolCallId,
        status: 'failed',
        rawInput: raw,
        content: failureContent(reason, raw),
      }),
    );
  }

  function close(out: AcpMessage[], current: Block, unterminated: boolean): void {
    const result = current.input.finish();
    const raw = result.ok ? undefined : result.raw;
    const value = result.ok ? result.value : undefined;
    if (!isRecord(value) || typeof value.name !== 'string' || value.name === '') {
      const reason = result.ok
        ? `The <${tagName}> block is not a function call: it has no "name".`
        : `The <${tagName}> block ${unterminated ? 'was not closed' : 'is not valid JSON'}: ${result.error}.`;
      fail(out, current, isRecord(result.value) ? result.value.name : undefined, reason, raw ?? JSON.stringify(value));
      return;
    }
    let args = argumentsOf(value);
    if (typeof args === 'string') {
      try {
        args = args.trim() === '' ? {} : (JSON.parse(args) as unknown);
      } catch (error) {
        fail(out, current, value.name, `The arguments of ${value.name} are not valid JSON: ${(error as Error).message}.`, args as string);
        return;
      }
    }
    const call = current.call ?? openCall(out, current, value);
    calls.setInput(out, call, args ?? {});
  }

  function push(chunk: string): AcpMessage[] {
    const out: AcpMessage[] = [];
    if (typeof chunk !== 'string' || chunk === '') return out;
    let rest = held + chunk;
    held = '';
    while (rest !== '') {
      if (!block) {
        const at = rest.indexOf(openTag);
        if (at < 0) {
          const keep = partialTagLength(rest, openTag);
          text(out, rest.slice(0, rest.length - keep));
          held = rest.slice(rest.length - keep);
          break;
        }
        text(out, rest.slice(0, at));
        block = { input: new StreamingInput(throttle) };
        rest = rest.slice(at + openTag.length);
      } else {
        const at = rest.indexOf(closeTag);
        if (at < 0) {
          const keep = partialTagLength(rest, closeTag);
          feed(out, block, rest.slice(0, rest.length - keep));
          held = rest.slice(rest.length - keep);
          break;
        }
        feed(out, block, rest.slice(0, at));
        close(out, block, false);
        block = undefined;
        rest = rest.slice(at + closeTag.length);
      }
    }
    return out;
  }

  return {
    push,
    end() {
      const out: AcpMessage[] = [];
      if (block) {
        if (held !== '') block.input.push(held);
        close(out, block, true);
        block = undefined;
      } else text(out, held);
      held = '';
      if (options.startOnEnd ?? true) calls.startReady(out);
      return out;
    },
  };
}
