// SPDX-License-Identifier: Apache-2.0
/**
 * The demo agent's sign-in (only with `--login`): three ways in, all local and fake.
 * - `demo-login` (type `agent`): `authenticate` succeeds.
 * - `demo-terminal` (type `terminal`): the client runs this agent's command with `--login-terminal`
 *   in a terminal (terminal-login.ts), which asks for a code and, given the right one, writes a
 *   marker into the state folder. A separate process: the marker is how this one learns of it,
 *   and why signing in outlives the agent process (a page reload starts a new one).
 * - `demo-env` (type `env_var`, unstable in the schema): DEMO_API_KEY set in the agent's environment.
 * `logout` removes the marker (DEMO_API_KEY, if set, still counts).
 */
import { RequestError, type AuthMethod, type ClientCapabilities } from '@agentclientprotocol/sdk';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const LOGIN_METHOD = 'demo-login';
export const TERMINAL_METHOD = 'demo-terminal';
export const ENV_METHOD = 'demo-env';
export const ENV_VAR = 'DEMO_API_KEY';
/** The flag that makes the agent's command the terminal sign-in program. */
export const TERMINAL_FLAG = '--login-terminal';

export function signedInMarker(stateDir: string): string {
  return join(stateDir, 'signed-in.json');
}

/** Records a sign-in for every agent process of this state folder. */
export async function markSignedIn(stateDir: string, methodId: string): Promise<void> {
  await writeFile(signedInMarker(stateDir), JSON.stringify({ methodId, at: new Date().toISOString() }));
}

export class SignIn {
  constructor(
    /** `--login`: without it nothing asks for a sign-in. */
    readonly required: boolean,
    private readonly stateDir: string,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  signedIn(): boolean {
    if (!this.required) return true;
    return (this.env[ENV_VAR] ?? '') !== '' || existsSync(signedInMarker(this.stateDir));
  }

  /** Throws the ACP "Authentication required" error (-32000) until signed in. */
  check(): void {
    if (!this.signedIn()) throw RequestError.authRequired();
  }

  /**
   * The methods for `initialize`. The terminal one only when the client said it can run one
   * (`clientCapabilities.auth.terminal`), as the protocol requires of agents.
   */
  methods(client: ClientCapabilities | undefined): AuthMethod[] {
    if (!this.required) return [];
    const methods: (AuthMethod | Record<string, unknown>)[] = [
      { id: LOGIN_METHOD, name: 'Demo sign-in', description: 'Signs in at once: nothing to type, nothing sent anywhere.' },
    ];
    if (client?.auth?.terminal === true) {
      methods.push({
        type: 'terminal',
        id: TERMINAL_METHOD,
        name: 'Sign in in a terminal',
        description: 'Runs the demo agent’s login program, which asks for a code it shows you.',
        args: [TERMINAL_FLAG],
      });
    }
    // `env_var` is not in the stable schema's union yet; codex-acp sends such methods.
    methods.push({
      type: 'env_var',
      id: ENV_METHOD,
      name: 'Demo API key',
      description: `Set ${ENV_VAR} to any value for the agent.`,
      vars: [{ name: ENV_VAR, label: 'Demo API key (any value)', secret: true }],
    });
    return methods as AuthMethod[];
  }

  async authenticate(methodId: string): Promise<void> {
    if (!this.required || methodId !== LOGIN_METHOD) {
      const why =
        methodId === TERMINAL_METHOD
          ? `${TERMINAL_METHOD} is a terminal method: run the agent with ${TERMINAL_FLAG} instead`
          : methodId === ENV_METHOD && this.required
            ? `${ENV_METHOD} is an environment variable method: start the agent with ${ENV_VAR} set instead`
            : `no sign-in method ${JSON.stringify(methodId)}`;
      throw RequestError.invalidParams({ methodId }, why);
    }
    await markSignedIn(this.stateDir, methodId);
  }

  async logout(): Promise<void> {
    await rm(signedInMarker(this.stateDir), { force: true });
  }
}
