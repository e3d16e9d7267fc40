// SPDX-License-Identifier: Apache-2.0
import { expect } from '@open-wc/testing';
import { fromAnthropic, type AnthropicInput } from '../../src/adapters/index.js';
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

type Event = AnthropicInput & { index?: number; delta?: { type?: string; partial_json?: string } };

const ID = {
  getTime: 'toolu_01A09q90qw90lq917835lq9',
  readFile: 'toolu_01B7yZ3kHq2Wm4dC8sVx1pRt',
  listTabs: 'toolu_01C2nXq8Lr5Tz9eFa3KjH6wM',
  runCommand: 'toolu_01D4pVb7Ns1Yc6gQw2ErT8uZ',
};

const adapter = (options: Partial<Parameters<typeof fromAnthropic>[0]> = {}) =>
  fromAnthropic({ sessionId: SESSION, generateId: counterIds(), ...options });

/** The input_json_delta events of the content block at `index`. */
const jsonDeltaOf = (index: number) => (line: Event) =>
  line.type === 'content_block_delta' && line.index === index && line.delta?.type === 'input_json_delta';

const withJson = (template: Event, text: string): Event => ({ ...template, delta: { type: 'input_json_delta', partial_json: text } });

describe('fromAnthropic', () => {
  let stream: Event[];
  before(async () => {
    stream = await loadJsonl<Event>('anthropic-messages.jsonl');
  });

  it('turns the recorded tool_use loop into ACP calls the store folds without errors', () => {
    const store = fold(drive(adapter(), stream));
    const views = calls(store);
    expect(views.map((v) => v.toolCallId)).to.deep.equal([ID.getTime, ID.readFile, ID.listTabs, ID.runCommand]);
    expect(views.map(summary)).to.deep.equal([EXPECTED.getTime, EXPECTED.readFile, EXPECTED.listTabs, EXPECTED.runCommand]);
    expect(views[2]!.rawOutput).to.equal('Permission denied: the tab list is not available in this window.');
    // A read call's path is its location (for location links and following); others have none.
    expect(views.map((v) => v.locations)).to.deep.equal([[], [{ path: 'docs/日本語/説明.md' }], [], []]);
    expect(transcriptText(store, 'agent_message')).to.deep.equal([
      '为了告诉您昨天的日期，我需要获取昨天的时间戳。',
      '根据获取的时间戳1684713600000，昨天的日期是2023年5月22日。',
    ]);
    expect(transcriptText(store, 'agent_thought')).to.deep.equal([
      "The user asks for yesterday's date; I need the current timestamp minus one day.",
    ]);
  });

  it('emits a pending tool_call at content_block_start, the input at content_block_stop, in_progress at stop_reason tool_use', () => {
    const messages = drive(adapter(), stream);
    const forGetTime = updates(messages).filter((u) => u.toolCallId === ID.getTime);
    expect(forGetTime[0]).to.deep.equal({
      sessionUpdate: 'tool_call',
      toolCallId: ID.getTime,
      title: 'Get time',
      kind: 'read',
      status: 'pending',
      name: 'getTime',
    });
    expect(forGetTime.map((u) => u.status ?? null)).to.deep.equal([
      'pending', // content_block_start
      null, // content_block_stop: the final rawInput (24 bytes: below the first streaming update)
      'in_progress', // message_delta stop_reason tool_use
      'completed', // tool_result
    ]);
    expect(forGetTime[1]).to.deep.equal({ sessionUpdate: 'tool_call_update', toolCallId: ID.getTime, rawInput: { offset_ms: -86400000 } });
    expect(forGetTime[3]).to.deep.include({ rawOutput: '1684713600000' });
    // Every message is a JSON-RPC notification for the session.
    for (const message of messages) {
      expect(message).to.include({ jsonrpc: '2.0', method: 'session/update' });
      expect(message.params.sessionId).to.equal(SESSION);
    }
  });

  it('reads the arguments whatever the chunk boundary (every position of the JSON)', () => {
    const final = JSON.parse(ARGS.read) as Record<string, unknown>;
    for (const pieces of twoPieceSplits(ARGS.read)) {
      const events = restream(stream, jsonDeltaOf(3), withJson, pieces);
      const messages = drive(adapter({ rawInputUpdates: { minBytes: 1, growth: 0 } }), events);
      const view = calls(fold(messages)).find((v) => v.toolCallId === ID.readFile);
      expect(summary(view), `split at ${pieces[0].length}`).to.deep.equal(EXPECTED.readFile);
      expectPrefixesOf(messages, ID.readFile, final);
    }
  });

  it('streams rawInput while the arguments arrive, one character at a time', () => {
    const events = restream(stream, jsonDeltaOf(5), withJson, [...ARGS.run]);
    const messages = drive(adapter({ rawInputUpdates: { minBytes: 1, growth: 0 } }), events);
    const inputs = updates(messages)
      .filter((u) => u.toolCallId === ID.runCommand && 'rawInput' in u)
      .map((u) => u.rawInput);
    expect(inputs.length).to.be.greaterThan(10);
    expect(inputs).to.deep.include({ command: 'npm test' });
    expect(inputs[inputs.length - 1]).to.deep.equal(EXPECTED.runCommand.rawInput);
    expectPrefixesOf(messages, ID.runCommand, EXPECTED.runCommand.rawInput);
    // The title follows the command as it streams, and ends as the whole command.
    const titles = updates(messages)
      .filter((u) => u.toolCallId === ID.runCommand && typeof u.title === 'string')
      .map((u) => u.title);
    expect(titles[0]).to.equal('Run command');
    expect(titles[titles.length - 1]).to.equal('npm test -- --grep "date"');
  });

  it('fails a call whose JSON is malformed, keeping the raw text', () => {
    // Up to message_stop: the host would not run a call it could not read.
    const firstTurn = stream.slice(
      0,
      stream.findIndex((line) => line.role === 'user'),
    );
    const events = restream(firstTurn, jsonDeltaOf(2), withJson, ['{"offset_ms": ', '-86400000,,}']);
    const store = fold(drive(adapter(), events));
    const view = calls(store).find((v) => v.toolCallId === ID.getTime)!;
    expect(view.status).to.equal('failed');
    expect(view.rawInput).to.equal('{"offset_ms": -86400000,,}');
    expect(view.content.length).to.equal(2);
    expect(JSON.stringify(view.content[1])).to.contain('-86400000,,}');
    // The other calls of the message are unaffected: read, handed over.
    expect(calls(store).map((v) => v.status)).to.deep.equal(['failed', 'in_progress', 'in_progress', 'in_progress']);
  });

  it('fails calls cut off by max_tokens, and by an error event (with a notice)', () => {
    const cut = stream.slice(0, stream.findIndex((line) => line.type === 'content_block_stop' && line.index === 3) - 2);
    const maxTokens = fold(drive(adapter(), [...cut, { type: 'message_delta', delta: { stop_reason: 'max_tokens' } }]));
    const readFile = calls(maxTokens).find((v) => v.toolCallId === ID.readFile)!;
    expect(readFile.status).to.equal('failed');
    expect(calls(maxTokens).find((v) => v.toolCallId === ID.getTime)!.status).to.equal('pending');

    const overloaded = drive(adapter(), [...cut, { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }]);
    expect(updates(overloaded).at(-1)).to.deep.equal({
      sessionUpdate: 'notice',
      severity: 'error',
      title: 'overloaded_error',
      description: 'Overloaded',
    });
    expect(calls(fold(overloaded)).find((v) => v.toolCallId === ID.readFile)!.status).to.equal('failed');
  });

  it('fails a call still streaming when the stream ends', () => {
    const cut = stream.slice(0, stream.findIndex((line) => line.type === 'content_block_stop' && line.index === 2) - 2);
    const view = calls(fold(drive(adapter(), cut)))[0]!;
    expect(view.status).to.equal('failed');
    expect(view.rawInput).to.deep.equal({});
  });

  it('reads a whole non-streamed Message, and keeps calls pending with startOnToolUse: false', () => {
    const message = {
      id: 'msg_whole',
      type: 'message',
      role: 'assistant',
      content: [
        { type: 'text', text: 'Checking.' },
        { type: 'tool_use', id: 'toolu_whole', name: 'grep_search', input: { query: 'TODO', path: 'src' } },
      ],
      stop_reason: 'tool_use',
    };
    const store = fold(drive(adapter({ startOnToolUse: false }), [message]));
    expect(summary(calls(store)[0])).to.deep.equal({
      title: 'Search TODO in src',
      kind: 'search',
      status: 'pending',
      name: 'grep_search',
      rawInput: { query: 'TODO', path: 'src' },
      content: [],
    });
    expect(transcriptText(store, 'agent_message')).to.deep.equal(['Checking.']);
  });

  it('maps server tool results and image results', () => {
    const events: Event[] = [
      { type: 'message_start', message: { id: 'msg_srv' } },
      {
        type: 'content_block_start',
        index: 0,
        content_block: { type: 'server_tool_use', id: 'srvtoolu_1', name: 'web_search', input: {} },
      },
      { type: 'content_block_delta', index: 0, delta: { type: 'input_json_delta', partial_json: '{"query": "ACP"}' } },
      { type: 'content_block_stop', index: 0 },
      {
        type: 'content_block_start',
        index: 1,
        content_block: {
          type: 'web_search_tool_result',
          tool_use_id: 'srvtoolu_1',
          content: { type: 'web_search_tool_result_error', error_code: 'max_uses_exceeded' },
        },
      },
      { type: 'content_block_stop', index: 1 },
      {
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: 'toolu_img',
            content: [{ type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBORw0KGgo=' } }],
          },
        ],
      },
    ];
    const store = fold(drive(adapter(), events));
    const [search, image] = calls(store);
    expect(search).to.deep.include({ title: 'Search the web for ACP', kind: 'fetch', status: 'failed' });
    expect(image!.status).to.equal('completed');
    expect(image!.content).to.deep.equal([{ type: 'content', content: { type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' } }]);
  });
});
