// SPDX-License-Identifier: Apache-2.0

/**
 * What was last worked out from a text, keyed by the text itself. Agents re-send whole content on
 * every update and an element renders again for reasons that leave its text alone (a tick, a
 * sibling's change): anything derived from a long text is worked out once per distinct text, not
 * once per render. A Map keeps insertion order, so the oldest entry goes first when it is full.
 */
export interface RecentCache<V> {
  /** The value kept for `key`, or `compute(key)` kept from now on. */
  get(key: string, compute: (key: string) => V): V;
}

export function recentCache<V>(size: number): RecentCache<V> {
  const entries = new Map<string, V>();
  return {
    get(key, compute) {
      if (entries.has(key)) {
        const value = entries.get(key) as V;
        // Most recent last, so a text still in use is never the one dropped.
        entries.delete(key);
        entries.set(key, value);
        return value;
      }
      const value = compute(key);
      if (entries.size >= size) entries.delete(entries.keys().next().value!);
      entries.set(key, value);
      return value;
    },
  };
}
