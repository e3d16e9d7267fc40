// SPDX-License-Identifier: Apache-2.0
/**
 * The tool-call lifecycle every streaming adapter shares: a call opens (`tool_call`, pending), its
 * arguments stream (`tool_call_update` with the best current `rawInput`, throttled), the input
 * completes (final `rawInput` and a title made from it) or turns out malformed (`failed`, with the
 * raw text), the model hands the calls over (`in_progress`), and a result ends it (`completed` or
 * `failed`, with content and `rawOutput`).
 *
 * rawInput while streaming: fragments are gathered (a rope: no copy per fragment) and parsed in
 * 16 kB batches and whenever an update is due, so each character is parsed once (see
 * `PartialJsonParser` for why that is linear). An update is due once `minBytes` more arrived and
 * the input has grown by `growth` × its size at the last update (default 64 bytes and 0.5): a 1 MB
 * argument gives about 25 updates, a 2 kB one about 8, and the snapshots' total size stays within
 * 3× the input, so a view that re-renders the input on every update stays linear too.
 */
import type { ToolCallContent } from '@agentclientprotocol/sdk';
import type { ToolKind } from '../state/types.js';
import {
  defaultGenerateId,
  failureContent,
  resultContent,
  toolCallMessage,
  toolCallUpdateMessage,
  type AcpMessage,
  type AdapterOptions,
  type StreamAdapter,
  type ToolCallFields,
} from './acp.js';
import { PartialJsonParser } from './partial-json.js';
import { ToolInfo, toolLocations, type ToolInfoOptions } from './tool-info.js';

/** When rawInput updates are sent while arguments stream. */
export interface RawInputThrottle {
  /** At least this many characters between updates. Default 64. */
  minBytes?: number;
  /** And the input grew by at least this fraction of its size at the last update. Default 0.5. */
  growth?: number;
}

/** Options of the streaming adapters. */
export interface StreamingAdapterOptions extends AdapterOptions, ToolInfoOptions {
  /** rawInput updates while arguments stream (see `RawInputThrottle`); `false`: only the final input. */
  rawInputUpdates?: RawInputThrottle | false;
}

/**
 * Characters gathered before they are parsed: parsing in batches rather than per delta saves the
 * parser's per-call work when providers stream arguments a few bytes at a time, while the fragments
 * waiting in the rope stay few enough to die young. `npm run bench -- adapters` measures the choice.
 */
const BATCH = 16384;

/** Arguments arriving in fragments: parsed in batches, and when an update is due. */
export class StreamingInput {
  private readonly parser = new PartialJsonParser();
  private pending = '';
  private readonly batches: string[] = [];
  private received = 0;
  private nextUpdateAt: number;
  private lastVersion = -1;

  constructor(private readonly throttle: Required<RawInputThrottle> | undefined) {
    this.nextUpdateAt = throttle ? throttle.minBytes : Infinity;
  }

  /** See `PartialJsonParser.rootOpenKey` (as of the last `take`). */
  get rootOpenKey(): string | undefined {
    return this.parser.rootOpenKey;
  }

  /** Adds a fragment; true when a rawInput update is due. */
  push(fragment: string): boolean {
    if (fragment.length === 0) return false;
    // `+=` builds a rope: each fragment costs one small node here, and the batch is copied once,
    // flat, when it is parsed.
    this.pending += fragment;
    this.received += fragment.length;
    // Parse in batches of a few kB even when no update is due: the rope stays small (young,
    // cheap for the garbage collector), and parsing stays incremental.
    if (this.pending.length >= BATCH) this.flush();
    return this.received >= this.nextUpdateAt;
  }

  /** Parses what arrived; the best current value when it changed since the last call, else NO_CHANGE. */
  take(): unknown {
    this.flush();
    const throttle = this.throttle!;
    this.nextUpdateAt = this.received + Math.max(throttle.minBytes, Math.floor(this.received * throttle.growth));
    if (this.parser.version === this.lastVersion || this.parser.error !== undefined) return NO_CHANGE;
    this.lastVersion = this.parser.version;
    return this.parser.value();
  }

  /** The input is complete. */
  finish(): { ok: true; value: unknown } | { ok: false; empty: boolean; error: string; value: unknown; raw: string } {
    this.flush();
    const result = this.parser.end();
    return result.ok ? result : { ...result, raw: this.batches.join('') };
  }

  private flush(): void {
    if (this.pending === '') return;
    const batch = this.pending;
    this.pending = '';
    this.batches.push(this.parser.pushChunk(batch));
  }
}

export const NO_CHANGE: unique symbol = Symbol('no change');

/** One call an adapter knows about. */
export interface TrackedCall {
  toolCallId: string;
  name: string;
  kind: ToolKind;
  title: string;
  /** Set while the arguments stream. */
  input?: StreamingInput;
  /** The input is complete (and valid): the call can be handed over. */
  ready: boolean;
  /** It was handed over (`in_progress`). */
  started: boolean;
  /** Completed or failed. */
  ended: boolean;
}

/** What a result says. */
export interface ToolResult {
  /** Provider content (string, content parts, JSON), mapped by `resultContent`. */
  output: unknown;
  isError?: boolean;
  /** What goes into `rawOutput` (default: `output`). */
  rawOutput?: unknown;
  /** Content to use instead of mapping `output`. */
  content?: ToolCallContent[];
}

const DEFAULT_THROTTLE: Required<RawInputThrottle> = { minBytes: 64, growth: 0.5 };

export class ToolCalls {
  readonly info: ToolInfo;
  readonly generateId: () => string;
  private readonly sessionId: string;
  private readonly throttle: Required<RawInputThrottle> | undefined;
  private readonly byId = new Map<string, TrackedCall>();

  constructor(options: StreamingAdapterOptions) {
    this.sessionId = options.sessionId;
    this.info = new ToolInfo(options);
    this.generateId = options.generateId ?? defaultGenerateId;
    this.throttle = options.rawInputUpdates === false ? undefined : { ...DEFAULT_THROTTLE, ...options.rawInputUpdates };
  }

  get(toolCallId: string): TrackedCall | undefined {
    return this.byId.get(toolCallId);
  }

  /** All calls, in the order they opened. */
  all(): IterableIterator<TrackedCall> {
    return this.byId.values();
  }

  /**
   * A call appears. With `streaming`, arguments follow through `append`; otherwise `input` is the
   * whole input (or undefined when not known yet).
   */
  open(
    out: AcpMessage[],
    toolCallId: string,
    name: string,
    options: {
      streaming?: boolean;
      input?: unknown;
      status?: 'pending' | 'in_progress';
      description?: string;
      title?: string;
      kind?: ToolKind;
      meta?: Record<string, unknown>;
    } = {},
  ): TrackedCall {
    const kind = options.kind ?? this.info.kind(name, options.description);
    const complete = !options.streaming && options.input !== undefined;
    const title = options.title ?? this.info.title(name, kind, complete ? options.input : undefined);
    // Every field present from the start: one object shape for all calls, so the per-delta path stays monomorphic.
    const input = options.streaming ? new StreamingInput(this.throttle) : undefined;
    const call: TrackedCall = {
      toolCallId,
      name,
      kind,
      title,
      input,
      ready: complete,
      started: options.status === 'in_progress',
      ended: false,
    };
    this.byId.set(toolCallId, call);
    const fields: ToolCallFields = { toolCallId, title, kind, status: options.status ?? 'pending', name };
    if (complete) {
      fields.rawInput = options.input;
      const locations = toolLocations(kind, options.input);
      if (locations) fields.locations = locations;
    }
    if (options.meta) fields._meta = options.meta;
    out.push(toolCallMessage(this.sessionId, fields));
    return call;
  }

  /** An argument fragment. Runs once per streamed delta: the update itself is in `sendInput`. */
  append(out: AcpMessage[], call: TrackedCall, fragment: string): void {
    const input = call.input;
    if (input !== undefined && input.push(fragment)) this.sendInput(out, call, input);
  }

  private sendInput(out: AcpMessage[], call: TrackedCall, input: StreamingInput): void {
    const value = input.take();
    if (value === NO_CHANGE || value === undefined) return;
    const fields: ToolCallFields = { toolCallId: call.toolCallId, rawInput: value };
    this.retitle(call, value, fields);
    out.push(toolCallUpdateMessage(this.sessionId, fields));
  }

  /**
   * The arguments are complete. Empty arguments mean `emptyInput` (`{}` for every provider's
   * JSON arguments). Malformed or cut-off arguments fail the call, keeping the raw text.
   */
  closeInput(out: AcpMessage[], call: TrackedCall, emptyInput: unknown = {}): void {
    const input = call.input;
    if (!input) return;
    call.input = undefined;
    const result = input.finish();
    if (result.ok || result.empty) {
      const value = result.ok ? result.value : emptyInput;
      call.ready = true;
      const fields: ToolCallFields = { toolCallId: call.toolCallId, rawInput: value };
      this.retitle(call, value, fields, true);
      out.push(toolCallUpdateMessage(this.sessionId, fields));
      return;
    }
    call.ended = true;
    out.push(
      toolCallUpdateMessage(this.sessionId, {
        toolCallId: call.toolCallId,
        status: 'failed',
        rawInput: result.raw,
        content: failureContent(`The arguments of ${call.name} are not valid JSON: ${result.error}.`, result.raw),
      }),
    );
  }

  /** The whole input at once (a call opened without one). */
  setInput(out: AcpMessage[], call: TrackedCall, value: unknown): void {
    call.input = undefined;
    call.ready = true;
    const fields: ToolCallFields = { toolCallId: call.toolCallId, rawInput: value };
    this.retitle(call, value, fields, true);
    out.push(toolCallUpdateMessage(this.sessionId, fields));
  }

  /** The model handed its calls over: every ready call not started yet becomes `in_progress`. */
  startReady(out: AcpMessage[]): void {
    for (const call of this.byId.values()) {
      if (!call.ready || call.started || call.ended) continue;
      call.started = true;
      out.push(toolCallUpdateMessage(this.sessionId, { toolCallId: call.toolCallId, status: 'in_progress' }));
    }
  }

  /** A result arrived (for a call this adapter may not have seen: the update creates it). */
  result(out: AcpMessage[], toolCallId: string, result: ToolResult, extra: Partial<ToolCallFields> = {}): void {
    const call = this.byId.get(toolCallId);
    if (call) {
      call.ended = true;
      call.input = undefined;
    }
    const fields: ToolCallFields = {
      ...extra,
      toolCallId,
      status: result.isError ? 'failed' : 'completed',
      content: result.content ?? resultContent(result.output),
      rawOutput: 'rawOutput' in result ? result.rawOutput : result.output,
    };
    out.push(toolCallUpdateMessage(this.sessionId, fields));
  }

  /** Fails every call whose arguments are still streaming (the stream broke or was cut). */
  failStreaming(out: AcpMessage[], reason: string): void {
    for (const call of this.byId.values()) {
      if (!call.input || call.ended) continue;
      const result = call.input.finish();
      call.input = undefined;
      call.ended = true;
      const raw = result.ok ? undefined : result.raw;
      const fields: ToolCallFields = { toolCallId: call.toolCallId, status: 'failed', content: failureContent(reason, raw) };
      if (result.ok) fields.rawInput = result.value;
      else if (result.value !== undefined) fields.rawInput = result.value;
      out.push(toolCallUpdateMessage(this.sessionId, fields));
    }
  }

  /** Settles what is still open when a stream ends for good. */
  end(out: AcpMessage[], reason = 'The stream ended before the arguments were complete.'): void {
    this.failStreaming(out, reason);
  }

  /** The `{ push, end }` of an adapter whose `end()` fails the calls still streaming. */
  adapter<T>(push: (input: T) => AcpMessage[], onEnd?: () => void): StreamAdapter<T> {
    return {
      push,
      end: () => {
        const out: AcpMessage[] = [];
        this.end(out);
        onEnd?.();
        return out;
      },
    };
  }

  /** A title from the input when it changed; with the final input, its locations too. */
  private retitle(call: TrackedCall, input: unknown, fields: ToolCallFields, final = false): void {
    const title = this.info.title(call.name, call.kind, input);
    if (title !== call.title) {
      call.title = title;
      fields.title = title;
    }
    const locations = final ? toolLocations(call.kind, input) : undefined;
    if (locations) fields.locations = locations;
  }
}
