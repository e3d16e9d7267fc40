// SPDX-License-Identifier: Apache-2.0
// registerToolRenderer: a host's body for the calls it matches; the card keeps header, status, permission and raw sections.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { html as litHtml } from 'lit';
import '../../../src/define.js';
import { registerToolRenderer, ToolRendererErrorEvent, type ToolCallCard, type ToolRendererContext } from '../../../src/index.js';
import { $, body, card, part, partText, ROOT, text, view } from '../../helpers/cards.js';
import { waitUntil } from '../../helpers/time.js';

const grep = () =>
  view({
    kind: 'search',
    title: 'grep TODO',
    meta: { claudeCode: { toolName: 'Grep' } },
    content: [text('a.js:1: TODO\nb.js:2: TODO')],
    rawInput: { pattern: 'TODO' },
  });

const custom = (el: ToolCallCard) => part(el, 'custom');

describe('registerToolRenderer', () => {
  const offs: Array<() => void> = [];
  const register = (...args: Parameters<typeof registerToolRenderer>) => {
    const off = registerToolRenderer(...args);
    offs.push(off);
    return off;
  };
  afterEach(() => offs.splice(0).forEach((off) => off()));

  it('replaces the body of a call by tool name with a DOM node; header and raw sections stay', async () => {
    register({
      name: 'Grep',
      render: (call) => {
        const table = document.createElement('table');
        table.className = 'mine';
        table.textContent = `${call.content.length} result block`;
        return table;
      },
    });
    const el = await card(grep(), { expanded: true });
    expect(custom(el)!.querySelector('table.mine')!.textContent).to.equal('1 result block');
    expect(body(el)!.textContent).not.to.contain('a.js:1');
    expect(partText(el, 'title')).to.equal('grep TODO');
    expect(partText(el, 'status')).to.equal('Completed');
    expect(part(el, 'raw-input')).to.not.equal(null);
  });

  it('matches `name` against call.name and `_meta.tool_name` too, and a kind, and a predicate', async () => {
    register({ name: ['mcp_lookup'], render: () => litHtml`<b class="by-name">name</b>` });
    register({ kind: 'fetch', render: () => litHtml`<b class="by-kind">kind</b>` });
    register({ match: (call) => call.title === 'special', render: () => litHtml`<b class="by-match">match</b>` });
    const byName = await card(view({ name: 'mcp_lookup', content: [text('x')] }), { expanded: true });
    const byMeta = await card(view({ meta: { tool_name: 'mcp_lookup' }, content: [text('x')] }), { expanded: true });
    const byKind = await card(view({ kind: 'fetch', content: [text('x')] }), { expanded: true });
    const byMatch = await card(view({ title: 'special', content: [text('x')] }), { expanded: true });
    const none = await card(view({ title: 'plain', content: [text('x')] }), { expanded: true });
    expect($(byName, '.by-name')).to.not.equal(null);
    expect($(byMeta, '.by-name')).to.not.equal(null);
    expect($(byKind, '.by-kind')).to.not.equal(null);
    expect($(byMatch, '.by-match')).to.not.equal(null);
    expect(custom(none)).to.equal(null);
  });

  it('needs every criterion given; the latest registered renderer that matches wins', async () => {
    register({ name: 'Grep', kind: 'read', render: () => litHtml`<i class="wrong-kind"></i>` });
    register({ kind: 'search', render: () => litHtml`<i class="older"></i>` });
    register({ kind: 'search', render: () => litHtml`<i class="newer"></i>` });
    const el = await card(grep(), { expanded: true });
    expect($(el, '.wrong-kind')).to.equal(null);
    expect($(el, '.older')).to.equal(null);
    expect($(el, '.newer')).to.not.equal(null);
  });

  it('gives the renderer the card’s context: lang, theme, root, the card, and a way to open a location', async () => {
    let context: ToolRendererContext | undefined;
    register({
      name: 'Grep',
      render: (_call, ctx) => {
        context = ctx;
        const button = document.createElement('button');
        button.className = 'open';
        button.addEventListener('click', () => ctx.openLocation(`${ROOT}/a.js`, 1));
        return button;
      },
    });
    const el = await card(grep(), { expanded: true, lang: 'zh-TW', root: ROOT, theme: 'dark' });
    expect(context!.lang).to.equal('zh-TW');
    expect(context!.theme).to.equal('dark');
    expect(context!.root).to.equal(ROOT);
    expect(context!.card).to.equal(el);
    const opened = oneEvent(el, 'location-open');
    $<HTMLButtonElement>(el, 'button.open')!.click();
    const event = (await opened) as CustomEvent & { detail: { path: string; line?: number } };
    expect(event.detail).to.deep.equal({ path: `${ROOT}/a.js`, line: 1 });
  });

  it('unregistering re-renders the cards with their default body', async () => {
    const off = register({ name: 'Grep', render: () => litHtml`<i class="mine"></i>` });
    const el = await card(grep(), { expanded: true });
    expect($(el, '.mine')).to.not.equal(null);
    off();
    await waitUntil(() => $(el, '.mine') === null, 'the renderer is gone');
    expect(body(el)!.textContent).to.contain('a.js:1: TODO');
    // A second call does nothing.
    off();
  });

  it('registering re-renders cards already on the page', async () => {
    const el = await card(grep(), { expanded: true });
    register({ name: 'Grep', render: () => litHtml`<i class="late"></i>` });
    await waitUntil(() => $(el, '.late') !== null, 'the card re-rendered');
  });

  it('falls back to the default body when the renderer throws or returns nothing, and reports the error once', async () => {
    const boom = new Error('boom');
    register({
      name: 'Grep',
      render: () => {
        throw boom;
      },
    });
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="en"></div>`);
    const errors: ToolRendererErrorEvent[] = [];
    wrapper.addEventListener('tool-renderer-error', (e) => errors.push(e));
    const el = document.createElement('tool-call-card');
    el.toolCall = grep();
    el.expanded = true;
    wrapper.append(el);
    await el.updateComplete;
    await waitUntil(() => errors.length === 1, 'the error is reported');
    expect(errors[0]).to.be.instanceOf(ToolRendererErrorEvent);
    expect(errors[0].detail).to.include({ hook: 'render', error: boom, toolCallId: el.toolCall.toolCallId, sessionId: 's1' });
    expect(custom(el)).to.equal(null);
    expect(body(el)!.textContent).to.contain('a.js:1: TODO');
    el.requestUpdate();
    await el.updateComplete;
    expect(errors.length).to.equal(1);
    const nothingCard = await card(view({ kind: 'fetch', content: [text('kept')] }), { expanded: true });
    register({ kind: 'fetch', render: () => null });
    await nothingCard.updateComplete;
    expect(body(nothingCard)!.textContent).to.contain('kept');
  });

  it('does not apply a renderer whose predicate throws', async () => {
    register({
      match: () => {
        throw new Error('bad predicate');
      },
      render: () => litHtml`<i class="never"></i>`,
    });
    const el = await card(grep(), { expanded: true });
    expect($(el, '.never')).to.equal(null);
  });

  it('refuses a renderer that matches nothing in particular', () => {
    expect(() => registerToolRenderer({ render: () => null })).to.throw(TypeError);
  });

  it('adds the renderer’s icon and actions to the header, beside the library’s', async () => {
    register({
      name: 'Grep',
      icon: () => litHtml`<span class="extra-icon">★</span>`,
      actions: (call) => {
        const button = document.createElement('button');
        button.className = 'rerun';
        button.textContent = `Rerun ${call.title}`;
        return button;
      },
    });
    const el = await card(grep());
    const header = part(el, 'header')!;
    expect(header.querySelector('.extra-icon')).to.not.equal(null);
    expect(header.querySelector('button.rerun')!.textContent).to.equal('Rerun grep TODO');
    expect(part(el, 'icon')).to.not.equal(null);
    expect(header.querySelector('[part=copy]')).to.not.equal(null);
    // A hook alone does not make a body.
    expect(custom(el)).to.equal(null);
  });
});

describe('<tool-call-card> slots', () => {
  it('has icon and actions slots in the header for the host’s own elements', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="en">
      <tool-call-card .toolCall=${grep()}>
        <span slot="icon" class="badge">β</span>
        <button slot="actions" class="pin">Pin</button>
      </tool-call-card>
    </div>`);
    const el = wrapper.querySelector('tool-call-card')!;
    await el.updateComplete;
    const header = part(el, 'header')!;
    const icon = header.querySelector<HTMLSlotElement>('slot[name=icon]')!;
    const actions = header.querySelector<HTMLSlotElement>('slot[name=actions]')!;
    expect(icon.assignedElements().map((e) => e.className)).to.deep.equal(['badge']);
    expect(actions.assignedElements().map((e) => e.className)).to.deep.equal(['pin']);
    // Added to, not replacing: the kind icon and the copy button are still there, in order around them.
    expect(part(el, 'icon')!.compareDocumentPosition(icon) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(actions.compareDocumentPosition(header.querySelector('[part=copy]')!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
  });
});
