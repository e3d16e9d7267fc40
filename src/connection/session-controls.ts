// SPDX-License-Identifier: Apache-2.0
import type { SessionConfigChangeDetail } from '../events/session-config-change.js';
import type { SessionModeChangeDetail } from '../events/session-mode-change.js';
import type { SessionModelChangeDetail } from '../events/session-model-change.js';

/** What a connection does with a user's choice of one of its sessions' mode or config option. */
export interface SessionControls {
  /** The session is open on this connection. */
  owns(sessionId: string): boolean;
  setMode(modeId: string, options: { sessionId: string }): Promise<void>;
  setModel(modelId: string, options: { sessionId: string }): Promise<void>;
  setConfigOption(configId: string, value: string | boolean, options: { sessionId: string }): Promise<void>;
}

/**
 * Sends the `session-mode-change` / `session-model-change` / `session-config-change` requests that `<session-status>` fires
 * for a session open on this connection, unless a listener before this one (on the element or an
 * ancestor) prevented them. Returns a function that stops listening. A failure (not connected, or
 * the agent's error answer) leaves the chip as it was; a host that needs to know prevents the event
 * and calls `setMode` / `setModel` / `setConfigOption` itself.
 */
export function listenForSessionControls(target: EventTarget, controls: SessionControls): () => void {
  const ignore = () => undefined;
  // Each event's detail (see its Detail type) and what sends it; undefined when the detail is not usable.
  const send: Record<string, (detail: Record<string, unknown>, session: { sessionId: string }) => Promise<void> | undefined> = {
    'session-mode-change': ({ modeId }: Partial<SessionModeChangeDetail>, session) =>
      typeof modeId === 'string' ? controls.setMode(modeId, session) : undefined,
    'session-model-change': ({ modelId }: Partial<SessionModelChangeDetail>, session) =>
      typeof modelId === 'string' ? controls.setModel(modelId, session) : undefined,
    'session-config-change': ({ configId, value }: Partial<SessionConfigChangeDetail>, session) =>
      typeof configId === 'string' && (typeof value === 'string' || typeof value === 'boolean')
        ? controls.setConfigOption(configId, value, session)
        : undefined,
  };
  const listeners = Object.entries(send).map(([type, request]) => {
    const listener = (event: Event) => {
      const detail = (event as Event & { detail?: Record<string, unknown> }).detail;
      const sessionId = detail?.['sessionId'];
      if (event.defaultPrevented || !detail || typeof sessionId !== 'string' || !controls.owns(sessionId)) return;
      request(detail, { sessionId })?.catch(ignore);
    };
    target.addEventListener(type, listener);
    return [type, listener] as const;
  });
  return () => {
    for (const [type, listener] of listeners) target.removeEventListener(type, listener);
  };
}
