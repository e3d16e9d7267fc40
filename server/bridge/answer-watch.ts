// SPDX-License-Identifier: Apache-2.0
/**
 * Watches one connection's frames for the client's requests of some methods and the agent's
 * successful answers to them, cheaply: a client frame is parsed only when it names one of the
 * methods, an agent line only while such a request waits for its answer. What the bridge learns
 * from the wire (the sign-in methods of `initialize`, the folders of the sessions) comes through here;
 * an answer with an error teaches nothing.
 */

export type JsonRecord = Record<string, unknown>;

export interface AnswerWatch {
  fromClient(text: string): void;
  fromAgent(line: string): void;
}

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parse(text: string): JsonRecord | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Most requests kept waiting for their answer: a client that never gets one costs bounded memory. */
const MAX_WAITING = 1000;

/** Calls `answered` with each request of `methods` (its params) and the `result` the agent answered it with. */
export function watchAnswers(
  methods: readonly string[],
  answered: (method: string, params: JsonRecord, result: JsonRecord) => void,
): AnswerWatch {
  const quoted = methods.map((method) => JSON.stringify(method));
  /** Requests waiting for their answer, by id as JSON (so 1 and "1" differ). */
  const waiting = new Map<string, { method: string; params: JsonRecord }>();
  return {
    fromClient(text) {
      if (!quoted.some((method) => text.includes(method))) return;
      const message = parse(text);
      const method = message?.['method'];
      const id = message?.['id'];
      if (typeof method !== 'string' || !methods.includes(method) || (typeof id !== 'number' && typeof id !== 'string')) return;
      if (waiting.size >= MAX_WAITING) waiting.delete(waiting.keys().next().value!);
      waiting.set(JSON.stringify(id), { method, params: isRecord(message!['params']) ? message!['params'] : {} });
    },
    fromAgent(line) {
      if (waiting.size === 0) return;
      const message = parse(line);
      if (!message || 'method' in message) return;
      const key = JSON.stringify(message['id']);
      const request = waiting.get(key);
      if (!request) return;
      waiting.delete(key);
      if (isRecord(message['result'])) answered(request.method, request.params, message['result']);
    },
  };
}
