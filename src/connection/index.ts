// SPDX-License-Identifier: Apache-2.0
/** The live WebSocket connection to an ACP agent (tool-call-elements/connection). */
export { connectAcp } from './connect-acp.js';
export type {
  AcpConnection,
  ConnectAcpOptions,
  ConnectionMode,
  EnvVarAuthMethod,
  FileSystemHandlers,
  ListSessionsOptions,
  PermissionPolicy,
  ReconnectOptions,
  SessionOpenOptions,
  SessionOptions,
  SignInMethod,
  SignInOptions,
  SignInRunners,
} from './connection-types.js';
export { bridgeAuth } from './bridge-auth.js';
export type { BridgeAuth, BridgeAuthOptions, BridgeCapabilities } from './bridge-auth.js';
export { bridgeFs } from './bridge-fs.js';
export type { BridgeFileSystem, DeleteTextFileRequest } from './bridge-fs.js';
export { SessionChangeEvent } from './session-change.js';
export type { SessionChangeDetail } from './session-change.js';
export { ConnectionStatusEvent, CONNECTION_STATUSES } from '../events/connection-status.js';
export type { ConnectionStatus, ConnectionStatusDetail } from '../events/connection-status.js';
export type { SignInTerminal } from '../events/agent-authenticate.js';
export { readFrameItem, splitFrame } from './frames.js';
export type { FrameItem } from './frames.js';
export type { BasicWebSocket, BasicWebSocketConstructor } from './tapped-socket.js';
