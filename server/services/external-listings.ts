// The external listing flow (issue 10, src/core/external-listing.ts): a buyer found a phone on
// another classifieds site and proposes a price for it here. We keep an external ad (pending, the
// source link, the catalogue facts, the anonymous proposal) and answer a claim link for the other
// site's seller; nothing is fetched from that site. The claim token is an HMAC (a key of the server's
// own, kept in app_secrets) of the buyer, the link and the creation time: only its SHA-256 is
// stored, as for password resets, yet the buyer can copy the link again from their list.
// The seller who opens it completes an ad of their own and claims the proposal with it: in one
// transaction the proposal becomes an order in `confirmation` (createOrderFromClaim) and the
// external ad is closed, so a second claim finds it closed.
import { createHmac, randomBytes } from 'node:crypto';
import { AD_LIMITS } from '../../src/core/ad-form.ts';
import {
  CLAIM_PATH,
  CLAIM_VALIDITY_DAYS,
  type ExternalAd,
  type ExternalCreate,
  type ExternalStatus,
  type ExternalOffer,
} from '../../src/core/external-listing.ts';
import type { Order } from '../../src/core/orders.ts';
import { centsToApiAmount, parseAmount } from '../../src/core/money.ts';
import type { Database } from '../db/client.ts';
import { storedSecret } from '../db/repositories/app-secrets.ts';
import { loadCatalogue } from '../db/repositories/catalogue.ts';
import {
  expireLapsed,
  findByTokenHash,
  findPending,
  insertPendingOnce,
  listOfBuyer,
  lockByTokenHash,
  lockOfBuyer,
  updateExternal,
  type ExternalListingRow,
} from '../db/repositories/external-listings.ts';
import { lockOrdersOfProduct, lockProduct } from '../db/repositories/orders.ts';
import { inTransaction } from '../db/transaction.ts';
import { ApiError } from '../lib/api-error.ts';
import { hashToken } from './accounts/common.ts';
import { createOrderFromClaim, type OrderService } from './orders.ts';
import { proposalError } from './proposal-errors.ts';
import { RATE_RULES, type RateLimiter } from './rate-limit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A claim token as it appears in a link: 32 bytes in base64url. */
export const CLAIM_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const invalidParam = (param: string, reason: string) =>
  new ApiError(400, 'rest_invalid_param', `Invalid parameter(s): ${param}`, { [param]: reason });
const unknownLink = () => new ApiError(404, 'page_not_found', 'This claim link is unknown or has expired.');
const closed = () =>
  new ApiError(400, 'hm_external_closed', 'This proposal was already answered or withdrawn.');

/** The status an external ad is answered with: a pending one past its time is expired. */
function statusOnRead(row: ExternalListingRow, now: Date): ExternalStatus {
  if (row.status === 'pending' && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

function offerJson(row: ExternalListingRow, now: Date): ExternalOffer {
  return {
    status: statusOnRead(row, now),
    name: row.name,
    brand_id: row.brandId,
    model_id: row.modelId,
    storage_id: row.storageId,
    price: centsToApiAmount(row.priceCents),
    proposal: { price: centsToApiAmount(row.proposalCents) },
    source_url: row.sourceUrl,
    expires_at: row.expiresAt.toISOString(),
  };
}

/** The buyer's view; `claimUrl` only when the token is at hand (the create answer). */
function adJson(row: ExternalListingRow, now: Date, claimUrl = ''): ExternalAd {
  return {
    ...offerJson(row, now),
    id: row.id,
    claim_url: claimUrl,
    order_id: row.orderId,
    date_created: row.createdAt.toISOString(),
  };
}

export function externalListingService(deps: { db: Database; limiter: RateLimiter; orders: OrderService }) {
  const { db, limiter, orders } = deps;
  let claimKey: Promise<string> | undefined;

  /** The claim token of an external ad: 32 bytes, unguessable without the server's key. */
  async function claimToken(row: Pick<ExternalListingRow, 'buyerId' | 'sourceUrl' | 'createdAt'>) {
    claimKey ??= storedSecret(db, 'external_claim_key', randomBytes(32).toString('base64url'));
    const subject = `${row.buyerId}\n${row.sourceUrl}\n${row.createdAt.toISOString()}`;
    return createHmac('sha256', await claimKey)
      .update(subject)
      .digest('base64url');
  }
  const claimUrl = async (row: ExternalListingRow, origin: string) =>
    `${origin}${CLAIM_PATH}/${await claimToken(row)}`;

  /** The catalogue terms of the payload: a brand, a model of that brand, a storage size. */
  async function catalogueName(input: ExternalCreate): Promise<string> {
    const { byId, catalogue } = await loadCatalogue(db);
    const brand = byId.get(input.brand_id);
    if (brand?.taxonomy !== 'pa_brand') throw invalidParam('brand_id', 'is not a brand');
    const model = byId.get(input.model_id);
    const modelTerm = catalogue.models.find((m) => m.id === input.model_id);
    if (model?.taxonomy !== 'pa_model' || !modelTerm) throw invalidParam('model_id', 'is not a model');
    if (modelTerm.tax_id !== brand.id) throw invalidParam('model_id', 'is not a model of this brand');
    if (byId.get(input.storage_id)?.taxonomy !== 'pa_storage') {
      throw invalidParam('storage_id', 'is not a storage size');
    }
    return `${brand.name} ${model.name}`;
  }

  return {
    /** POST: a new external ad of the buyer (201) with its claim link `origin/claim/{token}`. */
    async create(userId: number, input: ExternalCreate, origin: string): Promise<ExternalAd> {
      const name = await catalogueName(input);
      const priceCents = parseAmount(input.price);
      if (priceCents === undefined || priceCents <= 0 || priceCents > AD_LIMITS.priceMaxCents) {
        throw invalidParam('price', 'must be a price in euro');
      }
      const problem = proposalError(input.proposal.price, priceCents);
      if (problem) throw problem;
      const proposalCents = parseAmount(input.proposal.price) ?? 0;
      await limiter.hit(RATE_RULES.externalAdsPerUser, String(userId));

      // Set here, not by the database: the token is recomputed later from this stored time.
      const createdAt = new Date();
      const token = await claimToken({ buyerId: userId, sourceUrl: input.source_url, createdAt });
      const row = await inTransaction(db, async (tx) => {
        await expireLapsed(tx, userId, input.source_url);
        return insertPendingOnce(tx, {
          buyerId: userId,
          sourceUrl: input.source_url,
          name,
          brandId: input.brand_id,
          modelId: input.model_id,
          storageId: input.storage_id,
          priceCents,
          proposalCents,
          claimTokenHash: hashToken(token),
          createdAt,
          expiresAt: new Date(Date.now() + CLAIM_VALIDITY_DAYS * DAY_MS),
        });
      });
      if (!row) {
        const open = await findPending(db, userId, input.source_url);
        throw new ApiError(
          400,
          'hm_external_exists',
          'You already have an open proposal for this link.',
          undefined,
          open ? { id: String(open.id) } : undefined,
        );
      }
      return adJson(row, new Date(), await claimUrl(row, origin));
    },

    /** GET: the buyer's own external ads, newest first, each with its claim link. */
    async mine(userId: number, origin: string): Promise<ExternalAd[]> {
      const now = new Date();
      const rows = await listOfBuyer(db, userId);
      return Promise.all(rows.map(async (row) => adJson(row, now, await claimUrl(row, origin))));
    },

    /** GET {token}: the offer behind a claim link, the buyer not named; 404 unknown or expired. */
    async offer(token: string): Promise<ExternalOffer> {
      if (!CLAIM_TOKEN.test(token)) throw unknownLink();
      const row = await findByTokenHash(db, hashToken(token));
      const now = new Date();
      if (!row || statusOnRead(row, now) === 'expired') throw unknownLink();
      return offerJson(row, now);
    },

    /**
     * POST {token}/claim: the seller's own published ad in stock takes the buyer's proposal. The
     * external ad's row is locked first, so of two claims the second finds it closed.
     */
    async claim(userId: number, token: string, productId: number): Promise<Order> {
      if (!CLAIM_TOKEN.test(token)) throw unknownLink();
      const orderId = await inTransaction(db, async (tx) => {
        const row = await lockByTokenHash(tx, hashToken(token));
        const now = new Date();
        if (!row || statusOnRead(row, now) === 'expired') throw unknownLink();
        if (row.status !== 'pending') throw closed();
        if (row.buyerId === userId) {
          throw new ApiError(400, 'hm_own_product', 'You cannot answer your own proposal.');
        }
        const product = await lockProduct(tx, productId);
        if (!product || product.vendorId !== userId)
          throw invalidParam('product_id', 'must be an ad of yours');
        if (
          product.status !== 'publish' ||
          product.stockStatus !== 'instock' ||
          product.expiresAt.getTime() <= now.getTime()
        ) {
          throw new ApiError(400, 'hm_product_unavailable', 'Product already sold or removed.');
        }
        // Reserved for another buyer: no new negotiation, as for a direct proposal.
        const sale = (await lockOrdersOfProduct(tx, productId)).find(
          (o) => o.status === 'on-hold' || o.status === 'completed',
        );
        if (sale?.status === 'on-hold') {
          throw new ApiError(400, 'hm_product_reserved', 'This smartphone is temporarily not available.');
        }
        if (sale) throw new ApiError(400, 'hm_product_unavailable', 'Product already sold or removed.');
        const id = await createOrderFromClaim(tx, {
          productId,
          customerId: row.buyerId,
          proposalCents: row.proposalCents,
          externalListingId: row.id,
        });
        await updateExternal(tx, row.id, { status: 'claimed', productId, orderId: id });
        return id;
      });
      return orders.get(userId, orderId);
    },

    /** DELETE {id}: the buyer withdraws a pending external ad; its link then leads nowhere. */
    async withdraw(userId: number, id: number): Promise<ExternalAd> {
      const row = await inTransaction(db, async (tx) => {
        const found = await lockOfBuyer(tx, userId, id);
        if (!found) throw new ApiError(404, 'page_not_found', 'No such external ad of yours.');
        if (statusOnRead(found, new Date()) !== 'pending') throw closed();
        return updateExternal(tx, id, { status: 'withdrawn' });
      });
      return adJson(row, new Date());
    },
  };
}

export type ExternalListingService = ReturnType<typeof externalListingService>;
