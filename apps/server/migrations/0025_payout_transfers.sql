CREATE TABLE "payout_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"source" text NOT NULL,
	"intent_id" text NOT NULL,
	"product_name" text NOT NULL,
	"gross_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	"stripe_transfer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "payout_transfers_state_check" CHECK ("payout_transfers"."state" in ('pending', 'paid', 'reversed', 'cancelled')),
	CONSTRAINT "payout_transfers_amounts_check" CHECK ("payout_transfers"."fee_cents" >= 0 and "payout_transfers"."amount_cents" > 0 and "payout_transfers"."amount_cents" + "payout_transfers"."fee_cents" = "payout_transfers"."gross_cents"),
	CONSTRAINT "payout_transfers_sent_check" CHECK (("payout_transfers"."state" in ('paid', 'reversed')) = ("payout_transfers"."stripe_transfer_id" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transfers_source_key" ON "payout_transfers" USING btree ("source");--> statement-breakpoint
CREATE INDEX "payout_transfers_seller_idx" ON "payout_transfers" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payout_transfers_booking_idx" ON "payout_transfers" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payout_transfers_pending_idx" ON "payout_transfers" USING btree ("seller_id") WHERE "payout_transfers"."state" = 'pending';--> statement-breakpoint
-- Hand-written: the sellers' shares of sales completed before transfers existed are owed to them now, one per charge
-- the books credited to a seller (the PAY NOW charge, and a converted reservation's deposit); the sweep sends them.
INSERT INTO "payout_transfers" ("seller_id", "booking_id", "source", "intent_id", "product_name", "gross_cents", "fee_cents", "amount_cents")
SELECT c."seller_id", p."booking_id", charge."source", charge."intent_id", p."product", charge."gross",
  coalesce(fee."cents", 0), charge."gross" - coalesce(fee."cents", 0)
FROM "payments" AS p
CROSS JOIN LATERAL (
  SELECT 'payment:' || p."id" AS "source", p."intent_id", p."amount_cents" AS "gross"
  UNION ALL
  SELECT 'reservation:' || r."id", r."intent_id", r."amount_cents"
  FROM "reservations" AS r WHERE r."id" = p."reservation_id"
) AS charge
JOIN "ledger_entries" AS c ON c."movement_key" = 'charge:' || charge."source" AND c."account" = 'seller_payable'
LEFT JOIN LATERAL (
  SELECT sum(f."credit_cents") AS "cents" FROM "ledger_entries" AS f
  WHERE f."movement_key" = 'fee:' || charge."source" AND f."account" = 'platform_fees'
) AS fee ON true
WHERE p."status" = 'completed' AND p."booking_id" IS NOT NULL AND c."seller_id" IS NOT NULL;
