import { and, asc, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conversations, messages, userBlocks } from '../../db/schema/index.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** Every query of conversations, messages and blocks; nothing else in the server reads or writes them. */
export function createConversationsRepository(db: Database) {
  /** Messages of conversations the user is in, from the other party, after the user's side last read. */
  const unreadOf = (userId: string) =>
    and(
      sql`${messages.senderId} <> ${userId}`,
      or(
        and(eq(conversations.buyerId, userId), gt(messages.seq, conversations.buyerReadSeq)),
        and(eq(conversations.sellerId, userId), gt(messages.seq, conversations.sellerReadSeq)),
      ),
    );

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

    /** Unread messages per conversation of the user's. */
    async unreadBy(userId: string, ids: string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: messages.conversationId, n: sql<number>`count(*)`.mapWith(Number) })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(inArray(messages.conversationId, ids), unreadOf(userId)))
        .groupBy(messages.conversationId);
      return new Map(rows.map((row) => [row.id, row.n]));
    },

    async unreadTotal(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)), unreadOf(userId)));
      return row?.n ?? 0;
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

    /** Adds a message, moves the conversation's time and counts it as read by its sender, in one transaction. */
    insertMessage(values: { conversationId: string; senderId: string; text: string; safety: boolean }) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(messages).values(values).returning();
        if (!row) throw new Error('insert returned no row');
        await tx
          .update(conversations)
          .set({
            lastMessageAt: row.createdAt,
            buyerReadSeq: sql`case when ${conversations.buyerId} = ${values.senderId} then ${row.seq} else ${conversations.buyerReadSeq} end`,
            sellerReadSeq: sql`case when ${conversations.sellerId} = ${values.senderId} then ${row.seq} else ${conversations.sellerReadSeq} end`,
          })
          .where(eq(conversations.id, values.conversationId));
        return row;
      });
    },

    /** Marks everything up to the newest message read for one side (never moves back). */
    async markRead(conversationId: string, side: 'buyer' | 'seller'): Promise<void> {
      const column = side === 'buyer' ? conversations.buyerReadSeq : conversations.sellerReadSeq;
      const newest = sql`coalesce((select max(${messages.seq}) from ${messages} where ${messages.conversationId} = ${conversationId}), 0)`;
      await db
        .update(conversations)
        .set(
          side === 'buyer'
            ? { buyerReadSeq: sql`greatest(${column}, ${newest})` }
            : { sellerReadSeq: sql`greatest(${column}, ${newest})` },
        )
        .where(eq(conversations.id, conversationId));
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
