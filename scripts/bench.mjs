// SPDX-License-Identifier: Apache-2.0
// `npm run bench`: runs every bench/*.bench.ts, one after another (benchmarks must not compete for
// the CPU) with a rest between them (see REST_MS), each in its own process. Exits non-zero when any
// of them does, after running all of them. Arguments filter by file name: `npm run bench --
// state-fold` runs the matching ones.
//
// `npm run bench -- --against <git-ref> [--rounds N] [--rest S] [--verbose] [filters…]` compares
// instead of judging budgets: it checks the ref out beside this tree (a detached `git worktree`
// under the OS temporary directory, removed at the end), then runs each selected bench for both
// trees alternately in the same run and prints, per figure, each side's median, the ratio new/old
// and a verdict (see judge() for the noise rule). --rounds: pairs of runs (default and least 5);
// --rest: seconds between runs (default 5); --verbose: every run's own output. The bench files
// always come from this tree; the env var BENCH_ROOT points them at the other tree's src/
// (bench/support/src-root-hooks.mjs for Node imports, bench/support/browser-bench.ts for bundled
// pages). Exits 1 when a figure is worse beyond noise, 2 when a run gave no figures. A bench prints
// figures only when its setup was valid, whatever its budgets said: a comparison does not need them met.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BENCH_DIR = 'bench';
const HERE = process.cwd();
const RESULT_PREFIX = 'BENCH_RESULT ';
const RUNNER = ['--import', 'tsx', '--import', './bench/support/src-root-hooks.mjs'];

/**
 * A rest between benchmarks. On a 2-core machine a burst on both cores slows the machine for a
 * while after it ends, so the next browser bench's frames miss their vsync. See docs/decisions/.
 */
const REST_MS = 30_000;

function parseArgs(argv) {
  const options = { against: undefined, rounds: 5, restMs: 5_000, verbose: false, filters: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) usage(`${arg} needs a value`);
      return argv[++i];
    };
    if (arg === '--against') options.against = value();
    else if (arg === '--rounds') options.rounds = Number(value());
    else if (arg === '--rest') options.restMs = Number(value()) * 1000;
    else if (arg === '--verbose') options.verbose = true;
    else if (arg.startsWith('--')) usage(`unknown option ${arg}`);
    else options.filters.push(arg);
  }
  // Fewer than 5 rounds cannot give a 90 % interval from their order statistics (see orderIndex).
  if (!Number.isInteger(options.rounds) || options.rounds < 5) usage('--rounds must be an integer of at least 5');
  if (!Number.isFinite(options.restMs) || options.restMs < 0) usage('--rest must be a number of seconds');
  return options;
}

function usage(problem) {
  console.error(`${problem}\nusage: npm run bench -- [--against <git-ref> [--rounds N] [--rest seconds] [--verbose]] [file filters…]`);
  process.exit(2);
}

const options = parseArgs(process.argv.slice(2));
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function benchmarkFiles() {
  return readdirSync(BENCH_DIR)
    .filter((name) => name.endsWith('.bench.ts'))
    .filter((name) => options.filters.length === 0 || options.filters.some((filter) => name.includes(filter)))
    .sort()
    .map((name) => join(BENCH_DIR, name));
}

/** Runs one bench file against the sources of `root`; resolves with its exit code, output and figures. */
function runBenchmark(file, root, { echo }) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(process.execPath, [...RUNNER, file], {
      env: { ...process.env, BENCH_ROOT: root },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (stream, sink) =>
      stream.on('data', (chunk) => {
        output += chunk;
        if (echo) sink.write(chunk);
      });
    collect(child.stdout, process.stdout);
    collect(child.stderr, process.stderr);
    const finish = (code, problem) => {
      const line = output.split('\n').findLast((text) => text.startsWith(RESULT_PREFIX));
      const figures = line ? JSON.parse(line.slice(RESULT_PREFIX.length)).figures : undefined;
      if (problem) output += `\n${problem}`;
      done({ file, code, output, figures, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    };
    child.on('error', (error) => finish(1, `${file}: could not start: ${error.message}`));
    // A signal (e.g. out of memory) leaves the code null: that is a failure too.
    child.on('close', (code) => finish(code ?? 1));
  });
}

async function runBudgets() {
  const files = requireFiles();
  const results = [];
  for (const [index, file] of files.entries()) {
    if (index > 0) {
      console.log(`\n(resting ${REST_MS / 1000} s before the next benchmark)`);
      await sleep(REST_MS);
    }
    console.log(`\n▶ ${file}`);
    results.push(await runBenchmark(file, HERE, { echo: true }));
  }
  console.log('\nBenchmarks:');
  for (const { file, code, seconds } of results) {
    console.log(`  ${code === 0 ? 'PASS' : `FAIL (exit ${code})`}  ${file}  ${seconds} s`);
  }
  return results.some(({ code }) => code !== 0) ? 1 : 0;
}

function requireFiles() {
  const files = benchmarkFiles();
  if (files.length === 0) {
    console.error(`no ${BENCH_DIR}/*.bench.ts${options.filters.length > 0 ? ` matching ${options.filters.join(', ')}` : ''}`);
    process.exit(1);
  }
  return files;
}

function git(args, cwd = HERE) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 << 20 });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout;
}

/**
 * Checks `ref` out into a temporary directory with usable node_modules. The same package-lock.json
 * means the same packages: a link to this tree's node_modules (no install, and both trees then load
 * the very same copies of lit and friends). A different lock gets its own `npm ci`. No build: the
 * benches import sources (tsx) or bundle them (esbuild), none reads dist/.
 */
function checkOut(ref) {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]).trim();
  const dir = mkdtempSync(join(tmpdir(), 'tce-bench-against-'));
  const worktree = { commit, dir, linked: false };
  try {
    git(['worktree', 'add', '--detach', '--quiet', dir, commit]);
    const theirs = spawnSync('git', ['show', `${commit}:package-lock.json`], { cwd: HERE, encoding: 'utf8', maxBuffer: 256 << 20 });
    if (theirs.status === 0 && theirs.stdout === readFileSync(join(HERE, 'package-lock.json'), 'utf8')) {
      symlinkSync(join(HERE, 'node_modules'), join(dir, 'node_modules'), 'dir');
      worktree.linked = true;
    } else {
      console.log(`(${ref}'s package-lock.json differs: npm ci in the other tree)`);
      const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
      if (install.status !== 0) throw new Error(`npm ci in the checkout of ${ref} failed`);
    }
  } catch (error) {
    removeCheckout(worktree);
    throw error;
  }
  return worktree;
}

function removeCheckout(worktree) {
  // The link first: removing the worktree must never reach into this tree's node_modules.
  if (worktree.linked) unlinkSync(join(worktree.dir, 'node_modules'));
  worktree.linked = false;
  const removed = spawnSync('git', ['worktree', 'remove', '--force', worktree.dir], { cwd: HERE, encoding: 'utf8' });
  if (removed.status !== 0) {
    rmSync(worktree.dir, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: HERE });
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The smallest change reported as worse or better, however consistent the rounds. */
const MIN_CHANGE = 0.05;
/** The least confidence asked of the interval around the median ratio (two-sided). */
const CONFIDENCE = 0.9;

function binomialHalf(n, k) {
  let coefficient = 1;
  for (let i = 1; i <= k; i++) coefficient = (coefficient * (n - k + i)) / i;
  return coefficient / 2 ** n;
}

/**
 * Which order statistics bound a distribution-free confidence interval for a median of n values:
 * the j-th smallest and the j-th largest cover it with probability 1 − 2·P(Binomial(n, ½) < j).
 * The largest j that keeps CONFIDENCE: 1 for 5–7 rounds (the extremes), 2 for 8–10, and so on.
 */
function orderIndex(n) {
  let j = 1;
  let below = binomialHalf(n, 0);
  while (1 - 2 * (below + binomialHalf(n, j)) >= CONFIDENCE) below += binomialHalf(n, j++);
  return j;
}

/**
 * The noise rule. Each round ran both trees back to back (ABBA order), so each round gives one
 * ratio new/old made under the same machine conditions (taken on value + floor, see Figure.floor).
 * Oriented so that above 1 is a cost (the inverse for higher-is-better figures), a figure is
 *   worse  when the whole confidence interval of the median cost ratio lies above 1 + MIN_CHANGE,
 *   better when it lies below 1 / (1 + MIN_CHANGE),
 *   within noise otherwise.
 * The interval comes from the order statistics of the rounds' ratios (see orderIndex): a sign test,
 * which assumes nothing about how the machine's noise is distributed, only that rounds are
 * independent. With 5 rounds it means every round must be over 5 % worse; if nothing changed, that
 * happens by chance with probability at most 1/32 per figure and direction (with more rounds the
 * interval keeps 90% confidence: at most 5% per direction), however noisy the
 * machine: the rounds' own scatter, not an assumed spread, is what a difference must clear.
 * (A rule on the interquartile range of 5 ratios called about one noisy figure in six a change
 * when nothing had: so few values estimate their spread poorly.) MIN_CHANGE keeps a consistent
 * change of a few percent from being called a regression: the budgets are far coarser.
 */
function judge(pairs, figure) {
  const floor = figure.floor ?? 0;
  // 0 / 0 (a figure of 0 on both sides with no floor) is no ratio: left out rather than sorted at random.
  const ratios = pairs
    .map(([ours, theirs]) => (ours + floor) / (theirs + floor))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const j = orderIndex(ratios.length);
  const [low, high] = [ratios[j - 1], ratios[ratios.length - j]];
  const [costLow, costHigh] = figure.better === 'higher' ? [1 / high, 1 / low] : [low, high];
  const verdict =
    !Number.isFinite(low) || !Number.isFinite(high)
      ? 'no ratio'
      : costLow > 1 + MIN_CHANGE
        ? 'WORSE'
        : costHigh < 1 / (1 + MIN_CHANGE)
          ? 'better'
          : 'within noise';
  return { ratio: median(ratios), low, high, verdict };
}

const format = (value, unit) => {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toFixed(digits)}${unit === '×' ? '×' : ` ${unit}`}`;
};

function compare(file, rounds, ref) {
  const names = Object.keys(rounds[0].ours.figures);
  const rows = [];
  for (const name of names) {
    const pairs = rounds.map(({ ours, theirs }) => [ours.figures[name]?.value, theirs.figures[name]?.value]);
    if (pairs.some(([a, b]) => !Number.isFinite(a) || !Number.isFinite(b))) {
      rows.push([name, '–', '–', '–', '', 'missing in some round']);
      continue;
    }
    const figure = rounds[0].ours.figures[name];
    const { ratio, low, high, verdict } = judge(pairs, figure);
    const side = (index) => format(median(pairs.map((pair) => pair[index])), figure.unit);
    rows.push([name, side(0), side(1), ratio.toFixed(3), `${low.toFixed(2)}–${high.toFixed(2)}`, verdict]);
  }
  console.log(`\n${file}: this tree (new) vs ${ref} (old), medians of ${rounds.length} alternating rounds`);
  const header = ['figure', 'new', 'old', 'new/old', 'interval', 'verdict'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)));
  for (const row of [header, ...rows]) {
    console.log(
      `  ${row.map((cell, column) => (column === 0 || column === 5 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ')}`,
    );
  }
  console.log(
    `  (new/old: median of the per-round ratios; interval: its ≥ ${CONFIDENCE * 100}% distribution-free confidence interval; ` +
      `worse or better only when the whole interval is more than ${MIN_CHANGE * 100}% off 1, in the figure's own direction)`,
  );
  return rows.some((row) => row[5] === 'WORSE');
}

async function runAgainst(ref) {
  const files = requireFiles();
  const worktree = checkOut(ref);
  const onSignal = (signal) => {
    removeCheckout(worktree);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let worse = false;
  let invalid = false;
  try {
    console.log(
      `Comparing this tree with ${ref} (${worktree.commit.slice(0, 12)}), ${options.rounds} rounds, checked out in ${worktree.dir}`,
    );
    const sides = { ours: HERE, theirs: worktree.dir };
    for (const [index, file] of files.entries()) {
      if (index > 0) await sleep(REST_MS);
      console.log(`\n▶ ${file}`);
      const rounds = [];
      for (let round = 0; round < options.rounds && !invalid; round++) {
        // ABBA order (new, old, then old, new…): whichever runs second in a pair inherits the
        // first one's heat, so each side goes first in half of the rounds.
        const order = round % 2 === 0 ? ['ours', 'theirs'] : ['theirs', 'ours'];
        const results = {};
        for (const side of order) {
          if (Object.keys(results).length > 0 || round > 0) await sleep(options.restMs);
          const result = await runBenchmark(file, sides[side], { echo: options.verbose });
          const label = side === 'ours' ? 'new' : 'old';
          console.log(
            `  round ${round + 1}/${options.rounds} ${label}: exit ${result.code}, ${result.seconds} s${result.figures ? '' : ', NO FIGURES'}`,
          );
          if (!result.figures) {
            if (!options.verbose) console.log(result.output.split('\n').slice(-30).join('\n'));
            invalid = true;
            break;
          }
          results[side] = result;
        }
        if (!invalid) rounds.push(results);
      }
      if (invalid) {
        console.log(`${file}: a run gave no figures or an invalid setup: no comparison`);
        break;
      }
      worse = compare(file, rounds, ref) || worse;
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    removeCheckout(worktree);
  }
  return invalid ? 2 : worse ? 1 : 0;
}

process.exit(options.against ? await runAgainst(options.against) : await runBudgets());
