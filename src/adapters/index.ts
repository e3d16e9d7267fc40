// SPDX-License-Identifier: Apache-2.0
/**
 * `tool-call-elements/adapters`: model-provider streams (Anthropic, OpenAI Chat Completions and
 * Responses, Gemini, prompt-only `<function_call>` text), MCP results and VS Code-style tools
 * turned into ACP messages for `store.dispatch(message, { from: 'agent' })`. DOM-free: runs in
 * browsers, workers and Node.
 *
 * Every streaming adapter has one shape: `fromX({ sessionId, … })` returns `{ push, end }`, and
 * both return the JSON-RPC messages to dispatch, in order.
 */
export { fromAnthropic } from './anthropic.js';
export type { AnthropicAdapterOptions, AnthropicInput } from './anthropic.js';
export { fromOpenAIChat, fromOpenAIResponses } from './openai.js';
export type { OpenAIAdapterOptions, OpenAIInput } from './openai.js';
export { fromGemini } from './gemini.js';
export type { GeminiAdapterOptions, GeminiInput } from './gemini.js';
export { fromFunctionCallText } from './function-call-text.js';
export type { FunctionCallTextOptions } from './function-call-text.js';
export { describeMcpTool, fromMcpToolCall, fromMcpToolResult, mcpResultContent } from './mcp.js';
export type { McpCallToolResult, McpTool, McpToolCallOptions, McpToolResultOptions } from './mcp.js';
export { fromVsCodeTool, VSCODE_PERMISSION_OPTIONS } from './vscode.js';
export type { VsCodeMessage, VsCodeTool, VsCodeToolOptions } from './vscode.js';
export { KIND_WORDS, baseToolName, describeTools, guessKind, humanizeToolName, toolLocations, toolTitle, toolWords } from './tool-info.js';
export type { ToolDefinition, ToolInfoOptions, ToolInfoOverrides } from './tool-info.js';
export { PartialJsonParser } from './partial-json.js';
export type { PartialJsonResult } from './partial-json.js';
export { resultContent } from './acp.js';
export type { AcpMessage, AcpPermissionRequest, AcpSessionUpdate, AdapterOptions, StreamAdapter, ToolCallFields } from './acp.js';
export type { RawInputThrottle, StreamingAdapterOptions } from './tool-calls.js';
