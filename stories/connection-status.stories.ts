// SPDX-License-Identifier: Apache-2.0
// <connection-status> in each state a live connection goes through. The element only listens to a
// connection's `connection-status` events and reads its status, mode, agent and last reason, so
// each story hands it a small stand-in that holds those and fires one event; the "Live" story uses
// a real `connectAcp` against a port where nothing listens, and shows it retry.
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ref } from 'lit/directives/ref.js';
import '../src/elements/connection-status/connection-status.js';
import type { ConnectionStatusElement } from '../src/elements/connection-status/connection-status.component.js';
import { connectAcp, type AcpConnection } from '../src/connection/index.js';
import { ConnectionStatusEvent, type ConnectionStatus, type ConnectionStatusDetail } from '../src/events/connection-status.js';
import { createToolCallStore } from '../src/state/index.js';

interface Args {
  status: ConnectionStatus;
  mode: 'client' | 'observe';
  attempt: number;
  retryInMs?: number;
  reason?: string;
  theme?: 'light' | 'dark';
  lang?: string;
}

/** What the element reads of a connection, firing `detail` once it listens. */
function standIn(args: Args): AcpConnection {
  const target = new EventTarget() as EventTarget & Record<string, unknown>;
  Object.assign(target, {
    status: args.status,
    mode: args.mode,
    reason: args.reason,
    agentInfo: args.status === 'ready' ? { name: 'demo-agent', title: 'tool-call-elements demo agent', version: '1.0.0' } : undefined,
    retry: () => undefined,
  });
  const detail: ConnectionStatusDetail = {
    status: args.status,
    attempt: args.attempt,
    ...(args.retryInMs !== undefined ? { retryInMs: args.retryInMs } : {}),
    ...(args.reason ? { reason: args.reason } : {}),
  };
  queueMicrotask(() => target.dispatchEvent(new ConnectionStatusEvent(detail)));
  return target as unknown as AcpConnection;
}

const meta: Meta<Args> = {
  title: 'Elements/connection-status',
  component: 'connection-status',
  args: { status: 'ready', mode: 'client', attempt: 0 },
  argTypes: {
    status: { control: 'select', options: ['connecting', 'initializing', 'ready', 'reconnecting', 'sign-in-required', 'closed', 'failed'] },
    mode: { control: 'inline-radio', options: ['client', 'observe'] },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] },
  },
  render: (args) =>
    html`<div lang=${args.lang ?? 'en'} style=${args.theme === 'dark' ? 'background:#0d1117;padding:8px' : 'padding:8px'}>
      <connection-status .connection=${standIn(args)} theme=${args.theme ?? ''}></connection-status>
    </div>`,
};
export default meta;

type Story = StoryObj<Args>;

export const Connecting: Story = { args: { status: 'connecting' } };
export const Initializing: Story = { args: { status: 'initializing' } };
export const Ready: Story = { args: { status: 'ready' } };
export const Observing: Story = { args: { status: 'ready', mode: 'observe' } };
export const Reconnecting: Story = {
  args: { status: 'reconnecting', attempt: 2, retryInMs: 4000, reason: 'agent exited with code 1' },
};
export const SignInRequired: Story = { args: { status: 'sign-in-required', reason: 'Authentication required' } };
export const Closed: Story = { args: { status: 'closed' } };
export const Failed: Story = { args: { status: 'failed', attempt: 5, reason: 'bridge refused the token (HTTP 401)' } };
export const HostileReason: Story = {
  args: { status: 'failed', attempt: 1, reason: '<img src=x onerror=alert(1)> \u202Egnp.exe ' + 'x'.repeat(400) },
};
export const Dark: Story = { args: { status: 'reconnecting', attempt: 1, retryInMs: 2000, theme: 'dark' } };
export const SimplifiedChinese: Story = { args: { status: 'reconnecting', attempt: 2, retryInMs: 4000, lang: 'zh-CN' } };
export const TraditionalChinese: Story = { args: { status: 'ready', lang: 'zh-TW' } };

/** A real connection to a port where nothing listens: connecting, then reconnecting with backoff. */
export const Live: Story = {
  render: () => {
    let connection: AcpConnection | undefined;
    const attach = (el?: Element) => {
      if (!el || connection) return;
      connection = connectAcp('ws://127.0.0.1:9/acp', { store: createToolCallStore(), mode: 'observe' });
      (el as ConnectionStatusElement).connection = connection;
    };
    return html`<div style="padding:8px"><connection-status ${ref(attach)}></connection-status></div>`;
  },
};
