// SPDX-License-Identifier: Apache-2.0
// Which pictures the screenshot tests take, read from the built Storybook's index: every story in
// light and dark, and at 420 px the stories whose file is tagged `screenshot-narrow`. A new story is
// covered without a list to edit; a story tagged `no-screenshot` (with its reason beside the tag) is not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const WIDE = 1200;
export const NARROW = 420;

export interface PlannedShot {
  /** The baseline's file name: `<story id>.<light|dark|narrow>.png`. */
  name: string;
  storyId: string;
  theme: 'light' | 'dark';
  width: number;
}

interface IndexEntry {
  type: string;
  id: string;
  tags?: string[];
}

export function planShots(storybookDir: string): PlannedShot[] {
  const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  const shots: PlannedShot[] = [];
  for (const entry of Object.values(index.entries)) {
    if (entry.type !== 'story' || entry.tags?.includes('no-screenshot')) continue;
    shots.push({ name: `${entry.id}.light.png`, storyId: entry.id, theme: 'light', width: WIDE });
    shots.push({ name: `${entry.id}.dark.png`, storyId: entry.id, theme: 'dark', width: WIDE });
    if (entry.tags?.includes('screenshot-narrow'))
      shots.push({ name: `${entry.id}.narrow.png`, storyId: entry.id, theme: 'light', width: NARROW });
  }
  return shots.sort((a, b) => a.name.localeCompare(b.name));
}
