// SPDX-License-Identifier: Apache-2.0
import { html, nothing, type PropertyValues } from 'lit';
import type { AcpConnection } from '../../connection/connection-types.js';
import type { ConnectionStatus, ConnectionStatusDetail, ConnectionStatusEvent } from '../../events/connection-status.js';
import { BaseElement } from '../../base/base-element.js';
import styles from './connection-status.styles.js';
import { connectionStrings } from '../../i18n/connection.strings.js';
import { provideStrings } from '../../i18n/translations.js';

// This element's strings come with it (it may be loaded on demand; see provideStrings).
provideStrings('connection', connectionStrings);

/** Longest close reason drawn; agents and bridges control it. */
const REASON_LIMIT = 200;

/**
 * The state of a live connection (`connectAcp`) as a small pill: a coloured dot, "Connected",
 * "Reconnecting · retry in 4 s · attempt 2 · agent exited with code 1", with a "Retry now" button
 * while it waits. "Sign-in required" shows the agent's message and no "Retry now": the agent is
 * there and waits for the user to sign in (in `<agent-sign-in>`), which trying again would not change. A polite live region, so screen readers hear changes. The connection's
 * `connection-status` events drive it; set `.connection`.
 *
 * @summary The status of the connection to an agent.
 * @tag connection-status
 * @csspart base - The pill.
 * @csspart indicator - The coloured dot.
 * @csspart label - The status word.
 * @csspart detail - The agent's name, retry delay and last close reason.
 * @csspart retry - The "Retry now" button.
 * @cssproperty [--connection-status-ready-color=var(--tce-color-success)] - Dot when connected.
 * @cssproperty [--connection-status-busy-color=var(--tce-color-attention)] - Dot while connecting or reconnecting.
 * @cssproperty [--connection-status-failed-color=var(--tce-color-danger)] - Dot when the connection gave up.
 * @cssproperty [--connection-status-sign-in-color=var(--tce-color-attention)] - Dot while the agent waits for the user to sign in.
 */
export class ConnectionStatusElement extends BaseElement {
  static override styles = [...super.styles, styles];

  static override properties = {
    connection: { attribute: false },
    status: { reflect: true },
    detail: { state: true },
  };

  /** The connection to show. */
  declare connection: AcpConnection | undefined;
  /** Reflected: the connection's status, `none` without one. Read-only in practice. */
  declare status: ConnectionStatus | 'none';
  declare private detail: ConnectionStatusDetail | undefined;

  private subscribed: AcpConnection | undefined;

  constructor() {
    super();
    this.status = 'none';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.subscribe();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('connection')) {
      this.subscribe();
      const connection = this.connection;
      this.detail = connection
        ? { status: connection.status, attempt: 0, ...(connection.reason ? { reason: connection.reason } : {}) }
        : undefined;
      this.status = connection?.status ?? 'none';
    }
  }

  private readonly onStatus = (event: ConnectionStatusEvent): void => {
    this.detail = event.detail;
    this.status = event.detail.status;
  };

  private subscribe(): void {
    if (this.subscribed === this.connection || !this.isConnected) return;
    this.unsubscribe();
    this.subscribed = this.connection;
    this.subscribed?.addEventListener('connection-status', this.onStatus);
  }

  private unsubscribe(): void {
    this.subscribed?.removeEventListener('connection-status', this.onStatus);
    this.subscribed = undefined;
  }

  protected override render() {
    const t = this.locale.t.connection;
    const connection = this.connection;
    const status = this.status;
    const label = status === 'none' ? t.none : status === 'ready' && connection?.mode === 'observe' ? t.observing : t[status];
    const parts: string[] = [];
    const detail = this.detail;
    if (status === 'ready' && connection?.agentInfo) parts.push(t.agent(connection.agentInfo.title ?? connection.agentInfo.name));
    if (status === 'reconnecting' && detail?.retryInMs !== undefined) parts.push(t.retryIn(Math.ceil(detail.retryInMs / 1000)));
    if (status === 'reconnecting' && detail && detail.attempt > 1) parts.push(t.attempt(detail.attempt));
    if (status !== 'ready' && detail?.reason) parts.push(detail.reason.slice(0, REASON_LIMIT));
    // Only a network failure is worth retrying; `sign-in-required` waits for the user instead.
    const canRetry = (status === 'reconnecting' && detail?.retryInMs !== undefined) || status === 'failed';
    return html`<div part="base" class="base" role="status" aria-live="polite" aria-label=${t.label}>
      <span part="indicator" class="indicator" aria-hidden="true"></span>
      <span part="label" class="label">${label}</span>
      ${parts.length ? html`<span part="detail" class="detail" title=${parts.join(' · ')}>${parts.join(' · ')}</span>` : nothing}
      ${canRetry ? html`<button part="retry" type="button" @click=${() => connection?.retry()}>${t.retryNow}</button>` : nothing}
    </div>`;
  }
}
