CREATE TABLE "car_price_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "car_price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"car_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "car_price_changes_price_check" CHECK ("car_price_changes"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_payment_status_check";--> statement-breakpoint
ALTER TABLE "car_price_changes" ADD CONSTRAINT "car_price_changes_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_price_changes_car_idx" ON "car_price_changes" USING btree ("car_id","at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_status_check" CHECK ("bookings"."payment_status" in ('unpaid', 'paid', 'refunded', 'cancelled'));--> statement-breakpoint
-- Cars already listed start their history at the price they were listed at.
INSERT INTO "car_price_changes" ("car_id", "price", "at") SELECT "id", "resale_price", "created_at" FROM "cars";
