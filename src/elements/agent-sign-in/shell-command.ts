// SPDX-License-Identifier: Apache-2.0
/**
 * The command a `terminal` sign-in method runs, written out for a POSIX shell, for a user without
 * a terminal in the page to type or paste: the method's environment as assignments, the agent's
 * command as the bridge reported it (already shell text), then the method's arguments, each quoted
 * so that the shell reads it back as exactly one word and expands nothing. The arguments come from
 * the agent: `$(rm -rf ~)` must come out as the text it is, never as a command to run.
 */

/** Words a shell reads as they are, unquoted. */
const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;
/**
 * Characters that do not show as themselves: controls, format characters (bidirectional
 * overrides, zero-width ones, tags), separators and spaces other than U+0020, variation selectors,
 * fillers. (The approval layer's list, kept here so that this on-demand element does not split it
 * out of the startup bundle; a shell escape is cheap to give a few more characters.)
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Z}\u115f\u1160\u2800\u3164\uffa0]|\p{Variation_Selector}|\u034f|\u17b4|\u17b5/u;
const isHidden = (char: string) => char !== ' ' && HIDDEN.test(char);

/** A name a shell takes as a variable assignment (`NAME=value`). */
const ASSIGNABLE = /^[A-Za-z_][A-Za-z0-9_]*$/;

const hex = (code: number, digits: number) => code.toString(16).padStart(digits, '0');

/**
 * `$'…'` (bash, zsh, ksh) with every hidden character as an escape: a control character, a
 * bidirectional override or a zero-width space would otherwise reach the clipboard unseen.
 */
function escapedQuote(word: string): string {
  let out = "$'";
  for (const char of word) {
    const code = char.codePointAt(0)!;
    if (char === '\\' || char === "'") out += `\\${char}`;
    else if (!isHidden(char)) out += char;
    else if (code <= 0xff) out += `\\x${hex(code, 2)}`;
    else if (code <= 0xffff) out += `\\u${hex(code, 4)}`;
    else out += `\\U${hex(code, 8)}`;
  }
  return `${out}'`;
}

/** One word for a POSIX shell: as it is when safe, else single-quoted, else escaped (hidden characters). */
export function shellQuote(word: string): string {
  if (PLAIN.test(word)) return word;
  if ([...word].some((char) => isHidden(char))) return escapedQuote(word);
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

export interface SignInCommand {
  /** The agent's command line as a user would type it (the bridge's `agentCommand`). */
  agentCommand: string;
  args?: readonly string[];
  env?: Readonly<Record<string, string>>;
}

/**
 * The whole command line. Assignments go first (`NAME=value cmd`); when a name is not one a shell
 * takes as an assignment, they all go through `env`, each quoted whole, so none can become a command.
 */
export function signInCommandLine({ agentCommand, args = [], env = {} }: SignInCommand): string {
  const entries = Object.entries(env);
  const prefix = entries.every(([name]) => ASSIGNABLE.test(name))
    ? entries.map(([name, value]) => `${name}=${shellQuote(value)}`)
    : ['env', ...entries.map(([name, value]) => shellQuote(`${name}=${value}`))];
  return [...prefix, agentCommand.trim(), ...args.map(shellQuote)].filter((part) => part !== '').join(' ');
}
