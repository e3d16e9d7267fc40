// SPDX-License-Identifier: Apache-2.0
/**
 * The bridge's HTTP endpoints, each under the same token (401) and allowed Origins (403) as its
 * sockets, answered in JSON with `Access-Control-Allow-Origin` for an allowed Origin:
 * - `GET /files?query=` — files under the agent's folder, for mentions (file-listing.ts, decision 0037);
 * - `GET /capabilities` — what this bridge can do for the page: `{files, auth: {terminal, envVar}, agentCommand}`;
 * - `POST /auth/env` — an `env_var` sign-in's values (auth-env.ts), answered 204;
 * - `POST /fs/read`, `/fs/write`, `/fs/delete` — the session's files (file-access.ts, decision 0041),
 *   refused with `{error: {code, message}}` (the others' errors are `{error: message}`);
 * - `OPTIONS` — the CORS preflight of those POSTs.
 * Anything else is 426 (the rest of the bridge is WebSocket only) or 405 for a wrong method.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkEnvRequest, MAX_ENV_BODY_BYTES } from './auth-env.js';
import type { EnvVarMethod } from './auth-methods.js';
import { FileAccessError, MAX_FILE_BYTES, type FileAccess } from './file-access.js';
import { listFiles, refusedQuery } from './file-listing.js';

export interface BridgeCapabilities {
  files: boolean;
  /** `POST /fs/read`, `/fs/write` and `/fs/delete` are served. */
  fs: boolean;
  auth: { terminal: boolean; envVar: boolean };
  /** The agent's command as a user would type it in a shell (the sign-in view's "run it yourself"). */
  agentCommand: string;
}

export interface HttpApi {
  origins: ReadonlySet<string>;
  tokenMatches(given: string | null): boolean;
  log(line: string): void;
  /** The folder `/files` lists; undefined: no `/files`. */
  filesRoot: string | undefined;
  capabilities(): BridgeCapabilities;
  /** Undefined: no `/fs/*`. */
  fileAccess?: FileAccess;
  /** Undefined: no `/auth/env`. */
  envVar?: {
    method(id: unknown): EnvVarMethod | undefined;
    /** Keeps the values for the agents started from now on and restarts the running ones. */
    apply(method: EnvVarMethod, values: Record<string, string>): void;
  };
}

const ENDPOINTS: Record<string, string> = {
  '/files': 'GET',
  '/capabilities': 'GET',
  '/auth/env': 'POST',
  '/fs/read': 'POST',
  '/fs/write': 'POST',
  '/fs/delete': 'POST',
};
/** How the log names a request to each. */
const NAMES: Record<string, string> = {
  '/files': 'a file listing',
  '/capabilities': 'a capabilities request',
  '/auth/env': 'an environment sign-in',
  '/fs/read': 'a file read',
  '/fs/write': 'a file write',
  '/fs/delete': 'a file delete',
};
/** Largest `/fs/*` body: a text of 4 MiB, JSON-escaped (a control character takes six bytes). */
const MAX_FS_BODY_BYTES = 6 * MAX_FILE_BYTES + 64 * 1024;

/** Reads a body of at most `limit` bytes; undefined when it is longer. */
async function readBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function httpHandler(api: HttpApi): (request: IncomingMessage, response: ServerResponse) => void {
  const enabled = (path: string) =>
    path in ENDPOINTS &&
    (path !== '/files' || api.filesRoot !== undefined) &&
    (path !== '/auth/env' || api.envVar !== undefined) &&
    (!path.startsWith('/fs/') || api.fileAccess !== undefined);

  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://bridge.invalid');
    if (!enabled(url.pathname)) return void response.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket only\n');
    const origin = request.headers.origin;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      vary: 'Origin',
    };
    if (origin !== undefined && api.origins.has(origin)) headers['access-control-allow-origin'] = origin;
    const isFs = url.pathname.startsWith('/fs/');
    const fail = (status: number, why: string, code = 'refused') => {
      api.log(`bridge: refused ${NAMES[url.pathname]}: ${why}`);
      response.writeHead(status, headers).end(JSON.stringify({ error: isFs ? { code, message: why } : why }));
    };
    const ok = (body: unknown) => response.writeHead(200, headers).end(JSON.stringify(body));

    if (request.method === 'OPTIONS' && origin !== undefined && api.origins.has(origin)) {
      headers['access-control-allow-methods'] = ENDPOINTS[url.pathname]!;
      headers['access-control-allow-headers'] = 'content-type';
      headers['access-control-max-age'] = '600';
      return void response.writeHead(204, headers).end();
    }
    if (request.method !== ENDPOINTS[url.pathname]) return fail(405, `method ${request.method}`, 'method-not-allowed');
    if (!api.tokenMatches(url.searchParams.get('token'))) return fail(401, 'missing or wrong token', 'unauthorized');
    if (origin !== undefined && !api.origins.has(origin)) return fail(403, `Origin ${origin} is not allowed`, 'forbidden-origin');

    if (url.pathname === '/capabilities') return ok(api.capabilities());
    if (url.pathname === '/files') {
      const query = url.searchParams.get('query') ?? '';
      const refused = refusedQuery(query);
      if (refused) return fail(400, refused);
      return void listFiles(api.filesRoot!, query).then(ok, (error: Error) => fail(500, `the listing failed: ${error.message}`));
    }
    if (isFs) {
      return void serveFs(api.fileAccess!, url.pathname, request).then(ok, (error: unknown) =>
        error instanceof FileAccessError
          ? fail(error.status, error.message, error.code)
          : fail(500, `the file access failed: ${(error as Error).message}`, 'io-error'),
      );
    }
    void readBody(request, MAX_ENV_BODY_BYTES).then(
      (text) => {
        if (text === undefined) return fail(413, `the body is over ${MAX_ENV_BODY_BYTES} bytes`);
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          return fail(400, 'the body is not JSON');
        }
        const methodId = (body as { methodId?: unknown } | null)?.methodId;
        const method = api.envVar!.method(methodId);
        const checked = checkEnvRequest(body, method);
        if ('error' in checked) return fail(400, checked.error);
        api.envVar!.apply(method!, checked.values);
        response.writeHead(204, headers).end();
      },
      (error: Error) => fail(400, `the body could not be read: ${error.message}`),
    );
  };
}

/** One `/fs/*` request: its JSON body checked, then the file access's answer (or its refusal). */
async function serveFs(files: FileAccess, path: string, request: IncomingMessage): Promise<unknown> {
  let text: string | undefined;
  try {
    text = await readBody(request, MAX_FS_BODY_BYTES);
  } catch (error) {
    throw new FileAccessError(400, 'bad-request', `the body could not be read: ${(error as Error).message}`);
  }
  if (text === undefined) throw new FileAccessError(413, 'too-large', 'the text is larger than 4 MiB');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new FileAccessError(400, 'bad-request', 'the body is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new FileAccessError(400, 'bad-request', 'the body must be a JSON object');
  const fields = body as { path: unknown; line?: unknown; limit?: unknown; content?: unknown };
  if (path === '/fs/read') return files.read(fields);
  if (path === '/fs/write') return files.write({ path: fields.path, content: fields.content });
  return files.delete(fields);
}
