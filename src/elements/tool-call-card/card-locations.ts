// SPDX-License-Identifier: Apache-2.0
/** The card's location button(s) in the header, and the list of locations a multi-file call opens. */
import { html, nothing, type TemplateResult } from 'lit';
import type { Translation } from '../../i18n/translations.js';
import { uiIcons } from '../../icons/ui-icons.js';
import { clip, fileName, relativePath } from '../../text/format.js';
import type { ToolCallView } from '../../state/index.js';

export interface LocationOptions {
  root: string | undefined;
  t: Translation;
  /** Whether the list of a multi-file call is shown. */
  expanded: boolean;
  onToggle: () => void;
  onOpen: (path: string, line?: number) => void;
}

export function renderLocations(call: ToolCallView, options: LocationOptions): TemplateResult | typeof nothing {
  const { locations } = call;
  if (locations.length === 0) return nothing;
  if (locations.length === 1) {
    const [location] = locations;
    const line = typeof location.line === 'number' ? location.line : undefined;
    const shown = relativePath(location.path, options.root);
    const label = `${clip(fileName(location.path), 200)}${line !== undefined ? `:${line}` : ''}`;
    return html`<button class="location" part="locations" title=${clip(shown, 2000)} aria-label=${options.t.openLocation(label)}
      @click=${() => options.onOpen(location.path, line)}>${uiIcons.file}<span>${label}</span></button>`;
  }
  // Named by its label too: a narrow card hides the chip's text.
  const label = options.t.files(locations.length);
  return html`<button class="location" part="locations" aria-expanded=${options.expanded ? 'true' : 'false'} aria-label=${label} title=${label}
    @click=${options.onToggle}>${uiIcons.files}<span>${label}</span></button>`;
}

export function renderLocationList(call: ToolCallView, options: LocationOptions): TemplateResult | typeof nothing {
  if (!options.expanded || call.locations.length < 2) return nothing;
  return html`<ul class="location-list">
    ${call.locations.map((location) => {
      const line = typeof location.line === 'number' ? location.line : undefined;
      const shown = relativePath(location.path, options.root);
      return html`<li><button class="link" @click=${() => options.onOpen(location.path, line)}>${shown}${line !== undefined ? `:${line}` : ''}</button></li>`;
    })}
  </ul>`;
}
