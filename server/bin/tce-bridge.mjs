#!/usr/bin/env node
// SPDX-License-Identifier: Apache-2.0
// The `tce-bridge` command (package.json "bin"): runs server/bridge/main.ts through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../bridge/main.ts');
