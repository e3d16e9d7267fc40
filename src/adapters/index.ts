// SPDX-License-Identifier: Apache-2.0
/** Adapters from model-provider streams to ACP messages (tool-call-elements/adapters). DOM-free. */
export {};
