// What a seller may not change while the ad is reserved (issue 15): once an order of it is
// on-hold, the buyer is paying for the ad as they accepted it, so its price, attributes, device
// facts, photos and description stay as they are until that order ends (paid, cancelled or
// lapsed). The server refuses such an edit with 400 hm_product_reserved; the ad form can use the
// same list to lock those fields early. The location may change (shipping is included, so where
// the phone waits is not part of the deal), and so may the status (taking the ad down ends the
// reservation like any withdrawal: nothing has been paid yet).
import { SINGLE_TAXONOMIES, type AdCreate, type AdField } from './ad-form.ts';
import { parseAmount } from './money.ts';

export const RESERVED_FROZEN_FIELDS = [
  'regular_price',
  'description',
  'images',
  ...SINGLE_TAXONOMIES,
  'pa_accesories',
  'battery_health',
  'activation_lock_removed',
  'repairs',
] as const satisfies readonly AdField[];
export type ReservedField = (typeof RESERVED_FROZEN_FIELDS)[number];

export const isFrozenWhileReserved = (field: AdField): field is ReservedField =>
  (RESERVED_FROZEN_FIELDS as readonly string[]).includes(field);

/**
 * Whether an order (as the API answers it) reserves its ad now: on-hold, and its 48 hours to pay
 * (`expires_at`) not lapsed, as the server's check has it.
 */
export const reservesAd = (order: { status: string; expires_at: string | null }, now: Date): boolean =>
  order.status === 'on-hold' && (order.expires_at === null || Date.parse(order.expires_at) > now.getTime());

const termIds = (ad: AdCreate, taxonomy: string): string => {
  const ids = ad.attributes.find((a) => a.taxonomy === taxonomy)?.term_ids ?? [];
  return [...ids].sort((a, b) => a - b).join(',');
};

/** The value of a frozen field as compared: the same value written differently is no change. */
function comparable(ad: AdCreate, field: ReservedField): string {
  switch (field) {
    case 'regular_price':
      return String(parseAmount(ad.regular_price) ?? ad.regular_price);
    case 'description':
      return ad.description.trim();
    case 'repairs':
      return ad.repairs.trim();
    case 'images':
      return ad.images.map((i) => i.id).join(',');
    case 'battery_health':
      return String(ad.battery_health);
    case 'activation_lock_removed':
      return String(ad.activation_lock_removed);
    default:
      return termIds(ad, field);
  }
}

/** The frozen fields in which `after` differs from `before` (both whole ads in the write shape). */
export function reservedFieldChanges(before: AdCreate, after: AdCreate): ReservedField[] {
  return RESERVED_FROZEN_FIELDS.filter((f) => comparable(before, f) !== comparable(after, f));
}
