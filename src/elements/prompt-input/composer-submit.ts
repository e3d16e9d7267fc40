// SPDX-License-Identifier: Apache-2.0
/**
 * `<prompt-input>`'s send: the box's text, chips and attachments made into one prompt (after the
 * chips' contents are read, for an agent that takes embedded resources), fired as `prompt-submit`
 * or queued while a turn runs.
 */
import { announce } from '../../dom/announcer.js';
import { PromptSubmitEvent } from '../../events/prompt-submit.js';
import type { PromptInputStrings } from '../../i18n/prompt-input.strings.js';
import type { ContentBlock, PromptCapabilities } from '../../state/index.js';
import type { ComposerAttachments } from './composer-attachments.js';
import type { ComposerMentions } from './composer-mentions.js';
import { promptBlocks } from './mention-model.js';
import type { ComposerParts, QueuedPrompt } from './prompt-input-model.js';
import type { PromptQueue } from './prompt-queue.js';

export interface SubmitHost extends EventTarget {
  readonly sessionId: string | undefined;
  readonly busy: boolean;
  readonly capabilities: PromptCapabilities;
  /** The box's text now. */
  readonly value: string;
  /** The prompt went out, or joined the queue: the box empties. */
  sent(text: string, queued: boolean): void;
  /** Puts `text` in the box as the user's edit (no chips). */
  putText(text: string): void;
}

export class PromptSender {
  /** Embedded contents are being read for a prompt: a second send waits. */
  private reading = false;

  constructor(
    private readonly host: SubmitHost,
    private readonly mentions: ComposerMentions,
    private readonly attachments: ComposerAttachments,
    private readonly queues: PromptQueue,
    private readonly strings: () => PromptInputStrings,
  ) {}

  /** Sends the box (or queues it while a turn runs): text and chips in order, then the attachments. */
  submit(): void {
    const text = this.host.value;
    const { tray } = this.attachments;
    const media = tray.blocks();
    if ((text.trim() === '' && media.length === 0) || tray.reading || this.reading) return;
    const prompt = this.mentions.prompt(text, media, this.host.capabilities.embeddedContext);
    if (!(prompt instanceof Promise)) return this.send(text, prompt);
    this.reading = true;
    void prompt.then((blocks) => {
      this.reading = false;
      // The user went on typing while the contents were read: that text is theirs, not this prompt's.
      if (this.host.value === text) this.send(text, blocks);
    });
  }

  /** Fires `prompt-submit` (a text prompt when `prompt` is undefined); false when the host prevented it. */
  dispatch(text: string, prompt: ContentBlock[] = [{ type: 'text', text }]): boolean {
    return this.host.dispatchEvent(new PromptSubmitEvent({ sessionId: this.host.sessionId, prompt }));
  }

  /** What the box holds besides its text, when it holds anything. */
  private parts(): ComposerParts | undefined {
    const { chips } = this.mentions;
    const attachments = this.attachments.tray.items;
    return chips.length > 0 || attachments.length > 0 ? { chips, attachments } : undefined;
  }

  /**
   * A queued message goes back into the box, its chips and attachments with it; what the box held
   * comes back to take its place (its chips linked, not embedded: contents are read when it is sent from the box).
   */
  swap(item: QueuedPrompt): Omit<QueuedPrompt, 'id'> {
    const text = this.host.value;
    const parts = this.parts();
    const previous = parts ? { text, prompt: promptBlocks(text, parts.chips, this.attachments.tray.blocks()), parts } : { text };
    this.host.putText(item.text);
    this.attachments.tray.restore(item.parts?.attachments ?? []);
    if (item.parts) this.mentions.chips = [...item.parts.chips];
    return previous;
  }

  private send(text: string, prompt: ContentBlock[] | undefined): void {
    const queued = this.host.busy;
    if (queued) {
      const count = this.queues.add(text, prompt, this.parts());
      announce(this.strings().queued(count));
    } else if (!this.dispatch(text, prompt)) return;
    this.host.sent(text, queued);
  }
}
