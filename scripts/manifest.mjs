// SPDX-License-Identifier: Apache-2.0
// What the generators of committed files (scripts/element-docs.mjs, scripts/framework-types.mjs)
// share: the Custom Elements Manifest in memory and the project's Prettier.
import { readFileSync } from 'node:fs';

const CONFIG = 'custom-elements-manifest.config.mjs';

/** The manifest, from a file or analysed now with the build's config (nothing written to disk). */
export async function loadManifest(manifestFile) {
  if (manifestFile) return JSON.parse(readFileSync(manifestFile, 'utf8'));
  const { cli } = await import('@custom-elements-manifest/analyzer/cli.js');
  return cli({ argv: ['analyze', '--config', CONFIG, '--quiet'], cwd: process.cwd(), noWrite: true });
}

/**
 * Generated files go through Prettier when the project has it, with the project's settings, so that
 * formatting the repository leaves them as generated and `--check` stays true after `prettier --write`.
 */
export async function formatter() {
  try {
    const prettier = await import('prettier');
    return async (file, text) => prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
  } catch {
    return async (_file, text) => text;
  }
}

/** A public instance member (what a page documents and a framework may set). */
export const isPublic = (member) =>
  member.privacy !== 'private' && member.privacy !== 'protected' && !member.static && !member.name.startsWith('_');

/** Every custom element of the manifest with the path of its module, by tag name. */
export function customElements(manifest) {
  return manifest.modules
    .flatMap((module) => (module.declarations ?? []).map((element) => ({ element, modulePath: module.path })))
    .filter(({ element }) => element.customElement && element.tagName)
    .sort((a, b) => a.element.tagName.localeCompare(b.element.tagName));
}

/**
 * An element's events. The analyzer also records a `dispatchEvent(new X(detail))` argument as an
 * event named after the variable, with no description: such an entry goes when a described event
 * has the same class.
 */
export function eventsOf(element) {
  const events = element.events ?? [];
  const described = new Set(events.filter((event) => event.description).map((event) => event.type?.text));
  return events.filter((event) => event.description || !described.has(event.type?.text));
}
