import type { DealStatus, Locale, Message, PaymentAttemptStatus } from '@phonehaat/shared';

/**
 * What a domain says when it has changed something others may care about (caches, other domains, notifications).
 * The domain that made the change emits, after its transaction committed; listeners run in the order they were added
 * and are awaited, so the emitter's answer leaves only once every listener has done its part.
 */
export interface DomainEvents {
  /** A listing was added, edited, advertised, sold, returned to sale or removed: its category's pages are out of date. */
  'listing.changed': {
    productId: string;
    categoryId: number;
    /** It is (or was, before this change) in the advertised list. */
    advertised: boolean;
    /**
     * 'soldElsewhere': its seller sold it outside PhoneHaat (no sale here; relisted, it is 'added' again);
     * 'returned': a sale was given back (a deal ended without a handover) and the phone is for sale again; 'hidden' and
     * 'shown': a hold (issue 16) took it out of the public lists or its last hold was lifted.
     */
    change:
      | 'added'
      | 'edited'
      | 'advertised'
      | 'sold'
      | 'soldElsewhere'
      | 'returned'
      | 'removed'
      | 'reported'
      | 'hidden'
      | 'shown';
  };
  /**
   * A user's sessions are no longer valid, or what they carry (name, role, verification) changed; 'suspended' (their
   * sessions deleted too) and 'reinstated': an admin's suspension began or was lifted (issue 16).
   */
  'user.changed': {
    userId: string;
    change: 'signed-out' | 'deleted' | 'verified' | 'profile' | 'suspended' | 'reinstated';
    /** The admin's reason, with 'suspended'. */
    reason?: string;
  };
  /** A new account was made (by email or Google), in the language of the request that made it. Emitted by auth. */
  'user.registered': { userId: string; locale: Locale };
  /**
   * A deal moved (or was made), or its card payment went through (`paid`, the status unchanged): the lists and counts
   * of its two parties are out of date.
   */
  'deal.changed': {
    dealId: string;
    productId: string;
    buyerId: string;
    sellerId: string;
    status: DealStatus;
    /** The state the move left: null for a new deal, `status` itself when nothing moved (its payment went through). */
    from: DealStatus | null;
    /** When the deal reached `status` (the same for every telling of that move). */
    at: Date;
    /** Its order is paid by card (the money held until the handover). */
    paid: boolean;
  };
  /** A card payment reached a state (held, taken, given back) after its change committed. Emitted by checkout. */
  'payment.changed': { attemptId: string; status: PaymentAttemptStatus };
  /** A party of a completed deal rated the other (the first time): `toId` hears of it. Emitted by deals. */
  'rating.received': { dealId: string; productId: string; fromId: string; toId: string; stars: number };
  /** A chat message was stored: its two people's sockets, inboxes and unread counts (by user id) are out of date. */
  'message.sent': {
    message: Message;
    productId: string;
    device: string;
    senderId: string;
    senderName: string;
    recipientId: string;
    unread: Record<string, number>;
  };
  /** A conversation was read, blocked or unblocked: these people's views of it (and unread counts, if given) changed. */
  'conversation.changed': { conversationId: string; userIds: string[]; unread?: Record<string, number> };
}

export type EventName = keyof DomainEvents;
export type Listener<N extends EventName> = (event: DomainEvents[N]) => void | Promise<void>;

export interface EventBus {
  on<N extends EventName>(name: N, listener: Listener<N>): void;
  emit<N extends EventName>(name: N, event: DomainEvents[N]): Promise<void>;
}

export function createEventBus(): EventBus {
  const listeners = new Map<EventName, Listener<EventName>[]>();
  return {
    on(name, listener) {
      const list = listeners.get(name) ?? [];
      list.push(listener as Listener<EventName>);
      listeners.set(name, list);
    },
    async emit(name, event) {
      for (const listener of listeners.get(name) ?? []) await listener(event);
    },
  };
}
