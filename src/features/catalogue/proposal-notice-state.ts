// Whether the home page's one-time notice about price proposals (spec 2.3) was hidden on this
// device. Kept in a first-party cookie, not local storage: the spec's local storage holds exactly
// five entries (section 3), and unlike IndexedDB a cookie is read synchronously, so the notice is
// drawn in its place with the first render or not at all (no late insertion that moves the list).
// It is set only when the visitor asks for the notice to go, so it needs no consent
// (TTDSG §25(2) no. 2; docs/choices.md).
export const PROPOSAL_NOTICE_COOKIE = 'hm_proposal_notice';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function proposalNoticeHidden(cookies: string = readCookies()): boolean {
  return cookies.split(';').some((entry) => entry.trim() === `${PROPOSAL_NOTICE_COOKIE}=hidden`);
}

export function hideProposalNotice(): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${PROPOSAL_NOTICE_COOKIE}=hidden; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax${secure}`;
}

function readCookies(): string {
  try {
    return document.cookie;
  } catch {
    // A sandboxed document without cookies: the notice shows, and hiding it lasts for this visit.
    return '';
  }
}
