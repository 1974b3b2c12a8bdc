CREATE TABLE "rating" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"side" text NOT NULL,
	"rater_id" text NOT NULL,
	"ratee_id" text NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "rating_stars_check" CHECK ("rating"."stars" between 1 and 5),
	CONSTRAINT "rating_comment_check" CHECK (char_length("rating"."comment") <= 500)
);
--> statement-breakpoint
ALTER TABLE "rating" ADD CONSTRAINT "rating_deal_id_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deal"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating" ADD CONSTRAINT "rating_rater_id_user_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating" ADD CONSTRAINT "rating_ratee_id_user_id_fk" FOREIGN KEY ("ratee_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rating_deal_side_uq" ON "rating" USING btree ("deal_id","side");--> statement-breakpoint
CREATE INDEX "rating_ratee_idx" ON "rating" USING btree ("ratee_id","side","created_at" DESC NULLS LAST);