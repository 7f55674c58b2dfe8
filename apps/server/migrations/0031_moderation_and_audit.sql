CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"change" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"count" integer NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"last_flagged_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"closed_by" text,
	"closed_action" text,
	"closed_reason" text,
	"closed_at" timestamp with time zone,
	CONSTRAINT "moderation_items_kind_check" CHECK ("moderation_items"."kind" in ('car', 'message', 'review', 'user', 'photo', 'mileage', 'vin')),
	CONSTRAINT "moderation_items_state_check" CHECK ("moderation_items"."state" in ('open', 'closed')),
	CONSTRAINT "moderation_items_closed_check" CHECK (("moderation_items"."state" = 'open') = ("moderation_items"."closed_at" is null) and ("moderation_items"."state" = 'open' or ("moderation_items"."closed_by" is not null and "moderation_items"."closed_action" is not null and "moderation_items"."closed_reason" is not null)))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_cancelled_by_check";--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "appealed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" USING btree ("actor","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_items_open_key" ON "moderation_items" USING btree ("kind","target_id") WHERE "moderation_items"."state" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_items_queue_idx" ON "moderation_items" USING btree ("created_at","id") WHERE "moderation_items"."state" = 'open';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_check" CHECK ("bookings"."cancelled_by" is null or "bookings"."cancelled_by" in ('buyer', 'seller', 'sale', 'moderator'));--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_hidden_check" CHECK (("cars"."hidden_at" is null) = ("cars"."hidden_by" is null) and ("cars"."hidden_at" is null) = ("cars"."hidden_reason" is null) and ("cars"."hidden_by" is null or "cars"."hidden_by" in ('moderator', 'suspension')));--> statement-breakpoint
-- Hand-written:
-- The audit log is append-only: the database refuses to change, delete or empty it, whoever asks.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the audit log is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log"
	FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM PUBLIC;
--> statement-breakpoint
-- The reports already made go to the queue: each reported car once, with its reports' reasons.
WITH "per_reason" AS (
	SELECT "car_id", "reason", count(*) AS "n", min("created_at") AS "first", max("created_at") AS "last"
	  FROM "reports" GROUP BY "car_id", "reason"
)
INSERT INTO "moderation_items" ("kind", "target_id", "reasons", "count", "created_at", "last_flagged_at")
SELECT 'car', "car_id"::text, jsonb_object_agg("reason", "n"), sum("n"), min("first"), max("last")
  FROM "per_reason" GROUP BY "car_id";
--> statement-breakpoint
-- Each message the scam guard flagged (its rules in words, as scam-rules.ts gives them) or people reported, once.
WITH "rule_words" ("rule", "words") AS (VALUES
	('wire-transfer', 'asks for a wire or bank transfer'),
	('payment-app', 'asks for payment by app'),
	('gift-card', 'asks for payment by gift card'),
	('money-transfer-service', 'asks for payment by Western Union or MoneyGram'),
	('crypto', 'asks for payment in crypto-currency'),
	('deposit', 'asks for a deposit'),
	('external-link', 'links to another site'),
	('email-address', 'gives an e-mail address before a booking'),
	('phone-number', 'gives a phone number before a booking'),
	('other-messenger', 'moves the conversation to another app before a booking')
), "flags" AS (
	SELECT "m"."id" AS "message_id", coalesce("w"."words", "f"."rule") AS "reason", "m"."created_at" AS "at"
	  FROM "messages" "m" CROSS JOIN LATERAL unnest("m"."flags") AS "f" ("rule")
	  LEFT JOIN "rule_words" "w" ON "w"."rule" = "f"."rule"
	UNION ALL
	SELECT "message_id", "reason", "created_at" FROM "message_reports"
), "per_reason" AS (
	SELECT "message_id", "reason", count(*) AS "n", min("at") AS "first", max("at") AS "last"
	  FROM "flags" GROUP BY "message_id", "reason"
)
INSERT INTO "moderation_items" ("kind", "target_id", "reasons", "count", "created_at", "last_flagged_at")
SELECT 'message', "message_id"::text, jsonb_object_agg("reason", "n"), sum("n"), min("first"), max("last")
  FROM "per_reason" GROUP BY "message_id";
--> statement-breakpoint
-- Each reported review once, with its reports' reasons.
WITH "per_reason" AS (
	SELECT "review_id", "reason", count(*) AS "n", min("created_at") AS "first", max("created_at") AS "last"
	  FROM "review_reports" GROUP BY "review_id", "reason"
)
INSERT INTO "moderation_items" ("kind", "target_id", "reasons", "count", "created_at", "last_flagged_at")
SELECT 'review', "review_id"::text, jsonb_object_agg("reason", "n"), sum("n"), min("first"), max("last")
  FROM "per_reason" GROUP BY "review_id";
--> statement-breakpoint
-- Each reported person once, with their reports' reasons.
WITH "per_reason" AS (
	SELECT "account_id", "reason", count(*) AS "n", min("created_at") AS "first", max("created_at") AS "last"
	  FROM "user_reports" GROUP BY "account_id", "reason"
)
INSERT INTO "moderation_items" ("kind", "target_id", "reasons", "count", "created_at", "last_flagged_at")
SELECT 'user', "account_id"::text, jsonb_object_agg("reason", "n"), sum("n"), min("first"), max("last")
  FROM "per_reason" GROUP BY "account_id";
