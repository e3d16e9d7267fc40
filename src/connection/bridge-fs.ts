// SPDX-License-Identifier: Apache-2.0
/**
 * `bridgeFs(url)`: the session's files through the bridge this package ships (`POST /fs/read`,
 * `/fs/write`, `/fs/delete`; decision 0041), under the token of the bridge URL the page was given
 * (bridge-url.ts). Usable as is as `connectAcp`'s `fs` (the agent's `fs/read_text_file` and
 * `fs/write_text_file` are then served from the bridge's disk) and as `trackChanges`' `fs` (its
 * `ChangeFileSystem` shape, plus the delete ACP lacks). The bridge confines every path to the
 * sessions' folders and refuses binary files and texts over 4 MiB.
 *
 * Failures are the SDK's `RequestError`s, so they reach an agent with their code: a missing file is
 * -32002 ("resource not found", as ACP says), anything else -32603 with the bridge's reason as the
 * message (`data.reason`: its code, such as `outside-roots`, `binary`, `too-large`).
 */
import {
  RequestError,
  type ReadTextFileRequest,
  type ReadTextFileResponse,
  type WriteTextFileRequest,
} from '@agentclientprotocol/sdk/unstable';
import { bridgeEndpoint, bridgeRefusal } from './bridge-url.js';

/** A file to delete: ACP's request shape, as the change tracker's undo of a created file sends it. */
export interface DeleteTextFileRequest {
  sessionId?: string;
  path: string;
}

/** The bridge's file access: `connectAcp`'s `FileSystemHandlers`, and a delete. */
export interface BridgeFileSystem {
  readTextFile(request: ReadTextFileRequest): Promise<ReadTextFileResponse>;
  writeTextFile(request: WriteTextFileRequest): Promise<void>;
  deleteTextFile(request: DeleteTextFileRequest): Promise<void>;
}

/** ACP's "resource not found". */
const NOT_FOUND = -32002;
const INTERNAL_ERROR = -32603;

/** `url`: any of the bridge's URLs with its token (the socket's `ws://…/acp?token=…` will do). */
export function bridgeFs(url: string): BridgeFileSystem {
  async function call(endpoint: string, body: Record<string, unknown>): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(bridgeEndpoint(url, endpoint), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw new RequestError(INTERNAL_ERROR, `The bridge could not be reached: ${(error as Error).message}`, { path: body['path'] });
    }
    if (response.ok) return response.json();
    const { code, message } = await bridgeRefusal(response);
    const text = message ?? `The bridge refused the request (HTTP ${response.status})`;
    const data = { path: body['path'], status: response.status, ...(code ? { reason: code } : {}) };
    // Only the bridge's own "no such file": a 404 from something else in between is not a missing file.
    if (response.status === 404 && code === 'not-found') throw new RequestError(NOT_FOUND, `Resource not found: ${text}`, data);
    throw new RequestError(INTERNAL_ERROR, text, data);
  }
  return {
    async readTextFile({ sessionId, path, line, limit }) {
      const answer = (await call('fs/read', { sessionId, path, line, limit })) as { content?: unknown };
      if (typeof answer.content !== 'string')
        throw new RequestError(INTERNAL_ERROR, 'The bridge answered a read without content', { path });
      return { content: answer.content };
    },
    async writeTextFile({ sessionId, path, content }) {
      await call('fs/write', { sessionId, path, content });
    },
    async deleteTextFile({ sessionId, path }) {
      await call('fs/delete', { sessionId, path });
    },
  };
}
