// SPDX-License-Identifier: Apache-2.0
// Dev server for the demo page (index.html) and the library build (dist/, ESM).
// We use no decorators (Lit's `static properties`), so nothing here needs lowering: see README,
// "Decisions".
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

// A library leaves its dependencies to the app's bundler (one Lit per page, deduplicated).
const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const external = Object.keys(dependencies).map((name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|/)`));

export default defineConfig({
  // Relative: the library's diff worker is then addressed as `new URL('assets/…', import.meta.url)`,
  // which an app's bundler or server resolves next to the module (a root path would break it).
  base: './',
  build: {
    target: 'es2022',
    sourcemap: true,
    emptyOutDir: true,
    lib: {
      entry: {
        index: 'src/index.ts',
        define: 'src/define.ts',
        state: 'src/state/index.ts',
        adapters: 'src/adapters/index.ts',
        connection: 'src/connection/index.ts',
        changes: 'src/changes/index.ts',
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external,
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
