// SPDX-License-Identifier: Apache-2.0
// Catalog entries and capabilities as the state's selectors give them, for the <session-list> tests
// (browser and Node) and its stories. DOM-free.
import type { SessionCapabilitiesView, SessionCatalogEntry, SessionListing } from '../../../src/state/index.js';
import { SAMPLE_ROOT } from '../../helpers/wire.js';

export { SAMPLE_ROOT };

/** A catalog entry: listed, idle, in the sample root, unless `fields` say otherwise. */
export const entry = (sessionId: string, fields: Partial<SessionCatalogEntry> = {}): SessionCatalogEntry => ({
  sessionId,
  lifecycle: 'listed',
  seen: false,
  running: false,
  waitingForUser: 0,
  cwd: SAMPLE_ROOT,
  ...fields,
});

export const NONE: SessionCapabilitiesView = { load: false, list: false, resume: false, close: false, delete: false, logout: false };
export const ALL: SessionCapabilitiesView = { load: true, list: true, resume: true, close: true, delete: true, logout: false };
export const caps = (fields: Partial<SessionCapabilitiesView>): SessionCapabilitiesView => ({ ...NONE, ...fields });
export const LISTED: SessionListing = { loading: false, listed: true };
