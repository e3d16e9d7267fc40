// SPDX-License-Identifier: Apache-2.0
/**
 * A pseudo-terminal without native code: Node has none built in, and the bridge adds no native
 * dependency, so it borrows the system's `script` command, which runs a program in a new
 * pseudo-terminal and copies it to and from its own stdin/stdout (pipes, here).
 * - util-linux (Linux): `script -qefc '<command line>' /dev/null`; the command line goes through
 *   `$SHELL -c`, so SHELL is set to /bin/sh and every argument is single-quoted;
 *   `-e` returns the program's exit status, `-f` flushes its output as it comes.
 * - BSD (macOS, FreeBSD): `script -q /dev/null /bin/sh -c '<command line>'`: argv, no extra quoting
 *   layer; it exits with the program's status.
 * Which one this system has is found by trying both (`detectPty`): the probe only counts when the
 * probed program saw a terminal on stdin and stdout and its exit status came back, so a `script`
 * that behaves otherwise leaves the bridge without a terminal (and `auth.terminal` false).
 * No resize: `script` has no way to pass one on. The size is set once, at the start, from the
 * page's `cols` and `rows` (`stty` inside the terminal, and COLUMNS / LINES).
 */
import { spawn } from 'node:child_process';

export type PtyForm = 'util-linux' | 'bsd';

const PROBE_EXIT = 7;
const PROBE_TIMEOUT_MS = 3000;

/** The argv that runs the `/bin/sh` command line `line` in a new pseudo-terminal. */
export function ptyArgv(form: PtyForm, line: string): string[] {
  return form === 'util-linux' ? ['script', '-qefc', line, '/dev/null'] : ['script', '-q', '/dev/null', '/bin/sh', '-c', line];
}

/** The environment `script` needs on top of the program's: util-linux runs the line with `$SHELL -c`. */
export const PTY_ENV = { SHELL: '/bin/sh' } as const;

/**
 * One argument for a POSIX shell: as is when it is plainly safe, else in single quotes (a quote
 * inside closes, escapes and reopens them). Nothing in the result is expanded by the shell.
 */
export function shellQuote(arg: string): string {
  if (/^[\w@%+:,./-]+$/.test(arg)) return arg;
  return `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** A size the pty accepts (1 to 1000), or the fallback. */
export function terminalSize(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= 1000 ? value : fallback;
}

/** The `/bin/sh` line that sizes the terminal, then runs `program` (a shell command line already quoted). */
export function sizedLine(program: string, cols: number, rows: number): string {
  return `stty cols ${cols} rows ${rows} 2>/dev/null; ${program}`;
}

function probe(form: PtyForm): Promise<boolean> {
  const [command, ...args] = ptyArgv(form, `test -t 0 && test -t 1 && exit ${PROBE_EXIT}`);
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn(command!, args, { env: { ...process.env, ...PTY_ENV }, stdio: ['pipe', 'ignore', 'ignore'] });
    } catch {
      return resolve(false);
    }
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(false);
    }, PROBE_TIMEOUT_MS);
    child.once('error', () => {
      clearTimeout(timer);
      resolve(false);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      child.stdin.destroy();
      resolve(code === PROBE_EXIT);
    });
  });
}

/** The form of `script` that works here, or undefined (no usable pseudo-terminal: Windows, or no `script`). */
export async function detectPty(): Promise<PtyForm | undefined> {
  if (process.platform === 'win32') return undefined;
  const forms: PtyForm[] = process.platform === 'linux' ? ['util-linux', 'bsd'] : ['bsd', 'util-linux'];
  for (const form of forms) if (await probe(form)) return form;
  return undefined;
}
