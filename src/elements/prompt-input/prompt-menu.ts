// SPDX-License-Identifier: Apache-2.0
/**
 * The combobox popup both of `<prompt-input>`'s menus use (slash commands and mentions): the
 * listbox and its options, and the keys that move through it, so the two menus cannot drift apart
 * in their ARIA or their keys.
 */
import { html, nothing, type TemplateResult } from 'lit';

/** What a key does to an open menu; undefined: the key is not the menu's. */
export type MenuAction = 'next' | 'previous' | 'pick' | 'close';

/** ↑/↓ move, Enter or Tab pick, Escape closes (modified keys are the text box's). */
export function menuAction(event: KeyboardEvent): MenuAction | undefined {
  const mods = event.ctrlKey || event.metaKey || event.altKey;
  if (event.key === 'ArrowDown' && !mods) return 'next';
  if (event.key === 'ArrowUp' && !mods) return 'previous';
  if ((event.key === 'Enter' || event.key === 'Tab') && !mods && !event.shiftKey) return 'pick';
  if (event.key === 'Escape') return 'close';
  return undefined;
}

/** The highlighted option after a move, wrapping around. */
export const moveActive = (active: number, by: number, count: number) => (count === 0 ? 0 : (active + by + count) % count);

export interface ListboxOptions<T> {
  /** The listbox's id (the combobox's `aria-controls`); option `i` is `${id}-${i}`. */
  id: string;
  /** The listbox's part name and accessible name. */
  part: string;
  label: string;
  items: readonly T[];
  active: number;
  /** Shown (the popup open) even with no options: a progress or "no match" line is in `status`. */
  open: boolean;
  /** The part name and content of one option. */
  optionPart: string;
  option: (item: T) => TemplateResult;
  pick: (item: T) => void;
  /** The options answer an earlier query and the answer to the current one is awaited. */
  busy?: boolean;
  /** A line under the options (progress), in a status region outside the listbox (a listbox holds options only). */
  status?: string;
}

/** The id of option `index` of the listbox `id`, for `aria-activedescendant`. */
export const optionId = (id: string, index: number) => `${id}-${index}`;

/**
 * The popup: a listbox, kept in the DOM while closed so the combobox's `aria-controls` always
 * names an element. Options take no focus: the text box keeps it and points at the highlighted
 * one with `aria-activedescendant`; a mousedown on an option must not move the focus either.
 */
export function renderListbox<T>(o: ListboxOptions<T>): TemplateResult {
  return html`<div class="popup" ?hidden=${!o.open}>
    <div part=${o.part} class="menu" id=${o.id} role="listbox" aria-label=${o.label}
      aria-busy=${o.busy ? 'true' : 'false'} ?hidden=${o.items.length === 0}>
      ${o.items.map(
        (item, i) =>
          html`<div part=${o.optionPart} class="option" id=${optionId(o.id, i)} role="option" aria-selected=${i === o.active ? 'true' : 'false'}
            @mousedown=${(event: Event) => event.preventDefault()} @click=${() => o.pick(item)}>${o.option(item)}</div>`,
      )}
    </div>
    ${o.status ? html`<div class="menu-status" role="status">${o.status}</div>` : nothing}
  </div>`;
}
