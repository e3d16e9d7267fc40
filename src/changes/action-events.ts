// SPDX-License-Identifier: Apache-2.0
/**
 * Hearing `change-keep`, `change-undo` and `checkpoint-restore` on a target and applying them
 * unless a listener prevented them. The check waits a microtask: by then every listener of the
 * dispatch has run, whichever was added first, so any of them can take the action over.
 */
import type { ChangeActionRequest, ChangeActionResult, ChangeEventTarget, ChangeScopeName } from './types.js';

type Listener = (event: { defaultPrevented: boolean; detail?: unknown }) => void;

export interface ActionHandlers {
  keep(request: ChangeActionRequest & { redo?: boolean }): Promise<ChangeActionResult>;
  undo(request: ChangeActionRequest): Promise<ChangeActionResult>;
  restore(request: { sessionId: string; turn: number }): Promise<ChangeActionResult>;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The action an event's detail asks for, read field by field (a hostile detail asks for nothing). */
function requestOf(detail: unknown): (ChangeActionRequest & { redo?: boolean }) | undefined {
  if (!isRecord(detail) || typeof detail.sessionId !== 'string' || typeof detail.path !== 'string') return undefined;
  const hunkIds = Array.isArray(detail.hunks)
    ? detail.hunks.flatMap((hunk) => (isRecord(hunk) && typeof hunk.id === 'string' ? [hunk.id] : []))
    : [];
  const since =
    detail.since === 'turn' || detail.since === 'session' || (typeof detail.since === 'number' && Number.isFinite(detail.since))
      ? (detail.since as ChangeScopeName | number)
      : undefined;
  return { sessionId: detail.sessionId, path: detail.path, hunkIds, since, redo: detail.redo === true };
}

/** The page's `document` when there is one: read through globalThis, since this layer also runs in Node. */
export function defaultTarget(): ChangeEventTarget | undefined {
  const candidate = (globalThis as { document?: unknown }).document;
  return isRecord(candidate) && typeof candidate.addEventListener === 'function' ? (candidate as unknown as ChangeEventTarget) : undefined;
}

/** Listens on `target`; returns the function that stops. `applied` hears each action's result. */
export function listenForActions(
  target: ChangeEventTarget,
  handlers: ActionHandlers,
  applied?: (result: Promise<ChangeActionResult>) => void,
): () => void {
  const later = (event: Parameters<Listener>[0], run: () => Promise<ChangeActionResult> | undefined) => {
    void Promise.resolve().then(() => {
      if (event.defaultPrevented) return;
      const result = run();
      if (result) applied?.(result);
    });
  };
  const listeners: [string, Listener][] = [
    [
      'change-keep',
      (event) =>
        later(event, () => {
          const request = requestOf(event.detail);
          return request && handlers.keep(request);
        }),
    ],
    [
      'change-undo',
      (event) =>
        later(event, () => {
          const request = requestOf(event.detail);
          return request && handlers.undo({ ...request, redo: undefined } as ChangeActionRequest);
        }),
    ],
    [
      'checkpoint-restore',
      (event) =>
        later(event, () => {
          const detail = event.detail;
          if (!isRecord(detail) || typeof detail.sessionId !== 'string' || typeof detail.turn !== 'number') return undefined;
          return handlers.restore({ sessionId: detail.sessionId, turn: detail.turn });
        }),
    ],
  ];
  for (const [type, listener] of listeners) target.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of listeners) target.removeEventListener(type, listener);
  };
}
