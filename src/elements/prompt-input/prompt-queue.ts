// SPDX-License-Identifier: Apache-2.0
/**
 * `<prompt-input>`'s queue: what the user sent while a turn ran, per session, going out one
 * message per turn end, and paused after a stopped turn.
 */
import type { ContentBlock } from '../../state/index.js';
import type { ComposerParts, QueuedPrompt, SessionQueue } from './prompt-input-model.js';

/** What the queue needs of its element. */
export interface QueueHost {
  readonly sessionId: string | undefined;
  /** A turn is running. */
  readonly busy: boolean;
  requestUpdate(): void;
  /** Fires `prompt-cancel`; false when the host refused. */
  stop(): boolean;
  /** Fires `prompt-submit` for a queued message; false when the host prevented it. */
  sendQueued(item: QueuedPrompt): boolean;
  /** Puts the message (its text, chips and attachments) in the box; returns what the box held. */
  editQueued(item: QueuedPrompt): Omit<QueuedPrompt, 'id'>;
}

export class PromptQueue {
  private readonly bySession = new Map<string, SessionQueue>();
  private nextId = 1;

  constructor(private readonly host: QueueHost) {}

  /** The queue of the element's session now. */
  get current(): SessionQueue {
    const key = this.host.sessionId ?? '';
    let queue = this.bySession.get(key);
    if (!queue) this.bySession.set(key, (queue = { items: [], paused: false }));
    return queue;
  }

  /** Queues `text` (sent as `prompt` when given; `parts` put back if it is edited) last; the queue's length. */
  add(text: string, prompt?: ContentBlock[], parts?: ComposerParts): number {
    const queue = this.current;
    queue.items.push({ id: this.nextId++, text, ...(prompt ? { prompt } : {}), ...(parts ? { parts } : {}) });
    this.host.requestUpdate();
    return queue.items.length;
  }

  remove(id: number): void {
    const queue = this.current;
    queue.items = queue.items.filter((item) => item.id !== id);
    if (queue.sendNext === id) queue.sendNext = undefined;
    if (queue.items.length === 0) queue.paused = false;
    this.host.requestUpdate();
  }

  /** The message goes back into the box; what the box held (if anything) takes its place in the queue. */
  edit(id: number): void {
    const queue = this.current;
    const item = queue.items.find((candidate) => candidate.id === id);
    if (!item) return;
    const previous = this.host.editQueued(item);
    if (previous.text.trim() === '' && !previous.prompt) this.remove(id);
    else {
      queue.items = queue.items.map((candidate) => (candidate.id === id ? { id: this.nextId++, ...previous } : candidate));
      this.host.requestUpdate();
    }
  }

  /**
   * Sends a message ahead of the rest: at once when no turn runs; otherwise it moves to the head
   * and the turn is stopped, and it goes out when the turn ends (the queue does not pause for that stop).
   */
  sendNow(id: number): void {
    const queue = this.current;
    const item = queue.items.find((candidate) => candidate.id === id);
    if (!item) return;
    queue.items = [item, ...queue.items.filter((candidate) => candidate !== item)];
    if (this.host.busy) {
      queue.sendNext = id;
      if (!this.host.stop()) queue.sendNext = undefined;
      this.host.requestUpdate();
    } else this.sendHead(queue);
  }

  /** The queue goes on: its next message goes out now if no turn runs, the rest as turns end. */
  resume(): void {
    const queue = this.current;
    queue.paused = false;
    if (!this.host.busy) this.sendHead(queue);
    this.host.requestUpdate();
  }

  /**
   * A turn of the session ended (`running` went from true to false). The message "send now" chose
   * goes out; else, after a stopped turn, the queue pauses; else its next message goes out.
   */
  turnEnded(cancelled: boolean): void {
    const queue = this.current;
    const stopped = cancelled || queue.stopped === true;
    queue.stopped = false;
    const next = queue.sendNext;
    queue.sendNext = undefined;
    if (next !== undefined && queue.items[0]?.id === next) {
      queue.paused = false;
      this.sendHead(queue);
    } else if (queue.items.length === 0) queue.paused = false;
    else if (stopped) queue.paused = true;
    else if (!queue.paused) this.sendHead(queue);
    this.host.requestUpdate();
  }

  /** Sends the head; if the host prevents it, it stays first and the queue pauses rather than retry at every turn end. */
  private sendHead(queue: SessionQueue): void {
    const [head, ...rest] = queue.items;
    if (!head) return;
    queue.items = rest;
    if (!this.host.sendQueued(head)) {
      queue.items = [head, ...queue.items];
      queue.paused = true;
    } else if (rest.length === 0) queue.paused = false;
    this.host.requestUpdate();
  }
}
