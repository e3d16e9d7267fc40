// SPDX-License-Identifier: Apache-2.0
/**
 * The agent this store talks to, as `initialize` described it: its name, what it can do
 * (`agentCapabilities`: prompt content types, `loadSession`, session capabilities, MCP transports)
 * and how a user signs in (`authMethods`), with what the client said it offers
 * (`clientCapabilities`). Folded from the `initialize` response in both modes, so an observing page
 * knows as much as the one that connected. Everything is kept as sent; only the prompt
 * capabilities, which the composer reads on every render, are also normalised once here.
 */
import type { AgentCapabilities, AuthMethod, ClientCapabilities, Implementation } from '@agentclientprotocol/sdk';
import type { AgentView, PromptCapabilities } from './agent-types.js';
import { isRecord } from './context.js';
import type { PendingRequest, ToolCallState } from './types.js';

/** Before any `initialize` answer: text and resource links only. */
export const TEXT_ONLY: PromptCapabilities = Object.freeze({ image: false, audio: false, embeddedContext: false });

function promptCapabilitiesOf(capabilities: Record<string, unknown>): PromptCapabilities {
  const prompt = capabilities.promptCapabilities;
  if (!isRecord(prompt)) return TEXT_ONLY;
  const image = prompt.image === true;
  const audio = prompt.audio === true;
  const embeddedContext = prompt.embeddedContext === true;
  return image || audio || embeddedContext ? { image, audio, embeddedContext } : TEXT_ONLY;
}

/** The `initialize` response: the negotiated version and the agent's self-description. */
export function foldInitialized(state: ToolCallState, request: PendingRequest, result: Record<string, unknown> | undefined): ToolCallState {
  if (!result || typeof result.protocolVersion !== 'number') return state;
  const capabilities = isRecord(result.agentCapabilities) ? result.agentCapabilities : {};
  const agent: AgentView = {
    protocolVersion: result.protocolVersion,
    ...(isRecord(result.agentInfo) ? { info: result.agentInfo as unknown as Implementation } : {}),
    capabilities: capabilities as AgentCapabilities,
    promptCapabilities: promptCapabilitiesOf(capabilities),
    authMethods: Array.isArray(result.authMethods) ? (result.authMethods.filter(isRecord) as unknown as AuthMethod[]) : [],
    ...(isRecord(request.params.clientCapabilities) ? { clientCapabilities: request.params.clientCapabilities as ClientCapabilities } : {}),
    ...(isRecord(request.params.clientInfo) ? { clientInfo: request.params.clientInfo as unknown as Implementation } : {}),
  };
  return { ...state, protocolVersion: result.protocolVersion, agent };
}

/** The agent as its `initialize` answer described it; undefined before one was seen. */
export function selectAgent(state: ToolCallState): AgentView | undefined {
  return state.agent;
}

/** What prompts may carry (images, audio, embedded resources): text only until the agent says more. */
export function selectPromptCapabilities(state: ToolCallState): PromptCapabilities {
  return state.agent?.promptCapabilities ?? TEXT_ONLY;
}
