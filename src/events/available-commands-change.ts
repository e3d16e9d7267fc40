// SPDX-License-Identifier: Apache-2.0
import type { AvailableCommand } from '../state/index.js';

export interface AvailableCommandsChangeDetail {
  /** The session the commands belong to. */
  sessionId: string;
  /** The agent's slash commands now (the whole set: each update replaces it). */
  commands: readonly AvailableCommand[];
}

/** The agent's available commands changed (`available_commands_update`), for a host's slash menu. */
export class AvailableCommandsChangeEvent extends Event {
  static readonly eventName = 'available-commands-change';
  readonly detail: AvailableCommandsChangeDetail;

  constructor(detail: AvailableCommandsChangeDetail) {
    super(AvailableCommandsChangeEvent.eventName, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'available-commands-change': AvailableCommandsChangeEvent;
  }
}
