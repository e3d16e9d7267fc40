// SPDX-License-Identifier: Apache-2.0
/**
 * One polite and one assertive live region for the whole page, in the light DOM where every
 * screen reader finds them. Status changes go through here (never streaming text); failures and
 * approval requests are assertive.
 */
import { nextFrame } from '../scheduling/clock.js';

let regions: { polite: HTMLElement; assertive: HTMLElement } | undefined;

function region(politeness: 'polite' | 'assertive'): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('aria-live', politeness);
  el.setAttribute('aria-atomic', 'true');
  el.dataset.toolCallElements = 'announcer';
  // Visually hidden, still read.
  el.style.cssText =
    'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;border:0;';
  document.body.append(el);
  return el;
}

export function announce(message: string, politeness: 'polite' | 'assertive' = 'polite'): void {
  if (typeof document === 'undefined' || !document.body) return;
  regions ??= { polite: region('polite'), assertive: region('assertive') };
  const target = regions[politeness];
  // Clear first so the same message twice is read twice.
  target.textContent = '';
  nextFrame(() => {
    target.textContent = message;
  });
}
