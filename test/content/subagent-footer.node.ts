// SPDX-License-Identifier: Apache-2.0
// The subagent footer a card leaves out of an Agent call's answer (src/content/subagent-footer.ts):
// only claude-agent-acp's exact shape, never a lookalike's content. The card side is
// test/elements/tool-call-card/card-subagent-display.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { splitSubagentFooter, withoutSubagentFooter } from '../../src/content/subagent-footer.js';

const FOOTER =
  "agentId: ad4fd2d8586ca7857 (use SendMessage with to: 'ad4fd2d8586ca7857' to continue this agent)\n<usage>total_tokens: 1700\ntool_uses: 5\nduration_ms: 762</usage>";
const text = (value: string) => ({ type: 'content' as const, content: { type: 'text' as const, text: value } });

describe('splitSubagentFooter', () => {
  it('takes the recorded footer off, alone or after the answer', () => {
    assert.deepEqual(splitSubagentFooter(FOOTER), { answer: '', usage: { totalTokens: 1700, toolUses: 5, durationMs: 762 } });
    assert.equal(splitSubagentFooter(`Done.\n\n${FOOTER}\n`)?.answer, 'Done.');
    assert.deepEqual(splitSubagentFooter('agentId: a1\n<usage>total_tokens: 9</usage>')?.usage, { totalTokens: 9 });
  });

  it('finds it at the end of a megabyte answer, looking only at the tail', () => {
    const answer = 'x'.repeat(1_000_000);
    assert.equal(splitSubagentFooter(`${answer}\n${FOOTER}`)?.answer.length, answer.length);
    assert.equal(splitSubagentFooter('<usage>'.repeat(200_000)), undefined);
  });

  for (const lookalike of [
    'See the <usage>total_tokens: 5</usage> tag.',
    FOOTER.replace('tool_uses: 5', 'exfiltrate: 5'),
    FOOTER.replace('total_tokens: 1700\n', ''),
    FOOTER.replace('duration_ms: 762', 'total_tokens: 3'),
    `${FOOTER}\nmore`,
    FOOTER.replace("to: 'ad4fd2d8586ca7857'", "to: 'other'"),
    `Keep this agentId: x1\n<usage>total_tokens: 1</usage>`.replace('\n', ' '),
  ]) {
    it(`leaves ${JSON.stringify(lookalike.slice(0, 50))}… whole`, () => {
      assert.equal(splitSubagentFooter(lookalike), undefined);
    });
  }
});

describe('withoutSubagentFooter', () => {
  it('drops a footer-only last block, keeps the others, and memoizes on the array', () => {
    const content = [text('The answer.'), text(FOOTER)];
    const shown = withoutSubagentFooter(content);
    assert.deepEqual(shown.content, [text('The answer.')]);
    assert.equal(shown.usage?.totalTokens, 1700);
    assert.equal(withoutSubagentFooter(content), shown);
  });

  it('keeps content without a footer as the same array, and a footer that is not last', () => {
    const content = [text(FOOTER), text('after')];
    assert.equal(withoutSubagentFooter(content).content, content);
    assert.equal(withoutSubagentFooter(content).usage, undefined);
  });
});
