CREATE TABLE "favorite_alerts" (
	"account_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"price" integer NOT NULL,
	"sold" boolean NOT NULL,
	CONSTRAINT "favorite_alerts_account_id_car_id_pk" PRIMARY KEY("account_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_summaries" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instant_alert_cursor" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "instant_alert_cursor_single_row_check" CHECK ("instant_alert_cursor"."id")
);
--> statement-breakpoint
CREATE TABLE "search_alerts" (
	"saved_search_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_alerts_saved_search_id_car_id_pk" PRIMARY KEY("saved_search_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "search_digests" (
	"saved_search_id" uuid NOT NULL,
	"period" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"cars" integer NOT NULL,
	CONSTRAINT "search_digests_saved_search_id_period_pk" PRIMARY KEY("saved_search_id","period")
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "alerts_on" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "favorite_alerts" ADD CONSTRAINT "favorite_alerts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_alerts" ADD CONSTRAINT "favorite_alerts_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_summaries" ADD CONSTRAINT "favorite_summaries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD CONSTRAINT "search_alerts_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_digests" ADD CONSTRAINT "search_digests_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Instant alerts start from the changes made after this migration: the catalogue before it is not news.
INSERT INTO "instant_alert_cursor" ("id", "version") SELECT true, "version" FROM "search_version";
