-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it; PGlite loads it as a contrib module.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Listings from before galleries have one photo: their cover.
UPDATE "product" SET "photos" = ARRAY["picture"];--> statement-breakpoint
CREATE INDEX "product_category_price_idx" ON "product" USING btree ("category_id","resale_price_poisha","id") WHERE "product"."is_purchased" = false and "product"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_listing_idx" ON "product" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "product"."is_purchased" = false and "product"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_price_idx" ON "product" USING btree ("resale_price_poisha","id") WHERE "product"."is_purchased" = false and "product"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_name_trgm_idx" ON "product" USING gin ("name" gin_trgm_ops) WHERE "product"."is_purchased" = false and "product"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_location_trgm_idx" ON "product" USING gin ("location" gin_trgm_ops) WHERE "product"."is_purchased" = false and "product"."deleted_at" is null;