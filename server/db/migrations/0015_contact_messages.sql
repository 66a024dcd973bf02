CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
-- The seeded static pages began with their title again as an <h2> under the page's <h1> (shown
-- twice, issue 17); databases seeded before this migration lose that first heading here.
UPDATE "pages" SET "content" = regexp_replace("content", '^<h2>[^<]*</h2>\n?', '')
  WHERE "slug" IN ('faq', 'termsandconditions', 'privacy-policy', 'support', 'impressum', 'about')
  AND "content" LIKE '<h2>%';
