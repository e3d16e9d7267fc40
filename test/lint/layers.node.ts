// SPDX-License-Identifier: Apache-2.0
// The layer rules in eslint.config.js, run through ESLint's own API on small snippets that pretend
// to live at a given path: each forbidden import must be an error, each allowed one must pass.
// Run by `npm test` (node:test through tsx).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });

/** The errors ESLint reports for `code` as if it were the file at `path`, as "rule: message". */
async function errors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`// SPDX-License-Identifier: Apache-2.0\n${code}`, { filePath: join(root, path) });
  assert.ok(result, `no result for ${path}`);
  return result.messages.filter((message: Linter.LintMessage) => message.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

async function assertError(path: string, code: string, rule: string): Promise<void> {
  const found = await errors(path, code);
  assert.ok(
    found.some((error) => error.startsWith(`${rule}:`)),
    `expected ${rule} in ${path} for:\n${code}\ngot: ${JSON.stringify(found)}`,
  );
}

async function assertClean(path: string, code: string): Promise<void> {
  assert.deepEqual(await errors(path, code), [], `expected no error in ${path} for:\n${code}`);
}

const restrictedImport = '@typescript-eslint/no-restricted-imports';

// Loading the config and the parsers takes seconds on a busy machine: do it once, outside the tests' time.
before(() => errors('src/state/x.ts', 'export {};'));

describe('layers: src/state is DOM-free', () => {
  it('rejects Lit and other DOM packages', async () => {
    await assertError('src/state/x.ts', "import { html } from 'lit';\nexport const t = html``;", restrictedImport);
    await assertError('src/state/x.ts', "export { repeat } from 'lit/directives/repeat.js';", restrictedImport);
    await assertError('src/state/x.ts', "import { Virtualizer } from '@lit-labs/virtualizer';\nexport { Virtualizer };", restrictedImport);
    await assertError('src/state/x.ts', "import type { Terminal } from '@xterm/xterm';\nexport type T = Terminal;", restrictedImport);
  });

  it('rejects elements, controllers and internal helpers, static or dynamic', async () => {
    await assertError('src/state/x.ts', "import '../elements/tool-call-card/tool-call-card.js';", restrictedImport);
    await assertError('src/state/x.ts', "export { StoreController } from '../controllers/store-controller.js';", restrictedImport);
    await assertError('src/state/x.ts', "import { announce } from '../dom/announcer.js';\nannounce('x');", restrictedImport);
    await assertError('src/state/x.ts', "export const load = () => import('../elements/diff-view/diff-view.js');", 'no-restricted-syntax');
  });

  it('rejects browser globals, in code and in types', async () => {
    await assertError('src/state/x.ts', 'export const title = () => document.title;', 'no-restricted-globals');
    await assertError('src/state/x.ts', 'export const later = (f: () => void) => requestAnimationFrame(f);', 'no-restricted-globals');
    await assertError('src/state/x.ts', 'export const w = () => window.innerWidth;', 'no-restricted-globals');
    await assertError('src/state/x.ts', 'export type Host = HTMLElement;', 'no-restricted-syntax');
  });

  it('allows its own modules, the protocol types and timers that every host has', async () => {
    await assertClean(
      'src/state/x.ts',
      [
        "import type { ToolCall } from '@agentclientprotocol/sdk';",
        "import { reduce } from './reducer.js';",
        'export type T = ToolCall;',
        'export const r = reduce;',
        'queueMicrotask(() => undefined);',
        'export const id = setTimeout(() => undefined, 0);',
        "export const bytes = atob('');",
      ].join('\n'),
    );
  });
});

describe('layers: src/changes sits just above the state, DOM-free', () => {
  it('rejects DOM packages, DOM globals, the clock, shared layers and everything above', async () => {
    await assertError('src/changes/x.ts', "import { html } from 'lit';\nexport const t = html``;", restrictedImport);
    await assertError('src/changes/x.ts', 'export const d = document.title;', 'no-restricted-globals');
    await assertError('src/changes/x.ts', 'export const t = Date.now();', 'no-restricted-syntax');
    await assertError('src/changes/x.ts', "export { ChangeKeepEvent } from '../events/change-keep.js';", restrictedImport);
    await assertError('src/changes/x.ts', "export { connectAcp } from '../connection/index.js';", restrictedImport);
    await assertError(
      'src/changes/x.ts',
      "export const load = () => import('../elements/diff-view/diff-view.js');",
      'no-restricted-syntax',
    );
  });

  it('allows the state and jsdiff; the state may not import it', async () => {
    await assertClean(
      'src/changes/x.ts',
      "export { createToolCallStore } from '../state/index.js';\nexport { structuredPatch } from 'diff';",
    );
    await assertError('src/state/x.ts', "export { trackChanges } from '../changes/index.js';", restrictedImport);
  });
});

describe('layers: elements take their connection from the host', () => {
  it('rejects a runtime import of connection/', async () => {
    await assertError(
      'src/elements/a/a.ts',
      "import { connectAcp } from '../../connection/connect-acp.js';\nexport const c = connectAcp;",
      restrictedImport,
    );
    await assertError('src/elements/a/a.ts', "export { connectAcp } from '../../connection/index.js';", restrictedImport);
    await assertError('src/elements/a/a.ts', "export const c = () => import('../../connection/connect-acp.js');", 'no-restricted-syntax');
  });

  it('allows a type-only import of connection/', async () => {
    await assertClean(
      'src/elements/a/a.ts',
      "import type { AcpConnection } from '../../connection/connect-acp.js';\nexport type C = AcpConnection;",
    );
    await assertClean(
      'src/elements/a/a.ts',
      "import { type ConnectionStatus } from '../../connection/status.js';\nexport type S = ConnectionStatus;",
    );
  });
});

describe("layers: one element's folder imports no other's", () => {
  it('rejects an import of another element folder, even a type-only one', async () => {
    await assertError('src/elements/a/a.ts', "import { b } from '../b/b-model.js';\nexport const x = b;", restrictedImport);
    await assertError('src/elements/a/a.ts', "import type { B } from '../b/b-model.js';\nexport type X = B;", restrictedImport);
    await assertError('src/elements/a/a.ts', "import styles from '../b/b.styles.js';\nexport { styles };", restrictedImport);
    await assertError('src/elements/a/part/a-part.ts', "import { b } from '../../b/b-model.js';\nexport const x = b;", restrictedImport);
    await assertError('src/elements/a/a.ts', "import { b } from '../../elements/b/b-model.js';\nexport const x = b;", restrictedImport);
  });

  it("allows its own folder, shared layers, and another element's public entry", async () => {
    await assertClean(
      'src/elements/a/a.ts',
      [
        "import { defineElement } from '../../base/define-element.js';",
        "import { clip } from '../../text/format.js';",
        "import { hostStyles } from '../../styles/host.styles.js';",
        "import type { ToolCallView } from '../../state/index.js';",
        "import { aModel } from './a-model.js';",
        "import '../b/b.js';",
        'export { defineElement, clip, hostStyles, aModel };',
        'export type V = ToolCallView;',
      ].join('\n'),
    );
    await assertClean('src/elements/a/part/a-part.ts', "import { aModel } from '../a-model.js';\nexport const x = aModel;");
  });
});

describe('layers: shared layers sit below the elements, in a fixed order', () => {
  it('rejects an element, the connection or an entry point, from any shared layer', async () => {
    for (const folder of ['text', 'approval', 'scheduling', 'dom', 'i18n', 'styles', 'controllers', 'base', 'content']) {
      await assertError(`src/${folder}/x.ts`, "import { b } from '../elements/b/b-model.js';\nexport const x = b;", restrictedImport);
      await assertError(
        `src/${folder}/x.ts`,
        "import { connectAcp } from '../connection/index.js';\nexport const x = connectAcp;",
        restrictedImport,
      );
      await assertError(`src/${folder}/x.ts`, "export { ToolCallCard } from '../index.js';", restrictedImport);
    }
  });

  it('rejects a layer above, static or dynamic', async () => {
    await assertError(
      'src/i18n/x.ts',
      "import { renderContentItem } from '../content/content-items.js';\nexport const x = renderContentItem;",
      restrictedImport,
    );
    await assertError(
      'src/base/x.ts',
      "import type { ToolRenderer } from '../content/tool-renderers.js';\nexport type X = ToolRenderer;",
      restrictedImport,
    );
    await assertError(
      'src/controllers/x.ts',
      "import { BaseElement } from '../base/base-element.js';\nexport const x = BaseElement;",
      restrictedImport,
    );
    await assertError(
      'src/dom/x.ts',
      "import { translations } from '../i18n/translations.js';\nexport const x = translations;",
      restrictedImport,
    );
    await assertError(
      'src/scheduling/x.ts',
      "import { announce } from '../dom/announcer.js';\nexport const x = announce;",
      restrictedImport,
    );
    await assertError(
      'src/text/x.ts',
      "import { splitCommand } from '../approval/shell-split.js';\nexport const x = splitCommand;",
      restrictedImport,
    );
    await assertError('src/i18n/x.ts', "export const x = () => import('../controllers/locale-controller.js');", 'no-restricted-syntax');
  });

  it('allows the state and the layers below', async () => {
    await assertClean(
      'src/content/x.ts',
      [
        "import { requestElement } from '../base/lazy-elements.js';",
        "import { clip } from '../text/format.js';",
        "import { hasHidden } from '../approval/hidden.js';",
        "import { now } from '../scheduling/ticker.js';",
        "import type { ToolCallView } from '../state/index.js';",
        'export { requestElement, clip, hasHidden, now };',
        'export type V = ToolCallView;',
      ].join('\n'),
    );
    await assertClean(
      'src/i18n/x.ts',
      "import { composedAncestors } from '../dom/composed-ancestors.js';\nexport const x = composedAncestors;",
    );
  });

  it('keeps the pure layers DOM-free', async () => {
    for (const folder of ['text', 'approval']) {
      await assertError(`src/${folder}/x.ts`, "import { html } from 'lit';\nexport const t = html``;", restrictedImport);
      await assertError(`src/${folder}/x.ts`, 'export const title = () => document.title;', 'no-restricted-globals');
      await assertError(`src/${folder}/x.ts`, 'export type Host = HTMLElement;', 'no-restricted-syntax');
    }
  });
});

describe('layers: adapters and connection', () => {
  it('keeps the adapters DOM-free and on the state alone', async () => {
    await assertError('src/adapters/x.ts', "import { html } from 'lit';\nexport const t = html``;", restrictedImport);
    await assertError('src/adapters/x.ts', 'export const w = () => window.innerWidth;', 'no-restricted-globals');
    await assertError('src/adapters/x.ts', "import { clip } from '../text/format.js';\nexport const x = clip;", restrictedImport);
    await assertError(
      'src/adapters/x.ts',
      "import { connectAcp } from '../connection/index.js';\nexport const x = connectAcp;",
      restrictedImport,
    );
    await assertClean('src/adapters/x.ts', "import type { ToolCallView } from '../state/types.js';\nexport type V = ToolCallView;");
  });

  it('keeps the connection on the state, the events and the clock', async () => {
    await assertError('src/connection/x.ts', "import '../elements/tool-call-card/tool-call-card.js';", restrictedImport);
    await assertError(
      'src/connection/x.ts',
      "import { BaseElement } from '../base/base-element.js';\nexport const x = BaseElement;",
      restrictedImport,
    );
    await assertError('src/connection/x.ts', "import { html } from 'lit';\nexport const t = html``;", restrictedImport);
    await assertClean(
      'src/connection/x.ts',
      [
        "import { createToolCallStore } from '../state/index.js';",
        "import { PermissionRespondEvent } from '../events/permission-respond.js';",
        "import { now } from '../scheduling/ticker.js';",
        'export { createToolCallStore, PermissionRespondEvent, now };',
      ].join('\n'),
    );
  });
});

describe('one clock: timers and frames only through src/scheduling', () => {
  it('rejects the page timers, frames, performance and Date.now elsewhere in src', async () => {
    await assertError('src/elements/a/a.ts', 'export const t = setTimeout(() => undefined, 10);', 'no-restricted-globals');
    await assertError('src/elements/a/part/a-part.ts', 'export const f = requestAnimationFrame(() => undefined);', 'no-restricted-globals');
    await assertError('src/controllers/x.ts', 'export const t = () => performance.now();', 'no-restricted-globals');
    await assertError('src/connection/x.ts', 'export const i = setInterval(() => undefined, 10);', 'no-restricted-globals');
    await assertError('src/dom/x.ts', 'export const i = requestIdleCallback(() => undefined);', 'no-restricted-globals');
    await assertError('src/content/x.ts', 'export const t = () => Date.now();', 'no-restricted-syntax');
    await assertError('src/define.ts', 'export const t = setTimeout(() => undefined, 10);', 'no-restricted-globals');
  });

  it('allows them in src/scheduling, and the state its injectable default', async () => {
    await assertClean(
      'src/scheduling/x.ts',
      'export const t = setTimeout(() => undefined, performance.now());\nexport const w = () => Date.now();',
    );
    await assertClean('src/state/x.ts', 'export const w = () => Date.now();');
  });
});

describe('lint: tests and source hygiene', () => {
  it('rejects .only in tests', async () => {
    await assertError('test/state/x.test.ts', "describe.only('x', () => undefined);", 'no-restricted-syntax');
    await assertError('test/state/x.test.ts', "it.only('x', () => undefined);", 'no-restricted-syntax');
  });

  it("applies Lit's and web components' rules to elements", async () => {
    const element = (body: string) => `import { LitElement, html } from 'lit';\nexport class AElement extends LitElement {\n${body}\n}`;
    await assertError(
      'src/elements/a/a.ts',
      element('render() { return html`<p .title="${1}" .title="${2}"></p>`; }'),
      'lit/no-duplicate-template-bindings',
    );
    await assertError('src/elements/a/a.ts', element('constructor(x: number) { super(); void x; }'), 'wc/no-constructor-params');
    await assertClean('src/elements/a/a.ts', element('render() { return html`<p title=${1}></p>`; }'));
  });

  it('rejects any in src, not in tests', async () => {
    await assertError('src/state/x.ts', 'export const f = (x: any) => x;', '@typescript-eslint/no-explicit-any');
    await assertClean('test/state/x.test.ts', 'export const f = (x: any) => x;');
  });
});
