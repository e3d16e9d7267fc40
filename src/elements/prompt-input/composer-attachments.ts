// SPDX-License-Identifier: Apache-2.0
/**
 * `<prompt-input>`'s attachments as the user makes them: pasted, dropped on the box or chosen with
 * the attach button; checked (what the agent accepts, the limits), shown, removed, and refused
 * with a message that names the file and the reason.
 */
import type { TemplateResult } from 'lit';
import { announce } from '../../dom/announcer.js';
import type { PromptInputStrings } from '../../i18n/prompt-input.strings.js';
import type { PromptCapabilities } from '../../state/index.js';
import { AttachmentTray, type AttachmentLimits, type Refusal } from './attachments.js';
import { renderAttach, renderAttachments, renderRefusals } from './composer-parts.js';

export interface AttachmentsHost extends AttachmentLimits {
  readonly capabilities: PromptCapabilities;
  /** Pastes of at least this many characters go to `pasteLarge` instead of the box (0: none do). */
  readonly largePaste: number;
  pasteLarge(text: string): void;
  requestUpdate(): void;
  focus(): void;
}

export class ComposerAttachments {
  readonly tray: AttachmentTray;
  /** The files the latest attempt did not attach, and why. */
  refusals: readonly Refusal[] = [];

  constructor(
    private readonly host: AttachmentsHost,
    private readonly t: () => PromptInputStrings,
  ) {
    this.tray = new AttachmentTray(() => host.requestUpdate());
  }

  private get limits(): AttachmentLimits {
    return { maxAttachments: this.host.maxAttachments, maxAttachmentSize: this.host.maxAttachmentSize };
  }

  /** Attaches what may be attached; the message names the rest (a new attempt replaces the last one's message). */
  attach(files: Iterable<File>): void {
    this.refusals = this.tray.add([...files], this.host.capabilities, this.limits);
    this.host.requestUpdate();
  }

  remove(id: number): void {
    const gone = this.tray.remove(id);
    if (gone) announce(this.t().attachmentRemoved(gone.name));
    this.host.focus();
  }

  /** Backspace in an empty box takes the last attachment off; true when there was one. */
  removeLast(): boolean {
    const last = this.tray.items.at(-1);
    if (last) this.remove(last.id);
    return last !== undefined;
  }

  /** Sent: no attachments, no message. */
  clear(): void {
    this.refusals = [];
    this.tray.clear();
  }

  /** Files attach; a large text becomes one chip; other text goes in the box as the browser pastes it. */
  readonly onPaste = (event: ClipboardEvent): void => {
    const files = event.clipboardData?.files;
    if (files && files.length > 0) {
      event.preventDefault();
      this.attach(files);
      return;
    }
    const text = this.host.largePaste > 0 ? (event.clipboardData?.getData('text/plain') ?? '') : '';
    if (text.length < this.host.largePaste || text.length === 0) return;
    event.preventDefault();
    this.host.pasteLarge(text);
  };

  readonly onDragOver = (event: DragEvent): void => {
    if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
  };

  readonly onDrop = (event: DragEvent): void => {
    const files = event.dataTransfer?.files;
    if (!files || files.length === 0) return;
    event.preventDefault();
    this.attach(files);
    this.host.focus();
  };

  private readonly onChosen = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    if (input.files) this.attach(input.files);
    input.value = '';
    this.host.focus();
  };

  private readonly dismiss = (): void => {
    this.refusals = [];
    this.host.requestUpdate();
    this.host.focus();
  };

  renderRefusals(): TemplateResult {
    return renderRefusals(this.refusals, this.limits, this.t(), this.dismiss);
  }

  renderTray() {
    return renderAttachments(this.tray.items, this.t(), (id) => this.remove(id));
  }

  /** The attach button, for the kinds the agent accepts (none: no button, as it could only refuse). */
  renderButton() {
    const { image, audio } = this.host.capabilities;
    const accept = [image ? 'image/*' : '', audio ? 'audio/*' : ''].filter(Boolean).join(',');
    return renderAttach(accept, this.t(), this.onChosen);
  }
}
