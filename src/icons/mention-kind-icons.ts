// SPDX-License-Identifier: Apache-2.0
import Braces from 'lucide/dist/esm/icons/braces.mjs';
import Folder from 'lucide/dist/esm/icons/folder.mjs';
import Link from 'lucide/dist/esm/icons/link.mjs';
import { icon } from './icon.js';
import { uiIcons } from './ui-icons.js';

/** One icon per kind of thing a prompt can mention (`<prompt-input>`'s `MentionItem.kind`); a kind outside these gets the file's. */
export const mentionKindIcons = {
  // The card's file icon itself: importing lucide's file twice would split it into a chunk of its own at startup.
  file: uiIcons.file,
  folder: icon(Folder),
  symbol: icon(Braces),
  url: icon(Link),
};
