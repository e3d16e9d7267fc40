// SPDX-License-Identifier: Apache-2.0
/**
 * xterm.js under a strict Content Security Policy (`style-src` without 'unsafe-inline').
 *
 * xterm 6 has no option for this (no nonce, no constructable sheets: it tried those upstream and
 * reverted them). Its DOM renderer writes its colour, cursor, selection and cell rules as the text
 * of `<style>` elements it creates and appends inside its own element (two in the renderer, one for
 * the scrollbar), and it colours some cells (24-bit colours, the selection, find's match highlights)
 * through `setAttribute('style', …)`. The policy refuses both: the terminal would lose its colours,
 * and every refusal is a `securitypolicyviolation` report in the host's logs.
 *
 * So, without changing what xterm draws:
 * - While `open()` runs (synchronously: nothing else runs meanwhile), the document's `createElement`
 *   is shadowed on the instance so that each `<style>` xterm asks for is a stand-in that never enters
 *   the DOM, with a constructable `CSSStyleSheet` behind it: what xterm writes to its `textContent`
 *   goes to `replaceSync`, which the policy does not govern (as Lit's own adopted styles). Those
 *   sheets are adopted into the terminal's shadow root (and moved with the emulator when a spare is
 *   reused); xterm keeps rewriting them on theme, font and size changes as before.
 * - The DOM renderer's one method that writes `style` attributes is replaced by one that sets the
 *   same declarations through CSSOM (`element.style`), which the policy does not govern.
 *
 * Both touch xterm internals that a new version may change: then test/elements/csp/csp.test.ts
 * (colours, zero violations) and terminal-view.test.ts (`terminalSheets`, `patchedInlineStyles`) fail.
 * Why not the alternatives: see docs/decisions/0025-terminal-styles-under-csp.md.
 */
import type { Terminal } from '@xterm/xterm';

interface TerminalSheets {
  sheets: CSSStyleSheet[];
  root: DocumentOrShadowRoot | undefined;
}

const sheetsOf = new WeakMap<Terminal, TerminalSheets>();

/** The DOM renderer's row factory: `_addStyle` is where it writes `style` attributes. */
interface RowFactory {
  _addStyle?: (element: HTMLElement, style: string) => void;
}

interface TerminalInternals {
  _core?: { _renderService?: { _renderer?: { value?: { _rowFactory?: RowFactory } } } };
}

/** Opens `term` in `container`: as `term.open(container)`, with xterm's styles as adopted sheets. */
export function openTerminal(term: Terminal, container: HTMLElement): void {
  const sheets: CSSStyleSheet[] = [];
  const view = container.ownerDocument.defaultView ?? window;
  // xterm makes its renderer's elements with the container's document and its scrollbar's with
  // the global one: the same document unless the library was loaded in another frame.
  const undo = [...new Set([container.ownerDocument, document])].map((doc) => interceptStyles(doc, view, sheets));
  try {
    term.open(container);
  } finally {
    for (const restore of undo) restore();
  }
  patchInlineStyles(term);
  sheetsOf.set(term, { sheets, root: undefined });
  adoptStyles(term, container);
}

/** Adopts `term`'s sheets into the root `container` is in (after the emulator moved there). */
export function adoptStyles(term: Terminal, container: HTMLElement): void {
  const entry = sheetsOf.get(term);
  const root = container.getRootNode() as Node & Partial<DocumentOrShadowRoot>;
  if (!entry || !root.adoptedStyleSheets || entry.root === root) return;
  releaseStyles(term);
  // Ahead of the root's own sheets: where xterm's `<style>` elements were in the cascade (a
  // shadow tree's style elements come before its adopted sheets), so our rules still win ties.
  root.adoptedStyleSheets = [...entry.sheets, ...root.adoptedStyleSheets];
  entry.root = root as DocumentOrShadowRoot;
}

/** Takes `term`'s sheets out of the root they were adopted into (the emulator leaves it). */
export function releaseStyles(term: Terminal): void {
  const entry = sheetsOf.get(term);
  if (!entry?.root) return;
  const own = new Set(entry.sheets);
  entry.root.adoptedStyleSheets = entry.root.adoptedStyleSheets.filter((sheet) => !own.has(sheet));
  entry.root = undefined;
}

/** The sheets carrying `term`'s generated rules (for tests: empty when the interception missed). */
export function terminalSheets(term: Terminal): readonly CSSStyleSheet[] {
  return sheetsOf.get(term)?.sheets ?? [];
}

/** Whether `term`'s renderer writes its cell colours through CSSOM (false: xterm changed). */
export function patchedInlineStyles(term: Terminal): boolean {
  return rowFactory(term)?._addStyle === setDeclarations;
}

/**
 * Shadows `doc.createElement` until the returned function runs: each `<style>` xterm asks for is a
 * stand-in with a sheet of its own instead.
 */
function interceptStyles(doc: Document, view: Window & typeof globalThis, sheets: CSSStyleSheet[]): () => void {
  const own = Object.getOwnPropertyDescriptor(doc, 'createElement');
  const create = doc.createElement;
  Object.defineProperty(doc, 'createElement', {
    configurable: true,
    writable: true,
    value: (tag: string, options?: ElementCreationOptions) => {
      if (tag.toLowerCase() !== 'style') return create.call(doc, tag, options);
      const sheet = new view.CSSStyleSheet();
      sheets.push(sheet);
      return styleStandIn(doc, sheet);
    },
  });
  return () => {
    if (own) Object.defineProperty(doc, 'createElement', own);
    else delete (doc as unknown as Record<string, unknown>).createElement;
  };
}

/**
 * What xterm gets for a `<style>`: an empty document fragment (appending it inserts nothing: even an
 * empty connected `<style>` is checked against the policy, and refused) whose `textContent` goes to
 * `sheet`, with the `remove()` xterm calls when it is disposed.
 */
function styleStandIn(doc: Document, sheet: CSSStyleSheet): DocumentFragment {
  const standIn = doc.createDocumentFragment();
  let text = '';
  Object.defineProperties(standIn, {
    textContent: {
      configurable: true,
      get: () => text,
      set: (value: string | null) => {
        const next = value ?? '';
        if (next === text) return; // the cell rules are rewritten, unchanged, on every resize
        text = next;
        sheet.replaceSync(next);
      },
    },
    remove: { configurable: true, value: () => undefined },
  });
  return standIn;
}

function rowFactory(term: Terminal): RowFactory | undefined {
  return (term as unknown as TerminalInternals)._core?._renderService?._renderer?.value?._rowFactory;
}

/** `_addStyle`'s job ("name:value" appended to the style attribute), done through CSSOM. */
function setDeclarations(element: HTMLElement, style: string): void {
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) element.style.setProperty(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
  }
}

function patchInlineStyles(term: Terminal): void {
  const factory = rowFactory(term);
  if (factory && typeof factory._addStyle === 'function') factory._addStyle = setDeclarations;
}
