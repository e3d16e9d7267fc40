// SPDX-License-Identifier: Apache-2.0
// Opens one story of the built Storybook in headless Chromium so that it renders the same pixels every
// time: the project's own fonts (npm packages, never the machine's), a paused clock that moves only
// when we move it, no animations, every on-demand module loaded, and the DOM at rest before the shot.
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { serveStatic, type StaticServer } from '../helpers/static-server.js';

/** Every shot's wall clock: a fixed instant, so "2 minutes ago" and dates never change. */
export const SHOT_TIME = Date.UTC(2026, 0, 15, 10, 30, 0);
/** How far the clock moves between two looks at the page (six frames; a leap, 63), and how many moves at most. */
const STEP_MS = 96;
const LEAP_MS = 1008;
const MAX_STEPS = 40;
/** The DOM must look the same this many steps in a row before the shot. */
const QUIET_STEPS = 3;
/** The viewport's height before it grows to the story's, and the most it grows to. */
const VIEWPORT_HEIGHT = 800;
const MAX_HEIGHT = 8000;
/** Storybook's mark on a story frame that shows a story, or the story's error. */
const STORY_SHOWN = `document.body.matches('.sb-show-main, .sb-show-errordisplay, .sb-show-nopreview')`;
/** What Storybook says when the story threw while rendering (it shows its error page, not the story). */
const STORY_ERROR = `document.body.matches('.sb-show-errordisplay') ? document.querySelector('#error-message')?.textContent ?? 'an error' : null`;
/** The longest real time Storybook may take to show a story (a slow spell of a shared machine included). */
const SHOW_MS = 60_000;
/** The longest real time an element may spend on work off the paused clock (a worker's diff). */
const OFF_CLOCK_MS = 15_000;

const FONT_PACKAGES = {
  sans: '@fontsource-variable/inter',
  mono: '@fontsource-variable/jetbrains-mono',
  sc: '@fontsource-variable/noto-sans-sc',
  tc: '@fontsource-variable/noto-sans-tc',
} as const;

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/**
 * The fonts' stylesheet: each package's @font-face rules (served from node_modules), blocking rather
 * than swapping so no text is measured in a fallback font, and the elements' font tokens set to them.
 * CJK falls back from Simplified to Traditional, so a character missing from one comes from the other.
 */
function fontsCss(): string {
  const faces = Object.entries(FONT_PACKAGES).map(([key, name]) =>
    readFileSync(join(packageDir(name), 'index.css'), 'utf8')
      .replaceAll('font-display: swap', 'font-display: block')
      .replaceAll('url(./files/', `url(/__fonts/${key}/files/`),
  );
  const cjk = `'Noto Sans SC Variable', 'Noto Sans TC Variable'`;
  return `${faces.join('\n')}
:root {
  --tce-font: 'Inter Variable', ${cjk}, sans-serif;
  --tce-font-mono: 'JetBrains Mono Variable', ${cjk}, monospace;
}
html, body { font-family: var(--tce-font) !important; }
`;
}

/** Serves the built Storybook with the fonts stylesheet linked into its story frame. */
export function serveStorybook(dir: string): Promise<StaticServer> {
  const mounts = Object.fromEntries(Object.entries(FONT_PACKAGES).map(([key, name]) => [`/__fonts/${key}/`, packageDir(name)]));
  const css = fontsCss();
  return serveStatic(
    dir,
    {},
    {
      mounts,
      rewrite: {
        '/__fonts/fonts.css': () => css,
        '/iframe.html': (html = '') => html.replace('</head>', '<link rel="stylesheet" href="/__fonts/fonts.css"></head>'),
      },
    },
  );
}

export interface ShotOptions {
  theme: 'light' | 'dark';
  width: number;
  /** CSS added to every open shadow root and the document once the story is at rest (the border test's change). */
  extraCss?: string;
}

/**
 * Helpers the page runs, as source text: functions handed to page.evaluate from here would carry the
 * TypeScript loader's name helpers, which the page does not have.
 * - composedText: a text of the whole composed tree (shadow roots and field values included); equal
 *   twice in a row means nothing moved.
 * - settle: drains the tasks, waits for the fonts, then gives composedText (null while busyOffClock).
 * - busyOffClock: whether an element still waits on work the paused clock does not drive (the diff
 *   view's worker computing a diff, an app view's frame loading, a composer's attachment read, a
 *   picture loading), or a story says it is busy (`data-story-busy`: work of its own in real time).
 * - drainTasks: lets the page run the tasks already queued (module evaluation, message ports), on the
 *   real clock, which the paused one does not stop.
 * - addCss: adds a stylesheet to the document and every open shadow root.
 */
const PAGE_HELPERS = `window.__shot = {
  composedText() {
    const parts = [];
    const walk = (node) => {
      if (node instanceof Element) {
        parts.push('<' + node.localName);
        for (const attribute of node.attributes) parts.push(' ' + attribute.name + '=' + attribute.value);
        if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) parts.push(' value=' + node.value);
        if (node.shadowRoot) walk(node.shadowRoot);
        if (node.localName === 'script' || node.localName === 'style') return;
      } else if (node.nodeType === Node.TEXT_NODE) parts.push(node.nodeValue);
      for (let child = node.firstChild; child; child = child.nextSibling) walk(child);
    };
    walk(document.body);
    return parts.join('');
  },
  busyOffClock() {
    const selector = '.computing[aria-busy="true"], .app-view[aria-busy="true"], .attachment[aria-busy="true"], [data-story-busy]';
    const search = (root) => {
      if (root.querySelector(selector)) return true;
      // A lazy picture below the fold may never load: only the eager ones are waited for.
      for (const image of root.querySelectorAll('img')) if (!image.complete && image.loading !== 'lazy') return true;
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot && search(element.shadowRoot)) return true;
      return false;
    };
    return search(document);
  },
  async settle() {
    await this.drainTasks();
    await document.fonts.ready;
    return this.busyOffClock() ? null : this.composedText();
  },
  drainTasks() {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      let left = 8;
      channel.port1.onmessage = () => (--left > 0 ? channel.port2.postMessage(0) : resolve());
      channel.port2.postMessage(0);
    });
  },
  addCss(css) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    const visit = (root) => {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot);
    };
    visit(document);
  },
};`;

/** Counts the page's requests in flight, and waits until there are none. */
function trackRequests(page: Page): () => Promise<void> {
  let open = 0;
  const waiters: (() => void)[] = [];
  const done = () => {
    open--;
    if (open === 0) for (const wake of waiters.splice(0)) wake();
  };
  page.on('request', () => open++);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => (open === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)));
}

/**
 * One page that shoots stories one after the other (reusing a page keeps the browser's cache, which
 * makes a shot several times faster than a fresh context). Each story starts from the same clock:
 * the wall clock set back to SHOT_TIME, and the monotonic clock on a multiple of ALIGN_MS, so frames
 * and once-a-second beats fall at the same moments whatever was shot before.
 */
export interface StoryCamera {
  /** Renders story `id` and returns its PNG; errors the story throws fail the shot. */
  shoot(id: string, options: ShotOptions): Promise<Buffer>;
  close(): Promise<void>;
}

/** Frames come every 16 ms and beats every 1000 ms of the paused clock: 2000 ms is a multiple of both. */
const ALIGN_MS = 2000;

export async function openCamera(browser: Browser, origin: string): Promise<StoryCamera> {
  const context = await browser.newContext({
    viewport: { width: 1200, height: VIEWPORT_HEIGHT },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  // Paused from the start: time moves only by runFor, so the monotonic clock starts at 0.
  await context.clock.pauseAt(SHOT_TIME);
  await context.addInitScript(PAGE_HELPERS);
  let page = await context.newPage();
  let idle = trackRequests(page);
  let ticks = 0;
  const run = async (ms: number) => {
    await page.clock.runFor(ms);
    ticks += ms;
  };
  const shot = (script: string) => page.evaluate(script);
  /** The composed tree's text once nothing is in flight and nothing computes off the clock. */
  const look = async (): Promise<string> => {
    await idle();
    const text = (await shot('window.__shot.settle()')) as string | null;
    if (text !== null) return text;
    // Polled on the real clock (the page's own timers are paused); a story stuck computing fails.
    await page.waitForFunction('!window.__shot.busyOffClock()', undefined, { polling: 20, timeout: OFF_CLOCK_MS });
    return look();
  };
  /**
   * Moves the clock on, a few frames at a time, until the tree stays the same QUIET_STEPS steps in a
   * row; then one leap of about a second must change nothing either (a stream that pauses between events,
   * a once-a-second beat); a story that never rests stops after MAX_STEPS. After a resize, `settle(1, false)`
   * only lets the next frames draw.
   */
  const settle = async (quietSteps = QUIET_STEPS, leaps = true) => {
    let last = await look();
    let quiet = 0;
    for (let step = 0; step < MAX_STEPS; step++) {
      if (!leaps && quiet >= quietSteps) break;
      const leap = quiet >= quietSteps;
      await run(leap ? LEAP_MS : STEP_MS);
      const now = await look();
      if (now !== last) quiet = 0;
      else if (leap) break;
      else quiet++;
      last = now;
    }
    await idle();
    await shot('window.__shot.drainTasks()');
  };

  return {
    async shoot(id, options) {
      await page.goto('about:blank');
      await run((ALIGN_MS - (ticks % ALIGN_MS)) % ALIGN_MS);
      await page.clock.setSystemTime(SHOT_TIME);
      await page.setViewportSize({ width: options.width, height: VIEWPORT_HEIGHT });
      await page.emulateMedia({ colorScheme: options.theme, reducedMotion: 'reduce' });
      const errors: string[] = [];
      const onError = (error: Error) => errors.push(error.message);
      page.on('pageerror', onError);
      try {
        await page.goto(`${origin}/iframe.html?viewMode=story&id=${encodeURIComponent(id)}`, { waitUntil: 'load' });
        // Storybook shows the story after real work (its module fetched and evaluated); the clock starts only then,
        // so the story's own timers always begin at the same instant.
        await page.waitForFunction(STORY_SHOWN, undefined, { polling: 20, timeout: SHOW_MS });
        const failed = (await shot(STORY_ERROR)) as string | null;
        if (failed !== null) throw new Error(`story ${id} failed to render: ${failed}`);
        await settle();
        // The whole story in one frame: the viewport grows to the page's height rather than a full-page
        // capture, which never finished on a page with an unbreakable megabyte-long line.
        const height = Math.min(MAX_HEIGHT, (await shot('document.documentElement.scrollHeight')) as number);
        if (height > VIEWPORT_HEIGHT) {
          await page.setViewportSize({ width: options.width, height });
          // What the new height brings into view (a virtual list's rows) is drawn on the next frames.
          await settle(1, false);
        }
        if (options.extraCss) await shot(`window.__shot.addCss(${JSON.stringify(options.extraCss)})`);
        const png = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
        if (errors.length) throw new Error(`story ${id} threw: ${errors.join('; ')}`);
        return png;
      } catch (error) {
        // A story that hung its page must not take the next shots with it.
        await page.close();
        page = await context.newPage();
        idle = trackRequests(page);
        throw error;
      } finally {
        page.off('pageerror', onError);
      }
    },
    close: () => context.close(),
  };
}
