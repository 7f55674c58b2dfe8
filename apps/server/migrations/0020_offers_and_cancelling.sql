CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"car_id" uuid,
	"amount" integer NOT NULL,
	"asking_price" integer NOT NULL,
	"by" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"counter_of" uuid,
	"booking_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "offers_amount_check" CHECK ("offers"."amount" > 0),
	CONSTRAINT "offers_by_check" CHECK ("offers"."by" in ('buyer', 'seller')),
	CONSTRAINT "offers_state_check" CHECK ("offers"."state" in ('open', 'accepted', 'declined', 'countered', 'withdrawn', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agreed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_conversation_idx" ON "offers" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_car_idx" ON "offers" USING btree ("car_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_open_per_conversation_key" ON "offers" USING btree ("conversation_id") WHERE "offers"."state" = 'open';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_check" CHECK ("bookings"."cancelled_by" is null or "bookings"."cancelled_by" in ('buyer', 'seller', 'sale'));--> statement-breakpoint
-- Hand-written:
-- Bookings cancelled before their canceller was recorded were all cancelled by a sale elsewhere.
UPDATE "bookings" SET "cancelled_by" = 'sale' WHERE "payment_status" = 'cancelled' AND "cancelled_by" IS NULL;
