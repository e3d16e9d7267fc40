// SPDX-License-Identifier: Apache-2.0
/**
 * Turns the sources of a `<diff-view>` into file models: the line diff on the main thread or in
 * the worker (see diff-engine.ts), the binary and size guards, and syntax tokens on demand. A newer
 * load supersedes an older one still computing; {@link DiffLoader.settled} resolves once every
 * file of the current load has its model or its guard.
 */
import type { ReactiveControllerHost } from 'lit';
import { diffInWorker, diffNow, WORKER_THRESHOLD, type DiffEngine, type EngineResult } from './diff-engine.js';
import { looksBinary, type FileSource } from './diff-input.js';
import { patchModel, textModel, type FileModel } from './diff-model.js';
import type { Layout, Reveal, Row } from './diff-rows.js';
import { topWindow, type RowWindow } from './diff-window.js';
import { splitText } from './line-diff.js';
import type { Token, WordMarks } from './word-marks.js';

/** Syntax highlighting is skipped for sides longer than this many lines. */
export const HIGHLIGHT_LINE_LIMIT = 20_000;

/** One file of the diff and everything drawn from it. */
export interface FileView {
  source: FileSource;
  model?: FileModel;
  /** Why it is not drawn until the user asks: binary-looking or over `sizeLimit`. */
  guard?: { reason: 'binary' | 'large'; size: number };
  reveals: Map<number, Reveal>;
  rows?: { layout: Layout; reveals: Map<number, Reveal>; rows: Row[] };
  marks: Map<string, WordMarks | undefined>;
  tokens?: { old?: Token[][]; new?: Token[][] };
  window: RowWindow;
}

/** What the loader reads of its element when it computes. */
export interface LoaderHost extends ReactiveControllerHost {
  readonly highlight: boolean;
  readonly sizeLimit: number;
  /** The number of a snippet's first line; not a finite number: a whole file from line 1. */
  readonly startLine: number | undefined;
}

export class DiffLoader {
  /** The files of the current load. */
  files: FileView[] = [];
  /** Where the last line diff ran (`undefined` before the first). */
  engine: DiffEngine | undefined;
  private generation = 0;
  /** Sources the user asked to see despite a guard. */
  private readonly forced = new Set<FileSource>();
  /** Line diffs of the current load still running in the worker. */
  private readonly computing = new Set<Promise<void>>();

  constructor(private readonly host: LoaderHost) {}

  /** Starts a load: files with a model at once when small, others when their diff arrives. */
  load(sources: readonly FileSource[]): void {
    this.generation++;
    this.computing.clear();
    this.files = sources.map((source) => {
      const file: FileView = { source, reveals: new Map(), marks: new Map(), window: topWindow() };
      this.compute(file);
      return file;
    });
  }

  /** "Show anyway": computes a guarded file. */
  force(file: FileView): void {
    this.forced.add(file.source);
    file.guard = undefined;
    this.compute(file);
    this.host.requestUpdate();
  }

  /** Loads syntax tokens for every file that has a model (after `highlight` turned on). */
  highlightAll(): void {
    for (const file of this.files) this.loadTokens(file);
  }

  /** Resolves once every file of the current load has a model or a guard. */
  async settled(): Promise<void> {
    while (this.computing.size > 0) await Promise.all(this.computing);
  }

  private compute(file: FileView): void {
    const { source } = file;
    if (source.kind !== 'texts') {
      file.model = patchModel(source);
      if (source.kind === 'patch' && source.patch.hunks.length === 0 && !source.binary && source.operation === undefined)
        file.model.binary = true;
      this.loadTokens(file);
      return;
    }
    const size = (source.oldText?.length ?? 0) + source.newText.length;
    if (!this.forced.has(source)) {
      if (looksBinary(source.oldText) || looksBinary(source.newText)) {
        file.guard = { reason: 'binary', size };
        return;
      }
      if (size > this.host.sizeLimit) {
        file.guard = { reason: 'large', size };
        return;
      }
    }
    file.guard = undefined;
    const oldText = source.oldText ?? '';
    const generation = this.generation;
    const done = ({ ops, engine }: EngineResult) => {
      if (generation !== this.generation) return;
      this.engine = engine;
      const startLine = this.host.startLine;
      const start = typeof startLine === 'number' && Number.isFinite(startLine) ? startLine : undefined;
      file.model = textModel(splitText(oldText), splitText(source.newText), ops, source.oldText === null, {
        path: source.path,
        oldPath: source.oldPath,
        operation: source.operation,
        start,
        snippet: start !== undefined,
      });
      this.loadTokens(file);
      this.host.requestUpdate();
    };
    if (size <= WORKER_THRESHOLD) {
      done(diffNow(oldText, source.newText));
      return;
    }
    const computed: Promise<void> = diffInWorker(oldText, source.newText)
      .then(done)
      .finally(() => this.computing.delete(computed));
    this.computing.add(computed);
  }

  private loadTokens(file: FileView): void {
    const model = file.model;
    if (!this.host.highlight || !model || file.tokens) return;
    if (model.oldLines.length > HIGHLIGHT_LINE_LIMIT || model.newLines.length > HIGHLIGHT_LINE_LIMIT) return;
    file.tokens = {};
    const generation = this.generation;
    void import('../../highlight/index.js')
      .then(async ({ highlightLines }) => {
        const [oldTokens, newTokens] = await Promise.all([
          highlightLines(model.path, model.oldLines),
          highlightLines(model.path, model.newLines),
        ]);
        if (generation !== this.generation) return;
        file.tokens = { old: oldTokens, new: newTokens };
        this.host.requestUpdate();
      })
      .catch(() => undefined);
  }
}
