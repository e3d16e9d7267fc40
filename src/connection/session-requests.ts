// SPDX-License-Identifier: Apache-2.0
/**
 * The requests `<session-list>` (`session-open`, `session-new`, `session-close`, `session-delete`,
 * `session-list-more`) and `<agent-sign-in>` (`agent-authenticate`, `agent-logout`) fire, sent on by
 * the connection unless a listener before its own (on the element or an ancestor, or registered
 * first on the same target) prevented them. A failure (a capability the agent lacks, the agent's
 * error answer) goes to `diagnose`; the store has the error answer too.
 */
import type { AgentAuthenticateDetail } from '../events/agent-authenticate.js';
import type { SessionCloseDetail } from '../events/session-close.js';
import type { SessionDeleteDetail } from '../events/session-delete.js';
import type { SessionListMoreDetail } from '../events/session-list-more.js';
import type { SessionNewDetail } from '../events/session-new.js';
import type { SessionOpenDetail } from '../events/session-open.js';
import type { AcpConnection } from './connection-types.js';

/** What the listeners need of a connection. */
export type SessionRequestControls = Pick<
  AcpConnection,
  | 'status'
  | 'listSessions'
  | 'newSession'
  | 'loadSession'
  | 'resumeSession'
  | 'closeSession'
  | 'deleteSession'
  | 'showSession'
  | 'signIn'
  | 'logout'
  | 'addEventListener'
  | 'removeEventListener'
> & { owns(sessionId: string): boolean };

type Handler = (detail: Record<string, unknown>, event: Event) => Promise<unknown> | undefined;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Listens for the events of `<session-list>` and `<agent-sign-in>` on `target`; returns a function that stops listening. */
export function listenForSessionRequests(
  target: EventTarget,
  controls: SessionRequestControls,
  diagnose: (message: string) => void,
): () => void {
  /** Session requests need a connection that can send; a sign-in is what makes it able to. */
  const whenReady =
    (handler: Handler): Handler =>
    (detail, event) => {
      if (controls.status === 'ready') return handler(detail, event);
      // Not sent: say so to the element that asked, as a prompt-submit is refused.
      event.preventDefault();
      diagnose(`${event.type} not sent: the connection is ${controls.status}`);
      return undefined;
    };
  /**
   * A list asks for its first page as soon as the store says the agent can list, which is while the
   * connection still creates its session (or waits for a sign-in): the page goes out once it is ready.
   */
  const onceReady =
    (handler: Handler): Handler =>
    (detail, event) => {
      if (controls.status === 'ready') return handler(detail, event);
      if (controls.status === 'closed' || controls.status === 'failed') return whenReady(handler)(detail, event);
      return new Promise<void>((resolve, reject) => {
        const onStatus = (status: Event) => {
          const now = (status as Event & { detail: { status: string } }).detail.status;
          if (now !== 'ready' && now !== 'closed' && now !== 'failed') return;
          controls.removeEventListener('connection-status', onStatus);
          if (now === 'ready') resolve();
          else reject(new Error(`the connection is ${now}`));
        };
        controls.addEventListener('connection-status', onStatus);
      }).then(() => handler(detail, event));
    };
  const handlers: Record<string, Handler> = {
    'session-open': whenReady(({ sessionId, how, cwd }: Partial<SessionOpenDetail>) => {
      if (typeof sessionId !== 'string') return undefined;
      // Open here already: only the view switches (loading it again would replay it over a live turn).
      if (controls.owns(sessionId)) return Promise.resolve(controls.showSession(sessionId));
      const options = typeof cwd === 'string' ? { cwd } : {};
      if (how === 'load') return controls.loadSession(sessionId, options);
      if (how === 'resume') return controls.resumeSession(sessionId, options);
      return undefined; // `show` of a session another connection has open
    }),
    'session-new': whenReady(({ cwd }: Partial<SessionNewDetail>) => controls.newSession(typeof cwd === 'string' ? { cwd } : {})),
    'session-close': whenReady(({ sessionId }: Partial<SessionCloseDetail>) =>
      typeof sessionId === 'string' ? controls.closeSession(sessionId) : undefined,
    ),
    'session-delete': whenReady(({ sessionId }: Partial<SessionDeleteDetail>) =>
      typeof sessionId === 'string' ? controls.deleteSession(sessionId) : undefined,
    ),
    'session-list-more': onceReady(({ cursor, cwd }: Partial<SessionListMoreDetail>) => {
      const options: { cursor?: string; cwd?: string } = {};
      if (text(cursor) !== undefined) options.cursor = text(cursor);
      if (text(cwd) !== undefined) options.cwd = text(cwd);
      return controls.listSessions(options);
    }),
    'agent-authenticate': (raw) => {
      const detail = raw as Partial<AgentAuthenticateDetail>;
      if (typeof detail.methodId !== 'string') return undefined;
      const values = detail.values && typeof detail.values === 'object' ? detail.values : undefined;
      return controls.signIn(detail.methodId, {
        ...(values ? { values } : {}),
        // Synchronously, while the event is dispatched: the element that fired it draws the program.
        terminal: (terminal) => (detail.terminal = terminal),
      });
    },
    'agent-logout': whenReady(() => controls.logout()),
  };
  const listeners = Object.entries(handlers).map(([type, handle]) => {
    const listener = (event: Event) => {
      const detail = (event as Event & { detail?: Record<string, unknown> }).detail;
      if (event.defaultPrevented || !detail) return;
      let sent: Promise<unknown> | undefined;
      try {
        sent = handle(detail, event);
      } catch (error) {
        sent = Promise.reject(error);
      }
      sent?.catch((error: unknown) => diagnose(`${type} failed: ${error instanceof Error ? error.message : String(error)}`));
    };
    target.addEventListener(type, listener);
    return [type, listener] as const;
  });
  return () => {
    for (const [type, listener] of listeners) target.removeEventListener(type, listener);
  };
}
