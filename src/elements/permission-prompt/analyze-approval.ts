// SPDX-License-Identifier: Apache-2.0
/**
 * What an approval must make visible about a command, a title, a URL or a path: hidden characters,
 * words mixing Latin with Cyrillic or Greek, hosts whose Punycode and Unicode forms differ, and for
 * a command its segments with the risky ones marked. Pure: no DOM, no shell.
 */
import { hasHidden } from '../../approval/hidden.js';
import { mixedScriptTokens } from '../../approval/mixed-script.js';
import { hostForms, hostFormsDiffer, unicodeHost } from '../../approval/punycode.js';
import { segmentRisks, type RiskReason } from '../../approval/shell-risks.js';
import { splitCommand, type ShellSegment } from '../../approval/shell-split.js';

/** A host to show in both forms. */
export interface HostNote {
  /** As it resolves (Punycode). */
  ascii: string;
  /** As it looks (decoded). */
  unicode: string;
}

export interface TextAnalysis {
  /** Holds hidden characters (tab and line feed count unless the text is laid out, see RevealOptions). */
  hidden: boolean;
  /** Words mixing Latin with Cyrillic or Greek. */
  mixedScript: string[];
  /** Hosts whose two forms differ. */
  hosts: HostNote[];
}

export interface AnalysedSegment extends ShellSegment {
  risks: RiskReason[];
}

export interface CommandAnalysis extends TextAnalysis {
  segments: AnalysedSegment[];
  /** More than one command (a chain, a pipeline, a substitution). */
  chained: boolean;
  /** Some segment is risky. */
  risky: boolean;
}

const URLS = /\b[a-z][a-z0-9+.-]*:\/\/[^\s'"`<>|;&()\\]+/gi;
const ACE_HOSTS = /(?:^|[^a-z0-9-])((?:[a-z0-9-]+\.)*xn--[a-z0-9-]+(?:\.[a-z0-9-]+)*)/gi;

/** Hosts in `text` (in URLs, and bare `xn--` names) whose shown and resolved forms differ. */
export function hostNotes(text: string): HostNote[] {
  const notes = new Map<string, HostNote>();
  for (const [url] of text.matchAll(URLS)) {
    const forms = hostForms(url);
    if (forms && hostFormsDiffer(forms)) notes.set(forms.ascii, { ascii: forms.ascii, unicode: forms.unicode });
  }
  for (const match of text.matchAll(ACE_HOSTS)) {
    const ascii = match[1].toLowerCase();
    const unicode = unicodeHost(ascii);
    if (unicode !== ascii && !notes.has(ascii)) notes.set(ascii, { ascii, unicode });
  }
  return [...notes.values()];
}

/** A title, URL or path: hidden characters, mixed scripts, hosts. */
export function analyzeText(text: string, options: { layout?: boolean } = {}): TextAnalysis {
  return { hidden: hasHidden(text, options), mixedScript: mixedScriptTokens(text), hosts: hostNotes(text) };
}

const SH_FAMILY = /^(sh|bash|zsh|dash|ksh|mksh|ash)$/;
/** How deep `bash -c '…'` scripts are opened. */
const NESTING_LIMIT = 4;

/** The script a `bash -c '…'` (or `-lc`) segment runs, if it is one. */
function shellScript(segment: ShellSegment): string | undefined {
  if (segment.kind !== 'command') return undefined;
  const words = segment.words.filter((word, i) => i > 0 || !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word));
  const name = (words[0] ?? '').split('/').pop() ?? '';
  const start = ['sudo', 'doas', 'env', 'exec', 'command'].includes(name) ? words.findIndex((w, i) => i > 0 && !w.startsWith('-')) : 0;
  if (start < 0 || !SH_FAMILY.test((words[start] ?? '').split('/').pop() ?? '')) return undefined;
  const option = words.findIndex((word, i) => i > start && /^-[a-z]*c[a-z]*$/i.test(word));
  return option > 0 ? words[option + 1] : undefined;
}

/** Segments with the scripts of `sh -c` opened in place, their indices and pipelines renumbered. */
function segmentsOf(command: string, level = 0): ShellSegment[] {
  const out: ShellSegment[] = [];
  const moved = new Map<number, number>();
  let pipelines = 0;
  const segments = splitCommand(command);
  segments.forEach((segment, index) => {
    moved.set(index, out.length);
    const at = out.length;
    out.push(segment.parent === undefined ? { ...segment } : { ...segment, parent: moved.get(segment.parent)! });
    pipelines = Math.max(pipelines, segment.pipeline);
    const script = level < NESTING_LIMIT ? shellScript(segment) : undefined;
    if (!script) return;
    const base = out.length;
    const offset = pipelines + segments.length + 1;
    for (const inner of segmentsOf(script, level + 1)) {
      const parent = inner.parent === undefined ? at : base + inner.parent;
      out.push({ ...inner, depth: inner.depth + segment.depth + 1, pipeline: inner.pipeline + offset * (level + 2), parent });
    }
  });
  return out;
}

/** A shell command: its segments and their risks, and what analyzeText finds (line breaks are layout here). */
export function analyzeCommand(command: string): CommandAnalysis {
  const segments = segmentsOf(command);
  const risks = segmentRisks(segments, command);
  const analysed = segments.map((segment, index) => ({ ...segment, risks: risks[index] }));
  const commands = analysed.filter((segment) => segment.kind === 'command').length;
  return {
    ...analyzeText(command, { layout: true }),
    segments: analysed,
    chained: commands > 1,
    risky: analysed.some((segment) => segment.risks.length > 0),
  };
}

/** Anything a reviewer is warned about. */
export function needsWarning(analysis: TextAnalysis & { risky?: boolean }): boolean {
  return analysis.hidden || analysis.mixedScript.length > 0 || analysis.hosts.length > 0 || analysis.risky === true;
}

/** What one approval is about: a command, and the texts shown with it (title, URL, cwd, paths). */
export interface ApprovalSubject {
  command?: string;
  texts: readonly string[];
}

/** Everything a reviewer is warned about for one approval, each finding once. */
export interface ApprovalFindings extends TextAnalysis {
  command?: CommandAnalysis;
  /** The command's risk reasons, each once, in order of first appearance. */
  reasons: RiskReason[];
}

export function analyzeApproval(subject: ApprovalSubject): ApprovalFindings {
  const command = subject.command === undefined ? undefined : analyzeCommand(subject.command);
  // Line breaks in a title or description are shown (as markers in one-line titles), not hidden.
  const texts = subject.texts.map((text) => analyzeText(text, { layout: true }));
  const all = command ? [command, ...texts] : texts;
  const hosts = new Map<string, HostNote>();
  for (const found of all) for (const host of found.hosts) hosts.set(host.ascii, host);
  const findings: ApprovalFindings = {
    hidden: all.some((found) => found.hidden),
    mixedScript: [...new Set(all.flatMap((found) => found.mixedScript))],
    hosts: [...hosts.values()],
    reasons: [...new Set(command?.segments.flatMap((segment) => segment.risks) ?? [])],
  };
  if (command) findings.command = command;
  return findings;
}
