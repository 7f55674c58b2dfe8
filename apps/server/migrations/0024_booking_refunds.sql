ALTER TABLE "bookings" ADD COLUMN "refunded_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refunded_by_check" CHECK ("bookings"."refunded_by" is null or "bookings"."refunded_by" in ('admin', 'seller', 'sale'));--> statement-breakpoint
-- Hand-written: every booking refunded before now lost its car to another buyer's payment.
UPDATE "bookings" AS b SET
  "refunded_by" = 'sale',
  "refund_reason" = 'The car was sold to another buyer a moment before the payment went through.',
  "refunded_cents" = (SELECT coalesce(sum(p."amount_cents"), 0) FROM "payments" AS p
    WHERE p."booking_id" = b."id" AND p."status" IN ('refunding', 'refunded')),
  "refunded_at" = coalesce((SELECT max(p."updated_at") FROM "payments" AS p WHERE p."booking_id" = b."id"), b."created_at")
WHERE b."payment_status" = 'refunded';
