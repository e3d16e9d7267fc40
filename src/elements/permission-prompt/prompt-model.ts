// SPDX-License-Identifier: Apache-2.0
/**
 * What a permission prompt shows and whether it may still answer: pure functions over the state's
 * `PermissionView` / `ToolCallView`. The page-wide record of answers is in answer-registry.ts.
 */
import { commandFromRawInput, type PermissionOption, type PermissionView, type ToolCallView } from '../../state/index.js';
import type { ApprovalSubject } from './analyze-approval.js';
import type { LocalAnswer } from './permission-answers.js';

/** Where a request stands, as one prompt sees it. */
export const PromptState = {
  /** Waiting for the user. */
  PENDING: 'pending',
  /** This page answered it (through this prompt or another). */
  ANSWERED: 'answered',
  /** Another view or the host answered it; the outcome is on the wire. */
  ANSWERED_ELSEWHERE: 'answered-elsewhere',
  /** The turn was cancelled; the `cancelled` answer has not been recorded yet. */
  CANCELLING: 'cancelling',
  /** Answered `cancelled`. */
  CANCELLED: 'cancelled',
  /** The client's answer was a JSON-RPC error (or no outcome it could read). */
  FAILED: 'failed',
  /** The request left the host's pending set without this prompt seeing an answer. */
  GONE: 'gone',
} as const;
export type PromptState = (typeof PromptState)[keyof typeof PromptState];

/** The request's state: the wire's outcome first, then this page's answer, then cancellation. */
export function promptState(request: PermissionView, local: LocalAnswer | undefined): PromptState {
  const outcome = request.outcome;
  if (outcome?.outcome === 'cancelled') return PromptState.CANCELLED;
  if (outcome?.outcome === 'selected') {
    return local && local.option.optionId === outcome.optionId ? PromptState.ANSWERED : PromptState.ANSWERED_ELSEWHERE;
  }
  if (request.error !== undefined || request.answeredAt !== undefined) return PromptState.FAILED;
  if (local) return PromptState.ANSWERED;
  if (request.cancelRequested) return PromptState.CANCELLING;
  return PromptState.PENDING;
}

/**
 * The request a tool call carries (`toolCall.permission`), as a `PermissionView`: lets a card
 * embed a prompt with nothing but its call. A call cancelled before the answer is `cancelRequested`.
 */
export function requestFromToolCall(call: ToolCallView | undefined): PermissionView | undefined {
  const permission = call?.permission;
  if (!call || !permission) return undefined;
  const view: PermissionView = {
    sessionId: call.sessionId,
    requestId: permission.requestId,
    toolCallId: call.toolCallId,
    options: permission.options,
    cancelRequested: !permission.outcome && call.status === 'cancelled',
    requestedAt: call.updatedAt,
  };
  if (permission.outcome) view.outcome = permission.outcome;
  return view;
}

/** The option with that id, if the request offers it. */
export function optionById(request: PermissionView, optionId: string): PermissionOption | undefined {
  return request.options.find((option) => option.optionId === optionId);
}

/** The first option of a kind, in the agent's order. */
export function firstOfKind(request: PermissionView, kind: string): PermissionOption | undefined {
  return request.options.find((option) => option.kind === kind);
}

/** `allow`, `reject` or `other` (an unknown kind), for styling. */
export function optionFamily(kind: string): 'allow' | 'reject' | 'other' {
  if (kind === 'allow_once' || kind === 'allow_always') return 'allow';
  if (kind === 'reject_once' || kind === 'reject_always') return 'reject';
  return 'other';
}

/** The option's answer is meant to be remembered by the host (an "always" kind). */
export function isRemembered(kind: string): boolean {
  return kind === 'allow_always' || kind === 'reject_always';
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** What will run: the v2 `command` subject, else an `execute` call's raw input, else its title. */
export function commandOf(request: PermissionView, call: ToolCallView | undefined): { command: string; cwd?: string } | undefined {
  if (request.command) return request.command;
  if (!call || call.kind !== 'execute') return undefined;
  const command = commandFromRawInput(call.rawInput) ?? (call.title || undefined);
  if (command === undefined) return undefined;
  const cwd = record(call.rawInput)?.cwd;
  return typeof cwd === 'string' && cwd !== '' ? { command, cwd } : { command };
}

/** What will be fetched: a `fetch` call's `url` (or `uri`) from its raw input. */
export function urlOf(call: ToolCallView | undefined): string | undefined {
  if (!call || call.kind !== 'fetch') return undefined;
  const input = record(call.rawInput);
  const url = input?.url ?? input?.uri;
  return typeof url === 'string' && url !== '' ? url : undefined;
}

/** The title to show: the request's own (v2), the call's, its tool name, else undefined. */
export function titleOf(request: PermissionView, call: ToolCallView | undefined): string | undefined {
  const claudeCode = record(call?.meta.claudeCode);
  const candidates = [request.title, call?.title, call?.name, claudeCode?.toolName, request.command?.command];
  return candidates.find((c): c is string => typeof c === 'string' && c.trim() !== '');
}

/** Raw input worth a disclosure: anything but undefined or an empty object. */
export function hasRawInput(value: unknown): boolean {
  if (value === undefined) return false;
  const object = record(value);
  return !object || Object.keys(object).length > 0;
}

/**
 * The option every pending request offers for a bulk answer ("allow all once", "reject all"),
 * one per request in order; undefined unless every one of them offers that kind.
 */
export function bulkChoices(requests: readonly PermissionView[], kind: string): Array<[PermissionView, PermissionOption]> | undefined {
  if (requests.length === 0) return undefined;
  const choices: Array<[PermissionView, PermissionOption]> = [];
  for (const request of requests) {
    const option = firstOfKind(request, kind);
    if (!option) return undefined;
    choices.push([request, option]);
  }
  return choices;
}

/** The paths of a call's diffs, in order: a multi-file edit lists each. */
export function diffPaths(call: ToolCallView | undefined): string[] {
  if (!call) return [];
  const paths: string[] = [];
  for (const item of call.content) {
    const path = item.type === 'diff' ? (item as { path?: unknown }).path : undefined;
    if (typeof path === 'string' && !paths.includes(path)) paths.push(path);
  }
  return paths;
}

/** Everything the prompt shows that an attacker could shape: the command, and the title, URL, cwd and paths. */
export function approvalSubject(request: PermissionView, call: ToolCallView | undefined): ApprovalSubject {
  const command = commandOf(request, call);
  const title = titleOf(request, call);
  const texts = [title, command?.cwd, urlOf(call), request.description, ...diffPaths(call), ...(call?.locations.map((l) => l.path) ?? [])];
  const shown = texts.filter((text): text is string => typeof text === 'string' && text !== '' && text !== command?.command);
  return command ? { command: command.command, texts: shown } : { texts: shown };
}
