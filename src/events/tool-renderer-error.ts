// SPDX-License-Identifier: Apache-2.0
export interface ToolRendererErrorDetail {
  sessionId: string;
  toolCallId: string;
  /** Which hook failed. */
  hook: 'render' | 'icon' | 'actions';
  /** What the renderer threw. */
  error: unknown;
}

/**
 * A renderer registered with `registerToolRenderer` threw: the card drew its default body (or left
 * the header as it is) instead. Fired once per call state and hook, so a host can log it; the
 * library writes nothing to the console.
 */
export class ToolRendererErrorEvent extends Event {
  static readonly eventName = 'tool-renderer-error';
  readonly detail: ToolRendererErrorDetail;

  constructor(detail: ToolRendererErrorDetail) {
    super(ToolRendererErrorEvent.eventName, { bubbles: true, composed: true });
    this.detail = detail;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'tool-renderer-error': ToolRendererErrorEvent;
  }
}
