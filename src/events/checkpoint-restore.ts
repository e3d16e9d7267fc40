// SPDX-License-Identifier: Apache-2.0
export interface CheckpointRestoreDetail {
  sessionId: string;
  /** The turn's id (`Checkpoint.turn`): the `seq` of the user message that began it. */
  turn: number;
  /** Each file changed from that turn on, with the text to put back (null: delete it) and the text the agent left. */
  files: { path: string; before: string | null; after: string | null }[];
}

/**
 * The user confirmed "Restore to here" at a prompt in `<session-thread>`: the files (not the
 * conversation) go back to their state before that turn. A request: `trackChanges` applies it
 * unless prevented, all files or none; a host with its own editor buffers prevents it and applies
 * `files` itself.
 */
export class CheckpointRestoreEvent extends Event {
  static readonly eventName = 'checkpoint-restore';
  readonly detail: CheckpointRestoreDetail;

  constructor(detail: CheckpointRestoreDetail) {
    super(CheckpointRestoreEvent.eventName, { bubbles: true, composed: true, cancelable: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'checkpoint-restore': CheckpointRestoreEvent;
  }
}
