import { and, asc, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { conversations, messages, userBlocks } from '../../db/schema/index.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** Every query of conversations, messages and blocks; nothing else in the server reads or writes them. */
export function createConversationsRepository(db: Database) {
  const others = alias(conversations, 'others');
  /** The user's unread messages over the conversations `table` selects (each side's count is kept on its row). */
  type Conversations = typeof conversations | typeof others;
  const unreadOf = (table: Conversations, userId: string) =>
    sql<number>`coalesce(sum(case when ${table.buyerId} = ${userId} then ${table.buyerUnread} else 0 end + case when ${table.sellerId} = ${userId} then ${table.sellerUnread} else 0 end), 0)`;
  const inConversationsOf = (table: Conversations, userIds: string[]) =>
    or(inArray(table.buyerId, userIds), inArray(table.sellerId, userIds));

  return {
    /** The conversation of this listing and buyer, made if there is none yet (two at once make one). */
    async findOrCreate(values: typeof conversations.$inferInsert): Promise<ConversationRow> {
      await db.insert(conversations).values(values).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.productId, values.productId), eq(conversations.buyerId, values.buyerId)))
        .limit(1);
      if (!row) throw new Error('conversation vanished after insert');
      return row;
    },

    async conversation(id: string): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
      return row;
    },

    /**
     * The conversation with who of its two people blocks whom, as `caller` sees it: 'a' (the caller blocked the other),
     * 'b' (the other blocked the caller) or undefined; one query for what a send checks.
     */
    async withBlock(
      id: string,
      callerId: string,
    ): Promise<{ row: ConversationRow; block: 'a' | 'b' | undefined } | undefined> {
      const [found] = await db
        .select({
          row: conversations,
          blocker: sql<
            string | null
          >`(select ${userBlocks.blockerId} from ${userBlocks} where (${userBlocks.blockerId} = ${conversations.buyerId} and ${userBlocks.blockedId} = ${conversations.sellerId}) or (${userBlocks.blockerId} = ${conversations.sellerId} and ${userBlocks.blockedId} = ${conversations.buyerId}) order by (${userBlocks.blockerId} = ${callerId}) desc limit 1)`,
        })
        .from(conversations)
        .where(eq(conversations.id, id))
        .limit(1);
      if (!found) return undefined;
      const block = found.blocker === null ? undefined : found.blocker === callerId ? 'a' : 'b';
      return { row: found.row, block };
    },

    /** A user's conversations that have messages, the newest first. */
    inbox(userId: string, limit: number): Promise<ConversationRow[]> {
      return db
        .select()
        .from(conversations)
        .where(
          and(
            or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
            isNotNull(conversations.lastMessageAt),
          ),
        )
        .orderBy(desc(conversations.lastMessageAt))
        .limit(limit);
    },

    /** The newest message of each of these conversations. */
    async lastMessages(ids: string[]): Promise<Map<string, MessageRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([messages.conversationId])
        .from(messages)
        .where(inArray(messages.conversationId, ids))
        .orderBy(messages.conversationId, desc(messages.seq));
      return new Map(rows.map((row) => [row.conversationId, row]));
    },

    /** Each of these people's unread messages over all their conversations (0 for one with none). */
    async unreadTotals(userIds: string[]): Promise<Record<string, number>> {
      const [row] = await db
        .select(Object.fromEntries(userIds.map((id, i) => [`u${i}`, unreadOf(conversations, id).mapWith(Number)])))
        .from(conversations)
        .where(inConversationsOf(conversations, userIds));
      return Object.fromEntries(userIds.map((id, i) => [id, Number(row?.[`u${i}`] ?? 0)]));
    },

    /** The latest `limit` messages, oldest first; or those after `after` (polling), oldest first. */
    async messages(conversationId: string, limit: number, after?: number): Promise<MessageRow[]> {
      if (after !== undefined) {
        return db
          .select()
          .from(messages)
          .where(and(eq(messages.conversationId, conversationId), gt(messages.seq, after)))
          .orderBy(asc(messages.seq))
          .limit(limit);
      }
      const rows = await db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
        .orderBy(desc(messages.seq))
        .limit(limit);
      return rows.reverse();
    },

    async message(id: string): Promise<MessageRow | undefined> {
      const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
      return row;
    },

    /**
     * Adds a message, moves the conversation's time, counts it unread for the recipient and everything here read for
     * its sender, in one statement; answers the message and both people's unread totals after it.
     */
    async insertMessage(values: {
      conversationId: string;
      senderId: string;
      recipientId: string;
      text: string;
      safety: boolean;
      /** When it was sent: now, unless the demo data's past conversation says otherwise. */
      sentAt?: Date;
    }): Promise<{ message: MessageRow; unread: Record<string, number> }> {
      const { conversationId, senderId, recipientId } = values;
      const inserted = db
        .$with('inserted')
        .as(
          db
            .insert(messages)
            .values({ conversationId, senderId, text: values.text, safety: values.safety, createdAt: values.sentAt })
            .returning(),
        );
      // Totals over the person's other conversations, plus this one's count as the update leaves it.
      const elsewhere = (userId: string) =>
        sql`(select ${unreadOf(others, userId)} from ${conversations} as ${sql.identifier('others')} where ${inConversationsOf(others, [userId])} and ${others.id} <> ${conversationId})`;
      const [row] = await db
        .with(inserted)
        .update(conversations)
        .set({
          lastMessageAt: sql`${inserted.createdAt}`,
          buyerReadSeq: sql`case when ${conversations.buyerId} = ${senderId} then ${inserted.seq} else ${conversations.buyerReadSeq} end`,
          sellerReadSeq: sql`case when ${conversations.sellerId} = ${senderId} then ${inserted.seq} else ${conversations.sellerReadSeq} end`,
          buyerUnread: sql`case when ${conversations.buyerId} = ${senderId} then 0 else ${conversations.buyerUnread} + 1 end`,
          sellerUnread: sql`case when ${conversations.sellerId} = ${senderId} then 0 else ${conversations.sellerUnread} + 1 end`,
        })
        .from(inserted)
        .where(eq(conversations.id, inserted.conversationId))
        .returning({
          id: inserted.id,
          seq: inserted.seq,
          conversationId: inserted.conversationId,
          senderId: inserted.senderId,
          text: inserted.text,
          safety: inserted.safety,
          createdAt: inserted.createdAt,
          senderElsewhere: elsewhere(senderId).mapWith(Number),
          recipientElsewhere: elsewhere(recipientId).mapWith(Number),
          recipientHere:
            sql<number>`case when ${conversations.buyerId} = ${recipientId} then ${conversations.buyerUnread} else ${conversations.sellerUnread} end`.mapWith(
              Number,
            ),
        });
      if (!row) throw new Error('the message was not stored');
      const { senderElsewhere, recipientElsewhere, recipientHere, ...message } = row;
      return {
        message,
        unread: { [senderId]: senderElsewhere, [recipientId]: recipientElsewhere + recipientHere },
      };
    },

    /**
     * Marks everything up to the newest message read for one side (never moves back). The conversation's row is locked
     * first, so a message sent meanwhile is either counted read here or counted unread after.
     */
    markRead(conversationId: string, side: 'buyer' | 'seller'): Promise<void> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(eq(conversations.id, conversationId))
          .for('update');
        const column = side === 'buyer' ? conversations.buyerReadSeq : conversations.sellerReadSeq;
        const newest = sql`coalesce((select max(${messages.seq}) from ${messages} where ${messages.conversationId} = ${conversationId}), 0)`;
        await tx
          .update(conversations)
          .set(
            side === 'buyer'
              ? { buyerReadSeq: sql`greatest(${column}, ${newest})`, buyerUnread: 0 }
              : { sellerReadSeq: sql`greatest(${column}, ${newest})`, sellerUnread: 0 },
          )
          .where(eq(conversations.id, conversationId));
      });
    },

    /** Who of the two blocks whom: 'a' (a blocked b), 'b', or undefined. */
    async blockBetween(a: string, b: string): Promise<'a' | 'b' | undefined> {
      const rows = await db
        .select({ blockerId: userBlocks.blockerId })
        .from(userBlocks)
        .where(
          or(
            and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
            and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
          ),
        );
      if (rows.some((r) => r.blockerId === a)) return 'a';
      return rows.length > 0 ? 'b' : undefined;
    },

    /** The people this user blocked and who blocked this user, among `others`. */
    async blocksAmong(userId: string, others: string[]) {
      if (others.length === 0) return { byYou: new Set<string>(), byThem: new Set<string>() };
      const rows = await db
        .select()
        .from(userBlocks)
        .where(
          or(
            and(eq(userBlocks.blockerId, userId), inArray(userBlocks.blockedId, others)),
            and(eq(userBlocks.blockedId, userId), inArray(userBlocks.blockerId, others)),
          ),
        );
      return {
        byYou: new Set(rows.filter((r) => r.blockerId === userId).map((r) => r.blockedId)),
        byThem: new Set(rows.filter((r) => r.blockedId === userId).map((r) => r.blockerId)),
      };
    },

    async block(blockerId: string, blockedId: string): Promise<void> {
      await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },

    async unblock(blockerId: string, blockedId: string): Promise<void> {
      await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
    },

    /** Files the report; a conversation already waiting for an admin keeps its first report. */
    async report(id: string, reporterId: string, reason: string | null): Promise<void> {
      await db
        .update(conversations)
        .set({ reportedBy: reporterId, reportedAt: new Date(), reportReason: reason })
        .where(and(eq(conversations.id, id), sql`${conversations.reportedAt} is null`));
    },

    reported(limit: number): Promise<ConversationRow[]> {
      return db
        .select()
        .from(conversations)
        .where(isNotNull(conversations.reportedAt))
        .orderBy(desc(conversations.reportedAt))
        .limit(limit);
    },

    async dismissReport(id: string): Promise<number> {
      const rows = await db
        .update(conversations)
        .set({ reportedBy: null, reportedAt: null, reportReason: null })
        .where(and(eq(conversations.id, id), isNotNull(conversations.reportedAt)))
        .returning({ id: conversations.id });
      return rows.length;
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
