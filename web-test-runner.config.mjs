// SPDX-License-Identifier: Apache-2.0
// Every test runs in real headless Chromium (the system one, via playwright-core).
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, requireChromium } from './scripts/find-chromium.mjs';
import { pageConsolePlugin } from './scripts/wtr-page-console.mjs';

const executablePath = requireChromium();

/** Trusted Types policies the library and Lit create; README, "Content Security Policy", lists the same. */
const POLICIES = ['lit-html', 'tool-call-elements'];
/** The strict policy of issue 18 that test/elements/csp/csp.test.ts holds every element to. */
const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "worker-src 'self'",
  "require-trusted-types-for 'script'",
  `trusted-types ${POLICIES.join(' ')}`,
].join('; ');

/**
 * VS Code's webview policy as its extension guide recommends it (`cspSource`, the webview's resource
 * origin, is the page's own origin here), with Trusted Types added: an extension may enforce them.
 * test/elements/vscode/vscode-webview.test.ts holds the elements to it.
 */
const VSCODE_CSP = [
  "default-src 'none'",
  "img-src 'self' https: data:",
  "script-src 'self'",
  "style-src 'self'",
  "font-src 'self'",
  "worker-src 'self' blob:",
  "require-trusted-types-for 'script'",
  `trusted-types ${POLICIES.join(' ')}`,
].join('; ');

/** Pages served with a policy as a header, each with one external module (inline scripts are what they forbid). */
const CSP_PAGES = {
  '/csp/page.html': { policy: STRICT_CSP, title: 'strict CSP', module: '/test/elements/csp/csp-page.ts' },
  '/vscode/page.html': { policy: VSCODE_CSP, title: 'VS Code webview', module: '/test/elements/vscode/vscode-page.ts' },
};

/** Answers the pages above here, before the dev server's HTML transforms, which would inject inline scripts. */
function cspPages(ctx, next) {
  const page = CSP_PAGES[ctx.path];
  if (!page) return next();
  ctx.set('Content-Security-Policy', page.policy);
  ctx.type = 'html';
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page.title}</title></head><body>
    <script type="module" src="${page.module}"></script>
  </body></html>`;
  return undefined;
}

export default {
  rootDir: '.',
  files: ['test/**/*.test.ts'],
  nodeResolve: { exportConditions: ['development'] },
  middleware: [cspPages],
  // target es2022 lowers what Chromium would otherwise reject; we use no decorators (see README).
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }), pageConsolePlugin()],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath, headless: true, args: CHROMIUM_ARGS },
    }),
  ],
  // Lit's dev-mode notice is expected under the `development` condition; anything else shows.
  filterBrowserLogs: ({ args }) => !String(args[0] ?? '').startsWith('Lit is in dev mode'),
  concurrency: 1,
  // "ResizeObserver loop completed with undelivered notifications" is a benign notice (the spec
  // delivers the rest next frame) that the virtualized list can trigger while it measures cards;
  // mocha would count it as an uncaught error. Every other error still fails the test.
  testRunnerHtml: (testFramework) => `<!doctype html><html><head><meta charset="utf-8"></head><body>
    <script>
      window.addEventListener('error', (event) => {
        if (String(event.message).startsWith('ResizeObserver loop')) event.stopImmediatePropagation();
      }, true);
    </script>
    <script type="module" src="${testFramework}"></script>
  </body></html>`,
  testFramework: { config: { timeout: 5000 } },
  testsFinishTimeout: 10 * 60 * 1000,
};
