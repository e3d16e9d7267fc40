// SPDX-License-Identifier: Apache-2.0
/**
 * Where the demo agent keeps what must outlive one agent process (the bridge starts one per
 * socket, so a page reload is a new process): the sessions (session-store.ts) and the sign-in
 * marker (sign-in.ts). By default a folder in the OS temp directory named after a hash of the
 * workspace path, so the same workspace finds its sessions again and the workspace itself stays
 * free of the agent's files.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Names the workspace a state folder belongs to, so folders of removed workspaces can be told apart. */
const WORKSPACE_FILE = 'workspace.txt';

function stateRoot(): string {
  return join(tmpdir(), 'tce-demo-state');
}

export function defaultStateDir(workspace: string): string {
  const hash = createHash('sha256').update(resolve(workspace)).digest('hex').slice(0, 16);
  return join(stateRoot(), hash);
}

/**
 * Creates the state folder. When it is the default one, also removes the default folders of
 * workspaces that no longer exist (each `npm start` works in a new temporary workspace), so the
 * temp directory does not fill up with them.
 */
export async function prepareStateDir(dir: string, workspace: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, WORKSPACE_FILE), resolve(workspace));
  if (resolve(dir) !== defaultStateDir(workspace)) return;
  for (const entry of await readdir(stateRoot(), { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory() || !/^[0-9a-f]{16}$/.test(entry.name)) continue;
    const other = join(stateRoot(), entry.name);
    if (other === resolve(dir)) continue;
    // A folder without the file may be another agent's, starting right now: left alone.
    const owner = await readFile(join(other, WORKSPACE_FILE), 'utf8').catch(() => undefined);
    if (owner !== undefined && !existsSync(owner)) await rm(other, { recursive: true, force: true }).catch(() => undefined);
  }
}
