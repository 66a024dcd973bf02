// The ad as the buyer accepted it (issue 15), taken when an order goes on-hold and stored on the
// order. Why then and not at the first proposal: acceptance is when both sides agree on this ad
// at this price, and from then on the ad cannot change (src/core/reserved-ad.ts), so the
// snapshot is exactly what the buyer pays for; a negotiation before it shows the live ad, which
// the seller may still correct. The buyer sees the snapshot before paying and may still cancel.
// Paths are stored, not URLs (the storage adapter makes them when answering); the cover's files
// are kept when the ad's photos go (server/services/photo-files.ts).
import type { OrderAdSnapshot, OrderProductSnapshot } from '../../../src/core/orders.ts';
import { centsToApiAmount } from '../../../src/core/money.ts';
import type { Tx } from '../../db/client.ts';
import type { CatalogueIndex } from '../../db/repositories/catalogue.ts';
import { findProductById } from '../../db/repositories/products.ts';
import { photoFileKeys } from '../photo-files.ts';
import { productJson, type MediaUrl } from '../product-json.ts';

/**
 * The ad `productId` as it is now, inside the transaction that holds its lock; null when gone.
 * The catalogue is read before the transaction (`loadCatalogue(db)`): on PGlite's one connection
 * a read outside the open transaction would wait for it forever.
 */
export async function takeAdSnapshot(
  tx: Tx,
  catalogue: CatalogueIndex,
  productId: number,
  now: Date,
): Promise<OrderAdSnapshot | null> {
  const record = await findProductById(tx, productId);
  if (!record) return null;
  const product = productJson(record, catalogue, (path) => path);
  const cover = record.images[0];
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    price_cents: record.product.priceCents,
    description: product.description,
    attributes: product.attributes,
    battery_health: product.battery_health,
    activation_lock_removed: product.activation_lock_removed,
    repairs: product.repairs,
    cover: cover ? { path: cover.path, thumb_path: cover.thumbPath } : null,
    files: cover ? photoFileKeys([cover]) : [],
    taken_at: now.toISOString(),
  };
}

/** The snapshot as an order answer shows it. */
export function snapshotJson(s: OrderAdSnapshot, mediaUrl: MediaUrl): OrderProductSnapshot {
  return {
    id: s.id,
    name: s.name,
    slug: s.slug,
    price: centsToApiAmount(s.price_cents),
    description: s.description,
    attributes: s.attributes,
    battery_health: s.battery_health,
    activation_lock_removed: s.activation_lock_removed,
    repairs: s.repairs,
    image: s.cover ? { src: mediaUrl(s.cover.path), thumbnail: mediaUrl(s.cover.thumb_path) } : null,
    date: s.taken_at,
  };
}
