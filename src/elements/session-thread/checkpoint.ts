// SPDX-License-Identifier: Apache-2.0
/**
 * "Restore to here" under a user prompt: offered only when every file changed from that turn on can
 * be put back exactly (`selectCheckpoint(...).restorable`), and done only after a confirmation that
 * lists the files. The files go back, not the conversation.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { selectCheckpoint, selectFileChanges, type ChangeSetState, type Checkpoint } from '../../changes/index.js';
import { CheckpointRestoreEvent } from '../../events/checkpoint-restore.js';
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

/** The host the prompts live in: they fire from it and focus inside it. */
interface CheckpointHost extends EventTarget {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly updateComplete: Promise<boolean>;
}

/** The thread's checkpoints: which one waits for its confirmation, and what confirming it sends. */
export class CheckpointPrompts {
  /** The turn whose "Restore to here" waits for its confirmation. */
  private confirming?: number;

  constructor(
    private readonly host: CheckpointHost,
    /** Redraws the rows (a virtualized row only redraws when told). */
    private readonly redraw: () => void,
  ) {}

  render(changes: ChangeSetState, sessionId: string, turn: number, root: string | undefined, t: SessionThreadStrings) {
    const focus = (selector: string) =>
      void this.host.updateComplete.then(() =>
        this.host.renderRoot.querySelector<HTMLElement>(`[data-turn="${turn}"] ${selector}`)?.focus(),
      );
    const actions: CheckpointActions = {
      ask: () => {
        this.confirming = turn;
        this.redraw();
        focus('.confirm');
      },
      cancel: () => {
        this.confirming = undefined;
        this.redraw();
        focus('.restore');
      },
      confirm: () => {
        this.confirming = undefined;
        const files = selectFileChanges(changes, { sessionId, since: turn }).map((file) => ({
          path: file.path,
          before: file.before ?? null,
          after: file.after ?? null,
        }));
        this.host.dispatchEvent(new CheckpointRestoreEvent({ sessionId, turn, files }));
        this.redraw();
      },
    };
    const control = checkpointControl(selectCheckpoint(changes, sessionId, turn), this.confirming === turn, root, t, actions);
    return control === nothing ? nothing : html`<div data-turn=${turn}>${control}</div>`;
  }
}
