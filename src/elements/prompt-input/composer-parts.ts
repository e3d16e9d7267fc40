// SPDX-License-Identifier: Apache-2.0
/** `<prompt-input>`'s parts for mentions and attachments: a menu entry, the chips' highlight layer, the tray, the refusals. */
import { html, nothing, type TemplateResult } from 'lit';
import AudioLines from 'lucide/dist/esm/icons/audio-lines.mjs';
import Paperclip from 'lucide/dist/esm/icons/paperclip.mjs';
import X from 'lucide/dist/esm/icons/x.mjs';
import { revealControls } from '../../approval/reveal-controls.js';
import type { PromptInputStrings } from '../../i18n/prompt-input.strings.js';
import { icon } from '../../icons/icon.js';
import { mentionKindIcons } from '../../icons/mention-kind-icons.js';
import { clip } from '../../text/format.js';
import type { Attachment, Refusal } from './attachments.js';
import type { MentionSearch } from './mention-search.js';
import { shownPath, type Chip, type MentionItem } from './mention-model.js';

/** The host's strings are shown as text, clipped, with hidden characters made visible. */
const shown = (value: unknown, limit: number) => (typeof value === 'string' ? revealControls(clip(value, limit)) : '');

/** One mention in the menu: the kind's icon (named for screen readers), the label, the path from the root, a description. */
export function renderMentionOption(item: MentionItem, root: string | undefined, t: PromptInputStrings): TemplateResult {
  const kind = item.kind in mentionKindIcons ? (item.kind as keyof typeof mentionKindIcons) : 'file';
  const path = shownPath(item, root);
  const detail = item.description ?? (path !== undefined && path !== item.label ? path : undefined);
  return html`<span class="kind" role="img" aria-label=${t.mentionKinds[kind]} data-kind=${kind}>${mentionKindIcons[kind]}</span>
    <span class="mention-label">${shown(item.label, 120)}</span>
    ${detail === undefined ? nothing : html`<span class="option-detail">${shown(detail, 300)}</span>`}`;
}

/**
 * The chips' look, drawn behind the transparent-backed text box: the same text in the same place,
 * invisible but for the chips' marks. Drawn only while the box holds chips, so a huge paste costs nothing here.
 */
export function renderChipLayer(text: string, chips: readonly Chip[]): TemplateResult | typeof nothing {
  if (chips.length === 0) return nothing;
  const pieces: (string | TemplateResult)[] = [];
  let at = 0;
  for (const chip of chips) {
    pieces.push(text.slice(at, chip.start), html`<mark part="chip" class="chip">${text.slice(chip.start, chip.end)}</mark>`);
    at = chip.end;
  }
  // A final line break needs a character after it to take its height, as the text box gives it one.
  pieces.push(`${text.slice(at)} `);
  // Scrolled with the text box by the element (a style set from script, which a strict CSP allows).
  return html`<div class="chip-layer" aria-hidden="true">${pieces}</div>`;
}

/** The attachments, in order: an image's thumbnail or an audio clip's name, each with its remove button. */
export function renderAttachments(
  items: readonly Attachment[],
  t: PromptInputStrings,
  remove: (id: number) => void,
): TemplateResult | typeof nothing {
  if (items.length === 0) return nothing;
  return html`<ul part="attachments" class="attachments" aria-label=${t.attachments}>
    ${items.map(
      (item) =>
        html`<li part="attachment" class="attachment" data-id=${item.id} data-kind=${item.kind} title=${item.name}
          aria-busy=${item.url === undefined && !item.failed ? 'true' : 'false'}>
          ${
            item.kind === 'image' && item.url
              ? html`<img class="thumbnail" src=${item.url} alt=${item.name} />`
              : html`<span class="attachment-name">${item.kind === 'audio' ? icon(AudioLines) : nothing}<span>${clip(item.name, 60)}</span></span>`
          }
          <button class="icon-button remove" type="button" data-action="remove-attachment" aria-label=${t.removeAttachment(item.name)}
            title=${t.removeAttachment(item.name)} @click=${() => remove(item.id)}>${icon(X)}</button>
        </li>`,
    )}
  </ul>`;
}

/** Bytes as the refusal says them (the limit is the host's, typically whole megabytes). */
export function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  const kb = bytes / 1024;
  return kb >= 1 ? `${Math.round(kb)} KB` : `${bytes} B`;
}

/** Each refusal's own sentence (which file, why), in an alert: the user's attempt failed. */
export function renderRefusals(
  refusals: readonly Refusal[],
  limits: { maxAttachments: number; maxAttachmentSize: number },
  t: PromptInputStrings,
  dismiss: () => void,
): TemplateResult {
  const say = ({ name, reason }: Refusal) =>
    reason === 'type'
      ? t.refusedType(name)
      : reason === 'image'
        ? t.refusedImage(name)
        : reason === 'audio'
          ? t.refusedAudio(name)
          : reason === 'count'
            ? t.refusedCount(name, limits.maxAttachments)
            : t.refusedSize(name, formatSize(limits.maxAttachmentSize));
  // The alert region stays in the DOM, so that what is put in it is announced.
  return html`<div part="refusals" class="refusals" role="alert" ?hidden=${refusals.length === 0}>
    ${
      refusals.length === 0
        ? nothing
        : html`<ul class="refusal-list">${refusals.map((refusal) => html`<li>${clip(say(refusal), 400)}</li>`)}</ul>
          <button class="icon-button" type="button" data-action="dismiss" aria-label=${t.dismiss} title=${t.dismiss} @click=${dismiss}>${icon(X)}</button>`
    }
  </div>`;
}

/** The attach button and its hidden file input (shown only when the agent takes images or audio). */
export function renderAttach(accept: string, t: PromptInputStrings, chosen: (event: Event) => void): TemplateResult | typeof nothing {
  if (accept === '') return nothing;
  const open = (event: Event) => ((event.currentTarget as HTMLElement).nextElementSibling as HTMLInputElement).click();
  return html`<button part="attach" class="button" type="button" aria-label=${t.attach} title=${t.attach} @click=${open}>${icon(Paperclip)}</button>
    <input class="file-input" type="file" multiple accept=${accept} hidden tabindex="-1" @change=${chosen} />`;
}

/** What the open menu announces: its count of commands, or of mentions once the provider answered. */
export function menuAnnouncement(t: PromptInputStrings, commands: number, mentions: { open: boolean; search: MentionSearch }): string {
  if (commands > 0) return t.commandCount(commands);
  return mentions.open && mentions.search.answered ? t.mentionCount(mentions.search.items.length) : '';
}

/** Browsers that size a textarea to its content in CSS; the others get their height set from script. */
const FIELD_SIZING = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

/** Grows the box with its text (up to its CSS max-height) where CSS cannot. */
export function fitHeight(textarea: HTMLTextAreaElement): void {
  if (FIELD_SIZING) return;
  textarea.style.height = 'auto';
  textarea.style.height = `${textarea.scrollHeight + textarea.offsetHeight - textarea.clientHeight}px`;
}
