// A seller's public page (issue 17, docs/sellers.md), shared by the server and the client.
//
//   GET /hm/v1/sellers/{id}   (public) -> Seller; nobody or a deleted account: 404 hm_seller_not_found
//
// Their reviews come from GET /wp/v2/review?reviewee={id}, their live ads from
// GET /wc/v3/products?vendor={id}: the page reads those lists as the ad page does.
import * as v from 'valibot';
import { IdSchema } from './boundaries.ts';
import { VerificationFieldsSchema } from './verification.ts';

export const SellerSchema = v.object({
  id: IdSchema,
  /** As every ad shows its seller: first name and initial ("Sophie H."). */
  name: v.string(),
  avatar_url: v.nullable(v.string()),
  /** ISO date the account was made. */
  member_since: v.string(),
  ...VerificationFieldsSchema,
  /** The reviews' average (one decimal) and count; null without reviews. */
  rating: v.nullable(v.object({ average: v.number(), count: v.number() })),
});
export type Seller = v.InferOutput<typeof SellerSchema>;
