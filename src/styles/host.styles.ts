// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

/**
 * Shared design tokens, light and dark. Hosts override the public `--tce-*` properties; each
 * element reads them with a fallback so it looks right with no setup.
 */
export const hostStyles = css`
  :host {
    --_fg: var(--tce-color-fg, #1f2328);
    --_fg-muted: var(--tce-color-fg-muted, #59636e);
    --_bg: var(--tce-color-bg, #ffffff);
    --_bg-subtle: var(--tce-color-bg-subtle, #f6f8fa);
    --_border: var(--tce-color-border, #d1d9e0);
    --_accent: var(--tce-color-accent, #0969da);
    --_success: var(--tce-color-success, #1a7f37);
    --_danger: var(--tce-color-danger, #cf222e);
    --_attention: var(--tce-color-attention, #9a6700);
    --_radius: var(--tce-radius, 6px);
    --_font: var(--tce-font, system-ui, -apple-system, 'Segoe UI', sans-serif);
    --_font-mono: var(--tce-font-mono, ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace);
    box-sizing: border-box;
    font-family: var(--_font);
    color: var(--_fg);
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_fg: var(--tce-color-fg, #e6edf3);
      --_fg-muted: var(--tce-color-fg-muted, #9198a1);
      --_bg: var(--tce-color-bg, #0d1117);
      --_bg-subtle: var(--tce-color-bg-subtle, #151b23);
      --_border: var(--tce-color-border, #3d444d);
      --_accent: var(--tce-color-accent, #4493f8);
      --_success: var(--tce-color-success, #3fb950);
      --_danger: var(--tce-color-danger, #f85149);
      --_attention: var(--tce-color-attention, #d29922);
    }
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
`;
