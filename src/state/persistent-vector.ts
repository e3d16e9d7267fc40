// SPDX-License-Identifier: Apache-2.0
/**
 * A small immutable vector: a 32-way trie plus a tail buffer (the shape Clojure and
 * Immutable.js use). `push`, `set` and `get` copy at most one 32-slot array per trie level,
 * so for any session we will ever see they cost a handful of small copies: O(log32 n),
 * flat in practice. This is what lets the reducer stay pure (old states never change)
 * without copying every tool call on each message.
 */

const BITS = 5;
const WIDTH = 1 << BITS;
const MASK = WIDTH - 1;

type Node = readonly unknown[];

export interface PersistentVector<T> {
  readonly size: number;
  /** @internal depth of the trie in bits */
  readonly shift: number;
  /** @internal */
  readonly root: Node;
  /**
   * @internal the last up-to-32 items, kept out of the trie so appends are cheap. The array may be
   * longer than this vector's share of it (see vectorPush): read only `size - tailOffset` items.
   */
  readonly tail: readonly T[];
}

const EMPTY: PersistentVector<never> = Object.freeze({ size: 0, shift: BITS, root: [], tail: [] });

export function emptyVector<T>(): PersistentVector<T> {
  return EMPTY;
}

function tailOffset(v: PersistentVector<unknown>): number {
  return v.size < WIDTH ? 0 : ((v.size - 1) >>> BITS) << BITS;
}

function tailCount(v: PersistentVector<unknown>): number {
  return v.size - tailOffset(v);
}

export function vectorGet<T>(v: PersistentVector<T>, index: number): T | undefined {
  if (index < 0 || index >= v.size) return undefined;
  if (index >= tailOffset(v)) return v.tail[index & MASK];
  let node: Node = v.root;
  for (let level = v.shift; level > 0; level -= BITS) {
    node = node[(index >>> level) & MASK] as Node;
  }
  return node[index & MASK] as T;
}

function setInTrie(node: Node, level: number, index: number, value: unknown): Node {
  const copy = node.slice();
  const slot = (index >>> level) & MASK;
  copy[slot] = level === 0 ? value : setInTrie(node[slot] as Node, level - BITS, index, value);
  return copy;
}

export function vectorSet<T>(v: PersistentVector<T>, index: number, value: T): PersistentVector<T> {
  if (index < 0 || index >= v.size) throw new RangeError(`index ${index} out of range 0..${v.size - 1}`);
  if (index >= tailOffset(v)) {
    const tail = v.tail.slice(0, tailCount(v));
    tail[index & MASK] = value;
    return { size: v.size, shift: v.shift, root: v.root, tail };
  }
  return { size: v.size, shift: v.shift, root: setInTrie(v.root, v.shift, index, value), tail: v.tail };
}

function newPath(level: number, node: Node): Node {
  return level === 0 ? node : [newPath(level - BITS, node)];
}

function pushTail(size: number, level: number, parent: Node, tail: Node): Node {
  const slot = ((size - 1) >>> level) & MASK;
  const copy = parent.slice();
  if (level === BITS) {
    copy[slot] = tail;
  } else {
    const child = parent[slot] as Node | undefined;
    copy[slot] = child ? pushTail(size, level - BITS, child, tail) : newPath(level - BITS, tail);
  }
  return copy;
}

export function vectorPush<T>(v: PersistentVector<T>, value: T): PersistentVector<T> {
  const count = tailCount(v);
  if (count < WIDTH) {
    // Tail arrays only ever grow at the end, and each vector reads only its first `count` items:
    // when nobody has appended past this vector yet, the new vector shares the array (older
    // vectors do not see the new item). A vector branched from an older version copies instead.
    const tail = v.tail as T[];
    if (v.size > 0 && tail.length === count) {
      tail.push(value);
      return { size: v.size + 1, shift: v.shift, root: v.root, tail };
    }
    const copy = tail.slice(0, count);
    copy.push(value);
    return { size: v.size + 1, shift: v.shift, root: v.root, tail: copy };
  }
  // The tail is full: move it into the trie, growing a level when the root is full.
  let root: Node;
  let shift = v.shift;
  if (v.size >>> BITS > 1 << v.shift) {
    root = [v.root, newPath(v.shift, v.tail)];
    shift += BITS;
  } else {
    root = pushTail(v.size, v.shift, v.root, v.tail);
  }
  return { size: v.size + 1, shift, root, tail: [value] };
}

function collect<T>(node: Node, level: number, out: T[]): void {
  if (level === 0) {
    for (const item of node) out.push(item as T);
    return;
  }
  for (const child of node) collect(child as Node, level - BITS, out);
}

export function vectorToArray<T>(v: PersistentVector<T>): T[] {
  const out: T[] = [];
  if (v.size > WIDTH || tailOffset(v) > 0) collect(v.root, v.shift, out);
  const count = tailCount(v);
  for (let i = 0; i < count; i++) out.push(v.tail[i]);
  return out;
}

export function vectorFromArray<T>(items: readonly T[]): PersistentVector<T> {
  let v = emptyVector<T>();
  for (const item of items) v = vectorPush(v, item);
  return v;
}
