// SPDX-License-Identifier: Apache-2.0
// The demo page's own words (its header, replay controls and hints) in the languages its picker
// offers; the elements translate themselves. In `index.html` an element names its text with
// `data-text="<key>"` and its accessible name with `data-label="<key>"`; the English there is
// what shows before the script runs. In a text, `code` spans are written between backticks.

const en = {
  title: 'tool-call-elements — live demo',
  modes: 'Demo mode',
  live: 'Live',
  replayTrace: 'Replay a trace',
  language: 'Language',
  permissions: 'Permissions',
  askInCard: 'Ask in the card',
  askAbovePrompt: 'Ask above the prompt',
  theme: 'Theme',
  systemTheme: 'System theme',
  light: 'Light',
  dark: 'Dark',
  liveSession: 'Live session',
  recordedSession: 'Recorded session',
  subagentTrace: 'claude-agent-acp (a subagent)',
  traceFile: 'Or a trace file (.jsonl)',
  play: 'Play',
  pause: 'Pause',
  replay: 'Replay',
  restart: 'Restart',
  speed: 'Speed',
  instant: 'Instant',
  dropHint: 'Drop a `.jsonl` trace anywhere on the page (one `{"t_ms", "dir", "msg"}` line per message, the format of `test/fixtures/`).',
  dropHere: 'Drop the trace to replay it',
  sessions: 'Sessions',
  agentSession: 'Agent session',
  whereAgentWorks: 'Where the agent works',
  noAgent: 'No agent: run "npm start" and open the address it prints.',
  readOnly: 'Read-only: this tab watches a session another tab drives.',
  openReadOnly: 'Open a read-only view of this session in another tab',
  progress: (name: string, done: number, total: number) => `${name}: ${done} / ${total} messages`,
  skipped: (count: number) => ` (${count} lines skipped)`,
};

export type DemoStrings = typeof en;
export type DemoText = { [K in keyof DemoStrings]: DemoStrings[K] extends string ? K : never }[keyof DemoStrings];

const zhCN: DemoStrings = {
  title: 'tool-call-elements — 实时演示',
  modes: '演示模式',
  live: '实时',
  replayTrace: '回放记录',
  language: '语言',
  permissions: '权限',
  askInCard: '在卡片中询问',
  askAbovePrompt: '在输入框上方询问',
  theme: '主题',
  systemTheme: '跟随系统主题',
  light: '浅色',
  dark: '深色',
  liveSession: '实时会话',
  recordedSession: '录制的会话',
  subagentTrace: 'claude-agent-acp（子代理）',
  traceFile: '或记录文件（.jsonl）',
  play: '播放',
  pause: '暂停',
  replay: '重新播放',
  restart: '从头开始',
  speed: '速度',
  instant: '立即',
  dropHint: '把 `.jsonl` 记录文件拖到页面任意位置（每条消息一行 `{"t_ms", "dir", "msg"}`，格式同 `test/fixtures/`）。',
  dropHere: '松开即可回放此记录',
  sessions: '会话',
  agentSession: '代理会话',
  whereAgentWorks: '代理的工作位置',
  noAgent: '没有代理：请运行 "npm start" 并打开它输出的地址。',
  readOnly: '只读：此标签页查看另一个标签页正在操作的会话。',
  openReadOnly: '在新标签页中打开此会话的只读视图',
  progress: (name, done, total) => `${name}：${done} / ${total} 条消息`,
  skipped: (count) => `（跳过 ${count} 行）`,
};

const zhTW: DemoStrings = {
  title: 'tool-call-elements — 即時展示',
  modes: '展示模式',
  live: '即時',
  replayTrace: '重播紀錄',
  language: '語言',
  permissions: '權限',
  askInCard: '在卡片中詢問',
  askAbovePrompt: '在輸入框上方詢問',
  theme: '主題',
  systemTheme: '跟隨系統主題',
  light: '淺色',
  dark: '深色',
  liveSession: '即時工作階段',
  recordedSession: '錄製的工作階段',
  subagentTrace: 'claude-agent-acp（子代理程式）',
  traceFile: '或紀錄檔（.jsonl）',
  play: '播放',
  pause: '暫停',
  replay: '重新播放',
  restart: '從頭開始',
  speed: '速度',
  instant: '立即',
  dropHint: '將 `.jsonl` 紀錄檔拖曳到頁面任何位置（每則訊息一行 `{"t_ms", "dir", "msg"}`，格式同 `test/fixtures/`）。',
  dropHere: '放開即可重播此紀錄',
  sessions: '工作階段',
  agentSession: '代理程式工作階段',
  whereAgentWorks: '代理程式的工作位置',
  noAgent: '沒有代理程式：請執行 "npm start" 並開啟它輸出的網址。',
  readOnly: '唯讀：此分頁檢視另一個分頁正在操作的工作階段。',
  openReadOnly: '在新分頁中開啟此工作階段的唯讀檢視',
  progress: (name, done, total) => `${name}：${done} / ${total} 則訊息`,
  skipped: (count) => `（略過 ${count} 行）`,
};

const BY_LANG: Record<string, DemoStrings> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW };

/** The page's words in `lang` (English for any other). */
export function demoStrings(lang: string): DemoStrings {
  return BY_LANG[lang] ?? en;
}

/** A text with backtick-quoted `code` spans, as nodes. */
function withCode(text: string): Node[] {
  return text.split('`').map((part, i) => {
    if (i % 2 === 0) return document.createTextNode(part);
    const code = document.createElement('code');
    code.textContent = part;
    return code;
  });
}

/** Puts the page's words in `lang` on every `data-text` / `data-label` element under `root`. */
export function translatePage(lang: string, root: ParentNode = document): DemoStrings {
  const t = demoStrings(lang);
  for (const element of root.querySelectorAll<HTMLElement>('[data-text]')) {
    element.replaceChildren(...withCode(t[element.dataset['text'] as DemoText] ?? ''));
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-label]')) {
    element.setAttribute('aria-label', t[element.dataset['label'] as DemoText] ?? '');
  }
  document.title = t.title;
  return t;
}
