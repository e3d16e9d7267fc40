// SPDX-License-Identifier: Apache-2.0
/**
 * Templates that make an approval's findings visible: hidden characters as named markers, the
 * warnings (hidden characters, mixed scripts, Punycode hosts, risks) and a chained command's
 * segments with the risky ones marked by icon and text. Text without findings renders exactly as
 * before: no marker, no extra row. Everything is text bindings: nothing here parses HTML.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import type { Translation } from '../../i18n/translations.js';
import { uiIcons } from '../../icons/ui-icons.js';
import type { ApprovalFindings, CommandAnalysis } from './analyze-approval.js';
import { revealText } from '../../approval/hidden.js';

import { renderRevealed } from '../../content/reveal-hidden.js';

export { renderRevealed, type RenderRevealOptions } from '../../content/reveal-hidden.js';

/** Whether there is anything to warn about. */
export function hasFindings(findings: ApprovalFindings): boolean {
  return findings.hidden || findings.mixedScript.length > 0 || findings.hosts.length > 0 || findings.reasons.length > 0;
}

/**
 * The warnings, one line each with an icon (never colour alone), or nothing. `id` lets the prompt
 * point `aria-describedby` at them, so they are read with the prompt when it takes focus.
 */
export function renderWarnings(findings: ApprovalFindings, t: Translation, id?: string): TemplateResult | typeof nothing {
  if (!hasFindings(findings)) return nothing;
  const s = t.permission.approval;
  const lines: string[] = [];
  if (findings.reasons.length > 0) lines.push(s.risky(findings.reasons.map((reason) => s.reasons[reason]).join(s.separator)));
  if (findings.hidden) lines.push(s.hiddenWarning);
  if (findings.mixedScript.length > 0) lines.push(s.mixedScript(findings.mixedScript.join(s.separator)));
  for (const host of findings.hosts) lines.push(s.punycode(revealText(host.unicode), host.ascii));
  return html`<ul part="warnings" class="approval-warnings" id=${id ?? nothing} aria-label=${s.warnings}>
    ${lines.map((line) => html`<li>${uiIcons.warning}<span>${line}</span></li>`)}
  </ul>`;
}

/** A chained command worth reading piece by piece: several commands, and something flagged. */
export function listsSegments(command: CommandAnalysis | undefined): command is CommandAnalysis {
  return command !== undefined && command.chained && (command.risky || command.hidden || command.mixedScript.length > 0);
}

/** Each segment of a chained command, nested ones indented, risky ones marked with an icon and their reasons. */
export function renderSegments(command: CommandAnalysis | undefined, t: Translation): TemplateResult | typeof nothing {
  if (!listsSegments(command)) return nothing;
  const s = t.permission.approval;
  return html`<ol part="segments" class="approval-segments" aria-label=${s.segments}>
    ${command.segments.map(
      (segment) => html`<li
        class=${classMap({
          segment: true,
          risky: segment.risks.length > 0,
          redirect: segment.kind === 'redirect',
          // A class per level, not a style attribute: a strict CSP allows no inline styles.
          [`depth-${Math.min(segment.depth, 4)}`]: true,
        })}
      >
        <code
          >${segment.joiner && segment.kind === 'command' ? html`<span class="joiner">${segment.joiner === '\n' ? '↵' : segment.joiner}</span> ` : nothing}${renderRevealed(segment.text, t)}</code
        >
        ${
          segment.risks.length > 0
            ? html`<span class="risk">${uiIcons.warning}<span>${segment.risks.map((reason) => s.reasons[reason]).join(s.separator)}</span></span>`
            : nothing
        }
      </li>`,
    )}
  </ol>`;
}
