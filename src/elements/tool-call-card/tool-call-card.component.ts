// SPDX-License-Identifier: Apache-2.0
import { html, LitElement, nothing } from 'lit';
import { langOf, translationFor } from '../../i18n/translations.js';
import type { ToolCallView } from '../../state/index.js';
import { hostStyles } from '../../styles/host.styles.js';
import styles from './tool-call-card.styles.js';

/**
 * One tool call: kind, title and status. (The full card — icons, content, diffs, terminals,
 * raw input/output — is built on this in later work.)
 *
 * @tag tool-call-card
 * @csspart base - The card's wrapper.
 * @csspart header - The header row.
 * @csspart icon - The kind label.
 * @csspart title - The title.
 * @csspart status - The status text.
 * @cssproperty [--tool-call-card-border-color=var(--tce-color-border)]
 * @cssproperty [--tool-call-card-background=var(--tce-color-bg)]
 */
export class ToolCallCard extends LitElement {
  static override styles = [hostStyles, styles];

  static override properties = {
    toolCall: { attribute: false },
    kind: { reflect: true },
    status: { reflect: true },
    toolCallId: { reflect: true, attribute: 'tool-call-id' },
  };

  /** The call to draw (a `ToolCallView` from the state). */
  declare toolCall: ToolCallView | undefined;
  /** Mirrors `toolCall.kind`, for styling. */
  declare kind: string;
  /** Mirrors `toolCall.status`, for styling. */
  declare status: string;
  /** Mirrors `toolCall.toolCallId`. */
  declare toolCallId: string;

  override willUpdate(): void {
    const call = this.toolCall;
    if (!call) return;
    this.kind = call.kind;
    this.status = call.status;
    this.toolCallId = call.toolCallId;
  }

  private statusLabel(call: ToolCallView): { text: string; awaiting: boolean } {
    const t = translationFor(langOf(this));
    const permission = call.permission;
    if (permission && !permission.outcome && call.status !== 'cancelled') return { text: t.awaitingApproval, awaiting: true };
    if (permission?.outcome?.outcome === 'selected') {
      const chosen = permission.options.find((o) => o.optionId === (permission.outcome as { optionId: string }).optionId);
      if (chosen?.kind.startsWith('reject')) return { text: t.rejected, awaiting: false };
    }
    return { text: t.status[call.status] ?? call.status, awaiting: false };
  }

  override render() {
    const call = this.toolCall;
    if (!call) return nothing;
    const t = translationFor(langOf(this));
    const title =
      call.title ||
      call.name ||
      ((call.meta.claudeCode as { toolName?: unknown } | undefined)?.toolName as string | undefined) ||
      (call.meta.tool_name as string | undefined) ||
      t.kind[call.kind] ||
      call.kind;
    const status = this.statusLabel(call);
    return html`<div part="base" role="group" aria-label=${title}>
      <div part="header">
        <span part="icon">${t.kind[call.kind] ?? call.kind}</span>
        <span part="title" title=${title}>${title}</span>
        <span part="status" class=${status.awaiting ? 'awaiting' : ''}>${status.text}</span>
      </div>
    </div>`;
  }
}
