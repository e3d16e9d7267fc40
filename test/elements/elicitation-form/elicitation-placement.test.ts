// SPDX-License-Identifier: Apache-2.0
// Where elicitations show: inline in the card of their tool call, as a `data-kind="elicitation"`
// entry of <session-thread> when they have no call, pinned by <tool-call-list pin-permissions>;
// each leaves once answered (the client's response folded into the store), and a form answered in
// one place answers every place.
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../helpers/time.js';
import '../../../src/define.js';
import type { ElicitationForm, SessionThread, ToolCallCard, ToolCallList } from '../../../src/index.js';
import type { ElicitationRespondEvent } from '../../../src/events/elicitation-respond.js';
import { createToolCallStore, selectToolCall, type ToolCallStore } from '../../../src/state/index.js';
import { onDemandModulesLoaded } from '../../helpers/on-demand.js';

before(onDemandModulesLoaded);

let sessionCounter = 0;
const SCHEMA = {
  type: 'object',
  properties: { command: { type: 'string', title: 'Command', enum: ['npm test', 'npm run test:unit'], default: 'npm test' } },
  required: ['command'],
};

/** A session with one `execute` call, and the store it lives in. */
function session(): { store: ToolCallStore; sessionId: string } {
  const store = createToolCallStore();
  const sessionId = `placement-${++sessionCounter}`;
  store.dispatch(
    {
      jsonrpc: '2.0',
      method: 'session/update',
      params: {
        sessionId,
        update: { sessionUpdate: 'tool_call', toolCallId: 'run', title: 'Run the tests', kind: 'execute', status: 'pending' },
      },
    },
    { from: 'agent' },
  );
  return { store, sessionId };
}

function ask(store: ToolCallStore, sessionId: string, id: number, extra: Record<string, unknown> = {}): void {
  const params = { sessionId, mode: 'form', message: 'Which test command should I run?', requestedSchema: SCHEMA, ...extra };
  store.dispatch({ jsonrpc: '2.0', id, method: 'elicitation/create', params }, { from: 'agent' });
}

function answer(store: ToolCallStore, id: number, action = 'accept'): void {
  store.dispatch(
    { jsonrpc: '2.0', id, result: { action, ...(action === 'accept' ? { content: { command: 'npm test' } } : {}) } },
    { from: 'client' },
  );
}

const formIn = (root: Element) => root.shadowRoot!.querySelector<ElicitationForm>('elicitation-form');

describe('where elicitations show', () => {
  it('inline in the card of its tool call, until answered', async () => {
    const { store, sessionId } = session();
    ask(store, sessionId, 1, { toolCallId: 'run' });
    const call = () => selectToolCall(store.getState(), sessionId, 'run')!;
    expect(call().elicitation?.requestId).to.equal(1);
    const card = await fixture<ToolCallCard>(html`<tool-call-card .toolCall=${call()}></tool-call-card>`);
    const form = formIn(card)!;
    expect(form.getAttribute('layout')).to.equal('inline');
    await form.updateComplete;
    expect(form.shadowRoot!.querySelector('[part="message"]')!.textContent).to.equal('Which test command should I run?');
    answer(store, 1);
    card.toolCall = call();
    await card.updateComplete;
    expect(formIn(card), 'answered: the card goes on without it').to.equal(null);
  });

  it('as a data-kind="elicitation" entry of <session-thread> when it has no tool call', async () => {
    const { store, sessionId } = session();
    ask(store, sessionId, 2);
    ask(store, sessionId, 3, { toolCallId: 'run' });
    const el = await fixture<SessionThread>(html`<session-thread lang="en" .store=${store} session-id=${sessionId}></session-thread>`);
    const entry = () => el.shadowRoot!.querySelector('[part~="entry"][data-kind="elicitation"]');
    await waitUntil(() => entry(), 'the question entry');
    expect(el.shadowRoot!.querySelectorAll('[data-kind="elicitation"]'), 'the call’s question stays in its card').to.have.length(1);
    expect(entry()!.getAttribute('aria-label')).to.equal('Question from the agent');
    expect((entry()!.querySelector('elicitation-form') as ElicitationForm).request?.requestId).to.equal(2);
    answer(store, 2, 'decline');
    await waitUntil(() => !entry(), 'the answered question leaves');
  });

  it('pinned by <tool-call-list pin-permissions>, the card then without its own', async () => {
    const { store, sessionId } = session();
    ask(store, sessionId, 4, { toolCallId: 'run' });
    const list = await fixture<ToolCallList>(
      html`<tool-call-list .store=${store} session-id=${sessionId} pin-permissions></tool-call-list>`,
    );
    await waitUntil(() => formIn(list), 'the pinned form');
    expect(formIn(list)!.getAttribute('layout')).to.equal('pinned');
    const card = () => list.shadowRoot!.querySelector<ToolCallCard>('tool-call-card');
    await waitUntil(() => card(), 'the card');
    await card()!.updateComplete;
    expect(formIn(card()!), 'not twice').to.equal(null);
    answer(store, 4);
    await waitUntil(() => !formIn(list), 'unpinned once answered');
  });

  it('one answer whichever form the user uses', async () => {
    const { store, sessionId } = session();
    ask(store, sessionId, 5, { toolCallId: 'run' });
    const answers: ElicitationRespondEvent[] = [];
    const listen = (event: ElicitationRespondEvent) => answers.push(event);
    document.addEventListener('elicitation-respond', listen);
    try {
      const wrapper = await fixture(html`<div>
        <tool-call-list .store=${store} session-id=${sessionId} pin-permissions></tool-call-list>
        <tool-call-card .toolCall=${selectToolCall(store.getState(), sessionId, 'run')}></tool-call-card>
      </div>`);
      const pinned = () => formIn(wrapper.querySelector('tool-call-list')!);
      const inline = () => formIn(wrapper.querySelector('tool-call-card')!);
      await waitUntil(() => pinned() && inline(), 'both forms');
      await pinned()!.updateComplete;
      await inline()!.updateComplete;
      pinned()!.shadowRoot!.querySelector<HTMLButtonElement>('[part="accept"]')!.click();
      inline()!.shadowRoot!.querySelector<HTMLButtonElement>('[part="accept"]')?.click();
      expect(answers.map((a) => a.detail)).to.deep.equal([{ sessionId, requestId: 5, action: 'accept', content: { command: 'npm test' } }]);
      await inline()!.updateComplete;
      expect(inline()!.state).to.equal('answered');
    } finally {
      document.removeEventListener('elicitation-respond', listen);
    }
  });
});
