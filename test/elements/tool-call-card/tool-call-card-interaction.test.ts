// SPDX-License-Identifier: Apache-2.0
// <tool-call-card>: reflected attributes, expansion (policy, host overrides, the user's choice),
// tool-call-toggle and location-open events, keyboard use, copy buttons.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/define.js';
import type { ToolCallCard } from '../../../src/index.js';
import type { PermissionOption, ToolCallView } from '../../../src/state/index.js';
import {
  $,
  $$,
  body,
  card,
  clickToggle,
  markup,
  part,
  ROOT,
  setCall,
  text,
  textOf,
  toggle,
  view,
  withClipboard,
} from '../../helpers/cards.js';
import { expectEvent, expectNoEvent } from '../../helpers/events.js';
import { frames, waitUntil } from '../../helpers/time.js';
import { onDemandModulesLoaded } from '../../helpers/on-demand.js';

// What define.js loads on demand (marked, <diff-view>, <terminal-view>) is in place before any test renders.
before(onDemandModulesLoaded);

interface LocationDetail {
  path: string;
  line?: number;
}

const OPTIONS: PermissionOption[] = [
  { optionId: 'allow', name: 'Allow', kind: 'allow_once' },
  { optionId: 'reject', name: 'Reject', kind: 'reject_once' },
];

/** Content so that every call below has a body to expand. */
const withBody = (fields: Partial<ToolCallView>) => view({ content: [text('output')], ...fields });
const running = (kind: string) => withBody({ kind, status: 'in_progress', endedAt: undefined });

/** Whether the body is shown, checked every way it is exposed. */
function isOpen(el: ToolCallCard): boolean {
  const shown = body(el) !== null;
  expect(el.open, 'open property').to.equal(shown);
  expect(el.hasAttribute('open'), 'open attribute').to.equal(shown);
  expect(toggle(el)!.getAttribute('aria-expanded'), 'aria-expanded').to.equal(String(shown));
  return shown;
}

describe('<tool-call-card> attributes', () => {
  it('reflects kind, status, tool-call-id and open, and follows updates', async () => {
    const first = withBody({ toolCallId: 'toolu_01A', kind: 'read', status: 'pending', endedAt: undefined });
    const el = await card(first);
    expect(el.getAttribute('kind')).to.equal('read');
    expect(el.getAttribute('status')).to.equal('pending');
    expect(el.getAttribute('tool-call-id')).to.equal('toolu_01A');
    expect(el.hasAttribute('open')).to.equal(false);
    await setCall(el, { ...first, kind: 'search', status: 'failed', endedAt: 3_000 });
    expect(el.getAttribute('kind')).to.equal('search');
    expect(el.getAttribute('status')).to.equal('failed');
    expect(el.hasAttribute('open')).to.equal(true);
  });

  it('reflects the displayed status, not only the wire status', async () => {
    const el = await card(
      withBody({ kind: 'edit', status: 'pending', endedAt: undefined, permission: { requestId: 0, options: OPTIONS } }),
    );
    expect(el.getAttribute('status')).to.equal('awaiting_approval');
  });

  it('reflects unknown kinds as sent', async () => {
    expect((await card(withBody({ kind: '_vendor_kind' }))).getAttribute('kind')).to.equal('_vendor_kind');
  });

  it('reflects theme', async () => {
    const el = await card(withBody({}), { theme: 'dark' });
    expect(el.getAttribute('theme')).to.equal('dark');
  });

  it('reflects open only while the body is shown (a body-less running command shows none)', async () => {
    const el = await card(view({ kind: 'execute', status: 'in_progress', endedAt: undefined, content: [], rawInput: {} }));
    expect(part(el, 'body')).to.equal(null);
    expect(el.hasAttribute('open')).to.equal(false);
  });
});

describe('<tool-call-card> default expansion', () => {
  const cases: Array<[string, ToolCallView, boolean]> = [
    [
      'a call awaiting approval',
      withBody({ kind: 'edit', status: 'pending', endedAt: undefined, permission: { requestId: 0, options: OPTIONS } }),
      true,
    ],
    ['a failed call', withBody({ kind: 'read', status: 'failed' }), true],
    ['a failed command', withBody({ kind: 'execute', status: 'failed' }), true],
    ['a running command', running('execute'), true],
    [
      'an approved command (about to run)',
      withBody({
        kind: 'execute',
        status: 'pending',
        endedAt: undefined,
        permission: { requestId: 0, options: OPTIONS, outcome: { outcome: 'selected', optionId: 'allow' } },
      }),
      true,
    ],
    ['a completed command', withBody({ kind: 'execute', status: 'completed' }), false],
    ['a cancelled command', withBody({ kind: 'execute', status: 'cancelled' }), false],
    [
      'a rejected command',
      withBody({
        kind: 'execute',
        status: 'pending',
        endedAt: undefined,
        permission: { requestId: 0, options: OPTIONS, outcome: { outcome: 'selected', optionId: 'reject' } },
      }),
      false,
    ],
    ['a pending command (input still streaming)', withBody({ kind: 'execute', status: 'pending', endedAt: undefined }), false],
    ['a paused command', withBody({ kind: 'execute', status: 'paused', endedAt: undefined }), false],
    ['a completed read', withBody({ kind: 'read', status: 'completed' }), false],
    ['a completed edit', withBody({ kind: 'edit', status: 'completed' }), false],
    ['a running read', running('read'), false],
    ['a running search', running('search'), false],
    ['a pending edit', withBody({ kind: 'edit', status: 'pending', endedAt: undefined }), false],
  ];
  for (const [what, toolCall, open] of cases) {
    it(`${open ? 'opens' : 'closes'} ${what}`, async () => {
      expect(isOpen(await card(toolCall))).to.equal(open);
    });
  }

  it('collapses a running command once it completes', async () => {
    const call = running('execute');
    const el = await card(call);
    expect(isOpen(el)).to.equal(true);
    await setCall(el, { ...call, status: 'completed', endedAt: 5_000 });
    expect(isOpen(el)).to.equal(false);
  });

  it('turns the chevron smoothly only after the user toggled (a policy change snaps)', async () => {
    const call = running('execute');
    const el = await card(call);
    const chevronTransition = () => getComputedStyle(toggle(el)!.querySelector('svg')!).transitionDuration;
    expect(chevronTransition(), 'running, opened by the policy').to.equal('0s');
    await setCall(el, { ...call, status: 'completed', endedAt: 5_000 });
    expect(isOpen(el)).to.equal(false);
    expect(chevronTransition(), 'closed by the policy').to.equal('0s');
    await clickToggle(el);
    expect(isOpen(el)).to.equal(true);
    expect(chevronTransition(), "the user's toggle").to.equal('0.12s');
  });

  it('opens a call when it fails', async () => {
    const call = running('read');
    const el = await card(call);
    expect(isOpen(el)).to.equal(false);
    await setCall(el, { ...call, status: 'failed', endedAt: 5_000 });
    expect(isOpen(el)).to.equal(true);
  });

  it('opens a call when the agent asks permission for it, and closes it after the answer completes it', async () => {
    const call = withBody({ kind: 'edit', status: 'pending', endedAt: undefined });
    const el = await card(call);
    expect(isOpen(el)).to.equal(false);
    await setCall(el, { ...call, permission: { requestId: 0, options: OPTIONS } });
    expect(isOpen(el)).to.equal(true);
    await setCall(el, {
      ...call,
      status: 'completed',
      endedAt: 4_000,
      permission: { requestId: 0, options: OPTIONS, outcome: { outcome: 'selected', optionId: 'allow' } },
    });
    expect(isOpen(el)).to.equal(false);
  });
});

describe('<tool-call-card> host overrides and expansion policy', () => {
  it('`expanded` opens a call the policy would close', async () => {
    expect(isOpen(await card(withBody({ kind: 'read', status: 'completed' }), { expanded: true }))).to.equal(true);
  });

  it('`collapsed` closes a call the policy would open', async () => {
    expect(isOpen(await card(running('execute'), { collapsed: true }))).to.equal(false);
  });

  it('`collapsed` still opens calls that need attention', async () => {
    expect(isOpen(await card(withBody({ status: 'failed' }), { collapsed: true }))).to.equal(true);
    const awaiting = withBody({ kind: 'edit', status: 'pending', endedAt: undefined, permission: { requestId: 0, options: OPTIONS } });
    expect(isOpen(await card(awaiting, { collapsed: true }))).to.equal(true);
  });

  it('reads the `expanded` / `collapsed` attributes', async () => {
    const call = withBody({ kind: 'read', status: 'completed' });
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="en"><tool-call-card expanded .toolCall=${call}></tool-call-card></div>`);
    const el = wrapper.querySelector('tool-call-card')!;
    await el.updateComplete;
    expect(isOpen(el)).to.equal(true);
    el.removeAttribute('expanded');
    el.setAttribute('collapsed', '');
    await el.updateComplete;
    expect(isOpen(el)).to.equal(false);
  });

  it('a per-kind policy decides for that kind', async () => {
    const policy = { edit: 'expanded' as const, execute: 'collapsed' as const };
    expect(isOpen(await card(withBody({ kind: 'edit', status: 'completed' }), { expansionPolicy: policy }))).to.equal(true);
    expect(isOpen(await card(running('execute'), { expansionPolicy: policy }))).to.equal(false);
    expect(isOpen(await card(withBody({ kind: 'read', status: 'completed' }), { expansionPolicy: policy }))).to.equal(false);
    expect(
      isOpen(await card(running('execute'), { expansionPolicy: { edit: 'expanded' } })),
      'kinds the policy does not name keep the default',
    ).to.equal(true);
  });

  it('`default` in the policy applies to every kind it does not name', async () => {
    const policy = { default: 'expanded' as const, search: 'collapsed' as const };
    expect(isOpen(await card(withBody({ kind: 'read', status: 'completed' }), { expansionPolicy: policy }))).to.equal(true);
    expect(isOpen(await card(withBody({ kind: 'mystery_kind', status: 'completed' }), { expansionPolicy: policy }))).to.equal(true);
    expect(isOpen(await card(withBody({ kind: 'search', status: 'completed' }), { expansionPolicy: policy }))).to.equal(false);
    expect(isOpen(await card(running('execute'), { expansionPolicy: { default: 'collapsed' } }))).to.equal(false);
  });

  it('no policy closes a failed call or one awaiting approval', async () => {
    const policy = { default: 'collapsed' as const, read: 'collapsed' as const, edit: 'collapsed' as const };
    expect(isOpen(await card(withBody({ kind: 'read', status: 'failed' }), { expansionPolicy: policy }))).to.equal(true);
    const awaiting = withBody({ kind: 'edit', status: 'pending', endedAt: undefined, permission: { requestId: 0, options: OPTIONS } });
    expect(isOpen(await card(awaiting, { expansionPolicy: policy }))).to.equal(true);
  });
});

describe('<tool-call-card> the user’s toggle', () => {
  it('is a button that controls the body', async () => {
    const el = await card(withBody({ status: 'completed' }));
    const button = toggle(el)!;
    expect(button.localName).to.equal('button');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.getAttribute('aria-label')).to.equal('Expand');
    await clickToggle(el);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(button.getAttribute('aria-label')).to.equal('Collapse');
    const controlled = el.shadowRoot!.getElementById(button.getAttribute('aria-controls')!);
    expect(controlled, 'aria-controls names an element').to.not.equal(null);
    expect(controlled).to.equal(body(el));
    await clickToggle(el);
    expect(isOpen(el)).to.equal(false);
  });

  it('gives every card its own body id', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="en">
      <tool-call-card expanded .toolCall=${withBody({})}></tool-call-card><tool-call-card expanded .toolCall=${withBody({})}></tool-call-card>
    </div>`);
    const [a, b] = [...wrapper.querySelectorAll('tool-call-card')];
    await a.updateComplete;
    await b.updateComplete;
    expect(toggle(a)!.getAttribute('aria-controls')).not.to.equal(toggle(b)!.getAttribute('aria-controls'));
  });

  it('survives later updates of the same call (status changes included)', async () => {
    const call = withBody({ kind: 'read', status: 'in_progress', endedAt: undefined });
    const el = await card(call);
    expect(isOpen(el)).to.equal(false);
    await clickToggle(el);
    expect(isOpen(el)).to.equal(true);
    await setCall(el, { ...call, updatedAt: 3_000, content: [text('more output')] });
    expect(isOpen(el)).to.equal(true);
    await setCall(el, { ...call, status: 'completed', updatedAt: 4_000, endedAt: 4_000 });
    expect(isOpen(el)).to.equal(true);
  });

  it('keeps a command the user closed closed while it runs and after it ends', async () => {
    const call = running('execute');
    const el = await card(call);
    expect(isOpen(el)).to.equal(true);
    await clickToggle(el);
    expect(isOpen(el)).to.equal(false);
    await setCall(el, { ...call, content: [text('output\nmore')], updatedAt: 3_000 });
    expect(isOpen(el)).to.equal(false);
    await setCall(el, { ...call, status: 'completed', endedAt: 4_000 });
    expect(isOpen(el)).to.equal(false);
  });

  it('beats the host overrides', async () => {
    const collapsed = await card(withBody({ status: 'completed' }), { collapsed: true });
    await clickToggle(collapsed);
    expect(isOpen(collapsed)).to.equal(true);
    const expanded = await card(withBody({ status: 'completed' }), { expanded: true });
    await clickToggle(expanded);
    expect(isOpen(expanded)).to.equal(false);
  });

  it('is forgotten when the element shows another call', async () => {
    const el = await card(withBody({ toolCallId: 'a', status: 'completed' }));
    await clickToggle(el);
    expect(isOpen(el)).to.equal(true);
    await setCall(el, withBody({ toolCallId: 'b', status: 'completed' }));
    expect(isOpen(el)).to.equal(false);
  });

  it('also toggles from a click on the header’s free space (the title)', async () => {
    const el = await card(withBody({ status: 'completed' }));
    part(el, 'title')!.click();
    await el.updateComplete;
    expect(isOpen(el)).to.equal(true);
  });

  it('does not toggle when a header button is clicked', async () => {
    const el = await card(withBody({ status: 'completed', locations: [{ path: `${ROOT}/a.js`, line: 2 }] }));
    await expectNoEvent(el, 'tool-call-toggle', () => part<HTMLButtonElement>(el, 'locations')!.click());
    await el.updateComplete;
    expect(isOpen(el)).to.equal(false);
  });
});

describe('<tool-call-card> tool-call-toggle', () => {
  it('fires with {sessionId, toolCallId, expanded}, bubbling out of the shadow root', async () => {
    const el = await card(withBody({ sessionId: 'sess-9', toolCallId: 'toolu_01X', status: 'completed' }));
    const wrapper = el.parentElement!;
    const opened = await expectEvent(wrapper, 'tool-call-toggle', () => toggle(el)!.click());
    expect(opened.detail).to.deep.equal({ sessionId: 'sess-9', toolCallId: 'toolu_01X', expanded: true });
    expect(opened.bubbles).to.equal(true);
    expect(opened.composed).to.equal(true);
    expect(opened.cancelable).to.equal(true);
    await el.updateComplete;
    const closed = await expectEvent(wrapper, 'tool-call-toggle', () => toggle(el)!.click());
    expect(closed.detail.expanded).to.equal(false);
  });

  it('keeps the card as it is when the host calls preventDefault()', async () => {
    const el = await card(withBody({ status: 'completed' }));
    const cancel = (event: Event) => event.preventDefault();
    el.parentElement!.addEventListener('tool-call-toggle', cancel);
    try {
      await clickToggle(el);
      expect(isOpen(el)).to.equal(false);
    } finally {
      el.parentElement!.removeEventListener('tool-call-toggle', cancel);
    }
    // Once the host stops cancelling, the next click works and is remembered.
    await clickToggle(el);
    expect(isOpen(el)).to.equal(true);
  });

  it('cancelling a close keeps an open card open', async () => {
    const call = running('execute');
    const el = await card(call);
    const cancel = (event: Event) => event.preventDefault();
    el.parentElement!.addEventListener('tool-call-toggle', cancel);
    await clickToggle(el);
    el.parentElement!.removeEventListener('tool-call-toggle', cancel);
    expect(isOpen(el)).to.equal(true);
  });
});

describe('<tool-call-card> keyboard', () => {
  async function cardAfterButton(toolCall: ToolCallView) {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="en"><button id="before">before</button><tool-call-card .toolCall=${toolCall}></tool-call-card></div>`,
    );
    const el = wrapper.querySelector('tool-call-card')!;
    await el.updateComplete;
    wrapper.querySelector<HTMLButtonElement>('#before')!.focus();
    return el;
  }

  it('reaches the toggle with Tab and operates it with Enter and Space', async () => {
    const el = await cardAfterButton(withBody({ status: 'completed' }));
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(toggle(el));
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(isOpen(el)).to.equal(true);
    expect(el.shadowRoot!.activeElement, 'focus stays on the toggle').to.equal(toggle(el));
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(isOpen(el)).to.equal(false);
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(isOpen(el)).to.equal(true);
  });

  it('fires tool-call-toggle from the keyboard too', async () => {
    const el = await cardAfterButton(withBody({ toolCallId: 'kbd', status: 'completed' }));
    await sendKeys({ press: 'Tab' });
    const event = await expectEvent(el.parentElement!, 'tool-call-toggle', () => sendKeys({ press: 'Enter' }));
    expect(event.detail).to.deep.equal({ sessionId: 's1', toolCallId: 'kbd', expanded: true });
  });

  it('reaches the location button next with Tab, and opens it with Enter', async () => {
    const el = await cardAfterButton(withBody({ status: 'completed', locations: [{ path: `${ROOT}/src/app.js`, line: 7 }] }));
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(part(el, 'locations'));
    const event = await expectEvent(el.parentElement!, 'location-open', () => sendKeys({ press: 'Enter' }));
    expect(event.detail).to.deep.equal({ path: `${ROOT}/src/app.js`, line: 7 });
  });
});

describe('<tool-call-card> location-open', () => {
  it('fires {path, line} for a single location, composed and bubbling', async () => {
    const el = await card(withBody({ locations: [{ path: `${ROOT}/src/app.js`, line: 12 }] }), { root: ROOT });
    const wrapper = el.parentElement!;
    const event = await expectEvent(wrapper, 'location-open', () => part<HTMLButtonElement>(el, 'locations')!.click());
    expect(event.detail).to.deep.equal({ path: `${ROOT}/src/app.js`, line: 12 });
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
  });

  it('fires only the path when the location has no line', async () => {
    const el = await card(withBody({ locations: [{ path: `${ROOT}/src/util.js` }] }), { root: ROOT });
    const event = await expectEvent(el.parentElement!, 'location-open', () => part<HTMLButtonElement>(el, 'locations')!.click());
    expect(event.detail).to.deep.equal({ path: `${ROOT}/src/util.js` });
  });

  it('fires the absolute path, not the one shown relative to root', async () => {
    const el = await card(withBody({ locations: [{ path: `${ROOT}/deep/dir/file.ts`, line: 1 }] }), { root: ROOT });
    const event = await expectEvent(el.parentElement!, 'location-open', () => part<HTMLButtonElement>(el, 'locations')!.click());
    expect(event.detail.path).to.equal(`${ROOT}/deep/dir/file.ts`);
  });

  it('fires for each entry of a location list', async () => {
    const locations = [{ path: `${ROOT}/src/a.ts`, line: 1 }, { path: `${ROOT}/src/b.ts` }, { path: `${ROOT}/src/c.ts`, line: 40 }];
    const el = await card(withBody({ kind: 'edit', locations }), { root: ROOT });
    part<HTMLButtonElement>(el, 'locations')!.click();
    await el.updateComplete;
    const buttons = $$<HTMLButtonElement>(el, '.location-list button');
    expect(buttons).to.have.length(3);
    const details: LocationDetail[] = [];
    const listener = (event: Event) => details.push((event as Event & { detail: LocationDetail }).detail);
    document.body.addEventListener('location-open', listener);
    try {
      for (const button of buttons) button.click();
    } finally {
      document.body.removeEventListener('location-open', listener);
    }
    expect(details).to.deep.equal([
      { path: `${ROOT}/src/a.ts`, line: 1 },
      { path: `${ROOT}/src/b.ts` },
      { path: `${ROOT}/src/c.ts`, line: 40 },
    ]);
  });

  it('passes through a location line of 0 as sent (claude-code-acp v0.16)', async () => {
    const el = await card(withBody({ locations: [{ path: `${ROOT}/src/app.js`, line: 0 }] }));
    const event = await expectEvent(el.parentElement!, 'location-open', () => part<HTMLButtonElement>(el, 'locations')!.click());
    expect(event.detail).to.deep.equal({ path: `${ROOT}/src/app.js`, line: 0 });
  });
});

describe('<tool-call-card> copy buttons', () => {
  const copyButton = (root: ParentNode, label: string) =>
    [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label') === label);

  it('copies the title', async () => {
    await withClipboard(async (written) => {
      const el = await card(withBody({ kind: 'edit', title: 'Edit `src/app.js`' }));
      const button = copyButton(el.shadowRoot!, 'Copy title')!;
      expect(button, 'a "Copy title" button').to.not.equal(undefined);
      const before = markup(button.querySelector('svg'));
      button.click();
      await waitUntil(() => markup(button.querySelector('svg')) !== before, 'the copy to be confirmed');
      expect(written).to.deep.equal(['Edit `src/app.js`']);
      expect(markup(button.querySelector('svg')), 'the icon confirms the copy').not.to.equal(before);
    });
  });

  it('copies the command of an execute call (from rawInput.command)', async () => {
    await withClipboard(async (written) => {
      const el = await card(
        withBody({ kind: 'execute', title: 'Run tests', rawInput: { command: 'npm test -- --watch=false', description: 'Run tests' } }),
      );
      copyButton(el.shadowRoot!, 'Copy command')!.click();
      await waitUntil(() => written.length > 0, 'the copy');
      expect(written).to.deep.equal(['npm test -- --watch=false']);
    });
  });

  it('copies the script of a codex command (["/bin/bash", "-lc", script])', async () => {
    await withClipboard(async (written) => {
      const el = await card(
        withBody({ kind: 'execute', title: 'cargo test', rawInput: { command: ['/bin/bash', '-lc', 'cargo test --all'], cwd: '/w' } }),
      );
      copyButton(el.shadowRoot!, 'Copy command')!.click();
      await waitUntil(() => written.length > 0, 'the copy');
      expect(written).to.deep.equal(['cargo test --all']);
    });
  });

  it('copies the title of an execute call without a command in rawInput', async () => {
    await withClipboard(async (written) => {
      const el = await card(withBody({ kind: 'execute', title: 'ls -la' }));
      copyButton(el.shadowRoot!, 'Copy command')!.click();
      await waitUntil(() => written.length > 0, 'the copy');
      expect(written).to.deep.equal(['ls -la']);
    });
  });

  it('copies text output without ANSI escapes, from the corner of the first text block', async () => {
    await withClipboard(async (written) => {
      const el = await card(view({ kind: 'fetch', content: [text('hello\n\u001b[31mred\u001b[0m\n'), text('more')] }), { expanded: true });
      const copyable = part(el, 'body')!.querySelector('.copyable')!;
      expect(copyable.querySelector('pre'), 'the button sits with its block').to.not.equal(null);
      expect($$(el, '[part=body] [part=copy]').length, 'one output copy for the card').to.equal(1);
      copyButton(copyable, 'Copy output')!.click();
      await waitUntil(() => written.length > 0, 'the copy');
      expect(written).to.deep.equal(['hello\nred\n\n\nmore']);
    });
  });

  it('leaves copying output that is one fenced block to that block’s own button: one copy icon, not two', async () => {
    await withClipboard(async (written) => {
      const el = await card(
        view({ kind: 'read', status: 'failed', content: [text('```\nError: ENOENT: no such file or directory\n```')] }),
        {
          expanded: true,
        },
      );
      const body = part(el, 'body')!;
      await waitUntil(() => body.querySelector('.code-block') !== null, 'the markdown to be drawn');
      expect(copyButton(body, 'Copy output')).to.equal(undefined);
      const own = [...body.querySelectorAll('button')].filter((button) => /copy/i.test(button.getAttribute('aria-label') ?? ''));
      expect(own.map((button) => button.getAttribute('aria-label'))).to.deep.equal(['Copy code']);
      own[0]!.click();
      await waitUntil(() => written.length > 0, 'the copy');
      expect(written).to.deep.equal(['Error: ENOENT: no such file or directory']);
    });
  });

  it('leaves copying coloured command output to the terminal that draws it', async () => {
    const el = await card(view({ kind: 'execute', content: [text('hello\n\u001b[31mred\u001b[0m\n')] }), { expanded: true });
    expect(copyButton(part(el, 'body')!, 'Copy output')).to.equal(undefined);
    expect(part(el, 'body')!.querySelector('terminal-view')).to.not.equal(null);
  });

  it('copies raw input and raw output as shown', async () => {
    await withClipboard(async (written) => {
      const rawInput = { pattern: 'TODO', path: ROOT, '-n': true };
      const el = await card(view({ kind: 'search', rawInput, rawOutput: 'src/app.js:5:  // TODO: validate name' }), { expanded: true });
      copyButton(part(el, 'raw-input')!, 'Copy input')!.click();
      copyButton(part(el, 'raw-output')!, 'Copy output')!.click();
      await waitUntil(() => written.length === 2, 'both copies');
      expect(written).to.deep.equal([JSON.stringify(rawInput, null, 2), 'src/app.js:5:  // TODO: validate name']);
    });
  });

  it('labels copy buttons in Chinese', async () => {
    const el = await card(withBody({ kind: 'execute', rawInput: { command: 'ls' } }), { lang: 'zh-TW' });
    expect(copyButton(el.shadowRoot!, '複製命令')).to.not.equal(undefined);
    const cn = await card(withBody({ kind: 'read' }), { lang: 'zh-CN' });
    expect(copyButton(cn.shadowRoot!, '复制标题')).to.not.equal(undefined);
  });

  it('does not toggle the card when copying from the header', async () => {
    await withClipboard(async () => {
      const el = await card(withBody({ status: 'completed' }));
      await expectNoEvent(el, 'tool-call-toggle', () => copyButton(el.shadowRoot!, 'Copy title')!.click());
      await el.updateComplete;
      expect(isOpen(el)).to.equal(false);
    });
  });

  it('survives a clipboard that refuses', async () => {
    // The refusal the card got, to know when it has handled it.
    const refusals: Promise<void>[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      value: {
        writeText: () => {
          const refusal = Promise.reject(new DOMException('denied', 'NotAllowedError'));
          refusals.push(refusal.catch(() => undefined));
          return refusal;
        },
      },
      configurable: true,
    });
    try {
      const el = await card(withBody({}));
      const button = copyButton(el.shadowRoot!, 'Copy title')!;
      const before = markup(button.querySelector('svg'));
      button.click();
      expect(refusals, 'the card asked the clipboard').to.have.length(1);
      await refusals[0];
      // The card's handler resumed in the same microtask queue; a frame later any render it asked for is done.
      await frames(1);
      await el.updateComplete;
      expect(markup(button.querySelector('svg')), 'no false confirmation').to.equal(before);
    } finally {
      delete (navigator as unknown as Record<string, unknown>).clipboard;
    }
  });
});

describe('<tool-call-card> misc', () => {
  it('has every interactive control reachable as a button or link', async () => {
    const el = await card(
      view({
        kind: 'edit',
        locations: [{ path: '/a' }, { path: '/b' }],
        content: [text('[docs](https://example.com)')],
        rawInput: { a: 1 },
      }),
      { expanded: true },
    );
    for (const clickable of $$(el, '[part=toggle], [part=locations], [part=copy]')) {
      expect(['button', 'a']).to.include(clickable.localName);
    }
    expect($(el, '[part=body] a[href]')).to.not.equal(null);
    expect(textOf(part(el, 'raw-input')!.querySelector('summary'))).to.equal('Input');
  });
});
