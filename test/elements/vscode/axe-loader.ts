// SPDX-License-Identifier: Apache-2.0
// axe-core as a module of the VS Code webview page, which vscode-page.ts imports on demand.
import 'axe-core/axe.min.js';
