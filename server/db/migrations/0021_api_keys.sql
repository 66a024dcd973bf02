CREATE TABLE "api_key_nonces" (
	"key_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"timestamp" bigint NOT NULL,
	CONSTRAINT "api_key_nonces_key_id_nonce_pk" PRIMARY KEY("key_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"description" text NOT NULL,
	"permissions" text NOT NULL,
	"consumer_key_hash" text NOT NULL,
	"consumer_secret_sealed" text NOT NULL,
	"truncated_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_access" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "api_key_nonces" ADD CONSTRAINT "api_key_nonces_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_key_nonces_time" ON "api_key_nonces" USING btree ("key_id","timestamp");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_consumer_key_hash" ON "api_keys" USING btree ("consumer_key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_user" ON "api_keys" USING btree ("user_id","id");