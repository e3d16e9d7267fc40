// SPDX-License-Identifier: Apache-2.0
// <session-list> in each state: empty, a few day groups, paging as the user scrolls (a stand-in
// host answers session-list-more with the next page), loading, a failed listing, a cursor loop,
// an agent that cannot list (the sessions this page saw), running and waiting badges, a delete
// waiting for its confirmation, in zh-TW, dark, VS Code's Dark Modern theme and 420 px wide.
// The stories stand on the element's properties, as a host without a store would set them.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { styleMap } from 'lit/directives/style-map.js';
import '../src/elements/session-list/session-list.js';
import type { SessionList } from '../src/elements/session-list/session-list.component.js';
import type { SessionListMoreEvent } from '../src/events/session-list-more.js';
import type { SessionCapabilitiesView, SessionCatalogEntry, SessionListing } from '../src/state/index.js';
import { entry, SAMPLE_ROOT as ROOT } from '../test/elements/session-list/entries.js';
import { DARK_MODERN, themeClasses, themeVariables } from './vscode-themes.js';

type State = 'empty' | 'groups' | 'paging' | 'loading' | 'error' | 'loop' | 'cannot-list' | 'badges' | 'confirm-delete';

interface Args {
  state: State;
  theme?: 'light' | 'dark';
  lang?: string;
  vscode?: boolean;
  width?: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const EVERYTHING: SessionCapabilitiesView = { load: true, list: true, resume: true, close: true, delete: true, logout: false };
const LISTED: SessionListing = { loading: false, listed: true };

const session = (sessionId: string, ago: number | undefined, fields: Partial<SessionCatalogEntry> = {}): SessionCatalogEntry =>
  entry(sessionId, { ...(ago === undefined ? {} : { updatedAt: Date.now() - ago }), ...fields });

/** Sessions over the last months, in two directories, one of them shown now. */
function history(): SessionCatalogEntry[] {
  return [
    session('s-greeting', 4 * MINUTE, { title: 'Fix the greeting for empty names', lifecycle: 'live', seen: true }),
    session('s-parser', 50 * MINUTE, { title: 'Refactor the parser into a tokenizer and a reader' }),
    session('s-api', 26 * 60 * MINUTE, { title: 'Add paging to the sessions endpoint', cwd: `${ROOT}/packages/api` }),
    session('s-flaky', 3 * DAY, { firstPrompt: 'Why does the login test fail on CI but not locally?' }),
    session('s-readme', 5 * DAY, { title: 'Write the README section on sign-in' }),
    session('s-deps', 12 * DAY, { title: 'Update the dependencies and run the suite', cwd: `${ROOT}/packages/api` }),
    session('s-old', 80 * DAY, { title: 'Set up the project' }),
    session('s-undated', undefined, {}),
  ];
}

function badges(): SessionCatalogEntry[] {
  return [
    session('b-waiting', 1 * MINUTE, {
      title: 'Migrate the database schema',
      lifecycle: 'live',
      seen: true,
      running: true,
      waitingForUser: 2,
    }),
    session('b-running', 2 * MINUTE, { title: 'Run the benchmarks', lifecycle: 'live', seen: true, running: true }),
    session('b-loading', 30 * MINUTE, { title: 'Review the pull request', lifecycle: 'loading' }),
    session('b-resumed', 2 * 60 * MINUTE, { title: 'Draft the release notes', lifecycle: 'resumed', seen: true }),
    session('b-closed', 26 * 60 * MINUTE, { title: 'Investigate the memory leak', lifecycle: 'closed' }),
    session('b-error', 2 * DAY, {
      title: 'Port the CLI to Windows',
      error: { code: -32002, message: 'Session not found: it may have been deleted on another machine' },
    }),
  ];
}

/** A page of the paging story: eight sessions further back each time. */
function page(n: number): SessionCatalogEntry[] {
  return Array.from({ length: 8 }, (_, i) =>
    session(`p${n}-${i}`, (n * 8 + i) * 7 * 60 * MINUTE, { title: `Session ${n * 8 + i + 1} of the paged list` }),
  );
}

/** A host that answers `session-list-more` with the next page, a moment later, three pages in all. */
function pagingHost(el: SessionList): void {
  let pages = 0;
  el.sessions = page(0);
  el.listing = { loading: false, listed: true, nextCursor: 'page-1' };
  el.addEventListener('session-list-more', (event: SessionListMoreEvent) => {
    event.preventDefault();
    if (!event.detail.cursor) return;
    el.listing = { ...el.listing!, loading: true };
    setTimeout(() => {
      pages += 1;
      el.sessions = [...el.sessions!, ...page(pages)];
      el.listing = { loading: false, listed: true, ...(pages < 3 ? { nextCursor: `page-${pages + 1}` } : {}) };
    }, 800);
  });
}

function properties(state: State): Pick<SessionList, 'sessions' | 'capabilities' | 'listing'> {
  switch (state) {
    case 'empty':
      return { sessions: [], capabilities: EVERYTHING, listing: LISTED };
    case 'loading':
      return { sessions: history().slice(0, 3), capabilities: EVERYTHING, listing: { loading: true, listed: true, nextCursor: 'c2' } };
    case 'error':
      return {
        sessions: history().slice(0, 3),
        capabilities: EVERYTHING,
        listing: { ...LISTED, nextCursor: 'c2', error: { code: -32603, message: 'Internal error: the session store is locked' } },
      };
    case 'loop':
      return { sessions: history(), capabilities: EVERYTHING, listing: { ...LISTED, nextCursor: 'c2', cursorLoop: true } };
    case 'cannot-list':
      return {
        sessions: [
          session('seen-1', 3 * MINUTE, { title: 'Fix the greeting for empty names', lifecycle: 'live', seen: true }),
          session('seen-2', 40 * MINUTE, { firstPrompt: 'Summarise the open issues', lifecycle: 'live', seen: true }),
          session('seen-3', 5 * 60 * MINUTE, { title: 'Try the new config format', lifecycle: 'closed', seen: true }),
        ],
        capabilities: { ...EVERYTHING, list: false, load: false, resume: false, delete: false },
        listing: { loading: false, listed: false },
      };
    case 'badges':
      return { sessions: badges(), capabilities: EVERYTHING, listing: LISTED };
    default:
      return { sessions: history(), capabilities: EVERYTHING, listing: LISTED };
  }
}

/** Brings a freshly drawn element into its story's state, through what a user does. */
async function arrange(el: SessionList, state: State): Promise<void> {
  await el.updateComplete;
  if (state !== 'confirm-delete') return;
  const list = el.shadowRoot!.querySelector<HTMLElement>('[role="listbox"]')!;
  list.focus();
  list.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
  await el.updateComplete;
  list.dispatchEvent(new KeyboardEvent('keydown', { key: 'Delete', bubbles: true, cancelable: true }));
  await el.updateComplete;
}

function sessions({ state, theme, lang, vscode, width }: Args): TemplateResult {
  let arranged = false;
  const ready = (el: Element | undefined) => {
    if (!el || arranged) return;
    arranged = true;
    if (state === 'paging') pagingHost(el as SessionList);
    void arrange(el as SessionList, state);
  };
  const { sessions: list, capabilities, listing } = properties(state);
  const surface = vscode
    ? { ...themeVariables(DARK_MODERN), background: 'var(--vscode-editor-background)', color: 'var(--vscode-editor-foreground)' }
    : theme === 'dark'
      ? { background: '#0d1117' }
      : {};
  return html`<div lang=${lang ?? 'en'} class=${vscode ? themeClasses(DARK_MODERN).join(' ') : ''}
    style=${styleMap({ maxWidth: `${width ?? 560}px`, height: '440px', display: 'flex', flexDirection: 'column', padding: '8px', ...surface })}>
    <!-- The stories show what the element fires, not a connection: nothing is opened or deleted. -->
    <session-list .sessions=${state === 'paging' ? undefined : list} .capabilities=${capabilities} .listing=${state === 'paging' ? undefined : listing}
      session-id="s-greeting" root=${ROOT} theme=${theme ?? ''} style="flex: 1 1 auto; min-height: 0"
      @session-open=${(e: Event) => e.preventDefault()} @session-delete=${(e: Event) => e.preventDefault()}
      ${ref(ready)}></session-list>
  </div>`;
}

const meta: Meta<Args> = {
  title: 'Elements/session-list',
  component: 'session-list',
  args: { state: 'groups' },
  argTypes: {
    state: {
      control: 'select',
      options: ['empty', 'groups', 'paging', 'loading', 'error', 'loop', 'cannot-list', 'badges', 'confirm-delete'],
    },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] },
    lang: { control: 'inline-radio', options: ['en', 'zh-CN', 'zh-TW'] },
    width: { control: 'number' },
  },
  render: sessions,
};
export default meta;
type Story = StoryObj<Args>;

export const Empty: Story = { args: { state: 'empty' } };
export const DayGroups: Story = {};
export const PagingAsYouScroll: Story = { args: { state: 'paging' } };
export const LoadingAPage: Story = { args: { state: 'loading' } };
export const ListingFailed: Story = { args: { state: 'error' } };
export const CursorLoopStopped: Story = { args: { state: 'loop' } };
export const CannotListSeenSessionsOnly: Story = { args: { state: 'cannot-list' } };
export const RunningAndWaitingBadges: Story = { args: { state: 'badges' } };
export const DeleteConfirmation: Story = { args: { state: 'confirm-delete' } };
export const TraditionalChinese: Story = { args: { state: 'badges', lang: 'zh-TW' } };
export const Dark: Story = { args: { theme: 'dark' } };
export const VsCodeDarkModern: Story = { name: 'VS Code Dark Modern', args: { state: 'badges', vscode: true } };
export const Narrow: Story = { args: { state: 'badges', width: 420 } };
