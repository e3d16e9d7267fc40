// SPDX-License-Identifier: Apache-2.0
// <session-status>: the recorded sessions (modes, config options, usage, commands), choices as
// cancelable request events with their exact detail, the keyboard, the store's answer shown,
// boolean options, option groups, i18n, axe with a listbox open.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/elements/session-status/session-status.js';
import type { SessionStatus } from '../../../src/elements/session-status/session-status.component.js';
import type { AvailableCommandsChangeEvent } from '../../../src/events/available-commands-change.js';
import type { SessionConfigChangeEvent } from '../../../src/events/session-config-change.js';
import type { SessionModeChangeEvent } from '../../../src/events/session-mode-change.js';
import type { SessionModelChangeEvent } from '../../../src/events/session-model-change.js';
import { createToolCallStore, type ToolCallStore } from '../../../src/state/index.js';
import { loadTrace, replay, type TraceName } from '../../helpers/traces.js';
import { shadow, textOf as text } from '../../helpers/dom.js';
import { request, result, session } from '../../helpers/wire.js';
import { waitUntil } from '../../helpers/time.js';

const SESSIONS: Record<TraceName, string> = {
  'claude-agent-acp-basic': 'bbbab2ff-c838-489f-a000-3b12fcd40a58',
  'claude-code-acp-basic': '93a0bde0-5f90-44da-86f6-aecc618372d9',
  'codex-acp-basic': '01a2008c-07d8-7081-a043-6489d43a445a',
};

const chips = (el: SessionStatus) => [...shadow(el).querySelectorAll<HTMLButtonElement>('[part~="chip"]')];
const chip = (el: SessionStatus, id: string) => shadow(el).querySelector<HTMLButtonElement>(`[part~="chip"][data-id="${id}"]`)!;
const options = (el: SessionStatus) => [...shadow(el).querySelectorAll<HTMLElement>('[role="option"]')];
const focused = (el: SessionStatus) => shadow(el).activeElement as HTMLElement | null;
/** Opens a chip's listbox by a click; the names of its options. */
async function openChooser(el: SessionStatus, id: string): Promise<string[]> {
  chip(el, id).click();
  await el.updateComplete;
  return options(el).map((o) => text(o.querySelector('.option-name')));
}
const meter = (el: SessionStatus) => shadow(el).querySelector<HTMLElement>('[role="meter"]')!;

async function view(store: ToolCallStore, sessionId: string, lang = 'en') {
  const wrapper = await fixture<HTMLElement>(
    html`<div lang=${lang}><session-status .store=${store} session-id=${sessionId}></session-status></div>`,
  );
  const el = wrapper.querySelector('session-status')!;
  await el.updateComplete;
  return el;
}

async function recorded(name: TraceName) {
  return view(replay(await loadTrace(name)), SESSIONS[name]);
}

const { update: sessionUpdate } = session('s');

/** A session that offers modes only, folded through the real store. */
function modesSession(): ToolCallStore {
  const store = createToolCallStore();
  store.dispatch(request(1, 'session/new', { cwd: '/w', mcpServers: [] }), { from: 'client' });
  const availableModes = [
    { id: 'ask', name: 'Ask' },
    { id: 'code', name: 'Code', description: 'Edits files' },
  ];
  store.dispatch(result(1, { sessionId: 's', modes: { currentModeId: 'ask', availableModes } }), { from: 'agent' });
  return store;
}

function configSession(configOptions: unknown[]): ToolCallStore {
  const store = createToolCallStore();
  store.dispatch(sessionUpdate({ sessionUpdate: 'config_option_update', configOptions }), { from: 'agent' });
  return store;
}

describe('<session-status>', () => {
  it('claude-agent-acp: the mode and model config options (which supersede the modes), usage with cost, commands', async () => {
    const el = await recorded('claude-agent-acp-basic');
    expect(chips(el).map((c) => text(c))).to.deep.equal(['Mode Default', 'Model Default (recommended)']);
    expect(chips(el).map((c) => c.getAttribute('aria-haspopup'))).to.deep.equal(['listbox', 'listbox']);
    const m = meter(el);
    expect([m.getAttribute('aria-valuenow'), m.getAttribute('aria-valuemax'), m.getAttribute('aria-label')]).to.deep.equal([
      '1751',
      '200000',
      'Context window',
    ]);
    expect(m.getAttribute('aria-valuetext')).to.equal('1,751 of 200,000 tokens (1%)');
    expect(text(shadow(el).querySelector('.usage-text'))).to.equal('1.8K / 200K');
    expect(text(shadow(el).querySelector('[part~="cost"]'))).to.equal('Cost $0.03');
    expect(el.availableCommands.length).to.be.greaterThan(0);
    expect(el.availableCommands.map((c) => c.name)).to.include('update-config');
    expect(text(shadow(el).querySelector('[part~="title"]'))).to.equal('Untitled session');
  });

  it('codex-acp: model and reasoning effort, the latest usage, no cost', async () => {
    const el = await recorded('codex-acp-basic');
    expect(chips(el).map((c) => text(c))).to.deep.equal(['Model gpt-5.3-codex', 'Reasoning Effort Medium']);
    expect(meter(el).getAttribute('aria-valuemax')).to.equal('258400');
    expect(shadow(el).querySelector('[part~="cost"]')).to.equal(null);
    expect(el.availableCommands.map((c) => c.name)).to.include('review');
  });

  it("claude-code-acp: the modes and the (unstable) models of session/new's result, without config options", async () => {
    const el = await recorded('claude-code-acp-basic');
    expect(chips(el).map((c) => text(c))).to.deep.equal(['Mode Default', 'Model Default (recommended)']);
    expect(await openChooser(el, 'mode')).to.deep.equal(['Default', 'Accept Edits', 'Plan Mode', "Don't Ask", 'Bypass Permissions']);
    expect(options(el).map((o) => o.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'false', 'false', 'false']);
  });

  it('claude-code-acp: choosing a model fires a cancelable session-model-change; the chip shows the answer the store folds', async () => {
    const store = replay(await loadTrace('claude-code-acp-basic'));
    const sessionId = SESSIONS['claude-code-acp-basic'];
    const el = await view(store, sessionId);
    expect(await openChooser(el, 'model')).to.deep.equal(['Default (recommended)', 'Opus', 'Opus (1M context)', 'Haiku']);
    const fired: SessionModelChangeEvent[] = [];
    el.addEventListener('session-model-change', (event) => fired.push(event));
    options(el)[3].click();
    expect(fired.map((event) => [event.detail, event.cancelable, event.composed])).to.deep.equal([
      [{ sessionId, modelId: 'haiku' }, true, true],
    ]);
    expect(text(chip(el, 'model'))).to.equal('Model Default (recommended)');
    store.dispatch(request(900, 'session/set_model', { sessionId, modelId: 'haiku' }), { from: 'client' });
    store.dispatch(result(900, {}), { from: 'agent' });
    await waitUntil(() => text(chip(el, 'model')) === 'Model Haiku', 'the model the agent accepted');
  });

  it('fires available-commands-change with the commands when the agent sends them', async () => {
    const store = createToolCallStore();
    store.dispatch(sessionUpdate({ sessionUpdate: 'session_info_update', title: 'Fix it' }), { from: 'agent' });
    const el = await view(store, 's');
    const seen: AvailableCommandsChangeEvent['detail'][] = [];
    el.addEventListener('available-commands-change', (e) => seen.push(e.detail));
    const commands = [{ name: 'review', description: 'Review changes', input: { hint: 'branch' } }];
    store.dispatch(sessionUpdate({ sessionUpdate: 'available_commands_update', availableCommands: commands }), { from: 'agent' });
    await waitUntil(() => seen.length === 1, 'one event');
    expect(seen[0]).to.deep.equal({ sessionId: 's', commands });
    expect(el.availableCommands).to.deep.equal(commands);
    expect(text(shadow(el).querySelector('[part~="title"]'))).to.equal('Fix it');
  });

  it('keyboard: ArrowDown opens on the current value, arrows move, Enter fires a cancelable mode request, focus returns', async () => {
    const store = modesSession();
    const el = await view(store, 's');
    const requests: SessionModeChangeEvent[] = [];
    el.addEventListener('session-mode-change', (e) => requests.push(e));
    chip(el, 'mode').focus();
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(chip(el, 'mode').getAttribute('aria-expanded')).to.equal('true');
    expect(focused(el)?.dataset.value).to.equal('ask');
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el)?.dataset.value).to.equal('code');
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el)?.dataset.value, 'wraps').to.equal('ask');
    await sendKeys({ press: 'End' });
    expect(focused(el)?.dataset.value).to.equal('code');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(requests.map((e) => [e.detail, e.cancelable, e.bubbles, e.composed])).to.deep.equal([
      [{ sessionId: 's', modeId: 'code' }, true, true, true],
    ]);
    expect(options(el)).to.have.length(0);
    await waitUntil(() => focused(el) === chip(el, 'mode'), 'focus back on the chip');
    // The chip changes when the agent accepts, not on the click.
    expect(text(chip(el, 'mode'))).to.equal('Mode Ask');
    store.dispatch(request(2, 'session/set_mode', { sessionId: 's', modeId: 'code' }), { from: 'client' });
    store.dispatch(result(2, {}), { from: 'agent' });
    await waitUntil(() => text(chip(el, 'mode')) === 'Mode Code', 'the accepted mode');
  });

  it('Escape closes without a request, and the current value is no request', async () => {
    const el = await view(modesSession(), 's');
    let fired = 0;
    el.addEventListener('session-mode-change', () => fired++);
    chip(el, 'mode').focus();
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(options(el)).to.have.length(0);
    await waitUntil(() => focused(el) === chip(el, 'mode'), 'focus back on the chip');
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    await sendKeys({ press: ' ' });
    await el.updateComplete;
    expect(fired).to.equal(0);
  });

  it('clicking a model fires session-config-change with its exact detail; a host may prevent it', async () => {
    const el = await recorded('codex-acp-basic');
    const seen: SessionConfigChangeEvent[] = [];
    el.addEventListener('session-config-change', (e) => {
      seen.push(e);
      e.preventDefault();
    });
    chip(el, 'model').click();
    await el.updateComplete;
    options(el)
      .find((o) => o.dataset.value === 'gpt-5.5')!
      .click();
    expect(seen.map((e) => e.detail)).to.deep.equal([{ sessionId: SESSIONS['codex-acp-basic'], configId: 'model', value: 'gpt-5.5' }]);
    expect(seen[0].defaultPrevented).to.equal(true);
  });

  it('a boolean option is a toggle button; option groups are named groups', async () => {
    const store = configSession([
      { id: 'web', name: 'Web search', type: 'boolean', currentValue: true },
      {
        id: 'model',
        name: 'Model',
        type: 'select',
        currentValue: 'b',
        options: [
          { group: 'fast', name: 'Fast', options: [{ value: 'a', name: 'Alpha' }] },
          { group: 'smart', name: 'Smart', options: [{ value: 'b', name: 'Beta' }] },
        ],
      },
      { id: 'odd', name: 'Unknown kind', type: 'slider', currentValue: 3 },
    ]);
    const el = await view(store, 's');
    expect(chips(el).map((c) => text(c))).to.deep.equal(['Web search On', 'Model Beta']);
    const values: unknown[] = [];
    el.addEventListener('session-config-change', (e) => values.push(e.detail));
    expect(chip(el, 'web').getAttribute('aria-pressed')).to.equal('true');
    chip(el, 'web').click();
    expect(values).to.deep.equal([{ sessionId: 's', configId: 'web', value: false }]);
    chip(el, 'model').click();
    await el.updateComplete;
    const groups = [...shadow(el).querySelectorAll('[role="listbox"] [role="group"]')];
    expect(groups.map((g) => g.getAttribute('aria-label'))).to.deep.equal(['Fast', 'Smart']);
    expect(focused(el)?.dataset.value, 'focus on the current value').to.equal('b');
    await expect(el).to.be.accessible();
  });

  for (const [lang, untitled, context, mode] of [
    ['zh-CN', '未命名会话', '上下文窗口', '模式'],
    ['zh-TW', '未命名的工作階段', '內容視窗', '模式'],
  ] as const) {
    it(`speaks ${lang}`, async () => {
      const store = modesSession();
      store.dispatch(sessionUpdate({ sessionUpdate: 'usage_update', used: 50, size: 100 }), { from: 'agent' });
      const el = await view(store, 's', lang);
      expect(text(shadow(el).querySelector('[part~="title"]'))).to.equal(untitled);
      expect(meter(el).getAttribute('aria-label')).to.equal(context);
      expect(text(chip(el, 'mode').querySelector('.chip-name'))).to.equal(mode);
      expect(meter(el).getAttribute('aria-valuetext')).to.contain('50%');
    });
  }

  it('is accessible with a listbox open, light and dark', async () => {
    const store = modesSession();
    store.dispatch(sessionUpdate({ sessionUpdate: 'usage_update', used: 190, size: 200, cost: { amount: 1.5, currency: 'EUR' } }), {
      from: 'agent',
    });
    const root = await fixture<HTMLElement>(html`<div style="min-height: 160px">
      <session-status .store=${store} session-id="s"></session-status>
      <div style="background:#0d1117"><session-status theme="dark" .store=${store} session-id="s"></session-status></div>
    </div>`);
    const el = root.querySelector('session-status')!;
    await el.updateComplete;
    expect(meter(el).dataset.level).to.equal('attention');
    const fill = meter(el).querySelector('.fill')!;
    expect(fill.getBoundingClientRect().width / meter(el).getBoundingClientRect().width).to.be.closeTo(0.95, 0.02);
    chip(el, 'mode').click();
    await el.updateComplete;
    await expect(root).to.be.accessible();
  });
});
