// SPDX-License-Identifier: Apache-2.0
/**
 * What every in-browser benchmark needs: bundle a page module (and any worker modules) with esbuild
 * into a temporary directory, serve it from 127.0.0.1, and open it in the system Chromium through
 * playwright-core with every non-loopback request refused. Statistics helpers too.
 *
 *   const session = await openBenchPage({ name: 'diff-view', entry: 'bench/pages/diff-view.page.ts' });
 *   try { … session.page … } finally { await session.close(); }
 */
import { build, type Plugin } from 'esbuild';
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from '../../scripts/find-chromium.mjs';
import { benchRoot } from './figures.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the measured `src/` comes from: this repository, or BENCH_ROOT (`npm run bench -- --against`). */
export const SOURCE_ROOT = resolve(benchRoot(ROOT));

/**
 * Beyond scripts/find-chromium.mjs's CHROMIUM_ARGS: without the first three Chromium may throttle
 * timers and rAF of a headless renderer it considers backgrounded or occluded, which would make
 * feeds and frame cadences meaningless (with them, rAF runs at the display's rate). The host
 * resolver rule makes every name lookup fail, so nothing can reach the network even if something
 * tried. `--expose-gc` lets a page collect garbage between runs, not during them.
 */
export const BENCH_ARGS = [
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  '--js-flags=--expose-gc',
];

/** The setup is broken (the page does not build, an element is missing…): the figures would mean nothing. */
export class InvalidSetup extends Error {}

export interface BenchPageOptions {
  /** Names the temporary directory and the page title. */
  name: string;
  /** The page module, relative to the repository root; bundled as page.js. */
  entry: string;
  /** Extra modules bundled beside page.js under the given file names (e.g. workers: {'diff.worker.js': 'src/…/diff.worker.ts'}). */
  extraEntries?: Record<string, string>;
  /** CSS for the page (body and #stage have defaults). */
  css?: string;
  viewport?: { width: number; height: number };
  /** Extra Chromium arguments (a run marker, for instance). */
  args?: string[];
}

export interface BenchPage {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  origin: string;
  chromiumPath: string;
  /** The bundled page.js (profiles map into it). */
  bundleSource: string;
  /** Uncaught page errors (benign ResizeObserver notices excluded). */
  pageErrors: string[];
  /** Requests refused because they left 127.0.0.1. */
  blocked: string[];
  /** A DevTools session on the page, with the Performance domain enabled (see measureBusy). */
  cdp: CDPSession;
  close(): Promise<void>;
}

/**
 * Answers every relative import that lands in this repository's src/ from SOURCE_ROOT's src/: the
 * bench pages stay this tree's, the elements they measure are the other tree's. The other tree's
 * own imports resolve inside it (its node_modules links to this one's, so the copies are shared).
 */
function sourceRootPlugin(): Plugin {
  const ours = join(ROOT, 'src') + '/';
  return {
    name: 'bench-source-root',
    setup(pluginBuild) {
      if (SOURCE_ROOT === ROOT) return;
      pluginBuild.onResolve({ filter: /^\.\.?\// }, async (args) => {
        const target = resolve(args.resolveDir, args.path);
        if (!target.startsWith(ours)) return undefined;
        const moved = join(SOURCE_ROOT, relative(ROOT, target));
        const found = await pluginBuild.resolve(`./${relative(dirname(moved), moved)}`, { kind: args.kind, resolveDir: dirname(moved) });
        if (found.errors.length > 0) return { errors: [{ text: `${relative(ROOT, target)} is not in BENCH_ROOT (${SOURCE_ROOT})` }] };
        return found;
      });
    },
  };
}

/** A module path relative to the repository root; `src/…` is taken from SOURCE_ROOT. */
function entryPath(entry: string): string {
  return entry.startsWith('src/') ? join(SOURCE_ROOT, entry) : join(ROOT, entry);
}

async function bundle(entry: string, outfile: string): Promise<void> {
  try {
    await build({
      entryPoints: [entryPath(entry)],
      plugins: [sourceRootPlugin()],
      outfile,
      bundle: true,
      format: 'esm',
      target: 'es2022',
      platform: 'browser',
      // Production Lit: no `development` condition. Not minified, so that profiles name functions.
      minify: false,
      sourcemap: false,
      absWorkingDir: ROOT,
      tsconfig: join(ROOT, 'tsconfig.json'),
      define: { 'process.env.NODE_ENV': '"production"' },
      loader: { '.css': 'text' },
      logLevel: 'silent',
    });
  } catch (error) {
    const errors = (error as { errors?: Array<{ text: string; location?: { file: string; line: number } }> }).errors;
    const detail = errors?.length
      ? errors.map((e) => `${e.location ? `${e.location.file}:${e.location.line}: ` : ''}${e.text}`).join('\n  ')
      : String(error);
    throw new InvalidSetup(`${entry} does not build:\n  ${detail}`);
  }
}

/** Bundles the page into `outDir` (page.js, extra entries, index.html); returns page.js's text. */
export async function bundlePage(options: BenchPageOptions, outDir: string): Promise<string> {
  await bundle(options.entry, join(outDir, 'page.js'));
  for (const [file, entry] of Object.entries(options.extraEntries ?? {})) await bundle(entry, join(outDir, file));
  await writeFile(
    join(outDir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <title>${options.name} bench</title>
    <style>
      body { margin: 0; padding: 16px; font-family: system-ui, sans-serif; }
      #stage { width: 900px; }
      ${options.css ?? ''}
    </style>
  </head>
  <body>
    <div id="stage"></div>
    <script type="module" src="./page.js"></script>
  </body>
</html>
`,
  );
  return readFile(join(outDir, 'page.js'), 'utf8');
}

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/** Serves the flat files of `dir` on 127.0.0.1, on a port the system picks. */
export function serve(dir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const file = path === '/' ? 'index.html' : path.slice(1);
    if (request.method !== 'GET' || !/^[\w.-]+$/.test(file) || !(extname(file) in CONTENT_TYPES)) {
      response.writeHead(404).end();
      return;
    }
    readFile(join(dir, file)).then(
      (body) => response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)], 'cache-control': 'no-store' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolvePromise({ server, origin: `http://127.0.0.1:${port}` });
    });
  });
}

/** Bundles, serves and opens the page; `close()` undoes all of it (also on SIGINT/SIGTERM). */
export async function openBenchPage(options: BenchPageOptions): Promise<BenchPage> {
  const chromiumPath = requireChromium();
  const outDir = await mkdtemp(join(tmpdir(), `tce-${options.name}-`));
  let server: Server | undefined;
  let browser: Browser | undefined;
  const close = async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await browser?.close().catch(() => undefined);
    browser = undefined;
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((done) => server!.close(() => done()));
      server = undefined;
    }
    await rm(outDir, { recursive: true, force: true });
  };
  function onSignal(signal: NodeJS.Signals): void {
    void close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  }
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const bundleSource = await bundlePage(options, outDir);
    const served = await serve(outDir);
    server = served.server;
    browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: [...CHROMIUM_ARGS, ...BENCH_ARGS, ...(options.args ?? [])],
    });
    const context = await browser.newContext({
      viewport: options.viewport ?? { width: 1280, height: 900 },
      deviceScaleFactor: 1,
      serviceWorkers: 'block',
      reducedMotion: 'no-preference',
    });
    const blocked: string[] = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(`${served.origin}/`)) return route.continue();
      blocked.push(url);
      return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    // BENCH_CPU_THROTTLE=N slows the page's main thread N× (DevTools CPU throttling): a way to see
    // how much room a frame budget has. The verdicts are meant for N = 1.
    const throttle = Number(process.env.BENCH_CPU_THROTTLE ?? 1);
    if (!Number.isFinite(throttle) || throttle < 1) {
      throw new InvalidSetup(
        `BENCH_CPU_THROTTLE must be a number of at least 1 (a slowdown factor), not ${JSON.stringify(process.env.BENCH_CPU_THROTTLE)}`,
      );
    }
    if (throttle > 1) {
      console.log(`  (page CPU throttled ${throttle}× by BENCH_CPU_THROTTLE: the verdicts are meant for an unthrottled page)`);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => {
      // A virtualizer can leave a ResizeObserver notification for the next frame: benign.
      if (!error.message.startsWith('ResizeObserver loop')) pageErrors.push(error.message);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') console.error(`  [page ${message.type()}] ${message.text()}`);
    });
    await page.goto(`${served.origin}/`);
    return { browser, context, page, cdp, origin: served.origin, chromiumPath, bundleSource, pageErrors, blocked, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export interface Busy<T> {
  result: T;
  /** Wall-clock time of the window. */
  wallMs: number;
  /** Main-thread task time in the window (DevTools' TaskDuration: scripts, style, layout, paint…). */
  busyMs: number;
  /** Of which JavaScript (ScriptDuration). */
  scriptMs: number;
  /** busyMs / wallMs: the share of the window the page's main thread was working. */
  busyShare: number;
}

async function mainThreadMetrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
}

/**
 * Runs `work` (a page.evaluate, typically) and reports how busy the page's main thread was meanwhile,
 * from Chromium's own task accounting (DevTools' Performance.getMetrics, read before and after).
 * Unlike frame intervals, which snap to whole vsyncs, busy time is continuous: a change in the work
 * per frame shows before any frame is dropped. Task durations are wall-clock, so a loaded machine
 * inflates them too; a comparison (`npm run bench -- --against`) cancels that by alternating trees.
 */
export async function measureBusy<T>(session: BenchPage, work: () => Promise<T>): Promise<Busy<T>> {
  const before = await mainThreadMetrics(session.cdp);
  const result = await work();
  const after = await mainThreadMetrics(session.cdp);
  const delta = (name: string) => ((after[name] ?? NaN) - (before[name] ?? NaN)) * 1000;
  const wallMs = delta('Timestamp');
  const busyMs = delta('TaskDuration');
  return { result, wallMs, busyMs, scriptMs: delta('ScriptDuration'), busyShare: busyMs / wallMs };
}

export interface BrowserBenchOptions extends Omit<BenchPageOptions, 'entry'> {
  /** Default: `bench/pages/<name>.page.ts`. */
  entry?: string;
  /** The page global the bench drives: the run starts once the page has set it (with `ready: true` when it has that flag). */
  global: string;
}

/**
 * The frame of a browser bench: opens its page, waits for the page's bench object, prints the machine
 * line, runs `body` (its 0 or 1 becomes the exit code), then refuses the run if the page threw or a
 * request left 127.0.0.1. An `InvalidSetup` (from the body or these checks) exits 2, as does any other
 * error: figures from a broken run mean nothing.
 */
export async function runBrowserBench(options: BrowserBenchOptions, body: (session: BenchPage) => Promise<number>): Promise<void> {
  let session: BenchPage | undefined;
  let code: number;
  try {
    session = await openBenchPage({ entry: `bench/pages/${options.name}.page.ts`, viewport: { width: 1280, height: 900 }, ...options });
    await session.page.waitForFunction(
      (name) => {
        const bench = (globalThis as unknown as Record<string, { ready?: boolean } | undefined>)[name];
        return bench !== undefined && bench.ready !== false;
      },
      options.global,
      { timeout: 30_000 },
    );
    const load = loadavg().map((l) => l.toFixed(2));
    console.log(`${options.name} bench: Chromium ${session.browser.version()}, ${cpus().length} cores, load ${load.join(' ')}`);
    code = await body(session);
    if (session.pageErrors.length > 0) throw new InvalidSetup(`page errors: ${session.pageErrors.join('; ')}`);
    if (session.blocked.length > 0) throw new InvalidSetup(`requests left 127.0.0.1: ${session.blocked.join(', ')}`);
  } catch (error) {
    console.error(error instanceof InvalidSetup ? `INVALID SETUP: ${error.message}` : error);
    code = 2;
  } finally {
    await session?.close();
  }
  process.exitCode = code;
}

// Statistics and formatting live in stats.ts; re-exported so a browser bench needs one import.
export { FRAME_BUDGET_MS, droppedFrameShare, formatNumber, frameDeltas, median, pairedRatio, percentile, roundRatios } from './stats.js';
