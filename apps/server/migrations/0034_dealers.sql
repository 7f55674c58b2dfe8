CREATE TABLE "dealer_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	CONSTRAINT "dealer_invitations_email_lower_check" CHECK ("dealer_invitations"."email" = lower("dealer_invitations"."email")),
	CONSTRAINT "dealer_invitations_role_check" CHECK ("dealer_invitations"."role" in ('owner', 'manager', 'sales'))
);
--> statement-breakpoint
CREATE TABLE "dealer_staff" (
	"dealer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dealer_staff_dealer_id_account_id_pk" PRIMARY KEY("dealer_id","account_id"),
	CONSTRAINT "dealer_staff_role_check" CHECK ("dealer_staff"."role" in ('owner', 'manager', 'sales'))
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"zip" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealers_slug_check" CHECK ("dealers"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "dealers_zip_check" CHECK ("dealers"."zip" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "dealer_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" uuid NOT NULL,
	"account_id" uuid,
	"state" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"full_feed" boolean NOT NULL,
	"file_name" text NOT NULL,
	"input" jsonb NOT NULL,
	"photos" jsonb NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "dealer_imports_state_check" CHECK ("dealer_imports"."state" in ('checked', 'queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "dealer_id" uuid;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "stock_number" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "dealer_invitations" ADD CONSTRAINT "dealer_invitations_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_invitations" ADD CONSTRAINT "dealer_invitations_invited_by_accounts_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_invitations" ADD CONSTRAINT "dealer_invitations_accepted_by_accounts_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_staff" ADD CONSTRAINT "dealer_staff_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_staff" ADD CONSTRAINT "dealer_staff_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_imports" ADD CONSTRAINT "dealer_imports_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_imports" ADD CONSTRAINT "dealer_imports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_invitations_token_key" ON "dealer_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "dealer_invitations_dealer_idx" ON "dealer_invitations" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_staff_account_key" ON "dealer_staff" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_slug_key" ON "dealers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "dealer_imports_dealer_idx" ON "dealer_imports" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_imports_one_running_key" ON "dealer_imports" USING btree ("dealer_id") WHERE "dealer_imports"."state" in ('queued', 'running');--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assigned_to_accounts_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cars_dealer_idx" ON "cars" USING btree ("dealer_id") WHERE "cars"."dealer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cars_dealer_stock_number_key" ON "cars" USING btree ("dealer_id","stock_number") WHERE "cars"."stock_number" is not null;