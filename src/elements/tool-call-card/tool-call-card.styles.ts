// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';
import { visuallyHidden } from '../../styles/visually-hidden.styles.js';

export default css`
  :host {
    display: block;
    /* In a grid or flex parent, never grow to fit an agent's 1 MB title. */
    min-width: 0;
    font-size: var(--tool-call-card-font-size, 13px);
    line-height: 1.45;
  }
  .base {
    border: 1px solid var(--tool-call-card-border-color, var(--_border));
    border-radius: var(--_radius);
    background: var(--tool-call-card-background, var(--_bg));
    overflow: hidden;
  }
  :host([status='rejected']) .base,
  :host([status='cancelled']) .base {
    border-style: dashed;
  }
  /* An error, not a disabled call: the danger colour, solid, with an accent at the start edge. */
  :host([status='failed']) .base {
    border-color: var(--_danger);
    border-inline-start-width: 3px;
  }
  :host([status='awaiting_approval']) .base {
    border-color: var(--_attention);
  }
  .header {
    display: flex;
    align-items: center;
    gap: 6px;
    /* The header gives way by its own width (a nested card is narrower than the page). On the header,
       not the card: containing the card's inline size would cut it off from its content's size in a
       flex or grid parent, and with a megabyte of text that re-layout never ends. */
    container: card / inline-size;
    min-height: 32px;
    padding: 4px 8px 4px 4px;
    cursor: default;
  }
  .open .header {
    background: var(--tool-call-card-header-background, var(--_bg-subtle));
    border-bottom: 1px solid var(--tool-call-card-border-color, var(--_border));
  }
  .icon {
    flex: none;
    display: block;
  }
  /* The chevron turns smoothly only once the user has toggled this card ("turned"). When the
     policy opens or closes it (a call completing, dozens a second in a stream), it snaps: an SVG
     transform transition repaints on the main thread at every frame it runs. */
  .toggle.turned .icon {
    transition: transform 120ms ease;
  }
  .toggle[aria-expanded='true'] .icon {
    transform: rotate(90deg);
  }
  .toggle-spacer {
    flex: none;
    width: 24px;
  }
  /* The title wins the row: the chip, the time and the status text give way before it shrinks below this. */
  .header .title {
    min-width: min(10em, 45%);
  }
  .title.code {
    font-family: var(--_font-mono);
    font-size: 0.95em;
  }
  .title code {
    font-family: var(--_font-mono);
    font-size: 0.92em;
    padding: 0 3px;
    border-radius: 3px;
    background: var(--_bg-subtle);
  }
  .location {
    flex: 0 1 auto;
    min-width: 0;
    max-width: 40%;
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 1px 6px;
    border: 1px solid var(--_border);
    border-radius: 999px;
    background: transparent;
    color: var(--_fg-muted);
    font: inherit;
    font-size: 12px;
    cursor: pointer;
  }
  .location span {
    display: block;
    /* Bounds the chip's intrinsic width whatever the (untrusted) file name. */
    max-width: 32ch;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    unicode-bidi: isolate;
  }
  .location:hover {
    color: var(--_accent);
    border-color: var(--_accent);
  }
  .location .icon {
    width: 12px;
    height: 12px;
  }
  .elapsed:empty {
    display: none;
  }
  .elapsed {
    flex: none;
    color: var(--_fg-muted);
    font-size: 12px;
    font-variant-numeric: tabular-nums;
  }
  .status {
    flex: none;
    display: inline-flex;
    /* Clips the running spinner, for the compositor (see spinnerStyles). */
    overflow: hidden;
    align-items: center;
    gap: 4px;
    color: var(--_fg-muted);
    font-size: 12px;
  }
  .status-completed,
  .status-approved {
    color: var(--_success);
  }
  .status-failed,
  .status-rejected {
    color: var(--_danger);
  }
  .status-awaiting_approval {
    color: var(--_attention);
    font-weight: 600;
  }
  /* Narrow cards: the secondary details give way, in order, so the title keeps its room. The chip's
     and the status's accessible names stay whole (the chip's aria-label; the status text only clipped). */
  @container card (max-width: 640px) {
    .location span {
      max-width: 14ch;
    }
  }
  @container card (max-width: 480px) {
    .location span,
    .elapsed {
      display: none;
    }
    /* The title wins: a waiting child shows as its icon, its words kept for screen readers. */
    .rollup-waiting-text {
      ${visuallyHidden}
    }
  }
  @container card (max-width: 360px) {
    .status-text {
      ${visuallyHidden}
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .toggle.turned .icon,
    .raw summary .icon {
      transition: none;
    }
  }
  .location-list {
    margin: 0;
    padding: 4px 12px 6px 40px;
    list-style: none;
    font-size: 12px;
  }
  .permission,
  .elicitation {
    display: block;
    margin: 6px 10px 0;
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 8px 10px 10px;
    max-height: var(--tool-call-card-body-max-height, none);
    overflow: auto;
    min-width: 0;
  }
  .waiting {
    margin: 0;
    color: var(--_fg-muted);
    font-size: 12px;
  }
    /* The calls this call started: nested cards, indented under a rule. */
  .children {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding-left: 8px;
    border-left: 2px solid var(--tool-call-card-border-color, var(--_border));
  }
  .rollup {
    flex: 0 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    color: var(--_fg-muted);
    font-size: 12px;
    white-space: nowrap;
  }
  .rollup.has-failed {
    color: var(--_danger);
  }
  /* A child waits for the user: the permission styles' attention colour, not an error's. */
  .rollup-waiting {
    color: var(--_attention);
  }
  .rollup-waiting svg {
    display: inline-block;
    width: 12px;
    height: 12px;
    margin-inline-end: 3px;
    vertical-align: -2px;
  }
  /* What a subagent reported using, under its answer: a quiet detail. */
  .usage {
    margin: 0;
    color: var(--_fg-muted);
    font-size: 12px;
  }
  ::slotted(*) {
    flex: none;
  }
  /* The first text block, with "copy output" in its corner; its text keeps clear of the button. */
  .copyable {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: 8px;
    min-width: 0;
  }
  .copyable > .item:first-child {
    padding-inline-end: 32px;
  }
  .copyable > .icon-button,
  .raw-body .icon-button {
    position: absolute;
    top: 2px;
    inset-inline-end: 2px;
    background: var(--_bg-subtle);
  }
  /* The same chevron as the card's toggle, turning when open; the native triangle is hidden. */
  .raw summary {
    display: flex;
    align-items: center;
    gap: 4px;
    width: fit-content;
    list-style: none;
    cursor: pointer;
    color: var(--_fg-muted);
    font-size: 12px;
    user-select: none;
  }
  .raw summary::-webkit-details-marker {
    display: none;
  }
  .raw summary .icon {
    width: 14px;
    height: 14px;
    transition: transform 120ms ease;
  }
  .raw[open] > summary .icon {
    transform: rotate(90deg);
  }
  /* Inside a card, the card's header says the status and time: the terminal's header keeps to the command. */
  terminal-view::part(elapsed),
  terminal-view::part(status) {
    display: none;
  }
  .raw-body {
    position: relative;
    margin-top: 4px;
  }
  .raw-body pre {
    padding-inline-end: 32px;
  }
  button:focus-visible,
  summary:focus-visible,
  a:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
`;
