// SPDX-License-Identifier: Apache-2.0
// The demo page's sessions and sign-in: <session-list> beside the thread (the agent's earlier
// sessions and the ones open here; opening, closing, deleting and paging are requests connectAcp
// hears on the page), and <agent-sign-in> above it when the agent asks for a login (`npm start --
// --login`), with the bridge's sign-in runners (a pseudo-terminal, environment variables).
import { bridgeAuth, type BridgeAuth } from '../src/connection/index.js';
import type { ToolCallStore } from '../src/state/index.js';

interface SessionListElement extends HTMLElement {
  store?: ToolCallStore;
  sessionId?: string;
  root?: string;
}

interface SignInElement extends HTMLElement {
  store?: ToolCallStore;
  agentCommand?: string;
  terminalAvailable?: boolean;
}

const sessions = document.querySelector<SessionListElement>('#sessions')!;
const signIn = document.querySelector<SignInElement>('#sign-in')!;

/** `GET /capabilities` beside the bridge's socket, under its token. */
function capabilitiesUrl(socketUrl: string): string {
  const url = new URL(socketUrl);
  url.protocol = url.protocol === 'wss:' ? 'https:' : 'http:';
  url.pathname = url.pathname.replace(/\/(acp|watch)$/, '/capabilities');
  return url.href;
}

/** The bridge's sign-in runners, or none when it cannot say (an older bridge, another server). */
export async function signInRunners(socketUrl: string): Promise<BridgeAuth | undefined> {
  try {
    return await bridgeAuth(capabilitiesUrl(socketUrl));
  } catch {
    return undefined;
  }
}

/** Points the list and the sign-in view at the live store. */
export function followSessions(store: ToolCallStore, root: string | undefined, auth: BridgeAuth | undefined): void {
  sessions.store = store;
  sessions.root = root;
  signIn.store = store;
  signIn.agentCommand = auth?.capabilities.agentCommand;
  signIn.terminalAvailable = auth?.capabilities.auth.terminal ?? false;
}

/** Marks the session the views show. */
export function showInList(sessionId: string | undefined): void {
  if (sessionId === undefined) sessions.removeAttribute('session-id');
  else sessions.setAttribute('session-id', sessionId);
}

/** Sessions and sign-in belong to a live page; a replay has neither. */
export function showSessionsPanel(visible: boolean): void {
  sessions.closest<HTMLElement>('.sessions')!.hidden = !visible;
  signIn.hidden = !visible;
}

export const sessionElements = [sessions, signIn];
