CREATE TABLE "seller_availability" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"weekly" jsonb NOT NULL,
	"exceptions" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_drives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"car_name" text NOT NULL,
	"car_location" text NOT NULL,
	"time_zone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"proposed_by" text DEFAULT 'buyer' NOT NULL,
	"invitation_sequence" integer,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_drives_state_check" CHECK ("test_drives"."state" in ('requested', 'proposed', 'confirmed', 'declined', 'cancelled')),
	CONSTRAINT "test_drives_time_check" CHECK ("test_drives"."ends_at" > "test_drives"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_availability" ADD CONSTRAINT "seller_availability_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_buyer_id_accounts_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_drives_seller_idx" ON "test_drives" USING btree ("seller_id","starts_at");--> statement-breakpoint
CREATE INDEX "test_drives_buyer_idx" ON "test_drives" USING btree ("buyer_id","starts_at");--> statement-breakpoint
CREATE INDEX "test_drives_car_idx" ON "test_drives" USING btree ("car_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_drives_open_per_buyer_key" ON "test_drives" USING btree ("buyer_id","car_id") WHERE "test_drives"."state" in ('requested', 'proposed', 'confirmed');--> statement-breakpoint
-- Hand-written:
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_confirmed_no_overlap" EXCLUDE USING gist ("seller_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("state" = 'confirmed');
