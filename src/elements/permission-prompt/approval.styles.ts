// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';
import { hiddenCharStyles } from '../../styles/hidden-char.styles.js';

/** Approval warnings and command segments (render-approval.ts), with the markers. */
export default css`
  ${hiddenCharStyles}
  .approval-warnings,
  .approval-segments {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  .approval-warnings li {
    display: flex;
    align-items: flex-start;
    gap: 6px;
    overflow-wrap: anywhere;
  }
  .approval-warnings .icon,
  .approval-segments .risk .icon {
    flex: none;
    color: var(--_attention);
    margin-top: 2px;
  }
  .approval-segments .segment {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 2px 8px;
    min-width: 0;
  }
  .approval-segments .depth-1 {
    padding-inline-start: 14px;
  }
  .approval-segments .depth-2 {
    padding-inline-start: 28px;
  }
  .approval-segments .depth-3 {
    padding-inline-start: 42px;
  }
  .approval-segments .depth-4 {
    padding-inline-start: 56px;
  }
  .approval-segments code {
    font-family: var(--_font-mono);
    font-size: 12px;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
    unicode-bidi: isolate;
  }
  .approval-segments .joiner {
    color: var(--_fg-muted);
  }
  .approval-segments .risky code {
    font-weight: 600;
  }
  /* The note sits on the segment's first line: its text shares the code's baseline, the icon is
     centred on that text (an icon has no baseline of its own, so it would lift the whole note). */
  .approval-segments .risk {
    display: inline-flex;
    align-items: baseline;
    gap: 4px;
    font-size: 12px;
  }
  .approval-segments .risk .icon {
    align-self: center;
    margin-top: 0;
  }
  /* In the details the segments are the command block itself (the command is drawn once). */
  .command > .approval-segments {
    padding: 6px 8px;
    border-radius: 4px;
    background: var(--_bg-subtle);
    line-height: 1.45;
  }
`;
