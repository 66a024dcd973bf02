ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payment_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "social_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_verified_at" timestamp with time zone;--> statement-breakpoint
-- The date a verification was earned was not kept before: the account's creation stands in for it.
UPDATE "users" SET "phone_verified_at" = "created_at" WHERE "verified_phone";--> statement-breakpoint
UPDATE "users" SET "payment_verified_at" = "created_at" WHERE "verified_payment";--> statement-breakpoint
UPDATE "users" SET "social_verified_at" = "created_at" WHERE "verified_social";--> statement-breakpoint
UPDATE "users" SET "id_verified_at" = "created_at" WHERE "verified_id";
