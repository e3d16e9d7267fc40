// SPDX-License-Identifier: Apache-2.0
/** Reading and writing whole files through the host's `fs`, with ACP's "not found" read as "no file". */
import type { ChangeFileSystem } from './types.js';
import { NOT_FOUND } from './wire.js';

const codeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return String(error);
}

export type DiskRead = { ok: true; text: string | null } | { ok: false; message: string };

/** The file's whole text, `null` when it does not exist, or why it could not be read. */
export async function readDisk(fs: ChangeFileSystem | undefined, sessionId: string, path: string): Promise<DiskRead> {
  if (!fs?.readTextFile) return { ok: false, message: 'no file access to read with' };
  try {
    const answer = await fs.readTextFile({ sessionId, path });
    const content = (answer as { content?: unknown } | undefined)?.content;
    return typeof content === 'string' ? { ok: true, text: content } : { ok: false, message: 'the read gave no text' };
  } catch (error) {
    return codeOf(error) === NOT_FOUND ? { ok: true, text: null } : { ok: false, message: messageOf(error) };
  }
}

/** Puts `text` in the file (null: deletes it); the error message when that failed. */
export async function writeDisk(
  fs: ChangeFileSystem | undefined,
  sessionId: string,
  path: string,
  text: string | null,
): Promise<string | undefined> {
  try {
    if (text === null) {
      if (!fs?.deleteTextFile) return 'cannot delete: the file access has no delete';
      await fs.deleteTextFile({ sessionId, path });
    } else {
      if (!fs?.writeTextFile) return 'cannot write: the file access has no write';
      await fs.writeTextFile({ sessionId, path, content: text });
    }
    return undefined;
  } catch (error) {
    return messageOf(error);
  }
}
