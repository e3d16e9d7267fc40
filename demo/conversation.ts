// SPDX-License-Identifier: Apache-2.0
// The conversation column of the demo page: the session's messages, thoughts and plans in order,
// with a one-line mention of each tool call where it happened (its card is in <tool-call-list>).
// Everything the agent sent is drawn as text (lit escapes it).
import { html, nothing, render, type TemplateResult } from 'lit';
import { langOf, translationFor } from '../src/i18n/translations.js';
import { selectSessions, selectTranscript, type ToolCallState, type TranscriptEntry } from '../src/state/index.js';

/** Entries drawn at most (the newest); a long run has hundreds of calls. */
const LIMIT = 400;

export function renderConversation(container: HTMLElement, state: ToolCallState, sessionId?: string): void {
  const sid = sessionId ?? selectSessions(state).at(-1);
  const entries = sid === undefined ? [] : selectTranscript(state, sid);
  const t = translationFor(langOf(container));
  // A plan update replaces the whole plan (ACP): draw only the latest, where it was last sent.
  let lastPlan: TranscriptEntry | undefined;
  for (const entry of entries) if (entry.type === 'plan' && !entry.planId) lastPlan = entry;
  const visible = entries.filter((entry) => entry.type !== 'plan' || entry.planId || entry === lastPlan);
  const shown = visible.length > LIMIT ? visible.slice(-LIMIT) : visible;
  const stick = container.scrollHeight - container.scrollTop - container.clientHeight < 24;
  render(
    html`${visible.length > LIMIT ? html`<p class="entry note">… ${visible.length - LIMIT} earlier entries</p>` : nothing}
    ${shown.map((entry) => template(entry, t))}`,
    container,
  );
  if (stick) container.scrollTop = container.scrollHeight;
}

function template(entry: TranscriptEntry, t: ReturnType<typeof translationFor>): TemplateResult | typeof nothing {
  switch (entry.type) {
    case 'user_message':
      return html`<p class="entry user">${entry.text}</p>`;
    case 'agent_message':
      return html`<p class="entry agent">${entry.text}</p>`;
    case 'agent_thought':
      return html`<p class="entry thought">${entry.text}</p>`;
    case 'plan':
      return entry.removed
        ? nothing
        : html`<div class="entry plan">
            <ol>
              ${entry.entries.map((step) => html`<li class=${step.status}>${step.content}</li>`)}
            </ol>
          </div>`;
    case 'tool_call': {
      const call = entry.toolCall;
      if (!call) return nothing;
      const title = call.title || t.kind[call.kind] || call.kind;
      return html`<p class="entry call">${title} — ${t.status[call.status] ?? call.status}</p>`;
    }
    case 'turn_end': {
      const reason = (entry.update as { stopReason?: unknown }).stopReason;
      return typeof reason === 'string' ? html`<p class="entry note">— ${reason.replace(/_/g, ' ')} —</p>` : nothing;
    }
    default:
      return nothing;
  }
}
