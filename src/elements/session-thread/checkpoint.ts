// SPDX-License-Identifier: Apache-2.0
/**
 * "Restore to here" under a user prompt: offered only when every file changed from that turn on can
 * be put back exactly (`selectCheckpoint(...).restorable`), and done only after a confirmation that
 * lists the files. The files go back, not the conversation.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Checkpoint } from '../../changes/index.js';
import type { SessionThreadStrings } from '../../i18n/session-thread.strings.js';
import { uiIcons } from '../../icons/ui-icons.js';
import { relativePath } from '../../text/format.js';

export interface CheckpointActions {
  ask(): void;
  confirm(): void;
  cancel(): void;
}

export function checkpointControl(
  checkpoint: Checkpoint | undefined,
  confirming: boolean,
  root: string | undefined,
  t: SessionThreadStrings,
  actions: CheckpointActions,
): TemplateResult | typeof nothing {
  if (!checkpoint || !checkpoint.restorable || checkpoint.files.length === 0) return nothing;
  const id = `checkpoint-${checkpoint.turn}`;
  if (!confirming) {
    return html`<div class="checkpoint">
      <button class="restore" part="restore" aria-describedby=${id} @click=${actions.ask}>${uiIcons.restore}${t.restoreToHere}</button>
      <span class="muted" id=${id}>${t.restoreHint(checkpoint.files.length)}</span>
    </div>`;
  }
  return html`<div class="checkpoint confirming" role="group" aria-labelledby=${id}>
    <p id=${id}>${t.restoreConfirm(checkpoint.files.length)}</p>
    <ul class="checkpoint-files">
      ${checkpoint.files.map((path) => html`<li><code>${relativePath(path, root)}</code></li>`)}
    </ul>
    <div class="checkpoint-actions">
      <button class="confirm" @click=${actions.confirm}>${t.restore}</button>
      <button class="cancel" @click=${actions.cancel}>${t.cancelRestore}</button>
    </div>
  </div>`;
}
