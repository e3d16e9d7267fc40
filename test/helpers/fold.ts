// SPDX-License-Identifier: Apache-2.0
// Folding hand-written wire messages in the state tests.
import { createInitialState, reduceMessage, type Sender, type ToolCallState } from '../../src/state/index.js';

/** One message on the wire: who sent it and, optionally, when it arrived. */
export interface Step {
  from: Sender;
  msg: unknown;
  at?: number;
}

export const agent = (msg: unknown, at?: number): Step => ({ from: 'agent', msg, at });
export const client = (msg: unknown, at?: number): Step => ({ from: 'client', msg, at });

/** Folds steps with `reduceMessage`; a step without `at` arrives at 1000 + 10 × its position. */
export function fold(steps: Step[], state: ToolCallState = createInitialState()): ToolCallState {
  return steps.reduce((s, step, i) => reduceMessage(s, step.msg, { from: step.from, receivedAt: step.at ?? 1000 + 10 * i }), state);
}
