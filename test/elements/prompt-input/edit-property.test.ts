// SPDX-License-Identifier: Apache-2.0
// <prompt-input>'s prompt against a model, over random edit sequences: text typed at a random
// place, a mention inserted, Backspace at a random place (a chip goes whole, an empty box gives up
// its last attachment), an image attached. After each sequence the box's text and chips match the
// model's, and sending produces exactly the model's ContentBlock[] (text and chips in order,
// blank text left out, the images last in the order attached).
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { tokenOf } from '../../../src/elements/prompt-input/mention-model.js';
import type { ContentBlock } from '../../../src/state/index.js';
import { SAMPLE_ROOT } from '../../helpers/wire.js';
import {
  attachmentsRead,
  box,
  caretAt,
  chipTexts,
  FILES,
  imageFile,
  insert,
  instantProvider,
  mentionsAnswered,
  mount,
  paste,
  PNG_BASE64,
  press,
  sessionStore,
} from './setup.js';

/** The model: the text as pieces, each plain text or a chip (its token and item), and the images attached. */
type Piece = { text: string; item?: (typeof FILES)[number] };
interface Model {
  pieces: Piece[];
  images: number;
}

const textOf = (m: Model) => m.pieces.map((p) => p.text).join('');

/** Caret places outside chips (the only places the element lets a caret be). */
function caretPlaces(m: Model): number[] {
  const places = [0];
  let at = 0;
  for (const piece of m.pieces) {
    if (piece.item) places.push((at += piece.text.length));
    else for (let i = 0; i < piece.text.length; i++) places.push(++at);
  }
  return [...new Set(places)];
}

/** Splices plain `text` in at `offset` (never inside a chip). */
function insertAt(m: Model, offset: number, inserted: Piece[]): void {
  const out: Piece[] = [];
  let at = 0;
  let done = false;
  for (const piece of m.pieces) {
    const end = at + piece.text.length;
    if (!done && !piece.item && offset >= at && offset <= end) {
      out.push({ text: piece.text.slice(0, offset - at) }, ...inserted, { text: piece.text.slice(offset - at) });
      done = true;
    } else if (!done && piece.item && offset === at) {
      out.push(...inserted, piece);
      done = true;
    } else out.push(piece);
    at = end;
  }
  if (!done) out.push(...inserted);
  m.pieces = out.filter((p) => p.item || p.text !== '');
}

/** Backspace with the caret at `offset`: the chip ending there, or the character before it; in an empty box, the last image. */
function backspaceAt(m: Model, offset: number): void {
  if (textOf(m) === '') {
    m.images = Math.max(0, m.images - 1);
    return;
  }
  let at = 0;
  m.pieces = m.pieces.flatMap((piece) => {
    const start = at;
    at += piece.text.length;
    if (piece.item) return at === offset ? [] : [piece];
    if (offset > start && offset <= at) {
      const i = offset - start - 1;
      return [{ text: piece.text.slice(0, i) + piece.text.slice(i + 1) }];
    }
    return [piece];
  });
  m.pieces = m.pieces.filter((p) => p.item || p.text !== '');
}

function blocksOf(m: Model): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let text = '';
  const flush = () => {
    if (text.trim() !== '') blocks.push({ type: 'text', text });
    text = '';
  };
  for (const piece of m.pieces) {
    if (!piece.item) text += piece.text;
    else {
      flush();
      const { uri, label, mimeType } = piece.item;
      blocks.push({ type: 'resource_link', uri, name: label, ...(mimeType ? { mimeType } : {}) });
    }
  }
  flush();
  for (let i = 0; i < m.images; i++) blocks.push({ type: 'image', data: PNG_BASE64, mimeType: 'image/png' });
  return blocks;
}

type Op =
  | { op: 'type'; at: number; text: string }
  | { op: 'mention'; at: number; query: 'greet' | 'parser' | 'test' }
  | { op: 'backspace'; at: number }
  | { op: 'image' };

const ops = fc.oneof(
  fc.record({ op: fc.constant('type' as const), at: fc.nat(), text: fc.stringMatching(/^[a-z \n]{1,6}$/) }),
  fc.record({
    op: fc.constant('mention' as const),
    at: fc.nat(),
    query: fc.constantFrom('greet' as const, 'parser' as const, 'test' as const),
  }),
  fc.record({ op: fc.constant('backspace' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('image' as const) }),
);

describe('<prompt-input> prompts over random edits (property)', () => {
  it('the text, the chips and the blocks sent match the model', async function () {
    this.timeout(30_000);
    await fc.assert(
      fc.asyncProperty(fc.array(ops, { minLength: 1, maxLength: 7 }), async (sequence: Op[]) => {
        const { el, prompts } = await mount(sessionStore(undefined, { image: true }), { mentionProvider: instantProvider });
        const m: Model = { pieces: [], images: 0 };
        for (const step of sequence) {
          if (step.op === 'image') {
            paste(el, [imageFile()]);
            await attachmentsRead(el);
            m.images += 1;
            continue;
          }
          const places = caretPlaces(m);
          const at = places[step.at % places.length];
          expect(await caretAt(el, at), 'the caret goes where the model allows').to.equal(at);
          if (step.op === 'type') {
            await insert(el, step.text);
            insertAt(m, at, [{ text: step.text }]);
          } else if (step.op === 'backspace') {
            await press(el, 'Backspace');
            backspaceAt(m, at);
          } else {
            await insert(el, ` @${step.query}`);
            await mentionsAnswered(el);
            await press(el, 'Enter');
            const [item] = await instantProvider(step.query, { signal: new AbortController().signal });
            insertAt(m, at, [{ text: ' ' }, { text: tokenOf(item, SAMPLE_ROOT), item }, { text: ' ' }]);
          }
          expect(box(el).value, JSON.stringify(sequence)).to.equal(textOf(m));
          expect(chipTexts(el)).to.deep.equal(m.pieces.filter((p) => p.item).map((p) => p.text));
        }
        box(el).focus();
        await press(el, 'Enter');
        const expected = blocksOf(m);
        expect(prompts, JSON.stringify(sequence)).to.deep.equal(expected.length === 0 ? [] : [expected]);
      }),
      { numRuns: 12, plugins: [fc.interruptAfterTimeLimit(20_000)] },
    );
  });
});
