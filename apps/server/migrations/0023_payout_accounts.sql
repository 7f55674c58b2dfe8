CREATE TABLE "payout_accounts" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"stripe_account_id" text,
	"status" text DEFAULT 'not_started' NOT NULL,
	"currently_due" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_status_check" CHECK ("payout_accounts"."status" in ('not_started', 'details_needed', 'enabled'))
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_stripe_account_key" ON "payout_accounts" USING btree ("stripe_account_id");