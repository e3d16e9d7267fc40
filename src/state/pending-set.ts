// SPDX-License-Identifier: Apache-2.0
/**
 * A persistent set of keys with O(1)-ish add, delete and iteration over its members only: what a
 * session still waits for (unfinished tool calls, unanswered permissions and elicitations), so a
 * cancel touches those and never the session's history. Members sit densely in a vector (a delete
 * moves the last member into the hole); `slots` maps each key ever added to its place + 1, stale once deleted.
 */
import { emptyTable, tableGet, tableUpsert, type KeyedTable } from './keyed-table.js';
import { emptyVector, vectorGet, vectorPush, vectorSet, type PersistentVector } from './persistent-vector.js';

export interface PendingSet {
  readonly size: number;
  /** @internal the members in `[0, size)`; items past `size` are stale. */
  readonly members: PersistentVector<string>;
  /** @internal */
  readonly slots: KeyedTable<number>;
}

/** A fresh set each time: a table's index is shared with the tables made from it (see keyed-table.ts). */
export function emptyPending(): PendingSet {
  return { size: 0, members: emptyVector(), slots: emptyTable() };
}

/** The place of `key` + 1, or 0. A slot is only trusted when the member there is `key` (deletes leave stale slots). */
function slotOf(set: PendingSet, key: string): number {
  const slot = tableGet(set.slots, key);
  return slot && slot <= set.size && vectorGet(set.members, slot - 1) === key ? slot : 0;
}

export function pendingAdd(set: PendingSet, key: string): PendingSet {
  if (slotOf(set, key)) return set;
  const { size, members } = set;
  return {
    size: size + 1,
    members: size < members.size ? vectorSet(members, size, key) : vectorPush(members, key),
    slots: tableUpsert(set.slots, key, size + 1),
  };
}

export function pendingDelete(set: PendingSet, key: string): PendingSet {
  const slot = slotOf(set, key);
  if (!slot) return set;
  const size = set.size - 1;
  if (slot > size) return { size, members: set.members, slots: set.slots };
  const last = vectorGet(set.members, size)!;
  return { size, members: vectorSet(set.members, slot - 1, last), slots: tableUpsert(set.slots, last, slot) };
}

export function pendingKeys(set: PendingSet): string[] {
  const keys: string[] = [];
  for (let i = 0; i < set.size; i++) keys.push(vectorGet(set.members, i)!);
  return keys;
}
