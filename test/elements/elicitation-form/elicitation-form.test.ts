// SPDX-License-Identifier: Apache-2.0
// <elicitation-form>: every field type rendered, labelled and validated inline; defaults, required
// marks, choice titles; one answer per request whatever the clicks and Enter repeats; answered
// elsewhere and cancelled; URL mode (what opens, what never does, punycode, opened only on click);
// unknown modes; keyboard; i18n; hostile strings; axe.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import 'axe-core/axe.min.js';
import '../../../src/elements/elicitation-form/elicitation-form.js';
import type { ElicitationForm } from '../../../src/elements/elicitation-form/elicitation-form.component.js';
import type { ElicitationView } from '../../../src/state/index.js';
import type { ElicitationRespondEvent } from '../../../src/events/elicitation-respond.js';
import { describeViolations, WCAG_AA } from '../../helpers/wcag.js';
import { deepActive } from '../../helpers/dom.js';
import { elicitation, requests } from '../../../stories/elicitation-form.stories.js';
import { unicodeHost } from '../../../src/approval/punycode.js';
import { textOf as text } from '../../helpers/dom.js';

/** Every elicitation-respond that reaches the document. */
let answers: ElicitationRespondEvent[] = [];
const record = (event: ElicitationRespondEvent) => answers.push(event);
beforeEach(() => {
  answers = [];
  document.addEventListener('elicitation-respond', record);
});
afterEach(() => document.removeEventListener('elicitation-respond', record));

/** What the form asked its opener to open (the real one opens a tab). */
let opened: string[] = [];
beforeEach(() => (opened = []));

async function form(request: ElicitationView, lang = 'en'): Promise<ElicitationForm> {
  const wrapper = await fixture(html`<div lang=${lang}>
    <elicitation-form .request=${request} .opener=${(url: string) => opened.push(url)}></elicitation-form>
  </div>`);
  const el = wrapper.querySelector('elicitation-form')!;
  await el.updateComplete;
  return el;
}

const $ = <T extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<T>(selector)!;
const fieldOf = (el: Element, name: string) => $(el, `[part="field"][data-name="${name}"]`);
const controlOf = (el: Element, name: string) => fieldOf(el, name).querySelector<HTMLInputElement & HTMLSelectElement>('input, select')!;
/** The field's error text; undefined when it shows no error. */
const errorOf = (el: Element, name: string) => {
  const error = fieldOf(el, name).querySelector('[part="error"]');
  return error ? text(error) : undefined;
};

async function type(el: ElicitationForm, name: string, value: string): Promise<void> {
  const input = controlOf(el, name);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

async function accept(el: ElicitationForm): Promise<void> {
  $<HTMLButtonElement>(el, '[part="accept"]').click();
  await el.updateComplete;
}

describe('<elicitation-form> form mode', () => {
  it('renders every field type with its label, required mark, description and default', async () => {
    const el = await form(requests.form());
    expect(text($(el, '[part="message"]'))).to.equal('Which test command should I run, and how?');
    const types = ['name', 'email', 'homepage', 'start', 'meeting', 'ticket', 'retries', 'ratio'].map((n) => controlOf(el, n).type);
    expect(types).to.deep.equal(['text', 'email', 'url', 'date', 'datetime-local', 'text', 'text', 'text']);
    expect(controlOf(el, 'retries').inputMode).to.equal('numeric');
    expect(controlOf(el, 'ratio').inputMode).to.equal('decimal');
    // Every control is labelled by a <label for>.
    for (const input of el.shadowRoot!.querySelectorAll<HTMLInputElement>('input, select')) {
      expect(input.labels?.length, `label of #${input.id}`).to.equal(1);
    }
    expect(text(controlOf(el, 'name').labels![0])).to.equal('Your name (required)');
    expect(text(controlOf(el, 'homepage').labels![0])).to.equal('Homepage');
    const name = controlOf(el, 'name');
    expect(text(el.shadowRoot!.getElementById(name.getAttribute('aria-describedby')!))).to.equal('As it should appear in the report.');
    expect(controlOf(el, 'start').value).to.equal('2026-12-01');
    expect(controlOf(el, 'retries').value).to.equal('2');
    expect(controlOf(el, 'verbose').checked).to.equal(true);
    expect(controlOf(el, 'command').value).to.equal('npm test');
    // Choice titles, not values.
    const titles = (name: string) => [...fieldOf(el, name).querySelectorAll('option')].map((o) => [o.value, o.textContent]);
    expect(titles('command')).to.deep.equal([
      ['npm test', 'All tests (npm test)'],
      ['npm run test:unit', 'Unit tests only'],
    ]);
    expect(titles('env')).to.deep.equal([
      ['', 'Choose…'],
      ['dev', 'Development'],
      ['prod', 'Production'],
    ]);
    const boxes = [...fieldOf(el, 'targets').querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((b) => [text(b.labels![0]), b.checked])).to.deep.equal([
      ['Chromium', true],
      ['Firefox', false],
    ]);
    expect(text(fieldOf(el, 'targets').querySelector('legend'))).to.equal('Browsers');
    expect(text(fieldOf(el, 'tags').querySelector('legend'))).to.equal('Tags (required)');
  });

  it('shows each problem inline, linked and marked invalid, and focuses the first invalid field on Accept', async () => {
    const el = await form(requests.form());
    await accept(el);
    expect(answers).to.have.length(0);
    expect(errorOf(el, 'name')).to.equal('This field is required.');
    expect(errorOf(el, 'email')).to.equal('This field is required.');
    expect(errorOf(el, 'tags')).to.equal('This field is required.');
    expect(errorOf(el, 'homepage')).to.equal(undefined);
    const name = controlOf(el, 'name');
    expect(name.getAttribute('aria-invalid')).to.equal('true');
    const described = name
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => text(el.shadowRoot!.getElementById(id)));
    expect(described).to.include('This field is required.');
    expect(deepActive()).to.equal(name);
    expect(text($(el, '.summary'))).to.equal('3 fields need attention.');
    await type(el, 'name', 'A');
    expect(errorOf(el, 'name')).to.equal('Enter at least 2 characters.');
    await type(el, 'name', 'Ada');
    expect(errorOf(el, 'name')).to.equal(undefined);
    expect(name.getAttribute('aria-invalid')).to.equal('false');
    const invalid: Array<[field: string, value: string, error: string]> = [
      ['email', 'ada@', 'Enter an email address, like name@example.com.'],
      ['homepage', 'example.com', 'Enter a full address, like https://example.com.'],
      ['ticket', 'abc', 'The value does not have the expected form.'],
      ['retries', '9', 'Enter 5 or less.'],
      ['retries', '1.5', 'Enter a whole number.'],
      ['ratio', 'lots', 'Enter a number.'],
    ];
    for (const [field, value, error] of invalid) {
      await type(el, field, value);
      expect(errorOf(el, field), `${field} = ${value}`).to.equal(error);
    }
    await accept(el);
    expect(deepActive(), 'the first invalid field now').to.equal(controlOf(el, 'email'));
    expect(answers).to.have.length(0);
  });

  it('sends the values in their wire types, once, whatever the clicks and Enter repeats', async () => {
    const request = requests.form();
    const el = await form(request);
    await type(el, 'name', 'Ada');
    await type(el, 'email', 'ada@example.com');
    await type(el, 'ratio', '0.5');
    const tags = fieldOf(el, 'tags').querySelectorAll<HTMLInputElement>('input')[1];
    tags.click();
    await el.updateComplete;
    const accepting = $<HTMLButtonElement>(el, '[part="accept"]');
    accepting.click();
    accepting.click();
    controlOf(el, 'name').focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(answers).to.have.length(1);
    expect(answers[0].detail).to.deep.equal({
      sessionId: request.sessionId,
      requestId: request.requestId,
      action: 'accept',
      content: {
        name: 'Ada',
        email: 'ada@example.com',
        start: '2026-12-01',
        retries: 2,
        ratio: 0.5,
        verbose: true,
        command: 'npm test',
        targets: ['chromium'],
        tags: ['slow'],
      },
    });
    expect(el.state).to.equal('answered');
    expect(text($(el, '[part="decision"]'))).to.equal('You submitted this.');
    expect(el.shadowRoot!.querySelector('form'), 'the form is gone once answered').to.equal(null);
  });

  it('Enter in a field submits; a second form for the same request sends nothing more', async () => {
    const request = requests.small();
    const first = await form(request);
    const second = await form({ ...request });
    controlOf(first, 'extra').focus();
    await sendKeys({ type: 'x' });
    await sendKeys({ press: 'Enter' });
    await first.updateComplete;
    await second.updateComplete;
    expect(answers.map((a) => a.detail)).to.deep.equal([
      { sessionId: request.sessionId, requestId: request.requestId, action: 'accept', content: { command: 'npm test', extra: 'x' } },
    ]);
    expect(second.state).to.equal('answered');
    $<HTMLButtonElement>(second, '[part="decline"]')?.click();
    expect(answers).to.have.length(1);
  });

  it('declines and cancels with no content, once', async () => {
    const request = requests.small();
    const el = await form(request);
    $<HTMLButtonElement>(el, '[part="decline"]').click();
    $<HTMLButtonElement>(el, '[part="decline"]')?.click();
    await el.updateComplete;
    expect(answers.map((a) => a.detail)).to.deep.equal([{ sessionId: request.sessionId, requestId: request.requestId, action: 'decline' }]);
    expect(text($(el, '[part="decision"]'))).to.equal('You declined.');
    const other = await form(requests.small());
    $<HTMLButtonElement>(other, '[part="cancel"]').click();
    await other.updateComplete;
    expect(answers[1].detail.action).to.equal('cancel');
    expect(text($(other, '[part="decision"]'))).to.equal('You cancelled.');
  });

  it('answered elsewhere or cancelled: says so and sends nothing', async () => {
    const request = requests.form();
    const el = await form(request);
    el.request = { ...request, outcome: { action: 'accept', content: {} } };
    await el.updateComplete;
    expect(el.state).to.equal('answered-elsewhere');
    expect(text($(el, '[part="decision"]'))).to.equal('Answered elsewhere.');
    expect(el.shadowRoot!.querySelector('[part="accept"]')).to.equal(null);
    const cancelled = await form(requests.cancelled());
    expect(cancelled.state).to.equal('cancelled');
    expect(text($(cancelled, '[part="decision"]'))).to.equal('Cancelled before an answer.');
    const cancelling = await form(requests.cancelling());
    expect(cancelling.state).to.equal('cancelling');
    expect(text($(cancelling, '[part="decision"]'))).to.equal('Turn cancelled; withdrawing this request.');
    const failed = await form(requests.failed());
    expect(failed.state).to.equal('failed');
    expect(text($(failed, '[part="decision"]'))).to.equal('No longer waiting: the answer could not be sent.');
    expect(failed.shadowRoot!.querySelector('button')).to.equal(null);
    expect(answers).to.have.length(0);
  });

  it('keeps what the user typed when the same request is updated', async () => {
    const request = requests.small();
    const el = await form(request);
    await type(el, 'extra', 'kept');
    el.request = { ...request };
    await el.updateComplete;
    expect(controlOf(el, 'extra').value).to.equal('kept');
  });

  it('is keyboard-complete: Tab reaches every control and the buttons, Space toggles a checkbox', async () => {
    const el = await form(requests.small());
    controlOf(el, 'command').focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActive()).to.equal(controlOf(el, 'extra'));
    await sendKeys({ press: 'Tab' });
    expect(deepActive()).to.equal($(el, '[part="accept"]'));
    await sendKeys({ press: 'Tab' });
    expect(deepActive()).to.equal($(el, '[part="decline"]'));
    await sendKeys({ press: 'Tab' });
    expect(deepActive()).to.equal($(el, '[part="cancel"]'));
    const boxes = await form(elicitation({ message: 'm', requestedSchema: { properties: { ok: { type: 'boolean', title: 'OK' } } } }));
    controlOf(boxes, 'ok').focus();
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await boxes.updateComplete;
    expect(answers.at(-1)?.detail.content).to.deep.equal({ ok: true });
  });

  it('shows hostile strings as text', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    const el = await form(
      elicitation({
        message: hostile,
        requestedSchema: {
          properties: { [hostile]: { type: 'string', title: hostile, description: hostile, enum: [hostile], enumNames: [hostile] } },
        },
      }),
    );
    expect(el.shadowRoot!.querySelector('img, script')).to.equal(null);
    expect(text($(el, '[part="message"]'))).to.equal(hostile);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('speaks Simplified and Traditional Chinese', async () => {
    const cn = await form(requests.small(), 'zh-CN');
    expect(text($(cn, '[part="heading"]'))).to.equal('需要输入');
    expect([...cn.shadowRoot!.querySelectorAll('button')].map(text)).to.deep.equal(['接受', '拒绝', '取消']);
    const tw = await form(requests.form(), 'zh-TW');
    await accept(tw);
    expect(errorOf(tw, 'name')).to.equal('此欄位為必填。');
    expect(text($(tw, '[part="heading"]'))).to.equal('需要輸入');
  });

  it('an unknown mode is shown as unsupported, with Decline and Cancel only', async () => {
    const el = await form(requests.unsupported());
    expect(text($(el, '.note'))).to.equal('This client cannot show requests of type “telepathy”.');
    expect([...el.shadowRoot!.querySelectorAll('button')].map((b) => b.getAttribute('part'))).to.deep.equal(['decline', 'cancel']);
    $<HTMLButtonElement>(el, '[part="decline"]').click();
    expect(answers.map((a) => a.detail.action)).to.deep.equal(['decline']);
  });
});

describe('<elicitation-form> URL mode', () => {
  it('shows the host and opens an https URL only when clicked, accepting once, then waits for completion', async () => {
    const request = requests.url();
    const el = await form(request);
    expect(text($(el, '[part="site"] .host'))).to.equal('github.com');
    expect(opened, 'nothing opens before the click').to.deep.equal([]);
    const open = $<HTMLButtonElement>(el, '[part="accept"]');
    expect(text(open)).to.equal('Open github.com');
    open.click();
    open.click();
    await el.updateComplete;
    expect(opened).to.deep.equal(['https://github.com/login/device']);
    expect(answers.map((a) => a.detail)).to.deep.equal([{ sessionId: request.sessionId, requestId: request.requestId, action: 'accept' }]);
    expect(el.state).to.equal('waiting');
    expect(text($(el, '[part="decision"]'))).to.contain('Waiting');
    el.request = { ...request, outcome: { action: 'accept' }, completed: true };
    await el.updateComplete;
    expect(el.state).to.equal('completed');
    expect(text($(el, '[part="decision"]'))).to.equal('Done.');
  });

  it('opens http only on this computer', async () => {
    for (const url of ['http://localhost:3000/cb', 'http://127.0.0.1/cb', 'http://[::1]:8080/cb']) {
      const el = await form(elicitation({ mode: 'url', message: 'm', url }));
      $<HTMLButtonElement>(el, '[part="accept"]').click();
    }
    expect(opened).to.deep.equal(['http://localhost:3000/cb', 'http://127.0.0.1/cb', 'http://[::1]:8080/cb']);
  });

  it('never opens javascript:, data:, file: or plain http to another computer, and says why', async () => {
    const cases: Array<[string, string]> = [
      ['javascript:alert(1)', 'Addresses of type “javascript:” are never opened.'],
      ['data:text/html,<script>alert(1)</script>', 'Addresses of type “data:” are never opened.'],
      ['file:///etc/passwd', 'Addresses of type “file:” are never opened.'],
      ['http://example.com/', 'Only secure (https) addresses are opened, or http on this computer.'],
      ['not a url', 'This is not a valid address; it will not be opened.'],
    ];
    for (const [url, why] of cases) {
      const el = await form(elicitation({ mode: 'url', message: 'm', url }));
      expect(el.shadowRoot!.querySelector('[part="accept"]'), url).to.equal(null);
      expect(text($(el, '[part="warning"]')), url).to.equal(why);
      $<HTMLButtonElement>(el, '[part="decline"]').click();
    }
    expect(opened).to.deep.equal([]);
    expect(answers.map((a) => a.detail.action)).to.deep.equal(['decline', 'decline', 'decline', 'decline', 'decline']);
  });

  it('flags an internationalised (punycode) host', async () => {
    const el = await form(requests.punycode());
    // Shown decoded (what it looks like), with the ASCII form it resolves to beside it.
    expect(text($(el, '[part="site"] .host'))).to.contain(unicodeHost('xn--pypal-4ve.com'));
    expect(unicodeHost('xn--pypal-4ve.com')).to.not.equal('xn--pypal-4ve.com');
    expect(text($(el, '[part="site"] .ascii-host'))).to.contain('xn--pypal-4ve.com');
    expect(text($(el, '[part="warning"]'))).to.contain('international characters');
    const plain = await form(requests.url());
    expect(plain.shadowRoot!.querySelector('[part="warning"]')).to.equal(null);
  });

  it('the default opener opens a new tab with noopener and noreferrer', async () => {
    const el = document.createElement('elicitation-form');
    const calls: unknown[][] = [];
    const original = window.open;
    window.open = (...args: unknown[]) => (calls.push(args), null);
    try {
      el.opener('https://example.com/');
    } finally {
      window.open = original;
    }
    expect(calls).to.deep.equal([['https://example.com/', '_blank', 'noopener,noreferrer']]);
  });
});

describe('<elicitation-form> accessibility', () => {
  for (const [name, make] of Object.entries(requests)) {
    it(`axe finds no WCAG 2.2 AA violation: ${name}`, async () => {
      const el = await form(make());
      if (name === 'form') await accept(el);
      const results = await window.axe.run(el, WCAG_AA);
      expect(results.violations, describeViolations(results.violations)).to.deep.equal([]);
    });
  }
});
