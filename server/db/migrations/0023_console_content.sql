CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "media_orphans";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "markdown" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "status" text DEFAULT 'publish' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "in_content" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "markdown" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "status" text DEFAULT 'publish' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "media_orphans" ON "media" USING btree ("created_at") WHERE "media"."product_id" IS NULL AND NOT "media"."in_content";