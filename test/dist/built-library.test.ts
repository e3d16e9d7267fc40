// SPDX-License-Identifier: Apache-2.0
// Loads the built dist/ (not the sources) in Chromium: the build must produce code a browser
// runs as is, registering every element once, with working state.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/time.js';
import { loadTrace, senderOf } from '../helpers/traces.js';

// A computed specifier keeps TypeScript from resolving dist/ at type-check time (it may not exist yet).
const distUrl = (file: string) => new URL(`../../dist/${file}`, import.meta.url).href;

describe('built library (dist/)', () => {
  it('define.js registers every element and re-exports the API', async () => {
    const lib = await import(/* @vite-ignore */ distUrl('define.js'));
    for (const tag of ['tool-call-card', 'tool-call-list']) {
      expect(customElements.get(tag), tag).to.be.a('function');
    }
    expect(customElements.get('tool-call-card')).to.equal(lib.ToolCallCard);
    expect(lib.createToolCallStore).to.be.a('function');
    // Documented in the README: exported from the entry points, not only from internal modules.
    expect(lib.setEmulatorBudget).to.be.a('function');
    expect(lib.defineElement).to.be.a('function');
  });

  it('every built element reflects `theme`', async () => {
    await import(/* @vite-ignore */ distUrl('define.js'));
    const tags = ['tool-call-card', 'tool-call-list', 'diff-view', 'terminal-view', 'permission-prompt', 'location-follower', 'connection-status', 'plan-view', 'session-status', 'session-thread', 'elicitation-form', 'prompt-input', 'session-list', 'agent-sign-in', 'change-review'];
    // <diff-view> and <terminal-view> load on demand: define.js has started them, they follow shortly.
    await Promise.all(tags.map((tag) => customElements.whenDefined(tag)));
    for (const tag of tags) {
      const el = document.createElement(tag) as HTMLElement & { theme?: string; updateComplete: Promise<boolean> };
      document.body.append(el);
      el.theme = 'dark';
      await el.updateComplete;
      expect(el.getAttribute('theme'), tag).to.equal('dark');
      el.remove();
    }
  });

  it('registering again with the same class is a no-op', async () => {
    const lib = await import(/* @vite-ignore */ distUrl('index.js'));
    expect(() => lib.defineElement('tool-call-card', lib.ToolCallCard)).not.to.throw();
    expect(customElements.get('tool-call-card')).to.equal(lib.ToolCallCard);
  });

  it('state.js folds a real trace and the built list draws it', async () => {
    const state = await import(/* @vite-ignore */ distUrl('state.js'));
    await import(/* @vite-ignore */ distUrl('define.js'));
    const store = state.createToolCallStore();
    for (const line of await loadTrace('codex-acp-basic')) {
      store.dispatch(line.msg, { from: senderOf(line), receivedAt: line.t_ms });
    }
    const el = await fixture<HTMLElement & { updateComplete: Promise<boolean> }>(
      html`<tool-call-list .store=${store}></tool-call-list>`,
    );
    await el.updateComplete;
    // The list is virtualized: cards appear once it has measured them.
    await waitUntil(() => el.shadowRoot!.querySelectorAll('tool-call-card').length === 6, 'six cards');
    const cards = el.shadowRoot!.querySelectorAll('tool-call-card');
    // codex-acp-basic.jsonl has six tool calls (call_s1 … call_s6).
    expect(cards).to.have.length(6);
    expect(cards[0].getAttribute('tool-call-id')).to.equal('call_s1_nRScLYi7k3WRycRrl6TR');
  });
});
