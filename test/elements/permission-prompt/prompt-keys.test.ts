// SPDX-License-Identifier: Apache-2.0
// The permission prompt's key map: a pure function from a key press to an action, no DOM.
import { expect } from '@open-wc/testing';
import { digitIndex, keyAction, type KeyPress } from '../../../src/elements/permission-prompt/prompt-keys.js';

const options = [
  { optionId: 'always', kind: 'allow_always' },
  { optionId: 'once', kind: 'allow_once' },
  { optionId: 'no', kind: 'reject_once' },
];

function press(key: string, fields: Partial<KeyPress> = {}): KeyPress {
  return { key, code: '', ctrlKey: false, metaKey: false, altKey: false, ...fields };
}

describe('permission-prompt key map', () => {
  it('picks the option of a digit key, in the agent order', () => {
    expect(keyAction(press('1', { code: 'Digit1' }), options)).to.deep.equal({ type: 'choose', option: options[0] });
    expect(keyAction(press('3', { code: 'Numpad3' }), options)).to.deep.equal({ type: 'choose', option: options[2] });
  });

  it('ignores digits past the options, zero, and digits with a modifier', () => {
    expect(keyAction(press('4', { code: 'Digit4' }), options)).to.equal(undefined);
    expect(keyAction(press('0', { code: 'Digit0' }), options)).to.equal(undefined);
    expect(keyAction(press('1', { code: 'Digit1', ctrlKey: true }), options)).to.equal(undefined);
    expect(keyAction(press('1', { code: 'Digit1', metaKey: true }), options)).to.equal(undefined);
    expect(keyAction(press('1', { code: 'Digit1', altKey: true }), options)).to.equal(undefined);
  });

  it('reads the key position on layouts whose digit row types other characters', () => {
    // AZERTY: the key labelled 1 types "&" unshifted.
    expect(digitIndex({ key: '&', code: 'Digit1' })).to.equal(0);
    expect(keyAction(press('é', { code: 'Digit2' }), options)).to.deep.equal({ type: 'choose', option: options[1] });
    // A letter or another digit on that key is what the user meant, not the position.
    expect(digitIndex({ key: 'q', code: 'Digit1' })).to.equal(undefined);
    expect(digitIndex({ key: '7', code: 'Digit1' })).to.equal(6);
  });

  it('answers Ctrl/Cmd+Enter with the first "allow once", and nothing without one', () => {
    expect(keyAction(press('Enter', { ctrlKey: true }), options)).to.deep.equal({ type: 'choose', option: options[1] });
    expect(keyAction(press('Enter', { metaKey: true }), options)).to.deep.equal({ type: 'choose', option: options[1] });
    expect(keyAction(press('Enter'), options)).to.equal(undefined);
    expect(keyAction(press('Enter', { ctrlKey: true }), [options[0], options[2]])).to.equal(undefined);
  });

  it('never answers with Escape, and ends the typing grace on Tab and arrows', () => {
    expect(keyAction(press('Escape'), options)).to.deep.equal({ type: 'return-focus' });
    expect(keyAction(press('Tab'), options)).to.deep.equal({ type: 'disarm' });
    expect(keyAction(press('ArrowDown'), undefined)).to.deep.equal({ type: 'disarm' });
  });

  it('does nothing for other keys, or for any key with nothing pending', () => {
    expect(keyAction(press('a', { code: 'KeyA' }), options)).to.equal(undefined);
    expect(keyAction(press('1', { code: 'Digit1' }), undefined)).to.equal(undefined);
    expect(keyAction(press('Enter', { ctrlKey: true }), undefined)).to.equal(undefined);
  });

  it('keeps shortcuts to the first nine options', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ optionId: `o${i}`, kind: 'allow_once' }));
    expect(keyAction(press('9', { code: 'Digit9' }), many)).to.deep.equal({ type: 'choose', option: many[8] });
  });
});
