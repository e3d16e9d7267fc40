// SPDX-License-Identifier: Apache-2.0
/**
 * `<prompt-input>`'s attachments: the images and audio clips the user pasted, dropped or chose,
 * checked against what the agent accepts and the element's limits (each refusal says which file
 * and why), read as base64 for their `image` / `audio` blocks.
 */
import type { PromptCapabilities } from '../../state/index.js';
import type { MediaBlock } from './mention-model.js';

/** Attachments a prompt carries at most, unless the host says otherwise (`max-attachments`). */
export const DEFAULT_MAX_ATTACHMENTS = 10;
/** Bytes one attachment may have at most, unless the host says otherwise (`max-attachment-size`): 5 MB. */
export const DEFAULT_MAX_ATTACHMENT_SIZE = 5 * 1024 * 1024;

export interface Attachment {
  id: number;
  name: string;
  kind: 'image' | 'audio';
  mimeType: string;
  size: number;
  /** The file as a `data:` URL once read (an image's thumbnail); undefined while it is read. */
  url?: string;
  /** The file could not be read. */
  failed?: boolean;
}

/** Why a file was not attached: not an image or audio, a kind the agent does not take, one too many, too big. */
export type RefusalReason = 'type' | 'image' | 'audio' | 'count' | 'size';

export interface Refusal {
  name: string;
  reason: RefusalReason;
}

export interface AttachmentLimits {
  maxAttachments: number;
  maxAttachmentSize: number;
}

/** `audio/*` or `image/*`; anything else is not an attachment this element makes. */
function kindOf(type: string): Attachment['kind'] | undefined {
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('audio/')) return 'audio';
  return undefined;
}

export class AttachmentTray {
  items: Attachment[] = [];
  private nextId = 1;

  constructor(private readonly changed: () => void) {}

  /** Attaches what may be attached, in order; the refusals of the rest. */
  add(files: readonly File[], capabilities: PromptCapabilities, limits: AttachmentLimits): Refusal[] {
    const refusals: Refusal[] = [];
    for (const file of files) {
      const kind = kindOf(file.type);
      const reason: RefusalReason | undefined =
        kind === undefined
          ? 'type'
          : !capabilities[kind]
            ? kind
            : this.items.length >= limits.maxAttachments
              ? 'count'
              : file.size > limits.maxAttachmentSize
                ? 'size'
                : undefined;
      if (reason !== undefined || kind === undefined) {
        refusals.push({ name: file.name, reason: reason ?? 'type' });
        continue;
      }
      const attachment: Attachment = { id: this.nextId++, name: file.name, kind, mimeType: file.type, size: file.size };
      this.items = [...this.items, attachment];
      this.read(file, attachment.id);
    }
    this.changed();
    return refusals;
  }

  remove(id: number): Attachment | undefined {
    const gone = this.items.find((item) => item.id === id);
    this.items = this.items.filter((item) => item.id !== id);
    this.changed();
    return gone;
  }

  clear(): void {
    this.items = [];
    this.changed();
  }

  /** Puts back attachments taken from the tray earlier (a queued message edited again). */
  restore(items: readonly Attachment[]): void {
    this.items = [...items];
    this.changed();
  }

  /** A file is still being read: the prompt cannot go yet. */
  get reading(): boolean {
    return this.items.some((item) => item.url === undefined && !item.failed);
  }

  /** The blocks of the attachments read, in the order they were added. */
  blocks(): MediaBlock[] {
    return this.items.flatMap((item) => {
      const data = item.url?.slice(item.url.indexOf(',') + 1);
      return data === undefined ? [] : [{ type: item.kind, data, mimeType: item.mimeType }];
    });
  }

  private read(file: File, id: number): void {
    const reader = new FileReader();
    const done = (patch: Partial<Attachment>) => {
      this.items = this.items.map((item) => (item.id === id ? { ...item, ...patch } : item));
      this.changed();
    };
    reader.onload = () =>
      done({ url: typeof reader.result === 'string' ? reader.result : undefined, failed: typeof reader.result !== 'string' });
    reader.onerror = () => done({ failed: true });
    reader.readAsDataURL(file);
  }
}
