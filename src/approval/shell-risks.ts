// SPDX-License-Identifier: Apache-2.0
/**
 * Which segments of a split command a reviewer must look at twice, and why: a recursive delete, a
 * download piped into a shell, elevated privileges, world-writable modes, writes to devices or
 * system paths, force pushes, `eval`, a fork bomb. Rules read words, never run anything; they lean
 * towards flagging what is dangerous however it is spelled (`/bin/rm -fr`, `sudo -u root rm -r`)
 * and stay quiet on everyday commands (`rm file.txt`, `git push origin main`). Pure: no DOM.
 */
import type { ShellSegment } from './shell-split.js';

export const RiskReason = {
  RECURSIVE_DELETE: 'recursive-delete',
  DOWNLOAD_TO_SHELL: 'download-to-shell',
  PRIVILEGE: 'privilege',
  WORLD_WRITABLE: 'world-writable',
  DEVICE_WRITE: 'device-write',
  SYSTEM_WRITE: 'system-write',
  FORCE_PUSH: 'force-push',
  EVAL: 'eval',
  FORK_BOMB: 'fork-bomb',
} as const;
export type RiskReason = (typeof RiskReason)[keyof typeof RiskReason];

const KEYWORDS = new Set([
  '!',
  '{',
  '}',
  '(',
  'then',
  'do',
  'else',
  'elif',
  'if',
  'while',
  'until',
  'time',
  'exec',
  'command',
  'builtin',
  'nohup',
]);
const ELEVATE = new Set(['sudo', 'doas', 'pkexec', 'su', 'run0']);
/** Options of sudo/doas that take a value. */
const ELEVATE_VALUE = new Set(['-u', '-g', '-h', '-p', '-U', '-C', '-D', '-r', '-t', '-T']);
const DOWNLOADERS = new Set([
  'curl',
  'wget',
  'fetch',
  'aria2c',
  'http',
  'https',
  'xh',
  'iwr',
  'invoke-webrequest',
  'irm',
  'invoke-restmethod',
]);
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'mksh', 'fish', 'csh', 'tcsh', 'ash', 'busybox', 'source', '.']);
const INTERPRETERS = new Set([
  'python',
  'python2',
  'python3',
  'perl',
  'ruby',
  'node',
  'php',
  'pwsh',
  'powershell',
  'iex',
  'invoke-expression',
  'deno',
  'bun',
]);
/** Device files a write to is harmless. */
const SAFE_DEVICES = /^\/dev\/(null|zero|full|u?random|stdout|stderr|stdin|tty\w*|pts\/\d+|fd\/\d+)$/;
/** Where a write changes the system or the user's login, keys or shell start-up. */
const SYSTEM_PATH =
  /^(\/(etc|usr|bin|sbin|boot|lib|lib32|lib64|opt|sys|proc|root|var\/(lib|spool|db)|System|Library|private\/etc)(\/|$)|(~|\$HOME|\$\{HOME\}|\/home\/[^/]+|\/Users\/[^/]+)\/\.(ssh|gnupg|aws|kube|docker|config\/autostart|bashrc|bash_profile|bash_login|zshrc|zprofile|zshenv|profile|login|netrc|gitconfig|npmrc|pypirc)(\/|$)|[A-Za-z]:[\\/]Windows([\\/]|$))/i;

/** The program's base name: `/usr/bin/rm` is `rm`, `Invoke-WebRequest` is `invoke-webrequest`. */
function baseName(word: string): string {
  return (word.split(/[\\/]/).pop() ?? word).replace(/\.exe$/i, '').toLowerCase();
}

/** A command's own words, past assignments, keywords and wrappers; `elevated` when one was sudo/doas. */
export function commandWords(words: readonly string[]): { words: string[]; elevated: boolean } {
  let i = 0;
  let elevated = false;
  while (i < words.length) {
    const word = words[i];
    const name = baseName(word);
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(word) || KEYWORDS.has(word)) i++;
    else if (ELEVATE.has(name)) {
      elevated = true;
      i++;
      while (i < words.length && words[i].startsWith('-')) i += ELEVATE_VALUE.has(words[i]) ? 2 : 1;
    } else if (name === 'env') {
      i++;
      while (i < words.length && (words[i].startsWith('-') || /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i]))) i++;
    } else if (name === 'nice' || name === 'ionice' || name === 'stdbuf' || name === 'timeout' || name === 'xargs') {
      i++;
      while (i < words.length && words[i].startsWith('-')) i += /^-(n|c|[oie]|s|k|I|L|P|d)$/.test(words[i]) ? 2 : 1;
      if (name === 'timeout' && i < words.length) i++;
    } else break;
  }
  return { words: words.slice(i), elevated };
}

/** Short options as one cluster each (`-rf` → `rf`), until `--`. */
function shortFlags(args: readonly string[]): string {
  let flags = '';
  for (const arg of args) {
    if (arg === '--') break;
    if (/^-[A-Za-z]+$/.test(arg)) flags += arg.slice(1);
  }
  return flags;
}

const hasLong = (args: readonly string[], ...names: string[]) =>
  args.some((arg) => names.some((n) => arg === n || arg.startsWith(`${n}=`)));

function isDevice(path: string): boolean {
  return path.startsWith('/dev/') && !SAFE_DEVICES.test(path);
}

function writeTargetRisk(path: string): RiskReason | undefined {
  if (isDevice(path)) return RiskReason.DEVICE_WRITE;
  if (SYSTEM_PATH.test(path)) return RiskReason.SYSTEM_WRITE;
  return undefined;
}

/** Whether an interpreter reads its program from standard input (no script, no `-c`/`-e`/`-m`). */
function readsStdin(name: string, args: readonly string[]): boolean {
  for (const arg of args) {
    if (arg === '-' || arg === '--') return true;
    if (arg.startsWith('-')) {
      if (SHELLS.has(name) ? /^-[a-z]*c/i.test(arg) : /^-[cemp]$|^--(eval|command)/i.test(arg)) return false;
      continue;
    }
    return false;
  }
  return true;
}

const SUBSTITUTIONS = new Set(['$(', '`', '<(', '>(']);

const isShell = (name: string) => SHELLS.has(name) || INTERPRETERS.has(name);

/** Reasons of one command segment, by its own words alone. */
function commandRisks(segment: ShellSegment): RiskReason[] {
  const { words, elevated } = commandWords(segment.words);
  const reasons: RiskReason[] = elevated ? [RiskReason.PRIVILEGE] : [];
  if (words.length === 0) return reasons;
  const name = baseName(words[0]);
  const args = words.slice(1);
  const flags = shortFlags(args);
  if (name === 'rm' && (/[rR]/.test(flags) || hasLong(args, '--recursive'))) reasons.push(RiskReason.RECURSIVE_DELETE);
  if (name === 'find') {
    const exec = args.findIndex((arg) => arg === '-exec' || arg === '-execdir' || arg === '-ok');
    if (args.includes('-delete') || (exec >= 0 && ['rm', 'shred', 'unlink'].includes(baseName(args[exec + 1] ?? '')))) {
      reasons.push(RiskReason.RECURSIVE_DELETE);
    }
  }
  if (name === 'chmod') {
    const mode = args.find((arg) => !arg.startsWith('-') || /^-[rwxXst]/.test(arg));
    // An octal mode whose last digit lets others write, or a symbolic one granting `o`/`a` write.
    if (mode && (/^[0-7]?[0-7]{2}[2367]$/.test(mode) || /(^|,)[ugo]*[ao][ugoa]*[+=][rwxXst]*w/.test(mode))) {
      reasons.push(RiskReason.WORLD_WRITABLE);
    }
  }
  if (name === 'dd') {
    const target = args.find((arg) => arg.startsWith('of='))?.slice(3);
    const risk = target === undefined ? undefined : writeTargetRisk(target);
    if (risk) reasons.push(risk);
  }
  if (/^(mkfs(\..+)?|mke2fs|mkswap|mkntfs|fdisk|sfdisk|gdisk|parted|wipefs|diskutil)$/.test(name)) reasons.push(RiskReason.DEVICE_WRITE);
  if (name === 'shred' && args.some(isDevice)) reasons.push(RiskReason.DEVICE_WRITE);
  if (name === 'tee' || name === 'cp' || name === 'mv' || name === 'install' || name === 'ln' || name === 'rsync') {
    const operands = args.filter((arg) => !arg.startsWith('-'));
    const targets = name === 'tee' ? operands : operands.slice(-1);
    const risk = targets.map(writeTargetRisk).find(Boolean);
    if (risk && (name === 'tee' || operands.length >= 2)) reasons.push(risk);
  }
  if (name === 'git') {
    let i = 0;
    while (i < args.length && args[i].startsWith('-')) i += /^-[Cc]$/.test(args[i]) ? 2 : 1;
    if (args[i] === 'push') {
      const rest = args.slice(i + 1);
      const force = /f/.test(shortFlags(rest)) || hasLong(rest, '--force', '--force-with-lease', '--force-if-includes');
      if (force || rest.some((arg) => /^\+[^+]/.test(arg))) reasons.push(RiskReason.FORCE_PUSH);
    }
  }
  if (name === 'eval' || name === 'iex' || name === 'invoke-expression') reasons.push(RiskReason.EVAL);
  return reasons;
}

/** A fork bomb, written as `:(){ :|:& };:` or with any name. */
const FORK_BOMB = /(^|[\s;&|({])([A-Za-z_:][\w:.-]*)\s*\(\)\s*\{[^}]*?\2\s*\|\s*\2\s*&/;

export function isForkBomb(command: string): boolean {
  return FORK_BOMB.test(command);
}

/**
 * Each segment's reasons, by index (empty when it is fine). Context matters for two: a shell after
 * a download in one pipeline, or a shell fed by a substitution that downloads (`bash <(curl …)`).
 */
export function segmentRisks(segments: readonly ShellSegment[], command = ''): RiskReason[][] {
  const risks = segments.map((segment) => {
    if (segment.kind === 'redirect') {
      const target = segment.words[0];
      const write = segment.joiner !== undefined && /[>]/.test(segment.joiner);
      const risk = target !== undefined && write ? writeTargetRisk(target) : undefined;
      return risk ? [risk] : [];
    }
    return commandRisks(segment);
  });
  const programOf = (segment: ShellSegment) => {
    const { words } = commandWords(segment.words);
    return { name: baseName(words[0] ?? ''), args: words.slice(1) };
  };
  segments.forEach((segment, index) => {
    if (segment.kind !== 'command') return;
    const { name, args } = programOf(segment);
    if (!isShell(name)) return;
    const downloads = (other: ShellSegment) => other.kind === 'command' && DOWNLOADERS.has(programOf(other).name);
    const piped =
      segment.joiner !== undefined &&
      ['|', '|&'].includes(segment.joiner) &&
      readsStdin(name, args) &&
      segments.slice(0, index).some((other) => other.pipeline === segment.pipeline && other.depth === segment.depth && downloads(other));
    // A download fed to it through `<(…)` or a `$(…)` argument (not a `-c` script's own commands: those are judged alone).
    const fed = segments.some((other) => other.parent === index && SUBSTITUTIONS.has(other.joiner ?? '') && downloads(other));
    if ((piped || fed) && !risks[index].includes(RiskReason.DOWNLOAD_TO_SHELL)) risks[index].push(RiskReason.DOWNLOAD_TO_SHELL);
  });
  // `eval "$(curl …)"` too: eval of a download.
  risks.forEach((reasons, index) => {
    if (!reasons.includes(RiskReason.EVAL) || reasons.includes(RiskReason.DOWNLOAD_TO_SHELL)) return;
    if (
      segments.some((other) => other.parent === index && SUBSTITUTIONS.has(other.joiner ?? '') && DOWNLOADERS.has(programOf(other).name))
    ) {
      reasons.push(RiskReason.DOWNLOAD_TO_SHELL);
    }
  });
  if (command && isForkBomb(command)) {
    const first = segments.findIndex((segment) => segment.kind === 'command');
    if (first >= 0) risks[first].push(RiskReason.FORK_BOMB);
  }
  return risks;
}
