// SPDX-License-Identifier: Apache-2.0
/**
 * Where the library shows an agent's elicitations: inline in the card of their tool call, in
 * `<session-thread>` when they belong to no call, pinned by `<tool-call-list>`. The form itself is
 * `<elicitation-form>`, loaded on demand: until it arrives the tag stays empty and upgrades in place,
 * keeping the request it was given.
 */
import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { requestElement } from '../base/lazy-elements.js';

/** What these views read of an elicitation (the state's `ElicitationView` fits). */
export interface ElicitationLike {
  mode: string;
  outcome?: unknown;
  error?: unknown;
  completed?: boolean;
}

/**
 * The elicitation still needs the user: unanswered, or (URL mode) accepted and waiting for the
 * agent's `elicitation/complete`. An answered one leaves the card and the pin; the call goes on.
 */
export function elicitationOpen(view: ElicitationLike | undefined): boolean {
  if (!view || view.error !== undefined) return false;
  if (view.outcome === undefined) return true;
  const action = typeof view.outcome === 'object' && view.outcome !== null ? (view.outcome as { action?: unknown }).action : undefined;
  return view.mode === 'url' && view.completed !== true && action === 'accept';
}

/** An `<elicitation-form>` for the request (`part="elicitation"`), loading the element if it is not yet. */
export function renderElicitation(view: ElicitationLike, layout: 'full' | 'inline' | 'pinned', theme: string | undefined): TemplateResult {
  requestElement('elicitation-form');
  return html`<elicitation-form part="elicitation" class="elicitation" layout=${layout} .request=${view}
    theme=${ifDefined(theme)}></elicitation-form>`;
}
