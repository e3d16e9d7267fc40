// SPDX-License-Identifier: Apache-2.0
// What real agents showed the state missed: the end of a turn (stop reason, duration, failure) and
// codex-acp's command output that reaches only the tool call's rawOutput.
import { expect } from '@open-wc/testing';
import { selectTerminal, selectTranscript, type TurnEndEntry } from '../../src/state/index.js';
import { agent, client, fold } from '../helpers/fold.js';
import { loadTrace, replay, SUBAGENT_TRACE, TRACE_NAMES } from '../helpers/traces.js';
import { prompt as promptOf, session, type Json } from '../helpers/wire.js';

const S = 's';
const prompt = (id: number) => promptOf(id, S, 'go');
const { update } = session(S);
const turnEnds = (entries: ReturnType<typeof selectTranscript>) => entries.filter((e): e is TurnEndEntry => e.type === 'turn_end');

describe('turn ends', () => {
  it('stores the result, its stop reason and when the turn started', () => {
    const state = fold([
      client(prompt(7), 1_000),
      agent({ jsonrpc: '2.0', id: 7, result: { stopReason: 'max_tokens', usage: { totalTokens: 3 } } }, 4_500),
    ]);
    expect(turnEnds(selectTranscript(state, S))).to.deep.equal([
      {
        type: 'turn_end',
        update: { stopReason: 'max_tokens', usage: { totalTokens: 3 } },
        stopReason: 'max_tokens',
        startedAt: 1_000,
        seq: 1,
        receivedAt: 4_500,
      },
    ]);
  });

  it('stores a failed prompt’s error', () => {
    const error = { code: -32603, message: 'model overloaded' };
    const state = fold([client(prompt(3), 10), agent({ jsonrpc: '2.0', id: 3, error }, 70)]);
    const [end] = turnEnds(selectTranscript(state, S));
    expect(end).to.deep.include({ update: error, error, startedAt: 10, receivedAt: 70 });
    expect(end.stopReason).to.equal(undefined);
  });

  it('ends every recorded turn with its stop reason and a duration', async () => {
    for (const name of [...TRACE_NAMES, SUBAGENT_TRACE] as const) {
      const lines = await loadTrace(name);
      const state = replay(lines).getState();
      const sessionId = (lines.find((l) => (l.msg.params as Json | undefined)?.sessionId)!.msg.params as Json).sessionId as string;
      const ends = turnEnds(selectTranscript(state, sessionId));
      expect(ends.length, name).to.be.above(0);
      for (const end of ends) {
        expect(end.stopReason, name).to.equal('end_turn');
        expect(end.receivedAt - end.startedAt!, name).to.be.above(0);
        expect(end.update, name).not.to.have.property('jsonrpc');
      }
    }
  });
});

describe('terminal fallback output', () => {
  const terminal = { type: 'terminal', terminalId: 't1' };
  it('gives a terminal that got no output the text of the call’s rawOutput', () => {
    const state = fold([
      agent(
        update({
          sessionUpdate: 'tool_call',
          toolCallId: 'c',
          kind: 'execute',
          content: [terminal],
          _meta: { terminal_info: { terminal_id: 't1' } },
        }),
      ),
      agent(
        update({
          sessionUpdate: 'tool_call_update',
          toolCallId: 'c',
          status: 'completed',
          rawOutput: { stdout: 'a', aggregated_output: 'a\nerr\n', formatted_output: 'a\n', exit_code: 0 },
          _meta: { terminal_exit: { terminal_id: 't1', exit_code: 0 } },
        }),
      ),
    ]);
    const view = selectTerminal(state, S, 't1')!;
    expect(view.output).to.equal('');
    expect(view.fallbackOutput).to.equal('a\nerr\n');
    expect(view.exitStatus).to.deep.equal({ exitCode: 0 });
  });

  it('takes formatted_output, then stdout; nothing from a rawOutput without text', () => {
    const run = (rawOutput: unknown) =>
      selectTerminal(fold([agent(update({ sessionUpdate: 'tool_call', toolCallId: 'c', content: [terminal], rawOutput }))]), S, 't1')
        ?.fallbackOutput;
    expect(run({ formatted_output: 'f', stdout: 's' })).to.equal('f');
    expect(run({ stdout: 's' })).to.equal('s');
    expect(run({ exit_code: 1 })).to.equal(undefined);
    expect(run('plain text')).to.equal(undefined);
  });
});
