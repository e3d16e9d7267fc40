// SPDX-License-Identifier: Apache-2.0
import { expect } from '@open-wc/testing';
import {
  describeMcpTool,
  fromMcpToolCall,
  fromMcpToolResult,
  fromVsCodeTool,
  guessKind,
  humanizeToolName,
  toolTitle,
  type McpCallToolResult,
  type McpTool,
  type VsCodeToolOptions,
} from '../../src/adapters/index.js';
import { createToolCallStore } from '../../src/state/index.js';
import { SESSION, calls, contentTexts, fold, loadJson, pending, summary } from './helpers.js';

interface McpFixture {
  tools: McpTool[];
  calls: Array<{ toolCallId: string; tool: string; arguments: unknown; result: McpCallToolResult }>;
}

type VsCodeInvocation = Omit<VsCodeToolOptions, 'sessionId'> & { answer?: string };

describe('kinds and titles', () => {
  it('guesses kinds from name words first, then the description, then other', () => {
    const cases: Array<[string, string | undefined, string]> = [
      ['read_file', undefined, 'read'],
      ['getTime', undefined, 'read'],
      ['write_file', undefined, 'edit'],
      ['mcp__github__create_issue', undefined, 'edit'],
      ['fs/delete_path', undefined, 'delete'],
      ['rename_symbol', undefined, 'move'],
      ['grep_search', undefined, 'search'],
      ['run_in_terminal', undefined, 'execute'],
      ['web_fetch', undefined, 'fetch'],
      ['switch_mode', undefined, 'switch_mode'],
      ['sequentialthinking', 'Think step by step about a problem', 'think'],
      ['weather', 'Looks up the current weather for a city.', 'other'],
      ['frobnicate', 'Does things.', 'other'],
    ];
    for (const [name, description, kind] of cases) expect(guessKind(name, description), name).to.equal(kind);
    expect(guessKind('read_file', undefined, { kinds: { read_file: 'fetch' } })).to.equal('fetch');
  });

  it('makes titles from the host map, the input, then the name in words', () => {
    expect(humanizeToolName('getTime')).to.equal('Get time');
    expect(humanizeToolName('mcp__github__create_issue')).to.equal('Create issue');
    expect(humanizeToolName('parseHTTPResponse')).to.equal('Parse HTTP response');
    expect(toolTitle('read_file', 'read', { file_path: '/w/a.ts' })).to.equal('Read /w/a.ts');
    expect(toolTitle('bash', 'execute', { command: 'ls -la\n  && pwd' })).to.equal('ls -la && pwd');
    expect(toolTitle('mv', 'move', { source: 'a', destination: 'b' })).to.equal('Move a → b');
    expect(toolTitle('search', 'search', { query: 'x' })).to.equal('Search x');
    expect(
      toolTitle('read_file', 'read', { path: 'a' }, { titles: { read_file: (input) => `Open ${(input as { path: string }).path}` } }),
    ).to.equal('Open a');
    expect(toolTitle('x', 'execute', { command: 'y'.repeat(500) }).length).to.equal(200);
  });
});

describe('MCP', () => {
  let fixture: McpFixture;
  before(async () => {
    fixture = await loadJson<McpFixture>('mcp.json');
  });

  it('describes tools: kind and title from name, description, own title and annotations', () => {
    expect(fixture.tools.map((tool) => describeMcpTool(tool))).to.deep.equal([
      { kind: 'read', title: 'Get time' },
      { kind: 'read', title: 'Read a file' },
      { kind: 'edit', title: 'Github create issue' },
      { kind: 'read', title: 'Weather' },
    ]);
    expect(describeMcpTool(fixture.tools[1]!, undefined, { path: 'src/x.ts' }).title).to.equal('Read src/x.ts');
    expect(describeMcpTool(fixture.tools[3]!, { kinds: { weather: 'fetch' } }).kind).to.equal('fetch');
  });

  it('maps tools/call and CallToolResult onto calls: content blocks, isError, structuredContent', () => {
    const messages = fixture.calls.flatMap((call) => {
      const tool = fixture.tools.find((t) => t.name === call.tool)!;
      return [
        ...fromMcpToolCall({ sessionId: SESSION, toolCallId: call.toolCallId, tool, arguments: call.arguments }),
        ...fromMcpToolResult({ sessionId: SESSION, toolCallId: call.toolCallId, result: call.result }),
      ];
    });
    const views = calls(fold(messages));
    expect(views.map(summary)).to.deep.equal([
      {
        title: 'Get time',
        kind: 'read',
        status: 'completed',
        name: 'getTime',
        rawInput: { offset_ms: -86400000 },
        content: ['1684713600000'],
      },
      {
        title: 'Read docs/日本語/説明.md',
        kind: 'read',
        status: 'completed',
        name: 'read_file',
        rawInput: { path: 'docs/日本語/説明.md' },
        content: ['# 説明\n\nThis file explains the *date* helpers.', '<resource_link>'],
      },
      {
        title: 'Github create issue',
        kind: 'edit',
        status: 'failed',
        name: 'github__create_issue',
        rawInput: {},
        content: ['Missing required argument: repo'],
      },
      {
        title: 'Weather',
        kind: 'read',
        status: 'completed',
        name: 'weather',
        rawInput: { city: '上海' },
        content: ['```json\n{\n  "city": "上海",\n  "temperature_c": 24,\n  "conditions": "多云"\n}\n```'],
      },
    ]);
    expect(views[1]!.content[1]).to.deep.equal({
      type: 'content',
      content: { type: 'resource_link', uri: 'file:///repo/docs/日本語/説明.md', name: '説明.md', mimeType: 'text/markdown' },
    });
    expect(views[3]!.rawOutput).to.deep.equal({ city: '上海', temperature_c: 24, conditions: '多云' });
    expect(views[1]!.locations).to.deep.equal([{ path: 'docs/日本語/説明.md' }]);
  });

  it('creates the call from the result alone when given the tool', () => {
    const [message] = fromMcpToolResult({
      sessionId: SESSION,
      toolCallId: 'late',
      tool: fixture.tools[0]!,
      arguments: { offset_ms: 0 },
      result: { content: [{ type: 'image', data: 'R0lGOD==', mimeType: 'image/gif' }] },
    });
    const [view] = calls(fold([message]));
    expect(view).to.deep.include({ title: 'Get time', kind: 'read', status: 'completed', name: 'getTime' });
    expect(view!.content).to.deep.equal([{ type: 'content', content: { type: 'image', data: 'R0lGOD==', mimeType: 'image/gif' } }]);
  });
});

describe('VS Code tools', () => {
  let invocations: VsCodeInvocation[];
  before(async () => {
    invocations = (await loadJson<{ invocations: VsCodeInvocation[] }>('vscode.json')).invocations;
  });

  it('asks permission with the confirmation title and markdown message, allow once / always and reject', () => {
    const [tabCount] = invocations;
    const messages = fromVsCodeTool({ sessionId: SESSION, ...tabCount!, result: undefined });
    expect(messages.map((m) => m.method)).to.deep.equal(['session/update', 'session/request_permission']);
    expect(messages[1]).to.deep.equal({
      jsonrpc: '2.0',
      id: 'permission:vscode-1',
      method: 'session/request_permission',
      params: {
        sessionId: SESSION,
        toolCall: {
          toolCallId: 'vscode-1',
          title: 'Count the number of open tabs',
          content: [{ type: 'content', content: { type: 'text', text: 'Count the number of open tabs? in tab group 1' } }],
        },
        options: [
          { optionId: 'allow_once', name: 'Allow', kind: 'allow_once' },
          { optionId: 'allow_always', name: 'Always allow', kind: 'allow_always' },
          { optionId: 'reject_once', name: 'Reject', kind: 'reject_once' },
        ],
        title: 'Count the number of open tabs',
        description: 'Count the number of open tabs? in tab group 1',
      },
    });
    const store = fold(messages);
    const [permission] = pending(store);
    expect(permission).to.deep.include({
      toolCallId: 'vscode-1',
      requestId: 'permission:vscode-1',
      title: 'Count the number of open tabs',
    });
    expect(summary(calls(store)[0])).to.deep.equal({
      title: 'Count the number of open tabs',
      kind: 'read',
      status: 'pending',
      name: 'chat-tools-sample_tabCount',
      rawInput: { tabGroup: 1 },
      content: ['Count the number of open tabs? in tab group 1'],
    });
  });

  it('runs with the invocation message and completes with the past-tense message, or fails', () => {
    const store = createToolCallStore();
    for (const invocation of invocations) {
      const base = { sessionId: SESSION, ...invocation };
      const messages = fromVsCodeTool({ ...base, result: undefined, error: undefined });
      fold(messages, store);
      const request = messages.find((m) => m.method === 'session/request_permission');
      if (request)
        store.dispatch(
          { jsonrpc: '2.0', id: request.id, result: { outcome: { outcome: 'selected', optionId: invocation.answer } } },
          { from: 'client' },
        );
      if (invocation.answer !== 'reject_once') fold(fromVsCodeTool({ ...base, result: undefined, error: undefined, running: true }), store);
      fold(fromVsCodeTool(base), store);
    }
    const views = calls(store);
    expect(views.map((v) => [v.title, v.kind, v.status, v.permission?.outcome ?? null, contentTexts(v)])).to.deep.equal([
      [
        'Counted the number of tabs',
        'read',
        'completed',
        { outcome: 'selected', optionId: 'allow_once' },
        ['There are 4 tabs open in the 1st tab group.'],
      ],
      [
        'Running `npm ci`',
        'execute',
        'failed',
        { outcome: 'selected', optionId: 'reject_once' },
        ['The user declined to run the command.'],
      ],
      ['Checked the weather in 台北', 'read', 'completed', null, ['台北：28°C，晴。']],
    ]);
    expect(pending(store)).to.deep.equal([]);
  });
});
