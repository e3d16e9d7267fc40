// SPDX-License-Identifier: Apache-2.0
import Braces from 'lucide/dist/esm/icons/braces.mjs';
import File from 'lucide/dist/esm/icons/file.mjs';
import Folder from 'lucide/dist/esm/icons/folder.mjs';
import Link from 'lucide/dist/esm/icons/link.mjs';
import { icon } from './icon.js';

/** One icon per kind of thing a prompt can mention (`<prompt-input>`'s `MentionItem.kind`); a kind outside these gets the file's. */
export const mentionKindIcons = {
  file: icon(File),
  folder: icon(Folder),
  symbol: icon(Braces),
  url: icon(Link),
};
