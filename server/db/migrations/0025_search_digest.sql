ALTER TABLE "users" ADD COLUMN "search_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_digest_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_search_digest" ON "users" USING btree ("search_digest_at") WHERE "users"."search_digest";