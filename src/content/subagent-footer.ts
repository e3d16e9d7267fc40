// SPDX-License-Identifier: Apache-2.0
/**
 * claude-agent-acp ends an Agent (Task) call's result with a machine footer for the model, not the
 * user: `agentId: <id> (use SendMessage with to: '<id>' to continue this agent)` then
 * `<usage>total_tokens: N\ntool_uses: N\nduration_ms: N</usage>`, as the last text block (or the
 * end of the last one). The card draws the answer without it; raw output keeps it as sent.
 *
 * Only that exact shape is taken off: the footer must end the call's last text and every usage line
 * must be one of the three known counters. Text that merely mentions `<usage>` (an answer quoting
 * it, a hostile lookalike) is drawn whole.
 */
import type { ToolCallContentItem } from '../state/index.js';

export interface SubagentUsage {
  totalTokens: number;
  toolUses?: number;
  durationMs?: number;
}

export interface ShownContent {
  /** The content to draw: the footer's text block left out, or its answer part kept. */
  content: readonly ToolCallContentItem[];
  /** The counters the footer carried, when there was one. */
  usage?: SubagentUsage;
}

/** A footer is short: only the end of a long text is looked at, so a megabyte answer costs nothing. */
const TAIL = 600;
const FOOTER =
  /(?:^|\n)agentId: ([\w-]{1,80})(?: \(use SendMessage with to: '\1' to continue this agent\))?\n<usage>((?:(?:total_tokens|tool_uses|duration_ms): \d{1,15}\n?){1,3})<\/usage>\s*$/;
const COUNTER = /(total_tokens|tool_uses|duration_ms): (\d+)/g;

/** The answer before a subagent footer, and the footer's counters; undefined for any other text. */
export function splitSubagentFooter(text: string): { answer: string; usage: SubagentUsage } | undefined {
  const start = Math.max(0, text.length - TAIL);
  // Cut at a line start, so the pattern's `^|\n` never matches in the middle of a line.
  const from = start === 0 ? 0 : text.indexOf('\n', start);
  if (from < 0) return undefined;
  const match = FOOTER.exec(text.slice(from));
  if (!match) return undefined;
  const counters = new Map<string, number>();
  for (const [, key, value] of match[2].matchAll(COUNTER)) {
    if (counters.has(key)) return undefined;
    counters.set(key, Number(value));
  }
  const totalTokens = counters.get('total_tokens');
  if (totalTokens === undefined) return undefined;
  const usage: SubagentUsage = { totalTokens };
  if (counters.has('tool_uses')) usage.toolUses = counters.get('tool_uses');
  if (counters.has('duration_ms')) usage.durationMs = counters.get('duration_ms');
  return { answer: text.slice(0, from + match.index).trimEnd(), usage };
}

const shown = new WeakMap<readonly ToolCallContentItem[], ShownContent>();

/** A call's content as the card draws it (memoized on the array): the last text block without a subagent footer. */
export function withoutSubagentFooter(content: readonly ToolCallContentItem[]): ShownContent {
  let result = shown.get(content);
  if (result) return result;
  result = { content };
  const last = content[content.length - 1] as { type?: string; content?: { type?: string; text?: unknown } } | undefined;
  const block = last?.type === 'content' ? last.content : undefined;
  const split = block?.type === 'text' && typeof block.text === 'string' ? splitSubagentFooter(block.text) : undefined;
  if (split) {
    const rest = content.slice(0, -1);
    const answer = { ...last, content: { ...block, text: split.answer } } as ToolCallContentItem;
    result = { content: split.answer === '' ? rest : [...rest, answer], usage: split.usage };
  }
  shown.set(content, result);
  return result;
}
