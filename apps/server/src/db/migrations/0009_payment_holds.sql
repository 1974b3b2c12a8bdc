CREATE TABLE "sandbox_operation" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment" DROP CONSTRAINT "payment_product_id_unique";--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intent" ADD COLUMN "capture_method" text DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intent" ADD COLUMN "amount_received" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sandbox_operation_intent_idx" ON "sandbox_operation" USING btree ("intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_product_live_uq" ON "payment" USING btree ("product_id") WHERE "payment"."refunded_at" is null;--> statement-breakpoint
UPDATE "sandbox_payment_intent" SET "amount_received" = "amount" - "amount_refunded" WHERE "status" = 'succeeded';