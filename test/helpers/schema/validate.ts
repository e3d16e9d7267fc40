// SPDX-License-Identifier: Apache-2.0
/**
 * Checks generated wire messages against the ACP schema with ajv (Node only: the property test and
 * its bench). Each message is held to the whole schema (the JSON-RPC envelope, either side) and its
 * params, result or error to the definition its method names (`x-method` in the schema), so a
 * message that only an extension catch-all would accept still fails.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { SchemaDocument } from './sampler.js';
import type { WireMessage } from './sessions.js';

type Definitions = Record<string, Record<string, unknown>>;

const INT_FORMATS: Record<string, [number, number]> = {
  int32: [-(2 ** 31), 2 ** 31 - 1],
  int64: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  uint16: [0, 65535],
  uint32: [0, 2 ** 32 - 1],
  uint64: [0, Number.MAX_SAFE_INTEGER],
};

export class MessageValidator {
  private readonly ajv: Ajv2020;
  private readonly whole: ValidateFunction;
  private readonly byMethod = new Map<string, string>();
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(schema: SchemaDocument & Record<string, unknown>) {
    // strict off: the schema carries its own annotations (x-side, x-method, discriminator…).
    this.ajv = new Ajv2020({ strict: false, allErrors: false });
    for (const [name, [min, max]] of Object.entries(INT_FORMATS)) {
      this.ajv.addFormat(name, { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= min && n <= max });
    }
    this.ajv.addFormat('double', { type: 'number', validate: (n: number) => Number.isFinite(n) });
    this.ajv.addFormat('uri', (text: string) => /^[a-z][a-z0-9+.-]*:\S*$/i.test(text));
    this.ajv.addSchema(schema, 'acp');
    this.whole = this.ajv.getSchema('acp')!;
    const defs = schema.$defs as Definitions;
    for (const [name, definition] of Object.entries(defs)) {
      const method = definition['x-method'];
      if (typeof method !== 'string') continue;
      const role = name.endsWith('Response') ? 'response' : 'call';
      this.byMethod.set(`${role} ${method}`, name);
    }
  }

  /** The schema definition a message's params (or a response's result) must match, by method. */
  definitionFor(message: WireMessage): string | undefined {
    if (message.kind === 'error') return 'Error';
    return this.byMethod.get(`${message.kind === 'response' ? 'response' : 'call'} ${message.method}`);
  }

  /** Why `message` is not valid, or undefined when it is. */
  problem(message: WireMessage): string | undefined {
    if (!this.whole(message.msg)) return `envelope: ${this.ajv.errorsText(this.whole.errors)}`;
    const name = this.definitionFor(message);
    if (name === undefined) return `no schema definition for ${message.kind} ${message.method}`;
    let validate = this.compiled.get(name);
    if (!validate) {
      validate = this.ajv.getSchema(`acp#/$defs/${name}`)!;
      this.compiled.set(name, validate);
    }
    const msg = message.msg as Record<string, unknown>;
    const part = message.kind === 'error' ? msg.error : message.kind === 'response' ? msg.result : msg.params;
    if (!validate(part)) return `${name}: ${this.ajv.errorsText(validate.errors)}`;
    return undefined;
  }
}
