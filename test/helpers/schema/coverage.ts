// SPDX-License-Identifier: Apache-2.0
/**
 * What a run of generated connections exercised, so the property test fails when the generator
 * stops producing a case (a schema change, a weight set to zero) instead of silently testing less.
 */
import type { WireMessage } from './sessions.js';

type Json = Record<string, unknown>;

/** Names of the cases `messages` contain: `update:<kind>`, `block:<type>`, `content:<type>`, fates and odd ids. */
export function casesOf(messages: readonly WireMessage[]): Set<string> {
  const cases = new Set<string>();
  const blocks = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(blocks);
    if (typeof value !== 'object' || value === null) return;
    const record = value as Json;
    if (typeof record.type === 'string' && ('text' in record || 'data' in record || 'uri' in record || 'resource' in record)) {
      cases.add(`block:${record.type}`);
    }
    for (const child of Object.values(record)) blocks(child);
  };
  for (const { kind, method, msg } of messages) {
    const params = msg.params as Json | undefined;
    const id = msg.id;
    cases.add(`${kind}:${method}`);
    if (id === null) cases.add('id:null');
    else if (id === '') cases.add('id:empty');
    else if (id === 0) cases.add('id:0');
    else if (typeof id === 'number' && id < 0) cases.add('id:negative');
    else if (typeof id === 'number' && id > 2 ** 32) cases.add('id:large');
    if (method === 'session/update') {
      const update = params!.update as Json;
      cases.add(`update:${update.sessionUpdate as string}`);
      if (update.toolCallId === '') cases.add('toolCallId:empty');
      if (Array.isArray(update.content)) for (const item of update.content as Json[]) cases.add(`content:${item.type as string}`);
      if (params!.sessionId === '') cases.add('sessionId:empty');
    }
    if (kind === 'response' && method === 'session/request_permission')
      cases.add(`outcome:${((msg.result as Json).outcome as Json).outcome as string}`);
    if (kind === 'response' && method === 'elicitation/create') cases.add(`action:${(msg.result as Json).action as string}`);
    if (kind === 'request' && method === 'elicitation/create')
      cases.add(`mode:${params!.mode as string}${'sessionId' in params! ? '' : ' (request-scoped)'}`);
    blocks(params?.update ?? params?.prompt);
  }
  return cases;
}
