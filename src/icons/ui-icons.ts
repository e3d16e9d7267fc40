// SPDX-License-Identifier: Apache-2.0
import Ban from 'lucide/dist/esm/icons/ban.mjs';
import Check from 'lucide/dist/esm/icons/check.mjs';
import ChevronRight from 'lucide/dist/esm/icons/chevron-right.mjs';
import CircleCheck from 'lucide/dist/esm/icons/circle-check.mjs';
import CircleDashed from 'lucide/dist/esm/icons/circle-dashed.mjs';
import CirclePause from 'lucide/dist/esm/icons/circle-pause.mjs';
import CircleX from 'lucide/dist/esm/icons/circle-x.mjs';
import Clock from 'lucide/dist/esm/icons/clock.mjs';
import Copy from 'lucide/dist/esm/icons/copy.mjs';
import Download from 'lucide/dist/esm/icons/download.mjs';
import File from 'lucide/dist/esm/icons/file.mjs';
import Files from 'lucide/dist/esm/icons/files.mjs';
import RotateCcw from 'lucide/dist/esm/icons/rotate-ccw.mjs';
import LoaderCircle from 'lucide/dist/esm/icons/loader-circle.mjs';
import ShieldCheck from 'lucide/dist/esm/icons/shield-check.mjs';
import ShieldQuestion from 'lucide/dist/esm/icons/shield-question-mark.mjs';
import ShieldX from 'lucide/dist/esm/icons/shield-x.mjs';
import TriangleAlert from 'lucide/dist/esm/icons/triangle-alert.mjs';
import { icon } from './icon.js';

/** Icons for what a card shows about a call's state. Keys match `DisplayStatus`. */
export const statusIcons = {
  pending: icon(Clock),
  in_progress: icon(LoaderCircle),
  completed: icon(CircleCheck),
  failed: icon(CircleX),
  cancelled: icon(Ban),
  paused: icon(CirclePause),
  awaiting_approval: icon(ShieldQuestion),
  approved: icon(ShieldCheck),
  rejected: icon(ShieldX),
  unknown: icon(CircleDashed),
};

export const uiIcons = {
  chevron: icon(ChevronRight),
  copy: icon(Copy),
  check: icon(Check),
  file: icon(File),
  files: icon(Files),
  download: icon(Download),
  warning: icon(TriangleAlert),
  /** "Restore to here": the files as they were at a checkpoint. */
  restore: icon(RotateCcw),
};
