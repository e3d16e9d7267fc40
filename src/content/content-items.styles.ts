// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

/**
 * Styles of the content items `renderContentItem` draws (text, code, images, resources, notes,
 * "show all"), shared by every element that draws them: `<tool-call-card>` and `<permission-prompt>`.
 */
export default css`
  .item {
    display: block;
    min-width: 0;
  }
  .image {
    max-width: min(100%, 480px);
    max-height: 360px;
    object-fit: contain;
    border-radius: 4px;
    border: 1px solid var(--_border);
  }
  pre {
    margin: 0;
    padding: 6px 8px;
    border-radius: 4px;
    background: var(--_bg-subtle);
    font-family: var(--_font-mono);
    font-size: 12px;
    line-height: 1.45;
    overflow: auto;
    max-height: 360px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  pre.added {
    background: var(--_added-bg);
  }
  pre.removed {
    background: var(--_removed-bg);
  }
  figure {
    margin: 0;
  }
  .muted,
  figcaption {
    color: var(--_fg-muted);
    font-size: 12px;
    overflow-wrap: anywhere;
  }
  .note {
    margin: 0;
    display: flex;
    align-items: center;
    gap: 6px;
    color: var(--_attention);
    font-size: 12px;
  }
  /* An app view (src/content/app-frame.ts): its height is the frame's height attribute. */
  .app-frame {
    display: block;
    width: 100%;
    border: 1px solid var(--_border);
    border-radius: 4px;
    background: var(--_bg);
  }
  /* While the frame's module loads: the frame's default height (APP_VIEW_DEFAULT_HEIGHT), empty. */
  .app-frame-pending {
    height: 150px;
    box-sizing: border-box;
  }
  .app-view-note {
    margin-top: 4px;
  }
  .resource-link,
  .image-not-shown {
    display: flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
  }
  .resource-link > *,
  .image-not-shown > * {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .link,
  .show-all {
    padding: 0;
    border: 0;
    background: none;
    color: var(--_accent);
    font: inherit;
    cursor: pointer;
    text-align: start;
    overflow-wrap: anywhere;
  }
  .show-all {
    align-self: flex-start;
    font-size: 12px;
  }
  .link:hover,
  .show-all:hover {
    text-decoration: underline;
  }
`;
