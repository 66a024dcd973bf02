CREATE TABLE "order_fulfilments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'awaiting_shipment' NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"ship_by" timestamp with time zone NOT NULL,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"protection_ends_at" timestamp with time zone NOT NULL,
	"payout_status" text DEFAULT 'held' NOT NULL,
	"payout_released_at" timestamp with time zone,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_trackings" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"number" text NOT NULL,
	"date_shipped" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_fulfilments" ADD CONSTRAINT "order_fulfilments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_trackings" ADD CONSTRAINT "shipment_trackings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_trackings" ADD CONSTRAINT "shipment_trackings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_fulfilments_due" ON "order_fulfilments" USING btree ("status","protection_ends_at") WHERE "order_fulfilments"."status" IN ('awaiting_shipment', 'shipped', 'delivered', 'problem');--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_trackings_once" ON "shipment_trackings" USING btree ("order_id","provider","number");