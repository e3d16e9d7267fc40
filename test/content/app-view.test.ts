// SPDX-License-Identifier: Apache-2.0
// App views (src/content/app-view.ts): MCP Apps HTML in a tool result runs only when the host
// opts in, in a frame sandboxed with `allow-scripts` alone, its own CSP first in its document; the
// frame cannot reach the page, its cookies, storage or the network, and the page acts only on its
// resize messages, clamped. Without the opt-in (or over the size cap) the HTML shows as source.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/time.js';
import type { SessionThread, ToolCallCard, ToolCallList } from '../../src/index.js';
import '../../src/elements/tool-call-card/tool-call-card.js';
import '../../src/elements/tool-call-list/tool-call-list.js';
import '../../src/elements/session-thread/session-thread.js';
import { APP_VIEW_CSP, APP_VIEW_MAX_HEIGHT, APP_VIEW_MIN_HEIGHT, appViewDocument, requestedHeight } from '../../src/content/app-frame.js';
import { APP_VIEW_MAX_BYTES, isAppView, loadAppFrame } from '../../src/content/app-view.js';
import { setAppViewSrcdoc } from '../../src/dom/trusted-types.js';
import { createToolCallStore } from '../../src/state/index.js';
import { $, $$, view } from '../helpers/cards.js';
import { PROBE_APP, type ProbeReport } from './app-view-probe.js';

const resource = (fields: { uri?: string; mimeType?: string; text?: string; blob?: string }) => ({
  type: 'content' as const,
  content: { type: 'resource' as const, resource: { uri: 'ui://demo/app.html', mimeType: 'text/html;profile=mcp-app', ...fields } },
});

async function appCard(item: ReturnType<typeof resource>, allow: boolean, lang = 'en'): Promise<ToolCallCard> {
  const wrapper = await fixture<HTMLDivElement>(html`<div lang=${lang}>
    <tool-call-card .toolCall=${view({ kind: 'other', title: 'Show chart', content: [item] })} expanded ?allow-app-views=${allow}></tool-call-card>
  </div>`);
  const card = wrapper.querySelector<ToolCallCard>('tool-call-card')!;
  await card.updateComplete;
  return card;
}

/** The next message whose data matches, from `source` (the test listens as any page script would). */
function nextMessage<T>(source: () => MessageEventSource | null, match: (data: unknown) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const listener = (event: MessageEvent) => {
      if (event.source !== source() || !match(event.data)) return;
      window.removeEventListener('message', listener);
      resolve(event.data as T);
    };
    window.addEventListener('message', listener);
  });
}

const isReport = (data: unknown) => (data as { type?: unknown })?.type === 'probe-report';

describe('app views', () => {
  // The frame's module loads on demand (app-view-on-demand.test.ts); here it is in place from the start.
  before(() => loadAppFrame());

  it('recognise ui:// resources and the MCP Apps MIME type, and only resize messages', () => {
    expect(isAppView({ uri: 'ui://x/y' })).to.equal(true);
    expect(isAppView({ uri: 'file:///a.html', mimeType: 'text/html; profile=mcp-app' })).to.equal(true);
    expect(isAppView({ uri: 'file:///a.html', mimeType: 'text/html' })).to.equal(false);
    expect(requestedHeight({ type: 'ui-size-change', payload: { height: 120 } })).to.equal(120);
    expect(requestedHeight({ jsonrpc: '2.0', method: 'ui/notifications/size-changed', params: { height: 90 } })).to.equal(90);
    for (const other of [
      { type: 'ui-size-change', payload: { height: '120' } },
      { type: 'resize', height: 120 },
      { jsonrpc: '2.0', method: 'ui/notifications/size-changed', params: { height: Infinity } },
      { jsonrpc: '2.0', method: 'tools/call', params: { height: 10 } },
      'ui-size-change',
      null,
    ]) {
      expect(requestedHeight(other), JSON.stringify(other)).to.equal(undefined);
    }
    expect(appViewDocument('<p>x</p>')).to.equal(
      `<!doctype html><meta http-equiv="Content-Security-Policy" content="${APP_VIEW_CSP}"><p>x</p>`,
    );
  });

  it('without allow-app-views: the HTML as source with a note, no frame (en, zh-CN, zh-TW)', async () => {
    const notes = { en: 'App view disabled by the host', 'zh-CN': '宿主已停用应用视图', 'zh-TW': '主機已停用應用程式檢視' };
    for (const [lang, note] of Object.entries(notes)) {
      const card = await appCard(resource({ text: PROBE_APP }), false, lang);
      expect($$(card, 'iframe'), lang).to.have.length(0);
      expect($(card, '.app-view-source code')!.textContent).to.equal(PROBE_APP);
      expect($(card, '.app-view-note')!.textContent!.trim()).to.equal(note);
    }
  });

  it('over the size cap: the HTML as source with a note, no frame', async () => {
    const big = `<p>${'x'.repeat(APP_VIEW_MAX_BYTES)}</p>`;
    const card = await appCard(resource({ text: big }), true);
    expect($$(card, 'iframe')).to.have.length(0);
    expect($(card, '.app-view-note')!.textContent).to.match(/App view too large to show \(512\.0 KB\)/);
  });

  it('with allow-app-views: a frame sandboxed with allow-scripts only, its CSP first in srcdoc, no referrer, no features', async () => {
    const card = await appCard(resource({ text: '<p>hello</p>' }), true);
    const frame = $<HTMLIFrameElement>(card, 'iframe')!;
    expect(frame.getAttribute('sandbox')).to.equal('allow-scripts');
    expect([...frame.sandbox]).to.deep.equal(['allow-scripts']);
    expect(frame.getAttribute('referrerpolicy')).to.equal('no-referrer');
    expect(frame.hasAttribute('allow')).to.equal(false);
    expect(frame.hasAttribute('src')).to.equal(false);
    expect(frame.title).to.equal('App view: ui://demo/app.html');
    expect(frame.srcdoc).to.equal(appViewDocument('<p>hello</p>'));
    expect(frame.srcdoc.startsWith(`<!doctype html><meta http-equiv="Content-Security-Policy" content="${APP_VIEW_CSP}">`)).to.equal(true);
    expect(Number(frame.height)).to.be.within(APP_VIEW_MIN_HEIGHT, APP_VIEW_MAX_HEIGHT);
  });

  it('says the app view is busy until the app has loaded, and again while a new app loads', async () => {
    const card = await appCard(resource({ text: '<p>first</p>' }), true);
    const figure = () => $(card, 'figure.app-view')!;
    const frame = () => $<HTMLIFrameElement>(card, 'iframe')!;
    expect(figure().getAttribute('aria-busy')).to.equal('true');
    await waitUntil(() => figure().getAttribute('aria-busy') === 'false', 'the app loaded');
    card.toolCall = view({ kind: 'other', title: 'Show chart', content: [resource({ text: '<p>second</p>' })] });
    await card.updateComplete;
    expect(frame().srcdoc).to.equal(appViewDocument('<p>second</p>'));
    expect(figure().getAttribute('aria-busy')).to.equal('true');
    await waitUntil(() => figure().getAttribute('aria-busy') === 'false', 'the new app loaded');
  });

  it('a base64 blob runs as UTF-8 HTML', async () => {
    const source = '<p>grüß 你好</p>';
    const blob = btoa(String.fromCharCode(...new TextEncoder().encode(source)));
    const card = await appCard(resource({ text: undefined, blob, uri: 'file:///app.html' }), true);
    expect($<HTMLIFrameElement>(card, 'iframe')!.srcdoc).to.equal(appViewDocument(source));
  });

  it('a blob that is not base64 never runs: it is drawn as any other resource', async () => {
    const card = await appCard(resource({ text: undefined, blob: '<script>alert(1)</script>' }), true);
    expect($$(card, 'iframe')).to.have.length(0);
    expect($(card, '.resource button')!.hasAttribute('disabled')).to.equal(true);
  });

  it('the app cannot reach the page, its cookies, storage or the network; only its resize messages count, clamped', async () => {
    document.cookie = 'tce-secret=1; path=/';
    localStorage.setItem('tce-secret', 'page secret');
    try {
      let frame: HTMLIFrameElement | null = null;
      const report = nextMessage<ProbeReport>(() => frame?.contentWindow ?? null, isReport);
      // Listening before the card renders: the frame's script runs as soon as it is in the page.
      const wrapper = document.createElement('div');
      document.body.append(wrapper);
      const card = document.createElement('tool-call-card') as ToolCallCard;
      card.toolCall = view({ kind: 'other', content: [resource({ text: PROBE_APP })] });
      card.expanded = true;
      card.allowAppViews = true;
      wrapper.append(card);
      await card.updateComplete;
      frame = $<HTMLIFrameElement>(card, 'iframe');
      const { results, violations } = await report;
      wrapper.remove();

      const parentOrStorage = ['parentDocument', 'topDocument', 'topLocation', 'parentCookie', 'parentCustomElements', 'cookie'];
      parentOrStorage.push('localStorage', 'sessionStorage', 'indexedDB');
      for (const probe of parentOrStorage) {
        expect(results[probe], probe).to.equal('error:SecurityError');
      }
      expect(results.frameElement).to.equal('ok:null');
      expect(results.origin).to.equal('ok:null');
      expect(results.fetch).to.equal('error:TypeError');
      // The app's own policy refused the request and the image, before any network.
      expect(violations).to.include('connect-src');
      expect(violations).to.include('img-src');
      // Its messages, in order: too tall (600), too short (80), 240.4 (240); then a string height,
      // other shapes and a JSON-RPC request, all ignored.
      expect(frame!.height).to.equal('240');
    } finally {
      document.cookie = 'tce-secret=; path=/; max-age=0';
      localStorage.removeItem('tce-secret');
    }
  });

  it('ignores resize messages from any other window, and sizes each frame by its own messages', async () => {
    const app = (height: number) =>
      `<script>parent.postMessage({ type: 'ui-size-change', payload: { height: ${height} } }, '*');
        parent.postMessage({ type: 'probe-report' }, '*');</script>`;
    const frames: HTMLIFrameElement[] = [];
    const reports = [0, 1].map((i) => nextMessage(() => frames[i]?.contentWindow ?? null, isReport));
    const wrapper = document.createElement('div');
    document.body.append(wrapper);
    for (const height of [300, 120]) {
      const card = document.createElement('tool-call-card') as ToolCallCard;
      card.toolCall = view({ kind: 'other', content: [resource({ text: app(height) })] });
      card.expanded = true;
      card.allowAppViews = true;
      wrapper.append(card);
      await card.updateComplete;
      frames.push($<HTMLIFrameElement>(card, 'iframe')!);
    }
    await Promise.all(reports);
    expect(frames.map((frame) => frame.height)).to.deep.equal(['300', '120']);
    // The same message from the page itself (or any window but the frame's) changes nothing.
    const own = nextMessage(
      () => window,
      () => true,
    );
    window.postMessage({ type: 'ui-size-change', payload: { height: 500 } }, '*');
    await own;
    expect(frames.map((frame) => frame.height)).to.deep.equal(['300', '120']);
    wrapper.remove();
  });

  it('refuses to put an app document in a frame that is not sandboxed with allow-scripts alone', () => {
    for (const sandbox of [null, '', 'allow-scripts allow-same-origin', 'allow-same-origin', 'allow-scripts allow-popups']) {
      const frame = document.createElement('iframe');
      if (sandbox !== null) frame.setAttribute('sandbox', sandbox);
      expect(() => setAppViewSrcdoc(frame, '<p>x</p>'), String(sandbox)).to.throw(TypeError);
      expect(frame.hasAttribute('srcdoc')).to.equal(false);
    }
  });

  for (const tag of ['tool-call-list', 'session-thread'] as const) {
    it(`<${tag} allow-app-views> passes it to its cards; without it the cards show source`, async () => {
      const store = createToolCallStore();
      const call = { toolCallId: 'c1', title: 'Chart', kind: 'other', status: 'completed', content: [resource({ text: '<p>x</p>' })] };
      const update = { sessionUpdate: 'tool_call', ...call };
      store.dispatch({ jsonrpc: '2.0', method: 'session/update', params: { sessionId: 's1', update } }, { from: 'agent' });
      const host = await fixture<ToolCallList | SessionThread>(
        tag === 'tool-call-list'
          ? html`<tool-call-list .store=${store} allow-app-views></tool-call-list>`
          : html`<session-thread .store=${store} allow-app-views></session-thread>`,
      );
      const cardOf = () => host.shadowRoot!.querySelector<ToolCallCard>('tool-call-card')!;
      await waitUntil(() => cardOf(), 'card rendered');
      cardOf().expanded = true;
      await waitUntil(() => cardOf().shadowRoot?.querySelector('iframe'), 'frame in the card');
      expect(cardOf().allowAppViews).to.equal(true);
      host.allowAppViews = false;
      await waitUntil(() => cardOf().shadowRoot?.querySelector('.app-view-source'), 'source in the card');
      expect(cardOf().shadowRoot!.querySelector('iframe')).to.equal(null);
    });
  }
});
