// SPDX-License-Identifier: Apache-2.0
/**
 * `<prompt-input>`'s mentions without the DOM: what a host's provider gives, the `@` query being
 * typed, the chips (atomic `@path` tokens of the text, by range) kept in step with edits, and the
 * ACP content blocks a prompt of text, chips and attachments becomes.
 */
import type { ContentBlock } from '../../state/index.js';

/** What a mention's content is, when the host can give it (for an embedded `resource` block). */
export interface MentionContent {
  /** The content as text (a source file). */
  text?: string;
  /** The content as base64 (a binary file). */
  blob?: string;
  mimeType?: string;
}

/** One entry of the mention menu, as the host's provider finds it. */
export interface MentionItem {
  kind: 'file' | 'folder' | 'symbol' | 'url';
  /** What the menu shows first (a file's name, a symbol's name). */
  label: string;
  /** What the agent gets: `file://` for files and folders. */
  uri: string;
  /** The file's path, shown (and written in the text as `@path`) relative to the session's root. */
  path?: string;
  mimeType?: string;
  /** A second line in the menu (a symbol's container, a URL's title). */
  description?: string;
  /** The content, read when the prompt is sent to an agent that takes embedded resources. */
  content?: () => Promise<MentionContent>;
}

/** The host's search: the items for what follows `@`; `signal` aborts when the user typed on. */
export type MentionProvider = (query: string, options: { signal: AbortSignal }) => Promise<MentionItem[]>;

/**
 * A paste too large for the text box (a browser's textarea takes most of a second per keystroke
 * with a megabyte in it): a chip whose token stands for the text, which goes out in its place.
 */
export interface PastedText {
  kind: 'paste';
  /** The chip's token, as the box shows it. */
  label: string;
  text: string;
}

/** Pastes of at least this many characters become a pasted-text chip (typing stays fast up to about there). */
export const DEFAULT_LARGE_PASTE = 50_000;

/** A picked mention (or a large paste): its item, and where its token is in the text (`end` exclusive). */
export interface Chip {
  start: number;
  end: number;
  item: MentionItem | PastedText;
}

export const isMention = (item: MentionItem | PastedText): item is MentionItem => item.kind !== 'paste';

/** The longest query looked back for: the scan from the caret never walks a huge paste. */
const QUERY_LIMIT = 120;

/**
 * The mention being typed: the `@` (at the start or after whitespace) before the caret, with no
 * whitespace between it and the caret, and not a chip's own `@`. Looks back from the caret only.
 */
export function mentionQuery(text: string, caret: number, chips: readonly Chip[]): { start: number; query: string } | undefined {
  const from = Math.max(0, caret - QUERY_LIMIT);
  for (let i = caret - 1; i >= from; i--) {
    const char = text[i];
    if (char === '@') {
      if (i > 0 && !/\s/.test(text[i - 1])) return undefined;
      if (chips.some((chip) => chip.start <= i && i < chip.end)) return undefined;
      return { start: i, query: text.slice(i + 1, caret) };
    }
    if (/\s/.test(char)) return undefined;
  }
  return undefined;
}

/** `path` relative to `root` when it lies under it (a `file://` URI's path when the item has none). */
export function shownPath(item: MentionItem, root: string | undefined): string | undefined {
  let path = item.path;
  if (path === undefined && item.uri.startsWith('file://')) {
    try {
      path = decodeURIComponent(new URL(item.uri).pathname);
    } catch {
      path = undefined;
    }
  }
  if (path === undefined || !root) return path;
  const base = root.endsWith('/') ? root : `${root}/`;
  if (path === root) return '.';
  return path.startsWith(base) ? path.slice(base.length) : path;
}

/** The chip's text: `@` and the path relative to the root (files, folders), else the label. */
export function tokenOf(item: MentionItem | PastedText, root: string | undefined): string {
  if (!isMention(item)) return item.label;
  const path = item.kind === 'file' || item.kind === 'folder' ? shownPath(item, root) : undefined;
  return `@${path ?? item.label}`;
}

/**
 * The chips after the text changed from `before` to `after`: the edit is the span between their
 * common start and common end; chips before it stay, chips after it move by the change in length,
 * and a chip the edit touched inside is no longer a chip (its text stays as typed text).
 */
export function syncChips(chips: readonly Chip[], before: string, after: string, caret?: number): Chip[] {
  if (chips.length === 0) return [];
  const delta = after.length - before.length;
  // The caret ends what was typed: the edit starts at most that many characters before it, which
  // places an insertion that repeats its neighbouring text (`@a` typed before a chip `@a`) where it was typed.
  const shortest = Math.min(before.length, after.length);
  const prefixLimit = caret === undefined ? shortest : Math.max(0, Math.min(shortest, caret - Math.max(0, delta)));
  let prefix = 0;
  while (prefix < prefixLimit && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (suffix < shortest - prefix && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix))
    suffix++;
  const editEnd = before.length - suffix;
  const kept: Chip[] = [];
  for (const chip of chips) {
    if (chip.end <= prefix) kept.push(chip);
    else if (chip.start >= editEnd) kept.push({ ...chip, start: chip.start + delta, end: chip.end + delta });
  }
  return kept;
}

/** The chip whose inside (not its edges) holds `offset`. */
export const chipAround = (chips: readonly Chip[], offset: number) => chips.find((chip) => chip.start < offset && offset < chip.end);

/**
 * Moves a selection's ends out of chips: a collapsed caret to the edge it came from the far side of
 * (`previous` is where it was), a range's ends outwards so it takes whole chips.
 */
export function snapSelection(chips: readonly Chip[], start: number, end: number, previous: number): [number, number] {
  if (chips.length === 0) return [start, end];
  if (start === end) {
    const chip = chipAround(chips, start);
    if (!chip) return [start, end];
    const to =
      previous <= chip.start ? chip.end : previous >= chip.end ? chip.start : start - chip.start < chip.end - start ? chip.start : chip.end;
    return [to, to];
  }
  return [chipAround(chips, start)?.start ?? start, chipAround(chips, end)?.end ?? end];
}

/** An attachment as a block: an image or audio clip, read as base64. */
export interface MediaBlock {
  type: 'image' | 'audio';
  data: string;
  mimeType: string;
}

/**
 * The prompt: text and chips in the order of the text (blank text between chips left out), each
 * chip a `resource_link`, or an embedded `resource` when its content was read (`contents`, by chip
 * index), a pasted-text chip its text, joined with the text around it; then the attachments in the
 * order they were added.
 */
export function promptBlocks(
  text: string,
  chips: readonly Chip[],
  attachments: readonly MediaBlock[] = [],
  contents: readonly (MentionContent | undefined)[] = [],
): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let pending = '';
  const flush = () => {
    if (pending.trim() !== '') blocks.push({ type: 'text', text: pending });
    pending = '';
  };
  let at = 0;
  chips.forEach((chip, index) => {
    pending += text.slice(at, chip.start);
    at = chip.end;
    if (!isMention(chip.item)) pending += chip.item.text;
    else {
      flush();
      blocks.push(chipBlock(chip.item, contents[index]));
    }
  });
  pending += at === 0 ? text : text.slice(at);
  flush();
  for (const media of attachments) blocks.push({ type: media.type, data: media.data, mimeType: media.mimeType });
  return blocks;
}

function chipBlock(item: MentionItem, content: MentionContent | undefined): ContentBlock {
  const mimeType = content?.mimeType ?? item.mimeType;
  if (content && (typeof content.text === 'string' || typeof content.blob === 'string')) {
    const body = typeof content.text === 'string' ? { text: content.text } : { blob: content.blob as string };
    return { type: 'resource', resource: { uri: item.uri, ...body, ...(mimeType ? { mimeType } : {}) } };
  }
  return { type: 'resource_link', uri: item.uri, name: item.label, ...(item.mimeType ? { mimeType: item.mimeType } : {}) };
}
