CREATE TABLE "realtime_pruned" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"through" bigint NOT NULL
);
