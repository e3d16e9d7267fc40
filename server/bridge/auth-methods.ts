// SPDX-License-Identifier: Apache-2.0
/**
 * The sign-in methods the agent offered in the latest `initialize` answer this bridge relayed:
 * the only source of what `/auth/terminal` runs (its `args` and `env`) and of the variables
 * `/auth/env` sets. Never the page: the page names a method, the agent's answer says what it is.
 * The frames are looked at cheaply: a client frame is parsed only when it mentions "initialize",
 * an agent line only while an `initialize` request of that connection waits for its answer
 * (answer-watch.ts). The methods are untrusted input: one whose fields are not what the schema says is not kept.
 */
import { isRecord, watchAnswers, type AnswerWatch } from './answer-watch.js';

export interface TerminalMethod {
  id: string;
  args: string[];
  env: Record<string, string>;
}

export interface EnvVarMethod {
  id: string;
  vars: { name: string; optional: boolean }[];
}

/** A name a POSIX environment can carry. */
export const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const MAX_ID = 200;
const MAX_ARGS = 64;
const MAX_TEXT = 4096;

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_TEXT && !value.includes('\0');
}

function terminalMethod(id: string, method: Record<string, unknown>): TerminalMethod | undefined {
  const args = method['args'] ?? [];
  const env = method['env'] ?? {};
  if (!Array.isArray(args) || args.length > MAX_ARGS || !args.every(isText)) return undefined;
  if (!isRecord(env) || !Object.entries(env).every(([name, value]) => ENV_NAME.test(name) && isText(value))) return undefined;
  return { id, args: [...args], env: { ...(env as Record<string, string>) } };
}

function envVarMethod(id: string, method: Record<string, unknown>): EnvVarMethod | undefined {
  const vars = method['vars'];
  if (!Array.isArray(vars) || vars.length === 0 || vars.length > MAX_ARGS) return undefined;
  const kept: EnvVarMethod['vars'] = [];
  for (const item of vars) {
    if (!isRecord(item) || typeof item['name'] !== 'string' || !ENV_NAME.test(item['name'])) return undefined;
    kept.push({ name: item['name'], optional: item['optional'] === true });
  }
  return { id, vars: kept };
}

export class AuthMethods {
  private terminal = new Map<string, TerminalMethod>();
  private envVar = new Map<string, EnvVarMethod>();

  /** Replaces what is known with the `authMethods` of an `initialize` result. */
  take(authMethods: unknown): void {
    this.terminal = new Map();
    this.envVar = new Map();
    if (!Array.isArray(authMethods)) return;
    for (const method of authMethods) {
      if (!isRecord(method) || typeof method['id'] !== 'string' || method['id'] === '' || method['id'].length > MAX_ID) continue;
      const id = method['id'];
      if (method['type'] === 'terminal') {
        const kept = terminalMethod(id, method);
        if (kept) this.terminal.set(id, kept);
      } else if (method['type'] === 'env_var') {
        const kept = envVarMethod(id, method);
        if (kept) this.envVar.set(id, kept);
      }
    }
  }

  terminalMethod(id: string | null): TerminalMethod | undefined {
    return id === null ? undefined : this.terminal.get(id);
  }

  envVarMethod(id: unknown): EnvVarMethod | undefined {
    return typeof id === 'string' ? this.envVar.get(id) : undefined;
  }

  /** Watches one connection's frames for its `initialize` request and the answer to it. */
  watch(): AnswerWatch {
    return watchAnswers(['initialize'], (_method, _params, result) => this.take(result['authMethods']));
  }
}
