CREATE TABLE "domain_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" integer,
	"product_id" integer,
	"actor_id" integer,
	"recipient_ids" integer[] NOT NULL,
	"status" text,
	"price_cents" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"source_url" text NOT NULL,
	"name" text NOT NULL,
	"brand_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"storage_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"proposal_cents" integer NOT NULL,
	"claim_token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"product_id" integer,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "external_listings_claim_token_hash_unique" UNIQUE("claim_token_hash")
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"customer_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"status" text DEFAULT 'confirmation' NOT NULL,
	"proposal_cents" integer NOT NULL,
	"proposed_by" text DEFAULT 'customer' NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_proposals" integer DEFAULT 1 NOT NULL,
	"vendor_proposals" integer DEFAULT 0 NOT NULL,
	"accepted_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"cancel_reason" text,
	"decline_reason" text,
	"shipping" jsonb,
	"external_listing_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"request_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"capture_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payments_provider_order_id_unique" UNIQUE("provider_order_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"reviewee_id" integer NOT NULL,
	"vendor_review" boolean NOT NULL,
	"rating" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"request_id" text NOT NULL,
	"capture_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_listings" ADD CONSTRAINT "external_listings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_listings" ADD CONSTRAINT "external_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_listings" ADD CONSTRAINT "external_listings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewee_id_users_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_events_order" ON "domain_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "domain_events_created" ON "domain_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "external_open_per_buyer_link" ON "external_listings" USING btree ("buyer_id","source_url") WHERE "external_listings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_notes_order" ON "order_notes" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_product" ON "orders" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_id","status","modified_at");--> statement-breakpoint
CREATE INDEX "orders_vendor" ON "orders" USING btree ("vendor_id","status","modified_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_sale_per_ad" ON "orders" USING btree ("product_id") WHERE "orders"."status" IN ('on-hold', 'completed');--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_per_buyer" ON "orders" USING btree ("product_id","customer_id") WHERE "orders"."status" IN ('confirmation', 'pending', 'frozen', 'on-hold');--> statement-breakpoint
CREATE INDEX "orders_open_proposals" ON "orders" USING btree ("proposed_at") WHERE "orders"."status" IN ('confirmation', 'pending');--> statement-breakpoint
CREATE INDEX "orders_unpaid" ON "orders" USING btree ("accepted_at") WHERE "orders"."status" = 'on-hold';--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_capture_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" IN ('captured', 'refunded');--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_once_per_order" ON "reviews" USING btree ("order_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewee" ON "reviews" USING btree ("reviewee_id","created_at");