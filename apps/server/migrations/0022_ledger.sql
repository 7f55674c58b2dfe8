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
