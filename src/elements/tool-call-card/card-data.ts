// SPDX-License-Identifier: Apache-2.0
/** What the card reads off a call to decide what it draws. */
import type { Translation } from '../../i18n/translations.js';
import { hasAnsi, own } from '../../text/format.js';
import { recentCache } from '../../text/recent-cache.js';
import { toolNames } from '../../content/tool-renderers.js';
import type { TerminalView, ToolCallView } from '../../state/index.js';

/** The title to show: the wire title, else name, tool name from `_meta`, else the kind's label. */
export function plainTitle(call: ToolCallView, t: Translation): string {
  const found = [call.title, ...toolNames(call)].find((c) => c.trim() !== '');
  return found ?? own(t.kind, call.kind) ?? call.kind;
}

/** Raw input or output worth a section: anything but nothing or `{}`. */
export function hasRaw(value: unknown): boolean {
  if (value === undefined) return false;
  return !(typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);
}

/** `_meta` keys the card does not draw elsewhere, shown so nothing the agent sent is hidden. */
export function extraMeta(call: ToolCallView): Record<string, unknown> | undefined {
  const keys = Object.keys(call.meta);
  return keys.length > 0 ? call.meta : undefined;
}

/**
 * The content item that carries the card's "copy output" button in its corner: the first text item,
 * unless that text is drawn as a terminal (command output with colours), which has its own copy.
 * -1 when there is no text to copy, or a terminal already offers it.
 */
export function outputCopyIndex(kind: string, content: readonly ToolCallView['content'][number][]): number {
  const textOf = (item: ToolCallView['content'][number]): string | undefined => {
    const block = (item as { content?: { type?: string; text?: unknown } }).content;
    return item.type === 'content' && block?.type === 'text' && typeof block.text === 'string' && block.text !== ''
      ? block.text
      : undefined;
  };
  const index = content.findIndex((item) => textOf(item) !== undefined);
  if (index < 0) return -1;
  const text = textOf(content[index])!;
  // A block that is one fenced code block has that block's own copy button in the same corner.
  // Most texts do not open with a fence: that fails at once, with no look-up of the whole text.
  if (FENCE_START.test(text) && loneFences.get(text, isLoneFence)) return -1;
  return kind === 'execute' && hasAnsi(text) ? -1 : index;
}

/** Text that is a single fenced code block, nothing before or after it (a fence of three or more ` or ~). */
const LONE_FENCE = /^\s*(`{3,}|~{3,})[^\n]*\n(?:(?!\s*\1)[^\n]*\n)*\s*\1\s*$/;
const FENCE_START = /^\s*(?:```|~~~)/;

/** Whether a text is one fenced block, kept per text: a card renders again while its text stays. */
const loneFences = recentCache<boolean>(64);

function isLoneFence(text: string): boolean {
  // Text this long is shown cut, not as one whole block: the card keeps its own copy, no scan needed.
  return text.length < 100_000 && LONE_FENCE.test(text);
}

/** The agent said it cut the output: a terminal's `truncated`, or `truncated: true` in raw output. */
export function agentTruncated(call: ToolCallView, terminals: Readonly<Record<string, TerminalView | undefined>> | undefined): boolean {
  const raw = call.rawOutput as { truncated?: unknown } | undefined;
  if (raw && typeof raw === 'object' && raw.truncated === true) return true;
  return call.content.some((item) => {
    const id = (item as { terminalId?: unknown }).terminalId;
    return item.type === 'terminal' && typeof id === 'string' && terminals?.[id]?.truncated === true;
  });
}
