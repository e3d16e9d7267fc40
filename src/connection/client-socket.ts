// SPDX-License-Identifier: Apache-2.0
/**
 * One socket of a client-mode connection: the SDK's connection over a tapped WebSocket (every raw
 * message reaches the store first), the `initialize` the page sends on it, and the wait for the
 * socket's close frame, whose code and reason say why it closed.
 */
import {
  PROTOCOL_VERSION,
  type ClientApp,
  type ClientCapabilities,
  type ClientConnection,
  type InitializeRequest,
} from '@agentclientprotocol/sdk/unstable';
import { createWebSocketStream } from '@agentclientprotocol/sdk/experimental/ws-client';
import { after } from '../scheduling/clock.js';
import type { ConnectAcpOptions } from './connection-types.js';
import { tappedWebSocket, type SocketTap } from './tapped-socket.js';

/**
 * After the SDK gave up on a closed stream, how long to wait for the socket's close frame (its code
 * and reason say why it closed): a socket that never opened may not report one everywhere.
 */
export const CLOSE_REASON_WAIT_MS = 1_000;

/**
 * What the SDK still needs to see once the store has a message: everything but `session/update`
 * notifications, which the store folds and nothing here answers. Skipping them spares the SDK's
 * schema validation of every update (most of the traffic; the SDK would also drop kinds it does
 * not know).
 */
function forwardToSdk(message: Record<string, unknown>): boolean {
  return !(message['method'] === 'session/update' && !('id' in message));
}

export interface ClientSocket {
  readonly conn: ClientConnection;
  /** Settles once the connection closed and the close frame arrived (or `CLOSE_REASON_WAIT_MS` passed). */
  finished(): Promise<void>;
}

/** Opens a socket to `url` served by `app`; `tap` hears every frame and the socket's opening and closing. */
export function openClientSocket(url: string, app: ClientApp, tap: SocketTap, WebSocket: ConnectAcpOptions['WebSocket']): ClientSocket {
  let socketClosed!: () => void;
  const closed = new Promise<void>((resolve) => (socketClosed = resolve));
  const tapped: SocketTap = {
    ...tap,
    closed(code, reason) {
      tap.closed(code, reason);
      socketClosed();
    },
  };
  const stream = createWebSocketStream(url, { WebSocket: tappedWebSocket(tapped, WebSocket, forwardToSdk) });
  const conn = app.connect(stream);
  return {
    conn,
    async finished() {
      await conn.closed;
      // The close frame's code and reason arrive after the SDK gave up on the stream: wait for them, briefly.
      let cancelWait: (() => void) | undefined;
      await Promise.race([closed, new Promise<void>((resolve) => (cancelWait = after(CLOSE_REASON_WAIT_MS, resolve)))]);
      cancelWait?.();
    },
  };
}

/**
 * The page's `initialize`: `_meta.terminal_output` so agents stream terminal output; `fs` only for
 * the handlers given; `elicitation` unless told not to; `auth.terminal` only with a terminal sign-in
 * runner (ACP: an agent lists `terminal` methods only to a client that can run them).
 */
export function initializeRequest(options: ConnectAcpOptions): InitializeRequest {
  const fs = options.fs;
  const clientCapabilities: ClientCapabilities = {
    fs: { readTextFile: Boolean(fs?.readTextFile), writeTextFile: Boolean(fs?.writeTextFile) },
    terminal: false,
    ...(options.elicitation === false ? {} : { elicitation: { form: {}, url: {} } }),
    ...(options.auth?.terminal ? { auth: { terminal: true } } : {}),
    _meta: { terminal_output: true },
  };
  return {
    protocolVersion: PROTOCOL_VERSION,
    clientCapabilities,
    clientInfo: options.clientInfo ?? { name: 'tool-call-elements', version: '0.1.0' },
  };
}
