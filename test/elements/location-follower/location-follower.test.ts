// SPDX-License-Identifier: Apache-2.0
// <location-follower>: real traces replayed message by message, location-follow once per move and
// only while following, location-open on clicks, relative paths, line bases, path selectors,
// persistence of the toggle, hostile paths, axe.
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/elements/location-follower/location-follower.js';
import type { LocationFollower } from '../../../src/elements/location-follower/location-follower.component.js';
import { followSnapshot, parseLocation } from '../../../src/elements/location-follower/follow-model.js';
import type { LocationFollowDetail } from '../../../src/events/location-follow.js';
import type { LocationOpenDetail } from '../../../src/events/location-open.js';
import { createToolCallStore, type ToolCallView } from '../../../src/state/index.js';
import { installRawImports } from '../../helpers/stories.js';
import { loadTrace, senderOf, type TraceName } from '../../helpers/traces.js';
import { onDemandModulesLoaded } from '../../helpers/on-demand.js';
import { view } from '../../helpers/cards.js';
import { shadow } from '../../helpers/dom.js';
import { SAMPLE_ROOT as ROOT } from '../../helpers/wire.js';

// What define.js loads on demand (marked, <diff-view>, <terminal-view>) is in place before any test renders.
before(onDemandModulesLoaded);

await installRawImports();
const stories = await import('../../../stories/location-follower.stories.js');

const APP = `${ROOT}/src/app.js`;
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Renders a follower on an empty store, then feeds it the trace one message per frame. */
async function replayed(name: TraceName, attrs: { following?: boolean; lineBase?: number } = {}) {
  const store = createToolCallStore();
  const follows: LocationFollowDetail[] = [];
  const el = await fixture<LocationFollower>(html`<location-follower .store=${store} ?following=${attrs.following}
    line-base=${attrs.lineBase ?? 1} @location-follow=${(e: CustomEvent<LocationFollowDetail>) => follows.push(e.detail)}></location-follower>`);
  const feed = async (upTo = Infinity) => {
    const lines = await loadTrace(name);
    for (const line of lines.slice(0, upTo)) {
      store.dispatch(line.msg, { from: senderOf(line), receivedAt: line.t_ms });
      await frame();
      await el.updateComplete;
    }
  };
  return { el, store, follows, feed };
}

const pathText = (node: Element) => [
  node.querySelector('.dir')!.textContent,
  node.querySelector('.name')!.textContent,
  node.querySelector('.line')!.textContent,
];

function call(fields: Partial<ToolCallView>): ToolCallView {
  return view({ sessionId: 's', toolCallId: 'c', title: 't', firstSeenAt: 0, updatedAt: 0, endedAt: undefined, ...fields });
}

describe('location parsing', () => {
  it('splits path selectors and reads them as 1-based lines', () => {
    expect(parseLocation({ path: 'src/file.ts:10-20' })).to.deep.equal({ path: 'src/file.ts', line: 10, endLine: 20 });
    expect(parseLocation({ path: 'src/file.ts:10' })).to.deep.equal({ path: 'src/file.ts', line: 10 });
    expect(parseLocation({ path: 'src/file.ts:10:5' })).to.deep.equal({ path: 'src/file.ts', line: 10 });
    expect(parseLocation({ path: 'C:\\src\\file.ts:3' })).to.deep.equal({ path: 'C:\\src\\file.ts', line: 3 });
    expect(parseLocation({ path: 'src/file.ts#L5-L9' })).to.deep.equal({ path: 'src/file.ts', line: 5, endLine: 9 });
    expect(parseLocation({ path: 'src/file.ts' })).to.deep.equal({ path: 'src/file.ts' });
    expect(parseLocation({ path: 'C:\\src\\file.ts' })).to.deep.equal({ path: 'C:\\src\\file.ts' });
  });

  it('corrects explicit lines by the line base, and the explicit line wins over a selector', () => {
    expect(parseLocation({ path: 'a.ts', line: 0 }, 0)).to.deep.equal({ path: 'a.ts', line: 1 });
    expect(parseLocation({ path: 'a.ts', line: 41 }, 0)).to.deep.equal({ path: 'a.ts', line: 42 });
    expect(parseLocation({ path: 'a.ts', line: 41 }, 1)).to.deep.equal({ path: 'a.ts', line: 41 });
    // claude-code-acp's `line: 0` with the default base 1: still the first line.
    expect(parseLocation({ path: 'a.ts', line: 0 }, 1)).to.deep.equal({ path: 'a.ts', line: 1 });
    expect(parseLocation({ path: 'a.ts:10-20', line: 4 }, 1)).to.deep.equal({ path: 'a.ts', line: 4 });
  });

  it('ignores what is not a location', () => {
    expect(parseLocation({ path: '' })).to.equal(undefined);
    expect(parseLocation({ line: 3 })).to.equal(undefined);
    expect(parseLocation(null)).to.equal(undefined);
    expect(parseLocation({ path: 'a.ts', line: -1 })).to.deep.equal({ path: 'a.ts' });
    expect(parseLocation({ path: 'a.ts', line: 2.5 })).to.deep.equal({ path: 'a.ts' });
  });

  it('puts the most recently updated call first, counts visits per call, keeps the last line', () => {
    const snapshot = followSnapshot([
      call({ toolCallId: 'a', updatedAt: 5, locations: [{ path: '/p/a.ts', line: 1 }] }),
      call({ toolCallId: 'b', updatedAt: 9, kind: 'edit', locations: [{ path: '/p/b.ts' }, { path: '/p/a.ts', line: 7 }] }),
      call({ toolCallId: 'c', updatedAt: 7, locations: [{ path: '/p/c.ts' }] }),
      call({ toolCallId: 'd', updatedAt: 9, locations: [] }),
    ]);
    expect(snapshot.current).to.include({ path: '/p/a.ts', line: 7, toolCallId: 'b', kind: 'edit' });
    expect(snapshot.trail.map((e) => [e.path, e.line, e.visits])).to.deep.equal([
      ['/p/a.ts', 7, 2],
      ['/p/b.ts', undefined, 1],
      ['/p/c.ts', undefined, 1],
    ]);
    expect(followSnapshot([], 1, 5)).to.deep.equal({ trail: [] });
  });
});

describe('<location-follower> following', () => {
  it('fires location-follow once per move while following (claude-agent-acp)', async () => {
    const { follows, feed } = await replayed('claude-agent-acp-basic', { following: true });
    await feed();
    // From the trace: the Read at line 1, the Edit (no line, then line 3), then the Glob over the project.
    expect(follows).to.deep.equal([
      { path: APP, line: 1, toolCallId: 'toolu_01HuDLj8rbblZCYzs0fjw7rw', kind: 'read' },
      { path: APP, toolCallId: 'toolu_01T8R7wBPAjlaibU7ktGCQyL', kind: 'edit' },
      { path: APP, line: 3, toolCallId: 'toolu_01T8R7wBPAjlaibU7ktGCQyL', kind: 'edit' },
      { path: ROOT, toolCallId: 'toolu_01sEAYKfddNIfJgOt1pQ7FFn', kind: 'search' },
    ]);
  });

  it('does not count a new call on the same path and line as a move (codex: read, then patch)', async () => {
    const { follows, feed } = await replayed('codex-acp-basic', { following: true });
    await feed();
    expect(follows).to.deep.equal([{ path: APP, toolCallId: 'call_s1_nRScLYi7k3WRycRrl6TR', kind: 'read' }]);
  });

  it('fires nothing while not following; turning it on jumps to the agent once', async () => {
    const { el, follows, feed } = await replayed('claude-code-acp-basic');
    await feed(40);
    expect(follows).to.deep.equal([]);
    expect(el.following).to.equal(false);
    const toggle = shadow(el).querySelector<HTMLButtonElement>('[part="follow"]')!;
    expect(toggle.getAttribute('aria-pressed')).to.equal('false');
    toggle.click();
    await el.updateComplete;
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
    expect(el.hasAttribute('following')).to.equal(true);
    expect(follows).to.deep.equal([{ path: APP, line: 2, toolCallId: 'toolu_0160Xz5UpQ1glJYdEGF7IrbH', kind: 'edit' }]);
    toggle.click();
    await el.updateComplete;
    await feed();
    expect(follows).to.have.length(1);
  });

  it('does not fire when the host sets following, nor for the position it starts from', async () => {
    const store = createToolCallStore();
    for (const line of await loadTrace('claude-agent-acp-basic')) store.dispatch(line.msg, { from: senderOf(line), receivedAt: line.t_ms });
    const follows: unknown[] = [];
    const el = await fixture<LocationFollower>(
      html`<location-follower .store=${store} @location-follow=${(e: Event) => follows.push(e)}></location-follower>`,
    );
    el.following = true;
    await el.updateComplete;
    await frame();
    expect(follows).to.have.length(0);
    expect(el.position).to.include({ path: ROOT, kind: 'search' });
  });

  it('remembers the toggle per element under its persist-key', async () => {
    const key = `test-${Math.random()}`;
    const first = await fixture<LocationFollower>(html`<location-follower .toolCalls=${[]} persist-key=${key}></location-follower>`);
    expect(first.following).to.equal(false);
    shadow(first).querySelector<HTMLButtonElement>('[part="follow"]')!.click();
    const second = await fixture<LocationFollower>(html`<location-follower .toolCalls=${[]} persist-key=${key}></location-follower>`);
    expect(second.following).to.equal(true);
    const other = await fixture<LocationFollower>(
      html`<location-follower .toolCalls=${[]} persist-key=${`${key}-other`}></location-follower>`,
    );
    expect(other.following).to.equal(false);
    localStorage.removeItem(`tool-call-elements:follow:${key}`);
  });
});

describe('<location-follower> display and clicks', () => {
  it('shows the position relative to the session cwd with the file name emphasised, and the trail with visits', async () => {
    const { el, feed } = await replayed('claude-agent-acp-basic');
    await feed(40);
    const current = shadow(el).querySelector('[part="current"]')!;
    expect(pathText(current)).to.deep.equal(['src/', 'app.js', ':3']);
    expect(getComputedStyle(current.querySelector('.name')!).fontWeight).to.equal('600');
    expect(current.querySelector('[part="title"]')!.textContent).to.equal('Edit src/app.js');
    expect(current.querySelector('[part="icon"]')!.getAttribute('aria-label')).to.equal('Edit');
    await feed();
    const entries = [...shadow(el).querySelectorAll('[part="entry"]')];
    expect(entries.map((entry) => [...pathText(entry), entry.querySelector('[part="visits"]')!.textContent])).to.deep.equal([
      ['', 'demo-project', '', '1 visit'],
      ['src/', 'app.js', ':3', '2 visits'],
    ]);
    expect(entries[0].getAttribute('aria-current')).to.equal('location');
  });

  it('fires location-open with a 1-based line from any entry', async () => {
    const { el, feed } = await replayed('claude-code-acp-basic', { lineBase: 0 });
    await feed();
    const opened: LocationOpenDetail[] = [];
    el.addEventListener('location-open', (e) => opened.push(e.detail));
    // claude-code-acp's Edit reports line 2; 0-based, that is line 3.
    shadow(el).querySelectorAll<HTMLButtonElement>('[part="entry"]')[1].click();
    shadow(el).querySelector<HTMLButtonElement>('[part="current"]')!.click();
    expect(opened).to.deep.equal([{ path: APP, line: 3 }, { path: ROOT }]);
  });

  it('follows the line base: 1 by default, 0 when told', async () => {
    const calls = [call({ locations: [{ path: `${ROOT}/a.ts`, line: 0 }] })];
    const one = await fixture<LocationFollower>(html`<location-follower .toolCalls=${calls} root=${ROOT}></location-follower>`);
    const zero = await fixture<LocationFollower>(
      html`<location-follower .toolCalls=${[call({ locations: [{ path: `${ROOT}/a.ts`, line: 9 }] })]} root=${ROOT} line-base="0"></location-follower>`,
    );
    expect(pathText(shadow(one).querySelector('[part="current"]')!)).to.deep.equal(['', 'a.ts', ':1']);
    expect(pathText(shadow(zero).querySelector('[part="current"]')!)).to.deep.equal(['', 'a.ts', ':10']);
  });

  it('shows a range selector and keeps paths outside root absolute', async () => {
    const el = await fixture<LocationFollower>(html`<location-follower root=${ROOT}
      .toolCalls=${[call({ locations: [{ path: '/etc/hosts' }], updatedAt: 1 }), call({ toolCallId: 'd', locations: [{ path: `${ROOT}/lib/x.ts:10-20` }], updatedAt: 2 })]}></location-follower>`);
    const entries = [...shadow(el).querySelectorAll('[part="entry"]')].map(pathText);
    expect(entries).to.deep.equal([
      ['lib/', 'x.ts', ':10-20'],
      ['/etc/', 'hosts', ''],
    ]);
  });

  it('renders paths and titles with markup as text', async () => {
    const el = await fixture<LocationFollower>(
      html`<location-follower .toolCalls=${stories.hostileCalls()} root=${ROOT}></location-follower>`,
    );
    expect(shadow(el).querySelectorAll('img, script').length).to.equal(0);
    const paths = [...shadow(el).querySelectorAll('[part="entry"] [part="path"]')].map((n) => n.textContent);
    // The slash of `</script>` is a path separator: the file name is `script>.ts`.
    expect(paths[2]).to.equal('<script>alert(2)</script>.ts:3');
    // A right-to-left override cannot disguise `txt.exe` as `exe.txt`.
    expect(paths[1]).to.equal('src/<U+202E>txt.exe:10-20');
    // A 1,000-character path cannot widen the layout.
    expect(el.getBoundingClientRect().width).to.be.at.most(el.parentElement!.getBoundingClientRect().width);
  });

  it('shows one line in the compact layout, with a labelled toggle', async () => {
    const { el, feed } = await replayed('claude-agent-acp-basic');
    el.layout = 'compact';
    await feed(30);
    expect(shadow(el).querySelector('[part="trail"]')).to.equal(null);
    expect(shadow(el).querySelector('[part="follow"]')!.textContent!.trim()).to.equal('Follow the agent');
    const box = shadow(el).querySelector('[part="base"]')!.getBoundingClientRect();
    expect(box.height).to.be.below(30);
  });

  it('says when there is no location yet', async () => {
    const el = await fixture<LocationFollower>(html`<location-follower .toolCalls=${[]}></location-follower>`);
    expect(shadow(el).querySelector('.empty')!.textContent).to.equal('No file location yet');
  });
});

describe('<location-follower> stories', () => {
  for (const name of Object.keys(stories).filter((key) => /^[A-Z]/.test(key))) {
    for (const theme of ['light', 'dark'] as const) {
      it(`${name} is accessible (${theme})`, async () => {
        const story = (stories as unknown as Record<string, { render?: () => ReturnType<typeof html>; args?: Record<string, unknown> }>)[
          name
        ];
        const render = story.render ?? (() => stories.default.render!(story.args ?? {}, {} as never));
        const root = await fixture<HTMLElement>(html`<div>${render()}</div>`);
        for (const el of root.querySelectorAll('location-follower')) {
          el.theme = theme;
          await el.updateComplete;
        }
        expect(root.querySelectorAll('location-follower').length).to.be.greaterThan(0);
        await expect(root).to.be.accessible();
      });
    }
  }
});
