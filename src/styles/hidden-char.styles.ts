// SPDX-License-Identifier: Apache-2.0
import { css } from 'lit';

/** A hidden character's marker (renderRevealed): wherever a command or title is drawn. */
export const hiddenCharStyles = css`
  .hidden-char {
    display: inline-block;
    margin: 0 1px;
    padding: 0 3px;
    border: 1px solid var(--_attention);
    border-radius: 3px;
    background: color-mix(in srgb, var(--_attention) 14%, transparent);
    color: var(--_fg);
    font-family: var(--_font-mono);
    font-size: 0.85em;
    font-style: normal;
    line-height: 1.3;
    white-space: nowrap;
    unicode-bidi: isolate;
  }
  /* The character itself takes no room; the marker is drawn from data-marker. */
  .hidden-char.kept {
    font-size: 0;
  }
  .hidden-char.kept::before {
    content: attr(data-marker);
    font-size: var(--_hidden-char-size, 11px);
  }
`;
