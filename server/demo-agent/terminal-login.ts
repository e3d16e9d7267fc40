// SPDX-License-Identifier: Apache-2.0
/**
 * The demo agent's terminal sign-in program (`--login-terminal`): what a real agent's `login`
 * command does, without a server. It shows a code, asks for it, and exits 0 (signed in: a marker in
 * the state folder, which the agent checks) on the right one, 1 on a wrong one or when the input
 * ends. Meant for a terminal, where it is interactive; it reads plain lines elsewhere too.
 */
import { randomInt } from 'node:crypto';
import { createInterface } from 'node:readline';
import { c } from './ansi.js';
import { markSignedIn, TERMINAL_METHOD } from './sign-in.js';

export async function runTerminalLogin(
  stateDir: string,
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
): Promise<number> {
  const code = String(randomInt(1000, 10_000));
  output.write(`${c.bold('Demo agent sign-in')}\n`);
  output.write(`Nothing leaves this machine: the right code marks the demo agent as signed in.\n\n`);
  output.write(`Type the code ${c.cyan(code)} and press Enter.\n`);
  const lines = createInterface({ input, output, terminal: (output as NodeJS.WriteStream).isTTY === true });
  try {
    const answer = await new Promise<string | undefined>((resolve) => {
      lines.once('close', () => resolve(undefined));
      lines.question('Code: ', resolve);
    });
    if (answer?.trim() === code) {
      await markSignedIn(stateDir, TERMINAL_METHOD);
      output.write(`${c.green('Signed in.')} You can close this terminal.\n`);
      return 0;
    }
    output.write(`${c.red(answer === undefined ? 'No code given.' : 'Wrong code.')} Nothing changed; try again.\n`);
    return 1;
  } finally {
    lines.close();
  }
}
