// SPDX-License-Identifier: Apache-2.0
/** The live WebSocket connection to an ACP agent (tool-call-elements/connection). */
export {};
