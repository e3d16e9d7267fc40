// SPDX-License-Identifier: Apache-2.0
/** What `<session-status>` draws of a session summary: its choosers, and numbers as text. */
import type { SessionConfigOption, SessionSummary } from '../../state/index.js';

/** One value a chooser offers. */
export interface Choice {
  value: string;
  name: string;
  description?: string;
}

/** A chooser: the session mode, the model (unstable `models`), or a config option (select or boolean). */
export type Chooser =
  | { kind: 'mode' | 'model'; id: string; name: string; current: string; groups: ChoiceGroup[] }
  | { kind: 'select'; id: string; name: string; current: string; groups: ChoiceGroup[]; description?: string }
  | { kind: 'boolean'; id: string; name: string; current: boolean; description?: string };

/** Choices under a heading (`name` empty for options that come ungrouped). */
export interface ChoiceGroup {
  name: string;
  choices: Choice[];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function choiceOf(raw: unknown): Choice | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { value, name, description } = raw as Record<string, unknown>;
  if (typeof value !== 'string') return undefined;
  const desc = text(description);
  return { value, name: text(name) || value, ...(desc ? { description: desc } : {}) };
}

/** A select option's values: plain, or in groups (`{group, name, options}`). */
function groupsOf(options: unknown): ChoiceGroup[] {
  if (!Array.isArray(options)) return [];
  const loose: Choice[] = [];
  const groups: ChoiceGroup[] = [];
  for (const raw of options) {
    const grouped = (raw as { options?: unknown } | null)?.options;
    if (Array.isArray(grouped)) {
      const choices = grouped.map(choiceOf).filter((c): c is Choice => c !== undefined);
      if (choices.length) groups.push({ name: text((raw as { name?: unknown }).name) ?? '', choices });
    } else {
      const choice = choiceOf(raw);
      if (choice) loose.push(choice);
    }
  }
  return loose.length ? [{ name: '', choices: loose }, ...groups] : groups;
}

function configChooser(option: SessionConfigOption): Chooser | undefined {
  const raw = option as unknown as Record<string, unknown>;
  if (typeof raw.id !== 'string') return undefined;
  const name = text(raw.name) || raw.id;
  const description = text(raw.description) || undefined;
  const extra = description ? { description } : {};
  if (raw.type === 'boolean' && typeof raw.currentValue === 'boolean') {
    return { kind: 'boolean', id: raw.id, name, current: raw.currentValue, ...extra };
  }
  if (raw.type === 'select' && typeof raw.currentValue === 'string') {
    return { kind: 'select', id: raw.id, name, current: raw.currentValue, groups: groupsOf(raw.options), ...extra };
  }
  return undefined;
}

/** A chooser over a list of the session's own (`mode` from `modes`, `model` from the unstable `models`). */
function listChooser(kind: 'mode' | 'model', name: string, current: string | undefined, choices: Choice[]): Chooser[] {
  return current === undefined || !choices.length ? [] : [{ kind, id: kind, name, current, groups: [{ name: '', choices }] }];
}

/**
 * The session's choosers: its modes and models (unless a config option of the same category
 * supersedes them, as ACP says config options do), then its config options in the agent's order.
 * Options of a type this library does not know are left out.
 */
export function choosersOf(summary: SessionSummary, names: { mode: string; model: string }): Chooser[] {
  const configs = summary.configOptions.map(configChooser).filter((c): c is Chooser => c !== undefined);
  const hasConfig = (category: string) => summary.configOptions.some((option) => (option as { category?: unknown }).category === category);
  const modes = hasConfig('mode') ? [] : (summary.availableModes ?? []).map((mode) => choiceOf({ ...mode, value: mode.id }));
  const models = hasConfig('model') ? [] : (summary.availableModels ?? []).map((model) => choiceOf({ ...model, value: model.modelId }));
  const present = (choices: Array<Choice | undefined>) => choices.filter((c): c is Choice => c !== undefined);
  return [
    ...listChooser('mode', names.mode, summary.currentModeId, present(modes)),
    ...listChooser('model', names.model, summary.currentModelId, present(models)),
    ...configs,
  ];
}

/** The name of a chooser's current value. */
export function currentName(chooser: Exclude<Chooser, { kind: 'boolean' }>): string {
  for (const group of chooser.groups) for (const choice of group.choices) if (choice.value === chooser.current) return choice.name;
  return chooser.current;
}

/** A number format for the page's language, or the browser's when that tag is not one Intl knows. */
function numberFormat(lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(lang, options);
  } catch {
    return new Intl.NumberFormat(undefined, options);
  }
}

export function formatCount(n: number, lang: string, compact: boolean): string {
  return numberFormat(lang, compact ? { notation: 'compact', maximumFractionDigits: 1 } : {}).format(n);
}

export function formatCost(amount: number, currency: string, lang: string): string {
  try {
    // Agents report fractions of a cent; the currency's own decimals are what a status bar needs.
    return numberFormat(lang, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency.slice(0, 10)}`; // not an ISO 4217 code
  }
}
