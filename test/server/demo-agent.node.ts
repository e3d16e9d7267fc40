// SPDX-License-Identifier: Apache-2.0
// The demo agent's slash commands and attachments, over the real bridge and a real socket: what
// it advertises, and what it answers to commands, images and files (sizes from the decoded data,
// types from the bytes, never from what the prompt claims). Run by `npm test`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { waitUntil } from '../helpers/time.js';
import { PROCESS_WAIT, RpcSocket, testBridge, type TestBridge } from './helpers.js';

/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('demo agent: commands and attachments', () => {
  let t: TestBridge;
  let rpc: RpcSocket;
  let sessionId: string;
  let init: Record<string, unknown>;

  before(async () => {
    t = await testBridge();
    rpc = await RpcSocket.open(t.bridge.url);
    init = await rpc.request('initialize', { protocolVersion: 1, clientCapabilities: {} });
    const created = await rpc.request('session/new', { cwd: '/', mcpServers: [] });
    sessionId = (created['result'] as { sessionId: string }).sessionId;
  });
  after(async () => {
    rpc.ws.close();
    await t.close();
  });

  /** Sends a prompt; resolves with the turn's answer and what the agent said in it. */
  async function ask(prompt: unknown[]): Promise<{ stopReason: unknown; said: string }> {
    const before = rpc.updates().length;
    const reply = await rpc.request('session/prompt', { sessionId, prompt });
    const said = rpc
      .updates()
      .slice(before)
      .filter((u) => u['sessionUpdate'] === 'agent_message_chunk')
      .map((u) => (u['content'] as { text: string }).text)
      .join('');
    return { stopReason: (reply['result'] as { stopReason?: unknown } | undefined)?.stopReason, said };
  }

  it('declares images and embedded context, and offers its commands after session/new', async () => {
    const caps = (init['result'] as { agentCapabilities: { promptCapabilities: unknown } }).agentCapabilities;
    assert.deepEqual(caps.promptCapabilities, { image: true, embeddedContext: true });
    const offer = await waitUntil(
      () => rpc.updates().find((u) => u['sessionUpdate'] === 'available_commands_update'),
      'the commands',
      PROCESS_WAIT,
    );
    const commands = offer['availableCommands'] as { name: string; input?: { hint: string } }[];
    assert.deepEqual(
      commands.map((c) => c.name),
      ['help', 'explain', 'fix', 'refactor', 'status'],
    );
    assert.ok(
      commands.some((c) => c.input?.hint),
      'one command takes an input with a hint',
    );
    // After the answer that named the session, not before it.
    const answerAt = rpc.received.findIndex((m) => (m['result'] as { sessionId?: string } | undefined)?.sessionId === sessionId);
    const offerAt = rpc.received.findIndex((m) => (m['params'] as { update?: unknown } | undefined)?.update === offer);
    assert.ok(answerAt >= 0 && offerAt > answerAt);
  });

  it('answers its slash commands', async () => {
    const help = await ask([{ type: 'text', text: '/help' }]);
    assert.equal(help.stopReason, 'end_turn');
    assert.match(help.said, /`\/explain` <file, e\.g\. src\/stats\.ts>/);
    assert.match(
      (await ask([{ type: 'text', text: '/explain src/stats.ts' }])).said,
      /`src\/stats\.ts` has \d+ lines\. It exports `average\(\)`/,
    );
    assert.match(
      (await ask([{ type: 'text', text: '/explain ../../etc/passwd' }])).said,
      /There is no `\.\.\/\.\.\/etc\/passwd` in the workspace/,
    );
    assert.match((await ask([{ type: 'text', text: '/status' }])).said, /Mode: \*\*ask\*\*/);
    assert.match((await ask([{ type: 'text', text: '/nope`x' }])).said, /no command `\/nope`/);
  });

  it('describes an image by its decoded size and its real type', async () => {
    const png = await ask([
      { type: 'text', text: 'What is this?' },
      { type: 'image', mimeType: 'image/png', data: PNG },
    ]);
    assert.equal(png.stopReason, 'end_turn');
    assert.match(png.said, new RegExp(`an image: image/png, ${Buffer.from(PNG, 'base64').length} bytes, 1×1 pixels`));
    // The claimed type is not believed, nor is data that is not base64.
    assert.match(
      (await ask([{ type: 'image', mimeType: 'image/jpeg', data: PNG }])).said,
      /said to be image\/jpeg, \d+ bytes, whose bytes look like image\/png/,
    );
    assert.match((await ask([{ type: 'image', mimeType: 'image/png', data: '<script>!!' }])).said, /its data is not base64/);
    assert.match((await ask([{ type: 'image', mimeType: 'text/html"><b>', data: PNG }])).said, /said to be an unreadable type/);
  });

  it('names the files it is given, as links or with their contents', async () => {
    const uri = pathToFileURL(join(t.workspace, 'src/stats.ts')).href;
    const link = await ask([
      { type: 'text', text: 'Look at' },
      { type: 'resource_link', uri, name: 'stats.ts' },
    ]);
    assert.match(link.said, /the file `src\/stats\.ts`/);
    const embedded = await ask([{ type: 'resource', resource: { uri, text: 'a\nb\nc', mimeType: 'text/plain' } }]);
    assert.match(embedded.said, /the file `src\/stats\.ts` with its contents, 3 lines of text/);
    const two = await ask([
      { type: 'resource_link', uri: 'https://example.com/x', name: 'x`y' },
      { type: 'image', mimeType: 'image/png', data: PNG },
    ]);
    assert.match(two.said, /You attached 2 items:\n- the file `x y`\n- an image/);
  });
});
