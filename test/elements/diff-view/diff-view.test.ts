// SPDX-License-Identifier: Apache-2.0
// <diff-view>: line numbers, counts, word marks, folding, events, layouts, edge inputs, the worker.
// Expectations are worked out by hand from the inputs (see test/fixtures/diff-view/inputs.ts).
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/define.js';
import '../../../src/elements/diff-view/diff-view.js';
import { selectSessions, selectToolCalls } from '../../../src/state/index.js';
import { loadTrace, replay } from '../../helpers/traces.js';
import { setDiffLayout, setDiffWorkerUrl, type DiffView } from '../../../src/elements/diff-view/diff-view.js';
import { withClipboard } from '../../helpers/cards.js';
import { installHighlightShim } from '../../fixtures/diff-view/highlight-shim.js';
import {
  BINARY,
  CRLF,
  DELETED_FILE,
  HOSTILE,
  NEW_FILE,
  NO_TRAILING_NEWLINE,
  scatteredEdits,
  SMALL_EDIT,
  V2_PATCH,
} from '../../fixtures/diff-view/inputs.js';
import { expectEvent } from '../../helpers/events.js';
import { onDemandModulesLoaded } from '../../helpers/on-demand.js';
import { shadow } from '../../helpers/dom.js';
import { SAMPLE_ROOT as ROOT } from '../../helpers/wire.js';
import { waitUntil } from '../../helpers/time.js';

// What define.js loads on demand (marked, <diff-view>, <terminal-view>) is in place before any test renders.
before(onDemandModulesLoaded);
// The layout a test's click chose is the page's: each test starts with none.
afterEach(() => setDiffLayout(undefined));

interface RowInfo {
  kind: string;
  old: string;
  new: string;
  sign: string;
  text: string;
}

async function diffView(template: ReturnType<typeof html>, width = 700): Promise<DiffView> {
  const wrapper = await fixture(html`<div style="width:${width}px">${template}</div>`);
  const el = wrapper.querySelector('diff-view')!;
  await el.ready();
  return el;
}

const files = (el: DiffView) => [...shadow(el).querySelectorAll<HTMLElement>('.file')];

/** The drawn rows of a unified body: kind, old and new numbers, sign and code text. */
function rows(el: DiffView | HTMLElement, file = 0): RowInfo[] {
  const scope = el instanceof HTMLElement && 'shadowRoot' in el && el.shadowRoot ? files(el as DiffView)[file] : el;
  return [...scope.querySelectorAll<HTMLElement>('.row')].map((row) => {
    const kind = ['context', 'add', 'remove', 'change', 'fold', 'no-newline'].find((k) => row.classList.contains(k)) ?? '';
    const nums = [...row.querySelectorAll('.num')].map((n) => n.textContent!.trim());
    return {
      kind,
      old: nums[0] ?? '',
      new: nums[1] ?? '',
      sign: [...row.querySelectorAll('.sign')].map((s) => s.textContent).join(''),
      text:
        kind === 'fold' || kind === 'no-newline'
          ? row.textContent!.replace(/\s+/g, ' ').trim()
          : [...row.querySelectorAll('.code')].map((c) => c.textContent).join('|'),
    };
  });
}

const counts = (el: DiffView, file = 0) => files(el)[file].querySelector('.counts')!.textContent!.replace(/\s+/g, ' ').trim();
const numbered = (list: RowInfo[]) => list.map((r) => `${r.old}:${r.new}`);

describe('<diff-view> lines and counts', () => {
  it('numbers both sides and counts +2 −1 for a small edit', async () => {
    const el = await diffView(html`<diff-view .diff=${SMALL_EDIT} root=${ROOT} view="unified"></diff-view>`);
    const list = rows(el);
    // old: clamp, return, }, "", VERSION 1.0.0 — new: clamp, if, return, }, "", VERSION 1.1.0
    expect(numbered(list)).to.deep.equal(['1:1', ':2', '2:3', '3:4', '4:5', '5:', ':6']);
    expect(list.map((r) => r.sign).join('')).to.equal(' + ' + '  ' + '-+');
    expect(list[1].text).to.equal('  if (lo > hi) throw new RangeError("lo > hi");');
    expect(counts(el)).to.equal('+2 −1');
    expect(files(el)[0].querySelector('.counts')!.getAttribute('aria-label')).to.equal('2 additions, 1 deletion');
    expect(files(el)[0].querySelector('.path')!.textContent!.trim()).to.equal('src/util.js');
  });

  it('marks a new file and a deleted file', async () => {
    const added = await diffView(html`<diff-view .diff=${NEW_FILE} view="unified"></diff-view>`);
    expect(rows(added).map((r) => r.kind)).to.deep.equal(['add', 'add', 'add']);
    expect(counts(added)).to.equal('+3 −0');
    expect(shadow(added).querySelector('.badge.added')!.textContent).to.equal('New');
    const deleted = await diffView(html`<diff-view .diff=${DELETED_FILE} view="unified"></diff-view>`);
    expect(numbered(rows(deleted))).to.deep.equal(['1:', '2:']);
    expect(counts(deleted)).to.equal('+0 −2');
    expect(shadow(deleted).querySelector('.badge.deleted')!.textContent).to.equal('Deleted');
  });

  it('accepts path, oldText and newText instead of diff', async () => {
    const el = await diffView(html`<diff-view path="/a/b.txt" .oldText=${'x\ny\n'} .newText=${'x\nz\n'} view="unified"></diff-view>`);
    expect(numbered(rows(el))).to.deep.equal(['1:1', '2:', ':2']);
    expect(counts(el)).to.equal('+1 −1');
  });

  it('says "No changes" for identical texts', async () => {
    const el = await diffView(html`<diff-view path="/a.txt" .oldText=${'same\n'} .newText=${'same\n'}></diff-view>`);
    expect(shadow(el).querySelector('.note')!.textContent!.trim()).to.equal('No changes');
    // No rows of text: neither "+0 −0" nor a layout switch says anything.
    expect(shadow(el).querySelector('[part="counts"]')).to.equal(null);
    expect(shadow(el).querySelector('.switch')).to.equal(null);
    expect(rows(el)).to.have.length(0);
  });

  it('offsets line numbers by start-line for a hunk snippet and draws no end-of-file marker', async () => {
    // claude-agent-acp's per-hunk diff from test/fixtures/claude-agent-acp-basic.jsonl (seq 27, locations line 3).
    const hunk = {
      type: 'diff',
      path: `${ROOT}/src/app.js`,
      oldText: '\nexport function greet(name) {\n  // TODO: validate name\n  return "Hello, " + name;\n}\n\nexport function score(x) {',
      newText: '\nexport function greet(name) {\n  // TODO: validate name\n  return `Hello, ${name}!`;\n}\n\nexport function score(x) {',
    };
    const el = await diffView(html`<diff-view .diff=${hunk} start-line="3" view="unified"></diff-view>`);
    const list = rows(el);
    expect(numbered(list)).to.deep.equal(['3:3', '4:4', '5:5', '6:', ':6', '7:7', '8:8', '9:9']);
    expect(list.some((r) => r.kind === 'no-newline')).to.equal(false);
  });

  it('renumbers when startLine changes, and numbers from 1 without it', async () => {
    const el = await diffView(html`<diff-view path="/a.txt" .oldText=${'a\nb\n'} .newText=${'a\nc\n'} view="unified"></diff-view>`);
    expect(numbered(rows(el))).to.deep.equal(['1:1', '2:', ':2']);
    el.startLine = 41;
    await el.ready();
    expect(numbered(rows(el))).to.deep.equal(['41:41', '42:', ':42']);
    expect(el.getAttribute('start-line'), 'the property is not reflected').to.equal(null);
    el.setAttribute('start-line', '7');
    await el.ready();
    expect(numbered(rows(el))).to.deep.equal(['7:7', '8:', ':8']);
    el.removeAttribute('start-line');
    await el.ready();
    expect(numbered(rows(el))).to.deep.equal(['1:1', '2:', ':2']);
  });

  it("takes its numbers from start-line only, never from an ancestor's toolCall", async () => {
    const host = await fixture<HTMLDivElement>(html`<div style="width:700px"></div>`);
    const item = { type: 'diff', path: '/a.txt', oldText: 'a\nb\n', newText: 'a\nc\n' };
    Object.assign(host, { toolCall: { content: [item], locations: [{ path: '/a.txt', line: 30 }] } });
    const root = host.attachShadow({ mode: 'open' });
    const el = document.createElement('diff-view');
    el.view = 'unified';
    el.diff = item;
    root.append(el);
    await el.ready();
    expect(numbered(rows(el))).to.deep.equal(['1:1', '2:', ':2']);
  });
});

describe('<diff-view> inside <tool-call-card>', () => {
  it("numbers claude-agent-acp's per-hunk diff from the call's location", async () => {
    const state = replay(await loadTrace('claude-agent-acp-basic')).getState();
    const call = selectSessions(state)
      .flatMap((id) => selectToolCalls(state, id))
      .find((c) => c.content.some((item) => item.type === 'diff'))!;
    // The final update: one diff (the hunk from structuredPatch) and locations [{path, line: 3}].
    expect(call.locations[0].line).to.equal(3);
    const card = await fixture(html`<tool-call-card .toolCall=${call} expanded root=${ROOT}></tool-call-card>`);
    const el = card.shadowRoot!.querySelector('diff-view')!;
    await el.ready();
    expect(shadow(el).querySelector('.path')!.textContent!.trim()).to.equal('src/app.js');
    expect(el.getAttribute('start-line'), 'the card passes the location line').to.equal('3');
    // structuredPatch: oldStart 3, the changed line is the hunk's 4th → line 6 on both sides.
    expect(numbered(rows(el).filter((r) => r.kind === 'remove' || r.kind === 'add'))).to.deep.equal(['6:', ':6']);
    expect(counts(el)).to.equal('+1 −1');
    // The card's light-DOM fallback is not shown once <diff-view> is defined.
    expect(el.querySelector('.diff-fallback')!.getClientRects().length).to.equal(0);
  });
});

describe('<diff-view> word-level marks', () => {
  it('marks only the changed words of a changed pair', async () => {
    const el = await diffView(
      html`<diff-view path="/a.ts" .oldText=${'const total = sum(items);\n'} .newText=${'const total = sum(values);\n'} view="unified"></diff-view>`,
    );
    const del = [...shadow(el).querySelectorAll('.row.remove del')].map((d) => d.textContent);
    const ins = [...shadow(el).querySelectorAll('.row.add ins')].map((d) => d.textContent);
    expect(del).to.deep.equal(['items']);
    expect(ins).to.deep.equal(['values']);
  });

  it('marks words in the split layout too, on both sides of the row', async () => {
    const el = await diffView(
      html`<diff-view path="/a.ts" .oldText=${'let a = 1;\n'} .newText=${'let b = 1;\n'} view="split"></diff-view>`,
    );
    const row = shadow(el).querySelector('.row.change')!;
    expect([...row.querySelectorAll('del')].map((d) => d.textContent)).to.deep.equal(['a']);
    expect([...row.querySelectorAll('ins')].map((d) => d.textContent)).to.deep.equal(['b']);
  });
});

/** `n` lines "line 1"…; the listed line numbers changed to upper case. */
function lines(n: number, changed: number[] = []): string {
  return Array.from({ length: n }, (_, i) => (changed.includes(i + 1) ? `LINE ${i + 1}` : `line ${i + 1}`)).join('\n') + '\n';
}

describe('<diff-view> folding', () => {
  const foldText = (el: DiffView) =>
    rows(el)
      .filter((r) => r.kind === 'fold')
      .map((r) => r.text);
  const click = async (el: DiffView, selector: string, index = 0) => {
    shadow(el).querySelectorAll<HTMLButtonElement>(selector)[index].click();
    await el.updateComplete;
  };

  it('folds unchanged lines beyond 3 of context, with expand up / down / all', async () => {
    // 60 lines, line 40 changed: lines 1–36 hidden above (3 of context: 37–39), 44–60 below (41–43).
    const el = await diffView(html`<diff-view path="/f.txt" .oldText=${lines(60)} .newText=${lines(60, [40])} view="unified"></diff-view>`);
    expect(numbered(rows(el))).to.deep.equal([':', '37:37', '38:38', '39:39', '40:', ':40', '41:41', '42:42', '43:43', ':']);
    expect(foldText(el)).to.deep.equal(['36 unchanged lines', '17 unchanged lines']);
    const folds = shadow(el).querySelectorAll('.row.fold');
    expect([...folds[0].querySelectorAll('.fold-button')].map((b) => b.classList[1])).to.deep.equal(['up', 'all']);
    expect([...folds[1].querySelectorAll('.fold-button')].map((b) => b.classList[1])).to.deep.equal(['down', 'all']);

    // Expand up: 20 more lines above the change (17–36), 16 still hidden.
    await click(el, '.fold-button.up');
    expect(foldText(el)).to.deep.equal(['16 unchanged lines', '17 unchanged lines']);
    expect(rows(el)[1].old).to.equal('17');
    // Expand down: 20 more below (44–63 → all 17), the trailing fold disappears.
    await click(el, '.fold-button.down');
    expect(foldText(el)).to.deep.equal(['16 unchanged lines']);
    expect(rows(el).at(-1)!.old).to.equal('60');
    // Expand all: nothing hidden.
    await click(el, '.fold-button.all');
    expect(foldText(el)).to.deep.equal([]);
    expect(rows(el)[0].old).to.equal('1');
  });

  it('offers all three controls between two changes', async () => {
    // Lines 10 and 50 changed in 60: between them 11–49 (39 lines) minus 3 + 3 of context = 33 hidden.
    const el = await diffView(
      html`<diff-view path="/f.txt" .oldText=${lines(60)} .newText=${lines(60, [10, 50])} view="unified"></diff-view>`,
    );
    expect(foldText(el)).to.deep.equal(['6 unchanged lines', '33 unchanged lines', '7 unchanged lines']);
    const middle = shadow(el).querySelectorAll('.row.fold')[1];
    expect([...middle.querySelectorAll('.fold-button')].map((b) => b.classList[1])).to.deep.equal(['up', 'down', 'all']);
    (middle.querySelector('.fold-button.down') as HTMLButtonElement).click();
    await el.updateComplete;
    // 11–33 shown after the first change, then 13 hidden, then 47–49.
    expect(foldText(el)).to.deep.equal(['6 unchanged lines', '13 unchanged lines', '7 unchanged lines']);
    const list = rows(el);
    const fold = list.findIndex((r, i) => i > 0 && r.kind === 'fold' && r.text.startsWith('13'));
    expect(list[fold - 1].old).to.equal('33');
    expect(list[fold + 1].old).to.equal('47');
  });
});

describe('<diff-view> events', () => {
  it('fires location-open with the path and the clicked line', async () => {
    const el = await diffView(html`<diff-view .diff=${SMALL_EDIT} root=${ROOT} view="unified"></diff-view>`);
    const added = shadow(el).querySelector<HTMLButtonElement>('.row.add .num.new')!;
    const event = await expectEvent(el, 'location-open', () => added.click());
    expect(event.detail).to.deep.equal({ path: SMALL_EDIT.path, line: 2 });
    expect(event.bubbles && event.composed).to.equal(true);
    // An old-side number opens the new file where the line was removed (old 5 → new 6).
    const removed = shadow(el).querySelector<HTMLButtonElement>('.row.remove .num.old')!;
    expect((await expectEvent(el, 'location-open', () => removed.click())).detail).to.deep.equal({ path: SMALL_EDIT.path, line: 6 });
  });

  it('copies the new text and a unified patch', async () => {
    await withClipboard(async (written) => {
      const el = await diffView(html`<diff-view .diff=${SMALL_EDIT} root=${ROOT}></diff-view>`);
      shadow(el).querySelector<HTMLButtonElement>('.copy-new')!.click();
      await waitUntil(() => written.length === 1, 'the new text copied');
      expect(written[0]).to.equal(SMALL_EDIT.newText);
      shadow(el).querySelector<HTMLButtonElement>('.copy-patch')!.click();
      await waitUntil(() => written.length === 2, 'the patch copied');
      expect(written[1]).to.equal(
        [
          '--- a/src/util.js',
          '+++ b/src/util.js',
          '@@ -1,5 +1,6 @@',
          ' export function clamp(x, lo, hi) {',
          '+  if (lo > hi) throw new RangeError("lo > hi");',
          '   return Math.min(hi, Math.max(lo, x));',
          ' }',
          ' ',
          '-export const VERSION = "1.0.0";',
          '+export const VERSION = "1.1.0";',
          '',
        ].join('\n'),
      );
    });
  });
});

describe('<diff-view> layouts', () => {
  it('switches between unified and split at the breakpoint', async () => {
    const wide = await diffView(html`<diff-view .diff=${SMALL_EDIT}></diff-view>`, 1000);
    // Measured before the first render: no unified flash first.
    expect(wide.layout).to.equal('split');
    expect(wide.getAttribute('layout')).to.equal('split');
    expect(shadow(wide).querySelectorAll('.row.change')).to.have.length(2);
    const narrow = await diffView(html`<diff-view .diff=${SMALL_EDIT}></diff-view>`, 600);
    expect(narrow.layout).to.equal('unified');
    // Moving the breakpoint below the width switches to split.
    narrow.breakpoint = 500;
    await narrow.updateComplete;
    expect(narrow.layout).to.equal('split');
    // Resizing below it goes back.
    narrow.parentElement!.style.width = '400px';
    await waitUntil(() => narrow.layout === 'unified', 'the narrow view unified');
  });

  it('lets the user pick a layout', async () => {
    const el = await diffView(html`<diff-view .diff=${SMALL_EDIT}></diff-view>`, 600);
    const [unified, split] = shadow(el).querySelectorAll<HTMLButtonElement>('.switch-button');
    expect(unified.getAttribute('aria-pressed')).to.equal('true');
    split.click();
    await el.updateComplete;
    // The choice is the page's (below); the diff itself stays `auto` and follows it.
    expect(el.view).to.equal('auto');
    expect(el.layout).to.equal('split');
    expect(shadow(el).querySelector('.switch-button[aria-pressed="true"]')!.textContent!.trim()).to.equal('Split');
  });

  it("makes the user's pick the page's layout: auto diffs, on the page and drawn later, follow it; a host's view keeps its own", async () => {
    const wrapper = await fixture(html`<div style="width:600px">
      <diff-view .diff=${SMALL_EDIT}></diff-view><diff-view .diff=${SMALL_EDIT}></diff-view>
      <diff-view .diff=${SMALL_EDIT} view="unified"></diff-view>
    </div>`);
    const [a, b, fixed] = [...wrapper.querySelectorAll('diff-view')];
    await Promise.all([a, b, fixed].map((el) => el.ready()));
    const switchOf = (el: DiffView, name: string) =>
      [...shadow(el).querySelectorAll<HTMLButtonElement>('.switch-button')].find((button) => button.textContent!.trim() === name)!;
    const fired = await expectEvent(document, 'diff-layout-change', () => switchOf(a, 'Split').click());
    expect([fired.detail, fired.composed]).to.deep.equal([{ layout: 'split' }, true]);
    await Promise.all([a, b, fixed].map((el) => el.updateComplete));
    expect([a, b, fixed].map((el) => el.layout)).to.deep.equal(['split', 'split', 'unified']);
    const later = await diffView(html`<diff-view .diff=${SMALL_EDIT}></diff-view>`, 600);
    expect(later.layout).to.equal('split');
    // The host's own view changes only by its own switch, and that choice is the page's too.
    switchOf(fixed, 'Unified').click();
    await Promise.all([a, b, fixed, later].map((el) => el.updateComplete));
    expect([a, b, fixed, later].map((el) => el.layout)).to.deep.equal(['unified', 'unified', 'unified', 'unified']);
    expect(fixed.view).to.equal('unified');
    // A host restores a kept choice, or clears it (back to the width rule).
    setDiffLayout('split');
    await a.updateComplete;
    expect(a.layout).to.equal('split');
    setDiffLayout(undefined);
    await a.updateComplete;
    expect(a.layout).to.equal('unified');
  });
});

describe('<diff-view> edge inputs', () => {
  it('shows "No newline at end of file" after the side that lacks it', async () => {
    const el = await diffView(html`<diff-view .diff=${NO_TRAILING_NEWLINE} view="unified"></diff-view>`);
    const list = rows(el);
    expect(list.map((r) => r.kind)).to.deep.equal(['remove', 'add', 'no-newline']);
    expect(list[2].text).to.equal('\\ No newline at end of file');
    // Drawn inside its fixed-height row, not pushed below it.
    const marker = shadow(el).querySelector('.row.no-newline .marker')!.getBoundingClientRect();
    const markerRow = shadow(el).querySelector('.row.no-newline')!.getBoundingClientRect();
    expect(marker.bottom).to.be.at.most(markerRow.bottom + 0.5);
    // Adding the final newline to "b" changes that line, as git shows it.
    const fixed = await diffView(html`<diff-view path="/x" .oldText=${'a\nb'} .newText=${'a\nb\n'} view="unified"></diff-view>`);
    expect(rows(fixed).map((r) => `${r.kind}:${r.old}:${r.new}`)).to.deep.equal(['context:1:1', 'remove:2:', 'no-newline::', 'add::2']);
    expect(counts(fixed)).to.equal('+1 −1');
  });

  it('handles CRLF: no carriage returns drawn, only the changed line differs', async () => {
    const el = await diffView(html`<diff-view .diff=${CRLF} view="unified"></diff-view>`);
    const list = rows(el);
    expect(list.map((r) => `${r.sign}${r.text}`)).to.deep.equal([' [server]', '-port=8080', '+port=9090', ' host=localhost']);
    expect(shadow(el).textContent).not.to.include('\r');
    expect(shadow(el).querySelector('.eol')).to.equal(null);
    // Only the line endings changed: no line differs, the header says what changed.
    const eol = await diffView(html`<diff-view path="/x.txt" .oldText=${'a\r\nb\r\n'} .newText=${'a\nb\n'}></diff-view>`);
    expect(shadow(eol).querySelector('.note')!.textContent!.trim()).to.equal('No changes');
    expect(shadow(eol).querySelector('.eol')!.textContent).to.equal('Line endings CRLF → LF');
  });

  it('renders hostile text as text', async () => {
    const el = await diffView(html`<diff-view .diff=${HOSTILE} view="unified"></diff-view>`);
    expect(shadow(el).querySelector('script, img, b')).to.equal(null);
    expect(rows(el)[0].text).to.equal('<script>alert("old")</script>');
    expect(shadow(el).querySelector('.path')!.textContent).to.include('<img src=x onerror=alert(1)>');
    const bidi = rows(el).find((r) => r.text.includes('\u202E'))!;
    expect(bidi.text).to.equal('safe \u202Eenil\u202C line <b>bold</b>');
    expect(getComputedStyle(shadow(el).querySelector('.code')!).unicodeBidi).to.equal('isolate');
  });

  it('holds back binary-looking and enormous input until asked', async () => {
    const binary = await diffView(html`<diff-view .diff=${BINARY}></diff-view>`);
    expect(shadow(binary).querySelector('.note')!.textContent).to.include('binary');
    expect(rows(binary)).to.have.length(0);
    shadow(binary).querySelector<HTMLButtonElement>('.render-anyway')!.click();
    await binary.ready();
    expect(rows(binary).length).to.be.greaterThan(0);

    const large = await diffView(html`<diff-view .diff=${SMALL_EDIT} size-limit="100"></diff-view>`);
    expect(shadow(large).querySelector('.note')!.textContent).to.include('large');
    shadow(large).querySelector<HTMLButtonElement>('.render-anyway')!.click();
    await large.ready();
    expect(counts(large)).to.equal('+2 −1');
  });

  it('does not slot the light-DOM fallback', async () => {
    const el = await diffView(html`<diff-view .diff=${SMALL_EDIT}><div class="diff-fallback">fallback</div></diff-view>`);
    const fallback = el.querySelector('.diff-fallback') as HTMLElement;
    expect(fallback.assignedSlot).to.equal(null);
    expect(fallback.getClientRects().length).to.equal(0);
  });
});

describe('<diff-view> draft v2 patches', () => {
  it('shows each file of a git_patch with its operation badge and hunk line numbers', async () => {
    const el = await diffView(html`<diff-view .diff=${V2_PATCH} root=${ROOT} view="unified"></diff-view>`);
    expect(files(el).map((f) => f.querySelector('.path')!.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'src/app.js',
      'src/greeting.js',
      'src/old.js',
      'src/util.js → src/lib/util.js',
      'logo.png → public/logo.png',
    ]);
    expect(files(el).map((f) => [...f.querySelectorAll('.badge')].map((b) => b.textContent).join(','))).to.deep.equal([
      '',
      'New',
      'Deleted',
      'Moved',
      'Copied,Binary',
    ]);
    const app = rows(el, 0);
    expect(app[0]).to.include({ kind: 'fold', text: '@@ -3,7 +3,7 @@' });
    expect(numbered(app.slice(1, 4))).to.deep.equal(['3:3', '4:4', '5:5']);
    expect(numbered(app.filter((r) => r.kind === 'remove' || r.kind === 'add'))).to.deep.equal(['6:', ':6', ':23']);
    expect(app.filter((r) => r.kind === 'fold').map((r) => r.text)).to.deep.equal(['@@ -3,7 +3,7 @@', '@@ -20,3 +20,4 @@']);
    expect(counts(el, 0)).to.equal('+2 −1');
    expect(rows(el, 2).map((r) => r.kind)).to.deep.equal(['remove', 'no-newline']);
    expect(files(el)[4].querySelector('.note')!.textContent!.trim()).to.equal('The agent sent no patch for this file.');
  });
});

describe('<diff-view> one gutter, headers without rows, narrow splits', () => {
  const codeX = (file: HTMLElement) => file.querySelector('.row:not(.fold) .code')!.getBoundingClientRect().left;

  it('starts the code column at one x in every file, its numbers right-aligned', async () => {
    for (const view of ['unified', 'split'] as const) {
      const el = await diffView(html`<diff-view .diff=${V2_PATCH} root=${ROOT} view=${view}></diff-view>`, 1000);
      const withRows = files(el).filter((f) => f.querySelector('.row:not(.fold) .code'));
      expect(withRows.length, view).to.equal(4);
      const xs = withRows.map(codeX);
      for (const x of xs) expect(Math.abs(x - xs[0]), `${view}: code column x`).to.be.below(0.5);
      // util.js (numbers 1–3) keeps the gutter that app.js's 23 needs, its "1" against the right.
      const util = withRows[3].querySelector<HTMLElement>('.num:not(.empty)')!;
      expect(getComputedStyle(util).textAlign).to.equal('right');
      const gutter = util.getBoundingClientRect();
      const app = withRows[0].querySelector<HTMLElement>('.num:not(.empty)')!.getBoundingClientRect();
      expect(gutter.width, 'same gutter width').to.be.closeTo(app.width, 0.5);
    }
  });

  it('shows no counts and no layout switch for a binary or copied entry', async () => {
    const el = await diffView(html`<diff-view .diff=${V2_PATCH} root=${ROOT}></diff-view>`);
    const header = (file: HTMLElement) => [!!file.querySelector('[part="counts"]'), !!file.querySelector('.switch')];
    expect(files(el).map(header)).to.deep.equal([
      [true, true],
      [true, true],
      [true, true],
      [true, true],
      [false, false],
    ]);
    const binary = await diffView(html`<diff-view .diff=${BINARY}></diff-view>`);
    expect(header(files(binary)[0])).to.deep.equal([false, false]);
  });

  it('keeps both halves of a split in view at a narrow width, and goes unified when auto', async () => {
    const split = await diffView(html`<diff-view .diff=${SMALL_EDIT} view="split"></diff-view>`, 420);
    const body = shadow(split).querySelector<HTMLElement>('.body')!;
    expect(body.scrollWidth, 'no sideways scroll').to.be.at.most(body.clientWidth + 1);
    const box = split.getBoundingClientRect();
    for (const side of shadow(split).querySelectorAll('.row:not(.fold) .side')) {
      const rect = side.getBoundingClientRect();
      expect(rect.left).to.be.at.least(box.left - 1);
      expect(rect.right).to.be.at.most(box.right + 1);
    }
    await expect(split.parentElement!).to.be.accessible();
    const auto = await diffView(html`<diff-view .diff=${SMALL_EDIT}></diff-view>`, 420);
    expect(auto.layout).to.equal('unified');
  });

  it("marks the file's text as of unknown language, so the UI's lang does not restyle it", async () => {
    const wrapper = await fixture(html`<div lang="zh-TW" style="width:700px"><diff-view .diff=${SMALL_EDIT}></diff-view></div>`);
    const el = wrapper.querySelector('diff-view')!;
    await el.ready();
    const codes = [...shadow(el).querySelectorAll('.row .code')];
    expect(codes.length).to.be.greaterThan(0);
    for (const code of codes) expect(code.getAttribute('lang')).to.equal('und');
    await expect(wrapper).to.be.accessible();
  });
});

describe('<diff-view> large input', () => {
  it('diffs large input in the worker and keeps only visible rows in the DOM', async () => {
    const { oldText, newText } = scatteredEdits(10_000, 100);
    const el = await diffView(html`<diff-view path="/big.ts" .oldText=${oldText} .newText=${newText} view="unified"></diff-view>`);
    expect(el.engine).to.equal('worker');
    // Edits k = 0…99: 34 changed lines (+1 −1), 33 insertions, 33 deletions.
    expect(counts(el)).to.equal('+67 −67');
    const drawn = shadow(el).querySelectorAll('.row').length;
    expect(drawn).to.be.greaterThan(10).and.lessThan(120);
    // Scrolling to the end draws the end.
    const body = shadow(el).querySelector<HTMLElement>('.body')!;
    body.scrollTop = body.scrollHeight;
    await waitUntil(() => rows(el).some((r) => r.kind === 'fold' || r.old === '10000'), 'the end of the long diff drawn');
    expect(shadow(el).querySelectorAll('.row').length).to.be.lessThan(120);
  });

  it('falls back to the main thread when the worker cannot start', async () => {
    setDiffWorkerUrl(new URL('/no-such-worker.js', location.href));
    try {
      const { oldText, newText } = scatteredEdits(3_000, 30);
      const el = await diffView(html`<diff-view path="/big.ts" .oldText=${oldText} .newText=${newText}></diff-view>`);
      expect(el.engine).to.equal('main');
      expect(counts(el)).to.equal('+20 −20');
    } finally {
      setDiffWorkerUrl(undefined);
    }
  });

  it('shows a placeholder while the worker computes', async () => {
    const { oldText, newText } = scatteredEdits(5_000, 50);
    const wrapper = await fixture(html`<div><diff-view path="/big.ts" .oldText=${oldText} .newText=${newText}></diff-view></div>`);
    const el = wrapper.querySelector('diff-view')!;
    expect(shadow(el).querySelector('.note.computing')!.getAttribute('aria-busy')).to.equal('true');
    await el.ready();
    expect(shadow(el).querySelector('.note.computing')).to.equal(null);
  });
});

describe('<diff-view> highlighting and language', () => {
  before(installHighlightShim);
  it('colours syntax by extension once highlight.js has loaded', async () => {
    const el = await diffView(html`<diff-view .diff=${SMALL_EDIT} highlight view="unified"></diff-view>`);
    await waitUntil(() => shadow(el).querySelector('.tok-keyword'), 'no keyword token');
    expect(shadow(el).querySelector('.tok-keyword')!.textContent).to.equal('export');
    // Word marks and syntax classes combine.
    expect(shadow(el).querySelector('.row.add ins')!.textContent).to.include('1');
  });

  it('speaks the page language', async () => {
    const wrapper = await fixture(html`<div lang="zh-TW" style="width:600px"><diff-view .diff=${SMALL_EDIT}></diff-view></div>`);
    const el = wrapper.querySelector('diff-view')!;
    await el.ready();
    expect([...shadow(el).querySelectorAll('.switch-button')].map((b) => b.textContent!.trim())).to.deep.equal(['整合', '並排']);
  });
});

describe('<diff-view> accessibility', () => {
  before(installHighlightShim);
  for (const theme of ['light', 'dark']) {
    it(`is accessible in unified, split, folded and v2 forms (${theme})`, async () => {
      const wrapper = await fixture(html`<div style="width:1000px">
        <diff-view .diff=${SMALL_EDIT} theme=${theme} view="unified" highlight></diff-view>
        <diff-view .diff=${SMALL_EDIT} theme=${theme} view="split"></diff-view>
        <diff-view path="/f.txt" .oldText=${lines(60)} .newText=${lines(60, [10, 50])} theme=${theme}></diff-view>
        <diff-view .diff=${V2_PATCH} theme=${theme}></diff-view>
        <diff-view .diff=${BINARY} theme=${theme}></diff-view>
      </div>`);
      for (const el of wrapper.querySelectorAll('diff-view')) await el.ready();
      await waitUntil(() => wrapper.querySelector('diff-view')!.shadowRoot!.querySelector('.tok-keyword'), 'highlighted keywords');
      await expect(wrapper).to.be.accessible();
    });
  }
});
