// The console's catalogue additions (issue 18, src/core/admin-catalogue.ts): a new model under a
// brand, a new colour. Audited in the addition's transaction; the server's copy of the catalogue
// is renewed once it is committed, so GET /wc/v3/products/attributes answers the new term.
import type { ColorCreate, ModelCreate } from '../../../src/core/admin-catalogue.ts';
import type { ColorTerm, ModelTerm } from '../../../src/core/catalogue.ts';
import { slugify } from '../../../src/core/slug.ts';
import type { Database } from '../../db/client.ts';
import { appendAudit } from '../../db/repositories/audit-log.ts';
import {
  findTerm,
  findTermNamed,
  insertTerm,
  nextPosition,
  slugTaken,
} from '../../db/repositories/catalogue-admin.ts';
import { invalidateCatalogue } from '../../db/repositories/catalogue.ts';
import { afterCommit, inTransaction } from '../../db/transaction.ts';
import { ApiError } from '../../lib/api-error.ts';

const exists = (field: string, message: string) =>
  new ApiError(409, 'hm_catalogue_exists', message, { [field]: 'exists already' });

export type AdminCatalogueService = ReturnType<typeof adminCatalogueService>;

export function adminCatalogueService({ db }: { db: Database }) {
  // Once committed (a keyed call commits after its handler): a read before would keep the old copy.
  const renew = () => afterCommit(() => Promise.resolve(invalidateCatalogue(db)));
  return {
    async addModel(input: ModelCreate, actorId: number): Promise<ModelTerm> {
      const nameEn = input.name_en ?? input.name;
      const model = await inTransaction(db, async (tx) => {
        const brand = await findTerm(tx, 'pa_brand', input.brand_id);
        if (!brand) {
          throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): brand_id', {
            brand_id: 'is not a brand',
          });
        }
        if (await findTermNamed(tx, 'pa_model', [input.name, nameEn], brand.id)) {
          throw exists('name', 'The brand has a model of this name.');
        }
        // Model slugs are unique across brands: another brand's model of that name gets the brand's.
        const base = slugify(input.name) || 'model';
        const slug = (await slugTaken(tx, 'pa_model', base)) ? `${brand.slug}-${base}` : base;
        const row = await insertTerm(tx, {
          taxonomy: 'pa_model',
          slug,
          name: input.name,
          nameEn,
          parentId: brand.id,
          releaseDate: input.release_date,
          position: await nextPosition(tx, 'pa_model', brand.id),
        });
        if (!row) throw exists('name', 'A model of this name exists.');
        const term: ModelTerm = {
          id: row.id,
          name: row.name,
          name_en: row.nameEn,
          slug: row.slug,
          tax: 'pa_model',
          tax_id: brand.id,
          release_date: input.release_date,
        };
        await appendAudit(tx, {
          actorId,
          action: 'catalogue.model_add',
          objectType: 'term',
          objectId: row.id,
          after: { brand: brand.slug, ...term },
        });
        return term;
      });
      await renew();
      return model;
    },

    async addColor(input: ColorCreate, actorId: number): Promise<ColorTerm> {
      const color = await inTransaction(db, async (tx) => {
        if (await findTermNamed(tx, 'pa_color', [input.name, input.name_en])) {
          throw exists('name', 'A colour of this name exists.');
        }
        const row = await insertTerm(tx, {
          taxonomy: 'pa_color',
          slug: slugify(input.name) || 'farbe',
          name: input.name,
          nameEn: input.name_en,
          hex: input.hex ?? null,
          position: await nextPosition(tx, 'pa_color'),
        });
        if (!row) throw exists('name', 'A colour of this name exists.');
        const term: ColorTerm = {
          id: row.id,
          name: row.name,
          name_en: row.nameEn,
          slug: row.slug,
          hex: row.hex,
        };
        await appendAudit(tx, {
          actorId,
          action: 'catalogue.color_add',
          objectType: 'term',
          objectId: row.id,
          after: term,
        });
        return term;
      });
      await renew();
      return color;
    },
  };
}
