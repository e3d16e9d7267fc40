// SPDX-License-Identifier: Apache-2.0
/**
 * Per-tool renderers: a host draws the body of the calls it knows better than the library does
 * (a test run, a query plan), while the card keeps its header, status, permission and raw sections.
 * See docs/decisions/0027-tool-renderers.md.
 */
import type { TemplateResult } from 'lit';
import type { ToolCallView } from '../state/index.js';

/** What a renderer returns: a DOM node (any framework can make one), a Lit template, or nothing to leave the default. */
export type ToolRendererOutput = Node | TemplateResult | null | undefined;

/** What a renderer gets besides the call. */
export interface ToolRendererContext {
  /** The card's language (BCP 47), from the nearest `lang`. */
  lang: string;
  /** The card's forced palette, if any (otherwise it follows `prefers-color-scheme`). */
  theme: 'light' | 'dark' | undefined;
  /** The directory paths are shown relative to (the session's cwd), if known. */
  root: string | undefined;
  /** The card drawing the call: where a renderer's own events start. */
  card: HTMLElement;
  /** Fires the card's `location-open` event, as its own location buttons do. */
  openLocation(path: string, line?: number): void;
}

export interface ToolRenderer {
  /** Tool name(s): matched against `call.name`, `_meta.claudeCode.toolName` and `_meta.tool_name`. */
  name?: string | readonly string[];
  /** ACP tool kind(s): `execute`, `search`… */
  kind?: string | readonly string[];
  /** Any other test. All the criteria given must hold. */
  match?: (call: ToolCallView) => boolean;
  /** Replaces the card's content items. Throwing, or returning nothing, leaves the library's body. */
  render?: (call: ToolCallView, context: ToolRendererContext) => ToolRendererOutput;
  /** Drawn after the kind icon in the header (a card of `<tool-call-list>` has no light DOM to slot into). */
  icon?: (call: ToolCallView, context: ToolRendererContext) => ToolRendererOutput;
  /** Drawn before the copy button in the header. */
  actions?: (call: ToolCallView, context: ToolRendererContext) => ToolRendererOutput;
}

const renderers: ToolRenderer[] = [];
const listeners = new Set<() => void>();

const asList = (value: string | readonly string[] | undefined): readonly string[] | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? [value] : value;

/** The names a call goes by: the adapters' `name`, claude-agent-acp's `_meta.claudeCode.toolName`, `_meta.tool_name`. */
export function toolNames(call: ToolCallView): string[] {
  const claudeCode = call.meta.claudeCode as { toolName?: unknown } | undefined;
  return [call.name, claudeCode?.toolName, call.meta.tool_name].filter((n): n is string => typeof n === 'string' && n !== '');
}

function matches(renderer: ToolRenderer, call: ToolCallView): boolean {
  const names = asList(renderer.name);
  if (names && !toolNames(call).some((n) => names.includes(n))) return false;
  const kinds = asList(renderer.kind);
  if (kinds && !kinds.includes(call.kind)) return false;
  return !renderer.match || renderer.match(call) === true;
}

/**
 * Registers a renderer for the calls it matches (by `name`, `kind` and/or `match`; at least one).
 * The latest registered renderer that matches a call wins. Cards on the page re-render at once.
 * Returns a function that unregisters it (the cards then draw their default body again).
 *
 * @example
 * const off = registerToolRenderer({ name: 'Grep', render: (call) => myResultsTable(call) });
 */
export function registerToolRenderer(renderer: ToolRenderer): () => void {
  if (renderer.name === undefined && renderer.kind === undefined && renderer.match === undefined) {
    throw new TypeError('registerToolRenderer: give a name, a kind or a match function.');
  }
  // A copy: the host changing its object later does not change what is registered.
  const entry = { ...renderer };
  renderers.push(entry);
  notify();
  return () => {
    const index = renderers.indexOf(entry);
    if (index < 0) return;
    renderers.splice(index, 1);
    notify();
  };
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The renderer for a call, if any: the latest registered one that matches. A `match` that throws does not match. */
export function toolRendererFor(call: ToolCallView): ToolRenderer | undefined {
  for (let i = renderers.length - 1; i >= 0; i--) {
    try {
      if (matches(renderers[i], call)) return renderers[i];
    } catch {
      // A broken predicate must not break the card; its renderer simply does not apply.
    }
  }
  return undefined;
}

/** Calls `listener` when a renderer is registered or unregistered; returns a function that stops it. */
export function onToolRenderersChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
