// SPDX-License-Identifier: Apache-2.0
import type { ChangeActionDetail } from '../changes/index.js';

export interface ChangeKeepDetail extends ChangeActionDetail {
  /** The file (or these hunks) had been undone: the agent's version is to be written back. */
  redo: boolean;
}

/**
 * The user kept the agent's version of a file, or of some of its hunks, in `<change-review>` (or,
 * with `redo`, asked for it back after an undo). A request: `trackChanges` records it (and, for a
 * redo, writes through its file access) unless prevented; a host with its own editor buffers
 * prevents it and applies `result` itself.
 */
export class ChangeKeepEvent extends Event {
  static readonly eventName = 'change-keep';
  readonly detail: ChangeKeepDetail;

  constructor(detail: ChangeKeepDetail) {
    super(ChangeKeepEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'change-keep': ChangeKeepEvent;
  }
}
