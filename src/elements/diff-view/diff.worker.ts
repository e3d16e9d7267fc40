// SPDX-License-Identifier: Apache-2.0
/**
 * The line diff off the main thread. Receives `{id, oldText, newText}`, answers `{id, ops}` with
 * the runs' buffer transferred (no copy). Loaded by diff-engine.ts as a module worker.
 */
import { diffTexts } from './line-diff.js';

export interface DiffRequest {
  id: number;
  oldText: string;
  newText: string;
}

export interface DiffResponse {
  id: number;
  ops?: Int32Array;
  error?: string;
}

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DiffRequest>) => void) | null;
  postMessage(message: DiffResponse, transfer?: Transferable[]): void;
};

scope.onmessage = ({ data }) => {
  try {
    const ops = diffTexts(data.oldText, data.newText);
    scope.postMessage({ id: data.id, ops }, [ops.buffer]);
  } catch (error) {
    scope.postMessage({ id: data.id, error: String(error) });
  }
};
