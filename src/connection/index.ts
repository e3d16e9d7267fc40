// SPDX-License-Identifier: Apache-2.0
/** The live WebSocket connection to an ACP agent (tool-call-elements/connection). */
export { connectAcp } from './connect-acp.js';
export type {
  AcpConnection,
  ConnectAcpOptions,
  ConnectionMode,
  FileSystemHandlers,
  PermissionPolicy,
  ReconnectOptions,
} from './connection-types.js';
export { ConnectionStatusEvent, CONNECTION_STATUSES } from '../events/connection-status.js';
export type { ConnectionStatus, ConnectionStatusDetail } from '../events/connection-status.js';
export { readFrameItem, splitFrame } from './frames.js';
export type { FrameItem } from './frames.js';
export type { BasicWebSocket, BasicWebSocketConstructor } from './tapped-socket.js';
