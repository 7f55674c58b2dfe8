CREATE TABLE "listing_impressions" (
	"car_id" uuid NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "listing_impressions_car_id_day_pk" PRIMARY KEY("car_id","day")
);
--> statement-breakpoint
CREATE TABLE "listing_visitors" (
	"car_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "listing_visitors_car_id_day_visitor_pk" PRIMARY KEY("car_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_impressions" ADD CONSTRAINT "listing_impressions_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_visitors" ADD CONSTRAINT "listing_visitors_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;