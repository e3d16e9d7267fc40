// SPDX-License-Identifier: Apache-2.0
// Replays the recorded real-agent traces and checks the final state against what the traces say
// under the protocol rules (expectations written from reading the jsonl files, with their seq numbers).
import { expect } from '@open-wc/testing';
import {
  selectErrors,
  selectPendingPermissions,
  selectPermission,
  selectSession,
  selectSessions,
  selectTerminal,
  selectToolCalls,
  selectTranscript,
  type PermissionOutcome,
  type RequestId,
  type SessionSummary,
  type TerminalView,
  type ToolCallContentItem,
  type ToolCallState,
  type ToolCallView,
  type TranscriptEntry,
} from '../../src/state/index.js';
import { loadTrace, replay, type TraceLine, type TraceName } from '../helpers/traces.js';
import { SAMPLE_ROOT } from '../helpers/wire.js';

interface ExpectedPermission {
  requestId: RequestId;
  optionIds: string[];
  outcome: PermissionOutcome;
  /** seq of the agent's request and of the client's answer. */
  requestSeq: number;
  responseSeq: number;
}

interface ExpectedCall {
  toolCallId: string;
  title: string;
  kind: string;
  status: string;
  /** One line per content item: `type:path`, `type:terminalId` or `content:<block type>`. */
  content: string[];
  locations: Array<{ path: string; line?: number }>;
  permission?: ExpectedPermission;
  /** seq of the first message that mentioned the call, and of the one that completed it. */
  firstSeenSeq: number;
  endedSeq: number;
  /** `_meta.claudeCode` after top-level `_meta` merges: the last update's object wins whole. */
  claudeCode?: Record<string, unknown>;
  /** Keys of the last `rawInput` sent (rawInput replaces, never merges). */
  rawInputKeys?: string[];
  /** Further fields checked with deep include. */
  detail?: Partial<ToolCallView>;
}

interface ExpectedTrace {
  name: TraceName;
  sessionId: string;
  calls: ExpectedCall[];
  /** One line per transcript entry (see `summarize`). */
  transcript: string[];
  summary: Partial<SessionSummary>;
  availableCommands: string[];
  /** Ids of the config options the session/new result (seq 3) announced. */
  configOptionIds: string[];
  terminals?: Array<Partial<TerminalView> & { terminalId: string }>;
}

const CWD = SAMPLE_ROOT;
const APP_JS = `${CWD}/src/app.js`;
const PROMPT = '[scenario:basic] Please review src/app.js, fix the greeting, run a quick shell check and look for TODOs.';
const THOUGHT = "The user wants me to look at the project. I'll start by reading the main source file.";
const SAID = {
  start: "I'll start by reading the main source file.",
  fix: "Now I'll fix the greeting in `src/app.js`.",
  shell: 'Let me run a quick shell command to check the environment.',
  todos: 'Searching for TODO markers.',
  done:
    'Done. Summary:\n\n- Read `src/app.js`\n- Changed the greeting to use a template literal\n- Ran `ls -la`\n' +
    '- Found 2 TODO markers\n\nEverything looks good.',
};
const CLAUDE_OPTIONS = ['allow_always', 'allow', 'reject'];
const ALLOW: PermissionOutcome = { outcome: 'selected', optionId: 'allow' };
const APPROVED: PermissionOutcome = { outcome: 'selected', optionId: 'approved' };
const GREP_OUTPUT = 'src/app.js:5:  // TODO: validate name\nsrc/util.js:6:// TODO: add more helpers';
const textContent = (text: string): ToolCallContentItem => ({ type: 'content', content: { type: 'text', text } });

const TRACES: ExpectedTrace[] = [
  {
    name: 'claude-agent-acp-basic',
    sessionId: 'bbbab2ff-c838-489f-a000-3b12fcd40a58',
    calls: [
      {
        // seq 15 tool_call "Read File"; 16 update title/rawInput/locations; 17 hook _meta; 18 completed + content.
        toolCallId: 'toolu_01HuDLj8rbblZCYzs0fjw7rw',
        title: 'Read src/app.js',
        kind: 'read',
        status: 'completed',
        content: ['content:text'],
        locations: [{ path: APP_JS, line: 1 }],
        firstSeenSeq: 15,
        endedSeq: 18,
        claudeCode: { toolName: 'Read' },
        rawInputKeys: ['file_path'],
      },
      {
        // seq 23 tool_call "Edit"; 24 update with diff; 25 permission id 0; 26 allow; 27 hook: hunk diff, line 3;
        // 28 completed without content (content stays seq 27's).
        toolCallId: 'toolu_01T8R7wBPAjlaibU7ktGCQyL',
        title: 'Edit src/app.js',
        kind: 'edit',
        status: 'completed',
        content: [`diff:${APP_JS}`],
        locations: [{ path: APP_JS, line: 3 }],
        permission: { requestId: 0, optionIds: CLAUDE_OPTIONS, outcome: ALLOW, requestSeq: 25, responseSeq: 26 },
        firstSeenSeq: 23,
        endedSeq: 28,
        claudeCode: { toolName: 'Edit' },
        rawInputKeys: ['file_path', 'new_string', 'old_string', 'replace_all'],
        detail: {
          rawOutput: 'The file /home/dev/demo-project/src/app.js has been updated successfully.',
          content: [
            {
              type: 'diff',
              path: APP_JS,
              oldText:
                '\nexport function greet(name) {\n  // TODO: validate name\n  return "Hello, " + name;\n}\n\nexport function score(x) {',
              newText:
                '\nexport function greet(name) {\n  // TODO: validate name\n  return `Hello, ${name}!`;\n}\n\nexport function score(x) {',
            },
          ],
        },
      },
      {
        // seq 34 tool_call "Terminal"; 35 title = the command; 36 permission id 1; 37 allow; 38 hook; 39 completed.
        toolCallId: 'toolu_01K2rWUWR2H6au5gy4BWD3HQ',
        title: "echo hello && printf '\\033[31mred\\033[0m\\n' && ls -la",
        kind: 'execute',
        status: 'completed',
        content: ['content:text'],
        locations: [],
        permission: { requestId: 1, optionIds: CLAUDE_OPTIONS, outcome: ALLOW, requestSeq: 36, responseSeq: 37 },
        firstSeenSeq: 34,
        endedSeq: 39,
        claudeCode: { toolName: 'Bash' },
        rawInputKeys: ['command', 'description'],
      },
      {
        // seq 43 tool_call "grep"; 44 full title; 45 hook; 46 completed + content.
        toolCallId: 'toolu_017kGTn5jX2RyLIJERiR19yg',
        title: 'grep -n "TODO" /home/dev/demo-project',
        kind: 'search',
        status: 'completed',
        content: ['content:text'],
        locations: [],
        firstSeenSeq: 43,
        endedSeq: 46,
        claudeCode: { toolName: 'Grep' },
        detail: { content: [textContent(GREP_OUTPUT)], rawOutput: GREP_OUTPUT },
      },
      {
        // seq 47 tool_call "Find"; 48 title + locations (no line); 49 hook; 50 completed.
        toolCallId: 'toolu_01sEAYKfddNIfJgOt1pQ7FFn',
        title: 'Find `/home/dev/demo-project` `**/*.js`',
        kind: 'search',
        status: 'completed',
        content: ['content:text'],
        locations: [{ path: CWD }],
        firstSeenSeq: 47,
        endedSeq: 50,
        claudeCode: { toolName: 'Glob' },
      },
    ],
    transcript: [
      `user_message:${PROMPT}`,
      'available_commands',
      `agent_thought:${THOUGHT}`,
      `agent_message:${SAID.start}`,
      'tool_call:toolu_01HuDLj8rbblZCYzs0fjw7rw',
      `agent_message:${SAID.fix}`,
      'tool_call:toolu_01T8R7wBPAjlaibU7ktGCQyL',
      `agent_message:${SAID.shell}`,
      'tool_call:toolu_01K2rWUWR2H6au5gy4BWD3HQ',
      `agent_message:${SAID.todos}`,
      'tool_call:toolu_017kGTn5jX2RyLIJERiR19yg',
      'tool_call:toolu_01sEAYKfddNIfJgOt1pQ7FFn',
      `agent_message:${SAID.done}`,
      'usage',
      'turn_end',
    ],
    summary: {
      cwd: CWD,
      // seq 3: the session/new result starts the session in mode "default".
      currentModeId: 'default',
      stopReason: 'end_turn',
      running: false,
      usage: { used: 1751, size: 200000, cost: { amount: 0.03225, currency: 'USD' } },
      plan: [],
    },
    configOptionIds: ['mode', 'model'],
    availableCommands: [
      'update-config',
      'debug',
      'simplify',
      'batch',
      'loop',
      'claude-api',
      'compact',
      'context',
      'heapdump',
      'init',
      'pr-comments',
      'review',
      'security-review',
      'insights',
    ],
  },
  {
    name: 'claude-code-acp-basic',
    sessionId: '93a0bde0-5f90-44da-86f6-aecc618372d9',
    calls: [
      {
        // seq 15 and 16 are both tool_call for this id (merged); line 0 is kept as sent; 20 completed.
        toolCallId: 'toolu_01FJJCvI122p4ivAwd6NNDRr',
        title: 'Read /home/dev/demo-project/src/app.js',
        kind: 'read',
        status: 'completed',
        content: ['content:text'],
        locations: [{ path: APP_JS, line: 0 }],
        firstSeenSeq: 15,
        endedSeq: 20,
        claudeCode: { toolName: 'mcp__acp__Read' },
        rawInputKeys: ['file_path'],
      },
      {
        // seq 25, 26 tool_call; 27 permission id 1 whose toolCall has only title/rawInput (kind, content and
        // locations stay); 28 allow; 33 hook; 34 completed with a hunk diff at line 2.
        toolCallId: 'toolu_0160Xz5UpQ1glJYdEGF7IrbH',
        title: 'Edit `/home/dev/demo-project/src/app.js`',
        kind: 'edit',
        status: 'completed',
        content: [`diff:${APP_JS}`],
        locations: [{ path: APP_JS, line: 2 }],
        permission: { requestId: 1, optionIds: CLAUDE_OPTIONS, outcome: ALLOW, requestSeq: 27, responseSeq: 28 },
        firstSeenSeq: 25,
        endedSeq: 34,
        claudeCode: { toolName: 'mcp__acp__Edit' },
        rawInputKeys: ['file_path', 'new_string', 'old_string'],
      },
      {
        // seq 40, 41 tool_call; 42 permission id 4; 43 allow; 44/45 terminal/create -> term-1;
        // 46 update: new title, in_progress, content = the terminal; 53 hook; 54 completed (no content).
        toolCallId: 'toolu_01GdzIc56YYNTBLHJomJUGs0',
        title: 'Print a greeting, some coloured text and list files',
        kind: 'execute',
        status: 'completed',
        content: ['terminal:term-1'],
        locations: [],
        permission: { requestId: 4, optionIds: CLAUDE_OPTIONS, outcome: ALLOW, requestSeq: 42, responseSeq: 43 },
        firstSeenSeq: 40,
        endedSeq: 54,
        claudeCode: { toolName: 'mcp__acp__Bash' },
        rawInputKeys: ['command', 'description', 'timeout'],
      },
      {
        toolCallId: 'toolu_01KONYfeUFUOFyOG64SPi8cb',
        title: 'grep -n "TODO" /home/dev/demo-project',
        kind: 'search',
        status: 'completed',
        content: ['content:text'],
        locations: [],
        firstSeenSeq: 58,
        endedSeq: 61,
        claudeCode: { toolName: 'Grep' },
        detail: { content: [textContent(GREP_OUTPUT)] },
      },
      {
        toolCallId: 'toolu_01BE7CHmu62MU47aZ4y3nZgv',
        title: 'Find `/home/dev/demo-project` `**/*.js`',
        kind: 'search',
        status: 'completed',
        content: ['content:text'],
        locations: [{ path: CWD }],
        firstSeenSeq: 62,
        endedSeq: 65,
        claudeCode: { toolName: 'Glob' },
      },
    ],
    transcript: [
      `user_message:${PROMPT}`,
      'available_commands',
      `agent_thought:${THOUGHT}`,
      `agent_message:${SAID.start}`,
      'tool_call:toolu_01FJJCvI122p4ivAwd6NNDRr',
      `agent_message:${SAID.fix}`,
      'tool_call:toolu_0160Xz5UpQ1glJYdEGF7IrbH',
      `agent_message:${SAID.shell}`,
      'tool_call:toolu_01GdzIc56YYNTBLHJomJUGs0',
      `agent_message:${SAID.todos}`,
      'tool_call:toolu_01KONYfeUFUOFyOG64SPi8cb',
      'tool_call:toolu_01BE7CHmu62MU47aZ4y3nZgv',
      `agent_message:${SAID.done}`,
      'turn_end',
    ],
    // seq 3: the session/new result starts the session in mode "default".
    summary: { cwd: CWD, currentModeId: 'default', stopReason: 'end_turn', running: false, plan: [] },
    configOptionIds: [],
    availableCommands: ['debug', 'compact', 'context', 'init', 'pr-comments', 'review', 'security-review', 'insights'],
    terminals: [
      {
        // seq 44 terminal/create (command, no args, no cwd) -> 45 {terminalId: "term-1"}; 48 wait_for_exit {0, null};
        // 50 terminal/output (full output, not truncated, exit 0); 52 terminal/release answered.
        terminalId: 'term-1',
        command: "echo hello && printf '\\033[31mred\\033[0m\\n' && ls -la",
        output:
          'hello\n\u001b[31mred\u001b[0m\ntotal 20\n' +
          'drwxr-xr-x  4 root root 4096 Nov 21 23:58 .\n' +
          'drwxr-xr-x 12 root root 4096 Nov 21 23:58 ..\n' +
          '-rw-r--r--  1 root root   60 Nov 21 23:58 README.md\n' +
          'drwxr-xr-x  2 root root 4096 Nov 21 23:58 build\n' +
          'drwxr-xr-x  2 root root 4096 Nov 21 23:58 src\n',
        truncated: false,
        exitStatus: { exitCode: 0, signal: null },
        released: true,
      },
    ],
  },
  {
    name: 'codex-acp-basic',
    sessionId: '01a2008c-07d8-7081-a043-6489d43a445a',
    calls: [
      {
        // seq 15 tool_call in_progress with a location (no line); 16 completed, no content ever.
        toolCallId: 'call_s1_nRScLYi7k3WRycRrl6TR',
        title: 'Read app.js',
        kind: 'read',
        status: 'completed',
        content: [],
        locations: [{ path: APP_JS }],
        firstSeenSeq: 15,
        endedSeq: 16,
      },
      {
        // seq 21 tool_call in_progress; 22 permission (string id, status pending, rawInput without
        // auto_approved but with started_at_ms: replaces); 23 approved; 24 completed.
        toolCallId: 'call_s2_s7AgFiDtzjDInGmcxrcW',
        title: 'Edit /home/dev/demo-project/src/app.js',
        kind: 'edit',
        status: 'completed',
        content: [`diff:${APP_JS}`],
        locations: [{ path: APP_JS }],
        permission: {
          requestId: '0e69173c-9aad-47e8-9d77-6bd99c5d913c',
          optionIds: ['approved', 'abort'],
          outcome: APPROVED,
          requestSeq: 22,
          responseSeq: 23,
        },
        firstSeenSeq: 21,
        endedSeq: 24,
        rawInputKeys: ['call_id', 'changes', 'started_at_ms', 'turn_id'],
      },
      {
        // First seen in the permission request (seq 30), before its tool_call (32, no content: the
        // permission's content stays); 31 approved; 34 completed, content replaced by the output.
        toolCallId: 'call_s3_TUlGSpYLTk4UeNy8w2zD',
        title: "echo hello && printf '\\033[31mred\\033[0m\\n' && sleep 0.5 && echo done",
        kind: 'execute',
        status: 'completed',
        content: ['content:text'],
        locations: [],
        permission: {
          requestId: '25281b24-fb35-4522-bd08-4327004e3788',
          optionIds: ['approved', 'approved-execpolicy-amendment', 'abort'],
          outcome: APPROVED,
          requestSeq: 30,
          responseSeq: 31,
        },
        firstSeenSeq: 30,
        endedSeq: 34,
        rawInputKeys: ['call_id', 'command', 'cwd', 'parsed_cmd', 'process_id', 'source', 'started_at_ms', 'turn_id'],
        detail: { content: [textContent('```sh\ndone\n```\n')] },
      },
      {
        toolCallId: 'call_s4_P430a3P0Lurk2eckkpnk',
        title: 'List /home/dev/demo-project',
        kind: 'search',
        status: 'completed',
        content: [],
        locations: [],
        firstSeenSeq: 35,
        endedSeq: 36,
      },
      {
        toolCallId: 'call_s5_iAwYp9E32dhjgA17CPgG',
        title: 'Search TODO in .',
        kind: 'search',
        status: 'completed',
        content: [],
        locations: [],
        firstSeenSeq: 40,
        endedSeq: 41,
      },
      {
        toolCallId: 'call_s6_i4qgNxUOdBHqJT4ro1uv',
        title: 'Search *.js in .',
        kind: 'search',
        status: 'completed',
        content: [],
        locations: [],
        firstSeenSeq: 43,
        endedSeq: 44,
      },
    ],
    transcript: [
      `user_message:${PROMPT}`,
      `agent_thought:\n\n**Reading the source**\n\n${THOUGHT}`,
      'available_commands',
      `agent_message:${SAID.start}`,
      'tool_call:call_s1_nRScLYi7k3WRycRrl6TR',
      'usage',
      `agent_message:${SAID.fix}`,
      'tool_call:call_s2_s7AgFiDtzjDInGmcxrcW',
      'usage',
      `agent_message:${SAID.shell}`,
      'tool_call:call_s3_TUlGSpYLTk4UeNy8w2zD',
      'usage',
      'tool_call:call_s4_P430a3P0Lurk2eckkpnk',
      'usage',
      `agent_message:${SAID.todos}`,
      'tool_call:call_s5_iAwYp9E32dhjgA17CPgG',
      'usage',
      'tool_call:call_s6_i4qgNxUOdBHqJT4ro1uv',
      'usage',
      'plan:Read src/app.js|Fix greeting|Check TODOs|Write summary',
      'usage',
      `agent_message:${SAID.done}`,
      'usage',
      'turn_end',
    ],
    summary: {
      cwd: CWD,
      stopReason: 'end_turn',
      running: false,
      usage: { used: 2440, size: 258400 },
      plan: [
        { content: 'Read src/app.js', priority: 'medium', status: 'completed' },
        { content: 'Fix greeting', priority: 'medium', status: 'completed' },
        { content: 'Check TODOs', priority: 'medium', status: 'completed' },
        { content: 'Write summary', priority: 'medium', status: 'in_progress' },
      ],
    },
    configOptionIds: ['model', 'reasoning_effort'],
    availableCommands: ['review', 'review-branch', 'review-commit', 'init', 'compact', 'logout'],
  },
];

function describeContent(item: ToolCallContentItem): string {
  const record = item as Record<string, unknown>;
  if (typeof record.path === 'string') return `${item.type}:${record.path}`;
  if (typeof record.terminalId === 'string') return `${item.type}:${record.terminalId}`;
  const inner = record.content as { type?: unknown } | undefined;
  return `${item.type}:${String(inner?.type)}`;
}

function summarize(entry: TranscriptEntry): string {
  switch (entry.type) {
    case 'user_message':
    case 'agent_message':
    case 'agent_thought':
      return `${entry.type}:${entry.text}`;
    case 'tool_call':
      return `tool_call:${entry.toolCallId}`;
    case 'plan':
      return `plan:${entry.entries.map((e) => e.content).join('|')}`;
    case 'unknown':
      return `unknown:${entry.sessionUpdate}`;
    default:
      return entry.type;
  }
}

for (const trace of TRACES) {
  describe(`replay: ${trace.name}`, () => {
    let lines: TraceLine[];
    let state: ToolCallState;
    const at = (seq: number) => {
      const line = lines.find((l) => l.seq === seq);
      expect(line, `trace line seq ${seq}`).to.exist;
      return line!.t_ms;
    };
    /** The state after the trace's messages up to and including `seq`. */
    const stateAt = (seq: number) => replay(lines.filter((l) => l.seq <= seq)).getState();

    before(async () => {
      lines = await loadTrace(trace.name);
      state = replay(lines).getState();
    });

    it('has one session, with the id from session/new', () => {
      expect(selectSessions(state)).to.deep.equal([trace.sessionId]);
    });

    it('applies every message without a feed error', () => {
      expect(selectErrors(state)).to.deep.equal([]);
    });

    it('lists the tool calls in the order they first appeared', () => {
      expect(selectToolCalls(state, trace.sessionId).map((c) => c.toolCallId)).to.deep.equal(trace.calls.map((c) => c.toolCallId));
    });

    for (const call of trace.calls) {
      describe(call.toolCallId, () => {
        let view: ToolCallView;
        before(() => {
          const found = selectToolCalls(state, trace.sessionId).find((c) => c.toolCallId === call.toolCallId);
          expect(found, call.toolCallId).to.exist;
          view = found!;
        });

        it(`has title ${JSON.stringify(call.title)}, kind ${call.kind}, status ${call.status}`, () => {
          expect({ title: view.title, kind: view.kind, status: view.status }).to.deep.equal({
            title: call.title,
            kind: call.kind,
            status: call.status,
          });
        });

        it(`has content [${call.content.join(', ')}]`, () => {
          expect(view.content.map(describeContent)).to.deep.equal(call.content);
        });

        it('has the last locations sent', () => {
          expect(view.locations.map(({ path, line }) => (line === undefined || line === null ? { path } : { path, line }))).to.deep.equal(
            call.locations,
          );
        });

        it(call.permission ? `has permission ${JSON.stringify(call.permission.requestId)} answered` : 'has no permission', () => {
          if (!call.permission) {
            expect(view).not.to.have.property('permission');
            return;
          }
          const { requestId, optionIds, outcome } = call.permission;
          expect(view.permission).to.exist;
          expect(view.permission!.requestId).to.equal(requestId);
          expect(view.permission!.options.map((o) => o.optionId)).to.deep.equal(optionIds);
          expect(view.permission!.outcome).to.deep.equal(outcome);
        });

        it('has firstSeenAt and endedAt from the trace times', () => {
          expect(view.firstSeenAt).to.equal(at(call.firstSeenSeq));
          expect(view.endedAt).to.equal(at(call.endedSeq));
        });

        if (call.claudeCode || call.rawInputKeys || call.detail) {
          it('has the merged _meta, the last rawInput and the detailed fields', () => {
            if (call.claudeCode) expect(view.meta.claudeCode).to.deep.equal(call.claudeCode);
            if (call.rawInputKeys) expect(Object.keys(view.rawInput as object).sort()).to.deep.equal(call.rawInputKeys);
            if (call.detail) expect(view).to.deep.include(call.detail);
          });
        }

        if (call.permission) {
          const { requestId, outcome, requestSeq, responseSeq } = call.permission;
          it(`is pending from seq ${requestSeq} until the answer at seq ${responseSeq}`, () => {
            const asked = stateAt(requestSeq);
            const pending = selectPendingPermissions(asked, trace.sessionId);
            expect(pending.map((p) => [p.requestId, p.toolCallId])).to.deep.equal([[requestId, call.toolCallId]]);
            expect(selectToolCalls(asked, trace.sessionId).find((c) => c.toolCallId === call.toolCallId)?.permission).not.to.have.property(
              'outcome',
            );

            const answered = stateAt(responseSeq);
            expect(selectPendingPermissions(answered, trace.sessionId)).to.deep.equal([]);
            expect(selectPermission(answered, trace.sessionId, requestId)).to.deep.include({
              toolCallId: call.toolCallId,
              outcome,
              requestedAt: at(requestSeq),
              answeredAt: at(responseSeq),
            });
          });
        }
      });
    }

    it('has no pending permission at the end', () => {
      expect(selectPendingPermissions(state, trace.sessionId)).to.deep.equal([]);
    });

    it('keeps messages, thoughts, tool calls and session updates in arrival order', () => {
      expect(selectTranscript(state, trace.sessionId).map(summarize)).to.deep.equal(trace.transcript);
    });

    it('has the session summary the updates describe', () => {
      const summary = selectSession(state, trace.sessionId);
      expect(summary).to.deep.include(trace.summary);
      expect(summary!.configOptions.map((option) => (option as { id: string }).id)).to.deep.equal(trace.configOptionIds);
      expect(summary!.availableCommands.map((c) => c.name)).to.deep.equal(trace.availableCommands);
    });

    for (const { terminalId, ...expected } of trace.terminals ?? []) {
      it(`has terminal ${terminalId} filled from the client's terminal responses`, () => {
        const terminal = selectTerminal(state, trace.sessionId, terminalId);
        expect(terminal).to.exist;
        expect(terminal).to.deep.include({ terminalId, ...expected });
        if (expected.cwd === undefined) expect(terminal).not.to.have.property('cwd');
      });
    }
  });
}
