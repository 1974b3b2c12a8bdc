-- Each side's unread count from the messages already stored: the other side's messages after this side's last read.
UPDATE "conversation" AS c SET
  "buyer_unread" = (SELECT count(*) FROM "message" m WHERE m."conversation_id" = c."id" AND m."sender_id" <> c."buyer_id" AND m."seq" > c."buyer_read_seq"),
  "seller_unread" = (SELECT count(*) FROM "message" m WHERE m."conversation_id" = c."id" AND m."sender_id" <> c."seller_id" AND m."seq" > c."seller_read_seq")
WHERE c."last_message_at" IS NOT NULL;
