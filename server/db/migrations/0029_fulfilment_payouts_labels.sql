CREATE TABLE "parcel_labels" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"tracking_number" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_fulfilments" ADD COLUMN "ship_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parcel_labels" ADD CONSTRAINT "parcel_labels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_fulfilments_payout_pending" ON "order_fulfilments" USING btree ("order_id") WHERE "order_fulfilments"."payout_status" IN ('releasing', 'refunding');