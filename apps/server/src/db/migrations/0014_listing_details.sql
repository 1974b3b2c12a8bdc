CREATE TABLE "product_price" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"price_poisha" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_price_positive_check" CHECK ("product_price"."price_poisha" > 0)
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "storage_gb" smallint;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "ram_gb" smallint;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "battery_health" smallint;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "includes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "warranty_months" smallint;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "previous_price_poisha" integer;--> statement-breakpoint
ALTER TABLE "product_price" ADD CONSTRAINT "product_price_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_price_product_idx" ON "product_price" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "product_brand_idx" ON "product" USING btree ("brand","storage_gb","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "product"."is_purchased" = false and "product"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_battery_health_check" CHECK ("product"."battery_health" between 1 and 100);--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_warranty_months_check" CHECK ("product"."warranty_months" >= 0);