CREATE TABLE "avatar_files" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_views" (
	"product_id" integer NOT NULL,
	"client" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "product_views_product_id_client_day_pk" PRIMARY KEY("product_id","client","day")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "token_version" integer;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "version_after" integer;--> statement-breakpoint
ALTER TABLE "avatar_files" ADD CONSTRAINT "avatar_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatar_files_user" ON "avatar_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_views_day" ON "product_views" USING btree ("day");