// SPDX-License-Identifier: Apache-2.0
/**
 * Markdown that streams in, rendered block by block. A message grows by appended chunks; lexing
 * the whole message again for every chunk costs O(length) each time, O(length²) over the stream.
 * Instead the text is cut at stable block boundaries — a blank line outside a code fence that is
 * followed by an unindented line — and every block before the last such boundary is rendered once
 * and kept; only the open tail after it is rendered again as chunks arrive.
 *
 * Cutting there leaves CommonMark's meaning alone except for what spans a blank line at the left
 * margin: a loose list becomes consecutive lists (drawn the same), and a link reference definition
 * reaches only its own block. Indented lines after a blank line (list continuations, indented
 * code) never start a new block, and neither does anything inside a fence.
 */

/** Where the stable blocks of `text` end, scanning on from a saved position. */
export interface BlockScan {
  /** Offsets where completed blocks end (each one the start of the next block), ascending. */
  readonly boundaries: number[];
  /** Offset of the first line not scanned yet (always the start of a line). */
  lineStart: number;
  /** The fence the scan is inside: its marker character and length, or undefined. */
  fence?: { char: string; length: number };
  /** The previous full line was blank (outside a fence). */
  afterBlank: boolean;
}

export function newScan(): BlockScan {
  return { boundaries: [], lineStart: 0, afterBlank: false };
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
const BLANK = /^[ \t]*$/;

/**
 * Scans the complete lines of `text` from `scan.lineStart` on, adding boundaries. A line is
 * complete once its newline arrived; the last, unfinished line is scanned on the next call.
 * `text` must extend the text the scan has seen so far.
 */
export function scanBlocks(scan: BlockScan, text: string): BlockScan {
  let start = scan.lineStart;
  for (let end = text.indexOf('\n', start); end >= 0; start = end + 1, end = text.indexOf('\n', start)) {
    const line = text.slice(start, end).replace(/\r$/, '');
    if (scan.fence) {
      const close = line.match(FENCE_OPEN);
      const marker = close?.[1];
      if (marker && marker[0] === scan.fence.char && marker.length >= scan.fence.length && BLANK.test(line.slice(close[0].length))) {
        scan.fence = undefined;
      }
      continue;
    }
    const blank = BLANK.test(line);
    // A block starts at this line: the one before was blank, and this one starts at the margin.
    if (scan.afterBlank && !blank && !/^[ \t]/.test(line)) addBoundary(scan, start);
    scan.afterBlank = blank;
    const open = line.match(FENCE_OPEN);
    // A backtick fence's info string may not hold a backtick (then it is inline code).
    if (open && !(open[1][0] === '`' && line.slice(open[0].length).includes('`'))) {
      scan.fence = { char: open[1][0], length: open[1].length };
    }
  }
  scan.lineStart = start;
  // The line still arriving opens a block as soon as its first character shows it starts at the margin.
  if (!scan.fence && scan.afterBlank && /^[^ \t\r\n]/.test(text.slice(start, start + 1))) addBoundary(scan, start);
  return scan;
}

function addBoundary(scan: BlockScan, at: number): void {
  if (at > 0 && scan.boundaries[scan.boundaries.length - 1] !== at) scan.boundaries.push(at);
}

/**
 * Renders a growing markdown text as a list of blocks. Completed blocks are rendered once (the same
 * object comes back on every later call); the tail is rendered again on each call whose text grew.
 * A text that does not extend the previous one starts over.
 */
export class IncrementalMarkdown<R> {
  /** Characters rendered by every instance so far: what streaming costs (tests and benchmarks read it). */
  static characters = 0;
  /** How many times `render` ran: a streamed message costs about one call per chunk plus one per block. */
  renders = 0;
  private text = '';
  private scan = newScan();
  private blocks: R[] = [];
  private tail?: { source: string; rendered: R };
  private output: R[] = [];

  constructor(private readonly render: (source: string) => R) {}

  /** The rendered blocks of `text`, completed blocks first, the open tail last. */
  update(text: string): R[] {
    if (text === this.text && (this.output.length || !text)) return this.output;
    if (!text.startsWith(this.text)) {
      this.scan = newScan();
      this.blocks = [];
      this.tail = undefined;
    }
    this.text = text;
    scanBlocks(this.scan, text);
    const bounds = this.scan.boundaries;
    // Render the blocks that completed since the last call.
    for (let i = this.blocks.length; i < bounds.length; i++) {
      const source = text.slice(i === 0 ? 0 : bounds[i - 1], bounds[i]);
      // The tail rendered last time may be exactly this block, now complete.
      this.blocks.push(this.tail?.source === source ? this.tail.rendered : this.renderOnce(source));
    }
    const source = text.slice(bounds.length ? bounds[bounds.length - 1] : 0);
    if (this.tail?.source !== source) this.tail = source ? { source, rendered: this.renderOnce(source) } : undefined;
    this.output = this.tail ? [...this.blocks, this.tail.rendered] : this.blocks.slice();
    return this.output;
  }

  private renderOnce(source: string): R {
    this.renders++;
    IncrementalMarkdown.characters += source.length;
    return this.render(source);
  }
}
