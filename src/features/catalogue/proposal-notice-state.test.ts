// Whether the one-time notice was hidden, read from the document's cookies: only this app's own
// entry with the value the app writes counts, wherever it stands among other cookies.
import { describe, expect, it } from 'vitest';
import { PROPOSAL_NOTICE_COOKIE, proposalNoticeHidden } from './proposal-notice-state.ts';

describe('proposalNoticeHidden', () => {
  it('is false without the cookie', () => {
    expect(proposalNoticeHidden('')).toBe(false);
    expect(proposalNoticeHidden('a=1; b=2')).toBe(false);
  });
  it('is true with the cookie, first, among or after others', () => {
    expect(proposalNoticeHidden(`${PROPOSAL_NOTICE_COOKIE}=hidden`)).toBe(true);
    expect(proposalNoticeHidden(`a=1; ${PROPOSAL_NOTICE_COOKIE}=hidden; b=2`)).toBe(true);
    expect(proposalNoticeHidden(`a=1;${PROPOSAL_NOTICE_COOKIE}=hidden`)).toBe(true);
  });
  it('does not take another value or a cookie whose name only ends the same', () => {
    expect(proposalNoticeHidden(`${PROPOSAL_NOTICE_COOKIE}=shown`)).toBe(false);
    expect(proposalNoticeHidden(`x${PROPOSAL_NOTICE_COOKIE}=hidden`)).toBe(false);
  });
});
