// SPDX-License-Identifier: Apache-2.0
/** The agent's view-model types (agent.ts folds them), apart so that types.ts can name them without a loop. */
import type { AgentCapabilities, AuthMethod, ClientCapabilities, Implementation } from '@agentclientprotocol/sdk';

export type { AgentCapabilities, AuthMethod, ClientCapabilities, Implementation };

/** What a prompt may contain besides text and resource links (ACP: each defaults to false). */
export interface PromptCapabilities {
  readonly image: boolean;
  readonly audio: boolean;
  /** Embedded `resource` blocks (the content itself rather than a link). */
  readonly embeddedContext: boolean;
}

export interface AgentView {
  /** The protocol version the agent answered with. */
  readonly protocolVersion: number;
  /** `agentInfo` as sent (`name`, `title`, `version`), if the agent sent one. */
  readonly info?: Implementation;
  /** `agentCapabilities` as sent (`{}` when missing or not an object); unknown fields are kept. */
  readonly capabilities: AgentCapabilities;
  /** `capabilities.promptCapabilities`, read once: a field that is not `true` is false. */
  readonly promptCapabilities: PromptCapabilities;
  /** `authMethods` as sent (entries that are not objects left out). */
  readonly authMethods: readonly AuthMethod[];
  /** `clientCapabilities` of the `initialize` request, as the client sent them. */
  readonly clientCapabilities?: ClientCapabilities;
  /** `clientInfo` of the `initialize` request. */
  readonly clientInfo?: Implementation;
}
