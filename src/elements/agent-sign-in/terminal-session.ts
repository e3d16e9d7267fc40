// SPDX-License-Identifier: Apache-2.0
/**
 * One run of a `terminal` sign-in method as `<agent-sign-in>` shows it: the program the connection
 * handed over (`SignInTerminal`), its output fed into the page's `<terminal-view>`, the user's keys
 * and the view's size sent back, and how it ended. The element owns the run from the moment the
 * event returned it: Cancel, or the element leaving the page, ends the program.
 */
import type { SignInTerminal } from '../../events/agent-authenticate.js';

/** Where the run stands. */
export type TerminalOutcome =
  | { kind: 'running' }
  | { kind: 'signed-in' }
  | { kind: 'exit'; exitCode: number | null; signal?: string | null }
  | { kind: 'error'; message: string }
  | { kind: 'cancelled' };

/** What the run writes the program's output to: a `<terminal-view>`. */
export interface OutputSink {
  write(data: string): unknown;
}

export class SignInTerminalSession {
  outcome: TerminalOutcome = { kind: 'running' };
  private sink: OutputSink | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    readonly methodId: string,
    private readonly terminal: SignInTerminal,
    /** Called when the outcome changes. */
    private readonly changed: () => void,
  ) {
    terminal.exited.then(
      ({ exitCode, signal }) => this.settle(exitCode === 0 ? { kind: 'signed-in' } : { kind: 'exit', exitCode, signal }),
      (error: unknown) => this.settle({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
    );
  }

  get running(): boolean {
    return this.outcome.kind === 'running';
  }

  /**
   * Feeds the program's output to `sink` (the terminal in the page). The program's earlier output
   * comes first, so a view that appears late, or anew, misses nothing.
   */
  show(sink: OutputSink): void {
    if (sink === this.sink) return;
    this.unsubscribe?.();
    this.sink = sink;
    this.unsubscribe = this.terminal.onOutput((data) => void sink.write(data));
  }

  input(data: string): void {
    if (this.running) this.terminal.write(data);
  }

  resize(cols: number, rows: number): void {
    if (this.running && cols > 0 && rows > 0) this.terminal.resize(cols, rows);
  }

  /** The user gave up: the program ends, and its exit is no longer news. */
  cancel(): void {
    if (!this.running) return;
    this.outcome = { kind: 'cancelled' };
    this.terminal.kill();
    this.changed();
  }

  /** The element is done with the run: output no longer followed, a running program ended. */
  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.sink = undefined;
    if (this.running) {
      this.outcome = { kind: 'cancelled' };
      this.terminal.kill();
    }
  }

  private settle(outcome: TerminalOutcome): void {
    if (!this.running) return;
    this.outcome = outcome;
    this.changed();
  }
}
