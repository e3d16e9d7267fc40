// SPDX-License-Identifier: Apache-2.0
// Temporary: terminal-view moves to the ticker in the merge (import `spin` from './spin.js').
export { spin, spinnerCount } from './spin.js';
