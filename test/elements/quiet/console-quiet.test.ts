// SPDX-License-Identifier: Apache-2.0
// Quiet in the host (issue 21): nothing an agent sends makes the library or its dependencies write to
// the page's console. Each test records the console twice: in the page (every `console` method,
// wrapped) and as Chromium reports it (the `page-console` command of scripts/wtr-page-console.mjs),
// which also sees what no script logs, such as a `data:` URL Chromium cannot decode. No message is
// allowed; the first tests show that the recording catches what it must.
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../src/define.js';
import type { ToolCallCard } from '../../../src/index.js';
import {
  createToolCallStore,
  selectAllTopLevelToolCalls,
  type ContentBlock,
  type TerminalView,
  type ToolCallContentItem,
  type ToolCallView,
} from '../../../src/state/index.js';
import { TerminalViewElement } from '../../../src/elements/terminal-view/terminal-view.js';
import { loadXterm } from '../../../src/elements/terminal-view/xterm-loader.js';
import { hostileCall, HOSTILE_STRINGS } from '../../../stories/tool-call-fixtures.js';
import { body, terminal, view } from '../../helpers/cards.js';
import { allElements } from '../../helpers/dom.js';
import { onDemandModulesLoaded } from '../../helpers/on-demand.js';
import { Rng, SchemaSampler, type SchemaDocument } from '../../helpers/schema/sampler.js';
import { generateConnection } from '../../helpers/schema/sessions.js';
import { frames, waitUntil } from '../../helpers/time.js';
import { loadTrace, replay, SUBAGENT_TRACE, TRACE_NAMES, type TraceName } from '../../helpers/traces.js';

before(onDemandModulesLoaded);

interface Logged {
  type: string;
  text: string;
  location?: string;
}

const METHODS = ['error', 'warn', 'log', 'info', 'debug', 'trace'] as const;

/** Runs `render` and returns every console message of the page meanwhile, from scripts and from Chromium. */
async function consoleDuring(render: () => Promise<unknown>): Promise<Logged[]> {
  const inPage: Logged[] = [];
  const saved = METHODS.map((name) => [name, console[name]] as const);
  await executeServerCommand('page-console', { action: 'start' });
  for (const name of METHODS) {
    console[name] = (...args: unknown[]) => void inPage.push({ type: name, text: args.map(String).join(' ') });
  }
  try {
    await render();
  } finally {
    for (const [name, method] of saved) console[name] = method;
  }
  const fromBrowser = await executeServerCommand<Logged[], { action: string }>('page-console', { action: 'take' });
  return [...inPage, ...(fromBrowser ?? [])];
}

const describeAll = (messages: Logged[]) => messages.map((m) => `${m.type}: ${m.text.slice(0, 200)} ${m.location ?? ''}`).join('\n');

/** Loads every image now (lazy ones too) and waits until each has loaded or failed. */
async function imagesSettled(root: ParentNode): Promise<void> {
  const images = allElements(root).filter((el): el is HTMLImageElement => el instanceof HTMLImageElement);
  for (const img of images) img.loading = 'eager';
  await waitUntil(() => images.every((img) => img.complete), 'images never settled');
}

/** Bytes a terminal may receive: ESC before non-ASCII, broken UTF-8, huge and junk CSI/OSC/DCS sequences. */
const TERMINAL_BYTES = [
  '\x1b\u00e9\x1b\u4e2d\x1b\u{1F600}',
  '\x1b[\u00ff\x1b]\u00e9\x07',
  '\xff\xfe\xc3\x28\xa0\xa1\xe2\x28\xa1\xf0\x28\x8c\xbc\ufffd',
  `\x1b[${'9'.repeat(5000)}m\x1b[${'1;'.repeat(2000)}H\x1b[999999999999999999999A`,
  '\x1b]8;;javascript:alert(1)\x07x\x1b]8;;\x07\x1b]0;\u0000\u00ff\x07\x1b]52;c;!!!notbase64\x07',
  `\x1b]1337;File=inline=1:${'A'.repeat(100)}\x07\x1bP${'\u00e9'.repeat(100)}\x1b\\\x1b_junk\x1b\\`,
  '\x1b[?2026h\x1b[?9999h\x1b[>q\x1b[c\x1b[6n\x1bc\x1b(\u00e9\x1b#\u00ff',
].join('\r\n');

/** Image data that is not base64 a browser decodes without complaint, and types that are not shown. */
const BAD_IMAGES: Array<{ data: unknown; mimeType: unknown }> = [
  ...['A', 'AA=', 'AAAAA', 'A===', 'AA==AA==', '=AAA', 'AA-_', 'AA%3D', '', ' ', '\u00e9\u00e9\u00e9\u00e9', 'data:,x'].map((data) => ({
    data,
    mimeType: 'image/png',
  })),
  { data: 42, mimeType: 'image/png' },
  { data: 'AAAA', mimeType: 'image/svg+xml' },
  { data: 'AAAA', mimeType: 'text/html' },
  { data: 'AAAA', mimeType: null },
];

/** Odd URLs in markdown and resource links. */
const ODD_URLS = [
  'http://[',
  'https://exa mple.com/',
  'http://%zz',
  'data:image/png;base64,A',
  'file://%E0%A4%A',
  'javascript:alert(1)',
  '//x',
  '\u0000:',
  'https://example.com/' + '%'.repeat(2000),
];

const item = (content: Record<string, unknown>) => ({ type: 'content', content }) as unknown as ToolCallContentItem;

function oddCall(): ToolCallView {
  const markdown = ODD_URLS.map((url) => `[link](${url}) ![image](${url}) <${url}>`).join('\n\n');
  const content: ToolCallContentItem[] = [
    item({ type: 'text', text: markdown }),
    ...BAD_IMAGES.map((image) => item({ type: 'image', ...image })),
    ...['A', 'AA=', 'not base64!'].map((data) => item({ type: 'audio', data, mimeType: 'audio/wav' })),
    ...ODD_URLS.map((uri) => item({ type: 'resource_link', uri, name: uri.slice(0, 100) })),
    ...['A', 'AA=', '%%%%'].map((blob) => item({ type: 'resource', resource: { uri: 'file:///w/x.bin', blob, mimeType: 'image/png' } })),
    item({ type: 'resource', resource: { uri: 'ui://app', blob: 'A', mimeType: 'text/html;profile=mcp-app' } }),
    { type: 'terminal', terminalId: 'odd' } as ToolCallContentItem,
  ];
  return view({ kind: 'execute', title: 'odd', content, rawInput: { url: ODD_URLS[0] }, rawOutput: { data: 'A' } });
}

async function renderCards(calls: ToolCallView[], terminals: Record<string, TerminalView> = {}): Promise<HTMLElement> {
  const container = await fixture<HTMLElement>(html`<div lang="en" style="width: 600px">
    ${calls.map((call) => html`<tool-call-card expanded root="/w" .toolCall=${call} .terminals=${terminals}></tool-call-card>`)}
  </div>`);
  const cards = [...container.querySelectorAll<ToolCallCard>('tool-call-card')];
  await Promise.all(cards.map((card) => card.updateComplete));
  for (const card of cards) for (const details of card.shadowRoot!.querySelectorAll('details')) details.open = true;
  await Promise.all(cards.map((card) => card.updateComplete));
  // (Not injectedHandlersHadTheirTurn: its probe is a 404, which Chromium logs.)
  await frames(2);
  await imagesSettled(container);
  return container;
}

async function liveTerminal(output: string): Promise<TerminalViewElement> {
  const wrapper = await fixture<HTMLDivElement>(html`<div lang="en" style="width: 640px">
    <terminal-view .terminal=${terminal({ terminalId: 'bytes', output })}></terminal-view>
  </div>`);
  const el = wrapper.querySelector('terminal-view')!;
  await waitUntil(() => el.live, 'the emulator was never created', { timeout: 4_000 });
  await el.flush();
  return el;
}

/** Every expandable call and group of a thread opened, its images settled. */
async function renderThread(store: ReturnType<typeof createToolCallStore>): Promise<HTMLElement> {
  const el = await fixture<HTMLElement & { updateComplete: Promise<unknown> }>(
    html`<session-thread .store=${store} lang="en" style="display: block; width: 600px"></session-thread>`,
  );
  await el.updateComplete;
  for (const button of el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[aria-expanded="false"]')) button.click();
  await el.updateComplete;
  for (const card of el.shadowRoot!.querySelectorAll<ToolCallCard>('tool-call-card')) card.expanded = true;
  await frames(2);
  await imagesSettled(el.shadowRoot!);
  expect(el.shadowRoot!.querySelector('tool-call-card'), 'the thread drew its calls').to.not.equal(null);
  return el;
}

/** The odd and hostile content as an agent would send it: tool calls, a permission request, message chunks. */
function hostileWire(): unknown[] {
  const sessionId = 'quiet';
  const update = (body: Record<string, unknown>) => ({ jsonrpc: '2.0', method: 'session/update', params: { sessionId, update: body } });
  const odd = oddCall();
  const messages: unknown[] = [
    update({ sessionUpdate: 'tool_call', toolCallId: 'odd', title: 'odd', kind: 'execute', status: 'in_progress', content: odd.content }),
    update({
      sessionUpdate: 'tool_call_update',
      toolCallId: 'odd',
      status: 'completed',
      _meta: { terminal_output: { data: TERMINAL_BYTES } },
    }),
    ...BAD_IMAGES.map((image) => update({ sessionUpdate: 'agent_message_chunk', content: { type: 'image', ...image } })),
    update({
      sessionUpdate: 'agent_message_chunk',
      content: { type: 'text', text: ODD_URLS.map((url) => `![i](${url}) [l](${url})`).join('\n') },
    }),
    {
      jsonrpc: '2.0',
      id: 7,
      method: 'session/request_permission',
      params: {
        sessionId,
        toolCall: { toolCallId: 'odd-permission', title: HOSTILE_STRINGS[1], content: odd.content.slice(0, 20) },
        options: [{ optionId: 'allow', name: HOSTILE_STRINGS[0], kind: 'allow_once' }],
      },
    },
  ];
  HOSTILE_STRINGS.forEach((text, index) => {
    const call = hostileCall(text, index);
    messages.push(update({ sessionUpdate: 'tool_call', ...call, toolCallId: call.toolCallId, title: call.title, status: call.status }));
  });
  return messages;
}

describe('quiet in the host: no console output for anything an agent sends', () => {
  describe('the recording', () => {
    it('catches console calls and what Chromium logs without any script (an undecodable data: URL)', async () => {
      const messages = await consoleDuring(async () => {
        console.warn('a warning');
        const img = document.createElement('img');
        const failed = new Promise((resolve) => img.addEventListener('error', resolve));
        img.src = 'data:image/png;base64,A';
        document.body.append(img);
        await failed;
        img.remove();
      });
      expect(messages.map((m) => m.text)).to.include('a warning');
      expect(
        messages.some((m) => m.text.includes('ERR_INVALID_URL')),
        describeAll(messages),
      ).to.equal(true);
    });

    it('catches xterm.js at its default log level: the terminal bytes below do make it log', async () => {
      const { Terminal } = await loadXterm();
      const term = new Terminal({ logger: null });
      const messages = await consoleDuring(() => new Promise<void>((resolve) => term.write(TERMINAL_BYTES, resolve)));
      term.dispose();
      expect(
        messages.some((m) => m.text.includes('Parsing error')),
        describeAll(messages),
      ).to.equal(true);
    });
  });

  it('a <terminal-view> fed hostile bytes logs nothing', async () => {
    const messages = await consoleDuring(async () => {
      const el = await liveTerminal(TERMINAL_BYTES);
      expect(el.emulator, 'the bytes went through xterm.js').to.not.equal(undefined);
    });
    expect(messages, describeAll(messages)).to.deep.equal([]);
  });

  it('cards with malformed images, odd URLs, odd resources and a terminal log nothing', async () => {
    let card!: ToolCallCard;
    const messages = await consoleDuring(async () => {
      const container = await renderCards([oddCall()], { odd: terminal({ terminalId: 'odd', output: TERMINAL_BYTES }) });
      card = container.querySelector('tool-call-card')!;
    });
    expect(messages, describeAll(messages)).to.deep.equal([]);
    expect(card.shadowRoot!.querySelectorAll('.image-not-shown'), 'one placeholder per refused image').to.have.length(BAD_IMAGES.length);
    expect(card.shadowRoot!.querySelector('img'), 'no <img> for any of them').to.equal(null);
    // The downloads of blobs that are not base64 are disabled (atob would throw on them).
    const downloads = card.shadowRoot!.querySelectorAll<HTMLButtonElement>('.resource button.link');
    expect(downloads.length, 'the blobs are drawn').to.be.greaterThan(0);
    for (const button of downloads) expect(button.disabled, 'download of a blob that is not base64').to.equal(true);
  });

  it('the hostile corpus, as cards, logs nothing', async () => {
    let container!: HTMLElement;
    const messages = await consoleDuring(async () => {
      container = await renderCards(HOSTILE_STRINGS.map((text, index) => hostileCall(text, index)));
    });
    expect(messages, describeAll(messages)).to.deep.equal([]);
    // Quiet because the cards drew the content, not because they drew nothing.
    const drawn = [...container.querySelectorAll<ToolCallCard>('tool-call-card')].filter((card) => body(card)?.querySelector('diff-view'));
    expect(drawn, 'every card drew its body with the diff').to.have.length(HOSTILE_STRINGS.length);
  });

  it('a <session-thread> folding the odd and hostile content from the wire logs nothing', async () => {
    const store = createToolCallStore();
    let el!: HTMLElement;
    const messages = await consoleDuring(async () => {
      hostileWire().forEach((msg, i) => store.dispatch(msg, { from: 'agent', receivedAt: 1000 + i }));
      el = await renderThread(store);
    });
    expect(messages, describeAll(messages)).to.deep.equal([]);
    const placeholders = allElements(el.shadowRoot!).filter((node) => node.classList.contains('image-not-shown'));
    expect(placeholders.length, 'refused images are drawn as placeholders').to.be.greaterThan(0);
  });

  describe('a connection generated from the ACP schema (fixed seed, see test/state/schema-property.node.ts)', () => {
    let store: ReturnType<typeof createToolCallStore>;
    before(async () => {
      // The schema the SDK ships, as the dev server serves it; the generator takes it as an object.
      const response = await fetch(new URL('../../../node_modules/@agentclientprotocol/sdk/schema/v1/schema.json', import.meta.url));
      const schema = (await response.json()) as SchemaDocument;
      const messages = generateConnection(new SchemaSampler(schema, new Rng(0x5eed_ac9)), {
        sessions: 2,
        turnsPerSession: 2,
        stepsPerTurn: 30,
      });
      store = createToolCallStore();
      messages.forEach(({ from, msg }, i) => store.dispatch(msg, { from, receivedAt: 1000 + i }));
    });

    it('in a <tool-call-list> logs nothing, and every card is drawn', async () => {
      let cards: ToolCallCard[] = [];
      const messages = await consoleDuring(async () => {
        const el = await fixture<HTMLElement & { updateComplete: Promise<unknown> }>(
          html`<tool-call-list lang="en" .store=${store} style="display: block; width: 600px; height: 4000px"></tool-call-list>`,
        );
        await el.updateComplete;
        await waitUntil(() => el.shadowRoot!.querySelector('tool-call-card'), 'no card was drawn');
        cards = [...el.shadowRoot!.querySelectorAll<ToolCallCard>('tool-call-card')];
        for (const card of cards) card.expanded = true;
        await Promise.all(cards.map((card) => card.updateComplete));
        await frames(2);
        await imagesSettled(el.shadowRoot!);
      });
      expect(messages, describeAll(messages)).to.deep.equal([]);
      expect(cards.length, 'cards drawn for the generated calls').to.be.greaterThan(0);
      const ids = new Set(selectAllTopLevelToolCalls(store.getState()).map((call) => call.toolCallId));
      for (const card of cards) expect(ids.has(card.toolCall!.toolCallId), 'a card shows one of the generated calls').to.equal(true);
    });

    it('in a <session-thread> logs nothing', async () => {
      const messages = await consoleDuring(() => renderThread(store));
      expect(messages, describeAll(messages)).to.deep.equal([]);
    });
  });

  const traces: Array<TraceName | typeof SUBAGENT_TRACE> = [...TRACE_NAMES, SUBAGENT_TRACE];
  for (const name of traces) {
    it(`a <session-thread> of the recorded ${name} trace logs nothing`, async () => {
      const trace = await loadTrace(name);
      const messages = await consoleDuring(() => renderThread(replay(trace)));
      expect(messages, describeAll(messages)).to.deep.equal([]);
    });
  }

  it('valid images still load: a base64 PNG, padded and unpadded, with line breaks', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const images: ContentBlock[] = [png, png.replace(/=+$/, ''), png.replace(/(.{20})/g, '$1\n')].map(
      (data) => ({ type: 'image', data, mimeType: 'image/png' }) as ContentBlock,
    );
    let loaded: HTMLImageElement[] = [];
    const messages = await consoleDuring(async () => {
      const container = await renderCards([view({ content: images.map((image) => item(image as Record<string, unknown>)) })]);
      loaded = [...container.querySelector('tool-call-card')!.shadowRoot!.querySelectorAll('img')];
    });
    expect(messages, describeAll(messages)).to.deep.equal([]);
    expect(loaded).to.have.length(3);
    for (const img of loaded) {
      expect(img.getAttribute('src')).to.equal(`data:image/png;base64,${png}`);
      expect(img.naturalWidth, 'decoded').to.equal(1);
    }
  });
});
