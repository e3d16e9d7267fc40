// SPDX-License-Identifier: Apache-2.0
// Everything an agent sends is untrusted (design.md, "Safety"): every hostile string in every
// string field renders as text, runs nothing, links nothing unsafe, and never breaks the layout.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import type { ToolCallCard, ToolCallList } from '../../src/index.js';
import { createToolCallStore, type ToolCallView } from '../../src/state/index.js';
import { hostileCall, HOSTILE_STRINGS } from '../../stories/tool-call-fixtures.js';
import { part, partText, statusText, view } from '../helpers/cards.js';
import { allElements } from '../helpers/dom.js';
import { injectedHandlersHadTheirTurn } from '../helpers/events.js';
import { frames, waitUntil } from '../helpers/time.js';
import { onDemandModulesLoaded } from '../helpers/on-demand.js';

// What define.js loads on demand (marked, <diff-view>, <terminal-view>) is in place before any test renders.
before(onDemandModulesLoaded);

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

const FORBIDDEN = 'script, iframe, frame, object, embed, style, link, base, meta, foreignObject, applet, portal';
const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:'];
const SAFE_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]*={0,2}$/;

const describeEl = (el: Element) => `<${el.localName}${[...el.attributes].map((a) => ` ${a.name}="${a.value.slice(0, 60)}"`).join('')}>`;

/** The safety assertions of the brief, over a card's (or list's) shadow tree. */
function expectSafe(host: Element): void {
  const elements = allElements(host.shadowRoot!);
  expect(elements.length, 'something rendered').to.be.greaterThan(0);
  for (const el of elements) {
    expect(el.matches(FORBIDDEN), `forbidden element ${describeEl(el)}`).to.equal(false);
    for (const attribute of el.attributes) {
      expect(attribute.name.toLowerCase().startsWith('on'), `event handler attribute on ${describeEl(el)}`).to.equal(false);
    }
    if (el.localName === 'svg') {
      // Our own icons only: inline, decorative, class "icon".
      expect(el.classList.contains('icon'), `foreign svg ${describeEl(el)}`).to.equal(true);
      expect(el.querySelector('script, foreignObject, a, image, use, animate, set'), `active svg content in ${describeEl(el)}`).to.equal(
        null,
      );
    }
    if (el instanceof HTMLImageElement) {
      expect(el.getAttribute('src') ?? '', `image source ${describeEl(el)}`).to.match(SAFE_IMAGE);
      expect(el.hasAttribute('srcset'), 'no srcset').to.equal(false);
    }
    if (el instanceof HTMLAnchorElement && el.hasAttribute('href')) {
      expect(SAFE_PROTOCOLS, `link ${el.getAttribute('href')}`).to.include(new URL(el.href).protocol);
    }
    for (const name of ['src', 'href', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc']) {
      const value = el.getAttribute(name);
      if (value === null) continue;
      expect(/^\s*(javascript|vbscript):/i.test(value), `${name} on ${describeEl(el)}`).to.equal(false);
    }
  }
}

/** Renders `call` expanded, opens every <details>, waits for handlers that would fire. */
async function renderHostile(call: ToolCallView, containerStyle: string): Promise<{ container: HTMLElement; el: ToolCallCard }> {
  const container = await fixture<HTMLElement>(html`<div lang="en" style=${containerStyle}>
    <tool-call-card expanded root="/home/dev/demo-project" .toolCall=${call}></tool-call-card>
  </div>`);
  const el = container.querySelector('tool-call-card')!;
  await el.updateComplete;
  for (const details of el.shadowRoot!.querySelectorAll('details')) details.open = true;
  // The multi-location list, when there is one.
  if (call.locations.length > 1) part<HTMLButtonElement>(el, 'locations')?.click();
  await el.updateComplete;
  await frames(3);
  await injectedHandlersHadTheirTurn();
  return { container, el };
}

function expectWithin(el: Element, container: HTMLElement): void {
  const width = container.getBoundingClientRect().width;
  expect(width, 'container width').to.be.closeTo(600, 1);
  expect(el.getBoundingClientRect().width, 'card width').to.be.at.most(width + 0.5);
  expect(part(el, 'base')!.getBoundingClientRect().width, 'card base width').to.be.at.most(width + 0.5);
  expect(part(el, 'header')!.getBoundingClientRect().right, 'header stays in the card').to.be.at.most(
    container.getBoundingClientRect().right + 0.5,
  );
  expect(document.documentElement.scrollWidth, 'no page-wide horizontal overflow').to.be.at.most(window.innerWidth);
}

const label = (text: string) => (text.length > 60 ? `${text.slice(0, 20)}… (${text.length} chars)` : JSON.stringify(text));

const CONTAINERS: Array<[string, string]> = [
  ['a 600px block', 'width: 600px'],
  ['a 600px grid', 'display: grid; width: 600px'],
  ['a 600px flex row', 'display: flex; width: 600px'],
];

describe('hostile input in <tool-call-card>', function () {
  beforeEach(() => {
    delete window.__pwned;
  });
  afterEach(() => {
    expect(window.__pwned, 'no agent script ran').to.equal(undefined);
  });

  HOSTILE_STRINGS.forEach((text, index) => {
    describe(label(text), () => {
      it('renders as text: no active element, no handler, no unsafe link or image', async () => {
        const { el } = await renderHostile(hostileCall(text, index), 'width: 600px');
        expect(el.shadowRoot!.querySelectorAll('details:not([open])'), 'every section opened').to.have.length(0);
        expectSafe(el);
        expect(window.__pwned).to.equal(undefined);
      });

      for (const [what, style] of CONTAINERS) {
        it(`fits ${what}`, async () => {
          const { container, el } = await renderHostile(hostileCall(text, index), style);
          expectWithin(el, container);
        });
      }

      it('fits a 600px container collapsed, too', async () => {
        const container = await fixture<HTMLElement>(html`<div lang="en" style="display:grid;width:600px">
          <tool-call-card collapsed .toolCall=${{ ...hostileCall(text, index), status: 'completed' }}></tool-call-card>
        </div>`);
        const el = container.querySelector('tool-call-card')!;
        await el.updateComplete;
        expectSafe(el);
        expectWithin(el, container);
      });

      it('is safe in several locations and in the title of an unknown kind', async () => {
        const call = {
          ...hostileCall(text, index),
          kind: text.slice(0, 300),
          locations: [{ path: `/tmp/${text.slice(0, 300)}`, line: 1 }, { path: text.slice(0, 300) }],
        };
        const { container, el } = await renderHostile(call, 'display:grid;width:600px');
        expect(el.shadowRoot!.querySelector('.location-list'), 'the location list is open').to.not.equal(null);
        expectSafe(el);
        expectWithin(el, container);
      });
    });
  });

  it('keeps agent text as text in the title (no markup), the bidi override isolated', async () => {
    const script = await renderHostile(hostileCall(HOSTILE_STRINGS[0], 1), 'width:600px');
    expect(partText(script.el, 'title')).to.equal('<script>window.__pwned = 1</script>');
    const bidi = HOSTILE_STRINGS.find((s) => s.includes('\u202E'))!;
    const { el } = await renderHostile(hostileCall(bidi, 1), 'width:600px');
    const title = part(el, 'title')!;
    expect(title.textContent).to.equal(bidi);
    expect(getComputedStyle(title).unicodeBidi).to.match(/isolate/);
    // The status after the title still reads in order.
    expect(statusText(el)).to.equal('Failed');
  });

  it('shows only the start of a 1 MB title in the header, the full text nowhere near the layout', async () => {
    const huge = HOSTILE_STRINGS.find((s) => s.length >= 1024 * 1024)!;
    const { el } = await renderHostile(hostileCall(huge, 0), 'width:600px');
    expect(part(el, 'title')!.textContent!.length).to.be.lessThan(10_000);
    expect(el.shadowRoot!.textContent!.length, 'the DOM does not hold megabytes of text').to.be.lessThan(1024 * 1024);
  });
});

describe('hostile names of kinds and statuses (Object.prototype keys)', () => {
  // Kinds and statuses are open strings kept as sent (README, ToolCallView): an agent may send any.
  const NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

  async function cardFor(fields: Partial<ToolCallView>): Promise<ToolCallCard> {
    const container = await fixture<HTMLElement>(html`<div lang="en" style="width:600px">
      <tool-call-card .toolCall=${view(fields)}></tool-call-card>
    </div>`);
    const el = container.querySelector('tool-call-card')!;
    await el.updateComplete;
    return el;
  }
  const svgOf = (el: Element) => (part(el, 'icon')!.querySelector('svg')?.outerHTML ?? '').replace(/<!--[^]*?-->/g, '');

  for (const name of NAMES) {
    it(`reflects kind and status "${name}" as sent`, async () => {
      const el = await cardFor({ title: 'x', kind: name, status: name, endedAt: undefined });
      expect(el.getAttribute('kind')).to.equal(name);
      expect(el.getAttribute('status')).to.equal(name);
    });

    it(`falls back to the kind "${name}" itself for an empty title`, async () => {
      const el = await cardFor({ title: '', kind: name });
      expect(partText(el, 'title')).to.equal(name);
    });

    it(`shows status "${name}" as sent`, async () => {
      const el = await cardFor({ status: name, endedAt: undefined });
      expect(statusText(el)).to.equal(name);
    });

    it(`draws the fallback icon for kind "${name}", labelled with the kind`, async () => {
      const el = await cardFor({ kind: name });
      const reference = await cardFor({ kind: 'mystery_kind' });
      expect(part(el, 'icon')!.getAttribute('title')).to.equal(name);
      expect(svgOf(el)).to.not.equal('');
      expect(svgOf(el)).to.equal(svgOf(reference));
    });
  }
});

describe('hostile input through a store into <tool-call-list>', function () {
  beforeEach(() => {
    delete window.__pwned;
  });

  it('draws every hostile call safely, within a 600px grid', async () => {
    const store = createToolCallStore();
    HOSTILE_STRINGS.forEach((text, index) => {
      const call = hostileCall(text, index);
      const { sessionId, toolCallId, title, name, kind, status, content, locations, rawInput, rawOutput, meta } = call;
      store.dispatch(
        {
          jsonrpc: '2.0',
          method: 'session/update',
          params: {
            sessionId,
            update: {
              sessionUpdate: 'tool_call',
              toolCallId,
              title,
              name,
              kind,
              status,
              content,
              locations,
              rawInput,
              rawOutput,
              _meta: meta,
            },
          },
        },
        { from: 'agent', receivedAt: index },
      );
    });
    const container = await fixture<HTMLElement>(html`<div lang="en" style="display:grid;width:600px">
      <tool-call-list .store=${store} .expansionPolicy=${{ default: 'expanded' }}></tool-call-list>
    </div>`);
    const list = container.querySelector<ToolCallList>('tool-call-list')!;
    await waitUntil(() => list.shadowRoot!.querySelectorAll('tool-call-card').length > 0, 'cards', { timeout: 4_000 });
    // Only the cards on screen exist (the list is virtualized): scroll the page through all of them.
    const seen = new Set<string>();
    for (let step = 0; step < 400 && seen.size < HOSTILE_STRINGS.length; step++) {
      const cards = [...list.shadowRoot!.querySelectorAll('tool-call-card')];
      await Promise.all(cards.map((c) => c.updateComplete));
      for (const card of cards) {
        const id = card.getAttribute('tool-call-id')!;
        if (seen.has(id)) continue;
        for (const details of card.shadowRoot!.querySelectorAll('details')) details.open = true;
        await card.updateComplete;
        await frames(1);
        expectSafe(card);
        expect(card.getBoundingClientRect().width, `${id} width`).to.be.at.most(600.5);
        seen.add(id);
      }
      window.scrollBy(0, 300);
      await frames(2);
    }
    window.scrollTo(0, 0);
    expect([...seen].sort()).to.deep.equal(HOSTILE_STRINGS.map((_, i) => `hostile-${i}`).sort());
    expectSafe(list);
    expect(list.getBoundingClientRect().width).to.be.at.most(600.5);
    await injectedHandlersHadTheirTurn();
    expect(window.__pwned).to.equal(undefined);
  });
});
