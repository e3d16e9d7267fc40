// SPDX-License-Identifier: Apache-2.0
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { ref } from 'lit/directives/ref.js';
import '../src/elements/terminal-view/terminal-view.js';
import type { TerminalViewElement } from '../src/elements/terminal-view/terminal-view.js';
import { createToolCallStore, selectSessions, selectTerminal, selectToolCalls, type TerminalView } from '../src/state/index.js';
import { parseTrace, RECORDED_SESSIONS, storeFromRecording } from './recorded-sessions.js';
import { SAMPLE_ROOT } from '../test/helpers/wire.js';

interface Args {
  terminal?: TerminalView;
  text?: string;
  theme?: 'light' | 'dark';
  lang?: string;
}

const ESC = '\u001b';
const green = (s: string) => `${ESC}[32m${s}${ESC}[0m`;
const red = (s: string) => `${ESC}[31m${s}${ESC}[0m`;
const bold = (s: string) => `${ESC}[1m${s}${ESC}[22m`;
const dim = (s: string) => `${ESC}[2m${s}${ESC}[22m`;

function terminal(fields: Partial<TerminalView>): TerminalView {
  return { sessionId: 's1', terminalId: 'term-1', output: '', truncated: false, resets: 0, updatedAt: 0, ...fields };
}

const testRun = [
  `${dim('> demo@1.0.0 test')}\n`,
  `${dim('> vitest run')}\n\n`,
  ...Array.from(
    { length: 14 },
    (_, i) => ` ${green('✓')} src/module-${i + 1}.test.ts ${dim(`(${3 + ((i * 7) % 11)} tests)`)} ${dim(`${12 + i * 3}ms`)}\n`,
  ),
  `\n ${bold('Test Files')}  ${green('14 passed')} (14)\n`,
  `      ${bold('Tests')}  ${green('98 passed')} (98)\n`,
];

const failingBuild =
  `${dim('$ make build')}\ncc -O2 -c src/main.c -o build/main.o\ncc -O2 -c src/parse.c -o build/parse.o\n` +
  `src/parse.c:42:17: ${bold(red('error:'))} use of undeclared identifier ${bold("'tokn'")}\n` +
  `   42 |     return next(tokn);\n      |                 ${green('^~~~')}\n` +
  `1 error generated.\nmake: *** [Makefile:12: build/parse.o] Error 1\n`;

const meta: Meta<Args> = {
  title: 'Elements/terminal-view',
  component: 'terminal-view',
  argTypes: {
    theme: { control: 'select', options: [undefined, 'light', 'dark'] },
    lang: { control: 'select', options: ['en', 'zh-CN', 'zh-TW'] },
  },
  render: ({ terminal, text, theme, lang }) =>
    html`<div lang=${lang ?? 'en'} style="max-width: 760px">
      <terminal-view .terminal=${terminal} .text=${text} theme=${theme ?? ''}></terminal-view>
    </div>`,
};
export default meta;
type Story = StoryObj<Args>;

/**
 * A story whose terminal is fed by a timer: `step` returns the next `TerminalView` (as the store
 * would, a longer copy) or `undefined` when done. The timer stops when the element leaves the page.
 */
function timerStory(first: () => TerminalView, step: (view: TerminalView) => TerminalView | undefined, ms: number): Story {
  return {
    render: ({ theme, lang }) => {
      let timer: ReturnType<typeof setInterval> | undefined;
      const start = (element?: Element) => {
        clearInterval(timer);
        if (!element) return;
        const el = element as TerminalViewElement;
        el.terminal = first();
        timer = setInterval(() => {
          const next = el.isConnected && el.terminal ? step(el.terminal) : undefined;
          if (next) el.terminal = next;
          if (!next || next.exitStatus) clearInterval(timer);
        }, ms);
      };
      return html`<div lang=${lang ?? 'en'} style="max-width: 760px"><terminal-view theme=${theme ?? ''} ${ref(start)}></terminal-view></div>`;
    },
  };
}

/** Output arriving every 150 ms as the store would deliver it (`.terminal` replaced by a longer copy), then exit 0. */
export const Streaming: Story = timerStory(
  () => terminal({ command: 'npm test', cwd: SAMPLE_ROOT }),
  (view) => {
    const next = testRun.find((_, i) => view.output === testRun.slice(0, i).join(''));
    return next !== undefined ? { ...view, output: view.output + next } : { ...view, exitStatus: { exitCode: 0, signal: null } };
  },
  150,
);

export const ExitZero: Story = {
  args: {
    terminal: terminal({
      command: 'npm test',
      cwd: SAMPLE_ROOT,
      output: testRun.join(''),
      exitStatus: { exitCode: 0, signal: null },
    }),
  },
};

export const ExitThree: Story = {
  args: {
    terminal: terminal({
      command: 'make build',
      cwd: SAMPLE_ROOT,
      output: failingBuild,
      exitStatus: { exitCode: 3, signal: null },
    }),
  },
};

export const KilledBySignal: Story = {
  args: {
    terminal: terminal({
      command: 'npm run dev',
      output: `${dim('> vite')}\n\n  ${green('VITE v8.3.8')}  ready in 412 ms\n\n  ➜  Local:   http://localhost:5173/\n^C\n`,
      exitStatus: { exitCode: null, signal: 'SIGTERM' },
    }),
  },
};

/** `truncated` from `terminal/output`: the client kept the end of the output (ACP `outputByteLimit`). */
export const Truncated: Story = {
  args: {
    terminal: terminal({
      command: 'find / -name "*.log"',
      output: Array.from({ length: 40 }, (_, i) => `/var/log/app/service-${1000 + i}.log\n`).join(''),
      truncated: true,
      exitStatus: { exitCode: 1, signal: null },
    }),
  },
};

export const WideOutput: Story = {
  args: {
    terminal: terminal({
      command: 'docker ps --no-trunc',
      output:
        `CONTAINER ID${' '.repeat(56)}IMAGE${' '.repeat(20)}COMMAND${' '.repeat(40)}STATUS\n` +
        Array.from(
          { length: 6 },
          (_, i) =>
            `${'f'.repeat(8)}${i}${'0123456789abcdef'.repeat(3)}   registry.example/app:${i}.0   "/usr/local/bin/entrypoint.sh --port ${8000 + i} --verbose"   Up ${i + 2} hours\n`,
        ).join(''),
      exitStatus: { exitCode: 0 },
    }),
  },
};

/** A download bar redrawn with `\r`, in place, as a terminal shows it. */
export const ProgressBar: Story = timerStory(
  () => terminal({ command: 'curl -O https://example.com/big.tar.gz', output: 'Downloading big.tar.gz\n' }),
  (view) => {
    const pct = 4 * (view.output.split('\r').length - 1) + 4;
    const bar = `\r${green(`${'█'.repeat(pct / 4)}${'░'.repeat(25 - pct / 4)}`)} ${String(pct).padStart(3)}%`;
    return pct < 100
      ? { ...view, output: view.output + bar }
      : { ...view, output: `${view.output}${bar}\nSaved big.tar.gz\n`, exitStatus: { exitCode: 0 } };
  },
  120,
);

export const ChineseAndEmoji: Story = {
  args: {
    lang: 'zh-CN',
    terminal: terminal({
      command: 'python3 问候.py',
      cwd: '/home/dev/项目',
      output: `你好，世界！🌏\n${green('✔ 测试通过')} 🎉\n${red('✘ 失敗：檔案不存在')} 😢\n表格：｜名稱｜數量｜\n      ｜蘋果｜  3 ｜\n`,
      exitStatus: { exitCode: 0 },
    }),
  },
};

/** `.text` with ANSI escapes (an execute call's text output), no terminal id. */
export const StaticText: Story = { args: { text: `${green('PASS')} src/a.test.ts\n${red('FAIL')} src/b.test.ts\n  expected 2, got 3\n` } };

/** The card has a terminal id but the session holds no data for it. */
export const Unavailable: Story = {
  render: ({ lang }) =>
    html`<div lang=${lang ?? 'en'} style="max-width: 760px"><terminal-view terminal-id="term-404"></terminal-view></div>`,
};

/** Light and dark side by side, forced by `theme`. */
export const LightAndDark: Story = {
  render: () => html`<div style="display: grid; gap: 8px; max-width: 760px">
    <terminal-view theme="light" .terminal=${ExitThree.args!.terminal}></terminal-view>
    <div style="background: #0d1117; padding: 8px"><terminal-view theme="dark" .terminal=${ExitThree.args!.terminal}></terminal-view></div>
  </div>`,
};

/** Every terminal of a folded store, by the tool calls that show them (first-seen order). */
function traceTerminals(store: ReturnType<typeof createToolCallStore>): TerminalView[] {
  const state = store.getState();
  const views: TerminalView[] = [];
  for (const sessionId of selectSessions(state)) {
    for (const call of selectToolCalls(state, sessionId)) {
      for (const item of call.content) {
        const id = (item as { terminalId?: unknown }).terminalId;
        const view = item.type === 'terminal' && typeof id === 'string' ? selectTerminal(state, sessionId, id) : undefined;
        if (view) views.push(view);
      }
    }
  }
  return views;
}

const traceStory = (views: () => TerminalView[]): Story => ({
  render: ({ theme, lang }) => html`<div lang=${lang ?? 'en'} style="display: grid; gap: 8px; max-width: 760px">
    ${views().map((view) => html`<terminal-view .terminal=${view} terminal-id=${view.terminalId} theme=${theme ?? ''}></terminal-view>`)}
  </div>`,
});

/** claude-code-acp ran its command in a client terminal: `terminal/create`, then `terminal/output` snapshots (recorded trace). */
export const ClaudeCodeClientTerminal: Story = traceStory(() => traceTerminals(storeFromRecording('claude-code-acp')));

/**
 * codex-acp's `_meta` terminal stream. The recorded session's client did not advertise
 * `clientCapabilities._meta.terminal_output`, so codex sent its command output as `rawOutput`; here
 * each recorded command (read, search and execute calls alike) is re-sent as codex-acp sends it to a client that opts in
 * (`_meta.terminal_info` on the call, `_meta.terminal_output` then `_meta.terminal_exit` on its
 * updates; acp-reference §4.2), with the recorded command, cwd, output and exit code, and folded by
 * the store like any feed.
 */
export const CodexMetaStream: Story = traceStory(() => traceTerminals(codexWithMetaTerminals()));

type Json = Record<string, unknown>;

function codexWithMetaTerminals(): ReturnType<typeof createToolCallStore> {
  const store = createToolCallStore();
  const executes = new Set<string>();
  for (const line of parseTrace(RECORDED_SESSIONS['codex-acp'])) {
    const msg = structuredClone(line.msg) as Json;
    const update = ((msg.params as Json | undefined)?.update ?? undefined) as Json | undefined;
    if (msg.method === 'session/update' && update) {
      const id = update.toolCallId as string;
      const raw = (update.rawOutput ?? update.rawInput) as Json | undefined;
      // Every command codex ran (an argv in rawInput), whatever kind it was given (read, search, execute).
      if (update.sessionUpdate === 'tool_call' && Array.isArray(raw?.command)) {
        executes.add(id);
        update.content = [{ type: 'terminal', terminalId: id }];
        update._meta = { terminal_info: { terminal_id: id, cwd: raw?.cwd } };
      } else if (update.sessionUpdate === 'tool_call_update' && executes.has(id) && raw && typeof raw.aggregated_output === 'string') {
        // codex streams output deltas; one delta with the recorded output, then the exit.
        const outputUpdate = {
          sessionUpdate: 'tool_call_update',
          toolCallId: id,
          _meta: { terminal_output: { terminal_id: id, data: raw.aggregated_output } },
        };
        store.dispatch({ ...msg, params: { ...(msg.params as Json), update: outputUpdate } }, { from: 'agent', receivedAt: line.t_ms });
        delete update.content;
        update._meta = { terminal_exit: { terminal_id: id, exit_code: raw.exit_code, signal: null } };
      }
    }
    store.dispatch(msg, { from: line.dir === 'agent->client' ? 'agent' : 'client', receivedAt: line.t_ms });
  }
  return store;
}

/** 200 terminals in a scrolling column: at most 20 live emulators; the rest show their text. */
export const TwoHundredTerminals: Story = {
  // axe walks every cell of 200 emulators: longer than the test suite's 5 s per story on a busy machine.
  parameters: { testTimeoutMs: 30_000 },
  render: ({ theme }) => {
    const views: TemplateResult[] = [];
    for (let i = 0; i < 200; i++) {
      const view = terminal({
        terminalId: `t${i}`,
        command: `node task-${i}.js`,
        output: Array.from({ length: 3 + (i % 8) }, (_, j) => `${j % 3 === 0 ? green('ok') : dim('..')} step ${j} of task ${i}\n`).join(''),
        exitStatus: { exitCode: i % 13 === 0 ? 1 : 0 },
      });
      views.push(html`<terminal-view .terminal=${view} theme=${theme ?? ''}></terminal-view>`);
    }
    return html`<div lang="en" style="display: grid; gap: 6px; max-width: 760px; height: 600px; overflow: auto">${views}</div>`;
  },
};
