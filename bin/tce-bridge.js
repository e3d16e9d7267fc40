#!/usr/bin/env node
// SPDX-License-Identifier: Apache-2.0
// The published `tce-bridge` command (package.json "bin"): the bridge compiled by `npm run build` into
// dist/bridge/. In the repository `npm run bridge` runs the sources instead (server/bin/tce-bridge.mjs).
import '../dist/bridge/main.js';
