// SPDX-License-Identifier: Apache-2.0
// Lucide's per-icon modules (no types of their own). We import icons one file each, rather than
// from the package's index of 2,000 icons, so an unbundled page loads only what it shows.
declare module 'lucide/dist/esm/icons/*.mjs' {
  const icon: ReadonlyArray<readonly [string, Readonly<Record<string, string | number | undefined>>]>;
  export default icon;
}
