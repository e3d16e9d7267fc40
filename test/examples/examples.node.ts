// SPDX-License-Identifier: Apache-2.0
// The apps in examples/ (plain HTML, React 19, Vue 3, Svelte 5) as a user builds them: each is
// copied out of the repository, its `tool-call-elements` dependency pointed at this package's
// `npm pack` tarball, installed (the four at once: the time is the registry's, not the CPU's),
// type-checked with the framework's checker (tsc, vue-tsc, svelte-check: templates too, against the
// typings the package ships), built with Vite and driven in Chromium: the recorded session's cards
// drawn, one permission answered, a location opened. The plain example's page of every element is
// then served with issue 18's strict Content-Security-Policy and must cause no violation.
// Needs dist/: `npm test` builds first; built here when missing.
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { serveStatic } from '../helpers/static-server.js';
import { ensureBuilt, pack, ROOT, run, userEnv } from '../package/packed.js';
import { CHROMIUM_ARGS, requireChromium } from '../../scripts/find-chromium.mjs';

const EXAMPLES = ['plain', 'react', 'vue', 'svelte'] as const;
type Example = (typeof EXAMPLES)[number];

const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; worker-src 'self'; " +
  "require-trusted-types-for 'script'; trusted-types lit-html tool-call-elements";

/** What the recorded session (examples/shared/trace.jsonl) shows up to its first permission request. */
const CARDS = 2;
const FIRST_TITLE = /Read .*src\/app\.js/;
const FIRST_LOCATION = '/home/dev/demo-project/src/app.js';

/** The outcome of one step of an example's setup: its error output when it failed. */
type Step = { ok: true } | { ok: false; output: string };

async function step(command: string, args: string[], cwd: string): Promise<Step> {
  try {
    await run(command, args, { cwd, env: userEnv(), maxBuffer: 16 * 1024 * 1024 });
    return { ok: true };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}` };
  }
}

interface Setup {
  install: Step;
  check?: Step;
  build?: Step;
}

/** Copies an example next to the shared recording, depending on `tarball`; installs, checks, builds. */
async function setUp(temp: string, example: Example, tarball: string): Promise<Setup> {
  const dir = join(temp, 'examples', example);
  await cp(join(ROOT, 'examples', example), dir, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
  });
  const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  manifest.dependencies['tool-call-elements'] = `file:${tarball}`;
  await writeFile(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  const install = await step('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], dir);
  if (!install.ok) return { install };
  const check = await step('npm', ['run', 'check'], dir);
  const build = await step('npm', ['run', 'build'], dir);
  return { install, check, build };
}

function assertStep(result: Step | undefined, what: string): void {
  assert.ok(result, `${what}: not run (the install failed)`);
  if (!result.ok) assert.fail(result.output);
}

/** Events the page's elements fired, counted at the document from before any script ran. */
interface Heard {
  'permission-respond': number;
  'location-open': number;
  violations: string[];
}

async function openPage(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1400 } });
  // A wait that fails names what it waited for, well within the test's own timeout.
  page.setDefaultTimeout(5_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const heard = { 'permission-respond': 0, 'location-open': 0, violations: [] as string[] };
    (window as unknown as { heard: typeof heard }).heard = heard;
    document.addEventListener('permission-respond', () => heard['permission-respond']++);
    document.addEventListener('location-open', () => heard['location-open']++);
    document.addEventListener('securitypolicyviolation', (event) =>
      heard.violations.push(`${event.effectiveDirective}: ${event.blockedURI || 'inline'} ${event.sample}`.trim()),
    );
  });
  await page.goto(url);
  return { page, errors };
}

const heard = (page: Page): Promise<Heard> => page.evaluate(() => (window as unknown as { heard: Heard }).heard);

/** Two frames: a violation is reported in a task after the write it refuses. */
const settle = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

describe('examples/ built from the packed package', () => {
  let temp: string;
  let browser: Browser;
  const setups = new Map<Example, Setup>();

  before(
    async () => {
      await ensureBuilt();
      temp = await mkdtemp(join(tmpdir(), 'tce-examples-'));
      const { tarball } = await pack(temp);
      await cp(join(ROOT, 'examples', 'shared'), join(temp, 'examples', 'shared'), { recursive: true });
      const results = await Promise.all(EXAMPLES.map((example) => setUp(temp, example, tarball)));
      EXAMPLES.forEach((example, i) => setups.set(example, results[i]!));
      browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
    },
    { timeout: 240_000 },
  );
  after(async () => {
    await browser?.close();
    if (temp) await rm(temp, { recursive: true, force: true });
  });

  for (const example of EXAMPLES) {
    describe(example, () => {
      it('installs the tarball and its framework', () => assertStep(setups.get(example)?.install, 'npm install'));
      it('type-checks against the shipped typings', () => assertStep(setups.get(example)?.check, 'type check'));
      it('builds with Vite', () => assertStep(setups.get(example)?.build, 'vite build'));

      it('draws the recorded cards, answers one permission and hears location-open', { timeout: 20_000 }, async (t) => {
        if (!setups.get(example)?.build?.ok) return t.skip('not built');
        const server = await serveStatic(join(temp, 'examples', example, 'dist'));
        const { page, errors } = await openPage(browser, `${server.origin}/`);
        try {
          const cards = page.locator('tool-call-list tool-call-card');
          await cards.nth(CARDS - 1).waitFor();
          assert.equal(await cards.count(), CARDS, 'one card per tool call of the recording');
          assert.match((await cards.first().locator('[part="title"]').textContent()) ?? '', FIRST_TITLE);

          await cards.first().locator('button.location').click();
          await page.locator('#last-location', { hasText: FIRST_LOCATION }).waitFor();
          assert.equal((await heard(page))['location-open'], 1);

          const prompt = page.locator('tool-call-list permission-prompt');
          await prompt.getByRole('button', { name: 'Allow', exact: true }).first().click();
          await prompt.first().waitFor({ state: 'detached' });
          assert.equal(await page.locator('#answers').textContent(), 'allow', 'the app handled one permission-respond');
          assert.equal((await heard(page))['permission-respond'], 1);
          assert.deepEqual(errors, []);
        } finally {
          await page.close();
          await server.close();
        }
      });
    });
  }

  it('the plain example shows every element under a strict CSP with no violation', { timeout: 20_000 }, async (t) => {
    if (!setups.get('plain')?.build?.ok) return t.skip('not built');
    const server = await serveStatic(join(temp, 'examples', 'plain', 'dist'), { 'content-security-policy': STRICT_CSP });
    const { page, errors } = await openPage(browser, `${server.origin}/elements.html`);
    try {
      // What each element draws once its data (and, for some, its on-demand module) has arrived.
      await page.locator('tool-call-list tool-call-card').first().waitFor();
      await page.locator('body > diff-view .row').first().waitFor();
      await page.locator('tool-call-card diff-view .row').first().waitFor();
      await page.locator('body > permission-prompt [part="option"]').first().waitFor();
      await page.locator('body > terminal-view .xterm-rows').first().waitFor();
      // The whole session: the thread's entries (an agent message as markdown, a card), the status bar, the plan.
      await page.locator('body > session-thread [part~="entry"][data-kind="agent"] .markdown-body').first().waitFor();
      await page.locator('body > session-thread [part~="entry"] tool-call-card').first().waitFor();
      await page.locator('body > session-status [part~="title"]').waitFor();
      await page.locator('body > plan-view [part~="entry"]').first().waitFor();
      const tags = ['tool-call-list', 'tool-call-card', 'diff-view', 'terminal-view', 'permission-prompt', 'location-follower'];
      for (const tag of [...tags, 'session-thread', 'plan-view', 'session-status', 'connection-status']) {
        const box = await page.locator(`body > ${tag}`).boundingBox();
        const least = tag === 'connection-status' || tag === 'session-status' ? 0 : 20;
        assert.ok(box && box.height > least, `<${tag}> rendered`);
      }
      await settle(page);
      assert.deepEqual((await heard(page)).violations, [], 'no Content-Security-Policy or Trusted Types violation');
      assert.deepEqual(errors, []);

      // The policy is in force: a style attribute is refused and reported.
      await page.evaluate(() => document.body.setAttribute('style', 'color: red'));
      await settle(page);
      assert.ok(
        (await heard(page)).violations.some((violation) => violation.startsWith('style-src')),
        'the CSP header is enforced',
      );
    } finally {
      await page.close();
      await server.close();
    }
  });
});
