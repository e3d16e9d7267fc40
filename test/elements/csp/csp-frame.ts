// SPDX-License-Identifier: Apache-2.0
// What the tests of pages served with a Content Security Policy share (csp.test.ts, the VS Code
// webview test): the page in a same-origin iframe, lookups through shadow roots, settling.
import { waitUntil } from '../../helpers/time.js';

/** Every page's module records its violations here (csp-violations.ts). */
export interface ViolationsWindow extends Window {
  cspViolations: string[];
}

/** Opens `url` in a same-origin iframe and waits until `ready` finds what its module installs. */
export async function openPage<W extends Window>(url: string, ready: (win: W) => unknown): Promise<{ frame: HTMLIFrameElement; win: W }> {
  const frame = document.createElement('iframe');
  frame.src = url;
  frame.style.width = '1000px';
  frame.style.height = '3000px';
  document.body.append(frame);
  await waitUntil(() => frame.contentWindow && ready(frame.contentWindow as W), `${url} loaded`, { timeout: 15_000 });
  return { frame, win: frame.contentWindow as W };
}

/** Every element matching `selector` in `host`'s shadow root, through nested shadow roots. */
export function inShadow<E extends Element>(host: Element, selector: string): E[] {
  const root = host.shadowRoot;
  if (!root) return [];
  return [...root.querySelectorAll<E>(selector), ...[...root.querySelectorAll('*')].flatMap((el) => inShadow<E>(el, selector))];
}

export function height(el: Element | null | undefined): number {
  return el?.getBoundingClientRect().height ?? 0;
}

/** Two frames of the iframe: violations are reported in a task after the write they refuse. */
export async function settle(win: Window): Promise<void> {
  for (let i = 0; i < 2; i++) await new Promise((resolve) => win.requestAnimationFrame(resolve));
}

/** `value` (any CSS colour) as the page computes it, for comparing with a computed colour. */
export function computedColour(win: Window, value: string): string {
  const probe = win.document.createElement('span');
  probe.style.color = value; // CSSOM: not governed by style-src
  win.document.body.append(probe);
  const colour = win.getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** WCAG contrast ratio of two computed `rgb(…)`/`rgba(…)` colours (alpha ignored). */
export function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
