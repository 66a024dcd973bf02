// The catalogue (spec section 7): lists, one ad, the attributes and views. Public ads for
// everyone, non-public ones only to their seller; a view counts once per client, ad and day (the
// client is an HMAC of the user id or the IP address, so no address is stored), the seller's own
// never; the ad page's notices count favourites and views. The ad's own
// writes and lifecycle steps come from product-writes.ts and product-lifecycle.ts.
import { createHmac, randomBytes } from 'node:crypto';
import type { AttributeCatalogue, LiveModels } from '../../src/core/catalogue.ts';
import type { ProductQuery } from '../../src/core/product-query.ts';
import type { ProductNotices } from '../../src/core/product-notices.ts';
import { PUBLIC_PRODUCT_STATUSES, type Product } from '../../src/core/products.ts';
import type { Storage } from '../adapters/storage.ts';
import type { Database } from '../db/client.ts';
import { storedSecret } from '../db/repositories/app-secrets.ts';
import { loadCatalogue } from '../db/repositories/catalogue.ts';
import { liveModelIds } from '../db/repositories/live-ads.ts';
import { countProductView, productNotices } from '../db/repositories/product-views.ts';
import { findProductById, listProducts, recordOf } from '../db/repositories/products.ts';
import { ApiError } from '../lib/api-error.ts';
import { nearFilter } from './near-places.ts';
import { productJson } from './product-json.ts';
import { productListText, type JsonText } from './product-list-text.ts';
import { productLifecycleService } from './product-lifecycle.ts';
import { productWriteService, type ProductWriteOptions } from './product-writes.ts';

const isPublic = (status: string) => (PUBLIC_PRODUCT_STATUSES as readonly string[]).includes(status);
const notFound = () => new ApiError(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
const notAllowed = (status: 401 | 403) =>
  new ApiError(status, 'rest_forbidden', 'Sorry, you are not allowed to list these ads.');

/** Who looks at an ad: the signed-in user, else the client's IP address. */

export type Viewer = { userId: number } | { ip: string };

export function productService(db: Database, storage: Storage, opts: ProductWriteOptions = {}) {
  let viewKey: Promise<string> | undefined;
  const clientOf = async (viewer: Viewer): Promise<string> => {
    const key = await (viewKey ??= storedSecret(db, 'views', randomBytes(32).toString('base64url')).catch(
      (error: unknown) => ((viewKey = undefined), Promise.reject(error)),
    ));
    const who = 'userId' in viewer ? `user:${viewer.userId}` : `ip:${viewer.ip}`;
    return createHmac('sha256', key).update(who).digest('base64url');
  };

  // The public list's ads, each shaped and serialised once per database text (product-list-text.ts).
  const publicListText = productListText(storage.url);
  const jsonText = (value: unknown): JsonText => {
    const text = JSON.stringify(value);
    return { text, bytes: Buffer.byteLength(text) };
  };

  return {
    ...productWriteService(db, storage, opts),
    ...productLifecycleService(db, storage),

    /**
     * A page of ads (the answer's JSON text) and the total; `_fields` narrows each ad (the map
     * form drops ads without a place); `place` keeps the ads within `radius_km` of it. Anyone may
     * list public ads; paused, pending, rejected and trashed ones only their seller (`vendor=me` or
     * the own id, signed in as `callerId`): 401 without a login, 403 for anyone else's.
     */
    async list(query: ProductQuery, callerId?: number): Promise<{ json: JsonText; total: number }> {
      const vendor = query.vendor === 'me' ? callerId : query.vendor;
      if (query.vendor === 'me' && callerId === undefined) throw notAllowed(401);
      if (!query.status.every(isPublic)) {
        if (callerId === undefined) throw notAllowed(401);
        if (vendor !== callerId) throw notAllowed(403);
      }
      const { place, radius_km, ...rest } = query;
      const near = place === undefined ? undefined : await nearFilter(place, radius_km);
      const filter = { ...rest, vendor, near };
      const [{ texts, total }, index] = await Promise.all([listProducts(db, filter), loadCatalogue(db)]);
      // The caller's own ads (vendor=me) tell them why any waits for review.
      const forOwner = vendor !== undefined && vendor === callerId;
      const fields = query._fields;
      if (!fields && !forOwner) return { json: publicListText(texts, index), total };
      const items = texts.map((t) => productJson(recordOf(t), index, storage.url, { forOwner }));
      if (!fields) return { json: jsonText(items), total };
      const narrowed = items
        .filter((p) => !fields.includes('location') || p.location !== null)
        .map((p) => Object.fromEntries(fields.map((f) => [f, p[f]])) as Partial<Product>);
      return { json: jsonText(narrowed), total };
    },

    async attributes(): Promise<AttributeCatalogue> {
      return (await loadCatalogue(db)).catalogue;
    },

    /** Which models have live ads: the home filter offers older models only when they have. */
    async liveModels(): Promise<LiveModels> {
      return { model_ids: await liveModelIds(db) };
    },

    /**
     * A public ad; a non-public one answers exactly as a missing one (its seller's business),
     * except to its seller (`callerId`) who names its status in `wanted`.
     */
    async publicById(id: number, wanted?: readonly string[], callerId?: number): Promise<Product> {
      const record = await findProductById(db, id);
      const own = record !== undefined && callerId !== undefined && record.product.vendorId === callerId;
      const product = record && productJson(record, await loadCatalogue(db), storage.url, { forOwner: own });
      if (
        !product ||
        (!isPublic(product.status) && !(own && wanted)) ||
        (wanted && !wanted.includes(product.status))
      ) {
        throw notFound();
      }
      return product;
    },

    /** Count a view (once per viewer, ad and day; never the seller's own) and answer the ad's views. */
    async countView(id: number, viewer: Viewer): Promise<number> {
      const userId = 'userId' in viewer ? viewer.userId : undefined;
      const views = await countProductView(db, id, await clientOf(viewer), userId);
      if (views === undefined) throw notFound();
      return views;
    },

    /** GET /hm/v1/products/{id}/notices: favourites, views, views of the last 24 hours (public ads). */
    async notices(id: number): Promise<ProductNotices> {
      const notices = await productNotices(db, id);
      if (!notices) throw notFound();
      return notices;
    },
  };
}

export type ProductService = ReturnType<typeof productService>;
