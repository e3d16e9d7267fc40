// SPDX-License-Identifier: Apache-2.0
/** Registers every element under its default tag. The package's only side-effect module. */
import './elements/tool-call-card/tool-call-card.js';
import './elements/tool-call-list/tool-call-list.js';
import './elements/diff-view/diff-view.js';
import './elements/terminal-view/terminal-view.js';
import './elements/permission-prompt/permission-prompt.js';
import './elements/location-follower/location-follower.js';
import './elements/connection-status/connection-status.js';
import './elements/session-thread/session-thread.js';

export * from './index.js';
