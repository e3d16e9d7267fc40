// SPDX-License-Identifier: Apache-2.0
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    // Two pages: the app, and every element on one page (served with a strict CSP by the examples test).
    rollupOptions: { input: { main: 'index.html', elements: 'elements.html' } },
  },
});
