// SPDX-License-Identifier: Apache-2.0
import Ban from 'lucide/dist/esm/icons/ban.mjs';
import Check from 'lucide/dist/esm/icons/check.mjs';
import CheckCheck from 'lucide/dist/esm/icons/check-check.mjs';
import CircleAlert from 'lucide/dist/esm/icons/circle-alert.mjs';
import CircleHelp from 'lucide/dist/esm/icons/circle-question-mark.mjs';
import ShieldAlert from 'lucide/dist/esm/icons/shield-alert.mjs';
import ShieldCheck from 'lucide/dist/esm/icons/shield-check.mjs';
import ShieldX from 'lucide/dist/esm/icons/shield-x.mjs';
import X from 'lucide/dist/esm/icons/x.mjs';
import { icon } from '../../icons/icon.js';

/** Option icons by kind, as Zed draws them: check, double check, cross (shapes, not only colours). */
export const optionIcons: Record<string, ReturnType<typeof icon>> = {
  allow_once: icon(Check),
  allow_always: icon(CheckCheck),
  reject_once: icon(X),
  reject_always: icon(X),
  other: icon(CircleHelp),
};

export const promptIcons = {
  ask: icon(ShieldAlert),
  allowed: icon(ShieldCheck),
  rejected: icon(ShieldX),
  cancelled: icon(Ban),
  failed: icon(CircleAlert),
};
