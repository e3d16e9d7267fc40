// SPDX-License-Identifier: Apache-2.0
import type { SessionConfigChangeDetail } from '../events/session-config-change.js';
import type { SessionModeChangeDetail } from '../events/session-mode-change.js';
import type { SessionModelChangeDetail } from '../events/session-model-change.js';

/** What a connection does with a user's choice of its session's mode or config option. */
export interface SessionControls {
  sessionId: string | undefined;
  setMode(modeId: string): Promise<void>;
  setModel(modelId: string): Promise<void>;
  setConfigOption(configId: string, value: string | boolean): Promise<void>;
}

/**
 * Sends the `session-mode-change` / `session-model-change` / `session-config-change` requests that `<session-status>` fires
 * for the connection's own session, unless a listener before this one (on the element or an
 * ancestor) prevented them. Returns a function that stops listening. A failure (not connected, or
 * the agent's error answer) leaves the chip as it was; a host that needs to know prevents the event
 * and calls `setMode` / `setModel` / `setConfigOption` itself.
 */
export function listenForSessionControls(target: EventTarget, controls: SessionControls): () => void {
  const ignore = () => undefined;
  // Each event's detail (see its Detail type) and what sends it; undefined when the detail is not usable.
  const send: Record<string, (detail: Record<string, unknown>) => Promise<void> | undefined> = {
    'session-mode-change': ({ modeId }: Partial<SessionModeChangeDetail>) =>
      typeof modeId === 'string' ? controls.setMode(modeId) : undefined,
    'session-model-change': ({ modelId }: Partial<SessionModelChangeDetail>) =>
      typeof modelId === 'string' ? controls.setModel(modelId) : undefined,
    'session-config-change': ({ configId, value }: Partial<SessionConfigChangeDetail>) =>
      typeof configId === 'string' && (typeof value === 'string' || typeof value === 'boolean')
        ? controls.setConfigOption(configId, value)
        : undefined,
  };
  const listeners = Object.entries(send).map(([type, request]) => {
    const listener = (event: Event) => {
      const detail = (event as Event & { detail?: Record<string, unknown> }).detail;
      if (event.defaultPrevented || !detail || detail.sessionId !== controls.sessionId) return;
      request(detail)?.catch(ignore);
    };
    target.addEventListener(type, listener);
    return [type, listener] as const;
  });
  return () => {
    for (const [type, listener] of listeners) target.removeEventListener(type, listener);
  };
}
