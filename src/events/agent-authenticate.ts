// SPDX-License-Identifier: Apache-2.0
/**
 * A sign-in program running in a pseudo-terminal (a `terminal` auth method), as the connection
 * hands it to `<agent-sign-in>`: output in, keystrokes out.
 */
export interface SignInTerminal {
  /** Calls `listener` with everything the program writes (text with ANSI escapes), earlier output first. Returns an unsubscribe. */
  onOutput(listener: (data: string) => void): () => void;
  /** Sends the user's keystrokes to the program. */
  write(data: string): void;
  resize(cols: number, rows: number): void;
  /** Settles when the program ends (exit code 0: signed in); rejects when it could not run. */
  readonly exited: Promise<{ exitCode: number | null; signal?: string | null }>;
  /** Ends the program (the user gave up). */
  kill(): void;
}

export interface AgentAuthenticateDetail {
  /** The `id` of the method the user chose. */
  methodId: string;
  /** `env_var` methods: the values typed, by variable name. Secret: send them only to the bridge. */
  values?: Record<string, string>;
  /**
   * Set by the listener that runs a `terminal` method (connectAcp, synchronously while the event is
   * dispatched): the program to show. The element draws it in a `<terminal-view>` that takes keys.
   */
  terminal?: SignInTerminal;
}

/**
 * The user chose a sign-in method in `<agent-sign-in>`. A request: a connection signs in with it
 * (`authenticate`, a terminal program, or environment variables through the bridge) and then
 * retries the request that failed, unless a listener before the connection's prevented the event.
 */
export class AgentAuthenticateEvent extends Event {
  static readonly eventName = 'agent-authenticate';
  readonly detail: AgentAuthenticateDetail;

  constructor(detail: AgentAuthenticateDetail) {
    super(AgentAuthenticateEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'agent-authenticate': AgentAuthenticateEvent;
  }
}
