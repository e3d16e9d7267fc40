// SPDX-License-Identifier: Apache-2.0
// What define.js loads on demand (marked; every element whose loader define.js registered), awaited so that a test can check a render right after `updateComplete`.
import { ensureAllElements } from '../../src/base/lazy-elements.js';
import { loadMarkdown } from '../../src/markdown/index.js';

/** Resolves once every on-demand module has loaded (at once when they have already). */
export async function onDemandModulesLoaded(): Promise<void> {
  await Promise.all([loadMarkdown(), ensureAllElements()]);
}
