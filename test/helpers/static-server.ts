// SPDX-License-Identifier: Apache-2.0
// A static file server for built pages (a Vite dist/): on 127.0.0.1, a port the system picks, with
// the response headers a test wants on every file (a Content-Security-Policy, say).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

export interface StaticOptions {
  /** Files served in place of a path's own: the function gets the path and its text (undefined when none). */
  rewrite?: Record<string, (text: string | undefined) => string>;
  /** More folders, each served under its URL prefix (`/__fonts/inter/` → a folder). */
  mounts?: Record<string, string>;
}

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

export function serveStatic(dir: string, headers: Record<string, string> = {}, options: StaticOptions = {}): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const [prefix, root] = Object.entries(options.mounts ?? {}).find(([start]) => path.startsWith(start)) ?? ['/', dir];
    const inside = path.slice(prefix.length - 1);
    const file = normalize(join(root, inside.endsWith('/') ? `${inside}index.html` : inside));
    if (request.method !== 'GET' || !file.startsWith(root + sep)) {
      response.writeHead(404).end();
      return;
    }
    const rewrite = options.rewrite?.[path];
    if (rewrite) {
      readFile(file, 'utf8')
        .catch(() => undefined)
        .then((text) => response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'text/plain', ...headers }).end(rewrite(text)));
      return;
    }
    readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...headers }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
