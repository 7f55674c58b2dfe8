ALTER TABLE "accounts" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "financing_down_percent" smallint;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "financing_apr_basis_points" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "financing_term_months" smallint;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_language_check" CHECK ("accounts"."language" is null or "accounts"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_financing_check" CHECK (("accounts"."financing_down_percent" is null or "accounts"."financing_down_percent" between 0 and 90)
        and ("accounts"."financing_apr_basis_points" is null or "accounts"."financing_apr_basis_points" between 0 and 3000)
        and ("accounts"."financing_term_months" is null or "accounts"."financing_term_months" between 24 and 84));