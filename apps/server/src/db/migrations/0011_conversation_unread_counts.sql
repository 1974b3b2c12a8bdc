ALTER TABLE "conversation" ADD COLUMN "buyer_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation" ADD COLUMN "seller_unread" integer DEFAULT 0 NOT NULL;