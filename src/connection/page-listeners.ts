// SPDX-License-Identifier: Apache-2.0
/**
 * Where a connection hears the page: the answers to the agent's questions (`permission-respond`,
 * `elicitation-respond`) and, in client mode, the elements' requests (session-controls.ts,
 * prompt-queue.ts, session-requests.ts). Each on the target the options name, `document` by default.
 */
import type { PermissionRespondDetail } from '../events/permission-respond.js';
import type { ConnectAcpOptions } from './connection-types.js';
import { listenForElicitationAnswers, type ElicitationBroker } from './elicitation-broker.js';
import type { PermissionBroker } from './permission-broker.js';
import { listenForPrompts, type PromptControls } from './prompt-queue.js';
import { listenForSessionControls, type SessionControls } from './session-controls.js';
import { listenForSessionRequests, type SessionRequestControls } from './session-requests.js';

export interface PageListenerParts {
  options: ConnectAcpOptions;
  permissions: PermissionBroker;
  elicitations: ElicitationBroker;
  /** Client mode: what the elements' requests are sent with. Absent: the connection only observes. */
  controls?: PromptControls & SessionControls & SessionRequestControls;
  diagnose: (message: string) => void;
}

/** Starts listening; returns a function that stops every listener. */
export function listenToPage({ options, permissions, elicitations, controls, diagnose }: PageListenerParts): () => void {
  const doc = typeof document !== 'undefined' ? document : undefined;
  const stops: (() => void)[] = [];
  const permissionTarget = options.permissionTarget ?? doc;
  if (permissionTarget) {
    const onPermissionRespond = (event: Event): void => {
      const detail = (event as Event & { detail?: Partial<PermissionRespondDetail> }).detail;
      if (!detail || detail.requestId === undefined || !detail.outcome) return;
      permissions.answer(detail.requestId, detail.outcome, detail.sessionId);
    };
    permissionTarget.addEventListener('permission-respond', onPermissionRespond);
    stops.push(() => permissionTarget.removeEventListener('permission-respond', onPermissionRespond));
  }
  const elicitationTarget = options.elicitationTarget ?? permissionTarget;
  if (elicitationTarget) stops.push(listenForElicitationAnswers(elicitationTarget, elicitations, diagnose));
  const controlTarget = options.sessionControlTarget ?? doc;
  if (controls && controlTarget) {
    stops.push(
      listenForSessionControls(controlTarget, controls),
      listenForPrompts(controlTarget, controls, diagnose),
      listenForSessionRequests(controlTarget, controls, diagnose),
    );
  }
  return () => stops.splice(0).forEach((stop) => stop());
}
