// SPDX-License-Identifier: Apache-2.0
/**
 * The shape of the reducer's dispatch table: one row per ACP method, saying who sends it and how
 * its request, notification and response fold. Each domain module exports the rows it owns
 * (`MethodRows`); methods.ts joins them into the one table the reducer looks methods up in.
 *
 * Method names and their senders come from the SDK's `AGENT_METHODS`, `CLIENT_METHODS` and
 * `PROTOCOL_METHODS` (the `unstable` entry, as connect-acp.ts uses), as types only: the SDK's
 * runtime entries bring its zod schemas with them, far more than the whole state. The table is
 * typed by these names, so a method the SDK adds, drops or moves to the other side fails to
 * compile until its row says what to do with it.
 */
import type { AGENT_METHODS, CLIENT_METHODS, PROTOCOL_METHODS } from '@agentclientprotocol/sdk/unstable';
import type { FoldContext } from './context.js';
import type { PendingRequest, RequestId, Sender, ToolCallState } from './types.js';

type ValueOf<T> = T[keyof T];

/** What the client implements, so the agent sends. */
type AgentSent = ValueOf<typeof CLIENT_METHODS>;
/**
 * What the agent implements, so the client sends; and the unstable `session/set_model` that the
 * SDK no longer lists but published agents still answer (decision 0034).
 */
type ClientSent = ValueOf<typeof AGENT_METHODS> | 'session/set_model';
/** Either side may send these. */
type EitherSent = ValueOf<typeof PROTOCOL_METHODS>;

/** Every method ACP defines (`_`-prefixed extension methods aside). */
export type AcpMethod = AgentSent | ClientSent | EitherSent;

export type MethodSender = Sender | 'both';

/** Who sends `M`, as the SDK says. */
export type SenderOf<M extends AcpMethod> = M extends EitherSent
  ? 'both'
  : M extends AgentSent
    ? M extends ClientSent
      ? 'both'
      : 'agent'
    : 'client';

/** A request with an id, after the reducer recorded it in `state.requests`. */
export type RequestFold = (state: ToolCallState, id: RequestId, params: Record<string, unknown>, ctx: FoldContext) => ToolCallState;

/** A notification, or a request with `id: null` (`nullId`), which folds like one (decision 0032). */
export type NotificationFold = (state: ToolCallState, params: Record<string, unknown>, ctx: FoldContext, nullId: boolean) => ToolCallState;

/**
 * The other side's response to a request of this method, after the reducer took the request out of
 * `state.requests`. `result` is the response's `result` when it is an object.
 */
export type ResponseFold = (
  state: ToolCallState,
  request: PendingRequest,
  result: Record<string, unknown> | undefined,
  response: Record<string, unknown>,
  ctx: FoldContext,
) => ToolCallState;

/**
 * One method. `by` decides only whether the method is known from a sender: from the other side it
 * is reported as unknown and still handed to its folds, so a fold that must ignore the wrong sender
 * checks `ctx.from` (or the request's `from`) itself.
 */
export interface MethodRow<By extends MethodSender = MethodSender> {
  readonly by: By;
  readonly request?: RequestFold;
  readonly notification?: NotificationFold;
  readonly response?: ResponseFold;
}

/** Some rows of the table: what a domain module exports. */
export type MethodRows = { readonly [M in AcpMethod]?: MethodRow<SenderOf<M>> };

/** The whole table: a row for every method. */
export type MethodTable = { readonly [M in AcpMethod]: MethodRow<SenderOf<M>> };
