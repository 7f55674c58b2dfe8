ALTER TABLE "cars" ADD COLUMN "make" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "model_name" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "trim" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "year" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "mileage" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "fuel_type" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "transmission" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "drivetrain" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "exterior_color" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "vin" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE UNIQUE INDEX "cars_vin_for_sale_key" ON "cars" USING btree ("vin") WHERE "cars"."vin" is not null and "cars"."sale_status" = 'available';--> statement-breakpoint
CREATE INDEX "cars_make_model_idx" ON "cars" USING btree ("make","model_name");--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_year_check" CHECK ("cars"."year" between 1900 and 2100);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_mileage_check" CHECK ("cars"."mileage" between 0 and 2000000);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_vin_check" CHECK ("cars"."vin" ~ '^[A-HJ-NPR-Z0-9]{17}$');--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_fuel_type_check" CHECK ("cars"."fuel_type" in ('gasoline', 'diesel', 'hybrid', 'plug-in hybrid', 'electric', 'other'));--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_transmission_check" CHECK ("cars"."transmission" in ('automatic', 'manual'));--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_drivetrain_check" CHECK ("cars"."drivetrain" in ('FWD', 'RWD', 'AWD', '4WD'));--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_exterior_color_check" CHECK ("cars"."exterior_color" in ('black', 'white', 'silver', 'gray', 'blue', 'red', 'green', 'brown', 'beige', 'yellow', 'orange', 'other'));--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_zip_check" CHECK ("cars"."zip" ~ '^[0-9]{5}$');