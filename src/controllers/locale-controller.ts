// SPDX-License-Identifier: Apache-2.0
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { langOf, onTranslationsChange, translationFor, type Translation } from '../i18n/translations.js';

/**
 * Gives an element its strings, from the nearest `lang` (through shadow roots) or the browser's
 * language, and re-renders it when the document's language changes. One observer serves all.
 */
const hosts = new Set<LocaleController>();
let observer: MutationObserver | undefined;

function refreshAll(): void {
  for (const controller of hosts) controller.host.requestUpdate();
}

export class LocaleController implements ReactiveController {
  constructor(readonly host: ReactiveControllerHost & Element) {
    host.addController(this);
  }

  /** Set for the duration of one update: a card reads its strings many times per render. */
  private cached?: Translation;

  get lang(): string {
    return langOf(this.host);
  }

  get t(): Translation {
    return this.cached ?? translationFor(this.lang);
  }

  hostUpdate(): void {
    // Resolved once per update (walking up through shadow roots), not once per string.
    this.cached = translationFor(this.lang);
  }

  hostUpdated(): void {
    this.cached = undefined;
  }

  hostConnected(): void {
    hosts.add(this);
    if (!observer && typeof MutationObserver !== 'undefined') {
      observer = new MutationObserver(refreshAll);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
      window.addEventListener('languagechange', refreshAll);
      onTranslationsChange(refreshAll);
    }
  }

  hostDisconnected(): void {
    hosts.delete(this);
  }
}
