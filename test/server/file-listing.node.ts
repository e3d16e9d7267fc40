// SPDX-License-Identifier: Apache-2.0
// The bridge's read-only file listing for mentions (`GET /files`): what it lists, what it refuses
// (wrong token or Origin, queries that try to leave the working directory) and links that point
// out of it. Over real HTTP against a bridge whose agent runs in a scratch directory. Run by `npm test`.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { listFiles } from '../../server/bridge/file-listing.js';
import { ORIGIN, testBridge, type TestBridge } from './helpers.js';

describe('bridge file listing', () => {
  let t: TestBridge;
  let root: string;
  let outside: string;

  before(async () => {
    root = await mkdtemp(join(tmpdir(), 'tce-listing-'));
    outside = await mkdtemp(join(tmpdir(), 'tce-outside-'));
    const files = ['README.md', 'src/stats.ts', 'src/report.ts', 'src/format/legacy.ts', 'node_modules/dep/index.js', '.git/config'];
    for (const file of files) {
      await mkdir(join(root, file, '..'), { recursive: true });
      await writeFile(join(root, file), 'x');
    }
    await writeFile(join(outside, 'secret.txt'), 'secret');
    await symlink(join(outside, 'secret.txt'), join(root, 'src/secret-link.txt'));
    await symlink(outside, join(root, 'escape'));
    await symlink(join(root, 'src/stats.ts'), join(root, 'stats-link.ts'));
    await symlink(root, join(root, 'src/loop'));
    // The agent never starts here (no socket is opened): only its working directory matters.
    t = await testBridge({ agent: { command: process.execPath, args: ['-e', ''], cwd: root } });
  });
  after(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  const get = async (query: string | undefined, init: { origin?: string; token?: string; method?: string } = {}) => {
    const url = new URL(t.bridge.filesUrl);
    if (init.token !== undefined) url.searchParams.set('token', init.token);
    if (query !== undefined) url.searchParams.set('query', query);
    const response = await fetch(url, { method: init.method ?? 'GET', headers: init.origin ? { origin: init.origin } : {} });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
  };
  const paths = (body: Record<string, unknown>) => (body['files'] as { path: string }[]).map((file) => file.path);

  it('lists files under the working directory, best matches first, without node_modules or .git', async () => {
    const all = await get('', { origin: ORIGIN });
    assert.equal(all.status, 200);
    assert.equal(all.headers.get('access-control-allow-origin'), ORIGIN);
    assert.equal(all.headers.get('cache-control'), 'no-store');
    assert.deepEqual(
      paths(all.body).sort(),
      ['README.md', 'src/format/legacy.ts', 'src/report.ts', 'src/stats.ts', 'stats-link.ts'].sort(),
    );
    const stats = await get('STATS');
    assert.deepEqual(paths(stats.body), ['src/stats.ts', 'stats-link.ts']);
    assert.deepEqual((stats.body['files'] as { uri: string }[])[0]!.uri, pathToFileURL(join(root, 'src/stats.ts')).href);
    assert.deepEqual(paths((await get('src/f')).body), ['src/format/legacy.ts']);
  });

  it('never lists or follows a link out of the directory', async () => {
    const listed = paths((await get('')).body);
    assert.ok(!listed.some((path) => path.includes('secret') || path.startsWith('escape') || path.startsWith('src/loop')), listed.join());
    assert.deepEqual(paths((await get('secret')).body), []);
  });

  it('refuses queries that try to leave it', async () => {
    for (const query of ['..', '../', '../etc/passwd', 'src/../../x', '..\\x', '/etc/passwd', '\\\\server\\share', 'C:\\Windows', 'a\0b']) {
      const { status, body } = await get(query);
      assert.equal(status, 400, query);
      assert.equal(body['files'], undefined);
    }
    // Percent-encoded in the raw URL: decoded once, then refused the same.
    const raw = await fetch(`${t.bridge.filesUrl}&query=%2e%2e%2f%2e%2e%2fetc`);
    assert.equal(raw.status, 400);
  });

  it('requires the token and an allowed Origin, and only GET', async () => {
    assert.equal((await get('', { token: '' })).status, 401);
    assert.equal((await get('', { token: t.bridge.token.slice(0, -1) + 'x' })).status, 401);
    const evil = await get('', { origin: 'http://evil.example' });
    assert.equal(evil.status, 403);
    assert.equal(evil.headers.get('access-control-allow-origin'), null);
    assert.equal((await get('', { method: 'POST' })).status, 405);
    assert.ok(t.logs.some((line) => /refused a file listing: Origin http:\/\/evil\.example/.test(line)));
  });

  it('is bounded: a limit on results and on the walk', async () => {
    const few = await listFiles(root, '', { limit: 2 });
    assert.equal(few.files.length, 2);
    assert.equal(few.truncated, true);
    const short = await listFiles(root, '', { maxEntries: 3 });
    assert.equal(short.truncated, true);
    assert.ok(short.files.length <= 3);
    await assert.rejects(listFiles(root, '../x'), /leaves the working directory/);
  });
});
