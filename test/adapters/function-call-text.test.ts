// SPDX-License-Identifier: Apache-2.0
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { fromFunctionCallText, type AcpMessage } from '../../src/adapters/index.js';
import { EXPECTED, SESSION, calls, contentTexts, counterIds, drive, fold, loadJsonl, summary, transcriptText, updates } from './helpers.js';

const parser = (options: Partial<Parameters<typeof fromFunctionCallText>[0]> = {}) =>
  fromFunctionCallText({ sessionId: SESSION, generateId: counterIds(), ...options });

/** Cuts `text` at the given positions (sorted, deduplicated, inside the text). */
function cut(text: string, positions: number[]): string[] {
  const points = [...new Set(positions.map((p) => p % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const point of points) {
    pieces.push(text.slice(from, point));
    from = point;
  }
  pieces.push(text.slice(from));
  return pieces;
}

/** What a reader sees: the calls and the message text runs around them. */
function outcome(messages: AcpMessage[]) {
  const store = fold(messages);
  return { calls: calls(store).map((view) => ({ id: view.toolCallId, ...summary(view) })), text: transcriptText(store, 'agent_message') };
}

describe('fromFunctionCallText', () => {
  let chunks: string[];
  let text: string;
  before(async () => {
    chunks = await loadJsonl<string>('function-call-text.jsonl');
    text = chunks.join('');
  });

  it('parses the seed example: text kept, calls made, malformed JSON failed with its raw text', () => {
    const { calls: views, text: runs } = outcome(drive(parser(), chunks));
    expect(views.map((v) => [v.id, v.title, v.kind, v.status])).to.deep.equal([
      ['gen-1', 'Get time', 'read', 'in_progress'],
      ['gen-2', 'Read docs/日本語/説明.md', 'read', 'in_progress'],
      ['gen-3', 'List open tabs', 'read', 'in_progress'],
      ['gen-4', 'Run command', 'execute', 'failed'],
    ]);
    expect(views[0]!.rawInput).to.deep.equal(EXPECTED.getTime.rawInput);
    expect(views[1]!.rawInput).to.deep.equal(EXPECTED.readFile.rawInput);
    // A call without arguments has empty arguments.
    expect(views[2]!.rawInput).to.deep.equal({});
    const malformed = '{"name": "run_command", "arguments": {"command": npm test}}';
    expect(views[3]!.rawInput).to.equal(malformed);
    expect(views[3]!.content).to.deep.equal([
      // `n` starts a `null` literal; `p` breaks it (the position counts from the block's start).
      `The <function_call> block is not valid JSON: invalid literal "np" at position ${malformed.indexOf('npm') + 1}.`,
      '```\n' + malformed + '\n```',
    ]);
    expect(runs).to.deep.equal([
      '我需要获取昨天的日期。我将调用getTime函数获取昨天的时间戳。\n\n',
      '\n然后读取说明文件：',
      '\n',
      '\n最后一个调用格式错误：',
      '\n完成。',
    ]);
  });

  it('gives the same calls and text for any split of the stream into chunks (property)', () => {
    const expected = outcome(drive(parser(), [text]));
    fc.assert(
      fc.property(fc.array(fc.nat({ max: text.length }), { maxLength: 40 }), (positions) => {
        expect(outcome(drive(parser(), cut(text, positions)))).to.deep.equal(expected);
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same outcome for any split of any generated stream of text and calls (property)', () => {
    const call = fc.record({
      name: fc.constantFrom('getTime', 'read_file', 'run_command', 'search'),
      arguments: fc.dictionary(fc.constantFrom('path', 'command', 'query', 'n', 'ü'), fc.oneof(fc.string(), fc.integer(), fc.boolean())),
    });
    // Prose made of tag pieces, so stray and broken tags happen too: the outcome must still not depend on the chunking.
    const prose = fc
      .array(fc.constantFrom('a', ' ', '<', '>', '/', 'function', '_call', '\n', '日', '😀'), { maxLength: 20 })
      .map((pieces) => pieces.join(''));
    const stream = fc
      .array(
        fc.oneof(
          prose,
          call.map((value) => `<function_call>${JSON.stringify(value)}</function_call>`),
        ),
        { maxLength: 6 },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(stream, fc.array(fc.nat(), { maxLength: 30 }), (whole, positions) => {
        const reference = outcome(drive(parser(), [whole]));
        expect(outcome(drive(parser(), cut(whole, positions)))).to.deep.equal(reference);
        expect(outcome(drive(parser(), [...whole]))).to.deep.equal(reference);
      }),
      { numRuns: 150 },
    );
  });

  it('holds back a partial tag at a chunk end and releases it when it was not a tag', () => {
    const adapter = parser();
    expect(updates(adapter.push('Price <fun'))).to.deep.equal([
      { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'Price ' } },
    ]);
    expect(updates(adapter.push('ny> stuff <func'))).to.deep.equal([
      { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: '<funny> stuff ' } },
    ]);
    expect(updates(adapter.end())).to.deep.equal([{ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: '<func' } }]);
  });

  it('streams the arguments of a long call and opens it once the name is read', () => {
    const content = 'x'.repeat(300);
    const block = `<function_call>{"name": "write_file", "arguments": {"path": "a.txt", "content": "${content}"}}</function_call>`;
    const messages = drive(parser(), [...block]);
    const inputs = updates(messages)
      .filter((u) => 'rawInput' in u)
      .map((u) => u.rawInput as { content?: string });
    expect(inputs.length).to.be.greaterThan(2);
    expect(inputs.every((input, i) => i === 0 || (input.content ?? '').length >= (inputs[i - 1]!.content ?? '').length)).to.equal(true);
    expect(inputs.at(-1)).to.deep.equal({ path: 'a.txt', content });
    expect(updates(messages)[0]).to.deep.include({ sessionUpdate: 'tool_call', title: 'Write file', kind: 'edit', name: 'write_file' });
  });

  it('handles an unterminated block at end(): a whole call is kept, a cut one fails', () => {
    const whole = outcome(drive(parser(), ['Sure. <function_call>{"name": "getTime", "arguments": {"offset_ms": 0}}']));
    expect(whole.calls.map((c) => [c.title, c.status, c.rawInput])).to.deep.equal([['Get time', 'in_progress', { offset_ms: 0 }]]);
    const cutOff = outcome(drive(parser(), ['Sure. <function_call>{"name": "getTime", "argu']));
    expect(cutOff.calls.map((c) => [c.title, c.status, c.rawInput])).to.deep.equal([['Get time', 'failed', '{"name": "getTime", "argu']]);
    expect(cutOff.calls[0]?.content?.[0]).to.match(/not closed/);
    expect(cutOff.text).to.deep.equal(['Sure. ']);
  });

  it("takes configurable tags, string arguments, the model's own id, and reports a block without a name", () => {
    const messages = drive(parser({ openTag: '<tool>', closeTag: '</tool>' }), [
      '<tool>{"id": "my-id", "name": "search", "parameters": "{\\"query\\": \\"ACP\\"}"}</tool>',
      '<tool>[1, 2]</tool>',
      '<function_call>not a tag here</function_call>',
    ]);
    const result = outcome(messages);
    expect(result.calls.map((c) => [c.id, c.title, c.status, c.rawInput])).to.deep.equal([
      ['my-id', 'Search ACP', 'in_progress', { query: 'ACP' }],
      ['gen-1', 'Tool', 'failed', '[1,2]'],
    ]);
    expect(contentTexts(calls(fold(messages))[1])[0]).to.equal('The <tool> block is not a function call: it has no "name".');
    expect(result.text).to.deep.equal(['<function_call>not a tag here</function_call>']);
  });
});
