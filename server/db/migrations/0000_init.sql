CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"product_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"path" text NOT NULL,
	"thumb_path" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_accessories" (
	"product_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "product_accessories_product_id_term_id_pk" PRIMARY KEY("product_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'publish' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"system_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"storage_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"condition_id" integer NOT NULL,
	"age_id" integer NOT NULL,
	"address" text,
	"lat" double precision,
	"lng" double precision,
	"views" integer DEFAULT 0 NOT NULL,
	"stock_status" text DEFAULT 'instock' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone DEFAULT now() + interval '60 days' NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxonomy" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"parent_id" integer,
	"release_date" integer,
	"hex" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"avatar_url" text,
	"password_hash" text,
	"paypal_email" text,
	"verified_phone" boolean DEFAULT false NOT NULL,
	"verified_payment" boolean DEFAULT false NOT NULL,
	"verified_social" boolean DEFAULT false NOT NULL,
	"verified_id" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_accessories" ADD CONSTRAINT "product_accessories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_lang" ON "articles" USING btree ("slug","lang");--> statement-breakpoint
CREATE INDEX "media_product" ON "media" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_slug_lang" ON "pages" USING btree ("slug","lang");--> statement-breakpoint
CREATE INDEX "products_list_date" ON "products" USING btree ("status","stock_status","created_at","id");--> statement-breakpoint
CREATE INDEX "products_list_views" ON "products" USING btree ("status","stock_status","views","id");--> statement-breakpoint
CREATE INDEX "products_list_price" ON "products" USING btree ("status","stock_status","price_cents","id");--> statement-breakpoint
CREATE INDEX "products_brand_date" ON "products" USING btree ("brand_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_list_filters" ON "products" USING btree ("status","stock_status","brand_id","model_id","storage_id","condition_id","color_id","age_id","system_id","price_cents","expires_at");--> statement-breakpoint
CREATE INDEX "products_model" ON "products" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "products_system" ON "products" USING btree ("system_id");--> statement-breakpoint
CREATE INDEX "products_storage" ON "products" USING btree ("storage_id");--> statement-breakpoint
CREATE INDEX "products_color" ON "products" USING btree ("color_id");--> statement-breakpoint
CREATE INDEX "products_condition" ON "products" USING btree ("condition_id");--> statement-breakpoint
CREATE INDEX "products_age" ON "products" USING btree ("age_id");--> statement-breakpoint
CREATE INDEX "products_vendor" ON "products" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_taxonomy_slug" ON "terms" USING btree ("taxonomy","slug");