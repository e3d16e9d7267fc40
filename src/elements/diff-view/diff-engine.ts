// SPDX-License-Identifier: Apache-2.0
/**
 * Where the line diff runs: on the main thread for small inputs, in one shared module worker for
 * large ones, and back on the main thread when no worker can start (a strict CSP without
 * `worker-src 'self'`, a bundler that dropped the worker file…). Either way the answer is the same.
 *
 * The worker is created with the `new Worker(new URL('./diff.worker.ts', import.meta.url), {type:
 * 'module'})` pattern that Vite, webpack 5, Parcel and Rollup plugins recognise and bundle; the
 * test runner serves the .ts file directly. Bundlers that do not (esbuild) copy the worker beside
 * their output and call {@link setDiffWorkerUrl}.
 *
 * Either URL goes through the library's Trusted Types policy (see src/dom/trusted-types.ts), which a
 * page with `require-trusted-types-for 'script'` demands of a worker's URL.
 */
import { trustedScriptUrl, type TrustedScriptURL } from '../../dom/trusted-types.js';
import { after } from '../../scheduling/clock.js';
import { diffWorkerUrl, onDiffWorkerUrlChange, setDiffWorkerUrl, WORKER_THRESHOLD } from './diff-worker-url.js';
import { diffTexts, type LineOps } from './line-diff.js';
import type { DiffRequest, DiffResponse } from './diff.worker.js';

/**
 * Shadows the global in this module so that the `new Worker(new URL(…, import.meta.url))` below keeps
 * the exact text bundlers look for (they rewrite the URL in place) while the URL they wrote still
 * passes through the Trusted Types policy before the real constructor sees it.
 */
const Worker = function TrustedWorker(url: URL | string | TrustedScriptURL, options: WorkerOptions): globalThis.Worker {
  return new globalThis.Worker(trustedScriptUrl(url) as URL | string, options);
} as unknown as new (url: URL | string | TrustedScriptURL, options: WorkerOptions) => globalThis.Worker;

export { setDiffWorkerUrl, WORKER_THRESHOLD };

export type DiffEngine = 'worker' | 'main';

export interface EngineResult {
  ops: LineOps;
  engine: DiffEngine;
}

let worker: globalThis.Worker | undefined;
let workerFailed = false;
let nextId = 0;
const pending = new Map<number, { request: DiffRequest; resolve: (result: EngineResult) => void }>();

// A new URL: the next large diff starts a worker from it.
onDiffWorkerUrlChange(() => {
  worker?.terminate();
  worker = undefined;
  workerFailed = false;
});

/** Answers every pending request on the main thread, one per task, and stops using workers. */
function fallBack(): void {
  workerFailed = true;
  worker?.terminate();
  worker = undefined;
  const requests = [...pending.values()];
  pending.clear();
  for (const { request, resolve } of requests) {
    after(0, () => resolve({ ops: diffTexts(request.oldText, request.newText), engine: 'main' }));
  }
}

function startWorker(): globalThis.Worker | undefined {
  if (worker || workerFailed || typeof globalThis.Worker === 'undefined') return worker;
  try {
    const workerUrl = diffWorkerUrl();
    worker = workerUrl
      ? new Worker(workerUrl, { type: 'module', name: 'diff-view' })
      : new Worker(new URL('./diff.worker.ts', import.meta.url), { type: 'module', name: 'diff-view' });
  } catch {
    // CSP, Trusted Types or a bad URL can throw synchronously.
    workerFailed = true;
    return undefined;
  }
  worker.onmessage = ({ data }: MessageEvent<DiffResponse>) => {
    const entry = pending.get(data.id);
    if (!entry) return;
    pending.delete(data.id);
    entry.resolve(
      data.ops ? { ops: data.ops, engine: 'worker' } : { ops: diffTexts(entry.request.oldText, entry.request.newText), engine: 'main' },
    );
  };
  worker.onerror = (event) => {
    event.preventDefault();
    fallBack();
  };
  worker.onmessageerror = fallBack;
  return worker;
}

/** The line diff, synchronously: for inputs under {@link WORKER_THRESHOLD}. */
export function diffNow(oldText: string, newText: string): EngineResult {
  return { ops: diffTexts(oldText, newText), engine: 'main' };
}

/** The line diff in the worker (or, if none can run, on the main thread in a later task). */
export function diffInWorker(oldText: string, newText: string): Promise<EngineResult> {
  return new Promise((resolve) => {
    const request: DiffRequest = { id: ++nextId, oldText, newText };
    const target = startWorker();
    if (!target) {
      after(0, () => resolve(diffNow(oldText, newText)));
      return;
    }
    pending.set(request.id, { request, resolve });
    target.postMessage(request);
  });
}
