// SPDX-License-Identifier: Apache-2.0
// <agent-sign-in>: when it shows, each method type's rendering and the events it fires, busy and
// failed states, env values that never stay behind, hostile text, the shell fallback, Sign out,
// focus, and its strings in zh-TW.
import { expect, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { AgentAuthenticateEvent } from '../../../src/events/agent-authenticate.js';
import { deepActive, textOf } from '../../helpers/dom.js';
import { withClipboard } from '../../helpers/cards.js';
import { waitUntil } from '../../helpers/time.js';
import { $, actionOf, AGENT, ENV, method, signIn, signInState, TERMINAL, UNKNOWN } from './setup.js';

/** Every `agent-authenticate` the document hears while `run` runs. */
async function authenticated(run: () => unknown): Promise<AgentAuthenticateEvent[]> {
  const events: AgentAuthenticateEvent[] = [];
  const listener = (event: AgentAuthenticateEvent) => events.push(event);
  document.addEventListener('agent-authenticate', listener);
  try {
    await run();
  } finally {
    document.removeEventListener('agent-authenticate', listener);
  }
  return events;
}

describe('<agent-sign-in> showing', () => {
  for (const status of ['none', 'signed-in'] as const) {
    it(`takes no room while the status is ${status}`, async () => {
      const el = await signIn(html`<agent-sign-in .signIn=${signInState({ status })}></agent-sign-in>`);
      expect(el.visible).to.equal(false);
      expect(getComputedStyle(el).display).to.equal('none');
      expect(el.shadowRoot!.querySelector('section')).to.equal(null);
    });
  }

  it('shows itself with `always` (a settings page), signed in, with Sign out when the agent offers it', async () => {
    const el = await signIn(
      html`<agent-sign-in always agent-name="Codex" .signIn=${signInState({ status: 'signed-in', canLogout: true })}></agent-sign-in>`,
    );
    expect(textOf($(el, '[part~="heading"]'))).to.equal('Signed in to Codex');
    expect($(el, '[part~="methods"]'), 'no methods once signed in').to.equal(null);
    let logouts = 0;
    el.addEventListener('agent-logout', (event) => {
      logouts++;
      expect(event.cancelable && event.bubbles && event.composed).to.equal(true);
    });
    $(el, '[part~="sign-out"]')!.click();
    expect(logouts).to.equal(1);
    el.signIn = signInState({ status: 'signed-in', canLogout: false });
    await el.updateComplete;
    expect($(el, '[part~="sign-out"]')).to.equal(null);
  });

  it('with `always` and nothing asked, offers the methods and Sign out (the agent may be signed in already)', async () => {
    const el = await signIn(
      html`<agent-sign-in always .signIn=${signInState({ status: 'none', message: undefined, canLogout: true })}></agent-sign-in>`,
    );
    expect(el.visible).to.equal(true);
    expect(textOf($(el, '[part~="heading"]'))).to.equal('Sign in to the agent');
    expect(el.shadowRoot!.querySelectorAll('[part~="method"]').length).to.equal(4);
    expect($(el, '[part~="sign-out"]')).to.not.equal(null);
    expect($(el, '[part~="message"]')).to.equal(null);
  });

  it('lists every method with its name and description, the agent message, and inline code from backticks', async () => {
    const el = await signIn(html`<agent-sign-in agent-name="Codex" .signIn=${signInState()}></agent-sign-in>`);
    expect(el.status).to.equal('required');
    expect(textOf($(el, '[part~="heading"]'))).to.equal('Sign in to Codex');
    expect($(el, '[part~="heading"]')!.getAttribute('role')).to.equal('heading');
    expect(textOf($(el, '[part~="message"]'))).to.equal('Sign in to use Codex.');
    const names = [...el.shadowRoot!.querySelectorAll('[part~="method-name"]')].map((n) => textOf(n));
    expect(names).to.deep.equal([AGENT.name, TERMINAL.name, ENV.name, UNKNOWN.name]);
    const code = method(el, ENV.id).querySelector('[part~="method-description"] code')!;
    expect(code.textContent).to.equal('CODEX_API_KEY');
    expect(textOf(method(el, ENV.id).querySelector('[part~="method-description"]'))).to.equal(
      'Requires setting the CODEX_API_KEY environment variable.',
    );
  });

  it('lists a method of an unknown type with its name, description and a note', async () => {
    const el = await signIn(html`<agent-sign-in .signIn=${signInState()}></agent-sign-in>`);
    const item = method(el, UNKNOWN.id);
    expect(item.dataset.type).to.equal('oauth_pkce');
    expect(textOf(item.querySelector('[part~="unsupported"]'))).to.equal('This sign-in method is not supported here.');
    expect(item.querySelector('button')).to.equal(null);
  });

  it('draws hostile names, descriptions and messages as text', async () => {
    const hostile = {
      ...AGENT,
      id: 'x"><img src=x onerror=alert(1)>',
      name: '<img src=x onerror="window.pwned=1">Sign in',
      description: '<script>window.pwned=2</script> `<b>code</b>` \u202Eevil',
    };
    const el = await signIn(
      html`<agent-sign-in agent-name=${'<i>Agent</i>'} .signIn=${signInState({ methods: [hostile], message: '<a href="javascript:x">msg</a>' })}></agent-sign-in>`,
    );
    expect(el.shadowRoot!.querySelectorAll('img, script, a, b, i').length).to.equal(0);
    expect((window as unknown as { pwned?: number }).pwned).to.equal(undefined);
    expect(textOf($(el, '[part~="method-name"]'))).to.equal('<img src=x onerror="window.pwned=1">Sign in');
    expect(textOf($(el, '[part~="heading"]'))).to.equal('Sign in to <i>Agent</i>');
    expect($(el, '[part~="method-description"] code')!.textContent).to.equal('<b>code</b>');
    expect(textOf($(el, '[part~="method-description"]')), 'bidi override shown, not obeyed').to.include('<U+202E>evil');
    const events = await authenticated(() => actionOf(el, hostile.id).click());
    expect(events[0]!.detail.methodId).to.equal(hostile.id);
  });
});

describe('<agent-sign-in> agent methods', () => {
  it('fires a cancelable, bubbling, composed agent-authenticate with the method id', async () => {
    const el = await signIn(html`<agent-sign-in .signIn=${signInState()}></agent-sign-in>`);
    const button = actionOf(el, AGENT.id);
    expect(textOf(button)).to.equal('Sign in');
    const events = await authenticated(() => button.click());
    expect(events.length).to.equal(1);
    expect(events[0]!.detail).to.deep.equal({ methodId: 'chatgpt' });
    expect(events[0]!.cancelable && events[0]!.bubbles && events[0]!.composed).to.equal(true);
  });

  it('is busy while signing in with that method: aria-busy, a spinner, clicks ignored, the focus kept', async () => {
    const el = await signIn(html`<agent-sign-in .signIn=${signInState({ status: 'signing-in', methodId: AGENT.id })}></agent-sign-in>`);
    const button = actionOf(el, AGENT.id);
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(button.disabled, 'still focusable').to.equal(false);
    expect(button.querySelector('.spin svg')).to.not.equal(null);
    expect(textOf(method(el, AGENT.id).querySelector('[part~="method-status"]'))).to.equal('Signing in…');
    expect(method(el, AGENT.id).querySelector('[part~="method-status"]')!.getAttribute('role')).to.equal('status');
    expect((await authenticated(() => button.click())).length).to.equal(0);
    expect(actionOf(el, ENV.id).getAttribute('aria-busy'), 'other methods are not busy').to.equal('false');
  });

  it('shows why it failed and offers to try again', async () => {
    const failed = signInState({ status: 'failed', methodId: AGENT.id, error: { code: -32603, message: 'Plan does not include Codex' } });
    const el = await signIn(html`<agent-sign-in .signIn=${failed}></agent-sign-in>`);
    expect(textOf(method(el, AGENT.id).querySelector('[part~="method-status"]'))).to.equal('Sign-in failed: Plan does not include Codex');
    const button = actionOf(el, AGENT.id);
    expect(textOf(button)).to.equal('Try again');
    const events = await authenticated(() => button.click());
    expect(events.map((e) => e.detail.methodId)).to.deep.equal([AGENT.id]);
  });
});

describe('<agent-sign-in> env_var methods', () => {
  it('takes each variable in a labelled field, masked unless not secret, optional ones marked', async () => {
    const el = await signIn(html`<agent-sign-in .signIn=${signInState()}></agent-sign-in>`);
    const fields = [...method(el, ENV.id).querySelectorAll<HTMLElement>('[part~="field"]')];
    expect(fields.map((f) => textOf(f.querySelector('label')))).to.deep.equal(['CODEX_API_KEY', 'Organisation (optional) CODEX_ORG']);
    const [key, org] = fields.map((f) => f.querySelector('input')!);
    expect(key!.type).to.equal('password');
    expect(org!.type).to.equal('text');
    expect(key!.labels![0]!.textContent).to.include('CODEX_API_KEY');
    expect(key!.required && !org!.required).to.equal(true);
    expect(textOf(actionOf(el, ENV.id))).to.equal('Save and restart the agent');
  });

  it('asks for a required value before sending anything', async () => {
    const el = await signIn(html`<agent-sign-in .signIn=${signInState()}></agent-sign-in>`);
    const events = await authenticated(async () => {
      actionOf(el, ENV.id).click();
      await el.updateComplete;
    });
    expect(events.length).to.equal(0);
    const key = method(el, ENV.id).querySelector('input')!;
    await waitUntil(() => deepActive() === key, 'the empty field was not focused');
    expect(key.getAttribute('aria-invalid')).to.equal('true');
    expect(textOf(method(el, ENV.id).querySelector('.error'))).to.equal('Enter a value for CODEX_API_KEY.');
  });

  it('sends the values once, then empties the fields: nothing typed stays in the DOM', async () => {
    const secret = 'sk-test-5ecret-value';
    const el = await signIn(html`<agent-sign-in .signIn=${signInState()}></agent-sign-in>`);
    const [key, org] = [...method(el, ENV.id).querySelectorAll('input')];
    key!.focus();
    await sendKeys({ type: secret });
    org!.value = 'acme';
    const events = await authenticated(() => sendKeys({ press: 'Enter' }));
    expect(events.length).to.equal(1);
    expect(events[0]!.detail).to.deep.equal({ methodId: ENV.id, values: { CODEX_API_KEY: secret, CODEX_ORG: 'acme' } });
    expect(key!.value).to.equal('');
    expect(org!.value).to.equal('');
    for (const node of [el, ...el.shadowRoot!.querySelectorAll('*')]) {
      for (const attribute of node.attributes) expect(attribute.value, `${node.tagName} ${attribute.name}`).to.not.include(secret);
    }
    expect(el.shadowRoot!.innerHTML).to.not.include(secret);
    expect(JSON.stringify(el.signIn)).to.not.include(secret);
  });

  it('keeps a variable named __proto__ as a value', async () => {
    const proto = { ...ENV, vars: [{ name: '__proto__', secret: true, optional: false }] };
    const el = await signIn(html`<agent-sign-in .signIn=${signInState({ methods: [proto] })}></agent-sign-in>`);
    method(el, ENV.id).querySelector('input')!.value = 'v';
    const events = await authenticated(() => actionOf(el, ENV.id).click());
    const values = events[0]!.detail.values!;
    expect(Object.getPrototypeOf(values)).to.equal(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(values, '__proto__')?.value).to.equal('v');
  });

  it('only names the variables when the bridge does not take them (no-env-var)', async () => {
    const el = await signIn(html`<agent-sign-in no-env-var .signIn=${signInState()}></agent-sign-in>`);
    expect(method(el, ENV.id).querySelector('input')).to.equal(null);
    expect([...method(el, ENV.id).querySelectorAll('.var-list code')].map((c) => c.textContent)).to.deep.equal([
      'CODEX_API_KEY',
      'CODEX_ORG',
    ]);
  });
});

describe('<agent-sign-in> terminal methods without a terminal here', () => {
  const hostile = { ...TERMINAL, args: ['login', '$(rm -rf ~)', "it's"], env: { MODE: '`id`' } };

  it('shows the exact command, quoted, copies it, and retries when the user says they signed in', async () => {
    const el = await signIn(
      html`<agent-sign-in agent-command="npx @zed-industries/codex-acp" .signIn=${signInState({ methods: [hostile] })}></agent-sign-in>`,
    );
    const command = method(el, TERMINAL.id).querySelector('[part~="command"]')!;
    const line = "MODE='`id`' npx @zed-industries/codex-acp login '$(rm -rf ~)' 'it'\\''s'";
    expect(command.textContent).to.equal(line);
    await withClipboard(async (written) => {
      method(el, TERMINAL.id).querySelector<HTMLButtonElement>('[part~="copy"]')!.click();
      await waitUntil(() => written.length === 1, 'nothing copied');
      expect(written).to.deep.equal([line]);
    });
    const retry = actionOf(el, TERMINAL.id);
    expect(textOf(retry)).to.equal('I’ve signed in — retry');
    const events = await authenticated(() => retry.click());
    expect(events.map((e) => e.detail)).to.deep.equal([{ methodId: TERMINAL.id }]);
  });

  it('stands in for an unknown agent command', async () => {
    const el = await signIn(html`<agent-sign-in .signIn=${signInState({ methods: [TERMINAL] })}></agent-sign-in>`);
    expect(method(el, TERMINAL.id).querySelector('[part~="command"]')!.textContent).to.equal(
      'CODEX_LOGIN_MODE=device <agent command> login --device-auth',
    );
  });
});

describe('<agent-sign-in> focus and languages', () => {
  it('takes the focus (its heading) when it appears and nothing is being typed', async () => {
    const el = await signIn(html`<agent-sign-in .signIn=${signInState({ status: 'none' })}></agent-sign-in>`);
    el.signIn = signInState();
    await el.updateComplete;
    expect(deepActive() === $(el, '[part~="heading"]'), `focus on ${deepActive()?.className}`).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(deepActive() === actionOf(el, AGENT.id), `Tab reached ${deepActive()?.className}`).to.equal(true);
  });

  it('leaves the focus where the user types, and announces itself instead', async () => {
    const el = await signIn(
      html`<input aria-label="prompt" /><agent-sign-in agent-name="Codex" .signIn=${signInState({ status: 'none' })}></agent-sign-in>`,
    );
    const input = el.parentElement!.querySelector('input')!;
    input.focus();
    el.signIn = signInState();
    await el.updateComplete;
    expect(deepActive() === input, `focus on ${deepActive()?.tagName}`).to.equal(true);
    const region = document.querySelector('[data-tool-call-elements="announcer"][aria-live="assertive"]')!;
    await waitUntil(() => region.textContent === 'Sign in to Codex: Sign in to use Codex.', `announced "${region.textContent}"`);
  });

  it('speaks Traditional Chinese', async () => {
    const el = await signIn(
      html`<div lang="zh-TW"><agent-sign-in agent-name="Codex" .signIn=${signInState({ status: 'failed', methodId: AGENT.id })}></agent-sign-in></div>`,
    );
    expect(textOf($(el, '[part~="heading"]'))).to.equal('登入 Codex');
    expect(textOf(actionOf(el, AGENT.id))).to.equal('再試一次');
    expect(textOf(actionOf(el, ENV.id))).to.equal('儲存並重新啟動代理程式');
    expect(textOf(method(el, UNKNOWN.id).querySelector('[part~="unsupported"]'))).to.equal('此處不支援這種登入方式。');
    expect(textOf(method(el, AGENT.id).querySelector('[part~="method-status"]'))).to.equal('登入失敗。');
  });
});
