CREATE TABLE "payment_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stripe_dispute_id" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "payment_disputes_status_check" CHECK ("payment_disputes"."status" in ('open', 'won', 'lost'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_disputes_stripe_key" ON "payment_disputes" USING btree ("stripe_dispute_id");--> statement-breakpoint
CREATE INDEX "payment_disputes_booking_idx" ON "payment_disputes" USING btree ("booking_id");