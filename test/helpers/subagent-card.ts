// SPDX-License-Identifier: Apache-2.0
// A card given a store (so it draws the calls under its call), for the subagent tests.
import { fixture, html } from '@open-wc/testing';
import type { ToolCallCard } from '../../src/index.js';
import { selectToolCall, type ToolCallStore } from '../../src/state/index.js';
import { S } from './subagents.js';

/** Renders the card of `toolCallId` from `store` inside `<div lang=…>` and waits for it. */
export async function storeCard(store: ToolCallStore, toolCallId: string, sessionId = S, lang = 'en'): Promise<ToolCallCard> {
  const toolCall = selectToolCall(store.getState(), sessionId, toolCallId)!;
  const wrapper = await fixture<HTMLDivElement>(html`<div lang=${lang}>
    <tool-call-card .toolCall=${toolCall} .store=${store} root="/home/dev/demo-project"></tool-call-card>
  </div>`);
  const el = wrapper.querySelector('tool-call-card')!;
  await el.updateComplete;
  return el;
}
