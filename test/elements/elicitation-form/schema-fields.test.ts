// SPDX-License-Identifier: Apache-2.0
// The JSON-Schema subset of elicitation/create turned into field descriptors, and form values checked and turned into content.
import { expect } from '@open-wc/testing';
import { initialValue, initialValues, schemaFields, toLocalDateTime } from '../../../src/elements/elicitation-form/schema-fields.js';
import { checkForm, validateField } from '../../../src/elements/elicitation-form/validate.js';
import { everyFieldSchema } from '../../../stories/elicitation-form.stories.js';

const field = (schema: Record<string, unknown>, required = false) =>
  schemaFields({ type: 'object', properties: { x: schema }, ...(required ? { required: ['x'] } : {}) })[0];

describe('elicitation schema fields', () => {
  it('describes every property type of the subset, in order, with titles, descriptions and required marks', () => {
    const fields = schemaFields(everyFieldSchema);
    expect(fields.map((f) => [f.name, f.kind, f.required])).to.deep.equal([
      ['name', 'text', true],
      ['email', 'text', true],
      ['homepage', 'text', false],
      ['start', 'text', false],
      ['meeting', 'text', false],
      ['ticket', 'text', false],
      ['retries', 'integer', true],
      ['ratio', 'number', false],
      ['verbose', 'boolean', false],
      ['command', 'select', true],
      ['env', 'select', false],
      ['targets', 'multi', false],
      ['tags', 'multi', true],
    ]);
    expect(fields[0]).to.include({ label: 'Your name', description: 'As it should appear in the report.', minLength: 2, maxLength: 40 });
    expect(fields.map((f) => f.format)).to.deep.equal([
      undefined,
      'email',
      'uri',
      'date',
      'date-time',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('titles choices from oneOf, enum + enumNames, items.anyOf and items.enum', () => {
    expect(
      field({
        type: 'string',
        oneOf: [
          { const: 'a', title: 'Alpha', description: 'first' },
          { const: 'b', title: 'Beta' },
        ],
      }).options,
    ).to.deep.equal([
      { value: 'a', title: 'Alpha', description: 'first' },
      { value: 'b', title: 'Beta' },
    ]);
    expect(field({ type: 'string', enum: ['x', 'y'], enumNames: ['Ex', 'Why'] }).options).to.deep.equal([
      { value: 'x', title: 'Ex' },
      { value: 'y', title: 'Why' },
    ]);
    expect(field({ type: 'string', enum: ['x'] }).options).to.deep.equal([{ value: 'x', title: 'x' }]);
    expect(field({ type: 'array', items: { anyOf: [{ const: 'p', title: 'Pee' }] } }).options).to.deep.equal([
      { value: 'p', title: 'Pee' },
    ]);
    expect(field({ type: 'array', items: { type: 'string', enum: ['q'] }, minItems: 1, maxItems: 2 })).to.include({
      kind: 'multi',
      minItems: 1,
      maxItems: 2,
    });
  });

  it('keeps defaults that fit and starts from them', () => {
    expect(initialValue(field({ type: 'string', default: 'hi' }))).to.equal('hi');
    expect(initialValue(field({ type: 'integer', default: 3 }))).to.equal('3');
    expect(initialValue(field({ type: 'boolean', default: true }))).to.equal(true);
    expect(initialValue(field({ type: 'boolean' }))).to.equal(false);
    expect(initialValue(field({ type: 'string', enum: ['a', 'b'], default: 'b' }))).to.equal('b');
    expect(initialValue(field({ type: 'string', enum: ['a', 'b'], default: 'zzz' })), 'a default outside the choices').to.equal('');
    expect(initialValue(field({ type: 'array', items: { enum: ['a', 'b'] }, default: ['b', 'nope'] }))).to.deep.equal(['b']);
    expect(initialValue(field({ type: 'number', default: 'not a number' }))).to.equal('');
    const local = toLocalDateTime('2026-03-04T05:06:00Z');
    expect(initialValue(field({ type: 'string', format: 'date-time', default: '2026-03-04T05:06:00Z' }))).to.equal(local);
    expect(new Date(local).toISOString()).to.equal('2026-03-04T05:06:00.000Z');
    expect([...initialValues(schemaFields(everyFieldSchema)).keys()]).to.have.length(13);
  });

  it('turns anything outside the subset into an unsupported field, never an error', () => {
    expect(field({ type: 'object' })).to.include({ kind: 'unsupported', type: 'object' });
    expect(field({ type: 'array', items: { type: 'number' } }).kind).to.equal('unsupported');
    expect(schemaFields({ properties: { a: 'nonsense', b: null } }).map((f) => f.kind)).to.deep.equal(['unsupported', 'unsupported']);
    expect(schemaFields(undefined)).to.deep.equal([]);
    expect(schemaFields({ properties: [] })).to.deep.equal([]);
    expect(field({ type: 'string', format: 'ipv4', minLength: -3 })).to.not.have.any.keys('format', 'minLength');
  });
});

describe('elicitation validation', () => {
  it('checks required fields, text lengths (in characters), patterns and formats', () => {
    const name = field({ type: 'string', minLength: 2, maxLength: 4, pattern: '^[a-z😀]+$' }, true);
    expect(validateField(name, '')).to.deep.equal({ code: 'required' });
    expect(validateField(name, '   ')).to.deep.equal({ code: 'required' });
    expect(validateField(name, 'a')).to.deep.equal({ code: 'minLength', limit: 2 });
    expect(validateField(name, 'abcde')).to.deep.equal({ code: 'maxLength', limit: 4 });
    expect(validateField(name, '😀😀'), 'two code points').to.equal(undefined);
    expect(validateField(name, 'AB')).to.deep.equal({ code: 'pattern' });
    expect(validateField(field({ type: 'string', pattern: '([' }), 'x'), 'a pattern that does not compile checks nothing').to.equal(
      undefined,
    );
    const email = field({ type: 'string', format: 'email' });
    expect(validateField(email, '')).to.equal(undefined);
    expect(validateField(email, 'me@example.com')).to.equal(undefined);
    expect(validateField(email, 'me@')).to.deep.equal({ code: 'email' });
    expect(validateField(email, 'a b@c.d')).to.deep.equal({ code: 'email' });
    const uri = field({ type: 'string', format: 'uri' });
    expect(validateField(uri, 'https://example.com/x')).to.equal(undefined);
    expect(validateField(uri, 'example.com')).to.deep.equal({ code: 'uri' });
    const date = field({ type: 'string', format: 'date' });
    expect(validateField(date, '2026-02-28')).to.equal(undefined);
    expect(validateField(date, '2026-02-30')).to.deep.equal({ code: 'date' });
    const dateTime = field({ type: 'string', format: 'date-time' });
    expect(validateField(dateTime, '2026-02-28T10:30')).to.equal(undefined);
    expect(validateField(dateTime, 'tomorrow')).to.deep.equal({ code: 'dateTime' });
  });

  it('checks numbers, integers and their bounds', () => {
    const retries = field({ type: 'integer', minimum: 1, maximum: 5 }, true);
    expect(validateField(retries, '')).to.deep.equal({ code: 'required' });
    expect(validateField(retries, 'three')).to.deep.equal({ code: 'number' });
    expect(validateField(retries, '2.5')).to.deep.equal({ code: 'integer' });
    expect(validateField(retries, '0')).to.deep.equal({ code: 'minimum', limit: 1 });
    expect(validateField(retries, '6')).to.deep.equal({ code: 'maximum', limit: 5 });
    expect(validateField(retries, ' 5 ')).to.equal(undefined);
    const ratio = field({ type: 'number', minimum: 0, maximum: 1 });
    expect(validateField(ratio, '0.25')).to.equal(undefined);
    expect(validateField(ratio, 'Infinity')).to.deep.equal({ code: 'number' });
  });

  it('checks choices and the number chosen', () => {
    const one = field({ type: 'string', enum: ['a', 'b'] }, true);
    expect(validateField(one, '')).to.deep.equal({ code: 'required' });
    expect(validateField(one, 'c')).to.deep.equal({ code: 'option' });
    expect(validateField(one, 'b')).to.equal(undefined);
    const many = field({ type: 'array', items: { enum: ['a', 'b', 'c'] }, minItems: 1, maxItems: 2 }, true);
    expect(validateField(many, [])).to.deep.equal({ code: 'required' });
    expect(validateField(many, ['a', 'b', 'c'])).to.deep.equal({ code: 'maxItems', limit: 2 });
    expect(validateField(many, ['z'])).to.deep.equal({ code: 'option' });
    const atLeastTwo = field({ type: 'array', items: { enum: ['a', 'b'] }, minItems: 2 });
    expect(validateField(atLeastTwo, ['a'])).to.deep.equal({ code: 'minItems', limit: 2 });
    expect(validateField(field({ type: 'object' }, true), undefined)).to.deep.equal({ code: 'unsupported' });
    expect(validateField(field({ type: 'object' }), undefined)).to.equal(undefined);
  });

  it('builds content in the wire types, leaving empty optional fields out', () => {
    const fields = schemaFields({
      type: 'object',
      properties: {
        n: { type: 'integer' },
        r: { type: 'number' },
        b: { type: 'boolean' },
        s: { type: 'string' },
        e: { type: 'string', enum: ['x'] },
        m: { type: 'array', items: { enum: ['p', 'q'] } },
        when: { type: 'string', format: 'date-time' },
        ['__proto__']: { type: 'string' },
        skip: { type: 'string' },
      },
    });
    const values = new Map<string, string | boolean | string[]>([
      ['n', '4'],
      ['r', '0.5'],
      ['b', false],
      ['s', 'text'],
      ['e', 'x'],
      ['m', ['q']],
      ['when', '2026-01-02T03:04'],
      ['__proto__', 'own'],
      ['skip', ''],
    ]);
    const { content, errors } = checkForm(fields, values);
    expect(errors.size).to.equal(0);
    expect(JSON.parse(JSON.stringify(content))).to.deep.equal({
      n: 4,
      r: 0.5,
      b: false,
      s: 'text',
      e: 'x',
      m: ['q'],
      when: new Date('2026-01-02T03:04').toISOString(),
      ['__proto__']: 'own',
    });
    expect(Object.getPrototypeOf(content)).to.equal(Object.prototype);
    const failed = checkForm(schemaFields({ properties: { a: { type: 'integer' } }, required: ['a'] }), new Map());
    expect(failed.content).to.equal(undefined);
    expect([...failed.errors.keys()]).to.deep.equal(['a']);
  });
});
