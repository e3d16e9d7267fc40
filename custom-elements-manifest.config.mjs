// SPDX-License-Identifier: Apache-2.0
// `cem analyze` (run by `npm run build`): custom-elements.json from the elements' JSDoc, so editors
// and tools know every tag, property, event, part and custom property.

/**
 * The analyzer reads Lit's `static properties` but lists internal `state: true` entries as
 * attributes, and records `dispatchEvent(variable)` calls as nameless events: drop both.
 */
function tidyLitStaticProperties() {
  return {
    name: 'tidy-lit-static-properties',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          const hidden = new Set((declaration.members ?? []).filter((m) => m.privacy === 'private').map((m) => m.name));
          if (declaration.attributes) {
            declaration.attributes = declaration.attributes.filter((a) => !hidden.has(a.fieldName ?? a.name));
          }
          if (declaration.events) declaration.events = declaration.events.filter((e) => e.name);
        }
      }
    },
  };
}

export default {
  globs: ['src/elements/**/*.component.ts', 'src/events/*.ts', 'src/base/base-element.ts', 'src/base/card-list-element.ts'],
  exclude: ['**/*.styles.ts'],
  outdir: 'dist',
  litelement: true,
  plugins: [tidyLitStaticProperties()],
};
