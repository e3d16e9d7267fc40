// SPDX-License-Identifier: Apache-2.0
// The demo page. Live: `npm start` opens it with `?bridge=<ws url with token>&cwd=<dir>`; the
// page is the ACP client of the agent behind the bridge (the built-in demo agent by default).
// `?observe=<watch url>` watches someone else's session read-only. Replay: a recorded `.jsonl`
// trace (fixtures, file picker or drop) with play/pause and speed. Built only from the library:
// <session-status> over <session-thread> (the transcript, cards inline), the pinned
// <permission-prompt> above the composer (<prompt-input>, whose requests connectAcp sends),
// <location-follower> beside.
import '../src/define.js';
import type { MentionProvider } from '../src/api.js';
import { connectAcp, type AcpConnection } from '../src/connection/index.js';
import {
  createToolCallStore,
  selectPendingElicitations,
  selectPendingPermissions,
  selectSessions,
  selectToolCalls,
  selectTranscript,
  type ToolCallStore,
} from '../src/state/index.js';
import { RECORDED_SESSIONS, type RecordedSession } from '../stories/recorded-sessions.js';
import { showChanges, showChangesOf, trackLiveChanges } from './live-changes.js';
import { followSessions, sessionElements, showInList, showSessionsPanel, signInRunners } from './live-sessions.js';
import { parseTraceText, Replayer } from './replay.js';
import { translatePage, type DemoStrings } from './demo-strings.js';

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const thread = $<HTMLElementTagNameMap['session-thread']>('#thread');
const sessionStatus = $<HTMLElementTagNameMap['session-status']>('#session');
const prompt = $<HTMLElementTagNameMap['permission-prompt']>('#permission');
const question = $<HTMLElementTagNameMap['elicitation-form']>('#question');
const status = $<HTMLElementTagNameMap['connection-status']>('#status');
const follower = $<HTMLElement & { store?: ToolCallStore }>('#follower');
const permissionsSelect = $<HTMLSelectElement>('#permissions');
const composer = $<HTMLElementTagNameMap['prompt-input']>('#composer');
const liveHint = $<HTMLElement>('#live-hint');
const params = new URLSearchParams(location.search);
const langSelect = $<HTMLSelectElement>('#lang');
// ?lang=zh-TW opens the page in that language (links, screenshots).
if ([...langSelect.options].some((option) => option.value === params.get('lang'))) langSelect.value = params.get('lang')!;
let t: DemoStrings = translatePage(langSelect.value);
document.documentElement.lang = langSelect.value;

/** The composer's draft before anything was typed: the question the demo agent's session answers. */
const FIRST_PROMPT = 'average() returns NaN for an empty list: please fix it and run the tests.';

let store: ToolCallStore = createToolCallStore();
let unsubscribe: (() => void) | undefined;
let sessionId: string | undefined;
let connection: AcpConnection | undefined;
let replayer: Replayer | undefined;

/** Points every view at `next`, and feeds the pinned prompt and the status bar's session once a frame. */
function show(next: ToolCallStore, session?: string): void {
  unsubscribe?.();
  store = next;
  sessionId = session;
  thread.store = next;
  sessionStatus.store = next;
  follower.store = next;
  composer.store = next;
  // Paths in the pinned prompt show relative to the live session's directory.
  const root = next === liveStore || (liveUrl && !replayer) ? (params.get('cwd') ?? undefined) : undefined;
  prompt.root = root;
  thread.root = root;
  showChanges(next, root);
  setSession(session);
  let frame = 0;
  const draw = () => {
    frame = 0;
    const state = next.getState();
    // Without a session of our own (replay, observe): the latest one.
    const sid = sessionId ?? selectSessions(state).at(-1);
    sessionStatus.sessionId = sid;
    prompt.requests = sid === undefined || !pinned() ? [] : selectPendingPermissions(state, sid);
    prompt.toolCalls = sid === undefined ? [] : selectToolCalls(state, sid);
    // The agent's question, beside the pinned prompt (inline mode: in its card or in the thread).
    const asked = sid === undefined || !pinned() ? undefined : selectPendingElicitations(state, sid)[0];
    if (asked !== question.request) question.request = asked;
    question.hidden = asked === undefined;
  };
  unsubscribe = next.subscribe(() => {
    frame ||= requestAnimationFrame(draw);
  });
  draw();
}

function setSession(session: string | undefined): void {
  sessionId = session;
  showInList(session);
  showChangesOf(session);
  for (const element of [thread, follower, composer]) {
    if (session === undefined) element.removeAttribute('session-id');
    else element.setAttribute('session-id', session);
  }
}

// ── Live ─────────────────────────────────────────────────────────────────────────────────────────

async function startLive(url: string, mode: 'client' | 'observe'): Promise<void> {
  const live = createToolCallStore();
  const cwd = params.get('cwd') ?? undefined;
  // The bridge's sign-in runners (a pseudo-terminal, environment variables), for an agent that asks for a login.
  const auth = mode === 'client' ? await signInRunners(url) : undefined;
  // With the bridge's file access, the agent reads and writes the session's files through the page,
  // and the change set (recording each write with the text before it) can undo on disk.
  const changes = trackLiveChanges(live, url, Boolean(auth?.capabilities.fs), $('main'));
  show(live);
  liveStore = live;
  followSessions(live, cwd, auth);
  // A mode or config option chosen in <session-status>, a prompt sent or stopped in <prompt-input>,
  // a session opened in <session-list> and a sign-in chosen in <agent-sign-in> reach the agent through
  // the connection: it hears their requests on the page's <main>.
  const fs = auth?.capabilities.fs ? { fs: changes.fs } : {};
  connection = connectAcp(url, { store: live, mode, cwd: cwd ?? '/', sessionControlTarget: $('main'), ...(auth ? { auth } : {}), ...fs });
  status.connection = connection;
  watchLink = document.createElement('a');
  const link = watchLink;
  connection.addEventListener('session-change', (event) => {
    const first = sessionId === undefined;
    setSession(event.detail.sessionId);
    if (first && event.detail.sessionId !== undefined) composer.draft = FIRST_PROMPT;
    // The read-only view opens on the session shown here.
    const watch = url.replace(/\/acp(\?|$)/, '/watch$1');
    const session = event.detail.sessionId === undefined ? '' : `&session=${encodeURIComponent(event.detail.sessionId)}`;
    link.href = `?observe=${encodeURIComponent(watch)}&cwd=${encodeURIComponent(params.get('cwd') ?? '/')}${session}`;
  });
  if (mode === 'observe') {
    // A read-only view switches what it shows itself (its connection sends nothing), starting with the session it was opened on.
    $('main').addEventListener('session-open', (event) => setSession(event.detail.sessionId));
    if (params.has('session')) setSession(params.get('session')!);
    composer.hidden = true;
    setLiveHint('readOnly');
  } else {
    link.target = '_blank';
    setLiveHint('link');
    composer.mentionProvider = fileMentions(url);
  }
}

/** `@` mentions over the bridge's file listing (`GET /files`, beside the socket, under its token). */
function fileMentions(socketUrl: string): MentionProvider {
  const files = new URL(socketUrl);
  files.protocol = files.protocol === 'wss:' ? 'https:' : 'http:';
  files.pathname = files.pathname.replace(/\/acp$/, '/files');
  return async (query, { signal }) => {
    const url = new URL(files);
    url.searchParams.set('query', query);
    const response = await fetch(url, { signal });
    if (!response.ok) return [];
    const listing = (await response.json()) as { files: { path: string; uri: string }[] };
    return listing.files.map(({ path, uri }) => ({ kind: 'file', label: path.slice(path.lastIndexOf('/') + 1), uri, path }));
  };
}

// ── Replay ───────────────────────────────────────────────────────────────────────────────────────

const playButton = $<HTMLButtonElement>('#play');
const speedSelect = $<HTMLSelectElement>('#speed');
const progress = $<HTMLElement>('#replay-progress');
let lastTrace = '';
let lastName = '';
/** What the play button does next, and the last progress shown (both redrawn in another language). */
let playAction: 'play' | 'pause' | 'replay' = 'pause';
let lastProgress: { name: string; done: number; total: number; skipped: number } | undefined;

function showProgress(): void {
  playButton.textContent = t[playAction];
  if (!lastProgress) return;
  const { name, done, total, skipped } = lastProgress;
  progress.textContent = t.progress(name, done, total) + (skipped ? t.skipped(skipped) : '');
}

function replay(text: string, name: string): void {
  replayer?.dispose();
  lastTrace = text;
  lastName = name;
  const { lines, skipped } = parseTraceText(text);
  replayer = new Replayer(lines, Number(speedSelect.value), (done, total, playing) => {
    lastProgress = { name, done, total, skipped };
    playAction = playing ? 'pause' : done >= total ? 'replay' : 'play';
    showProgress();
  });
  show(replayer.store);
  replayer.play();
}

playButton.addEventListener('click', () => {
  if (!replayer) return;
  if (replayer.playing) replayer.pause();
  else if (playAction === 'replay') replay(lastTrace, lastName);
  else replayer.play();
});
$('#restart').addEventListener('click', () => replay(lastTrace, lastName));
speedSelect.addEventListener('change', () => {
  if (replayer) replayer.speed = Number(speedSelect.value);
});
$<HTMLSelectElement>('#recording').addEventListener('change', (event) => {
  const name = (event.target as HTMLSelectElement).value as RecordedSession;
  replay(RECORDED_SESSIONS[name], name);
});
async function replayFile(file: File): Promise<void> {
  setMode('replay');
  replay(await file.text(), file.name);
}
$<HTMLInputElement>('#trace-file').addEventListener('change', (event) => {
  const file = (event.target as HTMLInputElement).files?.[0];
  if (file) void replayFile(file);
});
const drop = $<HTMLElement>('#drop');
document.addEventListener('dragover', (event) => {
  if (!event.dataTransfer?.types.includes('Files')) return;
  event.preventDefault();
  drop.hidden = false;
});
drop.addEventListener('dragleave', () => (drop.hidden = true));
document.addEventListener('drop', (event) => {
  event.preventDefault();
  drop.hidden = true;
  const file = event.dataTransfer?.files[0];
  if (file) void replayFile(file);
});

// ── Modes, language, theme ───────────────────────────────────────────────────────────────────────

const liveUrl = params.get('bridge') ?? params.get('observe');
let liveStore: ToolCallStore | undefined;

function setMode(mode: 'live' | 'replay'): void {
  $('#mode-live').setAttribute('aria-pressed', String(mode === 'live'));
  $('#mode-replay').setAttribute('aria-pressed', String(mode === 'replay'));
  $('#live').hidden = mode !== 'live';
  $('#replay').hidden = mode !== 'replay';
  // The composer drives a live session; a replay and a read-only view have none.
  composer.hidden = mode !== 'live' || params.has('observe');
  showSessionsPanel(mode === 'live' && Boolean(liveUrl));
  if (mode === 'live') {
    replayer?.dispose();
    if (!liveUrl) {
      setLiveHint('noAgent');
      show(createToolCallStore());
    } else if (!connection && !liveStore) {
      void startLive(liveUrl, params.has('observe') ? 'observe' : 'client');
    } else if (liveStore) {
      show(liveStore, connection?.sessionId);
    }
  } else if (!replayer) {
    const name = $<HTMLSelectElement>('#recording').value as RecordedSession;
    replay(RECORDED_SESSIONS[name], name);
  }
}
$('#mode-live').addEventListener('click', () => setMode('live'));
$('#mode-replay').addEventListener('click', () => setMode('replay'));

/** The live hint: none yet, no agent, a read-only tab, or the link to open one. */
let liveHintKind: 'noAgent' | 'readOnly' | 'link' | undefined;
let watchLink: HTMLAnchorElement | undefined;
function setLiveHint(kind: typeof liveHintKind): void {
  liveHintKind = kind;
  if (kind === 'link' && watchLink) {
    watchLink.textContent = t.openReadOnly;
    liveHint.replaceChildren(watchLink);
  } else {
    liveHint.textContent = kind === 'noAgent' || kind === 'readOnly' ? t[kind] : '';
  }
}

// The elements follow the page's `lang`; the page's own words follow the picker.
langSelect.addEventListener('change', () => {
  document.documentElement.lang = langSelect.value;
  t = translatePage(langSelect.value);
  setLiveHint(liveHintKind);
  showProgress();
});

/** Permissions: asked inline in the call's card, or in the pinned prompt above the composer. */
const pinned = () => permissionsSelect.value === 'pinned';
function setPermissions(): void {
  thread.noPermissionPrompts = pinned();
  prompt.hidden = !pinned();
  show(store, sessionId);
}
permissionsSelect.addEventListener('change', setPermissions);
if (params.get('permissions') === 'pinned') permissionsSelect.value = 'pinned';
thread.noPermissionPrompts = pinned();
prompt.hidden = !pinned();
// ?mode=replay&recording=<name>&speed=0 opens a recording at once (links, screenshots).
if (params.has('speed')) speedSelect.value = params.get('speed')!;
if ((params.get('recording') ?? '') in RECORDED_SESSIONS) $<HTMLSelectElement>('#recording').value = params.get('recording')!;
$<HTMLSelectElement>('#theme').addEventListener('change', (event) => {
  const theme = (event.target as HTMLSelectElement).value;
  document.documentElement.dataset['theme'] = theme;
  for (const element of [thread, sessionStatus, prompt, question, status, follower, composer, ...sessionElements]) {
    if (theme) element.setAttribute('theme', theme);
    else element.removeAttribute('theme');
  }
});

// For people poking at the page (and the end-to-end test): the live objects.
Object.assign(window, {
  tceDemo: {
    get store() {
      return store;
    },
    get connection() {
      return connection;
    },
    /** The shown session's transcript, as `<session-thread>` reads it. */
    transcript() {
      return sessionId === undefined ? [] : selectTranscript(store.getState(), sessionId);
    },
  },
});

setMode(liveUrl || params.get('mode') !== 'replay' ? 'live' : 'replay');
if (!liveUrl && params.get('mode') !== 'live') setMode('replay');
