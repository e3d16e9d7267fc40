// SPDX-License-Identifier: Apache-2.0
/**
 * Signing in, folded into `state.signIn`: a -32000 error (auth required) on any request of the
 * client, the `authenticate` and `logout` rows; and `selectSignIn`, which adds the `authMethods`
 * of the `initialize` answer (agent.ts keeps them as sent), normalised once per answer.
 */
import type { AgentView } from './agent-types.js';
import { agentErrorOf, str } from './catalog-methods.js';
import type { AuthEnvVar, AuthMethodView, SignInRecord, SignInState } from './catalog-types.js';
import { isRecord } from './context.js';
import type { MethodRows } from './method-table.js';
import { copyState } from './session.js';
import type { PendingRequest, ToolCallState } from './types.js';

/** ACP's "authentication required". */
const AUTH_REQUIRED = -32000;
const NONE: SignInRecord = Object.freeze({ status: 'none' });

function withSignIn(state: ToolCallState, signIn: SignInRecord | undefined): ToolCallState {
  const next = copyState(state);
  next.signIn = signIn;
  return next;
}

/**
 * Every answer to a client's request, before its method's own fold: -32000 asks for a sign-in
 * (the agent's message kept); a later success of the method that failed so (the connection retries
 * it after a `terminal` or `env_var` sign-in, which no `authenticate` reports) means signed in.
 */
export function signInAnswered(state: ToolCallState, request: PendingRequest, response: Record<string, unknown>): ToolCallState {
  const error = agentErrorOf(response);
  const { signIn } = state;
  if (error?.code === AUTH_REQUIRED) return withSignIn(state, { status: 'required', message: error.message, retry: request.method });
  return !error && signIn?.retry === request.method && signIn.status !== 'signed-in' ? withSignIn(state, { status: 'signed-in' }) : state;
}

export const SIGN_IN_METHODS = {
  authenticate: {
    by: 'client',
    request: (state, _id, params, ctx) =>
      ctx.from !== 'client'
        ? state
        : withSignIn(state, { ...state.signIn, status: 'signing-in', methodId: str(params.methodId), error: undefined }),
    response: (state, request, _result, response) => {
      const error = agentErrorOf(response);
      return request.from !== 'client' ? state : withSignIn(state, { ...state.signIn, status: error ? 'failed' : 'signed-in', error });
    },
  },
  // After a logout the agent asks again (-32000) when it needs to: the state goes back to `none`.
  logout: {
    by: 'client',
    response: (state, request, _result, response) => {
      const error = agentErrorOf(response);
      return request.from !== 'client' ? state : withSignIn(state, error ? { ...(state.signIn ?? NONE), error } : undefined);
    },
  },
} satisfies MethodRows;

/** A method as `<agent-sign-in>` lists it; undefined without a string id and name. Unknown types keep their name and description. */
function methodView(raw: Record<string, unknown>): AuthMethodView | undefined {
  const { id, name, type, description, args, env, vars } = raw;
  if (typeof id !== 'string' || typeof name !== 'string') return undefined;
  // The schema: a method without a type is an `agent` method.
  const view: AuthMethodView = { id, name, type: str(type) ?? 'agent', raw };
  if (typeof description === 'string') view.description = description;
  if (view.type === 'terminal') {
    if (Array.isArray(args)) view.args = args.filter((arg): arg is string => typeof arg === 'string');
    if (isRecord(env))
      view.env = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
  if (view.type === 'env_var' && Array.isArray(vars)) {
    view.vars = vars.flatMap((v): AuthEnvVar[] =>
      isRecord(v) && typeof v.name === 'string'
        ? [
            {
              name: v.name,
              ...(typeof v.label === 'string' && { label: v.label }),
              secret: v.secret !== false,
              optional: v.optional === true,
            },
          ]
        : [],
    );
  }
  return view;
}

const NO_METHODS: readonly AuthMethodView[] = Object.freeze([]);
const methodViews = new WeakMap<AgentView, readonly AuthMethodView[]>();
const signInViews = new WeakMap<SignInRecord, SignInState>();

/** The sign-in: its status and the agent's methods. The same object while neither changed. */
export function selectSignIn(state: ToolCallState): SignInState {
  const { agent } = state;
  const record = state.signIn ?? NONE;
  let methods = agent ? methodViews.get(agent) : NO_METHODS;
  if (!methods) methodViews.set(agent!, (methods = agent!.authMethods.flatMap((raw) => methodView(raw as never) ?? [])));
  const auth = agent?.capabilities.auth as Record<string, unknown> | null | undefined;
  const canLogout = auth?.logout != null;
  let view = signInViews.get(record);
  if (!view || view.methods !== methods || view.canLogout !== canLogout) {
    const shown = Object.entries(record).filter(([key, value]) => value !== undefined && key !== 'retry');
    signInViews.set(record, (view = { ...(Object.fromEntries(shown) as SignInRecord), methods, canLogout }));
  }
  return view;
}
