// SPDX-License-Identifier: Apache-2.0
import type { ChangeActionDetail } from '../changes/index.js';

export type ChangeUndoDetail = ChangeActionDetail;

/**
 * The user asked to undo the agent's change of a file, or of some of its hunks, in
 * `<change-review>`. A request: `trackChanges` applies it through its file access unless
 * prevented, never over work done since; a host with its own editor buffers prevents it and
 * applies `result` itself.
 */
export class ChangeUndoEvent extends Event {
  static readonly eventName = 'change-undo';
  readonly detail: ChangeUndoDetail;

  constructor(detail: ChangeUndoDetail) {
    super(ChangeUndoEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'change-undo': ChangeUndoEvent;
  }
}
