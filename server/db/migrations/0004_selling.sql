DROP INDEX "products_list_date";--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "medium_path" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "webp_path" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "date_order" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "products" SET "date_order" = "created_at";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moved_to_top_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "battery_health" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "activation_lock_removed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "repairs" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "media_orphans" ON "media" USING btree ("created_at") WHERE "media"."product_id" IS NULL;--> statement-breakpoint
CREATE INDEX "media_owner" ON "media" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "products_location" ON "products" USING gist (point("lng", "lat")) WHERE "products"."lat" IS NOT NULL AND "products"."lng" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_list_date" ON "products" USING btree ("status","stock_status","date_order","id");