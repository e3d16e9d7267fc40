// SPDX-License-Identifier: Apache-2.0
import { expect } from '@open-wc/testing';
import { fromGemini, type GeminiInput } from '../../src/adapters/index.js';
import { EXPECTED, SESSION, calls, counterIds, drive, fold, loadJsonl, summary, transcriptText, updates } from './helpers.js';

type Response = GeminiInput & { candidates?: Array<{ content: { role: string; parts: unknown[] }; finishReason?: string; index: number }> };

const gemini = (options: Partial<Parameters<typeof fromGemini>[0]> = {}) =>
  fromGemini({ sessionId: SESSION, generateId: counterIds(), ...options });

/** The same stream with every part in a response chunk of its own (a boundary between any two parts). */
function onePartPerChunk(stream: Response[]): Response[] {
  return stream.flatMap((line) => {
    const candidate = line.candidates?.[0];
    if (!candidate) return [line];
    return candidate.content.parts.map((part, index, parts) => ({
      ...line,
      candidates: [
        {
          ...candidate,
          content: { role: 'model', parts: [part] },
          ...(index === parts.length - 1 && candidate.finishReason
            ? { finishReason: candidate.finishReason }
            : { finishReason: undefined }),
        },
      ],
    }));
  });
}

describe('fromGemini', () => {
  let stream: Response[];
  before(async () => {
    stream = await loadJsonl<Response>('gemini.jsonl');
  });

  it('turns functionCall / functionResponse parts into ACP calls (ids generated, responses matched by name)', () => {
    const store = fold(drive(gemini(), stream));
    const views = calls(store);
    expect(views.map((v) => v.toolCallId)).to.deep.equal(['gen-1', 'gen-2', 'gen-3', 'gen-4', 'gen-5']);
    expect(views.slice(0, 4).map(summary)).to.deep.equal([
      // A bare number in `response` is the output itself, shown as JSON.
      { ...EXPECTED.getTime, content: ['```json\n1684713600000\n```'] },
      EXPECTED.readFile,
      // `response.error` is Gemini's failure convention.
      EXPECTED.listTabs,
      EXPECTED.runCommand,
    ]);
    expect(views[3]!.rawOutput).to.deep.equal({ output: '  date helpers\n    ✓ yesterday (3 ms)\n\n  1 passing' });
    expect(summary(views[4])).to.deep.equal({
      title: 'Run Python',
      kind: 'execute',
      status: 'completed',
      name: 'code_execution',
      rawInput: { language: 'PYTHON', code: 'import datetime\nprint(datetime.date(2023, 5, 22).strftime("%A"))' },
      content: ['```\nMonday\n```'],
    });
    expect(transcriptText(store, 'agent_thought')).to.deep.equal(['The user wants yesterday; get the timestamp first.']);
    expect(transcriptText(store, 'agent_message')).to.deep.equal([
      '为了告诉您昨天的日期，我需要获取昨天的时间戳。',
      '根据获取的时间戳1684713600000，昨天的日期是2023年5月22日（星期一）。',
    ]);
  });

  it('sends whole arguments at once and starts the calls when the candidate finishes', () => {
    const messages = drive(gemini(), stream);
    const getTime = updates(messages).filter((u) => u.toolCallId === 'gen-1');
    expect(getTime[0]).to.deep.equal({
      sessionUpdate: 'tool_call',
      toolCallId: 'gen-1',
      title: 'Get time',
      kind: 'read',
      status: 'pending',
      name: 'getTime',
      rawInput: { offset_ms: -86400000 },
    });
    expect(getTime.map((u) => u.status)).to.deep.equal(['pending', 'in_progress', 'completed']);
  });

  it('gives the same calls whatever the chunk boundaries between parts', () => {
    const whole = calls(fold(drive(gemini(), stream))).map(summary);
    expect(calls(fold(drive(gemini(), onePartPerChunk(stream)))).map(summary)).to.deep.equal(whole);
  });

  it('matches responses by id when the API gives ids, and reports stream errors as notices', () => {
    const messages = drive(gemini(), [
      {
        candidates: [
          {
            content: {
              role: 'model',
              parts: [
                { functionCall: { id: 'fc-a', name: 'search_docs', args: { query: 'ACP' } } },
                { functionCall: { id: 'fc-b', name: 'search_docs', args: { query: 'MCP' } } },
              ],
            },
            finishReason: 'STOP',
          },
        ],
      },
      { role: 'user', parts: [{ functionResponse: { id: 'fc-b', name: 'search_docs', response: { output: 'MCP hits' } } }] },
      { error: { code: 503, message: 'The model is overloaded.', status: 'UNAVAILABLE' } },
    ]);
    const views = calls(fold(messages));
    expect(views.map((v) => [v.toolCallId, v.title, v.status])).to.deep.equal([
      ['fc-a', 'Search ACP', 'in_progress'],
      ['fc-b', 'Search MCP', 'completed'],
    ]);
    expect(updates(messages).at(-1)).to.deep.equal({
      sessionUpdate: 'notice',
      severity: 'error',
      title: 'UNAVAILABLE',
      description: 'The model is overloaded.',
    });
  });
});
