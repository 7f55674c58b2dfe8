ALTER TABLE "uploads" DROP CONSTRAINT "uploads_owner_id_auth_users_id_fk";
--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_auth_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Photos of listings removed before this migration: the next sweep deletes their files too.
UPDATE "uploads" SET "released_at" = now()
	WHERE "attached_at" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "cars" WHERE "cars"."image" = "uploads"."url");
