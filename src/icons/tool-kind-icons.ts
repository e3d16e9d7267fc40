// SPDX-License-Identifier: Apache-2.0
import type { TemplateResult } from 'lit';
import ArrowRightLeft from 'lucide/dist/esm/icons/arrow-right-left.mjs';
import Brain from 'lucide/dist/esm/icons/brain.mjs';
import FilePen from 'lucide/dist/esm/icons/file-pen.mjs';
import FileText from 'lucide/dist/esm/icons/file-text.mjs';
import Globe from 'lucide/dist/esm/icons/globe.mjs';
import Hammer from 'lucide/dist/esm/icons/hammer.mjs';
import Puzzle from 'lucide/dist/esm/icons/puzzle.mjs';
import Search from 'lucide/dist/esm/icons/search.mjs';
import SquareTerminal from 'lucide/dist/esm/icons/square-terminal.mjs';
import ToggleRight from 'lucide/dist/esm/icons/toggle-right.mjs';
import Trash2 from 'lucide/dist/esm/icons/trash.mjs';
import { icon } from './icon.js';

/**
 * One icon per ACP tool kind, plus `fallback` for kinds nobody knows yet. Distinct shapes, not only
 * colours. Hosts may pass their own map to `<tool-call-card>`'s `icons` property.
 */
export const toolKindIcons: Record<string, TemplateResult> = {
  read: icon(FileText),
  edit: icon(FilePen),
  delete: icon(Trash2),
  move: icon(ArrowRightLeft),
  search: icon(Search),
  execute: icon(SquareTerminal),
  think: icon(Brain),
  fetch: icon(Globe),
  switch_mode: icon(ToggleRight),
  other: icon(Hammer),
  fallback: icon(Puzzle),
};
