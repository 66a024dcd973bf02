// Which fields of the ad form cannot be changed now, from the rules that decide it: every field
// while the ad waits in the outbox, and while a buyer pays for the ad (reserved: an order of it
// on-hold) the ones the buyer accepted, from the same list the server refuses changes of
// (src/core/reserved-ad.ts), so the seller sees it before sending. The location stays free.
import { AD_FIELDS, type AdField } from '../../core/ad-form.ts';
import { isFrozenWhileReserved } from '../../core/reserved-ad.ts';

export function lockedFields({
  queued,
  reserved,
}: {
  queued: boolean;
  reserved: boolean;
}): ReadonlySet<AdField> {
  return new Set(AD_FIELDS.filter((field) => queued || (reserved && isFrozenWhileReserved(field))));
}
