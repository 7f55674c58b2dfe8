CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"user_email" text NOT NULL,
	"phone" text,
	"location" text,
	"account_status" text NOT NULL,
	"seller_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_user_email_lower_check" CHECK ("accounts"."user_email" = lower("accounts"."user_email")),
	CONSTRAINT "accounts_account_status_check" CHECK ("accounts"."account_status" in ('buyer', 'seller')),
	CONSTRAINT "accounts_seller_status_check" CHECK ("accounts"."seller_status" is null or "accounts"."seller_status" = 'verified')
);
--> statement-breakpoint
CREATE TABLE "car_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model" text NOT NULL,
	"image" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"image" text NOT NULL,
	"location" text NOT NULL,
	"resale_price" integer NOT NULL,
	"original_price" integer NOT NULL,
	"use_year" integer NOT NULL,
	"purchase_year" integer NOT NULL,
	"condition_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sale_status" text DEFAULT 'available' NOT NULL,
	"advertised_at" timestamp with time zone,
	"phone" text NOT NULL,
	"post_time" text NOT NULL,
	"post_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_condition_type_check" CHECK ("cars"."condition_type" in ('Excellent', 'Good', 'Fair')),
	CONSTRAINT "cars_sale_status_check" CHECK ("cars"."sale_status" in ('available', 'sold')),
	CONSTRAINT "cars_prices_check" CHECK ("cars"."resale_price" > 0 and "cars"."original_price" > 0),
	CONSTRAINT "cars_years_check" CHECK ("cars"."use_year" >= 0 and "cars"."purchase_year" >= 1900)
);
--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_seller_id_accounts_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_model_id_car_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."car_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_email_key" ON "accounts" USING btree ("user_email");--> statement-breakpoint
CREATE UNIQUE INDEX "car_models_model_key" ON "car_models" USING btree (lower("model"));--> statement-breakpoint
CREATE INDEX "cars_model_newest_idx" ON "cars" USING btree ("model_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cars_seller_idx" ON "cars" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "cars_advertised_idx" ON "cars" USING btree ("advertised_at" DESC NULLS LAST) WHERE "cars"."advertised_at" is not null and "cars"."sale_status" = 'available';