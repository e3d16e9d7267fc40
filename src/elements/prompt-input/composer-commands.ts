// SPDX-License-Identifier: Apache-2.0
/** `<prompt-input>`'s slash menu: the agent's commands that match the `/name` being typed, its keys and its pick. */
import type { AvailableCommand } from '../../state/index.js';
import { commandQuery, matchCommands } from './prompt-input-model.js';
import { menuAction, moveActive } from './prompt-menu.js';

export interface CommandsHost {
  readonly availableCommands: readonly AvailableCommand[];
  requestUpdate(): void;
  /** Replaces the box's text as the user's own edit (kept as the draft), the caret at `caret`. */
  putText(text: string, caret: number): void;
}

export class ComposerCommands {
  /** The highlighted command of the open menu. */
  active = 0;
  /** Escape closed the menu: it stays closed until the text changes. */
  dismissed = false;

  constructor(private readonly host: CommandsHost) {}

  /** The commands the menu shows for this text and caret (none when it is closed). */
  matches(text: string, caret: number): AvailableCommand[] {
    const query = this.dismissed ? undefined : commandQuery(text, caret);
    return query === undefined ? [] : matchCommands(this.host.availableCommands, query);
  }

  /** The text changed: the menu opens again and highlights its first command. */
  reset(): void {
    this.active = 0;
    this.dismissed = false;
  }

  /** The open menu's keys; true when the key was the menu's. */
  keyDown(event: KeyboardEvent, text: string, matches: readonly AvailableCommand[]): boolean {
    const action = menuAction(event);
    if (action === 'next' || action === 'previous') this.active = moveActive(this.active, action === 'next' ? 1 : -1, matches.length);
    else if (action === 'pick') this.pick(matches[this.active] ?? matches[0], text);
    else if (action === 'close') {
      // Closes the menu only: the text stays, and a running turn is not stopped by this Escape.
      this.dismissed = true;
      event.stopPropagation();
    } else return false;
    event.preventDefault();
    this.host.requestUpdate();
    return true;
  }

  /** The command's `/name ` replaces the name typed; what followed it stays. */
  pick(command: AvailableCommand, text: string): void {
    const wordEnd = text.search(/\s/);
    const rest = wordEnd < 0 ? '' : text.slice(wordEnd).replace(/^\s+/, '');
    const head = `/${command.name} `;
    this.host.putText(head + rest, head.length);
  }
}
