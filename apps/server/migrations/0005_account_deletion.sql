ALTER TABLE "bookings" DROP CONSTRAINT "bookings_buyer_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "cars" DROP CONSTRAINT "cars_seller_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "buyer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ALTER COLUMN "seller_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buyer_id_accounts_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buyer_check" CHECK ("bookings"."buyer_id" is not null or "bookings"."payment_status" <> 'unpaid');--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_seller_check" CHECK ("cars"."seller_id" is not null or "cars"."sale_status" = 'sold');