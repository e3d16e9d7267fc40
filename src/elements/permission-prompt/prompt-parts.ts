// SPDX-License-Identifier: Apache-2.0
/**
 * The pieces every layout of `<permission-prompt>` is built from (single, batch, inline): the
 * call's title and kind icon, what will happen, the option buttons and the decision. Plain
 * template functions: what they need of the prompt comes in as arguments.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { Translation } from '../../i18n/translations.js';
import { toolKindIcons } from '../../icons/tool-kind-icons.js';
import { clip, own, prettyJson, relativePath } from '../../text/format.js';
import { uiIcons } from '../../icons/ui-icons.js';
import { renderInlineMarkdown } from '../../markdown/index.js';
import type { PermissionOption, PermissionView, ToolCallView } from '../../state/index.js';
import { renderContentItem, type ContentContext } from '../../content/content-items.js';
import { localAnswer } from './permission-answers.js';
import { optionIcons, promptIcons } from './prompt-icons.js';
import {
  approvalSubject,
  commandOf,
  diffPaths,
  firstOfKind,
  hasRawInput,
  isRemembered,
  optionById,
  optionFamily,
  PromptState,
  titleOf,
  urlOf,
} from './prompt-model.js';
import { analyzeApproval, type ApprovalFindings } from './analyze-approval.js';
import { hasHidden, revealText } from '../../approval/hidden.js';
import { listsSegments, renderRevealed, renderSegments, renderWarnings } from './render-approval.js';
import { renderCodeSpans } from './code-spans.js';
import { displayTitle } from '../../content/tool-title.js';

/** One request as the prompt draws it. */
export interface Item {
  request: PermissionView;
  call: ToolCallView | undefined;
  state: PromptState;
}

/** Characters of a title, option name or description drawn; the rest is never laid out. */
const TITLE_LIMIT = 400;
const NAME_LIMIT = 300;
const TEXT_LIMIT = 4000;
const RAW_LIMIT = 50_000;

const findingsCache = new WeakMap<PermissionView, { call: ToolCallView | undefined; findings: ApprovalFindings }>();

/** What the prompt warns about for one request (worked out once per request and call). */
export function findingsOf(item: Item): ApprovalFindings {
  const cached = findingsCache.get(item.request);
  if (cached && cached.call === item.call) return cached.findings;
  const findings = analyzeApproval(approvalSubject(item.request, item.call));
  findingsCache.set(item.request, { call: item.call, findings });
  return findings;
}

export function renderTitle(item: Item, t: Translation, root?: string): TemplateResult {
  const title = titleOf(item.request, item.call);
  const execute = item.call?.kind === 'execute' || (!item.call && item.request.command !== undefined);
  // As the card shows it: a command without the backticks it came wrapped in, paths relative to the root.
  const shown = title === undefined ? t.permission.untitled : clip(displayTitle(title, execute ? 'execute' : 'other', root), TITLE_LIMIT);
  // Commands show as typed; a title with hidden characters shows them as markers (its code spans
  // still drawn as code); other titles are inline markdown (text-level styling, safe links).
  const content = execute
    ? renderRevealed(shown, t, { layout: true })
    : title === undefined || hasHidden(shown, { layout: true })
      ? renderCodeSpans(shown, t)
      : renderInlineMarkdown(shown);
  return html`<span part="title" class=${classMap({ title: true, code: execute })} title=${revealText(clip(title ?? shown, 2000))}>${content}</span>`;
}

/** The warnings and, for a flagged chain, its segments: shown even where the details are not (inline, batch). */
export function renderFindings(item: Item, t: Translation, id?: string): TemplateResult {
  const findings = findingsOf(item);
  return html`${renderWarnings(findings, t, id)}${renderSegments(findings.command, t)}`;
}

/** A multi-file edit names every file before its diffs, so none hides below the first. */
function renderFiles(call: ToolCallView | undefined, ctx: ContentContext): TemplateResult | typeof nothing {
  const paths = diffPaths(call);
  if (paths.length < 2) return nothing;
  return html`<ul part="files" class="files" aria-label=${ctx.t.permission.files}>
    ${paths.map(
      (path) => html`<li>
        <button class="link" @click=${() => ctx.onOpenPath(path)}>${uiIcons.file}<span>${renderRevealed(clip(relativePath(path, ctx.root), 1000), ctx.t)}</span></button>
      </li>`,
    )}
  </ul>`;
}

export function renderKindIcon(item: Item, t: Translation): TemplateResult | typeof nothing {
  const kind = item.call?.kind ?? (item.request.command ? 'execute' : undefined);
  if (kind === undefined) return nothing;
  const label = own(t.kind, kind) ?? clip(kind, 100);
  return html`<span part="icon" class="kind-icon" role="img" aria-label=${label} title=${label}>${own(toolKindIcons, kind) ?? toolKindIcons.fallback}</span>`;
}

/**
 * What will happen: warnings, description, command (a flagged chain segment by segment) and cwd,
 * URL, every file of a multi-file edit, the call's content, raw input. `warningsId` names the
 * warnings for the prompt's `aria-describedby`; without it, no findings are drawn (the caller does).
 */
export function renderDetails(item: Item, ctx: ContentContext, warningsId?: string): TemplateResult {
  const t = ctx.t.permission;
  const { request, call } = item;
  const command = commandOf(request, call);
  const url = urlOf(call);
  const findings = warningsId === undefined ? undefined : findingsOf(item);
  // A flagged chain is drawn once, segment by segment with its risks beside each: here when this
  // draws the findings, else by the caller (renderFindings), and then not as a flat line too.
  const segmented = listsSegments(findingsOf(item).command);
  return html`
    ${findings ? renderWarnings(findings, ctx.t, warningsId) : nothing}
    ${request.description ? html`<p class="description">${renderRevealed(clip(request.description, TEXT_LIMIT), ctx.t, { layout: true })}</p>` : nothing}
    ${
      command
        ? html`<div part="command" class="command">
          ${
            !segmented
              ? html`<pre tabindex="0" aria-label=${t.command}><code><span class="prompt-sign" aria-hidden="true">$ </span>${renderRevealed(clip(command.command, RAW_LIMIT), ctx.t, { layout: true })}</code></pre>`
              : findings
                ? renderSegments(findings.command, ctx.t)
                : nothing
          }
          ${command.cwd ? html`<span class="muted cwd">${t.cwd(revealText(clip(command.cwd, 1000)))}</span>` : nothing}
        </div>`
        : nothing
    }
    ${url ? html`<p part="url" class="url"><span class="muted">${t.url}</span> <code>${renderRevealed(clip(url, 2000), ctx.t)}</code></p>` : nothing}
    ${renderFiles(call, ctx)}
    ${call?.content.map((content, index) => renderContentItem(content, index, ctx)) ?? nothing}
    ${
      call && hasRawInput(call.rawInput)
        ? html`<details part="raw-input" class="raw">
          <summary>${t.rawInput}</summary>
          <pre tabindex="0"><code>${clip(prettyJson(call.rawInput), RAW_LIMIT)}</code></pre>
        </details>`
        : nothing
    }
  `;
}

/** One button per option in the agent's order; `withShortcuts` labels the first nine with their digit. */
export function renderOptionButtons(
  item: Item,
  t: Translation,
  options: { headingId: string; withShortcuts: boolean; onChoose: (request: PermissionView, option: PermissionOption) => void },
): TemplateResult {
  const strings = t.permission;
  const primary = firstOfKind(item.request, 'allow_once');
  return html`<div part="options" class="options" role="group" aria-labelledby=${options.headingId}>
    ${item.request.options.map((option, index) => {
      const family = optionFamily(option.kind);
      const key = options.withShortcuts && index < 9 ? String(index + 1) : undefined;
      const name = clip(option.name, NAME_LIMIT);
      return html`<button
        part="option"
        class=${classMap({ option: true, button: true, [family]: true, always: isRemembered(option.kind), primary: option === primary })}
        data-option-id=${option.optionId}
        data-option-kind=${option.kind}
        aria-keyshortcuts=${ifDefined(key)}
        title=${key ? `${clip(option.name, 1000)} (${strings.shortcut(key)})` : clip(option.name, 1000)}
        @click=${() => options.onChoose(item.request, option)}
      >
        ${key ? html`<kbd aria-hidden="true">${key}</kbd>` : nothing}
        ${own(optionIcons, option.kind) ?? optionIcons.other}
        <span class="label">${renderCodeSpans(name, t)}</span>
        ${isRemembered(option.kind) ? html`<span class="badge">${strings.remembered}</span>` : nothing}
      </button>`;
    })}
  </div>`;
}

/** What was decided: answered (here or elsewhere), cancelled, gone, failed. */
export function renderDecision(item: Item, t: Translation): TemplateResult {
  const strings = t.permission;
  const { request, state } = item;
  const chosen = (id: string | undefined) => {
    const option = id === undefined ? undefined : optionById(request, id);
    return { name: clip(option?.name ?? id ?? '', NAME_LIMIT), family: option ? optionFamily(option.kind) : 'other' };
  };
  let iconTemplate = promptIcons.failed;
  let text: string = strings.failed;
  let tone = 'muted';
  if (state === PromptState.ANSWERED || state === PromptState.ANSWERED_ELSEWHERE) {
    const id = request.outcome?.outcome === 'selected' ? request.outcome.optionId : localAnswer(request)?.option.optionId;
    const { name, family } = chosen(id);
    text = state === PromptState.ANSWERED ? strings.chose(name) : strings.answeredElsewhere(name);
    iconTemplate = family === 'reject' ? promptIcons.rejected : promptIcons.allowed;
    tone = family;
  } else if (state === PromptState.CANCELLING || state === PromptState.CANCELLED) {
    text = state === PromptState.CANCELLING ? strings.cancelling : strings.cancelled;
    iconTemplate = promptIcons.cancelled;
  } else if (state === PromptState.GONE) {
    text = strings.noLongerWaiting;
    iconTemplate = promptIcons.cancelled;
  } else {
    tone = 'reject';
  }
  return html`<p part="decision" class="decision ${tone}">${iconTemplate}<span>${text}</span></p>`;
}
