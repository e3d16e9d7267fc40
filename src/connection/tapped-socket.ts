// SPDX-License-Identifier: Apache-2.0
/**
 * A WebSocket wrapper handed to the SDK's `createWebSocketStream`: every frame in and out passes
 * through here first, so the store sees each raw message before the SDK parses (and possibly
 * drops) it. Incoming frames are split into their messages (see frames.ts); only JSON objects
 * reach the SDK, one per synthetic `message` event. Garbage goes to the store, where it becomes a
 * `FeedError`, and nowhere else.
 */
import type { WebSocketConstructor } from '@agentclientprotocol/sdk/experimental/ws-client';
import { readFrameItem, splitFrame } from './frames.js';

/** The parts of the platform WebSocket we use (the browser's, or `ws` in Node). */
export interface BasicWebSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: string, listener: (event: never) => void): void;
  removeEventListener(type: string, listener: (event: never) => void): void;
}
export type BasicWebSocketConstructor = new (url: string, protocols?: string | string[]) => BasicWebSocket;

export interface SocketTap {
  /** A raw message (object, or its text when it is not a JSON object) received from the peer. */
  received(message: unknown): void;
  /** A raw message the SDK is about to send. */
  sent(message: unknown): void;
  /** The socket was opened. */
  opened(socket: BasicWebSocket): void;
  /** The socket closed: its close code and reason. */
  closed(code: number, reason: string): void;
}

type Listener = (event: unknown) => void;

/**
 * A WebSocket constructor for `createWebSocketStream` that taps `Base` (default: the global one).
 * `forward` decides which received messages the SDK gets at all (default: every one).
 */
export function tappedWebSocket(
  tap: SocketTap,
  Base?: BasicWebSocketConstructor,
  forward: (message: Record<string, unknown>) => boolean = () => true,
): WebSocketConstructor {
  const Socket = Base ?? (globalThis.WebSocket as unknown as BasicWebSocketConstructor);
  class TappedWebSocket {
    private readonly inner: BasicWebSocket;
    private readonly messageListeners = new Set<Listener>();

    constructor(url: string, protocols?: string | string[]) {
      this.inner = protocols === undefined ? new Socket(url) : new Socket(url, protocols);
      this.inner.addEventListener('message', ((event: { data: unknown }) => this.onFrame(event.data)) as never);
      this.inner.addEventListener('open', (() => tap.opened(this.inner)) as never);
      this.inner.addEventListener('close', ((event: { code?: number; reason?: string }) =>
        tap.closed(event.code ?? 1006, event.reason ?? '')) as never);
      // The SDK stops listening when it closes the stream; `ws` (Node) then reports closing a socket
      // still connecting as an 'error' nobody hears, which would crash the process. The close
      // event says why it closed.
      this.inner.addEventListener('error', (() => undefined) as never);
    }

    get readyState(): number {
      return this.inner.readyState;
    }

    send(data: string): void {
      let message: unknown = data;
      try {
        message = JSON.parse(data);
      } catch {
        // The SDK only sends JSON; keep whatever it was.
      }
      tap.sent(message);
      this.inner.send(data);
    }

    close(code?: number, reason?: string): void {
      this.inner.close(code, reason);
    }

    addEventListener(type: string, listener: Listener): void {
      if (type === 'message') this.messageListeners.add(listener);
      else this.inner.addEventListener(type, listener as never);
    }

    removeEventListener(type: string, listener: Listener): void {
      if (type === 'message') this.messageListeners.delete(listener);
      else this.inner.removeEventListener(type, listener as never);
    }

    private onFrame(data: unknown): void {
      if (typeof data !== 'string') return; // ACP is text frames; binary frames are ignored.
      for (const line of splitFrame(data)) {
        const item = readFrameItem(line);
        if (item.kind === 'garbage') {
          tap.received(item.text);
          continue;
        }
        const message = item.kind === 'envelope' ? item.message : item.message;
        tap.received(message);
        if (typeof message !== 'object' || message === null || !forward(message as Record<string, unknown>)) continue;
        const text = item.kind === 'envelope' ? JSON.stringify(message) : item.text;
        for (const listener of [...this.messageListeners]) listener({ data: text });
      }
    }
  }
  return TappedWebSocket as unknown as WebSocketConstructor;
}
