// SPDX-License-Identifier: Apache-2.0
// Temporary: terminal-view moves to the ticker in the merge (`onTick` and `BEAT_MS` of ./ticker.js).
export { BEAT_MS, onTick as onBeat } from './ticker.js';
