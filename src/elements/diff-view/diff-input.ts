// SPDX-License-Identifier: Apache-2.0
/** Reading the ACP diff item: pure, shared with the change set (src/changes/diff-item.ts), which composes the same items. */
export { looksBinary, patchPath, readDiffItem } from '../../changes/diff-item.js';
export type { FileOperation, FileSource } from '../../changes/diff-item.js';
