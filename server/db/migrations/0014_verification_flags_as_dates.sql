ALTER TABLE "users" DROP COLUMN "verified_phone";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "verified_payment";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "verified_social";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "verified_id";