// SPDX-License-Identifier: Apache-2.0
// The demo page: replays a recorded real-agent session through the store into <tool-call-list>,
// at its recorded pace. (The live WebSocket demo replaces this once the connection exists.)
import '../src/define.js';
import { createToolCallStore, selectErrors, selectSessions, selectTranscript } from '../src/state/index.js';
import { parseTrace, RECORDED_SESSIONS, type RecordedSession } from '../stories/recorded-sessions.js';

const list = document.querySelector('tool-call-list')!;
const sessionSelect = document.querySelector<HTMLSelectElement>('#session')!;
const speedSelect = document.querySelector<HTMLSelectElement>('#speed')!;
const langSelect = document.querySelector<HTMLSelectElement>('#lang')!;
const stats = document.querySelector<HTMLElement>('#stats')!;
let run = 0;

function showStats(store: ReturnType<typeof createToolCallStore>): void {
  const state = store.getState();
  const sessions = selectSessions(state);
  const entries = sessions.reduce((n, id) => n + selectTranscript(state, id).length, 0);
  stats.textContent = `${state.seq} messages · ${sessions.length} session(s) · ${entries} transcript entries · ${selectErrors(state).length} feed errors`;
}

async function replay(): Promise<void> {
  const current = ++run;
  const store = createToolCallStore();
  list.store = store;
  const lines = parseTrace(RECORDED_SESSIONS[sessionSelect.value as RecordedSession]);
  const speed = Number(speedSelect.value);
  let clock = lines[0]?.t_ms ?? 0;
  for (const line of lines) {
    if (speed > 0 && line.t_ms > clock) {
      await new Promise((resolve) => setTimeout(resolve, (line.t_ms - clock) / speed));
      clock = line.t_ms;
    }
    if (current !== run) return; // a newer replay started
    store.dispatch(line.msg, { from: line.dir === 'agent->client' ? 'agent' : 'client' });
    showStats(store);
  }
}

document.querySelector('#replay')!.addEventListener('click', () => void replay());
sessionSelect.addEventListener('change', () => void replay());
langSelect.addEventListener('change', () => {
  document.documentElement.lang = langSelect.value;
  list.requestUpdate();
});
void replay();
