CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "markdown" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "status" text DEFAULT 'publish' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "markdown" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "status" text DEFAULT 'publish' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "edited_at" timestamp with time zone;