import {
  poishaToTaka,
  safetyReasons,
  type Conversation,
  type ConversationSummary,
  type Message,
  type ReportedConversation,
} from '@phonehaat/shared';
import type { EventBus } from '../../lib/events.js';
import type { AuthUser } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import type { ConversationRow, ConversationsRepository, MessageRow } from './conversations.repository.js';

export const INBOX_LIMIT = 100;
export const MESSAGES_LIMIT = 200;
export const REPORTED_LIMIT = 50;

/**
 * What conversations ask of the listings domain: a listing as its public page shows it, or that it was removed or is
 * hidden while the admins look into it.
 */
export interface ChatListingsPort {
  page(id: string): Promise<
    | {
        product: {
          id: string;
          sellerId: string;
          sellerName: string;
          name: string;
          picture: string;
          resalePricePoisha: number;
        };
      }
    | 'removed'
    | 'hidden'
    | undefined
  >;
  /** Whether the listing was taken down (one indexed read: what a send checks). */
  removed(id: string): Promise<boolean>;
}

/** What the conversations domain asks of the audit log: an entry for an admin closing a conversation's report. */
export interface ChatAuditPort {
  record(entry: {
    actor: Pick<AuthUser, 'id' | 'name'>;
    action: 'conversation.report-closed';
    targetKind: 'conversation';
    targetId: string;
    reason?: string | null;
  }): Promise<void>;
}

export interface ConversationsDependencies {
  repository: ConversationsRepository;
  listings: ChatListingsPort;
  events: EventBus;
  audit: ChatAuditPort;
}

type Side = 'buyer' | 'seller';

export const REFUSALS = {
  ownListing: 'This is your own listing. Buyers write to you here; you cannot message yourself.',
  removed: 'This listing was removed, so its seller cannot be messaged about it.',
  underReview:
    'PhoneHaat’s admins are checking this listing, so its seller cannot be messaged about it for now. You can write again once the listing is back on the site.',
  noListing: 'There is no such listing.',
  noConversation: 'No such conversation.',
  youBlocked: 'You blocked this person. Unblock them to write again.',
  theyBlocked: 'This person does not take messages from you.',
  blockAdmin: 'Only the two people in a conversation can do this.',
  noReport: 'No such reported conversation.',
} as const;

export function toMessage(row: MessageRow): Message {
  return {
    _id: row.id,
    seq: row.seq,
    conversationId: row.conversationId,
    senderId: row.senderId,
    text: row.text,
    safety: row.safety,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Conversations: one per listing and buyer, between the buyer and the listing's seller. Only its two people see it
 * (anyone else gets a 404); a block between them, or the listing's removal, stops new messages. Every message sent says
 * so with 'message.sent' (the sockets and notifications listen); a read or a block with 'conversation.changed'.
 */
export function createConversationsService({ repository, listings, events, audit }: ConversationsDependencies) {
  function sideOf(caller: AuthUser, row: ConversationRow): Side | undefined {
    if (caller.id === row.buyerId) return 'buyer';
    if (caller.id === row.sellerId) return 'seller';
    return undefined;
  }

  async function visible(caller: AuthUser, id: string): Promise<{ row: ConversationRow; you: Side }> {
    const row = await repository.conversation(id);
    const you = row && sideOf(caller, row);
    if (!row || !you) throw new HttpError(404, REFUSALS.noConversation);
    return { row, you };
  }

  const otherOf = (row: ConversationRow, you: Side) =>
    you === 'buyer' ? { _id: row.sellerId, name: row.sellerName } : { _id: row.buyerId, name: row.buyerName };

  const unreadHere = (row: ConversationRow, you: Side) => (you === 'buyer' ? row.buyerUnread : row.sellerUnread);
  const unreadTotal = async (userId: string) => (await repository.unreadTotals([userId]))[userId] ?? 0;

  function summary(
    row: ConversationRow,
    you: Side,
    last: MessageRow | undefined,
    unread: number,
    blocked: ConversationSummary['blocked'],
    removed: boolean,
  ): ConversationSummary {
    return {
      _id: row.id,
      productId: row.productId,
      device: row.device,
      productPic: row.productPic,
      price: poishaToTaka(row.pricePoisha),
      you,
      other: otherOf(row, you),
      lastMessage: last ? toMessage(last) : null,
      unread,
      blocked,
      listingRemoved: removed,
    };
  }

  async function blockState(
    caller: AuthUser,
    row: ConversationRow,
    you: Side,
  ): Promise<ConversationSummary['blocked']> {
    const block = await repository.blockBetween(caller.id, otherOf(row, you)._id);
    return block === 'a' ? 'byYou' : block === 'b' ? 'byThem' : null;
  }

  return {
    /**
     * The caller's conversation about this listing, started if there is none: refused on one's own, a removed one, and
     * one held for the admins' review (until it is back).
     */
    async start(caller: AuthUser, productId: string): Promise<{ id: string }> {
      const listing = await listings.page(productId);
      if (listing === 'removed') throw new HttpError(410, REFUSALS.removed);
      if (listing === 'hidden') throw new HttpError(409, REFUSALS.underReview, 'listing_under_review');
      if (!listing) throw new HttpError(404, REFUSALS.noListing);
      const { product } = listing;
      if (product.sellerId === caller.id) throw new HttpError(403, REFUSALS.ownListing);
      const row = await repository.findOrCreate({
        productId,
        buyerId: caller.id,
        sellerId: product.sellerId,
        buyerName: caller.name,
        sellerName: product.sellerName,
        device: product.name,
        productPic: product.picture,
        pricePoisha: product.resalePricePoisha,
      });
      return { id: row.id };
    },

    async inbox(caller: AuthUser): Promise<ConversationSummary[]> {
      const rows = await repository.inbox(caller.id, INBOX_LIMIT);
      const ids = rows.map((r) => r.id);
      const [last, blocks] = await Promise.all([
        repository.lastMessages(ids),
        repository.blocksAmong(
          caller.id,
          rows.map((r) => (r.buyerId === caller.id ? r.sellerId : r.buyerId)),
        ),
      ]);
      return rows.map((row) => {
        const you = sideOf(caller, row) ?? 'buyer';
        const other = otherOf(row, you)._id;
        const blocked = blocks.byYou.has(other) ? 'byYou' : blocks.byThem.has(other) ? 'byThem' : null;
        return summary(row, you, last.get(row.id), unreadHere(row, you), blocked, false);
      });
    },

    unread: (caller: AuthUser) => unreadTotal(caller.id),

    async one(caller: AuthUser, id: string): Promise<Conversation> {
      const { row, you } = await visible(caller, id);
      const [messages, blocked, removed] = await Promise.all([
        repository.messages(id, MESSAGES_LIMIT),
        blockState(caller, row, you),
        listings.removed(row.productId),
      ]);
      return {
        ...summary(row, you, messages.at(-1), unreadHere(row, you), blocked, removed),
        messages: messages.map(toMessage),
        reported: row.reportedAt !== null && row.reportedBy === caller.id,
      };
    },

    async after(caller: AuthUser, id: string, after: number | undefined): Promise<Message[]> {
      await visible(caller, id);
      return (await repository.messages(id, MESSAGES_LIMIT, after)).map(toMessage);
    },

    /** Stores a message: two reads and one write, whatever the number of conversations or messages. */
    async send(caller: AuthUser, id: string, text: string): Promise<Message> {
      const found = await repository.withBlock(id, caller.id);
      const you = found && sideOf(caller, found.row);
      if (!found || !you) throw new HttpError(404, REFUSALS.noConversation);
      const { row, block } = found;
      const other = otherOf(row, you)._id;
      if (block === 'a') throw new HttpError(403, REFUSALS.youBlocked);
      if (block === 'b') throw new HttpError(403, REFUSALS.theyBlocked);
      if (await listings.removed(row.productId)) throw new HttpError(410, REFUSALS.removed);
      const saved = await repository.insertMessage({
        conversationId: id,
        senderId: caller.id,
        recipientId: other,
        text,
        safety: safetyReasons(text).length > 0,
      });
      const message = toMessage(saved.message);
      await events.emit('message.sent', {
        message,
        productId: row.productId,
        device: row.device,
        senderId: caller.id,
        senderName: you === 'buyer' ? row.buyerName : row.sellerName,
        recipientId: other,
        unread: saved.unread,
      });
      return message;
    },

    async markRead(caller: AuthUser, id: string): Promise<number> {
      const { you } = await visible(caller, id);
      await repository.markRead(id, you);
      const unread = await unreadTotal(caller.id);
      await events.emit('conversation.changed', {
        conversationId: id,
        userIds: [caller.id],
        unread: { [caller.id]: unread },
      });
      return unread;
    },

    async block(caller: AuthUser, id: string, blocked: boolean): Promise<Conversation> {
      const { row, you } = await visible(caller, id);
      const other = otherOf(row, you)._id;
      if (blocked) await repository.block(caller.id, other);
      else await repository.unblock(caller.id, other);
      await events.emit('conversation.changed', { conversationId: id, userIds: [caller.id, other] });
      return this.one(caller, id);
    },

    async report(caller: AuthUser, id: string, reason: string | undefined): Promise<void> {
      await visible(caller, id);
      await repository.report(id, caller.id, reason?.trim() ? reason.trim() : null);
    },

    /** The admin's moderation queue of conversations, each with its messages. */
    async reported(): Promise<ReportedConversation[]> {
      const rows = await repository.reported(REPORTED_LIMIT);
      return Promise.all(
        rows.map(async (row) => ({
          _id: row.id,
          productId: row.productId,
          device: row.device,
          buyer: { _id: row.buyerId, name: row.buyerName },
          seller: { _id: row.sellerId, name: row.sellerName },
          reportedBy: row.reportedBy === row.sellerId ? row.sellerName : row.buyerName,
          reason: row.reportReason,
          reportedAt: (row.reportedAt ?? row.createdAt).toISOString(),
          messages: (await repository.messages(row.id, MESSAGES_LIMIT)).map(toMessage),
        })),
      );
    },

    async dismissReport(admin: AuthUser, id: string): Promise<number> {
      const dismissed = await repository.dismissReport(id);
      if (dismissed === 0) throw new HttpError(404, REFUSALS.noReport);
      await audit.record({
        actor: admin,
        action: 'conversation.report-closed',
        targetKind: 'conversation',
        targetId: id,
      });
      return dismissed;
    },

    /** A message by its id (a fan-out whose envelope was too large for NOTIFY carries the id only). */
    async messageById(id: string): Promise<Message | undefined> {
      const row = await repository.message(id);
      return row ? toMessage(row) : undefined;
    },
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
