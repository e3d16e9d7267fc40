// SPDX-License-Identifier: Apache-2.0
// Developer aid: a full-page PNG of a URL in headless Chromium, light or dark.
//   node scripts/screenshot.mjs <url> <out.png> [light|dark] [wait-ms] [width]
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from './find-chromium.mjs';

const [url, out, scheme = 'light', wait = '1500', width = '900'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [light|dark] [wait-ms] [width]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ colorScheme: scheme, viewport: { width: Number(width), height: 700 } });
  page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
  page.on('pageerror', (e) => console.log('page error:', e.message));
  await page.goto(url);
  await page.waitForTimeout(Number(wait));
  await page.screenshot({ path: out, fullPage: true });
} finally {
  await browser.close();
}
