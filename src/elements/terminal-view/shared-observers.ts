// SPDX-License-Identifier: Apache-2.0
/**
 * One observer of each kind for every terminal in the page, made when the first terminal connects
 * (importing the module has no effect on a page): whether a terminal is near the screen (its
 * emulator controller tells the pool), its emulator container's width, and the system's light/dark
 * switch.
 */

let visibilityObserver: IntersectionObserver | undefined;
let resizeObserver: ResizeObserver | undefined;
const visibilityCallbacks = new WeakMap<Element, (near: boolean) => void>();
const resizeCallbacks = new WeakMap<Element, (width: number) => void>();

function visibility(): IntersectionObserver | undefined {
  if (!visibilityObserver && typeof IntersectionObserver === 'function') {
    visibilityObserver = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visibilityCallbacks.get(entry.target)?.(entry.isIntersecting);
      },
      // Emulators are made a little before a terminal scrolls in.
      { rootMargin: '200px 0px' },
    );
  }
  return visibilityObserver;
}

function resizes(): ResizeObserver | undefined {
  if (!resizeObserver && typeof ResizeObserver === 'function') {
    resizeObserver = new ResizeObserver((entries) => {
      for (const entry of entries) resizeCallbacks.get(entry.target)?.(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
    });
  }
  return resizeObserver;
}

/** Calls `callback` with true when `element` comes near the screen, false when it leaves it. */
export function observeVisibility(element: Element, callback: (near: boolean) => void): void {
  visibilityCallbacks.set(element, callback);
  visibility()?.observe(element);
}

export function unobserveVisibility(element: Element): void {
  visibility()?.unobserve(element);
}

/** Calls `callback` with the border-box width of `element` whenever it changes size. */
export function observeWidth(element: Element, callback: (width: number) => void): void {
  resizeCallbacks.set(element, callback);
  resizes()?.observe(element);
}

export function unobserveWidth(element: Element): void {
  resizes()?.unobserve(element);
}

/** What follows the system's light/dark switch. */
export interface ColorSchemeWatcher {
  refreshTheme(): void;
}

const colorSchemeWatchers = new Set<ColorSchemeWatcher>();
let watchingColorScheme = false;

/** Terminals follow the system's light/dark switch when no `theme` forces one. */
export function watchColorScheme(watcher: ColorSchemeWatcher): void {
  colorSchemeWatchers.add(watcher);
  if (watchingColorScheme || typeof matchMedia !== 'function') return;
  watchingColorScheme = true;
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    for (const each of colorSchemeWatchers) each.refreshTheme();
  });
}

export function unwatchColorScheme(watcher: ColorSchemeWatcher): void {
  colorSchemeWatchers.delete(watcher);
}
