// SPDX-License-Identifier: Apache-2.0
// The base64 check agent data passes before it becomes a data: URL (src/content/base64.ts). Run by
// `npm test` (node:test through tsx); the browser side (no console message) is
// test/elements/quiet/console-quiet.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkBase64, MAX_BASE64_LENGTH } from '../../src/content/base64.js';

describe('checkBase64', () => {
  it('keeps canonical base64 as it is', () => {
    for (const data of ['AAAA', 'AA==', 'AAA=', 'iVBORw0KGgo=', 'ab+/09Zz']) assert.deepEqual(checkBase64(data), { base64: data });
  });

  it('pads unpadded base64 and drops ASCII whitespace, as a browser decodes them', () => {
    assert.deepEqual(checkBase64('AA'), { base64: 'AA==' });
    assert.deepEqual(checkBase64('AAA'), { base64: 'AAA=' });
    assert.deepEqual(checkBase64('AAAA\nAA==\r\n'), { base64: 'AAAAAA==' });
    assert.deepEqual(checkBase64(' A\tA A\fA '), { base64: 'AAAA' });
  });

  it('refuses what a browser cannot decode, or no encoder makes', () => {
    const refused = ['', ' ', 'A', 'AAAAA', 'AA=', 'A===', 'AAA==', '=AAA', 'AA==AA==', 'AA-_', 'AA%3D', 'éééé', 'data:,x', 'AA\u00a0AA'];
    for (const data of refused) assert.deepEqual(checkBase64(data), { problem: 'invalid' }, JSON.stringify(data));
  });

  it('refuses more than the cap before looking at it', () => {
    assert.deepEqual(checkBase64('A'.repeat(MAX_BASE64_LENGTH + 1)), { problem: 'too-large' });
    assert.deepEqual(checkBase64('A'.repeat(MAX_BASE64_LENGTH)), { base64: 'A'.repeat(MAX_BASE64_LENGTH) });
  });
});
