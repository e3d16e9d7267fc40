// SPDX-License-Identifier: Apache-2.0
/** The parts of `<prompt-input>` around its text: the queue above it, the hint, the buttons and the slash-command menu. */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import ArrowUp from 'lucide/dist/esm/icons/arrow-up.mjs';
import ListEnd from 'lucide/dist/esm/icons/list-end.mjs';
import Pencil from 'lucide/dist/esm/icons/pencil.mjs';
import Play from 'lucide/dist/esm/icons/play.mjs';
import Send from 'lucide/dist/esm/icons/send.mjs';
import Square from 'lucide/dist/esm/icons/square.mjs';
import X from 'lucide/dist/esm/icons/x.mjs';
import { revealControls } from '../../approval/reveal-controls.js';
import type { PromptInputStrings } from '../../i18n/prompt-input.strings.js';
import { icon } from '../../icons/icon.js';
import type { AvailableCommand } from '../../state/index.js';
import { clip } from '../../text/format.js';
import { renderMentionOption } from './composer-parts.js';
import type { MentionItem } from './mention-model.js';
import type { MentionSearch } from './mention-search.js';
import type { PromptQueue } from './prompt-queue.js';
import { renderListbox } from './prompt-menu.js';

/** Characters of a command's name and description drawn: the agent sends them. */
const NAME_LIMIT = 80;
const DESCRIPTION_LIMIT = 300;
const shown = (value: unknown, limit: number) => (typeof value === 'string' ? revealControls(clip(value, limit)) : '');

const iconButton = (label: string, glyph: TemplateResult, onClick: () => void, action: string) =>
  html`<button class="icon-button" type="button" data-action=${action} aria-label=${label} title=${label} @click=${onClick}>${glyph}</button>`;

/** The queued messages, next first, each with send now, edit and remove; the paused note above them. */
export function renderQueue(queue: PromptQueue, t: PromptInputStrings): TemplateResult | typeof nothing {
  const { items, paused } = queue.current;
  if (items.length === 0) return nothing;
  return html`<div class="queue-area">
    ${
      paused
        ? html`<div part="paused" class="paused">
          <span class="paused-text">${t.paused}</span>
          <button class="text-button" type="button" data-action="resume" @click=${() => queue.resume()}>${icon(Play)}<span>${t.resume}</span></button>
        </div>`
        : nothing
    }
    <ol part="queue" class="queue" aria-label=${t.queue}>
      ${repeat(
        items,
        (item) => item.id,
        (item, index) =>
          html`<li part="queued" class="queued" data-id=${item.id}>
            <span class="queued-text" title=${item.text}>${item.text}</span>
            ${iconButton(t.sendItemNow(index + 1), icon(Send), () => queue.sendNow(item.id), 'send-now')}
            ${iconButton(t.editItem(index + 1), icon(Pencil), () => queue.edit(item.id), 'edit')}
            ${iconButton(t.removeItem(index + 1), icon(X), () => queue.remove(item.id), 'remove')}
          </li>`,
      )}
    </ol>
  </div>`;
}

/** A command in the slash menu: its name and description (the agent's text, clipped, hidden characters shown). */
const renderCommand = (command: AvailableCommand) =>
  html`<span class="command-name">/${shown(command.name, NAME_LIMIT)}</span>
    <span class="command-description">${shown(command.description, DESCRIPTION_LIMIT)}</span>`;

export interface MenusOptions {
  t: PromptInputStrings;
  commands: readonly AvailableCommand[];
  /** The mention menu is open (never with the slash menu). */
  mentionOpen: boolean;
  active: number;
  search: MentionSearch;
  root: string | undefined;
  pickCommand: (command: AvailableCommand) => void;
  pickMention: (item: MentionItem) => void;
}

/** The two menus: the slash commands that match, and the host's mentions with their progress. */
export function renderMenus({ t, commands, mentionOpen, active, search, root, pickCommand, pickMention }: MenusOptions): TemplateResult {
  const status = search.slow ? t.searching : search.answered && search.items.length === 0 ? t.noMentions : undefined;
  return html`${renderListbox({
    ...{ id: 'commands', part: 'menu', label: t.commands, items: commands, active, open: commands.length > 0 },
    ...{ optionPart: 'command', pick: pickCommand, option: renderCommand },
  })}
  ${renderListbox({
    ...{ id: 'mentions', part: 'mentions', label: t.mentions, items: mentionOpen ? search.items : [], active, open: mentionOpen },
    ...{
      optionPart: 'mention',
      busy: !search.answered,
      pick: pickMention,
      option: (item: MentionItem) => renderMentionOption(item, root, t),
      status,
    },
  })}`;
}

/** A picked command's argument hint, drawn after the text it follows (the agent sends it: shown as text, clipped). */
export function renderHint(text: string, hint: string | undefined): TemplateResult | typeof nothing {
  if (hint === undefined) return nothing;
  const shownHint = shown(hint, DESCRIPTION_LIMIT);
  return html`<div class="ghost" aria-hidden="true"><span class="typed">${text}</span><span part="hint">${shownHint}</span></div>
    <span id="hint" hidden>${shownHint}</span>`;
}

export interface ButtonsOptions {
  running: boolean;
  /** The box holds no text. */
  empty: boolean;
  t: PromptInputStrings;
  send: (event: MouseEvent) => void;
  stop: () => void;
}

/** Send (or, while a turn runs, Stop and, with text in the box, "add to queue"). */
export function renderButtons({ running, empty, t, send, stop }: ButtonsOptions): TemplateResult {
  const label = running ? t.stop : t.send;
  return html`<div class="toolbar">
    ${
      running && !empty
        ? html`<button part="send" class="button" type="button" aria-label=${t.addToQueue} title=${t.addToQueue} @click=${send}>
          ${icon(ListEnd)}
        </button>`
        : nothing
    }
    <!-- One button that turns from Stop into Send when the turn ends, so the focus stays on it. -->
    <button part=${running ? 'stop' : 'send'} class="button primary" type="button" aria-label=${label} title=${label}
      aria-disabled=${!running && empty ? 'true' : 'false'} @click=${running ? stop : send}>
      ${running ? icon(Square) : icon(ArrowUp)}
    </button>
  </div>`;
}
