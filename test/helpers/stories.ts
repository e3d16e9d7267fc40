// SPDX-License-Identifier: Apache-2.0
// Loads the Storybook story modules (stories/*.stories.ts) in the browser under test.
//
// stories/recorded-sessions.ts imports the recorded traces with Vite's `?raw` suffix, which the
// test runner's dev server does not understand (it serves the .jsonl file as
// application/octet-stream, which Chromium refuses as a module). Before the stories are imported,
// an import map (Chromium ≥ 133 accepts import maps added after modules have loaded) maps each
// `….jsonl?raw` URL to a tiny module whose default export is the file's text, as Vite would.
import type { TemplateResult } from 'lit';
import { SUBAGENT_TRACE, TRACE_NAMES } from './traces.js';

/** The provider fixtures stories/adapters.stories.ts imports with `?raw`, next to the recorded traces. */
const ADAPTER_FIXTURES = [
  'anthropic-messages.jsonl',
  'function-call-text.jsonl',
  'gemini.jsonl',
  'mcp.json',
  'openai-chat.jsonl',
  'openai-responses.jsonl',
  'vscode.json',
];

let installed: Promise<void> | undefined;

/** Maps each recorded trace's `?raw` URL to a module (call before importing a story module that uses traces). */
export function installRawImports(): Promise<void> {
  installed ??= (async () => {
    const imports: Record<string, string> = {};
    const files = [
      ...[...TRACE_NAMES, SUBAGENT_TRACE].map((name) => `${name}.jsonl`),
      ...ADAPTER_FIXTURES.map((name) => `adapters/${name}`),
      // <change-review>'s recorded turn that writes through the client's fs, and its files before and after.
      'claude-code-acp-review-clientfs.jsonl',
      'claude-code-acp-review-clientfs.files.json',
    ];
    for (const name of files) {
      const url = new URL(`../fixtures/${name}`, import.meta.url);
      const response = await fetch(url);
      if (!response.ok) throw new Error(`fixture ${name}: HTTP ${response.status}`);
      const text = await response.text();
      const module = new Blob([`export default ${JSON.stringify(text)};`], { type: 'text/javascript' });
      const raw = new URL(url.pathname + '?raw', url.origin).href;
      imports[raw] = URL.createObjectURL(module);
    }
    const script = document.createElement('script');
    script.type = 'importmap';
    script.textContent = JSON.stringify({ imports });
    document.head.append(script);
  })();
  return installed;
}

/** A CSF decorator: wraps the story (`story()` renders what it wraps). */
type Decorator = (story: () => TemplateResult, context: { args: Record<string, unknown> }) => TemplateResult;

/** A CSF story: args and/or its own render. */
export interface Story {
  args?: Record<string, unknown>;
  /** `testTimeoutMs`: a story whose checks take longer than the suite's per-test limit says so itself. */
  parameters?: { testTimeoutMs?: number; [name: string]: unknown };
  render?: (args: Record<string, unknown>, context?: unknown) => TemplateResult;
  decorators?: Decorator[];
  beforeEach?: BeforeEach;
}

/** CSF `beforeEach`: set-up before the story renders; a function it returns (or resolves to) cleans up after it. */
type BeforeEach = () => unknown;

/** A CSF module: the default export (meta) and named story exports. */
export interface StoryModule {
  default: {
    title?: string;
    args?: Record<string, unknown>;
    render?: (args: Record<string, unknown>, context?: unknown) => TemplateResult;
    decorators?: Decorator[];
    beforeEach?: BeforeEach;
    /** Exports that are helpers, not stories (CSF: a list of names or a pattern). */
    excludeStories?: string[] | RegExp;
  };
  [name: string]: unknown;
}

export async function loadStoryModules(): Promise<Record<string, StoryModule>> {
  await installRawImports();
  const [card, list] = await Promise.all([
    import('../../stories/tool-call-card.stories.js'),
    import('../../stories/tool-call-list.stories.js'),
  ]);
  return {
    'tool-call-card': card as unknown as StoryModule,
    'tool-call-list': list as unknown as StoryModule,
  };
}

/** Every story module of stories/*.stories.ts, keyed by the element (or group) it shows. */
export async function loadAllStoryModules(): Promise<Record<string, StoryModule>> {
  await installRawImports();
  const modules = await Promise.all([
    import('../../stories/tool-call-card.stories.js'),
    import('../../stories/tool-call-list.stories.js'),
    import('../../stories/diff-view.stories.js'),
    import('../../stories/terminal-view.stories.js'),
    import('../../stories/permission-prompt.stories.js'),
    import('../../stories/location-follower.stories.js'),
    import('../../stories/connection-status.stories.js'),
    import('../../stories/adapters.stories.js'),
    import('../../stories/plan-view.stories.js'),
    import('../../stories/session-status.stories.js'),
    import('../../stories/vscode-webview.stories.js'),
    import('../../stories/session-thread.stories.js'),
    import('../../stories/tool-call-nesting.stories.js'),
    import('../../stories/app-view.stories.js'),
    import('../../stories/elicitation-form.stories.js'),
    import('../../stories/prompt-input.stories.js'),
    import('../../stories/session-list.stories.js'),
    import('../../stories/agent-sign-in.stories.js'),
    import('../../stories/change-review.stories.js'),
  ]);
  const names = ['tool-call-card', 'tool-call-list', 'diff-view', 'terminal-view', 'permission-prompt', 'location-follower'];
  const keys = [
    ...names,
    'connection-status',
    'adapters',
    'plan-view',
    'session-status',
    'vscode-webview',
    'session-thread',
    'tool-call-nesting',
    'app-view',
    'elicitation-form',
    'prompt-input',
    'session-list',
    'agent-sign-in',
    'change-review',
  ];
  return Object.fromEntries(keys.map((key, i) => [key, modules[i] as unknown as StoryModule]));
}

/** The named story exports of a CSF module (everything but `default`, `__namedExportsOrder` and what the meta excludes). */
export function storiesOf(module: StoryModule): Array<[string, Story]> {
  const exclude = module.default.excludeStories;
  const excluded = (name: string) => (exclude instanceof RegExp ? exclude.test(name) : (exclude?.includes(name) ?? false));
  return Object.entries(module)
    .filter(
      ([name, value]) =>
        name !== 'default' && name !== '__namedExportsOrder' && typeof value === 'object' && value !== null && !excluded(name),
    )
    .map(([name, value]) => [name, value as Story]);
}

/**
 * Runs the meta's, then the story's `beforeEach`, as Storybook does before it renders a story (a
 * story's custom renderer, say, is registered there); resolves to the clean-up of both, in reverse.
 */
export async function beforeStory(module: StoryModule, story: Story): Promise<() => Promise<void>> {
  const cleanups: unknown[] = [];
  for (const hook of [module.default.beforeEach, story.beforeEach]) if (hook) cleanups.push(await hook());
  return async () => {
    for (const cleanup of cleanups.reverse()) if (typeof cleanup === 'function') await (cleanup as () => unknown)();
  };
}

/**
 * Renders a story as CSF 3 does: the story's render, else the meta's, with meta args ⊕ story args,
 * inside the story's decorators, inside the meta's.
 */
export function renderStory(module: StoryModule, story: Story): TemplateResult {
  const args = { ...(module.default.args ?? {}), ...(story.args ?? {}) };
  const render = story.render ?? module.default.render;
  if (!render) throw new Error('story without a render function');
  const context = { args };
  const decorators = [...(story.decorators ?? []), ...(module.default.decorators ?? [])];
  return decorators.reduce<() => TemplateResult>(
    (inner, decorate) => () => decorate(inner, context),
    () => render(args, context),
  )();
}
