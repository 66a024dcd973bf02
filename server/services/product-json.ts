// Shapes a stored ad as the API's Product (spec section 3), WooCommerce style.
import type { Taxonomy, Term } from '../../src/core/catalogue.ts';
import { AD_TAG_ID } from '../../src/core/constants.ts';
import { centsToApiAmount } from '../../src/core/money.ts';
import type { Product, ProductStatus } from '../../src/core/products.ts';
import type { CatalogueIndex } from '../db/repositories/catalogue.ts';
import type { ProductRecord } from '../db/repositories/products.ts';
import { verificationFields } from '../../src/core/verification.ts';
import { shortName } from '../../src/core/names.ts';

export type MediaUrl = (path: string) => string;

/** First name and initial ("Sophie H."): enough to know who you deal with (src/core/names.ts). */
export const publicName = shortName;

const yyyymmdd = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');

/**
 * The status an ad is answered with: the sweep marks overdue ads expired every few minutes;
 * between sweeps the answer already says so.
 */
export function statusOnRead(
  p: Pick<ProductRecord['product'], 'status' | 'expiresAt'>,
  now = new Date(),
): ProductStatus {
  return p.status === 'publish' && p.expiresAt.getTime() <= now.getTime() ? 'expired' : p.status;
}

/**
 * `forOwner`: the answer goes to the ad's seller or an admin, who also see why the rules held it
 * back (`moderation_flags`, only when they did); nobody else does.
 */
export function productJson(
  record: ProductRecord,
  index: CatalogueIndex,
  mediaUrl: MediaUrl,
  opts: { forOwner?: boolean } = {},
): Product {
  const { product: p, vendor, images, accessoryIds } = record;
  const term = (id: number): Term[] => {
    const t = index.byId.get(id);
    return t ? [{ id: t.id, name: t.name, name_en: t.name_en, slug: t.slug }] : [];
  };
  const attribute = (taxonomy: Taxonomy, termIds: number[]) => ({
    taxonomy,
    terms: termIds.flatMap(term),
  });
  const location =
    p.lat !== null && p.lng !== null ? { address: p.address ?? '', lat: p.lat, lng: p.lng } : null;
  const status = statusOnRead(p);
  const price = centsToApiAmount(p.priceCents);
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    status,
    type: 'simple',
    regular_price: price,
    price,
    description: p.description,
    images: images.map((m) => ({
      id: m.id,
      src: mediaUrl(m.path),
      thumbnail: mediaUrl(m.thumbPath),
      alt: m.alt || p.name,
      width: m.width,
      height: m.height,
    })),
    vendor: {
      id: vendor.id,
      name: publicName(vendor.firstName, vendor.lastName),
      avatar_url: vendor.avatarUrl,
      has_paypal: vendor.hasPaypal,
      member_since: vendor.createdAt.toISOString(),
      ...verificationFields(vendor),
    },
    location,
    date_created: p.createdAt.toISOString(),
    attributes: [
      attribute('pa_system', [p.systemId]),
      attribute('pa_brand', [p.brandId]),
      attribute('pa_model', [p.modelId]),
      attribute('pa_storage', [p.storageId]),
      attribute('pa_color', [p.colorId]),
      attribute('pa_condition', [p.conditionId]),
      attribute('pa_age', [p.ageId]),
      attribute('pa_accesories', accessoryIds),
    ],
    manage_stock: true,
    stock_quantity: p.stockStatus === 'instock' ? 1 : 0,
    stock_status: p.stockStatus,
    sold_individually: true,
    tags: [{ id: AD_TAG_ID }],
    views: p.views,
    date_order: p.dateOrder.toISOString(),
    moved_to_top_at: p.movedToTopAt?.toISOString() ?? null,
    battery_health: p.batteryHealth,
    activation_lock_removed: p.activationLockRemoved,
    repairs: p.repairs,
    meta_data: [
      { key: 'product_expire', value: yyyymmdd(p.expiresAt) },
      ...(location ? [{ key: 'product_location', value: { lat: location.lat, lng: location.lng } }] : []),
    ],
    // Only where there are flags, so an ordinary ad reads the same for its seller as for anyone.
    ...(opts.forOwner && p.moderationFlags.length > 0 ? { moderation_flags: p.moderationFlags } : {}),
  };
}
