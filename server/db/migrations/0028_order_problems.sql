CREATE TABLE "order_problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"answer_action" text,
	"answer_text" text,
	"answered_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"return_tracking_number" text,
	"return_label_pdf" "bytea",
	"return_delivered_at" timestamp with time zone,
	"decision" text,
	"decision_text" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_problems_once" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_problems_active" ON "order_problems" USING btree ("status","opened_at") WHERE "order_problems"."status" IN ('open', 'returning', 'disputed', 'escalated');