// SPDX-License-Identifier: Apache-2.0
/**
 * What an observing connection (`mode: 'observe'`) does with each frame: folds plain messages and
 * the bridge's `/watch` trace lines into the store, each with its sender, skips history it already
 * folded before a reconnect, and stamps replayed lines with when they happened. One per connection:
 * it outlives the sockets, so a reconnect resumes the feed where it left off.
 */
import { CLIENT_METHODS } from '@agentclientprotocol/sdk/unstable';
import { wallNow } from '../scheduling/clock.js';
import type { Sender, ToolCallStore } from '../state/index.js';
import { readFrameItem, splitFrame } from './frames.js';
import type { BasicWebSocket } from './tapped-socket.js';

/** Methods the client side implements: a request or notification with one of these comes from the agent. */
const AGENT_TO_CLIENT = new Set<string>(Object.values(CLIENT_METHODS));

export class ObservedFeed {
  /** The last trace line folded, to skip history already seen after a reconnect. */
  private lastSeq = -1;
  private lastFeed: string | undefined;
  /** When the observed feed's recording began (wall clock), for trace lines that carry only `t_ms`. */
  private feedStart: number | undefined;
  /** Requests seen per sender, to tell whose a response is. */
  private readonly seenRequests = new Map<string, Sender>();

  /** `sawSession` hears of every message, to learn the session's id from the first that names one. */
  constructor(
    private readonly store: ToolCallStore,
    private readonly sawSession: (message: unknown) => void,
  ) {}

  /** Reads `socket` until it closes: `opened` when it opens, `closed` with its close code and reason. */
  watch(socket: BasicWebSocket, opened: () => void, closed: (code: number, reason: string) => void): Promise<void> {
    return new Promise<void>((resolve) => {
      socket.addEventListener('open', opened as never);
      // Heard, so that `ws` (Node) does not throw it; the close event that follows says why.
      socket.addEventListener('error', (() => undefined) as never);
      socket.addEventListener('message', ((event: { data: unknown }) => this.read(event.data)) as never);
      socket.addEventListener('close', ((event: { code?: number; reason?: string }) => {
        closed(event.code ?? 1006, event.reason ?? '');
        resolve();
      }) as never);
    });
  }

  /** Folds one WebSocket frame. */
  read(data: unknown): void {
    if (typeof data !== 'string') return;
    for (const line of splitFrame(data)) {
      const item = readFrameItem(line);
      if (item.kind === 'garbage') {
        this.store.dispatch(item.text, { from: 'agent' });
      } else if (item.kind === 'envelope') {
        if (item.feed !== this.lastFeed) {
          this.lastFeed = item.feed;
          this.lastSeq = -1;
          this.feedStart = undefined;
        }
        if (item.seq !== undefined) {
          if (item.seq <= this.lastSeq) continue; // history already folded before a reconnect
          this.lastSeq = item.seq;
        }
        this.sawSession(item.message);
        // History is stamped with when it happened, not when it reached us: past calls keep their durations.
        let receivedAt = item.at;
        if (receivedAt === undefined && item.offsetMs !== undefined)
          receivedAt = (this.feedStart ??= wallNow() - item.offsetMs) + item.offsetMs;
        this.store.dispatch(item.message, { from: item.from, receivedAt });
      } else {
        this.sawSession(item.message);
        this.store.dispatch(item.message, { from: this.senderOf(item.message) });
      }
    }
  }

  /** Who sent a plain message on an observed feed: by method, or for a response by its request. */
  private senderOf(message: Record<string, unknown>): Sender {
    const id = message['id'];
    const method = message['method'];
    if (typeof method === 'string') {
      const from: Sender = AGENT_TO_CLIENT.has(method) ? 'agent' : 'client';
      if (typeof id === 'string' || typeof id === 'number') this.seenRequests.set(`${from}:${typeof id}:${id}`, from);
      return from;
    }
    if (typeof id === 'string' || typeof id === 'number') {
      for (const from of ['client', 'agent'] as const) {
        const key = `${from}:${typeof id}:${id}`;
        if (this.seenRequests.has(key)) {
          this.seenRequests.delete(key);
          return from === 'client' ? 'agent' : 'client';
        }
      }
    }
    return 'agent';
  }
}
