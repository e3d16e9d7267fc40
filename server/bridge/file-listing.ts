// SPDX-License-Identifier: Apache-2.0
/**
 * The bridge's read-only file listing, for `@` mentions in the page (`GET /files?token=…&query=…`,
 * decision 0037): relative paths of files under the agent's working directory whose path contains
 * the query, a bounded number of them. Nothing outside that directory is ever listed or visited: a
 * query is a filter, never a path, and one that looks like a way out (`..`, an absolute path, a NUL)
 * is refused; symbolic links are listed only when they resolve to a file inside the root
 * (`realpath`), and never followed into directories (no escape, no cycles). It reads names only,
 * never file contents.
 */
import type { Dirent } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface ListedFile {
  /** Relative to the root, with `/` separators. */
  path: string;
  /** `file://` URL of the file under the root as the agent knows it. */
  uri: string;
}

export interface FileListing {
  files: ListedFile[];
  /** More files matched than were returned, or the walk stopped at its bound before the end. */
  truncated: boolean;
}

export interface ListOptions {
  /** Most files returned. Default 50. */
  limit?: number;
  /** Most directory entries looked at, so a huge tree costs a bounded walk. Default 20 000. */
  maxEntries?: number;
}

/** Directories never walked: dependencies and version control, large and never what a user mentions. */
export const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git', '.hg', '.svn']);

const MAX_QUERY = 200;

/** Why a query was refused; undefined when it is fine. */
export function refusedQuery(query: string): string | undefined {
  if (query.length > MAX_QUERY) return `the query is longer than ${MAX_QUERY} characters`;
  if (query.includes('\0')) return 'the query contains a NUL';
  if (query.startsWith('/') || query.startsWith('\\') || /^[a-z]:/i.test(query)) return 'the query is an absolute path';
  if (query.split(/[/\\]/).includes('..')) return 'the query leaves the working directory';
  return undefined;
}

/**
 * Files under `root` whose relative path contains `query` (case-insensitive), best first: those
 * whose name contains it, then shorter paths. Throws on a refused query (see `refusedQuery`).
 */
export async function listFiles(root: string, query: string, options: ListOptions = {}): Promise<FileListing> {
  const refused = refusedQuery(query);
  if (refused) throw new Error(refused);
  const limit = options.limit ?? 50;
  let budget = options.maxEntries ?? 20_000;
  const realRoot = await realpath(root);
  const needle = query.toLowerCase().replaceAll('\\', '/');
  const found: string[] = [];
  let truncated = false;
  // Breadth first: shallow files (the likelier mentions) before deep ones when the walk is cut short.
  const queue: string[] = [''];
  while (queue.length > 0) {
    const dir = queue.shift()!;
    let entries: Dirent[];
    try {
      entries = await readdir(join(realRoot, dir), { withFileTypes: true });
    } catch {
      continue; // unreadable: skipped, like a file that vanished mid-walk
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (--budget < 0) {
        truncated = true;
        queue.length = 0;
        break;
      }
      const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) queue.push(path);
      } else if (entry.isFile() || (entry.isSymbolicLink() && (await linksToFileInside(realRoot, path)))) {
        if (!path.toLowerCase().includes(needle)) continue;
        found.push(path);
      }
    }
  }
  const name = (path: string) => path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  found.sort((a, b) => Number(!name(a).includes(needle)) - Number(!name(b).includes(needle)) || a.length - b.length || (a < b ? -1 : 1));
  if (found.length > limit) truncated = true;
  return {
    files: found.slice(0, limit).map((path) => ({ path, uri: pathToFileURL(join(root, ...path.split('/'))).href })),
    truncated,
  };
}

/** Whether the link at `path` (relative to `realRoot`) resolves to a regular file inside `realRoot`. */
async function linksToFileInside(realRoot: string, path: string): Promise<boolean> {
  try {
    const target = await realpath(join(realRoot, path));
    const inside = relative(realRoot, target);
    if (inside === '' || inside.split(/[/\\]/)[0] === '..' || isAbsolute(inside)) return false;
    return (await stat(target)).isFile();
  } catch {
    return false; // dangling or unreadable
  }
}
