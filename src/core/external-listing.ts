// The external listing flow (spec 1 and 7, issue 10): a buyer who found a phone on another
// classifieds site pastes its link and what they see there; we keep an external ad with their
// anonymous proposal and answer a claim link for the other site's seller. Nothing is fetched
// from the other site.
//
//   POST /wc/v3/products/advertise_to_extern          buyer (bearer): ExternalCreateSchema -> 201 ExternalAd
//   GET  /wc/v3/products/advertise_to_extern          buyer: their external ads -> ExternalAd[]
//   GET  /wc/v3/products/advertise_to_extern/{token}  anyone with the link -> ExternalOffer (no buyer named)
//   POST /wc/v3/products/advertise_to_extern/{token}/claim  seller (bearer) {product_id} -> 201 Order
//        The seller completed an ad of theirs (published); the buyer's proposal becomes an order in
//        `confirmation` on it, counted as the buyer's first proposal, 48 hours from the claim.
//   DELETE /wc/v3/products/advertise_to_extern/{id}   buyer withdraws an unclaimed one -> ExternalAd
import * as v from 'valibot';
import { IdSchema, safeString } from './boundaries.ts';
import { ProposalInputSchema } from './orders.ts';

export const SOURCE_URL_MAX = 2000;
/** How long a claim link can be opened. */
export const CLAIM_VALIDITY_DAYS = 30;
/** Where the claim link leads in the app: `${origin}${CLAIM_PATH}/${token}`. */
export const CLAIM_PATH = '/claim';

/** Only http(s) links: a `javascript:` or `data:` link sent on to a seller would be a trap. */
// (src/core has no DOM or Node types, so no URL class: a host with a dot, no spaces, no userinfo.)
const HTTP_LINK = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#][^\s]*)?$/i;
export const isHttpLink = (text: string): boolean => HTTP_LINK.test(text.trim());

export const ExternalCreateSchema = v.strictObject(
  {
    source_url: v.pipe(safeString(SOURCE_URL_MAX), v.trim(), v.check(isHttpLink, 'must be an http(s) link')),
    /** Our catalogue's terms for what the other site shows. */
    brand_id: IdSchema,
    model_id: IdSchema,
    storage_id: IdSchema,
    /** The price asked on the other site, a decimal string like the ads' regular_price. */
    price: safeString(20),
    /** What the buyer would pay: more than 80 % of `price` and at most `price`. */
    proposal: ProposalInputSchema,
  },
  'is not a field of an external ad',
);
export type ExternalCreate = v.InferOutput<typeof ExternalCreateSchema>;

export const EXTERNAL_STATUSES = ['pending', 'claimed', 'withdrawn', 'expired'] as const;
export type ExternalStatus = (typeof EXTERNAL_STATUSES)[number];

export const ExternalOfferSchema = v.object({
  status: v.picklist(EXTERNAL_STATUSES),
  name: v.string(),
  brand_id: v.number(),
  model_id: v.number(),
  storage_id: v.number(),
  price: v.string(),
  proposal: v.object({ price: v.string() }),
  source_url: v.string(),
  expires_at: v.string(),
});
export type ExternalOffer = v.InferOutput<typeof ExternalOfferSchema>;

export const ExternalAdSchema = v.object({
  ...ExternalOfferSchema.entries,
  id: v.number(),
  /** Only in answers to its buyer (create and list): the link to send to the other site's seller. */
  claim_url: v.string(),
  /** The order made when a seller claimed it. */
  order_id: v.nullable(v.number()),
  date_created: v.string(),
});
export type ExternalAd = v.InferOutput<typeof ExternalAdSchema>;

export const ExternalClaimSchema = v.strictObject({ product_id: IdSchema }, 'is not a field of a claim');
