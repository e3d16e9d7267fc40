// SPDX-License-Identifier: Apache-2.0
// The adapter stories render their provider's calls in a <tool-call-list>, accessibly.
import { expect, fixture } from '@open-wc/testing';
import { waitUntil } from '../helpers/time.js';
import type { TemplateResult } from 'lit';
import type { ToolCallList } from '../../src/index.js';
import { selectErrors, selectToolCalls } from '../../src/state/index.js';

const FIXTURES = [
  'anthropic-messages.jsonl',
  'openai-chat.jsonl',
  'openai-responses.jsonl',
  'gemini.jsonl',
  'function-call-text.jsonl',
  'mcp.json',
  'vscode.json',
];

/** Maps each fixture's `?raw` URL to a module exporting its text, as Vite does (see test/helpers/stories.ts). */
async function installAdapterRawImports(): Promise<void> {
  const imports: Record<string, string> = {};
  for (const name of FIXTURES) {
    const url = new URL(`../fixtures/adapters/${name}`, import.meta.url);
    const text = await (await fetch(url)).text();
    const module = new Blob([`export default ${JSON.stringify(text)};`], { type: 'text/javascript' });
    imports[new URL(url.pathname + '?raw', url.origin).href] = URL.createObjectURL(module);
  }
  const script = document.createElement('script');
  script.type = 'importmap';
  script.textContent = JSON.stringify({ imports });
  document.head.append(script);
}

interface StoryModule {
  default: { args?: Record<string, unknown>; render: (args: Record<string, unknown>) => TemplateResult };
  replayAdapter: (provider: string, speed: number) => ReturnType<typeof import('../../src/state/index.js').createToolCallStore>;
  [name: string]: unknown;
}

const EXPECTED_CARDS: Record<string, number> = {
  Anthropic: 4,
  OpenAIChat: 4,
  OpenAIResponses: 5,
  Gemini: 5,
  FunctionCallText: 4,
  Mcp: 4,
  VsCode: 3,
  AnthropicDarkZhCn: 4,
};

describe('adapter stories', () => {
  let stories: StoryModule;
  before(async () => {
    await installAdapterRawImports();
    stories = (await import('../../stories/adapters.stories.js')) as unknown as StoryModule;
  });

  it('replays every provider into a store without errors', () => {
    for (const provider of ['anthropic', 'openai-chat', 'openai-responses', 'gemini', 'function-call-text', 'mcp', 'vscode']) {
      const state = stories.replayAdapter(provider, 0).getState();
      expect(selectErrors(state), provider).to.deep.equal([]);
      expect(selectToolCalls(state, 'adapter-story').length, provider).to.be.greaterThan(2);
    }
  });

  for (const [name, count] of Object.entries(EXPECTED_CARDS)) {
    it(`${name}: renders ${count} cards, accessibly`, async () => {
      const story = stories[name] as { args: Record<string, unknown> };
      const el = await fixture<ToolCallList>(stories.default.render({ ...stories.default.args, ...story.args }));
      const cards = () => [...el.shadowRoot!.querySelectorAll('tool-call-card')];
      await waitUntil(() => cards().length === count, `expected ${count} cards, got ${cards().length}`, { timeout: 4_000 });
      await Promise.all(cards().map((card) => card.updateComplete));
      await expect(el).to.be.accessible();
    });
  }
});
