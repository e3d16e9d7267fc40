// SPDX-License-Identifier: Apache-2.0
/**
 * xterm.js and its addons, imported on first use: a page that never shows a terminal never loads
 * them (the heaviest dependency by far). Bundlers split the dynamic imports into their own chunks.
 */
import type { Terminal } from '@xterm/xterm';
import type { FitAddon } from '@xterm/addon-fit';
import type { SearchAddon } from '@xterm/addon-search';
import type { WebLinksAddon } from '@xterm/addon-web-links';

export interface XtermModules {
  Terminal: typeof Terminal;
  FitAddon: typeof FitAddon;
  WebLinksAddon: typeof WebLinksAddon;
}

let core: Promise<XtermModules> | undefined;
let search: Promise<typeof SearchAddon> | undefined;
let loaded = false;

/** The emulator and the addons every terminal uses; one load per page (retried after a failure). */
export function loadXterm(): Promise<XtermModules> {
  core ??= Promise.all([import('@xterm/xterm'), import('@xterm/addon-fit'), import('@xterm/addon-web-links')]).then(
    ([xterm, fit, links]) => {
      loaded = true;
      return { Terminal: xterm.Terminal, FitAddon: fit.FitAddon, WebLinksAddon: links.WebLinksAddon };
    },
    (error: unknown) => {
      core = undefined;
      throw error;
    },
  );
  return core;
}

/** The search addon, loaded the first time someone opens "find". */
export function loadSearchAddon(): Promise<typeof SearchAddon> {
  search ??= import('@xterm/addon-search').then(
    (module) => module.SearchAddon,
    (error: unknown) => {
      search = undefined;
      throw error;
    },
  );
  return search;
}

/** Whether xterm.js has been loaded in this page. */
export function isXtermLoaded(): boolean {
  return loaded;
}
