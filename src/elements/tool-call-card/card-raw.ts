// SPDX-License-Identifier: Apache-2.0
/** A card's copy buttons and its raw sections (input, output, unknown `_meta`): pretty JSON, cut at a limit until "show all". */
import { html, nothing, type TemplateResult } from 'lit';
import type { CopyController, CopySource } from '../../controllers/copy-controller.js';
import type { Translation } from '../../i18n/translations.js';
import { uiIcons } from '../../icons/ui-icons.js';
import { prettyJson } from '../../text/format.js';
import type { ToolCallView } from '../../state/index.js';
import { extraMeta, hasRaw } from './card-data.js';

/** Characters of raw input/output shown before "show all". */
const RAW_DISPLAY_LIMIT = 50_000;
/** `showAll` keys of the raw sections (content items use their index, from 0). */
const RAW_INPUT = -1;
const RAW_OUTPUT = -2;
const RAW_META = -3;

/** `text` may be a function: copy text is then built only when the user clicks. */
export function renderCopyButton(clipboard: CopyController, text: CopySource, what: string, label: string): TemplateResult {
  const done = clipboard.copied(what);
  return html`<button class="icon-button" part="copy" aria-label=${label} title=${label} @click=${() => clipboard.copy(text, what)}>
    ${done ? uiIcons.check : uiIcons.copy}
  </button>`;
}

export interface RawOptions {
  t: Translation;
  clipboard: CopyController;
  showAll: ReadonlySet<number>;
  onShowAll: (index: number, show: boolean) => void;
}

/** `index` is the section's `showAll` key. */
function renderRaw(label: string, value: unknown, part: string, copyLabel: string, index: number, options: RawOptions): TemplateResult {
  const text = prettyJson(value);
  const full = options.showAll.has(index);
  const cut = !full && text.length > RAW_DISPLAY_LIMIT;
  return html`<details class="raw" part=${part}>
    <summary>${uiIcons.chevron}<span>${label}</span></summary>
    <div class="raw-body">
      ${renderCopyButton(options.clipboard, text, part, copyLabel)}
      <pre tabindex="0"><code>${cut ? text.slice(0, RAW_DISPLAY_LIMIT) : text}</code></pre>
      ${
        cut || full
          ? html`<button class="show-all" part="show-all" @click=${() => options.onShowAll(index, !full)}>
            ${full ? options.t.showLess : options.t.showAll(text.split('\n').length)}
          </button>`
          : nothing
      }
    </div>
  </details>`;
}

/** The body's closing sections: raw input, raw output and unknown `_meta`, each when the call has it. */
export function renderRawSections(call: ToolCallView, options: RawOptions): TemplateResult {
  const { t } = options;
  const meta = extraMeta(call);
  return html`${hasRaw(call.rawInput) ? renderRaw(t.input, call.rawInput, 'raw-input', t.copyInput, RAW_INPUT, options) : nothing}
    ${call.rawOutput !== undefined ? renderRaw(t.output, call.rawOutput, 'raw-output', t.copyOutput, RAW_OUTPUT, options) : nothing}
    ${meta ? renderRaw(t.metadata, meta, 'meta', t.copy, RAW_META, options) : nothing}`;
}
