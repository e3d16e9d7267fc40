// SPDX-License-Identifier: Apache-2.0
import { emptyVector, vectorGet, vectorPush, vectorSet, vectorToArray, type PersistentVector } from './persistent-vector.js';

/**
 * The key → position index is shared between a table and the tables derived from it, and only
 * ever grows. A table ignores positions at or past its own size, so an older state still sees
 * exactly the entries it had. `tip` is the size the index was last extended to: appending to a
 * table whose size is not the tip means someone branched from an older state, and then (only
 * then) the index is copied, so two branches never write into one index.
 */
interface SharedIndex {
  readonly map: Map<string, number>;
  tip: number;
}

/** An immutable, insertion-ordered collection with optional keys: O(1)-ish get, set and push. */
export interface KeyedTable<T> {
  readonly items: PersistentVector<T>;
  /** @internal */
  readonly index: SharedIndex;
}

export function emptyTable<T>(): KeyedTable<T> {
  return { items: emptyVector<T>(), index: { map: new Map(), tip: 0 } };
}

export function tableSize(table: KeyedTable<unknown>): number {
  return table.items.size;
}

export function tablePosition(table: KeyedTable<unknown>, key: string): number {
  const position = table.index.map.get(key);
  return position !== undefined && position < table.items.size ? position : -1;
}

export function tableGet<T>(table: KeyedTable<T>, key: string): T | undefined {
  const position = tablePosition(table, key);
  return position < 0 ? undefined : vectorGet(table.items, position);
}

export function tableAt<T>(table: KeyedTable<T>, position: number): T | undefined {
  return vectorGet(table.items, position);
}

export function tableSetAt<T>(table: KeyedTable<T>, position: number, value: T): KeyedTable<T> {
  return { items: vectorSet(table.items, position, value), index: table.index };
}

/** Appends `value`; when `key` is given it must not be present yet (check with tablePosition). */
export function tablePush<T>(table: KeyedTable<T>, value: T, key?: string): KeyedTable<T> {
  const position = table.items.size;
  let index = table.index;
  if (index.tip !== position) {
    // Branching from an older state: copy the part of the index this table can see.
    const map = new Map<string, number>();
    for (const [k, p] of index.map) if (p < position) map.set(k, p);
    index = { map, tip: position };
  }
  if (key !== undefined) index.map.set(key, position);
  index.tip = position + 1;
  return { items: vectorPush(table.items, value), index };
}

/** Sets the value under `key`, appending it when the key is new. */
export function tableUpsert<T>(table: KeyedTable<T>, key: string, value: T): KeyedTable<T> {
  const position = tablePosition(table, key);
  return position < 0 ? tablePush(table, value, key) : tableSetAt(table, position, value);
}

export function tableValues<T>(table: KeyedTable<T>): T[] {
  return vectorToArray(table.items);
}
