// SPDX-License-Identifier: Apache-2.0
/**
 * Gemini `streamGenerateContent` (and `generateContent`): each `GenerateContentResponse`'s
 * `candidates[].content.parts`.
 *
 * - `functionCall { name, args, id? }` parts carry whole arguments → `tool_call` (pending) with the
 *   final `rawInput`; ids are generated when the API gives none. When the candidate finishes
 *   (`finishReason`), its calls become `in_progress`.
 * - `functionResponse { name, response, id? }` parts (in the `user` / `function` content the host
 *   sends back, or bare) → `completed`, or `failed` when `response.error` is set (Gemini's
 *   convention: `output` for the result, `error` for the failure). Matched by id, else by name
 *   to the oldest call of that name without a result.
 * - Built-in code execution: `executableCode` → an `execute` call, `codeExecutionResult` →
 *   `completed` / `failed` by its `outcome`.
 * - `text` parts → message chunks, `thought: true` parts → thought chunks; `{ error }` → notice.
 */
import { fenced, isRecord, noticeMessage, textChunk, type AcpMessage, type StreamAdapter } from './acp.js';
import { ToolCalls, type StreamingAdapterOptions } from './tool-calls.js';

export interface GeminiAdapterOptions extends StreamingAdapterOptions {
  /** Mark calls `in_progress` when the candidate finishes. Default true. */
  startOnFinish?: boolean;
}

/** A `GenerateContentResponse` chunk, a `Content` the host sends back, or a bare part. */
export type GeminiInput = Record<string, unknown>;

export function fromGemini(options: GeminiAdapterOptions): StreamAdapter<GeminiInput> {
  const { sessionId } = options;
  const calls = new ToolCalls(options);
  const start = options.startOnFinish ?? true;
  /** Calls without a result, by tool name, oldest first (for responses that carry no id). */
  const waiting = new Map<string, string[]>();
  /** The id of the last `executableCode` call, which the next `codeExecutionResult` answers. */
  let lastCode: string | undefined;
  let responseId: string | undefined;

  function remember(name: string, id: string): void {
    const queue = waiting.get(name);
    if (queue) queue.push(id);
    else waiting.set(name, [id]);
  }

  function settle(name: string, id: string | undefined): string | undefined {
    const queue = waiting.get(name);
    if (id !== undefined) {
      const at = queue?.indexOf(id) ?? -1;
      if (at >= 0) queue!.splice(at, 1);
      return id;
    }
    return queue?.shift();
  }

  function part(out: AcpMessage[], value: Record<string, unknown>, fromModel: boolean): void {
    if (isRecord(value.functionCall)) {
      const call = value.functionCall;
      const name = typeof call.name === 'string' ? call.name : '';
      const id = typeof call.id === 'string' && call.id !== '' ? call.id : calls.generateId();
      calls.open(out, id, name, { input: isRecord(call.args) ? call.args : {} });
      remember(name, id);
    } else if (isRecord(value.functionResponse)) {
      const response = value.functionResponse;
      const name = typeof response.name === 'string' ? response.name : '';
      const id = settle(name, typeof response.id === 'string' && response.id !== '' ? response.id : undefined);
      if (id === undefined) return;
      const body = response.response;
      const error = isRecord(body) ? body.error : undefined;
      const failed = error !== undefined && error !== null;
      const output = failed ? error : isRecord(body) && 'output' in body ? body.output : body;
      calls.result(out, id, { output, isError: failed, rawOutput: body });
    } else if (isRecord(value.executableCode)) {
      const code = value.executableCode;
      const language = typeof code.language === 'string' ? code.language.toLowerCase() : '';
      lastCode = calls.generateId();
      const call = calls.open(out, lastCode, 'code_execution', {
        input: code,
        kind: 'execute',
        title: `Run ${language === 'python' ? 'Python' : 'code'}`,
        status: 'in_progress',
      });
      call.started = true;
    } else if (isRecord(value.codeExecutionResult) && lastCode !== undefined) {
      const result = value.codeExecutionResult;
      const text = typeof result.output === 'string' ? result.output : '';
      calls.result(out, lastCode, {
        output: text === '' ? [] : fenced(text.replace(/\n$/, '')),
        isError: result.outcome !== 'OUTCOME_OK',
        rawOutput: result,
      });
      lastCode = undefined;
    } else if (fromModel && typeof value.text === 'string' && value.text !== '') {
      out.push(textChunk(sessionId, value.thought === true ? 'agent_thought_chunk' : 'agent_message_chunk', value.text, responseId));
    }
  }

  function content(out: AcpMessage[], value: Record<string, unknown>): void {
    if (!Array.isArray(value.parts)) return;
    const fromModel = value.role === undefined || value.role === 'model';
    for (const entry of value.parts) if (isRecord(entry)) part(out, entry, fromModel);
  }

  function push(input: GeminiInput): AcpMessage[] {
    const out: AcpMessage[] = [];
    if (!isRecord(input)) return out;
    if (Array.isArray(input.candidates)) {
      if (typeof input.responseId === 'string') responseId = input.responseId;
      for (const candidate of input.candidates) {
        if (!isRecord(candidate)) continue;
        if (isRecord(candidate.content)) content(out, candidate.content);
        if (typeof candidate.finishReason === 'string' && start) calls.startReady(out);
      }
    } else if (Array.isArray(input.parts)) {
      content(out, input);
    } else if (isRecord(input.error)) {
      const message = typeof input.error.message === 'string' ? input.error.message : 'The stream reported an error.';
      out.push(noticeMessage(sessionId, typeof input.error.status === 'string' ? input.error.status : 'error', message));
    } else {
      part(out, input, true);
    }
    return out;
  }

  return calls.adapter(push);
}
