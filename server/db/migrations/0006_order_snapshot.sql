ALTER TABLE "orders" ADD COLUMN "ad_snapshot" jsonb;--> statement-breakpoint
CREATE INDEX "orders_snapshot_files" ON "orders" USING gin (("ad_snapshot" -> 'files'));--> statement-breakpoint
CREATE INDEX "orders_snapshot_ad" ON "orders" USING btree ((("ad_snapshot" ->> 'id')::int));--> statement-breakpoint
-- Orders accepted before snapshots existed get one of the ad as it is now (the closest record
-- there is; a reserved ad could not change since), so their reviews survive the ad's deletion.
UPDATE "orders" o SET "ad_snapshot" = jsonb_build_object(
  'id', p."id",
  'name', p."name",
  'slug', p."slug",
  'price_cents', p."price_cents",
  'description', p."description",
  'attributes', (
    SELECT jsonb_agg(jsonb_build_object('taxonomy', v.taxonomy, 'terms', coalesce((
      SELECT jsonb_agg(jsonb_build_object('id', t."id", 'name', t."name", 'name_en', t."name_en", 'slug', t."slug") ORDER BY t."position", t."id")
      FROM "terms" t WHERE t."id" = ANY (v.ids)), '[]'::jsonb)) ORDER BY v.ord)
    FROM (VALUES
      (1, 'pa_system', ARRAY[p."system_id"]),
      (2, 'pa_brand', ARRAY[p."brand_id"]),
      (3, 'pa_model', ARRAY[p."model_id"]),
      (4, 'pa_storage', ARRAY[p."storage_id"]),
      (5, 'pa_color', ARRAY[p."color_id"]),
      (6, 'pa_condition', ARRAY[p."condition_id"]),
      (7, 'pa_age', ARRAY[p."age_id"]),
      (8, 'pa_accesories', ARRAY(SELECT a."term_id" FROM "product_accessories" a WHERE a."product_id" = p."id"))
    ) AS v(ord, taxonomy, ids)
  ),
  'battery_health', p."battery_health",
  'activation_lock_removed', p."activation_lock_removed",
  'repairs', p."repairs",
  'cover', (
    SELECT jsonb_build_object('path', m."path", 'thumb_path', m."thumb_path") FROM "media" m
    WHERE m."product_id" = p."id" ORDER BY m."position", m."id" LIMIT 1
  ),
  'files', coalesce((
    SELECT to_jsonb(array_remove(ARRAY[m."path", m."thumb_path", m."medium_path", m."webp_path"], NULL))
    FROM "media" m WHERE m."product_id" = p."id" ORDER BY m."position", m."id" LIMIT 1
  ), '[]'::jsonb),
  'taken_at', to_char(o."accepted_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
)
FROM "products" p
WHERE p."id" = o."product_id" AND o."accepted_at" IS NOT NULL AND o."ad_snapshot" IS NULL;
