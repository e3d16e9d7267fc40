// SPDX-License-Identifier: Apache-2.0
// The tracker reads each message as the store's reducer read it (`DispatchedMessage.parsed`, so
// JSON text is parsed once), and still reads a dispatch without it: an object or JSON text.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { selectFileChanges, trackChanges } from '../../src/changes/index.js';
import { createToolCallStore, type DispatchedMessage, type ToolCallStore } from '../../src/state/index.js';
import { diff } from '../helpers/changes.js';
import { handshake, prompt, request, result, toolCall, toolCallUpdate } from '../helpers/wire.js';

const SESSION = 'dispatched-session';
const A = '/repo/a.txt';

/** The same store, its listeners given `dispatched` as `relay` makes it (a store of the host's own, say). */
function relayedStore(store: ToolCallStore, relay: (dispatched: DispatchedMessage) => DispatchedMessage): ToolCallStore {
  return {
    ...store,
    subscribe: (listener) => store.subscribe((state, previous, dispatched) => listener(state, previous, relay(dispatched))),
  };
}

/** One turn: the agent reads `a.txt` through the client, then edits it; every message sent as `encode` gives it. */
function playEdit(store: ToolCallStore, encode: (message: object) => unknown) {
  let time = 1_000;
  const send = (message: object, from: 'agent' | 'client' = 'agent') => store.dispatch(encode(message), { from, receivedAt: ++time });
  for (const { from, msg } of handshake(SESSION)) send(msg, from);
  send(prompt(5, SESSION, 'edit a'), 'client');
  send(request(6, 'fs/read_text_file', { sessionId: SESSION, path: A }));
  send(result(6, { content: 'one\n' }), 'client');
  send(toolCall(SESSION, 'e1', { kind: 'edit', status: 'in_progress', title: 'e1', content: [diff(A, 'one', 'two')] }));
  send(toolCallUpdate(SESSION, 'e1', { status: 'completed' }));
}

function editedFile(relay: (dispatched: DispatchedMessage) => DispatchedMessage, encode: (message: object) => unknown) {
  const store = createToolCallStore();
  const tracker = trackChanges(relayedStore(store, relay), { target: null });
  playEdit(store, encode);
  const [file] = selectFileChanges(tracker.getState(), { sessionId: SESSION });
  tracker.dispose();
  return file && { before: file.before, after: file.after, exact: file.exact };
}

const asText = (message: object) => JSON.stringify(message);
const asObject = (message: object) => message;
const EDITED = { before: 'one\n', after: 'two\n', exact: true };

test('the store gives its listeners the message as the reducer read it', () => {
  const store = createToolCallStore();
  const seen: DispatchedMessage[] = [];
  store.subscribe((_state, _previous, dispatched) => seen.push(dispatched));
  const message = prompt(1, SESSION, 'hi');
  store.dispatch(message, { from: 'client' });
  store.dispatch(JSON.stringify(message), { from: 'client' });
  store.dispatch('{not json', { from: 'client' });
  assert.equal(seen[0]!.parsed, message);
  assert.deepEqual(seen[1]!.parsed, message);
  assert.equal(seen[1]!.message, JSON.stringify(message));
  assert.ok('parsed' in seen[2]! && seen[2].parsed === undefined);
});

test('the tracker reads the parsed value the store gives, not the text again', () => {
  // The text is made unreadable on its way to the tracker: only the store's parse can have been read.
  const file = editedFile((dispatched) => ({ ...dispatched, message: '{garbled' }), asText);
  assert.deepEqual(file, EDITED);
});

test('a dispatch without the parsed value is read from the message: JSON text or an object', () => {
  const withoutParsed = ({ parsed: _parsed, ...dispatched }: DispatchedMessage): DispatchedMessage => dispatched;
  assert.deepEqual(editedFile(withoutParsed, asText), EDITED);
  assert.deepEqual(editedFile(withoutParsed, asObject), EDITED);
  assert.deepEqual(
    editedFile((dispatched) => dispatched, asObject),
    EDITED,
  );
});
