// SPDX-License-Identifier: Apache-2.0
// <permission-prompt>: the real permission requests of test/fixtures folded through the store, one
// answer per request whatever the clicks and key repeats, keyboard, focus, resolved-elsewhere and
// cancelled states, the batch form, hostile input, axe.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/elements/permission-prompt/permission-prompt.js';
import type { PermissionPrompt } from '../../../src/elements/permission-prompt/permission-prompt.component.js';
import type { PermissionRespondEvent } from '../../../src/events/permission-respond.js';
import { selectPendingPermissions, selectToolCalls, type PermissionView, type ToolCallView } from '../../../src/state/index.js';
import { installRawImports } from '../../helpers/stories.js';
import { deepActive } from '../../helpers/dom.js';
import { onDemandModulesLoaded } from '../../helpers/on-demand.js';
import { SAMPLE_ROOT as ROOT } from '../../helpers/wire.js';

// What define.js loads on demand (marked, <diff-view>, <terminal-view>) is in place before any test renders.
before(onDemandModulesLoaded);

await installRawImports();
const stories = await import('../../../stories/permission-prompt.stories.js');
type PromptFixture = import('../../../stories/permission-prompt.stories.js').PromptFixture;

let sessionCounter = 0;

/**
 * Answers are remembered page-wide by (sessionId, requestId), as two prompts for one request must
 * share them: every test gets its own session so that one test's answer is not another's.
 */
function fresh({ request, toolCall }: PromptFixture): { request: PermissionView; toolCall?: ToolCallView } {
  const sessionId = `test-session-${++sessionCounter}`;
  return { request: { ...request, sessionId }, ...(toolCall ? { toolCall: { ...toolCall, sessionId } } : {}) };
}

const claudeEdit = () => fresh(stories.recordedRequest('claude-agent-acp', 0));

/** Every permission-respond that reaches the document. */
function recordAnswers(): { events: PermissionRespondEvent[]; stop: () => void } {
  const events: PermissionRespondEvent[] = [];
  const listener = (event: PermissionRespondEvent) => events.push(event);
  document.addEventListener('permission-respond', listener);
  return { events, stop: () => document.removeEventListener('permission-respond', listener) };
}

let answers: ReturnType<typeof recordAnswers>;
beforeEach(() => (answers = recordAnswers()));
afterEach(() => answers.stop());

async function prompt(f: { request?: PermissionView; toolCall?: ToolCallView }, attrs: { autofocus?: boolean; layout?: string } = {}) {
  const el = await fixture<PermissionPrompt>(html`<permission-prompt .request=${f.request} .toolCall=${f.toolCall}
    layout=${attrs.layout ?? 'full'} root=${ROOT} ?no-autofocus=${!attrs.autofocus}></permission-prompt>`);
  await el.updateComplete;
  return el;
}

const options = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button[part="option"]')];
const option = (el: Element, id: string) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>(`button[part="option"][data-option-id="${id}"]`)!;
const decision = (el: Element) => el.shadowRoot!.querySelector('[part="decision"]')?.textContent?.replace(/\s+/g, ' ').trim();
const optionSummary = (el: Element) =>
  options(el).map((b) => [b.dataset.optionId, b.dataset.optionKind, b.querySelector('.label')!.textContent]);

describe('<permission-prompt> real requests', () => {
  it("shows Claude's three options in the agent's order, with the diff and title", async () => {
    const f = claudeEdit();
    const el = await prompt(f);
    expect(optionSummary(el)).to.deep.equal([
      ['allow_always', 'allow_always', 'Always Allow'],
      ['allow', 'allow_once', 'Allow'],
      ['reject', 'reject_once', 'Reject'],
    ]);
    expect(el.shadowRoot!.querySelector('[part="title"]')!.textContent!.trim()).to.equal('Edit src/app.js');
    const diff = el.shadowRoot!.querySelector('diff-view') as HTMLElement & { diff?: unknown };
    expect(diff.diff).to.deep.equal({
      type: 'diff',
      path: '/home/dev/demo-project/src/app.js',
      oldText: 'return "Hello, " + name;',
      newText: 'return `Hello, ${name}!`;',
    });
    expect(diff.getAttribute('root')).to.equal(ROOT);
    expect(el.getAttribute('state')).to.equal('pending');
  });

  it('marks the "always" option as remembered and the first allow_once as primary', async () => {
    const el = await prompt(claudeEdit());
    expect(option(el, 'allow_always').querySelector('.badge')!.textContent).to.equal('remembered');
    expect(option(el, 'allow').querySelector('.badge')).to.equal(null);
    expect(option(el, 'allow').classList.contains('primary')).to.equal(true);
    expect(option(el, 'reject').classList.contains('reject')).to.equal(true);
  });

  it("shows Codex's patch options (approve / abort) and its execpolicy amendment with the command and cwd", async () => {
    const patch = await prompt(fresh(stories.recordedRequest('codex-acp', 0)));
    expect(optionSummary(patch)).to.deep.equal([
      ['approved', 'allow_once', 'Yes'],
      ['abort', 'reject_once', 'No, provide feedback'],
    ]);
    const exec = await prompt(fresh(stories.recordedRequest('codex-acp', 1)));
    expect(optionSummary(exec).map(([id, kind]) => [id, kind])).to.deep.equal([
      ['approved', 'allow_once'],
      ['approved-execpolicy-amendment', 'allow_always'],
      ['abort', 'reject_once'],
    ]);
    expect(option(exec, 'approved-execpolicy-amendment').querySelector('.label')!.textContent).to.equal(
      // The agent's code span is drawn as code, without its backticks.
      "Yes, and don't ask again for commands that start with printf \\033[31mred\\033[0m\\n",
    );
    // codex wraps the command as ["/bin/bash", "-lc", script]: the script is what will run.
    const command = exec.shadowRoot!.querySelector('[part="command"]')!;
    expect(command.querySelector('code')!.textContent).to.equal(
      "$ echo hello && printf '\\033[31mred\\033[0m\\n' && sleep 0.5 && echo done",
    );
    expect(command.textContent).to.contain('in /home/dev/demo-project');
  });

  it('makes bidi overrides and control characters in a command visible', async () => {
    const f = fresh(stories.recordedRequest('codex-acp', 1));
    const toolCall = {
      ...f.toolCall!,
      rawInput: { command: ['/bin/bash', '-lc', 'cat notes\u202Etxt.exe\u001b[2J'], cwd: '/tmp/\u2066x' },
    };
    const el = await prompt({ ...f, toolCall });
    const command = el.shadowRoot!.querySelector('[part="command"]')!;
    expect(command.querySelector('code')!.textContent).to.equal('$ cat notes<U+202E>txt.exe<U+001B>[2J');
    expect(command.querySelector('.cwd')!.textContent).to.equal('in /tmp/<U+2066>x');
  });

  it('shows a Gemini-style request that names a call the client never saw', async () => {
    const el = await prompt(fresh(stories.geminiFixture()));
    expect(el.shadowRoot!.querySelector('[part="title"]')!.textContent!.trim()).to.equal('Writing to src/greet.ts');
    expect(el.shadowRoot!.querySelector('[part="icon"]')!.getAttribute('aria-label')).to.equal('Edit');
    expect(optionSummary(el).map(([id]) => id)).to.deep.equal(['proceed_always', 'proceed_once', 'cancel']);
    expect(el.shadowRoot!.querySelector('diff-view')).to.not.equal(null);
  });

  it('shows the URL of a fetch and the raw input only on demand', async () => {
    const el = await prompt(fresh(stories.fetchFixture()));
    expect(el.shadowRoot!.querySelector('[part="url"] code')!.textContent).to.equal('https://agentclientprotocol.com/protocol/tool-calls');
    const raw = el.shadowRoot!.querySelector<HTMLDetailsElement>('details[part="raw-input"]')!;
    expect(raw.open).to.equal(false);
    expect(JSON.parse(raw.querySelector('pre')!.textContent!)).to.deep.equal({
      url: 'https://agentclientprotocol.com/protocol/tool-calls',
      prompt: 'Summarize the permission flow',
    });
  });

  it('works from a tool call alone (its permission), as a card embeds it', async () => {
    const { toolCall } = claudeEdit();
    const el = await prompt({ toolCall }, { layout: 'inline' });
    expect(el.shadowRoot!.querySelector('[part="details"]')).to.equal(null);
    option(el, 'allow').click();
    expect(answers.events.map((e) => e.detail)).to.deep.equal([
      {
        sessionId: toolCall!.sessionId,
        requestId: 0,
        toolCallId: 'toolu_01T8R7wBPAjlaibU7ktGCQyL',
        outcome: { outcome: 'selected', optionId: 'allow' },
      },
    ]);
  });
});

describe('<permission-prompt> answers once', () => {
  it("fires permission-respond with the request's ids and the chosen option, bubbling out of the shadow tree", async () => {
    const f = fresh(stories.recordedRequest('codex-acp', 1));
    const el = await prompt(f);
    option(el, 'approved-execpolicy-amendment').click();
    expect(answers.events).to.have.length(1);
    const [event] = answers.events;
    expect(event.bubbles && event.composed).to.equal(true);
    expect(event.detail).to.deep.equal({
      sessionId: f.request.sessionId,
      requestId: '25281b24-fb35-4522-bd08-4327004e3788',
      toolCallId: 'call_s3_TUlGSpYLTk4UeNy8w2zD',
      outcome: { outcome: 'selected', optionId: 'approved-execpolicy-amendment' },
    });
    expect(event.option?.kind).to.equal('allow_always');
    expect(event.remember).to.equal(true);
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('answered');
    expect(decision(el)).to.equal("You chose: Yes, and don't ask again for commands that start with `printf \\033[31mred\\033[0m\\n`");
    expect(options(el)).to.have.length(0);
    expect(el.chosenOption?.optionId).to.equal('approved-execpolicy-amendment');
  });

  it('sends one answer under a double click and a click on another option', async () => {
    const el = await prompt(claudeEdit());
    const allow = option(el, 'allow');
    const reject = option(el, 'reject');
    allow.click();
    allow.click();
    allow.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true }));
    reject.click();
    expect(answers.events.map((e) => e.detail.outcome)).to.deep.equal([{ outcome: 'selected', optionId: 'allow' }]);
  });

  it('sends one answer under a real double click', async () => {
    const el = await prompt(claudeEdit());
    const box = option(el, 'reject').getBoundingClientRect();
    const { sendMouse } = await import('@web/test-runner-commands');
    await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    expect(answers.events.map((e) => e.detail.outcome)).to.deep.equal([{ outcome: 'selected', optionId: 'reject' }]);
  });

  it('never sends two answers from two prompts for one request', async () => {
    const f = claudeEdit();
    const root = await fixture<HTMLElement>(html`<div>
      <permission-prompt .request=${f.request} .toolCall=${f.toolCall} no-autofocus></permission-prompt>
      <permission-prompt .toolCall=${f.toolCall} layout="inline" no-autofocus></permission-prompt>
    </div>`);
    const [first, second] = root.querySelectorAll('permission-prompt');
    await Promise.all([first.updateComplete, second.updateComplete]);
    option(second, 'reject').click();
    option(first, 'allow').click();
    expect(answers.events.map((e) => e.detail.outcome)).to.deep.equal([{ outcome: 'selected', optionId: 'reject' }]);
    await Promise.all([first.updateComplete, second.updateComplete]);
    expect(decision(first)).to.equal('You chose: Reject');
    expect(decision(second)).to.equal('You chose: Reject');
  });

  it('renders option names and titles with markup as text', async () => {
    const el = await prompt(fresh(stories.hostileFixture()));
    const shadow = el.shadowRoot!;
    expect(shadow.querySelectorAll('img, script, b, a[href^="javascript"]').length).to.equal(0);
    expect(options(el).map((b) => b.querySelector('.label')!.textContent)).to.deep.equal([
      '<img src=x onerror=alert(1)>Allow',
      '<script>alert(2)</script>Reject',
      '[click](javascript:alert(3))',
    ]);
    expect(options(el)[0].dataset.optionId).to.equal('<img src=x onerror=alert(1)>');
    // An unknown kind gets neither allow nor reject styling, and no prototype lookups.
    expect(options(el)[2].classList.contains('other')).to.equal(true);
  });
});

describe('<permission-prompt> keyboard and focus', () => {
  it('shows shortcuts 1..n and picks an option by number', async () => {
    const el = await prompt(claudeEdit(), { autofocus: true });
    expect(options(el).map((b) => [b.getAttribute('aria-keyshortcuts'), b.querySelector('kbd')!.textContent])).to.deep.equal([
      ['1', '1'],
      ['2', '2'],
      ['3', '3'],
    ]);
    await sendKeys({ press: '3' });
    expect(answers.events.map((e) => e.detail.outcome)).to.deep.equal([{ outcome: 'selected', optionId: 'reject' }]);
    await sendKeys({ press: '1' });
    expect(answers.events).to.have.length(1);
  });

  it("ignores a number beyond the options and a held key's repeats", async () => {
    const el = await prompt(fresh(stories.recordedRequest('codex-acp', 0)), { autofocus: true });
    await sendKeys({ press: '3' });
    expect(answers.events).to.have.length(0);
    // A key already held when the prompt appeared arrives as repeats only: no answer.
    el.dispatchEvent(new KeyboardEvent('keydown', { key: '1', code: 'Digit1', repeat: true, bubbles: true, composed: true }));
    expect(answers.events).to.have.length(0);
    await sendKeys({ down: '2' });
    await sendKeys({ down: '2' });
    await sendKeys({ down: '2' });
    await sendKeys({ up: '2' });
    expect(answers.events.map((e) => e.detail.outcome)).to.deep.equal([{ outcome: 'selected', optionId: 'abort' }]);
  });

  it('Ctrl+Enter picks the first allow_once, not the first option', async () => {
    await prompt(claudeEdit(), { autofocus: true });
    await sendKeys({ press: 'Control+Enter' });
    await sendKeys({ press: 'Control+Enter' });
    expect(answers.events.map((e) => e.detail.outcome)).to.deep.equal([{ outcome: 'selected', optionId: 'allow' }]);
  });

  it('moves focus to the prompt when it appears, Escape answers nothing and goes back, and focus returns after the answer', async () => {
    const root = await fixture<HTMLElement>(html`<div><button id="before">before</button><div id="slot"></div></div>`);
    const before = root.querySelector<HTMLButtonElement>('#before')!;
    before.focus();
    const el = document.createElement('permission-prompt');
    const f = claudeEdit();
    el.request = f.request;
    el.toolCall = f.toolCall;
    root.querySelector('#slot')!.append(el);
    await el.updateComplete;
    expect(deepActive()).to.equal(el.shadowRoot!.querySelector('[part="base"]'));

    await sendKeys({ press: 'Escape' });
    expect(answers.events).to.have.length(0);
    expect(document.activeElement).to.equal(before);
    expect(el.getAttribute('state')).to.equal('pending');

    // The user comes back with Tab and answers with the keyboard.
    option(el, 'allow').focus();
    await sendKeys({ press: 'Enter' });
    expect(answers.events).to.have.length(1);
    await el.updateComplete;
    expect(document.activeElement).to.equal(before);
  });

  it('announces approval-needed assertively', async () => {
    const f = fresh(stories.geminiFixture());
    await prompt(f);
    const region = document.querySelector('[data-tool-call-elements="announcer"][aria-live="assertive"]')!;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(region.textContent).to.equal('Approval needed: Writing to src/greet.ts');
  });

  it('does not take focus from another prompt that waits', async () => {
    const first = await prompt(claudeEdit(), { autofocus: true });
    const firstBase = first.shadowRoot!.querySelector('[part="base"]');
    expect(deepActive()).to.equal(firstBase);
    const second = document.createElement('permission-prompt');
    second.request = fresh(stories.geminiFixture()).request;
    first.after(second);
    await second.updateComplete;
    expect(deepActive()).to.equal(firstBase);
    second.remove();
  });
});

describe('<permission-prompt> inline code in titles and labels', () => {
  it('draws code spans as code and never shows a raw backtick', async () => {
    const el = await prompt(fresh(stories.recordedRequest('codex-acp', 1)));
    const labels = options(el).map((b) => b.querySelector('.label')!);
    const remembered = labels.find((label) => label.querySelector('code'))!;
    expect(remembered.querySelector('code')!.textContent).to.equal('printf \\033[31mred\\033[0m\\n');
    for (const label of labels) expect(label.textContent).to.not.contain('`');
    const chain = await prompt(fresh(stories.commandFixture('title-ticks', stories.riskyChain)));
    expect(chain.shadowRoot!.querySelector('[part="title"]')!.textContent).to.not.contain('`');
    const hidden = await prompt(fresh(stories.approvalFixture('ticks-hidden', { kind: 'read', title: 'Read `a\u200Bb.txt`' })));
    const title = hidden.shadowRoot!.querySelector('[part="title"]')!;
    expect(title.textContent).to.not.contain('`');
    expect(title.querySelector('code .hidden-char'), 'a marker inside the code span').to.not.equal(null);
  });
});

describe('<permission-prompt> resolved elsewhere and cancelled', () => {
  it('shows a request answered elsewhere and sends nothing', async () => {
    const answered = fresh(stories.recordedRequest('claude-agent-acp', 0, true));
    expect(answered.request.outcome).to.deep.equal({ outcome: 'selected', optionId: 'allow' });
    const el = await prompt(answered);
    expect(el.getAttribute('state')).to.equal('answered-elsewhere');
    expect(decision(el)).to.equal('Answered elsewhere: Allow');
    // The heading says it is decided, not that an approval is still needed.
    expect(el.shadowRoot!.querySelector('[part="heading"]')!.textContent).to.equal('Approval decided');
    expect(options(el)).to.have.length(0);
    await sendKeys({ press: '1' });
    expect(answers.events).to.have.length(0);
  });

  it('says a cancelled request is closed, not waiting', async () => {
    const el = await prompt(fresh(stories.cancelledFixture(true)));
    expect(el.shadowRoot!.querySelector('[part="heading"]')!.textContent).to.equal('Approval request closed');
  });

  it("turns a pending prompt into the other view's answer when the state changes", async () => {
    const f = claudeEdit();
    const el = await prompt(f);
    el.request = { ...f.request, outcome: { outcome: 'selected', optionId: 'reject' }, answeredAt: 3_000 };
    await el.updateComplete;
    expect(decision(el)).to.equal('Answered elsewhere: Reject');
    expect(answers.events).to.have.length(0);
  });

  it('shows "no longer waiting" when the request disappears unanswered', async () => {
    const el = await prompt(claudeEdit());
    el.request = undefined;
    el.toolCall = undefined;
    await el.updateComplete;
    expect(el.getAttribute('state')).to.equal('gone');
    expect(decision(el)).to.equal('No longer waiting for an answer.');
    expect(options(el)).to.have.length(0);
  });

  it('shows the cancelling and cancelled states without buttons', async () => {
    const cancelling = await prompt(fresh(stories.cancelledFixture(false)));
    expect(cancelling.getAttribute('state')).to.equal('cancelling');
    expect(decision(cancelling)).to.equal('Turn cancelled; withdrawing this request.');
    expect(options(cancelling)).to.have.length(0);
    const cancelled = await prompt(fresh(stories.cancelledFixture(true)));
    expect(cancelled.getAttribute('state')).to.equal('cancelled');
    expect(decision(cancelled)).to.equal('Cancelled before an answer.');
    expect(answers.events).to.have.length(0);
  });

  it('shows a failed answer (JSON-RPC error)', async () => {
    const f = claudeEdit();
    const el = await prompt({ ...f, request: { ...f.request, error: { code: -32603, message: 'x' }, answeredAt: 1 } });
    expect(el.getAttribute('state')).to.equal('failed');
    expect(decision(el)).to.equal('The answer could not be sent.');
  });
});

describe('<permission-prompt> batch form', () => {
  async function batch(sessionId = `batch-${++sessionCounter}`) {
    const state = stories.batchStore(sessionId).getState();
    const requests = selectPendingPermissions(state, sessionId);
    const el = await fixture<PermissionPrompt>(
      html`<permission-prompt .requests=${requests} .toolCalls=${selectToolCalls(state, sessionId)} no-autofocus></permission-prompt>`,
    );
    return { el, requests, sessionId };
  }

  it('shows N waiting with per-item options', async () => {
    const { el } = await batch();
    expect(el.shadowRoot!.querySelector('[part="heading"]')!.textContent).to.equal('3 waiting for approval');
    const items = [...el.shadowRoot!.querySelectorAll('[part="item"]')];
    expect(items.map((item) => item.querySelector('[part="title"]')!.textContent!.trim())).to.deep.equal([
      'Writing to src/greet.ts',
      'Writing to src/index.ts',
      'npm test',
    ]);
    expect(items.map((item) => item.querySelectorAll('button[part="option"]').length)).to.deep.equal([3, 3, 3]);
    // Shortcuts belong to the first waiting request only.
    expect(items.map((item) => item.querySelectorAll('kbd').length)).to.deep.equal([3, 0, 0]);
  });

  it("draws an item's details (its diff, its command) only when opened", async () => {
    const { el } = await batch();
    const first = el.shadowRoot!.querySelector('[part="item"]')!;
    expect(first.querySelector('diff-view')).to.equal(null);
    const details = first.querySelector<HTMLDetailsElement>('details')!;
    details.querySelector('summary')!.click();
    await new Promise((resolve) => details.addEventListener('toggle', resolve, { once: true }));
    await el.updateComplete;
    expect((first.querySelector('diff-view') as HTMLElement & { diff?: { path?: string } }).diff?.path).to.equal(
      '/home/dev/demo-project/src/greet.ts',
    );
  });

  it('answers one item, then the count drops', async () => {
    const { el, sessionId } = await batch();
    const second = el.shadowRoot!.querySelectorAll('[part="item"]')[1];
    second.querySelector<HTMLButtonElement>('[data-option-id="cancel"]')!.click();
    await el.updateComplete;
    expect(answers.events.map((e) => [e.detail.sessionId, e.detail.requestId, e.detail.toolCallId, e.detail.outcome])).to.deep.equal([
      [sessionId, 2, 'write-2', { outcome: 'selected', optionId: 'cancel' }],
    ]);
    expect(el.shadowRoot!.querySelector('[part="heading"]')!.textContent).to.equal('2 waiting for approval');
  });

  it("allows all once: one answer per waiting request, with each one's allow_once option", async () => {
    const { el } = await batch();
    const allowAll = el.shadowRoot!.querySelector<HTMLButtonElement>('[part="allow-all"]')!;
    allowAll.click();
    allowAll.click();
    expect(answers.events.map((e) => [e.detail.requestId, e.detail.outcome])).to.deep.equal([
      [1, { outcome: 'selected', optionId: 'proceed_once' }],
      [2, { outcome: 'selected', optionId: 'proceed_once' }],
      [3, { outcome: 'selected', optionId: 'proceed_once' }],
    ]);
  });

  it('rejects all, skipping items already answered', async () => {
    const { el } = await batch();
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="item"] [data-option-id="proceed_once"]')!.click();
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part="reject-all"]')!.click();
    expect(answers.events.map((e) => [e.detail.requestId, e.detail.outcome])).to.deep.equal([
      [1, { outcome: 'selected', optionId: 'proceed_once' }],
      [2, { outcome: 'selected', optionId: 'cancel' }],
      [3, { outcome: 'selected', optionId: 'cancel' }],
    ]);
  });

  it('offers "allow all once" only when every waiting request has an allow_once option', async () => {
    const { requests } = await batch();
    const mixed = [
      ...requests,
      {
        ...fresh(stories.recordedRequest('claude-agent-acp', 0)).request,
        options: [{ optionId: 'no', name: 'No', kind: 'reject_once' as const }],
      },
    ];
    const el = await fixture<PermissionPrompt>(html`<permission-prompt .requests=${mixed} no-autofocus></permission-prompt>`);
    expect(el.shadowRoot!.querySelector('[part="allow-all"]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('[part="reject-all"]')).to.not.equal(null);
  });

  it('shows one request of a batch as a single prompt, and nothing when none waits', async () => {
    const { requests } = await batch();
    const el = await fixture<PermissionPrompt>(
      html`<permission-prompt .requests=${requests.slice(0, 1)} no-autofocus></permission-prompt>`,
    );
    expect(el.shadowRoot!.querySelector('[part="heading"]')!.textContent).to.equal('Approval needed');
    el.requests = [];
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="base"]')).to.equal(null);
    expect(el.getAttribute('state')).to.equal('');
  });
});

describe('<permission-prompt> layout, i18n and accessibility', () => {
  it('keeps the options on screen under a huge diff when pinned', async () => {
    const f = fresh(stories.hugeDiffFixture());
    const el = await fixture<PermissionPrompt>(html`<permission-prompt .request=${f.request} .toolCall=${f.toolCall} layout="pinned"
      style="--permission-prompt-max-height: 240px" no-autofocus></permission-prompt>`);
    const base = el.shadowRoot!.querySelector('[part="base"]')!.getBoundingClientRect();
    expect(base.height).to.be.at.most(240);
    for (const button of options(el)) {
      const box = button.getBoundingClientRect();
      expect(box.top).to.be.at.least(base.top);
      expect(box.bottom).to.be.at.most(base.bottom);
    }
    // The details take what is left above the options, never the options' room.
    const details = el.shadowRoot!.querySelector('[part="details"]')!.getBoundingClientRect();
    const footer = el.shadowRoot!.querySelector('[part="footer"]')!.getBoundingClientRect();
    expect(details.bottom).to.be.at.most(footer.top + 0.5);
    expect(footer.height).to.be.greaterThan(0);
  });

  it('speaks Simplified and Traditional Chinese', async () => {
    const f = claudeEdit();
    const root = await fixture<HTMLElement>(
      html`<div lang="zh-CN"><permission-prompt .request=${f.request} .toolCall=${f.toolCall} no-autofocus></permission-prompt></div>`,
    );
    const el = root.querySelector('permission-prompt')!;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="heading"]')!.textContent).to.equal('需要批准');
    const tw = await fixture<HTMLElement>(
      html`<div lang="zh-TW"><permission-prompt .request=${fresh(stories.cancelledFixture(false)).request} no-autofocus></permission-prompt></div>`,
    );
    const twPrompt = tw.querySelector('permission-prompt')!;
    await twPrompt.updateComplete;
    // Withdrawn: the heading no longer asks for an approval.
    expect(twPrompt.shadowRoot!.querySelector('[part="heading"]')!.textContent).to.equal('核准請求已關閉');
    expect(decision(twPrompt)).to.equal('本輪已取消；正在撤回此要求。');
  });

  for (const name of Object.keys(stories).filter((key) => /^[A-Z]/.test(key))) {
    for (const theme of ['light', 'dark'] as const) {
      it(`story ${name} is accessible (${theme})`, async () => {
        const story = (stories as unknown as Record<string, { render: () => ReturnType<typeof html> }>)[name];
        const root = await fixture<HTMLElement>(html`<div>${story.render()}</div>`);
        for (const el of root.querySelectorAll('permission-prompt')) {
          el.theme = theme;
          await el.updateComplete;
        }
        expect(root.querySelectorAll('permission-prompt').length).to.be.greaterThan(0);
        await expect(root).to.be.accessible();
      });
    }
  }
});
