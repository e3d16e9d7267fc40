// SPDX-License-Identifier: Apache-2.0
/** Registers every element under its default tag. The package's only side-effect module. */
import './elements/tool-call-card/tool-call-card.js';
import './elements/tool-call-list/tool-call-list.js';

export * from './index.js';
