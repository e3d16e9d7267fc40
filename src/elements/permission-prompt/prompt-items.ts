// SPDX-License-Identifier: Apache-2.0
/**
 * Which requests a prompt shows, as `Item`s: a batch's requests with their calls, or one request
 * (given, or a call's own `permission`); a single request that vanishes unanswered stays shown as
 * "no longer waiting".
 */
import type { PermissionView, ToolCallView } from '../../state/index.js';
import { localAnswer } from './permission-answers.js';
import { PromptState, promptState, requestFromToolCall } from './prompt-model.js';
import type { Item } from './prompt-parts.js';

const toolCallIndex = new WeakMap<readonly ToolCallView[], Map<string, ToolCallView>>();
function indexCalls(calls: readonly ToolCallView[]): Map<string, ToolCallView> {
  let index = toolCallIndex.get(calls);
  if (!index) {
    index = new Map(calls.map((call) => [call.toolCallId, call]));
    toolCallIndex.set(calls, index);
  }
  return index;
}

/** What the prompt was given. */
export interface ItemSources {
  request: PermissionView | undefined;
  toolCall: ToolCallView | undefined;
  requests: readonly PermissionView[] | undefined;
  toolCalls: readonly ToolCallView[] | undefined;
}

function item(request: PermissionView, call: ToolCallView | undefined): Item {
  return { request, call, state: promptState(request, localAnswer(request)) };
}

export class PromptItems {
  /** The last single request shown, kept to show "no longer waiting" when it vanishes unanswered. */
  private lastSingle?: Item;
  private gone?: Item;

  collect({ request: given, toolCall, requests, toolCalls }: ItemSources): Item[] {
    if (requests) {
      const calls = toolCalls ? indexCalls(toolCalls) : undefined;
      return requests.map((request) => item(request, request.toolCallId === undefined ? undefined : calls?.get(request.toolCallId)));
    }
    const request = given ?? requestFromToolCall(toolCall);
    if (request) {
      const call = toolCall && (request.toolCallId === undefined || request.toolCallId === toolCall.toolCallId) ? toolCall : undefined;
      this.gone = undefined;
      this.lastSingle = item(request, call);
      return [this.lastSingle];
    }
    // The request vanished from under the prompt: answered or withdrawn where this prompt cannot see.
    if (this.lastSingle && !this.gone) {
      const state = promptState(this.lastSingle.request, localAnswer(this.lastSingle.request));
      if (state === PromptState.PENDING || state === PromptState.CANCELLING) this.gone = { ...this.lastSingle, state: PromptState.GONE };
      this.lastSingle = undefined;
    }
    return this.gone ? [this.gone] : [];
  }
}
