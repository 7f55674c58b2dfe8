CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid,
	"buyer_id" uuid,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"product_name" text NOT NULL,
	"product_image" text NOT NULL,
	"product_price" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"intent_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"cancelled_by" text,
	"ended_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_state_check" CHECK ("reservations"."state" in ('pending', 'active', 'converted', 'cancelled', 'expired')),
	CONSTRAINT "reservations_amount_check" CHECK ("reservations"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reservation_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_buyer_id_accounts_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_intent_id_key" ON "reservations" USING btree ("intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_active_per_car_key" ON "reservations" USING btree ("car_id") WHERE "reservations"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_pending_per_buyer_key" ON "reservations" USING btree ("buyer_id","car_id") WHERE "reservations"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "reservations_buyer_idx" ON "reservations" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reservations_car_idx" ON "reservations" USING btree ("car_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written:
-- A car's answers carry `reservedUntil`: a reservation that starts or ends changes what the catalogue shows.
CREATE CONSTRAINT TRIGGER "reservations_catalog_changed" AFTER INSERT OR UPDATE OF "state" OR DELETE ON "reservations"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
-- The search index reads whether a reservation holds a car (hideReserved): a reservation that starts or ends is a
-- change of its car for the search.
CREATE FUNCTION "reservation_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF OLD."car_id" IS NOT NULL THEN
			PERFORM "search_stamp"(OLD."car_id");
		END IF;
	ELSIF NEW."car_id" IS NOT NULL THEN
		PERFORM "search_stamp"(NEW."car_id");
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reservations_search_changed" AFTER INSERT OR UPDATE OF "state" OR DELETE ON "reservations"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "reservation_search_changed"();
