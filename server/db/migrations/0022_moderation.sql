CREATE TABLE "appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"decision_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_claims" (
	"object_type" text NOT NULL,
	"object_id" integer NOT NULL,
	"admin_id" integer NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "moderation_claims_object_type_object_id_pk" PRIMARY KEY("object_type","object_id")
);
--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"object_title" text NOT NULL,
	"action" text NOT NULL,
	"reason_code" text NOT NULL,
	"rule" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"previous_status" text,
	"decided_by" integer,
	"appeal_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer,
	"message_id" bigint,
	"chat_id" text,
	"message_key" bigint,
	"reporter_id" integer NOT NULL,
	"reported_user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"decision_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_claims" ADD CONSTRAINT "moderation_claims_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_once" ON "appeals" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "appeals_queue" ON "appeals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_user" ON "moderation_decisions" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_message_once" ON "reports" USING btree ("reporter_id","message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_product_once" ON "reports" USING btree ("reporter_id","product_id");--> statement-breakpoint
CREATE INDEX "reports_queue" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_product" ON "reports" USING btree ("product_id");--> statement-breakpoint
INSERT INTO "reports" ("kind", "message_id", "chat_id", "message_key", "reporter_id", "reported_user_id", "reason", "text", "status", "created_at")
  SELECT 'message', "message_id", "chat_id", "message_key", "reporter_id", "reported_user_id", "reason", "text", 'open', "created_at"
  FROM "message_reports" ORDER BY "id";
--> statement-breakpoint
DROP TABLE "message_reports" CASCADE;