// SPDX-License-Identifier: Apache-2.0
/**
 * Deterministic randomness and realistic text for the synthetic ACP streams of the benchmarks
 * (bench/state-fold.bench.ts in Node, bench/pages/synthetic-session.ts in the page). DOM-free.
 */

export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (p: number): boolean => next() < p;
  const alnum = (length: number): string => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(next() * alphabet.length)];
    return out;
  };
  const uuid = (): string => {
    const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[int(0, 15)]).join('');
    return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
  };
  return { next, int, pick, chance, alnum, uuid };
}

export type Random = ReturnType<typeof createRandom>;

// ---------------------------------------------------------------------------------------------
// Realistic text

export const WORDS = (
  'the a to of and in is for that this file function test return value error user config module import ' +
  'export const let async await greeting validate name score clamp update change check build run look ' +
  'read write search TODO helper source project output command shell result expected actual fix now next'
).split(' ');
export const COMMANDS = [
  'npm test',
  'npm run build',
  'git status --short',
  'git diff --stat',
  'ls -la',
  'grep -rn TODO .',
  'node --version',
  "printf '\\033[31mred\\033[0m\\n'",
  'cargo test --quiet',
  'pytest -q',
];
export const SEARCH_PATTERNS = ['TODO', 'greet', 'export function', 'clamp', 'FIXME'];

export function sentence(random: Random, minChars: number, maxChars: number): string {
  const target = random.int(minChars, maxChars);
  let text = '';
  while (text.length < target) text += (text === '' ? '' : ' ') + random.pick(WORDS);
  return `${text}.`;
}

export function sourceLines(random: Random, lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    const indent = '  '.repeat(random.int(0, 2));
    out.push(`${indent}${random.pick(['const', 'return', 'export function', '//', 'if (', 'await'])} ${sentence(random, 10, 50)}`);
  }
  return `${out.join('\n')}\n`;
}

/** Terminal output as test runners print it: colours, dim timings, CRLF. */
export function ansiOutput(random: Random, lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    const mark = random.chance(0.85) ? '\u001b[32m✓\u001b[0m' : '\u001b[31m✗\u001b[0m';
    out.push(`${mark} ${sentence(random, 12, 60)} \u001b[2m(${random.int(1, 400)} ms)\u001b[22m`);
  }
  return `${out.join('\r\n')}\r\n`;
}
