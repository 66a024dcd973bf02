// Nobody decides their own case (issue 30): an ID document of one's own, a report about one's
// own ad or message (or one filed oneself), one's own pending ad, an appeal against a decision
// about one's own content. Such a case waits for another admin or reviewer; the queues leave it
// out for its party and count it (OWN_CASES_HEADER), so the console can say why.
import { ApiError } from '../../lib/api-error.ts';

export const conflictOfInterest = () =>
  new ApiError(403, 'hm_conflict_of_interest', 'A case about you is decided by someone else.');

/** A queue without the cases of `viewer`, and how many were left out. */
export function withoutOwnCases<T>(
  rows: readonly T[],
  viewer: number,
  partiesOf: (row: T) => readonly (number | null | undefined)[],
): { rows: T[]; own: number } {
  const kept = rows.filter((row) => !partiesOf(row).includes(viewer));
  return { rows: kept, own: rows.length - kept.length };
}
