// A seller's public page (issue 17, src/core/sellers.ts): what every ad's seller box shows of them
// (name as first name and initial, avatar, member since, the badges with their dates) and their
// reviews' figure. Public, like the ads themselves; a deleted account is not found.
import type { Seller } from '../../src/core/sellers.ts';
import { verificationFields } from '../../src/core/verification.ts';
import type { Database } from '../db/client.ts';
import { findPublicSeller, ratingOf } from '../db/repositories/sellers.ts';
import { ApiError } from '../lib/api-error.ts';
import { publicName } from './product-json.ts';

export function sellerService(db: Database) {
  return {
    async byId(id: number): Promise<Seller> {
      const row = await findPublicSeller(db, id);
      if (!row) throw new ApiError(404, 'hm_seller_not_found', 'No such seller.');
      const rating = await ratingOf(db, id);
      return {
        id: row.id,
        name: publicName(row.firstName, row.lastName),
        avatar_url: row.avatarUrl,
        member_since: row.createdAt.toISOString(),
        ...verificationFields(row),
        // Rounded as the ad page rounds it (src/core/reviews.ts reviewSummary).
        rating:
          rating.count > 0 && rating.average !== null
            ? { average: Math.round(rating.average * 10) / 10, count: rating.count }
            : null,
      };
    },
  };
}

export type SellerService = ReturnType<typeof sellerService>;
