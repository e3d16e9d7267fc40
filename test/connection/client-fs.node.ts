// SPDX-License-Identifier: Apache-2.0
// The agent's edits through the client's file access, on the live path: connectAcp given
// `fs: bridgeFs(url)`, through the real bridge, to the real demo agent, which then reads and writes
// through `fs/read_text_file` / `fs/write_text_file` (served from the bridge's disk) instead of
// writing the files itself. The multi-file turn (`/refactor`): two edits of one file, one of
// another, a new file, each with a snippet diff. Run by `npm test` (node:test through tsx).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { WebSocket } from 'ws';
import { bridgeFs, connectAcp, type AcpConnection, type ConnectAcpOptions } from '../../src/connection/index.js';
import { REPORT_TEST } from '../../server/demo-agent/scenario.js';
import { SAMPLE_FILES } from '../../server/demo-agent/workspace.js';
import { recordingStore, type Recorded } from '../helpers/recording-store.js';
import { testBridge, type TestBridge } from '../server/helpers.js';

describe('the demo agent edits through the client’s fs (bridgeFs)', () => {
  let t: TestBridge;
  let connection: AcpConnection | undefined;
  let log: Recorded[];

  beforeEach(async () => {
    t = await testBridge();
  });
  afterEach(async () => {
    connection?.close();
    connection = undefined;
    await t.close();
  });

  async function connect(overrides: Partial<ConnectAcpOptions> = {}): Promise<AcpConnection> {
    const recording = recordingStore();
    log = recording.log;
    connection = connectAcp(t.bridge.url, {
      store: recording.store,
      // The session's folder: the bridge serves files there (the agent's own folder is the repository here).
      cwd: t.workspace,
      permissionPolicy: () => ({ outcome: 'selected', optionId: 'allow' }),
      elicitation: false,
      WebSocket: WebSocket as unknown as ConnectAcpOptions['WebSocket'],
      reconnect: false,
      ...overrides,
    });
    await connection.ready;
    return connection;
  }

  const requests = (method: string) => log.filter((e) => e.from === 'agent' && e.message.method === method).map((e) => e.message);
  const answerTo = (id: unknown) => log.find((e) => e.from === 'client' && e.message.id === id && !('method' in e.message))?.message;
  const workspaceFile = (file: string) => readFile(join(t.workspace, file), 'utf8');
  const editCalls = () =>
    log
      .filter((e) => e.message.method === 'session/update')
      .map((e) => (e.message.params as { update: Record<string, unknown> }).update)
      .filter((u) => u['sessionUpdate'] === 'tool_call' && u['kind'] === 'edit') as {
      title: string;
      content: { type: string; path: string; oldText?: string | null; newText: string }[];
    }[];

  it('advertises fs, and the multi-file turn reads and writes through it: the files on disk change', async () => {
    const conn = await connect({ fs: bridgeFs(t.bridge.url) });
    const init = log.find((e) => e.message.method === 'initialize')!.message.params as { clientCapabilities: { fs: unknown } };
    assert.deepEqual(init.clientCapabilities.fs, { readTextFile: true, writeTextFile: true });
    assert.deepEqual(await conn.prompt('/refactor'), { stopReason: 'end_turn' });

    const writes = requests('fs/write_text_file');
    assert.deepEqual(
      writes.map((m) => (m.params as { path: string }).path),
      ['src/stats.ts', 'src/stats.ts', 'src/report.ts', 'test/report.test.ts'].map((file) => join(t.workspace, file)),
    );
    for (const write of writes) assert.deepEqual(answerTo(write.id)?.['result'], {}, 'each write succeeded');
    assert.ok(requests('fs/read_text_file').length >= 4, 'the agent read the files through the client');
    for (const read of requests('fs/read_text_file'))
      assert.equal(typeof (answerTo(read.id)?.['result'] as { content?: unknown })?.content, 'string');

    const stats = await workspaceFile('src/stats.ts');
    assert.match(stats, /if \(values\.length === 0\) return 0;\n {2}const sorted/);
    assert.match(stats, /\/\*\* "mean X, median Y", both with two decimals\. \*\/\nexport function describe/);
    assert.doesNotMatch(await workspaceFile('src/report.ts'), /const mean/);
    assert.equal(await workspaceFile('test/report.test.ts'), REPORT_TEST);
    // What a write sent is what is on disk.
    assert.equal((writes.at(-1)!.params as { content: string }).content, REPORT_TEST);

    // Snippet diffs, as claude-agent-acp sends them; the new file has no old text.
    const edits = editCalls();
    assert.deepEqual(
      edits.map((call) => call.title),
      ['Edit src/stats.ts', 'Edit src/stats.ts', 'Edit src/report.ts', 'Write test/report.test.ts'],
    );
    const [first, , third, created] = edits.map((call) => call.content[0]!);
    assert.equal(first!.oldText, '  const sorted = [...values].sort((a, b) => a - b);\n');
    assert.ok(!SAMPLE_FILES['src/stats.ts']!.startsWith(first!.oldText!), 'a fragment, not the file');
    assert.match(third!.oldText!, /const mean = average\(values\);/);
    assert.equal(created!.oldText, null);
    assert.equal(created!.newText, REPORT_TEST);
  });

  it('without fs the agent writes the files itself; run again, the edits swap back', async () => {
    const withFs = await connect({ fs: bridgeFs(t.bridge.url) });
    await withFs.prompt('/refactor');
    withFs.close();
    const plain = await connect();
    assert.deepEqual(await plain.prompt('Please refactor it back'), { stopReason: 'end_turn' });
    assert.equal(requests('fs/write_text_file').length, 0);
    assert.equal(requests('fs/read_text_file').length, 0);
    assert.equal(await workspaceFile('src/stats.ts'), SAMPLE_FILES['src/stats.ts']);
    assert.equal(await workspaceFile('src/report.ts'), SAMPLE_FILES['src/report.ts']);
  });

  it('the default turn’s edit goes through the client too', async () => {
    const conn = await connect({ fs: bridgeFs(t.bridge.url) });
    assert.deepEqual(await conn.prompt('Fix average()'), { stopReason: 'end_turn' });
    assert.deepEqual(
      requests('fs/write_text_file').map((m) => (m.params as { path: string }).path),
      [join(t.workspace, 'src/stats.ts')],
    );
    assert.match(await workspaceFile('src/stats.ts'), /if \(values\.length === 0\) return 0;\n {2}const total/);
  });
});
