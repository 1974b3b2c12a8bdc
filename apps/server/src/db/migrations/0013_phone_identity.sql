CREATE TABLE "phone_identity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"seller_id" text NOT NULL,
	"slot" smallint NOT NULL,
	"imei_hash" text NOT NULL,
	"imei_sealed" text NOT NULL,
	"key_id" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_identity" ADD CONSTRAINT "phone_identity_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_identity" ADD CONSTRAINT "phone_identity_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_identity_hash_idx" ON "phone_identity" USING btree ("imei_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_identity_product_slot_uq" ON "phone_identity" USING btree ("product_id","slot");