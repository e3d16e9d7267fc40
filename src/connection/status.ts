// SPDX-License-Identifier: Apache-2.0
// The status event is public API of both the connection and the elements: it lives with the other
// event classes in src/events/.
export { CONNECTION_STATUSES, ConnectionStatusEvent } from '../events/connection-status.js';
export type { ConnectionStatus, ConnectionStatusDetail } from '../events/connection-status.js';
