// SPDX-License-Identifier: Apache-2.0
// Every relative link in the repository's Markdown (README, CONTRIBUTING, docs/, examples/, server/,
// src/) names a file or folder that exists, and a `#anchor` names a heading of its page.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '../server/helpers.js';

/** Markdown files of the repository, without dependencies or build output. */
function markdownFiles(): string[] {
  const top = ['README.md', 'CONTRIBUTING.md'].map((name) => join(ROOT, name));
  const nested = ['docs', 'examples', 'server', 'src'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.md') && !/(^|\/)(node_modules|dist)\//.test(name))
      .map((name) => join(ROOT, dir, name)),
  );
  return [...top, ...nested];
}

/** The text outside fenced code blocks. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchors(file: string): Set<string> {
  const headings = prose(readFileSync(file, 'utf8')).match(/^#{1,6} .*$/gm) ?? [];
  return new Set(headings.map((line) => slug(line.replace(/^#+ /, ''))));
}

describe('documentation links', () => {
  it('every relative link and anchor resolves', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of markdownFiles()) {
      for (const [, target] of prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue; // http:, https:, mailto:
        checked++;
        const [path, anchor] = target!.split('#');
        const resolved = path ? resolve(dirname(file), path) : file;
        const where = `${relative(ROOT, file)}: ${target}`;
        if (!existsSync(resolved)) broken.push(`${where} (no such file)`);
        else if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md') && !anchors(resolved).has(anchor)) {
          broken.push(`${where} (no such heading)`);
        }
      }
    }
    assert.ok(checked > 50, `links were found (${checked})`);
    assert.deepEqual(broken, []);
  });
});
