// SPDX-License-Identifier: Apache-2.0
/**
 * The fields of an elicitation form: pure functions turning the agent's `requestedSchema` (ACP's
 * subset of JSON Schema: an object of primitive properties) into field descriptors, and the values
 * the form starts with. The schema comes from the agent: every member is checked before use, and
 * anything outside the subset becomes an `unsupported` field rather than an error.
 */

/** A choice of a single- or multi-select field: the value sent and the title shown. */
export interface FieldOption {
  value: string;
  title: string;
  description?: string;
}

export type StringFormat = 'email' | 'uri' | 'date' | 'date-time';

export interface FieldDescriptor {
  /** The property's name: the key of its value in the answer. */
  name: string;
  kind: 'text' | 'number' | 'integer' | 'boolean' | 'select' | 'multi' | 'unsupported';
  /** The property's `title`, else its name. */
  label: string;
  description?: string;
  required: boolean;
  /** The schema's `type` as sent (what an `unsupported` field names). */
  type: string;
  format?: StringFormat;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  options?: FieldOption[];
  /** The schema's default, when it fits the field. */
  defaultValue?: string | number | boolean | string[];
}

/** What an input holds: text (numbers too, parsed on validation), a checkbox, a multi-select's values. */
export type FieldValue = string | boolean | string[];

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const count = (value: unknown): number | undefined => {
  const n = finite(value);
  return n !== undefined && n >= 0 ? Math.floor(n) : undefined;
};
const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;

const FORMATS: readonly string[] = ['email', 'uri', 'date', 'date-time'];

/** `oneOf`/`anyOf` `{const, title}` options, or `enum` values titled by `enumNames` (the older form) or themselves. */
function optionsOf(titled: unknown, values: unknown, names: unknown): FieldOption[] | undefined {
  if (Array.isArray(titled)) {
    const options = titled.flatMap((entry): FieldOption[] => {
      const option = record(entry);
      if (typeof option?.const !== 'string') return [];
      const description = text(option.description);
      return [{ value: option.const, title: text(option.title) ?? option.const, ...(description ? { description } : {}) }];
    });
    if (options.length > 0) return options;
  }
  const list = strings(values);
  if (!list || list.length === 0) return undefined;
  const titles = strings(names);
  return list.map((value, i) => ({ value, title: text(titles?.[i]) ?? value }));
}

function describe(name: string, schema: Record<string, unknown>, required: boolean): FieldDescriptor {
  const type = typeof schema.type === 'string' ? schema.type : String(schema.type);
  const base = {
    name,
    label: text(schema.title) ?? name,
    required,
    type,
    ...(text(schema.description) ? { description: text(schema.description) } : {}),
  };
  const fallback = schema.default;
  if (type === 'string') {
    const options = optionsOf(schema.oneOf, schema.enum, schema.enumNames);
    if (options) {
      const known = typeof fallback === 'string' && options.some((o) => o.value === fallback);
      return { ...base, kind: 'select', options, ...(known ? { defaultValue: fallback } : {}) };
    }
    const format = typeof schema.format === 'string' && FORMATS.includes(schema.format) ? (schema.format as StringFormat) : undefined;
    const pattern = text(schema.pattern);
    const minLength = count(schema.minLength);
    const maxLength = count(schema.maxLength);
    return {
      ...base,
      kind: 'text',
      ...(format ? { format } : {}),
      ...(minLength !== undefined ? { minLength } : {}),
      ...(maxLength !== undefined ? { maxLength } : {}),
      ...(pattern ? { pattern } : {}),
      ...(typeof fallback === 'string' ? { defaultValue: fallback } : {}),
    };
  }
  if (type === 'number' || type === 'integer') {
    const minimum = finite(schema.minimum);
    const maximum = finite(schema.maximum);
    return {
      ...base,
      kind: type,
      ...(minimum !== undefined ? { minimum } : {}),
      ...(maximum !== undefined ? { maximum } : {}),
      ...(finite(fallback) !== undefined ? { defaultValue: fallback as number } : {}),
    };
  }
  if (type === 'boolean') return { ...base, kind: 'boolean', ...(typeof fallback === 'boolean' ? { defaultValue: fallback } : {}) };
  const items = record(schema.items);
  const options = type === 'array' && items ? optionsOf(items.anyOf, items.enum, items.enumNames) : undefined;
  if (options) {
    const minItems = count(schema.minItems);
    const maxItems = count(schema.maxItems);
    const defaults = strings(fallback)?.filter((value) => options.some((o) => o.value === value));
    return {
      ...base,
      kind: 'multi',
      options,
      ...(minItems !== undefined ? { minItems } : {}),
      ...(maxItems !== undefined ? { maxItems } : {}),
      ...(defaults ? { defaultValue: defaults } : {}),
    };
  }
  return { ...base, kind: 'unsupported' };
}

/** The form's fields, in the schema's property order. */
export function schemaFields(schema: unknown): FieldDescriptor[] {
  const object = record(schema);
  const properties = record(object?.properties);
  if (!properties) return [];
  const required = new Set(strings(object?.required) ?? []);
  return Object.entries(properties).map(([name, property]) => describe(name, record(property) ?? { type: 'unknown' }, required.has(name)));
}

/** `YYYY-MM-DDTHH:mm[:ss]` in local time, what `<input type="datetime-local">` holds, for an RFC 3339 date-time. */
export function toLocalDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const seconds = date.getSeconds() === 0 ? '' : `:${pad(date.getSeconds())}`;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}${seconds}`;
}

/** The value a field's input starts with: its default, else empty (unchecked, nothing chosen). */
export function initialValue(field: FieldDescriptor): FieldValue {
  const value = field.defaultValue;
  if (field.kind === 'boolean') return value === true;
  if (field.kind === 'multi') return Array.isArray(value) ? value : [];
  if (value === undefined || Array.isArray(value) || typeof value === 'boolean') return '';
  if (field.format === 'date-time' && typeof value === 'string') return toLocalDateTime(value);
  return String(value);
}

/** Every field's starting value, by name. */
export function initialValues(fields: readonly FieldDescriptor[]): Map<string, FieldValue> {
  return new Map(fields.map((field) => [field.name, initialValue(field)]));
}
