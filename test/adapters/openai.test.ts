// SPDX-License-Identifier: Apache-2.0
import { expect } from '@open-wc/testing';
import { fromOpenAIChat, fromOpenAIResponses, type OpenAIInput } from '../../src/adapters/index.js';
import {
  ARGS,
  EXPECTED,
  SESSION,
  calls,
  counterIds,
  drive,
  expectPrefixesOf,
  fold,
  loadJsonl,
  restream,
  summary,
  transcriptText,
  twoPieceSplits,
  updates,
} from './helpers.js';

type Chunk = OpenAIInput & {
  choices?: Array<{
    index: number;
    delta: { tool_calls?: Array<{ index: number; id?: string; function: { name?: string; arguments?: string } }> };
  }>;
};

const chat = (options: Partial<Parameters<typeof fromOpenAIChat>[0]> = {}) =>
  fromOpenAIChat({ sessionId: SESSION, generateId: counterIds(), ...options });
const responses = (options: Partial<Parameters<typeof fromOpenAIResponses>[0]> = {}) =>
  fromOpenAIResponses({ sessionId: SESSION, generateId: counterIds(), ...options });

/** Argument fragments (not the opening fragment with the id) of tool call `index`. */
const fragmentOf = (index: number) => (line: Chunk) => {
  const call = line.choices?.[0]?.delta.tool_calls?.[0];
  return call !== undefined && call.index === index && call.id === undefined;
};
const withArguments = (template: Chunk, text: string): Chunk => ({
  ...template,
  choices: [
    { index: 0, delta: { tool_calls: [{ index: template.choices![0]!.delta.tool_calls![0]!.index, function: { arguments: text } }] } },
  ],
});

describe('fromOpenAIChat', () => {
  let stream: Chunk[];
  before(async () => {
    stream = await loadJsonl<Chunk>('openai-chat.jsonl');
  });

  it('turns interleaved delta.tool_calls and role:"tool" results into ACP calls', () => {
    const store = fold(drive(chat(), stream));
    const views = calls(store);
    expect(views.map((v) => v.toolCallId)).to.deep.equal(['call_abc123', 'call_def456', 'call_ghi789', 'call_jkl012']);
    expect(views.map(summary)).to.deep.equal([EXPECTED.getTime, EXPECTED.readFile, EXPECTED.listTabs, EXPECTED.runCommand]);
    expect(transcriptText(store, 'agent_message')).to.deep.equal([
      '为了告诉您昨天的日期，我需要获取昨天的时间戳。',
      '根据获取的时间戳1684713600000，昨天的日期是2023年5月22日。',
    ]);
  });

  it('opens each call at its first fragment and completes inputs at finish_reason', () => {
    const messages = drive(chat(), stream);
    const kinds = updates(messages).map(
      (u) => `${u.sessionUpdate}:${String(u.toolCallId ?? '')}:${String(u.status ?? ('rawInput' in u ? 'input' : ''))}`,
    );
    const opened = kinds.filter((k) => k.startsWith('tool_call:'));
    expect(opened).to.deep.equal([
      'tool_call:call_abc123:pending',
      'tool_call:call_def456:pending',
      'tool_call:call_ghi789:pending',
      'tool_call:call_jkl012:pending',
    ]);
    // finish_reason "tool_calls": every input is complete (the empty one is {}), then all start.
    const finish = kinds.indexOf('tool_call_update:call_abc123:input');
    expect(kinds.slice(finish, finish + 8)).to.deep.equal([
      'tool_call_update:call_abc123:input',
      'tool_call_update:call_def456:input',
      'tool_call_update:call_ghi789:input',
      'tool_call_update:call_jkl012:input',
      'tool_call_update:call_abc123:in_progress',
      'tool_call_update:call_def456:in_progress',
      'tool_call_update:call_ghi789:in_progress',
      'tool_call_update:call_jkl012:in_progress',
    ]);
  });

  it('reads the arguments whatever the chunk boundary (every position of the JSON)', () => {
    const final = JSON.parse(ARGS.read) as Record<string, unknown>;
    for (const pieces of twoPieceSplits(ARGS.read)) {
      const messages = drive(chat({ rawInputUpdates: { minBytes: 1, growth: 0 } }), restream(stream, fragmentOf(1), withArguments, pieces));
      const view = calls(fold(messages)).find((v) => v.toolCallId === 'call_def456');
      expect(summary(view), `split at ${pieces[0].length}`).to.deep.equal(EXPECTED.readFile);
      expectPrefixesOf(messages, 'call_def456', final);
    }
  });

  it('reads a long argument across parse batches, escapes cut anywhere, and keeps the raw text of a malformed one', () => {
    // Several batches' worth (the adapters parse gathered fragments every few kB) of text with
    // every kind of escape, in 7-byte fragments so that escapes, \u sequences and surrogate
    // pairs are cut at varying offsets of fragments and batches.
    const lines: string[] = [];
    for (let i = 0; lines.join('\n').length < 90_000; i++)
      lines.push(`line ${i}: "quoted" \\ back\tslash naïve ✓ 😀 ${'x'.repeat(i % 37)}`);
    const content = lines.join('\n');
    const text = JSON.stringify({ path: 'src/big.ts', content })
      .replaceAll('é', '\\u00e9')
      .replaceAll('ï', '\\u00ef')
      .replaceAll('😀', '\\ud83d\\ude00');
    const pieces = (raw: string) => Array.from({ length: Math.ceil(raw.length / 7) }, (_, i) => raw.slice(7 * i, 7 * i + 7));
    const messages = drive(chat(), restream(stream, fragmentOf(1), withArguments, pieces(text)));
    const view = calls(fold(messages)).find((v) => v.toolCallId === 'call_def456');
    expect(view?.rawInput).to.deep.equal({ path: 'src/big.ts', content });
    expect(view?.status).to.equal('completed');
    expectPrefixesOf(messages, 'call_def456', { path: 'src/big.ts', content });

    // A bad escape far into the text: the call fails with every character that arrived.
    const bad = `${text.slice(0, 60_000)}\\x${text.slice(60_000)}`;
    const failure = updates(drive(chat(), restream(stream, fragmentOf(1), withArguments, pieces(bad)))).filter(
      (u) => u.toolCallId === 'call_def456' && u.status === 'failed',
    );
    expect(failure).to.have.length(1);
    expect(failure[0]!.rawInput).to.equal(bad);
  });

  it('fails calls cut off by finish_reason "length", and on an error chunk', () => {
    const cut = stream.slice(0, 8);
    const length = fold(drive(chat(), [...cut, { choices: [{ index: 0, delta: {}, finish_reason: 'length' }] }]));
    expect(calls(length).map((v) => v.status)).to.deep.equal(['failed', 'failed']);
    const errored = drive(chat(), [...cut, { error: { message: 'The server had an error while processing your request.' } }]);
    expect(updates(errored).at(-1)).to.deep.include({ sessionUpdate: 'notice', severity: 'error' });
    expect(calls(fold(errored)).map((v) => v.status)).to.deep.equal(['failed', 'failed']);
  });

  it('reads a whole chat.completion and a generated id when a call has none', () => {
    const completion = {
      id: 'chatcmpl-whole',
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [{ type: 'function', function: { name: 'fetch_url', arguments: '{"url":"https://example.com/"}' } }],
          },
          finish_reason: 'tool_calls',
        },
      ],
    };
    const views = calls(fold(drive(chat(), [completion])));
    expect(views.map((v) => [v.toolCallId, v.title, v.kind, v.status])).to.deep.equal([
      ['gen-1', 'Fetch https://example.com/', 'fetch', 'in_progress'],
    ]);
  });
});

describe('fromOpenAIResponses', () => {
  let stream: OpenAIInput[];
  before(async () => {
    stream = await loadJsonl('openai-responses.jsonl');
  });

  it('turns function_call items, a hosted web search and function_call_output into ACP calls', () => {
    const store = fold(drive(responses(), stream));
    const views = calls(store);
    expect(views.map((v) => v.toolCallId)).to.deep.equal([
      'call_12345xyz',
      'call_23456abc',
      'call_34567def',
      'ws_67ccf18f64008190a39b619f4c8455ef',
      'call_45678ghi',
    ]);
    expect(views.filter((v) => v.toolCallId.startsWith('call_')).map(summary)).to.deep.equal([
      EXPECTED.getTime,
      EXPECTED.readFile,
      EXPECTED.listTabs,
      EXPECTED.runCommand,
    ]);
    expect(summary(views[3])).to.deep.equal({
      title: 'Search the web',
      kind: 'fetch',
      status: 'failed',
      name: 'web_search',
      rawInput: { type: 'search', query: '2023年5月22日 星期' },
      content: ['Search the web failed.'],
    });
    expect(transcriptText(store, 'agent_message')).to.deep.equal(['为了告诉您昨天的日期，我需要获取昨天的时间戳。']);
  });

  it('reads the arguments whatever the chunk boundary (every position of the JSON)', () => {
    const isDelta = (line: OpenAIInput) => line.type === 'response.function_call_arguments.delta' && line.item_id === 'fc_23456abc';
    const make = (template: OpenAIInput, text: string) => ({ ...template, delta: text });
    for (const pieces of twoPieceSplits(ARGS.read)) {
      const messages = drive(responses({ rawInputUpdates: { minBytes: 1, growth: 0 } }), restream(stream, isDelta, make, pieces));
      const view = calls(fold(messages)).find((v) => v.toolCallId === 'call_23456abc');
      expect(summary(view), `split at ${pieces[0].length}`).to.deep.equal(EXPECTED.readFile);
      expectPrefixesOf(messages, 'call_23456abc', JSON.parse(ARGS.read) as Record<string, unknown>);
    }
  });

  it('fails streaming calls on response.failed', () => {
    const cut = stream.slice(
      0,
      stream.findIndex((line) => line.type === 'response.function_call_arguments.done'),
    );
    const messages = drive(responses(), [
      ...cut,
      { type: 'response.failed', response: { error: { code: 'server_error', message: 'Something went wrong.' } } },
    ]);
    const [view] = calls(fold(messages));
    expect(view!.status).to.equal('failed');
    expect(updates(messages).at(-1)).to.deep.equal({
      sessionUpdate: 'notice',
      severity: 'error',
      title: 'error',
      description: 'Something went wrong.',
    });
  });
});
