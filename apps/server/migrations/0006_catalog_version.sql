CREATE TABLE "catalog_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_single_row_check" CHECK ("catalog_version"."id")
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
-- Bumps the catalogue's version once per transaction that changes what the catalogue shows. It runs as a deferred
-- constraint trigger, at commit: the version row is locked only for the moment of the commit (no deadlock with the
-- locks a sale or an account deletion takes earlier), and the new number becomes visible together with the change.
CREATE FUNCTION "catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('second_gear.catalog_changed', true) IS DISTINCT FROM 'yes' THEN
		PERFORM set_config('second_gear.catalog_changed', 'yes', true);
		UPDATE "catalog_version" SET "version" = "version" + 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cars_catalog_changed" AFTER INSERT OR UPDATE OR DELETE ON "cars"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "car_models_catalog_changed" AFTER INSERT OR UPDATE OR DELETE ON "car_models"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
-- A car shows its seller's name, e-mail and badge.
CREATE CONSTRAINT TRIGGER "accounts_catalog_changed" AFTER UPDATE OF "username", "user_email", "seller_status" OR DELETE ON "accounts"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
-- A model page shows whether its reader reported each car.
CREATE CONSTRAINT TRIGGER "reports_catalog_changed" AFTER INSERT OR UPDATE OR DELETE ON "reports"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_changed"();
