CREATE TABLE "search_changes" (
	"car_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_version_single_row_check" CHECK ("search_version"."id")
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "search_changes_version_idx" ON "search_changes" USING btree ("version");--> statement-breakpoint
INSERT INTO "search_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
-- Cars sold before this migration: the moment of their last known change stands in for the sale.
UPDATE "cars" SET "sold_at" = greatest("created_at",
	coalesce((SELECT max("at") FROM "car_price_changes" WHERE "car_id" = "cars"."id"), "created_at"))
	WHERE "sale_status" = 'sold';
--> statement-breakpoint
CREATE FUNCTION "car_sold_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."sale_status" = 'sold' THEN
		IF TG_OP = 'INSERT' OR OLD."sale_status" IS DISTINCT FROM 'sold' THEN
			NEW."sold_at" := coalesce(NEW."sold_at", now());
		END IF;
	ELSE
		NEW."sold_at" := NULL;
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cars_sold_at" BEFORE INSERT OR UPDATE OF "sale_status", "sold_at" ON "cars"
	FOR EACH ROW EXECUTE FUNCTION "car_sold_at"();
--> statement-breakpoint
-- Stamps a changed car with the search version of its transaction. Deferred to commit, like the catalogue's version
-- (0006): the version row is locked only while committing, so versions are handed out in commit order and a server that
-- has read version N has seen every change stamped N or lower. The version is bumped once per transaction.
CREATE FUNCTION "search_stamp"("changed" uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	"stamp" bigint := nullif(current_setting('second_gear.search_version', true), '')::bigint;
BEGIN
	IF "stamp" IS NULL THEN
		UPDATE "search_version" SET "version" = "version" + 1 RETURNING "version" INTO "stamp";
		PERFORM set_config('second_gear.search_version', "stamp"::text, true);
	END IF;
	INSERT INTO "search_changes" ("car_id", "version") VALUES ("changed", "stamp")
		ON CONFLICT ("car_id") DO UPDATE SET "version" = excluded."version";
END
$$;
--> statement-breakpoint
CREATE FUNCTION "car_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		PERFORM "search_stamp"(OLD."id");
	ELSE
		PERFORM "search_stamp"(NEW."id");
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cars_search_changed" AFTER INSERT OR UPDATE OR DELETE ON "cars"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "car_search_changed"();
--> statement-breakpoint
-- The search filters on the seller's badge (verified=true).
CREATE FUNCTION "seller_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"car" uuid;
BEGIN
	IF OLD."seller_status" IS DISTINCT FROM NEW."seller_status" THEN
		FOR "car" IN SELECT "id" FROM "cars" WHERE "seller_id" = NEW."id" LOOP
			PERFORM "search_stamp"("car");
		END LOOP;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "accounts_search_changed" AFTER UPDATE OF "seller_status" ON "accounts"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "seller_search_changed"();
