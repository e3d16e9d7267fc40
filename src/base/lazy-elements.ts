// SPDX-License-Identifier: Apache-2.0
/**
 * Elements loaded on demand. `define.js` registers a loader per tag (an `import()` of the element's
 * entry module) and starts it at once without waiting; templates that render such a tag call
 * `ensureElement` so the module is on its way however the page got here. Until the element is
 * defined, its light DOM (the fallback the templates put inside) shows; Lit keeps properties set
 * before the upgrade. See docs/decisions/0024-on-demand-modules.md.
 *
 * Shared code cannot import elements (layers), hence the registry: the loaders come from above.
 */

type Loader = () => Promise<unknown>;

const loaders = new Map<string, Loader>();
const loading = new Map<string, Promise<void>>();

/** Registers how to load the module that defines `tag`. */
export function loadElementOnDemand(tag: string, load: Loader): void {
  loaders.set(tag, load);
}

/**
 * Loads the module that defines `tag`, once. Resolves when the tag is defined (at once when it is
 * already, or when no loader is registered: the page defines it itself, or not at all). A failed
 * load rejects and is forgotten, so the next call tries again.
 */
export function ensureElement(tag: string): Promise<void> {
  if (customElements.get(tag)) return Promise.resolve();
  const pending = loading.get(tag);
  if (pending) return pending;
  const load = loaders.get(tag);
  if (!load) return Promise.resolve();
  const started = (async () => {
    try {
      await load();
    } catch (error) {
      loading.delete(tag);
      throw error;
    }
  })();
  loading.set(tag, started);
  return started;
}

/** `ensureElement` from a template: a failure is left for the next render to retry. */
export function requestElement(tag: string): void {
  ensureElement(tag).catch(() => undefined);
}

/** `ensureElement` for every tag with a registered loader. */
export function ensureAllElements(): Promise<void> {
  return Promise.all([...loaders.keys()].map(ensureElement)).then(() => undefined);
}
