// SPDX-License-Identifier: Apache-2.0
// `npm run bench`: runs every bench/*.bench.ts, one after another (benchmarks must not compete for
// the CPU) with a rest between them (see REST_MS), each in its own process via tsx. Exits non-zero
// when any of them does, after running all of them. Arguments filter by file name:
// `npm run bench -- state-fold` runs the matching ones.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const BENCH_DIR = 'bench';
const filters = process.argv.slice(2);

function benchmarkFiles() {
  return readdirSync(BENCH_DIR)
    .filter((name) => name.endsWith('.bench.ts'))
    .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
    .sort()
    .map((name) => join(BENCH_DIR, name));
}

function runBenchmark(file) {
  console.log(`\n▶ ${file}`);
  const started = Date.now();
  const result = spawnSync('npx', ['--no-install', 'tsx', file], { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // A signal (e.g. out of memory) leaves status null: that is a failure too.
  const code = result.status ?? 1;
  if (result.error) console.error(`${file}: could not start: ${result.error.message}`);
  return { file, code, seconds };
}

/**
 * A rest between benchmarks. On the 2-core VM these figures come from, a burst on both cores slows
 * the machine for a while after it ends: the next browser bench's frames miss their vsync. Measured:
 * diff-view's scroll p95 was 33.3 ms right after the connection bench (16.7 ms run alone), 33.4 ms
 * after a 10 s busy loop on both cores, and 16.8 ms after the same loop and 30 s of rest.
 */
const REST_MS = 30_000;

const files = benchmarkFiles();
if (files.length === 0) {
  console.error(`no ${BENCH_DIR}/*.bench.ts${filters.length > 0 ? ` matching ${filters.join(', ')}` : ''}`);
  process.exit(1);
}
const results = [];
for (const [index, file] of files.entries()) {
  if (index > 0) {
    console.log(`\n(resting ${REST_MS / 1000} s before the next benchmark)`);
    await new Promise((resolve) => setTimeout(resolve, REST_MS));
  }
  results.push(runBenchmark(file));
}
console.log('\nBenchmarks:');
for (const { file, code, seconds } of results) {
  console.log(`  ${code === 0 ? 'PASS' : `FAIL (exit ${code})`}  ${file}  ${seconds} s`);
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
