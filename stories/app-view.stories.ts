// SPDX-License-Identifier: Apache-2.0
// App views: an MCP App's HTML in a tool result (a `ui://` resource), run in a sandboxed frame when
// the host sets `allow-app-views`, shown as source with a note otherwise; light, dark and Chinese.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define.js';
import type { ToolCallView } from '../src/state/index.js';

/** A small self-contained app: a bar chart that reports its height to the host (MCP Apps' notification). */
const CHART_APP = `<!doctype html>
<html><head><style>
  body { margin: 0; padding: 12px; font: 13px system-ui, sans-serif; color: #1f2328; background: #ffffff; }
  h1 { font-size: 14px; margin: 0 0 8px; }
  .bar { height: 18px; margin: 4px 0; background: #0969da; color: #ffffff; padding-left: 6px; line-height: 18px; border-radius: 3px; }
  button { font: inherit; margin-top: 8px; }
</style></head>
<body>
  <h1>Test duration by package</h1>
  <div id="bars"></div>
  <button id="more" type="button">Add a package</button>
  <script>
    const data = [['core', 82], ['elements', 64], ['state', 35]];
    const bars = document.getElementById('bars');
    // Its height, whenever its content changes size (the frame may have no size yet when the script first runs).
    new ResizeObserver(() => {
      const height = Math.ceil(document.body.getBoundingClientRect().height);
      parent.postMessage({ jsonrpc: '2.0', method: 'ui/notifications/size-changed', params: { height } }, '*');
    }).observe(document.body);
    function draw() {
      bars.replaceChildren(...data.map(([name, value]) => {
        const bar = document.createElement('div');
        bar.className = 'bar';
        bar.style.width = value + '%';
        bar.textContent = name + ' · ' + value + ' s';
        return bar;
      }));
    }
    document.getElementById('more').addEventListener('click', () => { data.push(['pkg-' + data.length, 20 + data.length * 7]); draw(); });
    draw();
  </script>
</body></html>`;

const chartCall: ToolCallView = {
  sessionId: 's1',
  toolCallId: 'app-1',
  title: 'mcp__metrics__chart',
  kind: 'other',
  status: 'completed',
  content: [
    { type: 'content', content: { type: 'text', text: 'Rendered the test-duration chart.' } },
    {
      type: 'content',
      content: { type: 'resource', resource: { uri: 'ui://metrics/chart.html', mimeType: 'text/html;profile=mcp-app', text: CHART_APP } },
    },
  ],
  locations: [],
  meta: {},
  firstSeenAt: 1_000,
  updatedAt: 2_000,
  endedAt: 2_000,
};

interface Args {
  allow: boolean;
  theme?: 'light' | 'dark';
  lang?: string;
}

const meta: Meta<Args> = {
  // Also shot at 420 px by the screenshot tests (test/visual).
  tags: ['screenshot-narrow'],
  title: 'Elements/tool-call-card/App views',
  component: 'tool-call-card',
  argTypes: {
    theme: { control: 'select', options: [undefined, 'light', 'dark'] },
    lang: { control: 'select', options: ['en', 'zh-CN', 'zh-TW'] },
  },
  render: ({ allow, theme, lang }) =>
    html`<div lang=${lang ?? 'en'} style="max-width: 640px">
      <tool-call-card .toolCall=${chartCall} expanded ?allow-app-views=${allow} theme=${theme ?? ''}></tool-call-card>
    </div>`,
};
export default meta;
type Story = StoryObj<Args>;

export const Enabled: Story = { args: { allow: true } };
export const EnabledDark: Story = { args: { allow: true, theme: 'dark' } };
export const Disabled: Story = { args: { allow: false } };
export const DisabledDark: Story = { args: { allow: false, theme: 'dark' } };
export const DisabledChinese: Story = { args: { allow: false, lang: 'zh-CN' } };
export const DisabledTraditionalChinese: Story = { args: { allow: false, lang: 'zh-TW' } };
