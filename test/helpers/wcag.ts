// SPDX-License-Identifier: Apache-2.0
// What the axe tests share (stories-wcag22.test.ts, the VS Code webview test): the WCAG 2.0–2.2
// A/AA rules and a readable report.
import type { AxeResults, RunOptions } from 'axe-core';

declare global {
  interface Window {
    /** axe-core, once a test imports 'axe-core/axe.min.js'. */
    axe: { run(context: Element, options: RunOptions): Promise<AxeResults> };
  }
}

export const WCAG_AA: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
  elementRef: true,
};

export function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`)
    .join('\n');
}
