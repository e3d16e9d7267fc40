// SPDX-License-Identifier: Apache-2.0
/**
 * `/auth/terminal`: a `terminal` sign-in method run for the page (decision 0039). The program is
 * the agent's own command with the method's `args` added and its `env` set, both from the agent's
 * `initialize` answer (auth-methods.ts), in a pseudo-terminal (pty.ts). Frames are JSON text:
 * out `{"type":"output","data"}`, `{"type":"exit","exitCode","signal"}` (then close, 1000) and
 * `{"type":"error","message"}` (then close: 1008 when refused, 1011 when it could not run);
 * in `{"type":"input","data"}` and `{"type":"resize","cols","rows"}` (ignored: `script` cannot pass
 * a resize on; the size given in the URL is set at the start). Closing the socket kills the program.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { RawData, WebSocket } from 'ws';
import type { TerminalMethod } from './auth-methods.js';
import type { AgentCommand } from './processes.js';
import { PTY_ENV, ptyArgv, shellQuote, sizedLine, terminalSize, type PtyForm } from './pty.js';
import { killGroup } from './processes.js';

/** Sign-in programs running at once, at most (each is a process the page started). */
export const MAX_SIGN_IN_TERMINALS = 4;

export interface SignInTerminalRun {
  ws: WebSocket;
  /** Which sign-in terminal this is, for the log. */
  id: number;
  url: URL;
  agent: AgentCommand;
  /** The agent's environment as the bridge starts agents now (with `/auth/env` values). */
  env: NodeJS.ProcessEnv;
  form: PtyForm | undefined;
  method(id: string | null): TerminalMethod | undefined;
  running: Set<ChildProcessWithoutNullStreams>;
  log(line: string): void;
}

/** The agent's command line with `args` added, quoted for /bin/sh. */
export function signInCommandLine(agent: AgentCommand, args: readonly string[]): string {
  const extra = args.map(shellQuote).join(' ');
  if (agent.shell !== undefined) return `${agent.shell}${extra ? ` ${extra}` : ''}`;
  return `exec ${[agent.command!, ...(agent.args ?? []), ...args].map(shellQuote).join(' ')}`;
}

export function runSignInTerminal(run: SignInTerminalRun): void {
  const { ws, id, url, log } = run;
  const send = (frame: Record<string, unknown>) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  };
  const refuse = (code: number, message: string) => {
    log(`bridge: sign-in terminal ${id}: refused: ${message}`);
    send({ type: 'error', message });
    ws.close(code, message.slice(0, 120));
  };
  if (!run.form) return refuse(1008, 'this bridge cannot give a program a terminal here');
  const methodId = url.searchParams.get('method');
  const method = run.method(methodId);
  if (!method) return refuse(1008, `the agent offered no terminal sign-in method ${JSON.stringify(methodId ?? '').slice(0, 80)}`);
  if (run.running.size >= MAX_SIGN_IN_TERMINALS) return refuse(1008, 'too many sign-in programs running');

  const cols = terminalSize(url.searchParams.get('cols'), 80);
  const rows = terminalSize(url.searchParams.get('rows'), 24);
  const [command, ...args] = ptyArgv(run.form, sizedLine(signInCommandLine(run.agent, method.args), cols, rows));
  let child: ChildProcessWithoutNullStreams;
  try {
    child = spawn(command!, args, {
      cwd: run.agent.cwd,
      env: { ...run.env, ...method.env, TERM: 'xterm-256color', COLUMNS: String(cols), LINES: String(rows), ...PTY_ENV },
      detached: true,
    });
  } catch (error) {
    return refuse(1011, `the sign-in program could not start: ${(error as Error).message}`);
  }
  run.running.add(child);
  log(`bridge: sign-in terminal ${id}: running method ${method.id} (pid ${child.pid}, ${cols}x${rows})`);

  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (data: string) => send({ type: 'output', data }));
  }
  child.stdin.on('error', () => undefined); // EPIPE once the program is gone: reported by 'close'
  child.on('error', (error) => {
    run.running.delete(child);
    refuse(1011, `the sign-in program could not start: ${error.message}`);
  });
  child.on('close', (exitCode, signal) => {
    run.running.delete(child);
    log(`bridge: sign-in terminal ${id}: ${signal ? `killed by ${signal}` : `exited with code ${exitCode}`}`);
    send({ type: 'exit', exitCode, signal });
    if (ws.readyState === ws.OPEN) ws.close(1000, 'exited');
  });

  ws.on('message', (data: RawData, isBinary: boolean) => {
    if (isBinary) return;
    let frame: unknown;
    try {
      frame = JSON.parse(data.toString());
    } catch {
      return log(`bridge: sign-in terminal ${id}: ignored a frame that is not JSON`);
    }
    const { type, data: input } = (frame ?? {}) as { type?: unknown; data?: unknown };
    if (type === 'input' && typeof input === 'string') {
      if (child.stdin.writable) child.stdin.write(input);
    } else if (type !== 'resize') {
      log(`bridge: sign-in terminal ${id}: ignored a frame of type ${String(type).slice(0, 40)}`);
    }
  });
  ws.on('close', () => {
    if (child.exitCode === null && child.signalCode === null) killGroup(child);
  });
  ws.on('error', (error) => log(`bridge: sign-in terminal ${id}: ${error.message}`));
}
