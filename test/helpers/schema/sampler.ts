// SPDX-License-Identifier: Apache-2.0
/**
 * A seeded sampler of values that a JSON Schema (2020-12, `$defs` + `$ref`) accepts: the ACP
 * schema the SDK ships drives the property test (test/state/schema-property.node.ts). DOM-free and
 * free of Node imports: the schema comes in as an object, so the same code runs in the browser.
 *
 * It covers what that schema uses: `$ref`, `allOf` (merged), `anyOf`/`oneOf` (one branch),
 * `const`, `enum`, type lists (nullable fields), required and optional properties, extra
 * properties, integer formats and bounds, `format: uri`. Branches guarded by `not` (the schema's
 * "other" catch-alls) are never picked: they exist for what a newer agent may send, and a value
 * for them needs a check the sampler does not do. The test validates every message with ajv, so a
 * gap here shows as a failure, not as a silently wrong message.
 */

export type Schema = Record<string, unknown>;
export interface SchemaDocument {
  $defs: Record<string, Schema>;
}

/** A small deterministic PRNG (mulberry32): the same seed gives the same run. */
export class Rng {
  private state: number;
  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  /** Picks by weight: `[[weight, value], …]`. */
  weighted<T>(choices: readonly (readonly [number, T])[]): T {
    const total = choices.reduce((sum, [weight]) => sum + weight, 0);
    let at = this.next() * total;
    for (const [weight, value] of choices) if ((at -= weight) < 0) return value;
    return choices[choices.length - 1][1];
  }
}

/** Strings an agent may send: empty, blank, multi-line, non-ASCII, markup, escapes, long. */
export const ODD_STRINGS = [
  '',
  ' ',
  'x',
  'hello world',
  'line one\nline two\n',
  'naïve — 你好，世界 🙂',
  '<b>not markup</b> & "quotes"',
  '\u001b[31mred\u001b[0m\ttab',
  'zero\u200bwidth \u202eright-to-left',
  '$(rm -rf ~) `backticks` ${x}',
  'lorem ipsum dolor sit amet, '.repeat(12),
];
const WORDS = ['read', 'edit', 'src/main.ts', 'README.md', 'build', 'grep', 'fix', 'test', 'alpha', 'β', '数据', 'τ'];
const URIS = ['file:///project/src/main.ts', 'https://example.com/docs?q=1#top', 'urn:acp:test', 'mailto:someone@example.com'];
/** Keys of `_meta` and other open objects: some our state reads (terminal_*), most it does not. */
const META_KEYS = ['trace', 'vendor.example/flag', 'terminal_info', 'terminal_output', 'terminal_exit', 'claude', '', 'x y', '__proto_'];

const INT_RANGES: Record<string, [number, number]> = {
  int32: [-(2 ** 31), 2 ** 31 - 1],
  int64: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  uint16: [0, 65535],
  uint32: [0, 2 ** 32 - 1],
  uint64: [0, Number.MAX_SAFE_INTEGER],
};

export class SchemaSampler {
  constructor(
    readonly document: SchemaDocument,
    readonly rng: Rng,
    /** Below this depth of objects and arrays, optional fields and array items thin out. */
    readonly maxDepth = 4,
  ) {}

  definition(name: string): Schema {
    const schema = this.document.$defs[name];
    if (!schema) throw new Error(`schema: no $defs/${name}`);
    return schema;
  }

  /** A value of `$defs/<name>`. */
  sample(name: string, depth = 0): unknown {
    return this.value(this.definition(name), depth);
  }

  /** An object of `$defs/<name>` (fails loudly when the definition made something else). */
  object(name: string, depth = 0): Record<string, unknown> {
    const value = this.sample(name, depth);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error(`schema: ${name} gave no object`);
    return value as Record<string, unknown>;
  }

  /**
   * The branch of a discriminated `oneOf`/`anyOf` (`SessionUpdate`, `ContentBlock`…) whose
   * `property` is the constant `value`, as an object.
   */
  variant(name: string, property: string, value: string, depth = 0): Record<string, unknown> {
    const schema = this.definition(name);
    const branches = ((schema.oneOf ?? schema.anyOf) as Schema[]) ?? [];
    const branch = branches.find((b) => (b.properties as Record<string, Schema> | undefined)?.[property]?.const === value);
    if (!branch) throw new Error(`schema: ${name} has no ${property} = ${value}`);
    // The definition's own properties (an elicitation's `message`) stay; only the choice is made here.
    return this.value({ ...schema, oneOf: undefined, anyOf: [branch] }, depth) as Record<string, unknown>;
  }

  /** The constants a discriminated definition offers for `property`. */
  variants(name: string, property: string): string[] {
    const schema = this.definition(name);
    const branches = ((schema.oneOf ?? schema.anyOf) as Schema[]) ?? [];
    return branches
      .map((b) => (b.properties as Record<string, Schema> | undefined)?.[property]?.const)
      .filter((v) => typeof v === 'string');
  }

  string(format?: unknown): string {
    if (format === 'uri') return this.rng.pick(URIS);
    if (this.rng.chance(0.5)) return this.rng.pick(ODD_STRINGS);
    const words = this.rng.int(1, 4);
    return Array.from({ length: words }, () => this.rng.pick(WORDS)).join(' ');
  }

  /** Any JSON value: for `{}` schemas (`rawInput`, `rawOutput`, error `data`, extension params). */
  anyJson(depth: number): unknown {
    const { rng } = this;
    const kind = depth >= this.maxDepth ? rng.int(0, 3) : rng.int(0, 5);
    switch (kind) {
      case 0:
        return null;
      case 1:
        return rng.chance(0.5);
      case 2:
        return rng.chance(0.5) ? rng.int(-1000, 1000) : rng.pick([0, 1.5, -2.25, 1e21, Number.MAX_SAFE_INTEGER]);
      case 3:
        return this.string();
      case 4:
        return Array.from({ length: rng.int(0, 3) }, () => this.anyJson(depth + 1));
      default:
        return this.openObject(depth + 1);
    }
  }

  /** An object of arbitrary keys and values: `_meta` and other open objects. */
  openObject(depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const keys = depth >= this.maxDepth ? this.rng.int(0, 1) : this.rng.int(0, 3);
    for (let i = 0; i < keys; i++) out[this.rng.pick(META_KEYS)] = this.anyJson(depth + 1);
    return out;
  }

  private resolve(ref: string): Schema {
    const prefix = '#/$defs/';
    if (!ref.startsWith(prefix)) throw new Error(`schema: unsupported $ref ${ref}`);
    return this.definition(ref.slice(prefix.length));
  }

  private value(schema: Schema | boolean, depth: number): unknown {
    if (schema === true || (typeof schema === 'object' && Object.keys(schema).every((k) => !STRUCTURAL.has(k)))) {
      return this.anyJson(depth);
    }
    if (schema === false) throw new Error('schema: false accepts nothing');
    if ('const' in schema) return schema.const;
    if (Array.isArray(schema.enum)) return this.rng.pick(schema.enum);

    const type = this.chooseType(schema, depth);
    if (type === 'null') return null;

    const pieces: unknown[] = [];
    if (type !== undefined || schema.properties !== undefined) pieces.push(this.own(schema, type ?? 'object', depth));
    if (typeof schema.$ref === 'string') pieces.push(this.value(this.resolve(schema.$ref), depth));
    for (const member of (schema.allOf as Schema[] | undefined) ?? []) pieces.push(this.value(member, depth));
    const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
    if (branches) pieces.push(this.value(this.chooseBranch(branches, depth), depth));
    return merge(pieces);
  }

  /** The type to make: one of a type list (nullable fields are null now and then, more often when deep). */
  private chooseType(schema: Schema, depth: number): string | undefined {
    const { type } = schema;
    if (!Array.isArray(type)) return type as string | undefined;
    const nonNull = type.filter((t) => t !== 'null');
    if (type.includes('null') && this.rng.chance(depth >= this.maxDepth ? 0.8 : 0.15)) return 'null';
    return this.rng.pick(nonNull);
  }

  private chooseBranch(branches: Schema[], depth: number): Schema {
    const usable = branches.filter((b) => !('not' in b));
    const nullBranch = usable.find((b) => b.type === 'null');
    if (nullBranch && this.rng.chance(depth >= this.maxDepth ? 0.8 : 0.15)) return nullBranch;
    const others = usable.filter((b) => b !== nullBranch);
    return this.rng.pick(others.length > 0 ? others : usable);
  }

  /** A value of the schema's own `type` and `properties`, composition keywords aside. */
  private own(schema: Schema, type: string, depth: number): unknown {
    const { rng } = this;
    switch (type) {
      case 'boolean':
        return rng.chance(0.5);
      case 'integer': {
        const [low, high] = INT_RANGES[schema.format as string] ?? INT_RANGES.int64;
        const min = Math.max(low, typeof schema.minimum === 'number' ? schema.minimum : low);
        const max = Math.min(high, typeof schema.maximum === 'number' ? schema.maximum : high);
        const edges = [min, max, 0, 1, -1, 42].filter((n) => n >= min && n <= max);
        return rng.chance(0.4) ? rng.pick(edges) : rng.int(Math.max(min, -100_000), Math.min(max, 100_000));
      }
      case 'number':
        return rng.pick([0, 0.5, -3.25, 1e-7, 1234.5678, 1e300, rng.int(-1e6, 1e6) / 100]);
      case 'string': {
        const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
        let text = this.string(schema.format);
        while (text.length < min) text += this.rng.pick(WORDS);
        return text;
      }
      case 'array': {
        const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
        const max = Math.max(min, Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 4, depth >= this.maxDepth ? min : 4));
        const items = (schema.items as Schema | undefined) ?? {};
        return Array.from({ length: rng.int(min, max) }, () => this.value(items, depth + 1));
      }
      case 'object':
        return this.objectOf(schema, depth);
      default:
        throw new Error(`schema: unsupported type ${type}`);
    }
  }

  private objectOf(schema: Schema, depth: number): Record<string, unknown> {
    const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const out: Record<string, unknown> = {};
    const optional = depth >= this.maxDepth ? 0.1 : 0.55;
    for (const [key, property] of Object.entries(properties)) {
      if (!required.has(key) && !this.rng.chance(optional)) continue;
      out[key] = key === '_meta' && property.type !== undefined ? this.meta(depth) : this.value(property, depth + 1);
    }
    const extra = schema.additionalProperties;
    if (typeof extra === 'object' && extra !== null && Object.keys(properties).length === 0) {
      for (let i = this.rng.int(0, depth >= this.maxDepth ? 0 : 2); i > 0; i--)
        out[this.rng.pick(WORDS)] = this.value(extra as Schema, depth + 1);
    } else if (extra === true && Object.keys(properties).length === 0) Object.assign(out, this.openObject(depth + 1));
    return out;
  }

  /** `_meta`: usually absent or small, sometimes null, sometimes shaped like a convention it is not. */
  private meta(depth: number): Record<string, unknown> | null {
    if (this.rng.chance(0.1)) return null;
    return this.openObject(depth + 1);
  }
}

/** Keywords that constrain a value; a schema with none of them (only notes like `description`) accepts anything. */
const STRUCTURAL = new Set(['type', 'const', 'enum', '$ref', 'allOf', 'anyOf', 'oneOf', 'properties', 'items', 'required', 'not']);

/** The pieces of one value (own properties, `$ref`, `allOf`, the chosen branch): objects merge, else the last wins. */
function merge(pieces: unknown[]): unknown {
  const objects = pieces.filter((p) => p !== null && typeof p === 'object' && !Array.isArray(p));
  if (objects.length > 0 && objects.length === pieces.length) return Object.assign({}, ...objects);
  return pieces[pieces.length - 1];
}
