// SPDX-License-Identifier: Apache-2.0
// Every dependency with an install script was reviewed: package.json's `allowScripts` (read by npm
// 11.16+, which warns about unreviewed scripts and whose next major blocks them) names each one,
// allowed or denied, and names nothing that has no script. Reads package-lock.json, which records
// `hasInstallScript` per package, so the check needs no install. See docs/decisions/0036-install-scripts-and-require.md.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from './packed.js';

interface LockEntry {
  version?: string;
  hasInstallScript?: boolean;
}

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };

/** A lockfile key's package name: the part after the last `node_modules/`. */
const nameOf = (key: string): string => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('install scripts', () => {
  const withScripts = Object.entries(lock.packages)
    .filter(([key, entry]) => key !== '' && entry.hasInstallScript)
    .map(([key, entry]) => `${nameOf(key)}@${entry.version}`);
  const reviewed = Object.keys(pkg.allowScripts ?? {});

  it('names every dependency that has one in allowScripts, allowed or denied', () => {
    const unreviewed = withScripts.filter((spec) => !reviewed.includes(spec.slice(0, spec.lastIndexOf('@'))));
    assert.deepEqual(unreviewed, [], `install scripts not reviewed in package.json allowScripts: ${unreviewed.join(', ')}`);
  });

  it('names nothing that has none', () => {
    const names = new Set(withScripts.map((spec) => spec.slice(0, spec.lastIndexOf('@'))));
    const stale = reviewed.filter((name) => !names.has(name));
    assert.deepEqual(stale, [], `allowScripts entries with no install script in the lockfile: ${stale.join(', ')}`);
  });
});
