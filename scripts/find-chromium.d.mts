// SPDX-License-Identifier: Apache-2.0
// Types of find-chromium.mjs, for the TypeScript tests that launch Chromium.
export declare function findChromium(): string | undefined;
export declare function requireChromium(): string;
export declare const CHROMIUM_ARGS: string[];
