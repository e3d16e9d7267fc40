// SPDX-License-Identifier: Apache-2.0
import type { TemplateResult } from 'lit';
import ArrowRightLeft from 'lucide/dist/esm/icons/arrow-right-left.mjs';
import FileMinus from 'lucide/dist/esm/icons/file-minus.mjs';
import FilePen from 'lucide/dist/esm/icons/file-pen.mjs';
import FilePlus from 'lucide/dist/esm/icons/file-plus.mjs';
import { icon } from './icon.js';

/**
 * One icon per status of a changed file (`FileChangeStatus` of src/changes): distinct shapes, not
 * only colours. Modified and moved share the `edit` and `move` tool kinds' shapes.
 */
export const fileChangeIcons: Record<'added' | 'modified' | 'deleted' | 'moved', TemplateResult> = {
  added: icon(FilePlus),
  modified: icon(FilePen),
  deleted: icon(FileMinus),
  moved: icon(ArrowRightLeft),
};
