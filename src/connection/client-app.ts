// SPDX-License-Identifier: Apache-2.0
/**
 * What the page answers when the agent asks (the SDK's `client()` builder): permission requests
 * (the host's policy, else the user through permission-broker.ts), elicitations
 * (elicitation-broker.ts), and `fs/*` for the handlers the host gave. One app per connection: every
 * socket of a reconnecting connection is served by it.
 */
import { client, type ClientApp } from '@agentclientprotocol/sdk/unstable';
import type { RequestId } from '../state/index.js';
import type { ConnectAcpOptions } from './connection-types.js';
import { handleElicitations, type ElicitationBroker } from './elicitation-broker.js';
import type { PermissionBroker } from './permission-broker.js';

export interface ClientAppParts {
  options: Pick<ConnectAcpOptions, 'permissionPolicy' | 'fs'>;
  permissions: PermissionBroker;
  elicitations: ElicitationBroker;
  /** The signal of the socket now open: aborted once it closed. */
  connectionSignal(): AbortSignal | undefined;
}

export function buildClientApp({ options, permissions, elicitations, connectionSignal }: ClientAppParts): ClientApp {
  const app = client({ name: 'tool-call-elements' })
    .onRequest('session/request_permission', async ({ params, requestId: rawId, signal }) => {
      const requestId = rawId as RequestId; // a request always has a non-null id
      const decided = await options.permissionPolicy?.(params);
      if (decided) return { outcome: decided };
      const request = { sessionId: params.sessionId, requestId, toolCallId: params.toolCall?.toolCallId };
      const answer = permissions.wait(request);
      const socketSignal = connectionSignal();
      // The agent withdrew the request ($/cancel_request): answer `cancelled`. When the whole
      // connection closed instead, nothing can be sent: the connection records it as abandoned.
      const onAbort = () => {
        if (!socketSignal?.aborted) permissions.answer(requestId, { outcome: 'cancelled' });
      };
      signal.addEventListener('abort', onAbort, { once: true });
      return { outcome: await answer };
    })
    // Updates do not reach the SDK (see forwardToSdk in client-socket.ts); the store folds them from the raw frame.
    .onNotification('session/update', () => undefined)
    .onNotification('*', () => undefined);
  handleElicitations(app, elicitations, connectionSignal);
  const fs = options.fs;
  if (fs?.readTextFile) app.onRequest('fs/read_text_file', ({ params }) => fs.readTextFile!(params));
  if (fs?.writeTextFile) app.onRequest('fs/write_text_file', async ({ params }) => void (await fs.writeTextFile!(params)));
  return app;
}
