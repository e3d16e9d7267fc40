// SPDX-License-Identifier: Apache-2.0
// Starts Chromium and the Storybook server once for a test file, with a few cameras the tests share.
import { chromium, type Browser } from 'playwright-core';
import { join } from 'node:path';
import { CHROMIUM_ARGS, requireChromium } from '../../scripts/find-chromium.mjs';
import type { StaticServer } from '../helpers/static-server.js';
import { openCamera, serveStorybook, type ShotOptions, type StoryCamera } from './story-page.js';

export const STORYBOOK_DIR = join(import.meta.dirname, '../../storybook-static');

/** Rendering that does not depend on the machine's display: no hinting or subpixel text, sRGB. */
const RENDERING_ARGS = [
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
  '--disable-font-subpixel-positioning',
];

export interface CameraPool {
  shoot(id: string, options: ShotOptions): Promise<Buffer>;
  close(): Promise<void>;
}

/** `size` cameras (two fit the two cores the tests run on), each shooting one story at a time. */
export async function openCameraPool(size: number): Promise<CameraPool> {
  const server: StaticServer = await serveStorybook(STORYBOOK_DIR);
  const browser: Browser = await chromium.launch({ executablePath: requireChromium(), args: [...CHROMIUM_ARGS, ...RENDERING_ARGS] });
  const free: StoryCamera[] = [];
  for (let i = 0; i < size; i++) free.push(await openCamera(browser, server.origin));
  const waiting: ((camera: StoryCamera) => void)[] = [];
  const release = (camera: StoryCamera) => {
    const next = waiting.shift();
    if (next) next(camera);
    else free.push(camera);
  };
  return {
    async shoot(id, options) {
      const camera = free.pop() ?? (await new Promise<StoryCamera>((resolve) => waiting.push(resolve)));
      try {
        return await camera.shoot(id, options);
      } finally {
        release(camera);
      }
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
