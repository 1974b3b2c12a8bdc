CREATE TABLE "deal_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "deal_event_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"by" text NOT NULL,
	"actor_id" text,
	"reason" text,
	"meeting_place" text,
	"meeting_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"buyer_name" text NOT NULL,
	"seller_name" text NOT NULL,
	"device" text NOT NULL,
	"product_pic" text NOT NULL,
	"price_poisha" integer NOT NULL,
	"payment" text DEFAULT 'card' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"meeting_place" text NOT NULL,
	"meeting_at" timestamp (3) with time zone NOT NULL,
	"proposed_by" text DEFAULT 'buyer' NOT NULL,
	"buyer_contact" text NOT NULL,
	"seller_contact" text NOT NULL,
	"answer_by" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "deal_status_check" CHECK ("deal"."status" in ('requested', 'countered', 'accepted', 'handedOver', 'cashPaid', 'completed', 'declined', 'expired', 'cancelled', 'problem', 'refunded')),
	CONSTRAINT "deal_payment_check" CHECK ("deal"."payment" in ('card', 'cash'))
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp (3) with time zone NOT NULL,
	"locked_until" timestamp (3) with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "deal_event" ADD CONSTRAINT "deal_event_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_event" ADD CONSTRAINT "deal_event_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal" ADD CONSTRAINT "deal_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_event_deal_idx" ON "deal_event" USING btree ("deal_id","created_at");--> statement-breakpoint
CREATE INDEX "deal_buyer_idx" ON "deal" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deal_seller_idx" ON "deal" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deal_product_idx" ON "deal" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "deal_problem_idx" ON "deal" USING btree ("created_at" DESC NULLS LAST) WHERE "deal"."status" = 'problem';--> statement-breakpoint
CREATE UNIQUE INDEX "deal_reserving_per_product_uq" ON "deal" USING btree ("product_id") WHERE "deal"."status" in ('accepted', 'handedOver', 'cashPaid', 'problem');--> statement-breakpoint
CREATE INDEX "job_due_idx" ON "job" USING btree ("run_at") WHERE "job"."done_at" is null;