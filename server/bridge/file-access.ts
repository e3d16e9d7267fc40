// SPDX-License-Identifier: Apache-2.0
/**
 * The session's files for the page (`POST /fs/read`, `/fs/write`, `/fs/delete`; decision 0041):
 * what `connectAcp`'s `fs` serves to the agent, and what the change review reads and restores.
 * Confined to the roots of session-roots.ts, checked twice: the path as named (absolute, or
 * relative to the agent's working directory; no `..` segment, no NUL) must lie in a root, and so
 * must its real path (every symbolic link resolved; for a file not there yet, its nearest existing
 * folder's), so a link cannot lead out. Text only: at most 4 MiB, UTF-8, no NUL, both ways; the
 * text is read and written byte for byte (line endings, BOM, final newline as they are). A write
 * goes to a temporary file beside the target, keeps the target's mode and replaces it by a rename,
 * so a reader never sees half a file; missing folders on the way are created (they are inside the
 * root by then: the nearest existing one was checked). Nothing here logs or returns a file's text
 * except `read`'s answer.
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { chmod, lstat, mkdir, open, realpath, rename, rm, unlink } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { SessionRoots } from './session-roots.js';

/** The largest text read or written. */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;
const MAX_PATH = 4096;

/** A refusal or failure, with the HTTP status and a code the page can tell apart. */
export class FileAccessError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const refuse = (status: number, code: string, message: string) => new FileAccessError(status, code, message);
const OUTSIDE = "outside the session's folders";

export interface ReadRequest {
  path: unknown;
  line?: unknown;
  limit?: unknown;
}

/** Where a named path is: as named (absolute) and as it really is on disk. */
interface Located {
  path: string;
  real: string;
  exists: boolean;
  /** The roots' real paths. */
  realRoots: string[];
}

function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (rel.split(/[/\\]/)[0] !== '..' && !isAbsolute(rel));
}

/** A Node error as the page should see it; `given` names the file in the message. */
function ioError(error: unknown, given: string): FileAccessError {
  if (error instanceof FileAccessError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return refuse(404, 'not-found', `no such file: ${given}`);
  if (code === 'EISDIR') return refuse(400, 'is-directory', `a directory, not a file: ${given}`);
  if (code === 'EACCES' || code === 'EPERM') return refuse(403, 'permission-denied', `permission denied: ${given}`);
  if (code === 'ELOOP') return refuse(403, 'outside-roots', `${OUTSIDE}: ${given} is a symbolic link`);
  return refuse(500, 'io-error', `${given}: ${(error as Error).message}`);
}

export class FileAccess {
  constructor(private readonly roots: SessionRoots) {}

  /** The file's text, whole or `limit` lines from line `line` (1-based), in ACP's `fs/read_text_file` answer. */
  async read(request: ReadRequest): Promise<{ content: string }> {
    const line = lineNumber(request.line, 'line', 1);
    const limit = lineNumber(request.limit, 'limit', 0);
    const { real, exists, path } = await this.locate(request.path);
    if (!exists) throw refuse(404, 'not-found', `no such file: ${path}`);
    let bytes: Buffer;
    try {
      // No link is left in `real`; O_NOFOLLOW refuses one put there since.
      const handle = await open(real, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
      try {
        const stats = await handle.stat();
        if (stats.isDirectory()) throw refuse(400, 'is-directory', `a directory, not a file: ${path}`);
        if (!stats.isFile()) throw refuse(400, 'not-a-file', `not a regular file: ${path}`);
        if (stats.size > MAX_FILE_BYTES) throw refuse(413, 'too-large', `larger than 4 MiB: ${path}`);
        bytes = await handle.readFile();
      } finally {
        await handle.close();
      }
    } catch (error) {
      throw ioError(error, path);
    }
    if (bytes.length > MAX_FILE_BYTES) throw refuse(413, 'too-large', `larger than 4 MiB: ${path}`);
    return { content: lines(decodeText(bytes, path), line, limit) };
  }

  /** Replaces (or creates) the file with `content`, byte for byte. */
  async write(request: { path: unknown; content: unknown }): Promise<Record<string, never>> {
    const { content } = request;
    if (typeof content !== 'string') throw refuse(400, 'bad-request', '"content" must be a string');
    checkText(content);
    const { real, exists, path } = await this.locate(request.path);
    let mode: number | undefined;
    const temporary = join(dirname(real), `.${basename(real)}.${randomBytes(6).toString('hex')}.tce-tmp`);
    try {
      if (exists) {
        const stats = await lstat(real);
        if (stats.isDirectory()) throw refuse(400, 'is-directory', `a directory, not a file: ${path}`);
        if (!stats.isFile()) throw refuse(400, 'not-a-file', `not a regular file: ${path}`);
        mode = stats.mode & 0o7777;
      } else {
        await mkdir(dirname(real), { recursive: true });
      }
      const handle = await open(temporary, 'wx', mode ?? 0o666);
      try {
        await handle.writeFile(content, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
      // The umask narrowed the mode `open` was given: the file keeps the one it had.
      if (mode !== undefined) await chmod(temporary, mode);
      await rename(temporary, real);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      throw ioError(error, path);
    }
    return {};
  }

  /** Removes the file (a symbolic link itself, not what it points to). Folders are refused. */
  async delete(request: { path: unknown }): Promise<Record<string, never>> {
    const { exists, path, realRoots } = await this.locate(request.path);
    if (!exists) throw refuse(404, 'not-found', `no such file: ${path}`);
    try {
      // The entry as named, in its folder's real place: a link there is removed, its target kept.
      // That folder is checked too: a link inside may be reached through a folder outside.
      const entry = join(await realpath(dirname(path)), basename(path));
      if (!realRoots.some((root) => inside(root, dirname(entry)))) {
        throw refuse(403, 'outside-roots', `${OUTSIDE}: ${path} leads out through a symbolic link`);
      }
      if ((await lstat(entry)).isDirectory()) throw refuse(400, 'is-directory', `a directory, not a file: ${path}`);
      await unlink(entry);
    } catch (error) {
      throw ioError(error, path);
    }
    return {};
  }

  /** The path checked against the roots, as named and as it really is; throws a refusal. */
  private async locate(given: unknown): Promise<Located> {
    if (typeof given !== 'string' || given === '') throw refuse(400, 'bad-request', '"path" must be a non-empty string');
    if (given.length > MAX_PATH) throw refuse(400, 'bad-path', `the path is longer than ${MAX_PATH} characters`);
    if (given.includes('\0')) throw refuse(400, 'bad-path', 'the path contains a NUL');
    if (given.split(/[/\\]/).includes('..')) throw refuse(403, 'outside-roots', `${OUTSIDE}: the path has a ".." segment`);
    const path = resolve(this.roots.base, given);
    const roots = this.roots.all();
    if (!roots.some((root) => inside(root, path))) throw refuse(403, 'outside-roots', `${OUTSIDE}: ${path}`);
    const realRoots = (await Promise.all(roots.map((root) => realpath(root).catch(() => undefined)))).filter((root) => root !== undefined);
    let real: string;
    let exists = true;
    try {
      real = await realpath(path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw ioError(error, path);
      real = await realOfMissing(path);
      exists = false;
    }
    if (!realRoots.some((root) => inside(root, real))) {
      throw refuse(403, 'outside-roots', `${OUTSIDE}: ${path} leads out through a symbolic link`);
    }
    return { path, real, exists, realRoots };
  }
}

/** A missing file's real path: its nearest existing folder's real path, and the rest as named. */
async function realOfMissing(path: string): Promise<string> {
  const rest: string[] = [basename(path)];
  let folder = dirname(path);
  for (;;) {
    try {
      return join(await realpath(folder), ...rest);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if ((code !== 'ENOENT' && code !== 'ENOTDIR') || dirname(folder) === folder) throw ioError(error, path);
      rest.unshift(basename(folder));
      folder = dirname(folder);
    }
  }
}

function lineNumber(value: unknown, name: string, least: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < least) {
    throw refuse(400, 'bad-request', `"${name}" must be an integer of at least ${least}`);
  }
  return value;
}

/** UTF-8 text, its BOM kept; a NUL byte or bytes that are not UTF-8 make it a binary file. */
function decodeText(bytes: Buffer, path: string): string {
  if (bytes.includes(0)) throw refuse(415, 'binary', `binary file (it contains a NUL byte): ${path}`);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw refuse(415, 'binary', `binary file (not UTF-8 text): ${path}`);
  }
}

/** What a write may put in a file: the same text a read would give back. */
function checkText(content: string): void {
  // The cheap bound first: UTF-8 takes at least one byte per UTF-16 unit.
  if (content.length > MAX_FILE_BYTES || Buffer.byteLength(content, 'utf8') > MAX_FILE_BYTES) {
    throw refuse(413, 'too-large', 'the text is larger than 4 MiB');
  }
  if (content.includes('\0')) throw refuse(415, 'binary', 'binary content (a NUL character): the bridge writes text files only');
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(content)) {
    throw refuse(400, 'bad-request', 'the text has a lone surrogate: it cannot be written as UTF-8 and read back the same');
  }
}

/** `limit` lines from line `line` (1-based), each with its own line ending. */
function lines(text: string, line = 1, limit?: number): string {
  if (line === 1 && limit === undefined) return text;
  let start = 0;
  for (let n = 1; n < line; n++) {
    const newline = text.indexOf('\n', start);
    if (newline < 0) return '';
    start = newline + 1;
  }
  if (limit === undefined) return text.slice(start);
  let end = start;
  for (let n = 0; n < limit; n++) {
    const newline = text.indexOf('\n', end);
    if (newline < 0) return text.slice(start);
    end = newline + 1;
  }
  return text.slice(start, end);
}
