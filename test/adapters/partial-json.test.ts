// SPDX-License-Identifier: Apache-2.0
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { PartialJsonParser } from '../../src/adapters/index.js';

function parseInPieces(text: string, size: number, snapshots?: unknown[]): ReturnType<PartialJsonParser['end']> {
  const parser = new PartialJsonParser();
  for (let at = 0; at < text.length; at += size) {
    parser.push(text.slice(at, at + size));
    snapshots?.push(structuredClone(parser.value()));
  }
  return parser.end();
}

const DOCUMENTS = [
  '{"a":1,"b":[true,false,null,"x\\"y\\u00e9\\ud83d\\ude00\\\\"],"c":{"d":-1.5e3,"e":[]}}',
  '[]',
  '{}',
  '"just a string"',
  '-0.25',
  ' [1, {"k": [ {} ]}, "日本語 😀"] ',
  '{"__proto__": {"polluted": true}}',
];

describe('PartialJsonParser', () => {
  it('reads documents split at every size into what JSON.parse gives', () => {
    for (const text of DOCUMENTS) {
      for (let size = 1; size <= text.length; size++) {
        const result = parseInPieces(text, size);
        expect(result.ok, `${text} in pieces of ${size}`).to.equal(true);
        expect(result.ok && result.value, `${text} in pieces of ${size}`).to.deep.equal(JSON.parse(text));
      }
    }
  });

  it('keeps __proto__ as an own key, as JSON.parse does', () => {
    const result = parseInPieces('{"__proto__": {"polluted": true}}', 3);
    const value = result.ok ? (result.value as Record<string, unknown>) : {};
    expect(Object.getPrototypeOf(value)).to.equal(Object.prototype);
    expect(Object.keys(value)).to.deep.equal(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });

  it('gives the best current value while the text streams', () => {
    const text = '{"path": "src/a.ts", "content": "line 1\\nline 2", "n": 120, "flags": [true, nul';
    const parser = new PartialJsonParser();
    const seen: unknown[] = [];
    for (const char of text) {
      parser.push(char);
      seen.push(parser.value());
    }
    expect(seen).to.deep.include({ path: 'src/a' });
    expect(seen).to.deep.include({ path: 'src/a.ts', content: 'line 1\n' });
    expect(seen).to.deep.include({ path: 'src/a.ts', content: 'line 1\nline 2', n: 12 });
    expect(parser.value()).to.deep.equal({ path: 'src/a.ts', content: 'line 1\nline 2', n: 120, flags: [true, null] });
    // A key is not shown until its value starts; an escape cut in half is not shown at all.
    expect(
      seen.some(
        (value) => value !== undefined && Object.keys(value as object).some((key) => key !== 'path' && key.length < 4 && key !== 'n'),
      ),
    ).to.equal(false);
    expect(seen.some((value) => JSON.stringify(value).includes('\\\\'))).to.equal(false);
  });

  it('never changes a snapshot it returned, and returns the same one while nothing changed', () => {
    const parser = new PartialJsonParser();
    parser.push('{"list": [1, 2');
    const first = parser.value();
    const copy = structuredClone(first);
    expect(parser.value()).to.equal(first);
    parser.push(', 3], "more": {"x": "y"}}');
    expect(first).to.deep.equal(copy);
    expect(parser.value()).to.deep.equal({ list: [1, 2, 3], more: { x: 'y' } });
  });

  it('reports malformed and cut-off input with a position, keeping the value read so far', () => {
    const cases: Array<[string, RegExp, unknown]> = [
      ['{"a":}', /unexpected "}" at position 5/, {}],
      ['[1,]', /unexpected "]" at position 3/, [1]],
      ['{"a" 1}', /expected ":"/, {}],
      ['01', /invalid number "01"/, 0],
      ['"\\x"', /invalid escape/, ''],
      ['{"a": 1} x', /after the value/, { a: 1 }],
      ['{"a": [1, 2', /unexpected end of input/, { a: [1, 2] }],
    ];
    for (const [text, error, value] of cases) {
      const result = parseInPieces(text, 2);
      expect(result.ok, text).to.equal(false);
      if (result.ok) continue;
      expect(result.error, text).to.match(error);
      expect(result.value, text).to.deep.equal(value);
    }
    const empty = new PartialJsonParser();
    empty.push('   ');
    expect(empty.end()).to.deep.include({ ok: false, empty: true });
  });

  it('agrees with JSON.parse on any JSON value split anywhere, and every snapshot is a prefix of the final value (property)', () => {
    /** Is `partial` a "prefix" of `final`: strings prefixes, containers member by member? */
    function isPrefix(partial: unknown, final: unknown): boolean {
      if (partial === undefined) return true;
      if (typeof partial === 'string') return typeof final === 'string' && final.startsWith(partial);
      if (typeof partial === 'number') return typeof final === 'number';
      if (Array.isArray(partial)) {
        return (
          Array.isArray(final) &&
          partial.length <= final.length &&
          partial.every((item, i) =>
            i < partial.length - 1 ? JSON.stringify(item) === JSON.stringify(final[i]) : isPrefix(item, final[i]),
          )
        );
      }
      if (partial !== null && typeof partial === 'object') {
        if (final === null || typeof final !== 'object') return false;
        return Object.entries(partial).every(([key, member]) => key in final && isPrefix(member, (final as Record<string, unknown>)[key]));
      }
      return partial === final;
    }
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 1, max: 12 }), fc.boolean(), (value, size, pretty) => {
        const text = JSON.stringify(value, null, pretty ? 2 : undefined);
        const snapshots: unknown[] = [];
        const result = parseInPieces(text, size, snapshots);
        expect(result.ok).to.equal(true);
        const expected = JSON.parse(text) as unknown;
        expect(result.ok && result.value).to.deep.equal(expected);
        for (const snapshot of snapshots) expect(isPrefix(snapshot, expected), JSON.stringify(snapshot)).to.equal(true);
      }),
      { numRuns: 300 },
    );
  });

  it('reads long strings chunk by chunk (pushChunk) into what JSON.parse gives, and hands back the raw text unchanged (property)', () => {
    // Long enough that later chunks take the one-pass path for text inside a long string; the
    // pieces carry every kind of escape, so chunk ends fall inside them.
    const piece = fc.constantFrom('a', ' ', 'é', '日本', '😀', '\\', '"', '\n', '\t', '/', '\u0000', '\u001f', 'x'.repeat(40));
    fc.assert(
      fc.property(fc.array(piece, { minLength: 200, maxLength: 400 }), fc.integer({ min: 1, max: 700 }), (pieces, size) => {
        const content = pieces.join('');
        const text = JSON.stringify({ path: 'a.ts', content, after: [1, 'b'] });
        const parser = new PartialJsonParser();
        let raw = '';
        for (let at = 0; at < text.length; at += size) {
          raw += parser.pushChunk(text.slice(at, at + size));
          const snapshot = parser.value() as { content?: string } | undefined;
          if (typeof snapshot?.content === 'string') expect(content.startsWith(snapshot.content)).to.equal(true);
        }
        expect(raw).to.equal(text);
        const result = parser.end();
        expect(result.ok && result.value).to.deep.equal(JSON.parse(text));
      }),
      { numRuns: 150 },
    );
  });

  it('takes raw control characters and rejects bad escapes inside long strings too', () => {
    const long = 'line\\n'.repeat(400);
    const lenient = new PartialJsonParser();
    // `\\t` is an escaped tab; `\t` a raw one, which JSON.parse would reject.
    const text = `{"content": "${long}\\ttab, raw:\t${long}"}`;
    for (let at = 0; at < text.length; at += 512) lenient.pushChunk(text.slice(at, at + 512));
    const read = lenient.end();
    expect(read.ok).to.equal(true);
    expect(read.ok && (read.value as { content: string }).content).to.equal(`${'line\n'.repeat(400)}\ttab, raw:\t${'line\n'.repeat(400)}`);
    const strict = new PartialJsonParser();
    const bad = `{"content": "${long}\\x${long}"}`;
    for (let at = 0; at < bad.length; at += 512) strict.pushChunk(bad.slice(at, at + 512));
    const failed = strict.end();
    expect(failed.ok).to.equal(false);
    expect(!failed.ok && failed.error).to.match(/invalid escape/);
  });
});
