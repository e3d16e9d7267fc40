// SPDX-License-Identifier: Apache-2.0
import { html, LitElement } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { StoreController } from '../../controllers/store-controller.js';
import { langOf, translationFor } from '../../i18n/translations.js';
import { selectSessions, selectToolCalls, type ToolCallStore, type ToolCallView } from '../../state/index.js';
import { hostStyles } from '../../styles/host.styles.js';
import styles from './tool-call-list.styles.js';

/**
 * Every tool call of a store, one `<tool-call-card>` each, in first-seen order.
 *
 * @tag tool-call-list
 * @csspart base - The list.
 * @cssproperty [--tool-call-list-gap=6px]
 */
export class ToolCallList extends LitElement {
  static override styles = [hostStyles, styles];

  static override properties = {
    store: { attribute: false },
    sessionId: { attribute: 'session-id' },
  };

  /** The store to show. */
  declare store: ToolCallStore | undefined;
  /** Show only this session; when unset, every session in first-seen order. */
  declare sessionId: string | undefined;

  private readonly calls = new StoreController<ToolCallView[]>(this, {
    select: (state) => {
      if (this.sessionId) return selectToolCalls(state, this.sessionId);
      const sessions = selectSessions(state);
      return sessions.length === 1 ? selectToolCalls(state, sessions[0]) : sessions.flatMap((id) => selectToolCalls(state, id));
    },
  });

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    this.calls.setStore(this.store);
    if (changed.has('sessionId')) this.calls.refresh();
  }

  override render() {
    const calls = this.calls.value ?? [];
    const t = translationFor(langOf(this));
    if (calls.length === 0) return html`<p class="empty">${t.noToolCalls}</p>`;
    return html`<ul part="base" aria-label=${t.toolCalls}>
      ${repeat(
        calls,
        (call) => `${call.sessionId}\u0000${call.toolCallId}`,
        (call) => html`<li><tool-call-card .toolCall=${call}></tool-call-card></li>`,
      )}
    </ul>`;
  }
}
