// SPDX-License-Identifier: Apache-2.0
/**
 * What `<plan-view>` shows of a session: the current plan's entries (`SessionSummary.plan`, which
 * `plan` and draft `plan_update` items both set) and the draft plans the reducer keeps as they
 * came (`plan_update` with a `markdown` or `file` plan, removed again by `plan_removed`).
 */
import { selectSession, selectTranscript, type PlanEntry, type ToolCallState, type TranscriptEntry } from '../../state/index.js';

/** A draft plan kept as a document rather than as entries. */
export type PlanDocument = { planId: string; type: 'markdown'; content: string } | { planId: string; type: 'file'; uri: string };

export interface PlanSnapshot {
  entries: readonly PlanEntry[];
  documents: readonly PlanDocument[];
}

export const NO_PLAN: PlanSnapshot = Object.freeze({ entries: Object.freeze([]), documents: Object.freeze([]) });

function documentOf(plan: unknown): PlanDocument | undefined {
  if (typeof plan !== 'object' || plan === null) return undefined;
  const { planId, type, content, uri } = plan as Record<string, unknown>;
  if (typeof planId !== 'string') return undefined;
  if (type === 'markdown' && typeof content === 'string') return { planId, type, content };
  if (type === 'file' && typeof uri === 'string') return { planId, type, uri };
  return undefined;
}

/** Each entry's document, read once per entry (entries are immutable). */
const documents = new WeakMap<TranscriptEntry, PlanDocument | null>();

/** The live document plans of a transcript, by first appearance; a later update of a plan id replaces it. */
export function planDocuments(transcript: readonly TranscriptEntry[]): PlanDocument[] {
  const byId = new Map<string, PlanDocument>();
  for (const entry of transcript) {
    if (entry.type !== 'unknown') continue;
    if (entry.sessionUpdate === 'plan_removed' && typeof entry.update.planId === 'string') {
      byId.delete(entry.update.planId);
      continue;
    }
    if (entry.sessionUpdate !== 'plan_update') continue;
    let doc = documents.get(entry);
    if (doc === undefined) {
      doc = documentOf(entry.update.plan) ?? null;
      documents.set(entry, doc);
    }
    if (doc) byId.set(doc.planId, doc);
  }
  return [...byId.values()];
}

const sameItems = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * A selector for one element: the same snapshot object comes back while neither the entries nor
 * the documents changed, so a store that streams text does not re-render the plan.
 */
export function planSelector(): (state: ToolCallState, sessionId: string | undefined) => PlanSnapshot {
  let last = NO_PLAN;
  let lastTranscript: readonly TranscriptEntry[] | undefined;
  return (state, sessionId) => {
    const summary = sessionId === undefined ? undefined : selectSession(state, sessionId);
    if (!summary || sessionId === undefined) return (last = NO_PLAN);
    const transcript = selectTranscript(state, sessionId);
    const docs = transcript === lastTranscript ? last.documents : planDocuments(transcript);
    lastTranscript = transcript;
    if (summary.plan === last.entries && sameItems(docs, last.documents)) return last;
    last = { entries: summary.plan, documents: sameItems(docs, last.documents) ? last.documents : docs };
    return last;
  };
}

/** Completed entries, all entries, and the position of the first in-progress one (-1 if none). */
export function planProgress(entries: readonly PlanEntry[]): { done: number; total: number; current: number } {
  let done = 0;
  for (const entry of entries) if (entry.status === 'completed') done++;
  return { done, total: entries.length, current: entries.findIndex((entry) => entry.status === 'in_progress') };
}

/**
 * Keys for a keyed repeat: entries have no ids, so an entry is its text (and which occurrence of
 * that text); a status change keeps the key, and the row is updated in place.
 */
export function entryKeys(entries: readonly PlanEntry[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const n = seen.get(entry.content) ?? 0;
    seen.set(entry.content, n + 1);
    return `${n}:${entry.content}`;
  });
}
