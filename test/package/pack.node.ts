// SPDX-License-Identifier: Apache-2.0
// The package as a user gets it: `npm pack`, its contents checked against package.json, then the
// tarball installed into a blank project (its dependencies fetched like any install) and its entry
// points and the `tce-bridge` command run from there. Needs dist/: `npm test` builds first; built
// here when missing. See docs/decisions/0023-esm-only-package.md.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { ensureBuilt, pack, ROOT, run, userEnv } from './packed.js';

interface PackageJson {
  name: string;
  types: string;
  main: string;
  module: string;
  exports: Record<string, unknown>;
  bin: Record<string, string>;
  customElements: string;
  dependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** Every string in an `exports` value (conditions nest). */
function targetsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(targetsOf);
  return [];
}

const normal = (path: string): string => path.replace(/^\.\//, '');

/** The package a bare import specifier names (`@scope/name/sub` → `@scope/name`). */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

/** Bare specifiers of static and dynamic imports and re-exports in built JavaScript. */
function importsOf(code: string): string[] {
  return [...code.matchAll(/\b(?:from|import)\s*\(?\s*["']([@\w][\w.@/:-]*)["']/g)].map((match) => match[1]!);
}

describe('the npm package', () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;
  let temp: string;
  let project: string;
  let installed: string;
  let files: Set<string>;

  before(
    async () => {
      await ensureBuilt();
      temp = await mkdtemp(join(tmpdir(), 'tce-pack-'));
      const packed = await pack(temp);
      files = packed.files;

      project = join(temp, 'project');
      await mkdir(project);
      await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'blank-project', version: '1.0.0', private: true }));
      await run('npm', ['install', packed.tarball, '--no-audit', '--no-fund', '--prefer-offline'], { cwd: project, env: userEnv() }).catch(
        (error: { stderr?: string }) => assert.fail(`npm install of the packed tarball failed:\n${error.stderr ?? String(error)}`),
      );
      installed = join(project, 'node_modules', pkg.name);
    },
    { timeout: 120_000 },
  );
  after(() => (temp ? rm(temp, { recursive: true, force: true }) : undefined));

  it('ships LICENSE, README.md and package.json', () => {
    const missing = ['LICENSE', 'README.md', 'package.json'].filter((file) => !files.has(file));
    assert.deepEqual(missing, [], `missing from the tarball: ${missing.join(', ')}`);
  });

  it('ships every exports, types, main, bin and customElements target', () => {
    const targets = [
      ...targetsOf(pkg.exports),
      pkg.types,
      pkg.main,
      pkg.module,
      ...Object.values(pkg.bin),
      pkg.customElements,
      // What the bin runs.
      'dist/bridge/main.js',
    ];
    const missing = [...new Set(targets.map(normal))].filter((file) => !files.has(file));
    assert.deepEqual(missing, [], `package.json names files the tarball lacks: ${missing.join(', ')}`);
  });

  it('ships no tests, stories, fixtures, source maps or TypeScript sources', () => {
    const unwanted = [...files].filter(
      (file) =>
        /^(test|stories|src|server|bench|demo)\//.test(file) ||
        /(^|\/)fixtures?\//.test(file) ||
        file.endsWith('.map') ||
        (file.endsWith('.ts') && !file.endsWith('.d.ts')),
    );
    assert.deepEqual(unwanted, [], `the tarball should not ship: ${unwanted.join(', ')}`);
  });

  it('depends on exactly what its published code imports (and their required peers)', async () => {
    const imported = new Set<string>();
    for (const file of files) {
      if (!/\.m?js$/.test(file)) continue;
      for (const specifier of importsOf(await readFile(join(installed, file), 'utf8'))) {
        if (!specifier.startsWith('node:')) imported.add(packageOf(specifier));
      }
    }
    const declared = Object.keys(pkg.dependencies);
    const undeclared = [...imported].filter((name) => !declared.includes(name));
    assert.deepEqual(undeclared, [], `published code imports packages that are not dependencies: ${undeclared.join(', ')}`);

    const peers = new Set<string>();
    for (const name of imported) {
      const dependency = JSON.parse(await readFile(join(project, 'node_modules', name, 'package.json'), 'utf8')) as PackageJson;
      for (const peer of Object.keys(dependency.peerDependencies ?? {})) {
        if (!dependency.peerDependenciesMeta?.[peer]?.optional) peers.add(peer);
      }
    }
    const unused = declared.filter((name) => !imported.has(name) && !peers.has(name));
    assert.deepEqual(unused, [], `dependencies no published code imports (nor requires as a peer): ${unused.join(', ')}`);
  });

  it('resolves every export after install, and the DOM-free ones run in Node', async () => {
    const subpaths = Object.keys(pkg.exports).map((key) => key.replace(/^\./, pkg.name));
    const script = `
      const resolved = ${JSON.stringify(subpaths)}.map((s) => import.meta.resolve(s));
      const state = await import('${pkg.name}/state');
      let s = state.createInitialState();
      s = state.reduceMessage(s, { jsonrpc: '2.0', method: 'session/update', params: { sessionId: 's1',
        update: { sessionUpdate: 'tool_call', toolCallId: 't1', title: 'Read a file', kind: 'read', status: 'pending' } } },
        { from: 'agent', receivedAt: 0 });
      await import('${pkg.name}/adapters');
      await import('${pkg.name}/connection');
      console.log(JSON.stringify({ resolved, titles: state.selectToolCalls(s, 's1').map((call) => call.title) }));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: project, env: userEnv() });
    const result = JSON.parse(stdout) as { resolved: string[]; titles: string[] };
    const unresolved = result.resolved.map((url) => fileURLToPath(url)).filter((path) => !existsSync(path));
    assert.deepEqual(unresolved, [], `exports resolving to missing files: ${unresolved.join(', ')}`);
    assert.deepEqual(result.titles, ['Read a file'], 'tool-call-elements/state folds a tool call in Node');
    const manifest = JSON.parse(await readFile(join(installed, pkg.customElements), 'utf8')) as { modules?: unknown[] };
    assert.ok(manifest.modules?.length, 'custom-elements.json lists modules');
  });

  it('require()s the DOM-free entries from CommonJS, as Node 20.19+ loads ES modules', async () => {
    // Each export has a `default` condition beside `import`: without it `require()` stops at
    // ERR_PACKAGE_PATH_NOT_EXPORTED although Node could load the ES module.
    const script = `
      const state = require('${pkg.name}/state');
      let s = state.createInitialState();
      s = state.reduceMessage(s, { jsonrpc: '2.0', method: 'session/update', params: { sessionId: 's1',
        update: { sessionUpdate: 'tool_call', toolCallId: 't1', title: 'Run tests', kind: 'execute', status: 'pending' } } },
        { from: 'agent', receivedAt: 0 });
      const adapters = require('${pkg.name}/adapters');
      const connection = require('${pkg.name}/connection');
      console.log(JSON.stringify({ titles: state.selectToolCalls(s, 's1').map((call) => call.title),
        adapters: typeof adapters.fromOpenAIChat, connection: typeof connection.connectAcp }));`;
    const { stdout, stderr } = await run(process.execPath, ['--input-type=commonjs', '-e', script], { cwd: project, env: userEnv() }).catch(
      (error: { stderr?: string }) => assert.fail(`require() of the packed entries failed:\n${error.stderr ?? String(error)}`),
    );
    assert.deepEqual(JSON.parse(stdout), { titles: ['Run tests'], adapters: 'function', connection: 'function' });
    assert.equal(stderr, '', 'require() prints no warning');
  });

  it('installs a tce-bridge command that prints its usage', async () => {
    const { stdout } = await run(join(project, 'node_modules/.bin/tce-bridge'), ['--help'], { cwd: project, env: userEnv() }).catch(
      (error: { stderr?: string }) => assert.fail(`tce-bridge --help failed after install:\n${error.stderr ?? String(error)}`),
    );
    assert.match(stdout, /^Usage: tce-bridge .*--agent/m);
  });

  it('tce-bridge --agent relays an installed agent’s stdio over a WebSocket', { timeout: 20_000 }, async () => {
    const echoAgent = `${JSON.stringify(process.execPath)} -e "process.stdin.pipe(process.stdout)"`;
    const bridge = spawn(join(project, 'node_modules/.bin/tce-bridge'), ['--agent', echoAgent, '--no-watch'], {
      cwd: project,
      env: userEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    bridge.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    try {
      const lines = createInterface({ input: bridge.stdout });
      const [url] = (await Promise.race([once(lines, 'line'), once(bridge, 'exit')])) as [string];
      assert.match(String(url), /^ws:\/\/127\.0\.0\.1:\d+\/acp\?token=/, `the bridge printed its URL (stderr: ${log})`);
      const ws = new WebSocket(url);
      await once(ws, 'open');
      const message = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: 1 } });
      ws.send(message);
      const [echoed] = (await once(ws, 'message')) as [Buffer];
      assert.equal(echoed.toString(), message, 'the agent’s stdout came back as a frame');
      ws.close();
    } finally {
      if (bridge.exitCode === null) {
        bridge.kill('SIGTERM');
        await once(bridge, 'exit');
      }
    }
  });
});
