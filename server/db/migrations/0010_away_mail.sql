CREATE TABLE "away_mails" (
	"user_id" integer NOT NULL,
	"topic" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "away_mails_user_id_topic_pk" PRIMARY KEY("user_id","topic")
);
--> statement-breakpoint
CREATE TABLE "user_presence" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mail_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "away_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "away_mails" ADD CONSTRAINT "away_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_presence" ADD CONSTRAINT "user_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_mail_pending" ON "notifications" USING btree ("id") WHERE NOT "notifications"."mail_checked" AND NOT "notifications"."read";--> statement-breakpoint
-- Notifications written before this change were told in the app; none of them is mailed now.
UPDATE "notifications" SET "mail_checked" = true;
