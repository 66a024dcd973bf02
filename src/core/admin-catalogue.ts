// The console's catalogue section (issue 18, docs/admin.md "Catalogue"): new phone models and
// colours for the attribute catalogue the ad form and the filters are built from.
//
//   POST /hm/v1/admin/catalogue/models  {brand_id, name, name_en?, release_date} -> 201 ModelTerm
//   POST /hm/v1/admin/catalogue/colors  {name, name_en, hex?}                    -> 201 ColorTerm
//
// release_date is yyyymmdd as the catalogue stores it (e.g. 20250919): a real date from 2000 up to
// two years ahead. 400 rest_invalid_param for a bad field or an unknown brand; 409
// hm_catalogue_exists for a model name the brand has already (or a colour name/slug taken).
// Each addition writes one audit entry (`catalogue.model_add`, `catalogue.color_add`).
// GET /wc/v3/products/attributes answers the new term at once (the server's copy is renewed); it
// is cacheable for 5 minutes, so other browsers see it within that time.
import * as v from 'valibot';
import { IdSchema, safeString } from './boundaries.ts';

export const TERM_NAME_MAX = 80;

/** Whether yyyymmdd is a real calendar date from 2000 to `latestYear`. */
export function isCatalogueDate(yyyymmdd: number, latestYear: number): boolean {
  if (!Number.isInteger(yyyymmdd)) return false;
  const year = Math.floor(yyyymmdd / 10_000);
  const month = Math.floor(yyyymmdd / 100) % 100;
  const day = yyyymmdd % 100;
  if (year < 2000 || year > latestYear || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const name = v.pipe(
  safeString(TERM_NAME_MAX),
  v.trim(),
  v.minLength(1, 'must not be empty'),
  v.regex(/^[^<>\r\n]+$/, 'must be one line without < or >'),
);

export const ModelCreateSchema = v.strictObject(
  {
    brand_id: IdSchema,
    name,
    /** The English name; the German one when left out (models are named alike). */
    name_en: v.optional(name),
    release_date: v.pipe(
      v.number('must be a number'),
      v.check(
        (n) => isCatalogueDate(n, new Date().getUTCFullYear() + 2),
        'must be a date yyyymmdd from 2000 to two years ahead',
      ),
    ),
  },
  'is not a known field',
);
export type ModelCreate = v.InferOutput<typeof ModelCreateSchema>;

export const ColorCreateSchema = v.strictObject(
  {
    name,
    name_en: name,
    hex: v.optional(v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i, 'must be a colour like #1d1d1f'))),
  },
  'is not a known field',
);
export type ColorCreate = v.InferOutput<typeof ColorCreateSchema>;
