// SPDX-License-Identifier: Apache-2.0
/**
 * MCP (Model Context Protocol) tools: a tool definition (`name`, `description`, `inputSchema`,
 * optional `title` / `annotations`) gives a kind and a display title; a `CallToolResult`
 * (`content[]`, `isError`, `structuredContent`) gives the call's content and status. MCP content
 * blocks (text, image, audio, resource_link, resource) are ACP's own content blocks.
 */
import type { ToolCallContent } from '@agentclientprotocol/sdk';
import type { ToolKind } from '../state/types.js';
import {
  defaultGenerateId,
  fenced,
  resultContent,
  toolCallMessage,
  toolCallUpdateMessage,
  type AcpMessage,
  type ToolCallFields,
} from './acp.js';
import { guessKind, toolLocations, toolTitle, type ToolInfoOverrides } from './tool-info.js';

/** An MCP tool definition (`tools/list`). */
export interface McpTool {
  name: string;
  title?: string;
  description?: string;
  inputSchema?: unknown;
  annotations?: { title?: string; readOnlyHint?: boolean; destructiveHint?: boolean; openWorldHint?: boolean; [key: string]: unknown };
  [key: string]: unknown;
}

/** An MCP `CallToolResult`. */
export interface McpCallToolResult {
  content?: unknown[];
  isError?: boolean;
  structuredContent?: unknown;
  [key: string]: unknown;
}

/**
 * Kind and title of an MCP tool: the host's map first, then the name and description (see
 * tool-info.ts); the title is the tool's own `title` / `annotations.title` when it has one.
 * A tool whose annotations say read-only and that guesses no kind is `read`.
 */
export function describeMcpTool(tool: McpTool, overrides?: ToolInfoOverrides, input?: unknown): { kind: ToolKind; title: string } {
  let kind = guessKind(tool.name, tool.description, overrides);
  if (kind === 'other' && tool.annotations?.readOnlyHint === true) kind = 'read';
  const ownTitle = tool.title ?? tool.annotations?.title;
  const hostTitle = overrides?.titles?.[tool.name] !== undefined;
  const fromInput = toolTitle(tool.name, kind, input, overrides);
  // The tool's own title beats the humanized name, not a title made from the input or the host's.
  const plain = fromInput === toolTitle(tool.name, kind, undefined, overrides);
  const title = !hostTitle && plain && typeof ownTitle === 'string' && ownTitle.trim() !== '' ? ownTitle : fromInput;
  return { kind, title };
}

export interface McpToolCallOptions {
  sessionId: string;
  /** Default: a generated id. */
  toolCallId?: string;
  tool: McpTool;
  /** The arguments of `tools/call`. */
  arguments?: unknown;
  toolInfo?: ToolInfoOverrides;
  generateId?: () => string;
}

/** A `tools/call` about to run: one `tool_call` (in progress). */
export function fromMcpToolCall(options: McpToolCallOptions): AcpMessage[] {
  const toolCallId = options.toolCallId ?? (options.generateId ?? defaultGenerateId)();
  const { kind, title } = describeMcpTool(options.tool, options.toolInfo, options.arguments);
  const fields: ToolCallFields = { toolCallId, title, kind, status: 'in_progress', name: options.tool.name };
  if (options.arguments !== undefined) fields.rawInput = options.arguments;
  const locations = toolLocations(kind, options.arguments);
  if (locations) fields.locations = locations;
  return [toolCallMessage(options.sessionId, fields)];
}

export interface McpToolResultOptions {
  sessionId: string;
  toolCallId: string;
  result: McpCallToolResult;
  /** The tool, when the call was not announced before: the update then carries title and kind. */
  tool?: McpTool;
  arguments?: unknown;
  toolInfo?: ToolInfoOverrides;
}

/** MCP content as ACP content; `structuredContent` alone becomes fenced JSON. */
export function mcpResultContent(result: McpCallToolResult): ToolCallContent[] {
  const content = Array.isArray(result.content) ? resultContent(result.content) : [];
  if (content.length === 0 && result.structuredContent !== undefined) {
    return [{ type: 'content', content: { type: 'text', text: fenced(JSON.stringify(result.structuredContent, null, 2), 'json') } }];
  }
  return content;
}

/** A `CallToolResult`: one `tool_call_update`, `completed` or `failed` (`isError`). */
export function fromMcpToolResult(options: McpToolResultOptions): AcpMessage[] {
  const { result } = options;
  const fields: ToolCallFields = {
    toolCallId: options.toolCallId,
    status: result.isError === true ? 'failed' : 'completed',
    content: mcpResultContent(result),
    rawOutput: result.structuredContent !== undefined ? result.structuredContent : result,
  };
  if (options.tool) {
    const { kind, title } = describeMcpTool(options.tool, options.toolInfo, options.arguments);
    Object.assign(fields, { title, kind, name: options.tool.name });
  }
  if (options.arguments !== undefined) fields.rawInput = options.arguments;
  return [toolCallUpdateMessage(options.sessionId, fields)];
}
