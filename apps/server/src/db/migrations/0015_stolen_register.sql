CREATE TABLE "listing_hold" (
	"product_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_hold_product_id_reason_pk" PRIMARY KEY("product_id","reason")
);
--> statement-breakpoint
CREATE TABLE "stolen_report" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text NOT NULL,
	"imei_hash" text NOT NULL,
	"imei_sealed" text NOT NULL,
	"key_id" text NOT NULL,
	"last4" text NOT NULL,
	"gd_number" text NOT NULL,
	"stolen_on" date NOT NULL,
	"area" text NOT NULL,
	"status" text DEFAULT 'stolen' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"recovered_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_hold" ADD CONSTRAINT "listing_hold_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stolen_report" ADD CONSTRAINT "stolen_report_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stolen_report_standing_uq" ON "stolen_report" USING btree ("imei_hash") WHERE "stolen_report"."status" = 'stolen';--> statement-breakpoint
CREATE INDEX "stolen_report_reporter_idx" ON "stolen_report" USING btree ("reporter_id","created_at" DESC NULLS LAST);