// SPDX-License-Identifier: Apache-2.0
// The page-wide record of permission answers, announcements and focus claims.
import { expect } from '@open-wc/testing';
import { answerKey } from '../../../src/base/answer-registry.js';
import {
  claimAnnouncement,
  claimFocus,
  localAnswer,
  onAnswersChanged,
  recordAnswer,
} from '../../../src/elements/permission-prompt/permission-answers.js';
import type { PermissionView } from '../../../src/state/index.js';

let counter = 0;
function request(fields: Partial<PermissionView> = {}): PermissionView {
  return {
    sessionId: `registry-session-${++counter}`,
    requestId: 1,
    options: [{ optionId: 'yes', name: 'Yes', kind: 'allow_once' }],
    cancelRequested: false,
    requestedAt: 0,
    ...fields,
  };
}

describe('permission-prompt answer registry', () => {
  it('keeps the first answer per request and tells every listener once', () => {
    const first = request();
    const calls: number[] = [];
    const stop = onAnswersChanged(() => calls.push(1));
    try {
      expect(recordAnswer(first, first.options[0])).to.equal(true);
      expect(recordAnswer({ ...first }, { optionId: 'other', name: 'Other', kind: 'reject_once' })).to.equal(false);
      expect(localAnswer({ ...first })?.option.optionId).to.equal('yes');
      expect(calls).to.have.length(1);
    } finally {
      stop();
    }
    recordAnswer(request(), first.options[0]);
    expect(calls, 'no calls after unsubscribing').to.have.length(1);
  });

  it('tells requests apart by session, and a numeric id from the same string id', () => {
    const numeric = request({ requestId: 7 });
    const text = { ...numeric, requestId: '7' };
    expect(answerKey(numeric)).to.not.equal(answerKey(text));
    recordAnswer(numeric, numeric.options[0]);
    expect(localAnswer(text)).to.equal(undefined);
    expect(localAnswer(request({ requestId: 7 }))).to.equal(undefined);
  });

  it('lets one prompt announce and take focus per request', () => {
    const key = answerKey(request());
    expect(claimAnnouncement(key)).to.equal(true);
    expect(claimAnnouncement(key)).to.equal(false);
    expect(claimFocus(key), 'focus is claimed apart from the announcement').to.equal(true);
    expect(claimFocus(key)).to.equal(false);
  });
});
