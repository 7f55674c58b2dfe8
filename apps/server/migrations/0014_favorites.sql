CREATE TABLE "favorites" (
	"account_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"price_when_saved" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorites_account_id_car_id_pk" PRIMARY KEY("account_id","car_id")
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_car_idx" ON "favorites" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "favorites_account_saved_idx" ON "favorites" USING btree ("account_id","saved_at");