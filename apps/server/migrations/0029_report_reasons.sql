CREATE TABLE "user_reports" (
	"account_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text DEFAULT 'other' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_reports_account_id_reporter_id_pk" PRIMARY KEY("account_id","reporter_id"),
	CONSTRAINT "user_reports_reason_check" CHECK ("user_reports"."reason" in ('scam', 'misleading', 'wrong-details', 'offensive', 'sold', 'other')),
	CONSTRAINT "user_reports_not_self_check" CHECK ("user_reports"."account_id" <> "user_reports"."reporter_id")
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reason" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "reason" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_reporter_id_accounts_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_reports_reporter_idx" ON "user_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "cars_vin_idx" ON "cars" USING btree ("vin") WHERE "cars"."vin" is not null;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('scam', 'misleading', 'wrong-details', 'offensive', 'sold', 'other'));--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reason_check" CHECK ("message_reports"."reason" in ('scam', 'misleading', 'wrong-details', 'offensive', 'sold', 'other'));