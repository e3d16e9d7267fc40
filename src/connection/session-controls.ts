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
  const onMode = (event: Event) => {
    const detail = (event as Event & { detail?: Partial<SessionModeChangeDetail> }).detail;
    if (event.defaultPrevented || detail?.sessionId !== controls.sessionId || typeof detail?.modeId !== 'string') return;
    controls.setMode(detail.modeId).catch(ignore);
  };
  const onModel = (event: Event) => {
    const detail = (event as Event & { detail?: Partial<SessionModelChangeDetail> }).detail;
    if (event.defaultPrevented || detail?.sessionId !== controls.sessionId || typeof detail?.modelId !== 'string') return;
    controls.setModel(detail.modelId).catch(ignore);
  };
  const onConfig = (event: Event) => {
    const detail = (event as Event & { detail?: Partial<SessionConfigChangeDetail> }).detail;
    if (event.defaultPrevented || detail?.sessionId !== controls.sessionId || typeof detail?.configId !== 'string') return;
    if (typeof detail.value !== 'string' && typeof detail.value !== 'boolean') return;
    controls.setConfigOption(detail.configId, detail.value).catch(ignore);
  };
  target.addEventListener('session-mode-change', onMode);
  target.addEventListener('session-model-change', onModel);
  target.addEventListener('session-config-change', onConfig);
  return () => {
    target.removeEventListener('session-mode-change', onMode);
    target.removeEventListener('session-model-change', onModel);
    target.removeEventListener('session-config-change', onConfig);
  };
}
