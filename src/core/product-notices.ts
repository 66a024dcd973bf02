// The ad page's notices (spec 2.5: product_favs, product_views, hours_views), shared by the server
// and the client: GET /hm/v1/products/{id}/notices (public) -> ProductNotices; 404 for an ad that
// is not public. A module of its own so the ad page's code does not carry the notification
// centre's schemas.
import * as v from 'valibot';

/** The ad page's notices (spec 2.5: product_favs, product_views, hours_views). */
export const ProductNoticesSchema = v.object({
  /** How many people keep the ad in their favourites. */
  favs: v.number(),
  /** Views counted since the ad was published (once per viewer and day, the seller's own not). */
  views: v.number(),
  /** Of those, the ones counted in the last 24 hours. */
  hours_views: v.number(),
});
export type ProductNotices = v.InferOutput<typeof ProductNoticesSchema>;
