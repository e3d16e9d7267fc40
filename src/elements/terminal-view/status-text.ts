// SPDX-License-Identifier: Apache-2.0
import type { TerminalViewStrings } from '../../i18n/terminal-view.strings.js';
import type { TerminalView } from '../../state/index.js';
import { clip } from '../../text/format.js';
import type { TerminalStatus } from './output-model.js';

/** What the header's badge says for `status` ('' for static output). */
export function statusText(status: TerminalStatus, exit: TerminalView['exitStatus'], t: TerminalViewStrings): string {
  switch (status) {
    case 'running':
      return t.running;
    case 'success':
      return t.succeeded;
    case 'failure':
      return t.exitCode(exit?.exitCode ?? 1);
    case 'signal':
      return t.killed(clip(exit?.signal ?? '', 40));
    case 'exited':
      return t.exited;
    case 'released':
      return t.released;
    case 'unavailable':
      return t.unavailable;
    default:
      return '';
  }
}
