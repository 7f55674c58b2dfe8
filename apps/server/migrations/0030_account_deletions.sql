CREATE TABLE "account_deletions" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"token_hash" text NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"delete_at" timestamp with time zone,
	CONSTRAINT "account_deletions_state_check" CHECK ("account_deletions"."state" in ('requested', 'scheduled')),
	CONSTRAINT "account_deletions_delete_at_check" CHECK (("account_deletions"."state" = 'scheduled') = ("account_deletions"."delete_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_token_key" ON "account_deletions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("delete_at") WHERE "account_deletions"."state" = 'scheduled';