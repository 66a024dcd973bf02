// The ad an order is about, as the order's screens show it (issue 15): once the order was accepted,
// the ad as the buyer accepted it (`product_snapshot`: name, photo, price, attributes), whatever
// the seller changed, sold or deleted since; before that (a negotiation, when the seller may still
// correct the ad), the ad as the order names it now. One picker, so no screen shows one and
// another screen the other.
import type { Order } from './orders.ts';
import type { ProductAttribute } from './products.ts';

export interface OrderAd {
  /** The ad's id, also once it was deleted for good (the snapshot keeps it); null when unknown. */
  id: number | null;
  name: string;
  /** The ad's address for a link while it exists; '' when there is none to follow. */
  slug: string;
  /** The cover photo's thumbnail URL, or ''. */
  image: string;
  /** The price the ad asked: the upper bound of a proposal. */
  price: string;
  /** The phone's attributes as accepted; none known before the acceptance. */
  attributes: readonly ProductAttribute[];
}

export type OrderAdSource = Pick<Order, 'product_id' | 'line_items' | 'bounds' | 'product_snapshot'>;

export function orderAd(order: OrderAdSource): OrderAd {
  const item = order.line_items[0];
  const snapshot = order.product_snapshot;
  // A link only while the ad exists (the order's product_id goes null when it is deleted).
  const live = order.product_id !== null;
  if (snapshot) {
    return {
      id: order.product_id ?? snapshot.id,
      name: snapshot.name,
      slug: live ? snapshot.slug : '',
      image: snapshot.image?.thumbnail ?? '',
      price: snapshot.price,
      attributes: snapshot.attributes,
    };
  }
  return {
    id: order.product_id ?? item?.product_id ?? null,
    name: item?.name ?? '',
    slug: live ? (item?.slug ?? '') : '',
    image: item?.image ?? '',
    // The server computes the bounds from the ad's price as it is now.
    price: order.bounds.max,
    attributes: [],
  };
}
