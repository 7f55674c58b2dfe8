CREATE TABLE "review_reports" (
	"review_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_reports_review_id_reporter_id_pk" PRIMARY KEY("review_id","reporter_id"),
	CONSTRAINT "review_reports_reason_check" CHECK ("review_reports"."reason" in ('scam', 'misleading', 'wrong-details', 'offensive', 'sold', 'other'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"buyer_id" uuid,
	"seller_id" uuid NOT NULL,
	"car_name" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone,
	"reply_text" text,
	"replied_at" timestamp with time zone,
	CONSTRAINT "reviews_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_text_length_check" CHECK (char_length("reviews"."text") between 20 and 2000),
	CONSTRAINT "reviews_reply_check" CHECK (("reviews"."reply_text" is null) = ("reviews"."replied_at" is null) and ("reviews"."reply_text" is null or char_length("reviews"."reply_text") between 20 and 2000))
);
--> statement-breakpoint
CREATE TABLE "seller_ratings" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"review_count" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	CONSTRAINT "seller_ratings_totals_check" CHECK ("seller_ratings"."review_count" >= 0 and "seller_ratings"."rating_sum" between "seller_ratings"."review_count" and 5 * "seller_ratings"."review_count")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_accounts_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_buyer_id_accounts_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_seller_created_idx" ON "reviews" USING btree ("seller_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_buyer_idx" ON "reviews" USING btree ("buyer_id");--> statement-breakpoint
-- Hand-written: bookings paid before paid_at existed count from their completed payment (or their booking).
UPDATE "bookings" SET "paid_at" = coalesce(
	(SELECT max(p."updated_at") FROM "payments" p WHERE p."booking_id" = "bookings"."id" AND p."status" = 'completed'),
	"bookings"."created_at")
WHERE "payment_status" = 'paid' AND "paid_at" IS NULL;
