ALTER TABLE "cars" ADD COLUMN "images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Cars already listed have one photo: their cover.
UPDATE "cars" SET "images" = ARRAY["image"];--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_images_check" CHECK (cardinality("cars"."images") between 1 and 20 and "cars"."images"[1] = "cars"."image");