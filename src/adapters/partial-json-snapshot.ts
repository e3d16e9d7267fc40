// SPDX-License-Identifier: Apache-2.0
/**
 * The incremental JSON parser's open containers, and the snapshot of its current value built from
 * them: only the containers on the path from the root to the cursor are copied; completed members
 * are shared, so a snapshot never copies a finished subtree.
 */

/** Nothing (yet) where a value goes; no JSON value, `null` included, is this. */
export const NONE: unique symbol = Symbol('none');

export interface ObjectFrame {
  array: false;
  value: Record<string, unknown>;
  /** The key whose value is being read (set once the key's closing quote was seen). */
  key: string | undefined;
}

export interface ArrayFrame {
  array: true;
  value: unknown[];
  key: undefined;
}

export type Frame = ObjectFrame | ArrayFrame;

/** Sets an own property, as `JSON.parse` does, even for a key named `__proto__`. */
export function setMember(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  else target[key] = value;
}

/**
 * The value so far: `root` once the root value is complete, else the open containers on `stack`
 * copied from the cursor outwards, with `partial` (the scalar being read, or NONE) at the cursor.
 */
export function snapshotOf(stack: readonly Frame[], partial: unknown, root: unknown): unknown {
  let child = partial;
  if (stack.length === 0) return child !== NONE ? child : root === NONE ? undefined : root;
  for (let depth = stack.length - 1; depth >= 0; depth--) {
    const frame = stack[depth]!;
    const top = depth === stack.length - 1;
    if (frame.array) {
      const copy = frame.value.slice();
      if (top) {
        if (child !== NONE) copy.push(child);
      } else copy[copy.length - 1] = child;
      child = copy;
    } else {
      const copy = { ...frame.value };
      if (frame.key !== undefined && child !== NONE) setMember(copy, frame.key, child);
      child = copy;
    }
  }
  return child;
}
