CREATE TABLE "sign_in_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sign_in_version_single_row_check" CHECK ("sign_in_version"."id")
);
--> statement-breakpoint
INSERT INTO "sign_in_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
-- Bumps the sign-in version once per transaction that ends or changes a session or changes whom it names. Like the
-- catalogue's version (migration 0006) it runs as a deferred constraint trigger, at commit: the version row is locked
-- only for the moment of the commit, and the new number becomes visible together with the change. New sessions do not
-- bump it: a session no server has seen yet is read, not kept.
CREATE FUNCTION "sign_in_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('second_gear.sign_in_changed', true) IS DISTINCT FROM 'yes' THEN
		PERFORM set_config('second_gear.sign_in_changed', 'yes', true);
		UPDATE "sign_in_version" SET "version" = "version" + 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "auth_sessions_sign_in_changed" AFTER UPDATE OR DELETE ON "auth_sessions"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sign_in_changed"();
--> statement-breakpoint
-- An access token's caller carries the user's name and e-mail.
CREATE CONSTRAINT TRIGGER "auth_users_sign_in_changed" AFTER UPDATE OF "name", "email" OR DELETE ON "auth_users"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "sign_in_changed"();
