// SPDX-License-Identifier: Apache-2.0
import { defineElement } from '../../base/define-element.js';
import { AgentSignIn } from './agent-sign-in.component.js';

export { AgentSignIn };
export { AgentAuthenticateEvent, type AgentAuthenticateDetail, type SignInTerminal } from '../../events/agent-authenticate.js';
export { AgentLogoutEvent, type AgentLogoutDetail } from '../../events/agent-logout.js';
defineElement('agent-sign-in', AgentSignIn);

declare global {
  interface HTMLElementTagNameMap {
    'agent-sign-in': AgentSignIn;
  }
}
