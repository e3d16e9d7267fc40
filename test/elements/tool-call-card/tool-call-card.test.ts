// SPDX-License-Identifier: Apache-2.0
// What <tool-call-card> shows for each part of a ToolCallView (ACP tool call, acp-reference §2).
// Interaction (expansion, events, keyboard, copy) is in tool-call-card-interaction.test.ts.
import { emulateMedia } from '@web/test-runner-commands';
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/define.js';
import type { ToolCallCard } from '../../../src/index.js';
import { spinnerCount } from '../../../src/scheduling/spin.js';
import type { PermissionOption, ToolCallPermission, ToolCallView } from '../../../src/state/index.js';
import {
  $,
  $$,
  body,
  card as renderCard,
  clickToggle,
  markup,
  part,
  partText,
  ROOT,
  setCall,
  statusText,
  terminal,
  text,
  textOf,
  view,
} from '../../helpers/cards.js';
import { withManualClock } from '../../helpers/clock.js';
import { expectEvent } from '../../helpers/events.js';
import { onDemandModulesLoaded } from '../../helpers/on-demand.js';
import { waitUntil } from '../../helpers/time.js';

// What define.js loads on demand (marked, <diff-view>, <terminal-view>) is in place before any test renders.
before(onDemandModulesLoaded);

const call: ToolCallView = view({ toolCallId: 'call_1', firstSeenAt: 0, updatedAt: 1, endedAt: 1 });

async function card(toolCall: ToolCallView, lang = 'en'): Promise<ToolCallCard> {
  return renderCard(toolCall, { lang });
}

/** The ten ACP tool kinds (acp-reference §2.5). */
const KINDS = ['read', 'edit', 'delete', 'move', 'search', 'execute', 'think', 'fetch', 'switch_mode', 'other'];

/** The options claude-agent-acp sends with `session/request_permission` (test/fixtures). */
const OPTIONS: PermissionOption[] = [
  { optionId: 'allow_always', name: 'Always Allow', kind: 'allow_always' },
  { optionId: 'allow', name: 'Allow', kind: 'allow_once' },
  { optionId: 'reject', name: 'Reject', kind: 'reject_once' },
];
const permission = (outcome?: ToolCallPermission['outcome']): ToolCallPermission =>
  outcome ? { requestId: 1, options: OPTIONS, outcome } : { requestId: 1, options: OPTIONS };

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('<tool-call-card>', () => {
  it('reflects kind, status and tool-call-id as attributes', async () => {
    const el = await card({ ...call, kind: 'execute', status: 'in_progress' });
    expect(el.getAttribute('kind')).to.equal('execute');
    expect(el.getAttribute('status')).to.equal('in_progress');
    expect(el.getAttribute('tool-call-id')).to.equal('call_1');
  });

  it('renders an agent title as text, never as HTML', async () => {
    const el = await card({ ...call, title: '<img src=x onerror="window.__pwned=1">' });
    expect(part(el, 'title')!.textContent).to.equal('<img src=x onerror="window.__pwned=1">');
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
  });

  const fallbacks: Array<[string, Partial<ToolCallView>, string]> = [
    ['name', { name: 'read_file' }, 'read_file'],
    ['_meta.claudeCode.toolName', { meta: { claudeCode: { toolName: 'Glob' } } }, 'Glob'],
    ['_meta.tool_name', { meta: { tool_name: 'web_search' } }, 'web_search'],
    ['the kind label', { kind: 'fetch' }, 'Fetch'],
  ];
  for (const [source, fields, expected] of fallbacks) {
    it(`falls back to ${source} when the title is empty`, async () => {
      const el = await card({ ...call, title: '', ...fields });
      expect(part(el, 'title')!.textContent).to.equal(expected);
    });
  }

  it('shows "awaiting approval" while a permission has no outcome, then the decision', async () => {
    const permission = {
      requestId: 1,
      options: [
        { optionId: 'ok', name: 'Allow', kind: 'allow_once' as const },
        { optionId: 'no', name: 'Reject', kind: 'reject_once' as const },
      ],
    };
    expect(statusText(await card({ ...call, status: 'pending', permission }))).to.equal('Awaiting approval');
    const rejected = await card({
      ...call,
      status: 'failed',
      permission: { ...permission, outcome: { outcome: 'selected', optionId: 'no' } },
    });
    expect(statusText(rejected)).to.equal('Rejected');
  });

  it('speaks Simplified and Traditional Chinese', async () => {
    expect(statusText(await card(call, 'zh-CN'))).to.equal('已完成');
    expect(statusText(await card({ ...call, status: 'in_progress' }, 'zh-TW'))).to.equal('執行中');
  });

  it('is accessible', async () => {
    const el = await card(call);
    await expect(el).to.be.accessible();
  });

  it('is accessible expanded, with every kind of content', async () => {
    const el = await renderCard(
      view({
        kind: 'edit',
        locations: [{ path: `${ROOT}/src/app.js` }],
        content: [
          text('Done. See [the docs](https://example.com).\n\n```js\nconst a = 1;\n```'),
          { type: 'diff', path: `${ROOT}/src/app.js`, oldText: 'a', newText: 'b' },
          { type: 'content', content: { type: 'resource_link', uri: 'https://example.com/spec.pdf', name: 'spec.pdf', size: 10 } },
          { type: 'content', content: { type: 'resource_link', uri: `file://${ROOT}/README.md`, name: 'README.md' } },
          { type: 'content', content: { type: 'resource', resource: { uri: `file://${ROOT}/logo.bin`, blob: 'AAECAwQFBgc=' } } },
          { type: '_vendor_chart', series: [1] },
        ],
        rawInput: { file_path: `${ROOT}/src/app.js` },
        rawOutput: 'ok',
      }),
      { expanded: true, root: ROOT },
    );
    for (const details of el.shadowRoot!.querySelectorAll('details')) details.open = true;
    await expect(el.parentElement!).to.be.accessible();
  });

  it('lets keyboard users scroll output that scrolls (axe scrollable-region-focusable)', async () => {
    const long = Array.from({ length: 200 }, (_, i) => `const line${i} = ${i};`).join('\n');
    const el = await renderCard(
      view({
        kind: 'read',
        content: [
          {
            type: 'content',
            content: { type: 'resource', resource: { uri: `file://${ROOT}/big.js`, mimeType: 'text/javascript', text: long } },
          },
        ],
      }),
      { expanded: true, root: ROOT },
    );
    const pre = $(el, '[part=body] pre')!;
    expect(pre.scrollHeight, 'the block scrolls').to.be.greaterThan(pre.clientHeight);
    await expect(el.parentElement!).to.be.accessible();
  });

  it('keeps two open calls with the same title distinguishable (axe landmark-unique)', async () => {
    const running = { kind: 'execute', title: 'npm test', status: 'in_progress', endedAt: undefined, content: [text('PASS')] };
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="en">
      <tool-call-card .toolCall=${view(running)}></tool-call-card>
      <tool-call-card .toolCall=${view(running)}></tool-call-card>
    </div>`);
    const cards = [...wrapper.querySelectorAll('tool-call-card')];
    await Promise.all(cards.map((c) => c.updateComplete));
    expect(cards.every((c) => c.open)).to.equal(true);
    await expect(wrapper).to.be.accessible();
  });

  it('draws nothing without a toolCall', async () => {
    const el = await fixture<ToolCallCard>(html`<tool-call-card></tool-call-card>`);
    expect(part(el, 'base')).to.equal(null);
  });
});

describe('<tool-call-card> title', () => {
  it('renders inline markdown in titles (claude-agent-acp Glob title from the trace)', async () => {
    const el = await card(view({ kind: 'search', title: 'Find `/home/dev/demo-project` `**/*.js`' }));
    const title = part(el, 'title')!;
    expect([...title.querySelectorAll('code')].map((c) => c.textContent)).to.deep.equal(['/home/dev/demo-project', '**/*.js']);
    expect(textOf(title)).to.equal('Find /home/dev/demo-project **/*.js');
  });

  it('renders emphasis, and links as their text only (the header is clickable)', async () => {
    const el = await card(view({ kind: 'fetch', title: 'Fetch **docs** from [the site](https://example.com)' }));
    const title = part(el, 'title')!;
    expect(title.querySelector('strong')!.textContent).to.equal('docs');
    expect(title.querySelector('a')).to.equal(null);
    expect(textOf(title)).to.equal('Fetch docs from the site');
  });

  it('keeps the full title in the title attribute', async () => {
    const el = await card(view({ title: 'Edit `src/app.js`', kind: 'edit' }));
    expect(part(el, 'title')!.getAttribute('title')).to.equal('Edit `src/app.js`');
  });

  it('shows execute titles as typed, in a code style, without markdown', async () => {
    const command = "echo hello && printf '\\033[31mred\\033[0m\\n' && ls -la `pwd` **/*.js";
    const el = await card(view({ kind: 'execute', title: command }));
    const title = part(el, 'title')!;
    expect(title.textContent).to.equal(command);
    expect(title.querySelector('code, strong, em')).to.equal(null);
    expect(getComputedStyle(title).fontFamily).to.contain('monospace');
    const read = await card(view({ kind: 'read', title: 'Read src/app.js' }));
    expect(getComputedStyle(part(read, 'title')!).fontFamily).not.to.contain('monospace');
  });

  it('prefers name, then _meta.claudeCode.toolName, then _meta.tool_name, then the kind label', async () => {
    const meta = { claudeCode: { toolName: 'Grep' }, tool_name: 'grep_tool' };
    expect(partText(await card(view({ title: '', kind: 'search', name: 'search_files', meta })), 'title')).to.equal('search_files');
    expect(partText(await card(view({ title: '', kind: 'search', meta })), 'title')).to.equal('Grep');
    expect(partText(await card(view({ title: '', kind: 'search', meta: { tool_name: 'grep_tool' } })), 'title')).to.equal('grep_tool');
    expect(partText(await card(view({ title: '', kind: 'search' })), 'title')).to.equal('Search');
  });

  it('skips non-string and blank fallbacks', async () => {
    const el = await card(view({ title: '', kind: 'execute', name: '  ', meta: { claudeCode: { toolName: 42 }, tool_name: null } }));
    expect(partText(el, 'title')).to.equal('Run');
  });

  it('labels a kind-only title in the page language, and shows unknown kinds as sent', async () => {
    expect(partText(await card(view({ title: '', kind: 'execute' }), 'zh-CN'), 'title')).to.equal('运行');
    expect(partText(await card(view({ title: '', kind: 'execute' }), 'zh-TW'), 'title')).to.equal('執行');
    expect(partText(await card(view({ title: '', kind: 'mystery_kind' })), 'title')).to.equal('mystery_kind');
  });

  it('updates the title when the agent sends a better one (claude-agent-acp "Read File" → "Read src/app.js")', async () => {
    const first = view({ title: 'Read File', status: 'pending', endedAt: undefined });
    const el = await card(first);
    expect(partText(el, 'title')).to.equal('Read File');
    await setCall(el, { ...first, title: 'Read src/app.js' });
    expect(partText(el, 'title')).to.equal('Read src/app.js');
  });
});

describe('<tool-call-card> kind icons', () => {
  it('draws a distinct icon for each of the ten ACP kinds, and one fallback for unknown kinds', async () => {
    const icons = new Map<string, string>();
    for (const kind of [...KINDS, 'mystery_kind', '_vendor_kind']) {
      const el = await card(view({ kind }));
      const svg = part(el, 'icon')!.querySelector('svg');
      expect(svg, `icon of ${kind}`).to.not.equal(null);
      expect(svg!.getAttribute('aria-hidden'), `icon of ${kind} is decorative`).to.equal('true');
      icons.set(kind, markup(svg));
    }
    const known = KINDS.map((kind) => icons.get(kind)!);
    expect(new Set(known).size, 'ten different icons').to.equal(10);
    expect(icons.get('mystery_kind')).to.equal(icons.get('_vendor_kind'));
    expect(known).not.to.include(icons.get('mystery_kind'));
  });

  it('names the kind on the icon, in the page language', async () => {
    expect(part(await card(view({ kind: 'execute' })), 'icon')!.getAttribute('title')).to.equal('Run');
    expect(part(await card(view({ kind: 'switch_mode' }), 'zh-TW'), 'icon')!.getAttribute('title')).to.equal('切換模式');
    expect(part(await card(view({ kind: 'mystery_kind' })), 'icon')!.getAttribute('title')).to.equal('mystery_kind');
  });

  it('uses the host’s icons when given, with their fallback for other kinds', async () => {
    const icons = {
      read: html`<svg class="icon" data-icon="custom-read"></svg>`,
      fallback: html`<svg class="icon" data-icon="custom-fallback"></svg>`,
    };
    const read = await renderCard(view({ kind: 'read' }), { icons });
    expect(part(read, 'icon')!.querySelector('svg')!.dataset.icon).to.equal('custom-read');
    const edit = await renderCard(view({ kind: 'edit' }), { icons });
    expect(part(edit, 'icon')!.querySelector('svg')!.dataset.icon).to.equal('custom-fallback');
  });
});

describe('<tool-call-card> status', () => {
  const cases: Array<[string, Partial<ToolCallView>, string, string]> = [
    ['pending', { status: 'pending' }, 'pending', 'Pending'],
    ['in_progress', { status: 'in_progress' }, 'in_progress', 'Running'],
    ['completed', { status: 'completed' }, 'completed', 'Completed'],
    ['failed', { status: 'failed' }, 'failed', 'Failed'],
    ['cancelled', { status: 'cancelled' }, 'cancelled', 'Cancelled'],
    ['paused (v2)', { status: 'paused' }, 'paused', 'Paused'],
    ['a permission without outcome', { status: 'pending', permission: permission() }, 'awaiting_approval', 'Awaiting approval'],
    [
      'an allow_once outcome',
      { status: 'pending', permission: permission({ outcome: 'selected', optionId: 'allow' }) },
      'approved',
      'Approved',
    ],
    [
      'an allow_always outcome',
      { status: 'pending', permission: permission({ outcome: 'selected', optionId: 'allow_always' }) },
      'approved',
      'Approved',
    ],
    [
      'a reject_once outcome',
      { status: 'pending', permission: permission({ outcome: 'selected', optionId: 'reject' }) },
      'rejected',
      'Rejected',
    ],
    [
      'a reject_once outcome on a failed call',
      { status: 'failed', permission: permission({ outcome: 'selected', optionId: 'reject' }) },
      'rejected',
      'Rejected',
    ],
    [
      'a cancelled permission on an unfinished call',
      { status: 'pending', permission: permission({ outcome: 'cancelled' }) },
      'cancelled',
      'Cancelled',
    ],
    [
      'an approved call that then completed (trace)',
      { status: 'completed', permission: permission({ outcome: 'selected', optionId: 'allow' }) },
      'completed',
      'Completed',
    ],
    ['an unknown wire status', { status: 'queued' }, 'queued', 'queued'],
  ];
  for (const [what, fields, attribute, label] of cases) {
    it(`shows ${label} for ${what}`, async () => {
      const el = await card(view({ kind: 'edit', ...fields }));
      expect(statusText(el)).to.equal(label);
      expect(el.getAttribute('status')).to.equal(attribute);
      expect(part(el, 'status')!.querySelector('svg'), 'a status icon').to.not.equal(null);
    });
  }

  it('draws a different icon for each displayed status', async () => {
    const markups: string[] = [];
    for (const [, fields] of cases.slice(0, 10)) {
      if (fields.permission?.outcome && 'optionId' in fields.permission.outcome && fields.permission.outcome.optionId === 'allow_always')
        continue;
      const el = await card(view({ kind: 'edit', ...fields }));
      markups.push(markup(part(el, 'status')!.querySelector('svg')));
    }
    expect(markups).to.have.length(9);
    expect(new Set(markups).size).to.equal(9);
  });

  const localized: Array<[string, Partial<ToolCallView>, string, string]> = [
    ['awaiting approval', { status: 'pending', permission: permission() }, '等待批准', '等待核准'],
    ['approved', { status: 'pending', permission: permission({ outcome: 'selected', optionId: 'allow' }) }, '已批准', '已核准'],
    ['rejected', { status: 'failed', permission: permission({ outcome: 'selected', optionId: 'reject' }) }, '已拒绝', '已拒絕'],
    ['paused', { status: 'paused' }, '已暂停', '已暫停'],
    ['failed', { status: 'failed' }, '失败', '失敗'],
  ];
  for (const [what, fields, zhCN, zhTW] of localized) {
    it(`says ${what} in zh-CN and zh-TW`, async () => {
      expect(statusText(await card(view(fields), 'zh-CN'))).to.equal(zhCN);
      expect(statusText(await card(view(fields), 'zh-TW'))).to.equal(zhTW);
    });
  }

  it('follows status changes of the same call', async () => {
    const first = view({ kind: 'execute', status: 'pending', endedAt: undefined, permission: permission() });
    const el = await card(first);
    expect(el.getAttribute('status')).to.equal('awaiting_approval');
    await setCall(el, { ...first, permission: permission({ outcome: 'selected', optionId: 'allow' }) });
    expect(el.getAttribute('status')).to.equal('approved');
    await setCall(el, {
      ...first,
      status: 'completed',
      endedAt: 5_000,
      permission: permission({ outcome: 'selected', optionId: 'allow' }),
    });
    expect(el.getAttribute('status')).to.equal('completed');
    expect(statusText(el)).to.equal('Completed');
  });
});

describe('<tool-call-card> running animation', () => {
  const clock = withManualClock();
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  const spinner = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('.spin');
  /** The spinner's turn in degrees, from its computed transform (a rotation matrix). */
  const turn = (el: Element) => {
    const transform = getComputedStyle(spinner(el)!).transform;
    if (transform === 'none') return 0;
    const [a, b] = transform
      .slice(transform.indexOf('(') + 1)
      .split(',')
      .map(Number);
    return (Math.round((Math.atan2(b!, a!) * 180) / Math.PI) + 360) % 360;
  };

  it('turns the running icon in tenth turns (a step per page beat), and only while running', async () => {
    const running = await card(view({ status: 'in_progress', endedAt: undefined }));
    const seen = new Set<number>();
    for (let i = 0; i < 6; i++) {
      seen.add(turn(running));
      clock.run(60);
    }
    expect(
      [...seen].every((degrees) => degrees % 36 === 0),
      `turns seen: ${[...seen].join(', ')}`,
    ).to.equal(true);
    expect(seen.size, `turns seen: ${[...seen].join(', ')}`).to.be.at.least(3);
    const before = spinnerCount();
    running.toolCall = view({ status: 'completed' });
    await running.updateComplete;
    expect(spinner(running)).to.equal(null);
    expect(spinnerCount(), 'the clock lets go of the ended spinner').to.equal(before - 1);
  });

  it('steps in time with every other spinner, and stays inside the status badge', async () => {
    const first = await card(view({ status: 'in_progress', endedAt: undefined }));
    clock.run(300);
    // A call that starts running later: a new card, and a card whose status turns to running.
    const later = await card(view({ status: 'in_progress', endedAt: undefined }));
    const turned = await card(view({ status: 'pending', endedAt: undefined }));
    turned.toolCall = view({ status: 'in_progress', endedAt: undefined });
    await turned.updateComplete;
    for (let i = 0; i < 4; i++) {
      const turns = [first, later, turned].map(turn);
      expect(new Set(turns).size, `turns read at one instant: ${turns.join(', ')}`).to.equal(1);
      clock.run(70);
    }
    // The badge clips: the compositor bounds the spinner's layer there instead of assuming it may
    // cover everything painted after it.
    expect(getComputedStyle(spinner(first)!.parentElement!).overflow).to.equal('hidden');
  });

  it('stands still under prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const running = await card(view({ status: 'in_progress', endedAt: undefined }));
    expect(spinner(running), 'the icon is still there').to.not.equal(null);
    for (let i = 0; i < 4; i++) {
      expect(getComputedStyle(spinner(running)!).transform).to.equal('none');
      clock.run(70);
    }
  });
});

describe('<tool-call-card> elapsed time', () => {
  const clock = withManualClock();

  const durations: Array<[number, number, string, string]> = [
    [1_000, 3_400, 'completed', '2.4s'],
    [0, 12_500, 'completed', '12s'],
    [0, 65_000, 'failed', '1m 05s'],
    [0, 3_723_000, 'cancelled', '1h 02m'],
  ];
  for (const [start, end, status, shown] of durations) {
    it(`shows ${shown} for a call ${status} ${end - start} ms after it was first seen`, async () => {
      const el = await card(view({ status, firstSeenAt: start, updatedAt: end, endedAt: end }));
      expect(partText(el, 'elapsed')).to.equal(shown);
    });
  }

  it('shows no time for a call that has not started', async () => {
    const el = await card(view({ status: 'pending', endedAt: undefined }));
    expect(part(el, 'elapsed')).to.equal(null);
  });

  it('shows a running time that starts ahead of the local clock once it is not negative', async () => {
    // The agent's clock runs a second and a half ahead: at first there is no time to show.
    const started = clock.wallNow() + 1_500;
    const el = await card(view({ status: 'in_progress', firstSeenAt: started, updatedAt: started, endedAt: undefined }));
    const label = part(el, 'elapsed');
    expect(label, 'the label is there, empty').to.not.equal(null);
    expect(getComputedStyle(label!).display, 'and hidden').to.equal('none');
    clock.run(2_100);
    expect(partText(el, 'elapsed')).to.match(/^0\.\ds$/);
    expect(getComputedStyle(label!).display).to.not.equal('none');
  });

  it('counts up while a call runs, and stops at its final duration', async () => {
    const started = clock.wallNow() - 3_000;
    const running = view({ kind: 'execute', status: 'in_progress', firstSeenAt: started, updatedAt: started, endedAt: undefined });
    const el = await card(running);
    const seconds = () => Number.parseFloat(partText(el, 'elapsed'));
    const first = seconds();
    expect(first).to.be.within(2.9, 4.5);
    clock.run(2_100);
    expect(seconds()).to.be.greaterThan(first + 1);
    await setCall(el, { ...running, status: 'completed', endedAt: started + 7_300 });
    expect(partText(el, 'elapsed')).to.equal('7.3s');
    clock.run(1_200);
    expect(partText(el, 'elapsed')).to.equal('7.3s');
  });
});

describe('<tool-call-card> locations', () => {
  it('shows one location as its file name and line, the path relative to root in the tooltip', async () => {
    const el = await renderCard(view({ locations: [{ path: `${ROOT}/src/app.js`, line: 12 }] }), { root: ROOT });
    const location = part<HTMLButtonElement>(el, 'locations')!;
    expect(location.localName).to.equal('button');
    expect(textOf(location)).to.equal('app.js:12');
    expect(location.getAttribute('title')).to.equal('src/app.js');
  });

  it('includes the visible text in the location button’s accessible name (WCAG 2.5.3 label in name)', async () => {
    const el = await renderCard(view({ locations: [{ path: `${ROOT}/src/app.js`, line: 12 }] }), { root: ROOT });
    const location = part(el, 'locations')!;
    const name = location.getAttribute('aria-label') ?? textOf(location);
    expect(name).to.contain(textOf(location));
  });

  it('omits the line when the agent sent none, and accepts a root with a trailing slash', async () => {
    const el = await renderCard(view({ locations: [{ path: `${ROOT}/src/util.js` }] }), { root: `${ROOT}/` });
    expect(partText(el, 'locations')).to.equal('util.js');
    expect(part(el, 'locations')!.getAttribute('title')).to.equal('src/util.js');
  });

  it('keeps paths outside root, and every path when there is no root, absolute', async () => {
    const outside = await renderCard(view({ locations: [{ path: '/etc/hosts', line: 1 }] }), { root: ROOT });
    expect(part(outside, 'locations')!.getAttribute('title')).to.equal('/etc/hosts');
    const noRoot = await renderCard(view({ locations: [{ path: `${ROOT}/src/app.js` }] }));
    expect(part(noRoot, 'locations')!.getAttribute('title')).to.equal(`${ROOT}/src/app.js`);
  });

  it('shows several locations as "N files" that opens a list', async () => {
    const locations = [{ path: `${ROOT}/src/a.ts`, line: 1 }, { path: `${ROOT}/src/b.ts` }, { path: `${ROOT}/src/c.ts`, line: 40 }];
    const el = await renderCard(view({ kind: 'edit', locations }), { root: ROOT });
    const button = part<HTMLButtonElement>(el, 'locations')!;
    expect(textOf(button)).to.equal('3 files');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect($(el, '.location-list')).to.equal(null);
    button.click();
    await el.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect($$(el, '.location-list li').map(textOf)).to.deep.equal(['src/a.ts:1', 'src/b.ts', 'src/c.ts:40']);
    button.click();
    await el.updateComplete;
    expect($(el, '.location-list')).to.equal(null);
  });

  it('counts files in Chinese', async () => {
    const locations = [{ path: '/a' }, { path: '/b' }];
    expect(partText(await card(view({ locations }), 'zh-CN'), 'locations')).to.equal('2 个文件');
    expect(partText(await card(view({ locations }), 'zh-TW'), 'locations')).to.equal('2 個檔案');
  });

  it('shows no location chip without locations', async () => {
    expect(part(await card(view()), 'locations')).to.equal(null);
  });
});

describe('<tool-call-card> content', () => {
  /** A card with these content items, expanded. */
  const expandedCard = (fields: Partial<ToolCallView>, options: Parameters<typeof renderCard>[1] = {}) =>
    renderCard(view({ kind: 'other', ...fields }), { expanded: true, root: ROOT, ...options });

  it('renders text as markdown, fenced code as a code block', async () => {
    const source =
      '## Plan\n\n1. Read `src/app.js`\n2. Fix the **greeting**\n\n```js\nexport const a = 1;\n```\n\nSee [the docs](https://agentclientprotocol.com).';
    const el = await expandedCard({ kind: 'think', content: [text(source)] });
    const markdown = body(el)!;
    expect(markdown.querySelector('h2')!.textContent).to.equal('Plan');
    expect([...markdown.querySelectorAll('ol li')].map(textOf)).to.deep.equal(['Read src/app.js', 'Fix the greeting']);
    const code = markdown.querySelector('pre code')!;
    expect(code.textContent).to.equal('export const a = 1;');
    expect(code.classList.contains('language-js')).to.equal(true);
    const link = markdown.querySelector<HTMLAnchorElement>('a[href]')!;
    expect(link.href).to.equal('https://agentclientprotocol.com/');
    expect(link.target).to.equal('_blank');
    expect(link.rel.split(' ')).to.include.members(['noopener', 'noreferrer']);
  });

  it('renders a claude Read result (a fenced block with → line numbers) as one code block', async () => {
    const result = '```\n     1→// Main application module\n     2→import { clamp } from "../util.js";\n```';
    const el = await expandedCard({ kind: 'read', content: [text(result)] });
    expect($(el, '[part=body] pre code')!.textContent).to.equal(
      '     1→// Main application module\n     2→import { clamp } from "../util.js";',
    );
  });

  it('does not link javascript: URLs in text', async () => {
    const el = await expandedCard({ content: [text('[click](javascript:alert(1)) and <b>bold</b>')] });
    expect($(el, '[part=body] a')).to.equal(null);
    expect($(el, '[part=body] b')).to.equal(null);
    expect(textOf(body(el))).to.contain('<b>bold</b>');
  });

  for (const mimeType of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
    it(`shows a base64 ${mimeType} image as a data: URL`, async () => {
      const el = await expandedCard({ kind: 'read', content: [{ type: 'content', content: { type: 'image', data: PNG_1PX, mimeType } }] });
      const img = $<HTMLImageElement>(el, '[part=body] img')!;
      expect(img.getAttribute('src')).to.equal(`data:${mimeType};base64,${PNG_1PX}`);
    });
  }

  it('gives an image alternative text (an alt attribute), with or without a uri', async () => {
    const named = await expandedCard({
      kind: 'read',
      content: [{ type: 'content', content: { type: 'image', data: PNG_1PX, mimeType: 'image/png', uri: 'file:///w/screenshot.png' } }],
    });
    expect($(named, '[part=body] img')!.hasAttribute('alt'), 'alt present with a uri').to.equal(true);
    const plain = await expandedCard({
      kind: 'read',
      content: [{ type: 'content', content: { type: 'image', data: PNG_1PX, mimeType: 'image/png' } }],
    });
    expect($(plain, '[part=body] img')!.hasAttribute('alt'), 'alt present without a uri').to.equal(true);
  });

  const refused: Array<[string, { data: string; mimeType: string }]> = [
    ['an SVG image', { data: btoa('<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"/>'), mimeType: 'image/svg+xml' }],
    ['a payload that is not base64', { data: 'x" onerror="window.__pwned=1', mimeType: 'image/png' }],
    ['a data: URL in the data field', { data: `data:image/png;base64,${PNG_1PX}`, mimeType: 'image/png' }],
    ['an http URL in the data field', { data: 'https://example.com/track.png', mimeType: 'image/png' }],
    ['a non-image mime type', { data: PNG_1PX, mimeType: 'text/html' }],
  ];
  for (const [what, block] of refused) {
    it(`makes no <img> for ${what}, and still shows the item`, async () => {
      const el = await expandedCard({ kind: 'read', content: [{ type: 'content', content: { type: 'image', ...block } }] });
      expect($(el, 'img')).to.equal(null);
      expect(textOf(body(el))).to.contain(block.mimeType);
      expect(window.__pwned).to.equal(undefined);
    });
  }

  it('plays base64 audio through an <audio controls> element', async () => {
    const data = 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQAAAAA=';
    const el = await expandedCard({ content: [{ type: 'content', content: { type: 'audio', data, mimeType: 'audio/wav' } }] });
    const audio = $<HTMLAudioElement>(el, '[part=body] audio')!;
    expect(audio.controls).to.equal(true);
    expect(audio.getAttribute('src')).to.equal(`data:audio/wav;base64,${data}`);
  });

  it('links an http(s) resource_link, with its size', async () => {
    const link = { type: 'resource_link', uri: 'https://example.com/spec.pdf', name: 'spec.pdf', title: 'The spec', size: 48213 } as const;
    const el = await expandedCard({ content: [{ type: 'content', content: link }] });
    const a = $<HTMLAnchorElement>(el, '[part=body] a[href]')!;
    expect(a.getAttribute('href')).to.equal('https://example.com/spec.pdf');
    expect(textOf(a)).to.equal('The spec');
    expect(a.target).to.equal('_blank');
    expect(a.rel.split(' ')).to.include('noopener');
    expect(textOf(body(el))).to.contain('47.1 KB');
  });

  it('shows a resource_link by name when it has no title, and its size in bytes', async () => {
    const el = await expandedCard({
      content: [{ type: 'content', content: { type: 'resource_link', uri: 'http://example.com/a.txt', name: 'a.txt', size: 512 } }],
    });
    expect(textOf($(el, '[part=body] a'))).to.equal('a.txt');
    expect(textOf(body(el))).to.contain('512 B');
  });

  for (const uri of [
    'javascript:window.__pwned=1',
    'data:text/html,<script>window.__pwned=1</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    ' https://example.com/padded',
  ]) {
    it(`does not link a resource_link to ${JSON.stringify(uri)}`, async () => {
      const el = await expandedCard({ content: [{ type: 'content', content: { type: 'resource_link', uri, name: 'doc' } }] });
      expect($(el, '[part=body] a')).to.equal(null);
      expect(textOf(body(el))).to.contain('doc');
    });
  }

  it('turns a file:// resource_link into a button that fires location-open', async () => {
    const el = await expandedCard({
      content: [{ type: 'content', content: { type: 'resource_link', uri: `file://${ROOT}/README.md`, name: 'README.md' } }],
    });
    expect($(el, '[part=body] a')).to.equal(null);
    const button = $$<HTMLButtonElement>(el, '[part=body] button').find((b) => textOf(b) === 'README.md')!;
    expect(button, 'a README.md button').to.not.equal(undefined);
    const wrapper = el.parentElement!;
    const event = await expectEvent(wrapper, 'location-open', () => button.click());
    expect(event.detail.path).to.equal(`${ROOT}/README.md`);
    expect(event.detail.line).to.equal(undefined);
  });

  it('decodes percent-escapes of a file:// resource_link path', async () => {
    const el = await expandedCard({
      content: [{ type: 'content', content: { type: 'resource_link', uri: `file://${ROOT}/my%20notes.md`, name: 'my notes.md' } }],
    });
    const button = $$<HTMLButtonElement>(el, '[part=body] button').find((b) => textOf(b) === 'my notes.md')!;
    const event = await expectEvent(el.parentElement!, 'location-open', () => button.click());
    expect(event.detail.path).to.equal(`${ROOT}/my notes.md`);
  });

  it('still renders a file:// resource_link whose path has a stray % (not a valid escape)', async () => {
    // A file named "100%.md" is legal; an agent may send its URI unescaped. It must not break the card.
    const el = await expandedCard({
      content: [{ type: 'content', content: { type: 'resource_link', uri: `file://${ROOT}/100%.md`, name: '100%.md' } }],
    });
    expect(body(el), 'the body rendered').to.not.equal(null);
    expect(textOf(body(el))).to.contain('100%.md');
  });

  it('shows an embedded text resource as a code block labelled by its uri and mime type', async () => {
    const source = 'export const clamp = (x, a, b) => Math.min(b, Math.max(a, x));\n';
    const resource = { uri: `file://${ROOT}/src/util.js`, mimeType: 'text/javascript', text: source };
    const el = await expandedCard({ content: [{ type: 'content', content: { type: 'resource', resource } }] });
    const figure = $(el, '[part=body] figure')!;
    const caption = textOf(figure.querySelector('figcaption'));
    expect(caption).to.contain('src/util.js');
    expect(caption).to.contain('text/javascript');
    expect(figure.querySelector('pre code')!.textContent).to.equal(source);
  });

  it('shows an embedded blob resource as its size and a download button', async () => {
    const resource = { uri: `file://${ROOT}/logo.bin`, mimeType: 'application/octet-stream', blob: 'AAECAwQFBgc=' };
    const el = await expandedCard({ content: [{ type: 'content', content: { type: 'resource', resource } }] });
    expect(textOf(body(el))).to.contain('logo.bin');
    expect(textOf(body(el))).to.contain('8 B');
    expect($(el, '[part=body] a[href]'), 'no agent-made link').to.equal(null);
    const button = $$<HTMLButtonElement>(el, '[part=body] button').find((b) => textOf(b) === 'Download')!;
    expect(button, 'a Download button').to.not.equal(undefined);
    // The download goes through a synthetic <a download> click; catch it instead of downloading.
    const originalClick = HTMLAnchorElement.prototype.click;
    let downloaded: { href: string; name: string; bytes: Promise<ArrayBuffer> } | undefined;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      downloaded = { href: this.href, name: this.download, bytes: fetch(this.href).then((r) => r.arrayBuffer()) };
    };
    try {
      button.click();
    } finally {
      HTMLAnchorElement.prototype.click = originalClick;
    }
    expect(downloaded, 'a download started').to.not.equal(undefined);
    expect(downloaded!.href.startsWith('blob:')).to.equal(true);
    expect(downloaded!.name).to.equal('logo.bin');
    expect([...new Uint8Array(await downloaded!.bytes)]).to.deep.equal([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('passes a diff item to <diff-view> as its .diff property', async () => {
    const diff = {
      type: 'diff' as const,
      path: `${ROOT}/src/app.js`,
      oldText: '  return "Hello, " + name;\n',
      newText: '  return `Hello, ${name}!`;\n',
    };
    const el = await expandedCard({ kind: 'edit', content: [diff] });
    const diffView = $(el, '[part=body] diff-view') as (HTMLElement & { diff?: unknown }) | null;
    expect(diffView, 'a <diff-view>').to.not.equal(null);
    expect(diffView!.diff).to.equal(diff);
  });

  it('passes a forced theme on to its nested <diff-view>, <terminal-view> and <permission-prompt>', async () => {
    const diff = { type: 'diff' as const, path: `${ROOT}/a.rs`, oldText: 'fn a() {}', newText: 'fn a() { b() }' };
    const terminals = { 'term-1': terminal({ terminalId: 'term-1', output: 'ok\n' }) };
    const el = await expandedCard(
      {
        kind: 'edit',
        status: 'pending',
        endedAt: undefined,
        content: [diff, { type: 'terminal', terminalId: 'term-1' }],
        permission: permission(),
      },
      { theme: 'dark', terminals },
    );
    const nested = ['diff-view', 'terminal-view', 'permission-prompt'].map((tag) => $(el, tag));
    expect(nested.map((node) => node?.getAttribute('theme'))).to.deep.equal(['dark', 'dark', 'dark']);
  });

  it('gives each diff of a multi-file edit its own <diff-view>, in order', async () => {
    const diffs = [
      { type: 'diff' as const, path: `${ROOT}/a.rs`, oldText: 'fn a() {}', newText: 'fn a() { b() }' },
      { type: 'diff' as const, path: `${ROOT}/notes.md`, oldText: null, newText: '# Notes\n' },
    ];
    const el = await expandedCard({ kind: 'edit', content: diffs });
    expect($$(el, 'diff-view').map((d) => (d as HTMLElement & { diff?: unknown }).diff)).to.deep.equal(diffs);
  });

  it('passes a terminal item’s TerminalView from .terminals to <terminal-view>', async () => {
    const terminals = { 'term-1': terminal({ terminalId: 'term-1', output: 'PASS src/a.test.ts\n' }) };
    const el = await renderCard(
      view({ kind: 'execute', status: 'in_progress', endedAt: undefined, content: [{ type: 'terminal', terminalId: 'term-1' }] }),
      { terminals },
    );
    const terminalView = $(el, '[part=body] terminal-view') as (HTMLElement & { terminal?: unknown }) | null;
    expect(terminalView, 'a <terminal-view>').to.not.equal(null);
    expect(terminalView!.terminal).to.equal(terminals['term-1']);
  });

  it('follows a terminal that arrives later in .terminals', async () => {
    const el = await renderCard(
      view({ kind: 'execute', status: 'in_progress', endedAt: undefined, content: [{ type: 'terminal', terminalId: 'term-9' }] }),
    );
    const terminalView = () => $(el, '[part=body] terminal-view') as (HTMLElement & { terminal?: unknown }) | null;
    expect(terminalView()!.terminal).to.equal(undefined);
    const terminals = { 'term-9': terminal({ terminalId: 'term-9', output: 'running 12 tests\n' }) };
    el.terminals = terminals;
    await el.updateComplete;
    expect(terminalView()!.terminal).to.equal(terminals['term-9']);
  });

  it('hands command output with ANSI escapes to <terminal-view> as .text', async () => {
    const output = 'hello\n\u001b[31mred\u001b[0m\n';
    const el = await expandedCard({ kind: 'execute', content: [text(output)] });
    const terminalView = $(el, '[part=body] terminal-view') as (HTMLElement & { text?: unknown }) | null;
    expect(terminalView, 'a <terminal-view>').to.not.equal(null);
    expect(terminalView!.text).to.equal(output);
    expect(textOf(body(el))).not.to.contain('\u001b');
  });

  it('renders command output without escapes as markdown (codex wraps it in ```sh)', async () => {
    const el = await expandedCard({ kind: 'execute', content: [text('```sh\ndone\n```\n')] });
    expect($(el, 'terminal-view')).to.equal(null);
    expect($(el, '[part=body] pre code')!.textContent).to.equal('done');
  });

  it('shows content of an unknown type as JSON', async () => {
    const item = { type: '_vendor_chart', series: [1, 2, 3] };
    const el = await expandedCard({ content: [item] });
    const figure = $(el, '[part=body] figure')!;
    expect(textOf(figure.querySelector('figcaption'))).to.contain('_vendor_chart');
    expect(JSON.parse(figure.querySelector('pre')!.textContent!)).to.deep.equal(item);
  });

  it('shows a content block of an unknown type as JSON', async () => {
    const block = { type: 'video', uri: 'https://example.com/v.mp4' };
    const el = await expandedCard({ content: [{ type: 'content', content: block as never }] });
    expect(textOf(body(el))).to.contain('video');
    expect(textOf($(el, '[part=body] pre'))).to.contain('https://example.com/v.mp4');
  });

  it('draws content items in the order the agent sent them', async () => {
    const diff = { type: 'diff' as const, path: `${ROOT}/x.js`, oldText: 'a', newText: 'b' };
    const el = await expandedCard({ kind: 'edit', content: [text('first paragraph'), diff, { type: '_vendor_item', n: 1 }] });
    const paragraph = $(el, '[part=body] p')!;
    const diffView = $(el, '[part=body] diff-view')!;
    const unknown = $(el, '[part=body] figure')!;
    expect(paragraph.compareDocumentPosition(diffView) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(diffView.compareDocumentPosition(unknown) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
  });
});

describe('<tool-call-card> raw input, raw output, metadata', () => {
  const rawInput = { file_path: `${ROOT}/src/app.js`, offset: 1, limit: 40 };
  const rawOutput = { number: 42, url: 'https://github.com/acme/app/issues/42' };

  it('shows raw input, raw output and _meta in collapsed sections, as pretty JSON', async () => {
    const el = await renderCard(view({ rawInput, rawOutput, meta: { vendor: { traceId: 'abc' } } }), { expanded: true });
    const sections: Array<[string, string, unknown]> = [
      ['raw-input', 'Input', rawInput],
      ['raw-output', 'Output', rawOutput],
      ['meta', 'Metadata', { vendor: { traceId: 'abc' } }],
    ];
    for (const [name, label, value] of sections) {
      const details = part<HTMLDetailsElement>(el, name)!;
      expect(details, name).to.not.equal(null);
      expect(details.localName).to.equal('details');
      expect(details.open, `${name} starts collapsed`).to.equal(false);
      expect(textOf(details.querySelector('summary'))).to.equal(label);
      expect(details.querySelector('pre')!.textContent).to.equal(JSON.stringify(value, null, 2));
    }
  });

  it('shows a string raw output as the text itself, not as a JSON string', async () => {
    const output = 'The file /home/dev/demo-project/src/app.js has been updated successfully.';
    const el = await renderCard(view({ kind: 'edit', rawOutput: output }), { expanded: true });
    expect(part(el, 'raw-output')!.querySelector('pre')!.textContent).to.equal(output);
  });

  it('hides raw input when it is {} (claude sends {} before the real input)', async () => {
    const el = await renderCard(view({ rawInput: {}, content: [text('hi')] }), { expanded: true });
    expect(part(el, 'raw-input')).to.equal(null);
    const withInput = await renderCard(view({ rawInput: { pattern: 'TODO' }, content: [text('hi')] }), { expanded: true });
    expect(part(withInput, 'raw-input')).to.not.equal(null);
  });

  it('has nothing to expand when the call has no content, raw data or metadata', async () => {
    const el = await card(view({ rawInput: {} }));
    expect(part(el, 'toggle')).to.equal(null);
    expect(part(el, 'body')).to.equal(null);
  });

  it('labels the sections in Chinese', async () => {
    const zh = await renderCard(view({ rawInput, rawOutput, meta: { a: 1 } }), { expanded: true, lang: 'zh-CN' });
    expect(['raw-input', 'raw-output', 'meta'].map((name) => textOf(part(zh, name)!.querySelector('summary')))).to.deep.equal([
      '输入',
      '输出',
      '元数据',
    ]);
    const tw = await renderCard(view({ rawInput, rawOutput, meta: { a: 1 } }), { expanded: true, lang: 'zh-TW' });
    expect(['raw-input', 'raw-output', 'meta'].map((name) => textOf(part(tw, name)!.querySelector('summary')))).to.deep.equal([
      '輸入',
      '輸出',
      '中繼資料',
    ]);
  });
});

describe('<tool-call-card> long output', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `row ${String(i + 1).padStart(3, '0')} end`).join('\n');

  it('cuts text over 60 lines, with "show all" toggling to the full text and back', async () => {
    const el = await renderCard(view({ kind: 'think', content: [text(lines(100))] }), { expanded: true });
    const shown = () => textOf($(el, '[part=body] .markdown'));
    expect(shown()).to.contain('row 060 end');
    expect(shown()).not.to.contain('row 061');
    const button = part<HTMLButtonElement>(el, 'show-all')!;
    expect(textOf(button)).to.equal('Show all (100 lines)');
    button.click();
    await el.updateComplete;
    expect(shown()).to.contain('row 100 end');
    expect(partText(el, 'show-all')).to.equal('Show less');
    part<HTMLButtonElement>(el, 'show-all')!.click();
    await el.updateComplete;
    expect(shown()).not.to.contain('row 061');
    expect(partText(el, 'show-all')).to.equal('Show all (100 lines)');
  });

  it('shows 60 lines in full, without a button; 61 lines get one', async () => {
    const sixty = await renderCard(view({ kind: 'think', content: [text(lines(60))] }), { expanded: true });
    expect(textOf($(sixty, '[part=body] .markdown'))).to.contain('row 060 end');
    expect(part(sixty, 'show-all')).to.equal(null);
    const sixtyOne = await renderCard(view({ kind: 'think', content: [text(lines(61))] }), { expanded: true });
    expect(part(sixtyOne, 'show-all')).to.not.equal(null);
  });

  it('cuts long ANSI command output in <terminal-view>’s fallback too, and shows all on request', async () => {
    const output = lines(100).replace(/end/g, '\u001b[32mok\u001b[0m');
    const el = await renderCard(view({ kind: 'execute', content: [text(output)] }), { expanded: true });
    expect(textOf($(el, 'terminal-view'))).not.to.contain('row 061');
    part<HTMLButtonElement>(el, 'show-all')!.click();
    await el.updateComplete;
    expect(textOf($(el, 'terminal-view'))).to.contain('row 100 ok');
  });

  it('cuts very long raw output too, and shows all of it on request', async () => {
    const rawOutput = Array.from({ length: 3_000 }, (_, i) => `${String(i).padStart(5, '0')} ${'x'.repeat(30)}`).join('\n');
    const el = await renderCard(view({ kind: 'execute', rawOutput }), { expanded: true });
    const section = part<HTMLDetailsElement>(el, 'raw-output')!;
    section.open = true;
    const shown = () => section.querySelector('pre')!.textContent!;
    expect(shown().length).to.be.lessThan(rawOutput.length);
    expect(rawOutput.startsWith(shown())).to.equal(true);
    const button = section.querySelector<HTMLButtonElement>('[part=show-all]')!;
    expect(button, 'a "show all" button').to.not.equal(null);
    button.click();
    await el.updateComplete;
    expect(shown()).to.equal(rawOutput);
  });

  it('says "show all" in Chinese', async () => {
    const el = await renderCard(view({ kind: 'think', content: [text(lines(80))] }), { expanded: true, lang: 'zh-TW' });
    expect(partText(el, 'show-all')).to.equal('顯示全部（80 行）');
  });
});

describe('<tool-call-card> truncation note', () => {
  const NOTE = 'The agent truncated this output.';

  it('notes output the agent cut (rawOutput.truncated === true)', async () => {
    const el = await renderCard(view({ kind: 'execute', content: [text('partial')], rawOutput: { output: 'partial', truncated: true } }), {
      expanded: true,
    });
    expect(textOf(body(el))).to.contain(NOTE);
  });

  it('notes a truncated terminal', async () => {
    const terminals = { t: terminal({ terminalId: 't', output: 'tail of the output\n', truncated: true }) };
    const el = await renderCard(view({ kind: 'execute', content: [{ type: 'terminal', terminalId: 't' }] }), { expanded: true, terminals });
    expect(textOf(body(el))).to.contain(NOTE);
  });

  it('adds no note otherwise', async () => {
    const terminals = { t: terminal({ terminalId: 't', output: 'all of it\n', truncated: false }) };
    const el = await renderCard(
      view({ kind: 'execute', content: [{ type: 'terminal', terminalId: 't' }], rawOutput: { truncated: 'yes' } }),
      { expanded: true, terminals },
    );
    expect(textOf(body(el))).not.to.contain(NOTE);
  });
});

describe('<tool-call-card> language', () => {
  it('finds the nearest lang through shadow roots', async () => {
    const outer = await fixture<HTMLDivElement>(html`<div lang="zh-TW"></div>`);
    const inner = document.createElement('section');
    outer.attachShadow({ mode: 'open' }).append(inner);
    const el = document.createElement('tool-call-card');
    el.toolCall = view({ status: 'in_progress', endedAt: undefined });
    inner.append(el);
    await el.updateComplete;
    expect(statusText(el)).to.equal('執行中');
  });

  it('prefers a closer lang to a farther one', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="zh-TW"><div lang="zh-CN"><tool-call-card .toolCall=${view({ status: 'in_progress', endedAt: undefined })}></tool-call-card></div></div>`,
    );
    const el = wrapper.querySelector('tool-call-card')!;
    await el.updateComplete;
    expect(statusText(el)).to.equal('运行中');
  });

  it('treats zh-Hant and zh-HK as Traditional, zh and zh-SG as Simplified, other languages as English', async () => {
    const running = view({ status: 'in_progress', endedAt: undefined });
    expect(statusText(await card(running, 'zh-Hant'))).to.equal('執行中');
    expect(statusText(await card(running, 'zh-HK'))).to.equal('執行中');
    expect(statusText(await card(running, 'zh'))).to.equal('运行中');
    expect(statusText(await card(running, 'zh-SG'))).to.equal('运行中');
    expect(statusText(await card(running, 'fr'))).to.equal('Running');
  });

  it('re-renders when the document language changes', async () => {
    const el = await fixture<ToolCallCard>(
      html`<tool-call-card .toolCall=${view({ status: 'in_progress', endedAt: undefined })}></tool-call-card>`,
    );
    const previous = document.documentElement.getAttribute('lang');
    try {
      document.documentElement.setAttribute('lang', 'zh-CN');
      await waitUntil(() => statusText(el) !== 'Running', 'a render in the new language');
      expect(statusText(el)).to.equal('运行中');
      document.documentElement.setAttribute('lang', 'zh-TW');
      await waitUntil(() => statusText(el) !== '运行中', 'a render in the new language');
      expect(statusText(el)).to.equal('執行中');
    } finally {
      if (previous === null) document.documentElement.removeAttribute('lang');
      else document.documentElement.setAttribute('lang', previous);
    }
  });

  it('expands and collapses in the page language', async () => {
    const el = await renderCard(view({ content: [text('x')] }), { lang: 'zh-CN' });
    expect(part(el, 'toggle')!.getAttribute('aria-label')).to.equal('展开');
    await clickToggle(el);
    expect(part(el, 'toggle')!.getAttribute('aria-label')).to.equal('收起');
  });
});

declare global {
  interface Window {
    __pwned?: unknown;
  }
}
