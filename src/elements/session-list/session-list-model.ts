// SPDX-License-Identifier: Apache-2.0
/**
 * What `<session-list>` decides about its rows, apart from drawing them: the order, which day group
 * a session falls in, what the filter keeps, how a row opens and which actions it offers.
 */
import type { SessionCapabilitiesView, SessionCatalogEntry, SessionListing } from '../../state/index.js';
import { fileName, relativePath } from '../../text/format.js';

/** Without a store or properties: nothing advertised, nothing listed. */
export const NO_CAPABILITIES: SessionCapabilitiesView = Object.freeze({
  load: false,
  list: false,
  resume: false,
  close: false,
  delete: false,
  logout: false,
});
export const NOT_LISTED: SessionListing = Object.freeze({ loading: false, listed: false });

/** How a row opens (`session-open`'s `how`); undefined when the agent offers no way. */
export type OpenHow = 'show' | 'load' | 'resume';

/** Already on this connection: opening it only switches the view. */
const ON_CONNECTION = new Set<SessionCatalogEntry['lifecycle']>(['live', 'resumed', 'loading', 'resuming']);

/** One row as drawn. */
export interface Row {
  entry: SessionCatalogEntry;
  /** Its option's id in the shadow tree (session ids are the agent's: never used as ids). */
  id: string;
  title: string;
  /** Its directory as shown ('' for none). */
  cwd: string;
  how: OpenHow | undefined;
}

export function openHow(entry: SessionCatalogEntry, capabilities: SessionCapabilitiesView): OpenHow | undefined {
  if (ON_CONNECTION.has(entry.lifecycle)) return 'show';
  if (capabilities.load) return 'load';
  if (capabilities.resume) return 'resume';
  return undefined;
}

export function canClose(entry: SessionCatalogEntry, capabilities: SessionCapabilitiesView): boolean {
  return capabilities.close && (entry.lifecycle === 'live' || entry.lifecycle === 'resumed');
}

export function canDelete(entry: SessionCatalogEntry, capabilities: SessionCapabilitiesView): boolean {
  return capabilities.delete && entry.lifecycle !== 'deleted';
}

/** The first line of a prompt, for a row that has no title. */
function firstLine(text: string | undefined): string {
  return (text ?? '').trim().split('\n', 1)[0]!.trim();
}

/** The row's title: the agent's, else the first prompt's first line, else `untitled`. */
export function titleOf(entry: SessionCatalogEntry, untitled: string): string {
  return (typeof entry.title === 'string' ? entry.title.trim() : '') || firstLine(entry.firstPrompt) || untitled;
}

const timeOf = (entry: SessionCatalogEntry) =>
  typeof entry.updatedAt === 'number' && Number.isFinite(entry.updatedAt) ? entry.updatedAt : undefined;

/** Newest first; sessions without a time after all the others, in the order given. */
export function newestFirst(entries: readonly SessionCatalogEntry[]): SessionCatalogEntry[] {
  return entries
    .filter((entry) => entry.lifecycle !== 'deleted')
    .map((entry, index) => ({ entry, index, time: timeOf(entry) }))
    .sort((a, b) => (b.time ?? -Infinity) - (a.time ?? -Infinity) || a.index - b.index)
    .map(({ entry }) => entry);
}

// ---------------------------------------------------------------------------------------------
// The filter

/** Characters of a row's text the filter reads: enough for any title, bounded for hostile ones. */
const SEARCHED = 2000;

const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase();

/**
 * Whether `term` is found in `text` with its characters in order and close together: "grt" finds
 * "greeting", "fxgreet" finds "fix the greeting", but a term's letters scattered over a whole
 * paragraph do not count.
 */
function closeSubsequence(term: string, text: string): boolean {
  const limit = term.length * 2 + 2;
  const first = term[0]!;
  for (let start = text.indexOf(first); start >= 0; start = text.indexOf(first, start + 1)) {
    let at = start;
    let i = 1;
    for (; i < term.length; i++) {
      at = text.indexOf(term[i]!, at + 1);
      if (at < 0 || at - start >= limit) break;
    }
    if (i === term.length) return true;
    if (at < 0) return false;
  }
  return false;
}

/** Case-insensitive; every word of the query found in the title, the first prompt or the directory. */
export function matches(query: string, entry: SessionCatalogEntry, title: string, cwdShown: string): boolean {
  const terms = fold(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const text = fold([title, entry.firstPrompt ?? '', cwdShown, entry.cwd ?? ''].join('\n').slice(0, SEARCHED));
  return terms.every((term) => text.includes(term) || (term.length >= 3 && closeSubsequence(term, text)));
}

// ---------------------------------------------------------------------------------------------
// Directories

/**
 * The directory a row shows: relative to `root` (the root itself as its folder's name), in full
 * when outside it; empty when there is nothing to tell (every session in one directory, the root).
 */
export function cwdShown(cwd: string | undefined, root: string | undefined, mixed: boolean): string {
  if (!cwd) return '';
  const relative = relativePath(cwd, root);
  if (relative === '.') return mixed ? fileName(root!) : '';
  return root || mixed ? relative : '';
}

/** Whether the sessions are in more than one directory. */
export function mixedDirectories(entries: readonly SessionCatalogEntry[]): boolean {
  const cwds = new Set(entries.map((entry) => entry.cwd).filter(Boolean));
  return cwds.size > 1;
}

// ---------------------------------------------------------------------------------------------
// Times and days

const DAY_MS = 86_400_000;

/** An Intl formatter for the page's language, or the browser's when Intl does not know that tag. */
function intl<T>(make: (lang: string | undefined) => T, lang: string): T {
  try {
    return make(lang);
  } catch {
    return make(undefined);
  }
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const dayFormats = new Map<string, { weekday: Intl.DateTimeFormat; date: Intl.DateTimeFormat; full: Intl.DateTimeFormat }>();

function relativeFormat(lang: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(lang);
  if (!format) relativeFormats.set(lang, (format = intl((l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto', style: 'short' }), lang)));
  return format;
}

function dayFormat(lang: string) {
  let formats = dayFormats.get(lang);
  if (!formats) {
    formats = {
      weekday: intl((l) => new Intl.DateTimeFormat(l, { weekday: 'long' }), lang),
      date: intl((l) => new Intl.DateTimeFormat(l, { month: 'long', day: 'numeric' }), lang),
      full: intl((l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' }), lang),
    };
    dayFormats.set(lang, formats);
  }
  return formats;
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number, number]> = [
  // [unit, its length in ms, up to how many of it before the next unit]
  ['minute', 60_000, 60],
  ['hour', 3_600_000, 24],
  ['day', DAY_MS, 7],
  ['week', 7 * DAY_MS, 4],
  ['month', 30 * DAY_MS, 12],
  ['year', 365 * DAY_MS, Infinity],
];

/** "5 min. ago", "yesterday", "3 wk. ago" in `lang`; "now" under a minute (and for times ahead of the clock). */
export function relativeTime(time: number, now: number, lang: string): string {
  const format = relativeFormat(lang);
  const ago = Math.max(0, now - time);
  for (const [unit, length, limit] of UNITS) {
    const count = Math.floor(ago / length);
    if (count < limit) return count === 0 && unit === 'minute' ? format.format(0, 'second') : format.format(-count, unit);
  }
  return '';
}

/** The date and time in full, for the row's tooltip. */
export function fullTime(time: number, lang: string): string {
  return dayFormat(lang).full.format(time);
}

function startOfDay(time: number): number {
  const day = new Date(time);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

export interface DayGroup {
  /** Stable across renders: `today`, `yesterday`, `d<n>` (n days ago), `older`, `undated`. */
  key: string;
  /** The heading: a string of the element's, a weekday or a date. */
  label: string;
  entries: SessionCatalogEntry[];
}

export interface DayNames {
  today: string;
  yesterday: string;
  older: string;
  undated: string;
}

/** Days back that are named by their weekday; then by their date up to a month; then "Older". */
const WEEKDAY_DAYS = 6;
const DATED_DAYS = 30;

/** The day group of a time, in the local calendar (`now` decides what today is). */
function dayOf(time: number | undefined, today: number, lang: string, names: DayNames): { key: string; label: string } {
  if (time === undefined) return { key: 'undated', label: names.undated };
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  const days = Math.round((today - startOfDay(time)) / DAY_MS);
  if (days <= 0) return { key: 'today', label: names.today };
  if (days === 1) return { key: 'yesterday', label: names.yesterday };
  if (days <= WEEKDAY_DAYS) return { key: `d${days}`, label: dayFormat(lang).weekday.format(time) };
  if (days <= DATED_DAYS) return { key: `d${days}`, label: dayFormat(lang).date.format(time) };
  return { key: 'older', label: names.older };
}

/** Rows (newest first) in their day groups, in order; sessions without a time last. */
export function groupByDay(entries: readonly SessionCatalogEntry[], now: number, lang: string, names: DayNames): DayGroup[] {
  const today = startOfDay(now);
  const groups: DayGroup[] = [];
  const byKey = new Map<string, DayGroup>();
  for (const entry of entries) {
    const { key, label } = dayOf(timeOf(entry), today, lang, names);
    let group = byKey.get(key);
    if (!group) {
      byKey.set(key, (group = { key, label, entries: [] }));
      groups.push(group);
    }
    group.entries.push(entry);
  }
  const undated = byKey.get('undated');
  return undated ? [...groups.filter((group) => group !== undated), undated] : groups;
}

// ---------------------------------------------------------------------------------------------
// The rows

export interface Arrangement {
  groups: Array<{ key: string; label: string; rows: Row[] }>;
  /** Every row, in the order drawn. */
  rows: Row[];
}

export interface ArrangeOptions {
  query: string;
  root: string | undefined;
  /** Only sessions in this directory ("This folder only"). */
  cwd: string | undefined;
  capabilities: SessionCapabilitiesView;
  now: number;
  lang: string;
  names: DayNames & { untitled: string };
}

/** The rows to draw, filtered, in their day groups, in order; each option's id is its place. */
export function arrange(sessions: readonly SessionCatalogEntry[], o: ArrangeOptions): Arrangement {
  const entries = newestFirst(sessions).filter((entry) => o.cwd === undefined || entry.cwd === o.cwd);
  const mixed = mixedDirectories(entries);
  const drawn = new Map<SessionCatalogEntry, { title: string; cwd: string }>();
  const kept = entries.filter((entry) => {
    const seen = { title: titleOf(entry, o.names.untitled), cwd: cwdShown(entry.cwd, o.root, mixed) };
    drawn.set(entry, seen);
    return matches(o.query, entry, seen.title, seen.cwd);
  });
  let index = 0;
  const groups = groupByDay(kept, o.now, o.lang, o.names).map(({ key, label, entries: inGroup }) => ({
    key,
    label,
    rows: inGroup.map((entry) => ({ entry, id: `o${index++}`, ...drawn.get(entry)!, how: openHow(entry, o.capabilities) })),
  }));
  return { groups, rows: groups.flatMap((group) => group.rows) };
}

/** Rows PageUp / PageDown move by. */
const PAGE_ROWS = 10;

/** Where a listbox key moves the active row from `index` among `count` (no wrapping); undefined for other keys. */
export function keyTarget(key: string, index: number, count: number): number | undefined {
  const moves = new Map([
    ['ArrowDown', index + 1],
    ['ArrowUp', index - 1],
    ['Home', 0],
    ['End', count - 1],
    ['PageDown', index + PAGE_ROWS],
    ['PageUp', index - PAGE_ROWS],
  ]);
  const to = moves.get(key);
  return to === undefined ? undefined : Math.max(0, Math.min(count - 1, to));
}
