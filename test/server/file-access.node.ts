// SPDX-License-Identifier: Apache-2.0
// The bridge's file access for the page (`POST /fs/read`, `/fs/write`, `/fs/delete`; decision
// 0041), over real HTTP against a bridge whose demo agent runs in a scratch workspace: texts round-trip
// byte for byte, every way out is refused with nothing read or written outside, the limits hold,
// sessions' folders become roots once the agent accepted them, and `bridgeFs` (the page's side)
// maps the answers to ACP errors. Run by `npm test`.
import assert from 'node:assert/strict';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { bridgeFs, type FileSystemHandlers } from '../../src/connection/index.js';
import type { ChangeFileSystem } from '../../src/changes/types.js';
import { SessionRoots } from '../../server/bridge/session-roots.js';
import { ORIGIN, RpcSocket, testBridge, type TestBridge } from './helpers.js';

type Answer = { status: number; body: Record<string, unknown> };

const MiB = 1024 * 1024;
const HIDDEN = 'the-hidden-content\n';

/** Texts that a newline conversion, a BOM strip or a re-encoding would change. */
const TEXTS: Record<string, string> = {
  'crlf.txt': 'one\r\ntwo\r\nthree\r\n',
  'bom.ts': '\uFEFFexport const a = 1;\n',
  'cjk.md': '# 统计工具\n\n平均值與中位數。\n',
  'emoji.txt': 'ship it 🚀👩‍💻\n',
  'no-final-newline.txt': 'last line without a newline',
  'mixed.txt': 'a\r\nb\nc\rd',
};

describe('bridge file access (/fs/*)', () => {
  let t: TestBridge;
  let root: string;
  let outside: string;
  let extra: string;
  let more: string;
  /** Everything under `outside`, with contents, before the tests: it must never change. */
  let outsideBefore: string;

  const snapshot = async (dir: string) => {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    const files = await Promise.all(
      entries
        .filter((entry) => entry.isFile())
        .map(async (entry) => `${join(entry.parentPath, entry.name)}=${await readFile(join(entry.parentPath, entry.name), 'utf8')}`),
    );
    return files.sort().join('\n');
  };

  before(async () => {
    t = await testBridge({ agentInWorkspace: true });
    root = t.workspace;
    outside = await mkdtemp(join(tmpdir(), 'tce-fs-outside-'));
    extra = await mkdtemp(join(tmpdir(), 'tce-fs-session-'));
    more = await mkdtemp(join(tmpdir(), 'tce-fs-additional-'));
    await writeFile(join(outside, 'secret.txt'), HIDDEN);
    await mkdir(join(outside, 'dir'));
    await writeFile(join(outside, 'dir', 'inner.txt'), 'inner\n');
    await writeFile(join(extra, 'notes.md'), 'session notes\n');
    await writeFile(join(more, 'more.md'), 'more notes\n');
    await mkdir(join(root, 'src'), { recursive: true });
    await writeFile(join(root, 'src', 'app.ts'), 'export {};\n');
    await symlink(join(outside, 'secret.txt'), join(root, 'secret-link.txt'));
    await symlink(outside, join(root, 'escape'));
    await symlink(join(root, 'src', 'app.ts'), join(root, 'app-link.ts'));
    outsideBefore = await snapshot(outside);
  });
  after(async () => {
    assert.equal(await snapshot(outside), outsideBefore, 'nothing outside the roots was written or removed');
    await t.close();
    for (const dir of [outside, extra, more]) await rm(dir, { recursive: true, force: true });
  });

  async function post(
    op: 'read' | 'write' | 'delete',
    body: unknown,
    init: { origin?: string; token?: string; method?: string } = {},
  ): Promise<Answer> {
    const url = new URL(t.bridge.capabilitiesUrl);
    url.pathname = `/fs/${op}`;
    if (init.token !== undefined) url.searchParams.set('token', init.token);
    const response = await fetch(url, {
      method: init.method ?? 'POST',
      headers: { 'content-type': 'application/json', ...(init.origin ? { origin: init.origin } : {}) },
      ...(init.method === 'GET' ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const errorOf = (answer: Answer) => answer.body['error'] as { code: string; message: string };

  it('writes and reads texts byte for byte: CRLF, BOM, CJK, emoji, no final newline', async () => {
    for (const [name, text] of Object.entries(TEXTS)) {
      const path = join(root, 'texts', name);
      assert.deepEqual(await post('write', { sessionId: 's', path, content: text }), { status: 200, body: {} }, name);
      assert.deepEqual(await readFile(path), Buffer.from(text, 'utf8'), `${name} on disk`);
      assert.deepEqual(await post('read', { sessionId: 's', path }), { status: 200, body: { content: text } }, `${name} read back`);
    }
    // Relative paths are the agent's working directory's.
    assert.deepEqual((await post('read', { path: 'texts/bom.ts' })).body, { content: TEXTS['bom.ts'] });
  });

  it('reads `limit` lines from line `line`, each with its own line ending', async () => {
    const path = join(root, 'texts', 'crlf.txt');
    assert.deepEqual((await post('read', { path, line: 2, limit: 1 })).body, { content: 'two\r\n' });
    assert.deepEqual((await post('read', { path, line: 2 })).body, { content: 'two\r\nthree\r\n' });
    assert.deepEqual((await post('read', { path, line: 1, limit: 2000 })).body, { content: TEXTS['crlf.txt'] });
    assert.deepEqual((await post('read', { path, line: 9 })).body, { content: '' });
    assert.equal((await post('read', { path, line: 0 })).status, 400);
    assert.equal((await post('read', { path, limit: -1 })).status, 400);
  });

  it('replaces a file through a temporary file, keeping its mode, and creates missing folders inside the root', async () => {
    const path = join(root, 'bin', 'run.sh');
    await mkdir(join(root, 'bin'));
    await writeFile(path, '#!/bin/sh\necho old\n');
    await chmod(path, 0o750);
    assert.equal((await post('write', { path, content: '#!/bin/sh\necho new\n' })).status, 200);
    assert.equal((await stat(path)).mode & 0o777, 0o750);
    assert.equal(await readFile(path, 'utf8'), '#!/bin/sh\necho new\n');
    assert.deepEqual(await readdir(join(root, 'bin')), ['run.sh'], 'no temporary file left');
    // Through a link inside the root: the file it points to changes, the link stays.
    assert.equal((await post('write', { path: join(root, 'app-link.ts'), content: 'export const x = 1;\n' })).status, 200);
    assert.equal(await readFile(join(root, 'src', 'app.ts'), 'utf8'), 'export const x = 1;\n');
    assert.ok((await readdir(root)).includes('app-link.ts'));
    assert.equal((await post('write', { path: join(root, 'new', 'deep', 'file.ts'), content: 'new\n' })).status, 200);
    assert.equal(await readFile(join(root, 'new', 'deep', 'file.ts'), 'utf8'), 'new\n');
  });

  it('deletes a file; a missing one is 404 `not-found`', async () => {
    const path = join(root, 'gone.txt');
    await writeFile(path, 'bye\n');
    assert.deepEqual(await post('delete', { sessionId: 's', path }), { status: 200, body: {} });
    await assert.rejects(stat(path));
    for (const answer of [await post('delete', { path }), await post('read', { path })]) {
      assert.equal(answer.status, 404);
      assert.equal(errorOf(answer).code, 'not-found');
      assert.match(errorOf(answer).message, /no such file/);
    }
  });

  it('refuses every way out of the roots, reading and writing nothing there', async () => {
    const refused = async (op: 'read' | 'write' | 'delete', path: string, status: number, message: RegExp) => {
      const answer = await post(op, { path, content: 'pwned\n' });
      assert.equal(answer.status, status, `${op} ${JSON.stringify(path)}: ${JSON.stringify(answer.body)}`);
      assert.match(errorOf(answer).message, message, `${op} ${path}`);
      assert.ok(!JSON.stringify(answer.body).includes('hidden-content'), 'no content of the file outside');
    };
    const out = /outside the session's folders/;
    for (const op of ['read', 'write', 'delete'] as const) {
      await refused(op, `${root}/../${outside.split('/').pop()!}/secret.txt`, 403, /"\.\." segment/);
      await refused(op, 'src/../../secret.txt', 403, /"\.\." segment/);
      await refused(op, join(outside, 'secret.txt'), 403, out);
      await refused(op, '/etc/hostname', 403, out);
      await refused(op, join(root, 'secret-link.txt'), 403, /symbolic link/);
      await refused(op, join(root, 'escape', 'secret.txt'), 403, /symbolic link/);
      await refused(op, join(root, 'escape', 'dir', 'new.txt'), 403, /symbolic link/);
      await refused(op, join(root, 'src\0.txt'), 400, /NUL/);
      await refused(op, join(root, 'src'), 400, /directory/);
    }
    await refused('write', join(root, 'escape', 'created.txt'), 403, /symbolic link/);
    await refused('write', join(root, 'escape', 'new-dir', 'created.txt'), 403, /symbolic link/);
    await refused('read', root, 400, /directory/);
    // A link outside that points back in: reading it reads a file inside, but deleting it would remove an entry outside.
    await symlink(join(root, 'src', 'app.ts'), join(outside, 'dir', 'back-link.ts'));
    await refused('delete', join(root, 'escape', 'dir', 'back-link.ts'), 403, /symbolic link/);
    assert.ok((await readdir(join(outside, 'dir'))).includes('back-link.ts'));
    assert.equal(await readFile(join(outside, 'secret.txt'), 'utf8'), HIDDEN);
    assert.ok((await readdir(root)).includes('secret-link.txt'), 'the link itself was not deleted either');
  });

  it('refuses binary files and texts over 4 MiB, both ways', async () => {
    await writeFile(join(root, 'nul.bin'), Buffer.from([0x61, 0x00, 0x62]));
    await writeFile(join(root, 'latin1.txt'), Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
    await writeFile(join(root, 'big.txt'), 'x'.repeat(4 * MiB + 1));
    await writeFile(join(root, 'limit.txt'), 'y'.repeat(4 * MiB));
    for (const [name, status, code, message] of [
      ['nul.bin', 415, 'binary', /binary file \(it contains a NUL byte\)/],
      ['latin1.txt', 415, 'binary', /binary file \(not UTF-8 text\)/],
      ['big.txt', 413, 'too-large', /larger than 4 MiB/],
    ] as const) {
      const answer = await post('read', { path: join(root, name) });
      assert.equal(answer.status, status, name);
      assert.equal(errorOf(answer).code, code);
      assert.match(errorOf(answer).message, message);
    }
    assert.equal(((await post('read', { path: join(root, 'limit.txt') })).body['content'] as string).length, 4 * MiB);
    const tooBig = await post('write', { path: join(root, 'w-big.txt'), content: 'é'.repeat(2 * MiB + 1) });
    assert.equal(tooBig.status, 413);
    assert.match(errorOf(tooBig).message, /larger than 4 MiB/);
    assert.equal((await post('write', { path: join(root, 'w-nul.txt'), content: 'a\0b' })).status, 415);
    assert.equal((await post('write', { path: join(root, 'w-lone.txt'), content: 'a\uD800b' })).status, 400);
    assert.equal((await post('write', { path: join(root, 'w-limit.txt'), content: 'z'.repeat(4 * MiB) })).status, 200);
    for (const name of ['w-big.txt', 'w-nul.txt', 'w-lone.txt']) await assert.rejects(stat(join(root, name)), name);
  });

  it('refuses a missing or wrong token, a foreign Origin, a wrong method and a bad body', async () => {
    const path = join(root, 'guarded.txt');
    const noToken = await post('write', { path, content: 'x' }, { token: '' });
    assert.equal(noToken.status, 401);
    assert.equal(errorOf(noToken).code, 'unauthorized');
    assert.equal((await post('read', { path: join(root, 'src', 'app.ts') }, { token: 'f'.repeat(64) })).status, 401);
    const foreign = await post('write', { path, content: 'x' }, { origin: 'http://evil.example' });
    assert.equal(foreign.status, 403);
    assert.equal(errorOf(foreign).code, 'forbidden-origin');
    assert.equal((await post('read', undefined, { method: 'GET' })).status, 405);
    await assert.rejects(stat(path), 'nothing written');
    assert.equal((await post('read', '{not json')).status, 400);
    assert.equal((await post('read', [1])).status, 400);
    assert.equal((await post('read', {})).status, 400);
    assert.equal((await post('write', { path })).status, 400);
    // An allowed Origin gets the CORS header and the preflight.
    const allowed = await fetch(t.bridge.capabilitiesUrl.replace('/capabilities', '/fs/read'), {
      method: 'OPTIONS',
      headers: { origin: ORIGIN },
    });
    assert.equal(allowed.status, 204);
    assert.equal(allowed.headers.get('access-control-allow-methods'), 'POST');
  });

  it('learns the roots from the sessions the agent accepted: cwd and additionalDirectories, never "/"', async () => {
    const notes = join(extra, 'notes.md');
    assert.equal((await post('read', { path: notes })).status, 403);
    const rpc = await RpcSocket.open(t.bridge.url);
    try {
      await rpc.request('initialize', { protocolVersion: 1, clientCapabilities: {} });
      const created = await rpc.request('session/new', { cwd: extra, additionalDirectories: [more, 'relative/dir'], mcpServers: [] });
      assert.ok('result' in created);
      assert.deepEqual((await post('read', { path: notes })).body, { content: 'session notes\n' });
      assert.deepEqual((await post('read', { path: join(more, 'more.md') })).body, { content: 'more notes\n' });
      // A session in the filesystem's root opens nothing more.
      assert.ok('result' in (await rpc.request('session/new', { cwd: '/', mcpServers: [] })));
      assert.equal((await post('read', { path: join(outside, 'secret.txt') })).status, 403);
    } finally {
      rpc.ws.close();
    }
  });

  it('advertises the endpoints in /capabilities', async () => {
    const response = await fetch(t.bridge.capabilitiesUrl);
    assert.equal(((await response.json()) as { fs: unknown }).fs, true);
  });

  it('bridgeFs: connectAcp’s fs and trackChanges’ fs, with ACP’s errors', async () => {
    const fs = bridgeFs(t.bridge.url);
    // Both shapes, as is.
    const asHandlers: FileSystemHandlers = fs;
    const asChanges: ChangeFileSystem = fs;
    assert.ok(asHandlers.readTextFile && asChanges.deleteTextFile);
    const path = join(root, 'client', 'note.txt');
    await fs.writeTextFile({ sessionId: 's', path, content: TEXTS['mixed.txt']! });
    assert.deepEqual(await fs.readTextFile({ sessionId: 's', path }), { content: TEXTS['mixed.txt'] });
    assert.deepEqual(await fs.readTextFile({ sessionId: 's', path, line: 2, limit: 1 }), { content: 'b\n' });
    await fs.deleteTextFile({ sessionId: 's', path });
    await assert.rejects(fs.readTextFile({ sessionId: 's', path }), (error: Error & { code?: number }) => {
      assert.equal(error.code, -32002);
      assert.match(error.message, /no such file/);
      return true;
    });
    await assert.rejects(
      fs.writeTextFile({ sessionId: 's', path: join(outside, 'x.txt'), content: 'x' }),
      (error: Error & { code?: number; data?: { reason?: string } }) => {
        assert.equal(error.code, -32603);
        assert.match(error.message, /outside the session's folders/);
        assert.equal(error.data?.reason, 'outside-roots');
        return true;
      },
    );
    // The capabilities URL, or any other of the bridge's URLs, will do.
    assert.deepEqual(await bridgeFs(t.bridge.capabilitiesUrl).readTextFile({ sessionId: 's', path: 'texts/cjk.md' }), {
      content: TEXTS['cjk.md'],
    });
    await assert.rejects(
      bridgeFs(t.bridge.url.replace(/token=\w+/, 'token=nope')).readTextFile({ sessionId: 's', path }),
      /missing or wrong token/,
    );
  });

  it('logs refusals without file contents', () => {
    const logged = t.logs.join('\n');
    assert.match(logged, /refused a file read: outside the session's folders/);
    assert.ok(!logged.includes('hidden-content') && !logged.includes('session notes') && !logged.includes('统计'));
  });
});

describe('session roots', () => {
  it('takes the folders of answered session requests only', () => {
    const roots = new SessionRoots('/srv/agent');
    const watch = roots.watch();
    watch.fromClient(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'session/new', params: { cwd: '/a', mcpServers: [] } }));
    watch.fromAgent(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'Authentication required' } }));
    watch.fromClient(
      JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'session/load', params: { cwd: '/b', additionalDirectories: ['/c', 'd', '/'] } }),
    );
    watch.fromAgent(JSON.stringify({ jsonrpc: '2.0', id: 2, result: {} }));
    watch.fromClient(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'session/prompt', params: { cwd: '/e' } }));
    watch.fromAgent(JSON.stringify({ jsonrpc: '2.0', id: 3, result: {} }));
    assert.deepEqual(roots.all(), ['/srv/agent', '/b', '/c']);
  });
});

describe('bridge without file access (--no-fs)', () => {
  it('serves no /fs/* and says so in /capabilities', async () => {
    const t = await testBridge({ fs: false, agent: { command: process.execPath, args: ['-e', ''] } });
    try {
      const capabilities = (await (await fetch(t.bridge.capabilitiesUrl)).json()) as { fs: unknown };
      assert.equal(capabilities.fs, false);
      const url = t.bridge.capabilitiesUrl.replace('/capabilities', '/fs/read');
      const answer = await fetch(url, { method: 'POST', body: JSON.stringify({ path: join(t.workspace, 'x') }) });
      assert.equal(answer.status, 426);
    } finally {
      await t.close();
    }
  });
});
