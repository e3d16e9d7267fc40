// SPDX-License-Identifier: Apache-2.0
/**
 * VS Code-style language model tools (`vscode.lm` tools in agent mode): `prepareInvocation`
 * returns an `invocationMessage` (shown while the tool runs), an optional `pastTenseMessage`
 * (once done) and optional `confirmationMessages` (`title` + markdown `message`) that ask the
 * user first.
 *
 * `fromVsCodeTool` maps one stage of that flow to ACP:
 * - prepared (no `result`, `error` or `running`): a `tool_call` titled with the invocation message;
 *   `in_progress` without confirmation messages; with them, `pending` plus a
 *   `session/request_permission` whose tool call shows the confirmation title and markdown
 *   message, with Allow / Always allow / Reject options (v2-draft `title` and `description`
 *   ride along, for clients that read them);
 * - `running: true` (the user allowed it): `in_progress`, titled with the invocation message again;
 * - `result` (a `LanguageModelToolResult`-like `{ content: [{ value }] }`, parts, or a string):
 *   `completed`, titled with the past-tense message;
 * - `error`: `failed` with the error's message.
 */
import type { PermissionOption, ToolCallContent } from '@agentclientprotocol/sdk';
import {
  defaultGenerateId,
  isRecord,
  resultContent,
  toolCallMessage,
  toolCallUpdateMessage,
  type AcpMessage,
  type AcpPermissionRequest,
  type ToolCallFields,
} from './acp.js';
import { ToolInfo, toolLocations, type ToolInfoOptions } from './tool-info.js';

/** A string or a `vscode.MarkdownString` (`{ value }`). */
export type VsCodeMessage = string | { value: string };

/** What a VS Code tool's `prepareInvocation` returns, plus the tool's name and input. */
export interface VsCodeTool {
  name: string;
  input: unknown;
  invocationMessage?: VsCodeMessage;
  pastTenseMessage?: VsCodeMessage;
  confirmationMessages?: { title: string; message: VsCodeMessage };
}

export interface VsCodeToolOptions extends ToolInfoOptions, VsCodeTool {
  sessionId: string;
  /** Keep the same id across the stages of one invocation. Default: generated. */
  toolCallId?: string;
  /** The permission request's JSON-RPC id. Default `permission:<toolCallId>`. */
  permissionId?: string;
  /** The user allowed the tool and it runs now. */
  running?: boolean;
  /** What `invoke` returned. */
  result?: unknown;
  /** What `invoke` threw. */
  error?: unknown;
  generateId?: () => string;
}

/** The options a confirmation offers, as VS Code does (allow once / always, or not). */
export const VSCODE_PERMISSION_OPTIONS: readonly PermissionOption[] = [
  { optionId: 'allow_once', name: 'Allow', kind: 'allow_once' },
  { optionId: 'allow_always', name: 'Always allow', kind: 'allow_always' },
  { optionId: 'reject_once', name: 'Reject', kind: 'reject_once' },
];

function messageText(message: VsCodeMessage | undefined): string | undefined {
  if (typeof message === 'string') return message;
  return isRecord(message) && typeof message.value === 'string' ? message.value : undefined;
}

/** `LanguageModelToolResult` (`content` of text parts `{ value }`, data parts) or anything else. */
function vsCodeResultContent(result: unknown): ToolCallContent[] {
  const parts = isRecord(result) && Array.isArray(result.content) ? result.content : result;
  if (!Array.isArray(parts)) return resultContent(parts);
  return resultContent(
    parts.map((part) => (isRecord(part) && typeof part.value === 'string' && part.type === undefined ? part.value : part)),
  );
}

export function fromVsCodeTool(options: VsCodeToolOptions): AcpMessage[] {
  const { sessionId } = options;
  const toolCallId = options.toolCallId ?? (options.generateId ?? defaultGenerateId)();
  const info = new ToolInfo(options);
  const kind = info.kind(options.name);
  const invocation = messageText(options.invocationMessage) ?? info.title(options.name, kind, options.input);

  if (options.error !== undefined) {
    const reason =
      options.error instanceof Error
        ? options.error.message
        : typeof options.error === 'string'
          ? options.error
          : JSON.stringify(options.error);
    return [
      toolCallUpdateMessage(sessionId, {
        toolCallId,
        status: 'failed',
        title: invocation,
        content: [{ type: 'content', content: { type: 'text', text: reason } }],
        rawOutput: options.error instanceof Error ? { message: options.error.message } : options.error,
      }),
    ];
  }
  if (options.result !== undefined) {
    return [
      toolCallUpdateMessage(sessionId, {
        toolCallId,
        status: 'completed',
        title: messageText(options.pastTenseMessage) ?? invocation,
        content: vsCodeResultContent(options.result),
        rawOutput: options.result,
      }),
    ];
  }
  if (options.running) {
    // The confirmation message was the call's content while it waited; running, it shows nothing yet.
    return [toolCallUpdateMessage(sessionId, { toolCallId, status: 'in_progress', title: invocation, content: [] })];
  }

  const confirmation = options.confirmationMessages;
  const call: ToolCallFields = {
    toolCallId,
    title: invocation,
    kind,
    status: confirmation ? 'pending' : 'in_progress',
    name: options.name,
    rawInput: options.input,
  };
  const locations = toolLocations(kind, options.input);
  if (locations) call.locations = locations;
  const messages: AcpMessage[] = [toolCallMessage(sessionId, call)];
  if (confirmation) {
    const description = messageText(confirmation.message) ?? '';
    const request: AcpPermissionRequest = {
      jsonrpc: '2.0',
      id: options.permissionId ?? `permission:${toolCallId}`,
      method: 'session/request_permission',
      params: {
        sessionId,
        toolCall: {
          toolCallId,
          title: confirmation.title,
          content: description === '' ? [] : [{ type: 'content', content: { type: 'text', text: description } }],
        },
        options: [...VSCODE_PERMISSION_OPTIONS],
        title: confirmation.title,
        description,
      },
    };
    messages.push(request);
  }
  return messages;
}
