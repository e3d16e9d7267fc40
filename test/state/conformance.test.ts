// SPDX-License-Identifier: Apache-2.0
// Schema-valid messages the official ACP schema allows but agents rarely send: each one folds,
// without a FeedError, keeping what it says (docs/decisions/0032-schema-conformance.md).
import { expect } from '@open-wc/testing';
import {
  selectElicitations,
  selectErrors,
  selectSessions,
  selectTerminal,
  selectToolCall,
  selectTopLevelToolCalls,
  selectTranscript,
  type CompactionEntry,
  type MessageEntry,
} from '../../src/state/index.js';
import { agent, client, fold } from '../helpers/fold.js';
import { rpc, session, type Json } from '../helpers/wire.js';

const S1 = 'session-1';
const s1 = session(S1);
const update = (fields: Json, sessionId = S1) => agent(s1.update(fields, sessionId));
const OPTIONS = [{ optionId: 'allow', name: 'Allow', kind: 'allow_once' }];

describe('reducer: schema conformance', () => {
  it('a permission request with id null keeps its tool call, without a FeedError', () => {
    const state = fold([
      agent(rpc('session/request_permission', { sessionId: S1, toolCall: { toolCallId: 'a', title: 'Run' }, options: OPTIONS }, null)),
    ]);
    expect(selectToolCall(state, S1, 'a')?.title).to.equal('Run');
    expect(selectErrors(state)).to.deep.equal([]);
  });

  it('empty strings are ids like any other: sessionId, toolCallId, a session/new result', () => {
    const state = fold([
      update({ sessionUpdate: 'tool_call', toolCallId: '', title: 'Empty id', status: 'in_progress' }, ''),
      agent(rpc('session/request_permission', { sessionId: '', toolCall: { toolCallId: '' }, options: OPTIONS }, 1)),
      client(rpc('session/new', { cwd: '/w', mcpServers: [] }, 2)),
      agent({ jsonrpc: '2.0', id: 2, result: { sessionId: '' } }),
      agent(
        rpc(
          'elicitation/create',
          { sessionId: '', toolCallId: '', mode: 'form', message: 'Why?', requestedSchema: { type: 'object', properties: {} } },
          3,
        ),
      ),
      client(rpc('session/cancel', { sessionId: '' })),
    ]);
    expect(selectErrors(state)).to.deep.equal([]);
    expect(selectSessions(state)).to.deep.equal(['']);
    expect(selectToolCall(state, '', '')).to.deep.include({ title: 'Empty id', status: 'cancelled' });
    expect(selectToolCall(state, '', '')?.permission?.requestId).to.equal(1);
    expect(selectElicitations(state, '')[0]).to.deep.include({ toolCallId: '', cancelRequested: true });
  });

  describe('text chunks keep their annotations and _meta', () => {
    const chunk = (text: string, extra: Json = {}) =>
      update({ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text, ...extra } });
    const message = (steps: ReturnType<typeof chunk>[]) => selectTranscript(fold(steps), S1)[0] as MessageEntry;

    it('plain chunks join into one block', () => {
      expect(message([chunk('a'), chunk('b')]).content).to.deep.equal([{ type: 'text', text: 'ab' }]);
    });

    it('chunks with equal annotations and _meta join, keeping them', () => {
      const extra = { annotations: { audience: ['user'] }, _meta: { k: 1 } };
      expect(message([chunk('a', extra), chunk('b', extra)]).content).to.deep.equal([{ type: 'text', text: 'ab', ...extra }]);
    });

    it('a chunk with other annotations or _meta stays a block of its own; a plain one joins; the text is whole', () => {
      const entry = message([chunk('a'), chunk('b', { annotations: { priority: 1 } }), chunk('c', { _meta: { x: true } }), chunk('d')]);
      expect(entry.content).to.deep.equal([
        { type: 'text', text: 'a' },
        { type: 'text', text: 'b', annotations: { priority: 1 } },
        { type: 'text', text: 'cd', _meta: { x: true } },
      ]);
      expect(entry.text).to.equal('abcd');
    });
  });

  it('_meta.terminal_* of an unexpected shape is data kept in meta, not a FeedError', () => {
    const odd = { terminal_output: { terminal_id: 't', data: 42 }, terminal_info: 'not an object', terminal_exit: [1] };
    const state = fold([
      update({ sessionUpdate: 'tool_call', toolCallId: 'a', _meta: odd }),
      update({ sessionUpdate: 'tool_call_update', toolCallId: 'a', _meta: { terminal_output: { data: 'no id' } } }),
    ]);
    expect(selectErrors(state)).to.deep.equal([]);
    expect(selectToolCall(state, S1, 'a')?.meta).to.deep.equal({ ...odd, terminal_output: { data: 'no id' } });
    expect(selectTerminal(state, S1, 't')).to.equal(undefined);
  });

  it('a subagent marker naming the call itself is data kept in meta: the call stays top level, no FeedError', () => {
    const meta = { claudeCode: { toolName: 'Task', parentToolUseId: 'a' } };
    const state = fold([update({ sessionUpdate: 'tool_call', toolCallId: 'a', title: 'Task', _meta: meta })]);
    expect(selectErrors(state)).to.deep.equal([]);
    expect(selectToolCall(state, S1, 'a')?.meta).to.deep.equal(meta);
    expect(selectToolCall(state, S1, 'a')?.parentToolCallId).to.equal(undefined);
    expect(selectTopLevelToolCalls(state, S1).map((call) => call.toolCallId)).to.deep.equal(['a']);
  });

  describe('compaction', () => {
    const compaction = (fields: Json) => update({ sessionUpdate: 'compaction_update', ...fields });
    const summaryChunk = (compactionId: string, text: string) =>
      update({ sessionUpdate: 'compaction_summary_chunk', compactionId, content: { type: 'text', text } });
    const entries = (steps: ReturnType<typeof update>[]) => selectTranscript(fold(steps), S1);

    it('compaction_update is a known transcript kind, patched in place by later updates', () => {
      const state = fold([
        compaction({ compactionId: 'k1', status: 'in_progress', _meta: { a: 1 } }),
        update({ sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'later' } }),
        compaction({ compactionId: 'k1', status: 'failed', error: 'too big', summary: [{ type: 'text', text: 'S' }] }),
      ]);
      expect(selectErrors(state)).to.deep.equal([]);
      const [first, second] = selectTranscript(state, S1);
      expect(second.type).to.equal('agent_message');
      expect(first).to.deep.include({ type: 'compaction', compactionId: 'k1', status: 'failed', error: 'too big', meta: { a: 1 } });
      expect((first as CompactionEntry).summary).to.deep.equal([{ type: 'text', text: 'S' }]);
    });

    it('null clears summary, error and _meta; omission leaves them', () => {
      const [entry] = entries([
        compaction({ compactionId: 'k', status: 'in_progress', error: 'e', summary: [{ type: 'text', text: 'S' }], _meta: { a: 1 } }),
        compaction({ compactionId: 'k', status: 'completed' }),
      ]);
      expect(entry).to.deep.include({ status: 'completed', error: 'e', meta: { a: 1 } });
      const [cleared] = entries([
        compaction({ compactionId: 'k', status: 'in_progress', error: 'e', summary: [{ type: 'text', text: 'S' }], _meta: { a: 1 } }),
        compaction({ compactionId: 'k', status: 'completed', error: null, summary: null, _meta: null }),
      ]);
      expect(cleared).to.not.have.property('error');
      expect(cleared).to.not.have.property('meta');
      expect((cleared as CompactionEntry).summary).to.deep.equal([]);
    });

    it('compaction_summary_chunk starts an in_progress compaction and appends in order', () => {
      const steps = [summaryChunk('k2', 'Kept: '), summaryChunk('k2', 'the plan'), compaction({ compactionId: 'k2', status: 'completed' })];
      const [started] = entries(steps.slice(0, 2));
      expect(started).to.deep.include({ type: 'compaction', compactionId: 'k2', status: 'in_progress' });
      expect((started as CompactionEntry).summary).to.deep.equal([{ type: 'text', text: 'Kept: the plan' }]);
      const all = entries(steps);
      expect(all).to.have.length(1);
      expect(all[0]).to.deep.include({ status: 'completed' });
    });

    it('a compaction update without its required fields is reported and kept raw', () => {
      const state = fold([compaction({ status: 'completed' })]);
      expect(selectErrors(state)).to.have.length(1);
      expect(selectTranscript(state, S1)[0]).to.deep.include({ type: 'unknown', sessionUpdate: 'compaction_update' });
    });
  });
});
