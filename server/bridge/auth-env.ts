// SPDX-License-Identifier: Apache-2.0
/**
 * `POST /auth/env`: the values of an `env_var` sign-in method (decision 0039). Only a method of
 * the agent's latest `initialize` answer, only the variables it names (every one it does not mark
 * optional), and never a variable that changes how a program is loaded or found (PATH, LD_*,
 * NODE_OPTIONS, …): an agent may name such a variable, but the page's answer must not become code
 * the bridge runs. The values stay in the bridge's memory (bridge.ts); this module never logs them.
 */
import { ENV_NAME, type EnvVarMethod } from './auth-methods.js';

/** Largest request body accepted. */
export const MAX_ENV_BODY_BYTES = 64 * 1024;

/** Variables that decide what code runs or where it is found, in the common shells, loaders and runtimes. */
const REFUSED_NAMES =
  /^(PATH|HOME|SHELL|ENV|BASH_ENV|IFS|CDPATH|PS4|LD_\w*|DYLD_\w*|NODE_OPTIONS|NODE_PATH|NODE_EXTRA_CA_CERTS|PYTHON\w*|PERL5?\w*|RUBY\w*|GEM_\w*|JAVA_TOOL_OPTIONS|_JAVA_OPTIONS|GIT_\w*|SSL_CERT_\w*|TMPDIR)$/i;

export type EnvRequest = { values: Record<string, string> } | { error: string };

/** Checks a parsed request body against the method the agent offered (`method` undefined: it offered none by that id). */
export function checkEnvRequest(body: unknown, method: EnvVarMethod | undefined): EnvRequest {
  if (typeof body !== 'object' || body === null) return { error: 'the body must be a JSON object' };
  const { methodId, values } = body as { methodId?: unknown; values?: unknown };
  if (!method) return { error: `the agent offered no env_var sign-in method ${JSON.stringify(String(methodId)).slice(0, 80)}` };
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return { error: '"values" must be an object' };
  const allowed = new Set(method.vars.map((v) => v.name));
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!allowed.has(name)) return { error: `the method does not name the variable ${JSON.stringify(name).slice(0, 80)}` };
    if (!ENV_NAME.test(name) || REFUSED_NAMES.test(name)) return { error: `the bridge does not set ${name}` };
    if (typeof value !== 'string' || value.includes('\0')) return { error: `the value of ${name} must be a string without NUL` };
    kept[name] = value;
  }
  const missing = method.vars.filter((v) => !v.optional && !(v.name in kept)).map((v) => v.name);
  if (missing.length > 0) return { error: `missing ${missing.join(', ')}` };
  if (Object.keys(kept).length === 0) return { error: 'no values' };
  return { values: kept };
}
