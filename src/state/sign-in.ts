// SPDX-License-Identifier: Apache-2.0
/**
 * Signing in (STUB: the signature is the contract; the folds are being written): the
 * `authMethods` of `initialize`, -32000 errors (auth required) on any request, `authenticate`
 * requests and answers, `logout`.
 */
import type { SignInState } from './catalog-types.js';
import type { ToolCallState } from './types.js';

export function selectSignIn(_state: ToolCallState): SignInState {
  return { status: 'none', methods: [], canLogout: false };
}
