// SPDX-License-Identifier: Apache-2.0
// One story per adapter: a recorded-shape provider stream (test/fixtures/adapters) replayed
// through the adapter into a store shown by a <tool-call-list>. `speed` 0 shows the end state;
// otherwise each provider event arrives every 120 ms / speed.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import anthropicStream from '../test/fixtures/adapters/anthropic-messages.jsonl?raw';
import functionCallStream from '../test/fixtures/adapters/function-call-text.jsonl?raw';
import geminiStream from '../test/fixtures/adapters/gemini.jsonl?raw';
import mcpFixture from '../test/fixtures/adapters/mcp.json?raw';
import openaiChatStream from '../test/fixtures/adapters/openai-chat.jsonl?raw';
import openaiResponsesStream from '../test/fixtures/adapters/openai-responses.jsonl?raw';
import vscodeFixture from '../test/fixtures/adapters/vscode.json?raw';
import {
  fromAnthropic,
  fromFunctionCallText,
  fromGemini,
  fromMcpToolCall,
  fromMcpToolResult,
  fromOpenAIChat,
  fromOpenAIResponses,
  fromVsCodeTool,
  type AcpMessage,
  type McpCallToolResult,
  type McpTool,
  type StreamAdapter,
  type VsCodeToolOptions,
} from '../src/adapters/index.js';
import '../src/elements/tool-call-card/tool-call-card.js';
import '../src/elements/tool-call-list/tool-call-list.js';
import { createToolCallStore, type Sender, type ToolCallStore } from '../src/state/index.js';

const SESSION = 'adapter-story';
const STEP_MS = 120;

/** One step of a replay: the messages it produces and who sent them. */
type Step = () => Array<{ message: unknown; from: Sender }>;

interface Args {
  provider: keyof typeof PROVIDERS;
  /** Replay pace: 0 = the end state at once, 1 = one provider event every 120 ms. */
  speed: number;
  theme?: 'light' | 'dark';
  lang?: string;
}

function lines(text: string): unknown[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown);
}

const fromAgent = (messages: AcpMessage[]) => messages.map((message) => ({ message, from: 'agent' as Sender }));

/** A streaming adapter fed one recorded event per step, then ended. */
function streamSteps<T>(adapter: StreamAdapter<T>, inputs: unknown[]): Step[] {
  return [...inputs.map((input) => () => fromAgent(adapter.push(input as T))), () => fromAgent(adapter.end())];
}

function mcpSteps(): Step[] {
  const fixture = JSON.parse(mcpFixture) as {
    tools: McpTool[];
    calls: Array<{ toolCallId: string; tool: string; arguments: unknown; result: McpCallToolResult }>;
  };
  return fixture.calls.flatMap((call) => {
    const tool = fixture.tools.find((candidate) => candidate.name === call.tool)!;
    return [
      () => fromAgent(fromMcpToolCall({ sessionId: SESSION, toolCallId: call.toolCallId, tool, arguments: call.arguments })),
      () => fromAgent(fromMcpToolResult({ sessionId: SESSION, toolCallId: call.toolCallId, result: call.result })),
    ];
  });
}

/** Each VS Code invocation: prepared (and confirmed or rejected by the user), running, done. */
function vscodeSteps(): Step[] {
  const { invocations } = JSON.parse(vscodeFixture) as { invocations: Array<Omit<VsCodeToolOptions, 'sessionId'> & { answer?: string }> };
  return invocations.flatMap((invocation) => {
    const base = { sessionId: SESSION, ...invocation };
    const prepared = fromVsCodeTool({ ...base, result: undefined, error: undefined });
    const request = prepared.find((message) => message.method === 'session/request_permission');
    const steps: Step[] = [() => fromAgent(prepared)];
    if (request && 'id' in request) {
      steps.push(() => [
        {
          message: { jsonrpc: '2.0', id: request.id, result: { outcome: { outcome: 'selected', optionId: invocation.answer } } },
          from: 'client',
        },
      ]);
    }
    if (invocation.answer !== 'reject_once')
      steps.push(() => fromAgent(fromVsCodeTool({ ...base, result: undefined, error: undefined, running: true })));
    steps.push(() => fromAgent(fromVsCodeTool(base)));
    return steps;
  });
}

const PROVIDERS = {
  anthropic: () => streamSteps(fromAnthropic({ sessionId: SESSION }), lines(anthropicStream)),
  'openai-chat': () => streamSteps(fromOpenAIChat({ sessionId: SESSION }), lines(openaiChatStream)),
  'openai-responses': () => streamSteps(fromOpenAIResponses({ sessionId: SESSION }), lines(openaiResponsesStream)),
  gemini: () => streamSteps(fromGemini({ sessionId: SESSION }), lines(geminiStream)),
  'function-call-text': () => streamSteps(fromFunctionCallText({ sessionId: SESSION }), lines(functionCallStream)),
  mcp: mcpSteps,
  vscode: vscodeSteps,
};

/** Runs a provider's steps into a fresh store, all at once (speed 0) or paced. */
export function replayAdapter(provider: keyof typeof PROVIDERS, speed: number): ToolCallStore {
  const store = createToolCallStore();
  const run = (step: Step) => {
    for (const { message, from } of step()) store.dispatch(message, { from });
  };
  const steps = PROVIDERS[provider]();
  if (speed <= 0) steps.forEach(run);
  else steps.forEach((step, index) => setTimeout(() => run(step), (index * STEP_MS) / speed));
  return store;
}

const meta: Meta<Args> = {
  // Exports in lower case are helpers other stories and tests import, not stories.
  excludeStories: /^[a-z]/,
  title: 'Adapters/Provider streams',
  component: 'tool-call-list',
  argTypes: {
    provider: { control: 'select', options: Object.keys(PROVIDERS) },
    speed: { control: { type: 'range', min: 0, max: 8, step: 0.5 } },
    theme: { control: 'select', options: [undefined, 'light', 'dark'] },
    lang: { control: 'select', options: ['en', 'zh-CN', 'zh-TW'] },
  },
  args: { speed: 0 },
  render: ({ provider, speed, theme, lang }) =>
    html`<tool-call-list .store=${replayAdapter(provider, speed)} theme=${theme ?? ''} lang=${lang ?? 'en'}></tool-call-list>`,
};
export default meta;
type Story = StoryObj<Args>;

/** Anthropic Messages streaming: tool_use blocks, input_json_delta, tool_result (one is_error). */
export const Anthropic: Story = { args: { provider: 'anthropic' } };
/** OpenAI Chat Completions: interleaved delta.tool_calls, role "tool" results. */
export const OpenAIChat: Story = { args: { provider: 'openai-chat' } };
/** OpenAI Responses: function_call items, a hosted web search that fails, function_call_output. */
export const OpenAIResponses: Story = { args: { provider: 'openai-responses' } };
/** Gemini streamGenerateContent: functionCall / functionResponse parts, code execution. */
export const Gemini: Story = { args: { provider: 'gemini' } };
/** A prompt-only model's <function_call> blocks in streamed text, one of them malformed. */
export const FunctionCallText: Story = { args: { provider: 'function-call-text' } };
/** MCP tools/call and CallToolResult (text, resource link, isError, structuredContent). */
export const Mcp: Story = { args: { provider: 'mcp' } };
/** VS Code tools: invocation / past-tense messages and confirmations (allowed, rejected). */
export const VsCode: Story = { args: { provider: 'vscode' } };
/** The OpenAI Chat stream arriving live, one event every 120 ms. */
export const OpenAIChatLive: Story = { args: { provider: 'openai-chat', speed: 1 } };
/** The Anthropic loop in the dark theme, in Simplified Chinese. */
export const AnthropicDarkZhCn: Story = { args: { provider: 'anthropic', theme: 'dark', lang: 'zh-CN' } };
