CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"frequency" text NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_visited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK (frequency in ('instant', 'daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_account_idx" ON "saved_searches" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_account_query_key" ON "saved_searches" USING btree ("account_id","query");