CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"movement_key" text NOT NULL,
	"line" integer NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"seller_id" uuid,
	"booking_id" uuid,
	"payment_id" uuid,
	"reservation_id" uuid,
	"debit_cents" bigint DEFAULT 0 NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('charge', 'fee', 'refund', 'transfer', 'reversal')),
	CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" in ('gateway', 'seller_payable', 'platform_fees', 'buyer_refunds')),
	CONSTRAINT "ledger_entries_one_side_check" CHECK (("ledger_entries"."debit_cents" > 0 and "ledger_entries"."credit_cents" = 0) or ("ledger_entries"."debit_cents" = 0 and "ledger_entries"."credit_cents" > 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_movement_line_key" ON "ledger_entries" USING btree ("movement_key","line");--> statement-breakpoint
CREATE INDEX "ledger_entries_at_idx" ON "ledger_entries" USING btree ("at");--> statement-breakpoint
CREATE INDEX "ledger_entries_seller_idx" ON "ledger_entries" USING btree ("seller_id","account");--> statement-breakpoint
-- Hand-written:
-- The books are append-only: a correction is a new movement (a reversal), never a changed or removed line.
CREATE FUNCTION "ledger_entries_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger entries are append-only: % is refused', TG_OP
		USING ERRCODE = 'restrict_violation', HINT = 'Post a reversing movement instead.';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
	FOR EACH ROW EXECUTE FUNCTION "ledger_entries_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_refuse_change"();
--> statement-breakpoint
-- Every movement balances: checked at commit, once all of its lines are written, whoever wrote them.
CREATE FUNCTION "ledger_movement_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	difference bigint;
BEGIN
	SELECT sum("debit_cents") - sum("credit_cents") INTO difference
		FROM "ledger_entries" WHERE "movement_key" = NEW."movement_key";
	IF difference <> 0 THEN
		RAISE EXCEPTION 'ledger movement % does not balance: debits exceed credits by % cents', NEW."movement_key", difference
			USING ERRCODE = 'check_violation';
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_movement_balances"();
--> statement-breakpoint
-- Money that moved before the books were kept, posted as it would have been (no fee was taken then): completed
-- payments owed to their car's seller, charges that lost the car owed back and, once refunded, their refunds, and the
-- captured deposits of converted reservations.
INSERT INTO "ledger_entries" ("movement_key", "line", "kind", "account", "seller_id", "booking_id", "payment_id",
		"reservation_id", "debit_cents", "credit_cents", "at")
SELECT 'charge:payment:' || p."id", l."line", 'charge', l."account",
		CASE WHEN p."status" = 'completed' THEN c."seller_id" END, p."booking_id", p."id", p."reservation_id",
		CASE WHEN l."line" = 1 THEN p."amount_cents" ELSE 0 END, CASE WHEN l."line" = 2 THEN p."amount_cents" ELSE 0 END,
		p."updated_at"
	FROM "payments" p
	LEFT JOIN "bookings" b ON b."id" = p."booking_id"
	LEFT JOIN "cars" c ON c."id" = b."car_id"
	CROSS JOIN LATERAL (VALUES (1, 'gateway'),
		(2, CASE WHEN p."status" = 'completed' THEN 'seller_payable' ELSE 'buyer_refunds' END)) AS l("line", "account")
	WHERE p."status" IN ('completed', 'refunding', 'refunded')
UNION ALL
SELECT 'refund:payment:' || p."id", l."line", 'refund', l."account", NULL, p."booking_id", p."id", p."reservation_id",
		CASE WHEN l."line" = 1 THEN p."amount_cents" ELSE 0 END, CASE WHEN l."line" = 2 THEN p."amount_cents" ELSE 0 END,
		p."updated_at"
	FROM "payments" p
	CROSS JOIN LATERAL (VALUES (1, 'buyer_refunds'), (2, 'gateway')) AS l("line", "account")
	WHERE p."status" = 'refunded'
UNION ALL
SELECT 'charge:reservation:' || r."id", l."line", 'charge', l."account", c."seller_id", NULL, NULL, r."id",
		CASE WHEN l."line" = 1 THEN r."amount_cents" ELSE 0 END, CASE WHEN l."line" = 2 THEN r."amount_cents" ELSE 0 END,
		r."settled_at"
	FROM "reservations" r
	LEFT JOIN "cars" c ON c."id" = r."car_id"
	CROSS JOIN LATERAL (VALUES (1, 'gateway'), (2, 'seller_payable')) AS l("line", "account")
	WHERE r."state" = 'converted' AND r."settled_at" IS NOT NULL;
