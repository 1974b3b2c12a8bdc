import type {
  DealStatus,
  Locale,
  Notification,
  NotificationKind,
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '@phonehaat/shared';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { DomainEvents } from '../../lib/events.js';
import type { MailContent } from '../mail/templates.js';
import { mailTemplates, type AccountMail, type DealMail } from '../mail/templates.js';
import type { Mailer } from '../mail/index.js';
import { NOTIFICATION_TEXT } from './notifications.text.js';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.js';

/** How many entries the bell shows. */
export const BELL_SIZE = 20;

type Party = 'buyer' | 'seller';

/**
 * Who hears of a deal's new state, and which of them may also get it by email (and under which preference). A state
 * the deal can reach `again` (the meeting goes back and forth) is news each time: in the bell, not by email again.
 */
interface News {
  to: Party[];
  email?: Exclude<keyof NotificationPreferences, 'language'>;
  again?: true;
}

const DEAL_NEWS: Partial<Record<DealStatus, News>> = {
  requested: { to: ['seller'], email: 'emailDealRequested', again: true },
  countered: { to: ['buyer'], again: true },
  accepted: { to: ['buyer'], email: 'emailDealAccepted' },
  declined: { to: ['buyer'] },
  expired: { to: ['buyer'] },
  cancelled: { to: ['buyer', 'seller'] },
  handedOver: { to: ['seller'] },
  cashPaid: { to: ['buyer'] },
  completed: { to: ['buyer', 'seller'], email: 'emailDealCompleted' },
  problem: { to: ['buyer', 'seller'] },
  refunded: { to: ['buyer'] },
};
/** The buyer's proposal back, after the seller's: news to the seller each time, not a new request. */
const REPROPOSED_NEWS: News = { to: ['seller'], again: true };
/** The email each kind of deal news may come with. */
const DEAL_MAIL: Partial<Record<NotificationKind, DealMail>> = {
  'deal.requested': 'dealRequested',
  'deal.accepted': 'dealAccepted',
  'deal.completed': 'dealCompleted',
};
/** A deal's card payment went through: its seller hears of it once (in the bell; no email preference covers it). */
const PAID_NEWS: News = { to: ['seller'] };

/** What notifications ask of other domains (handed in as ports, decision 0007). */
export interface NotificationPorts {
  /** The listing's name, or undefined when it cannot be read. */
  listingTitle(productId: string): Promise<string | undefined>;
  /** A present user's name and email, or undefined (deleted). */
  person(userId: string): Promise<{ name: string; email: string } | undefined>;
  mail: Mailer;
  /** The site's address for links in emails (PUBLIC_URL, or the default address). */
  siteUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Looks for due jobs now (the mail just queued). */
  wake(): void;
}

export const dealLink = (dealId: string) => `/dashboard/deals/${dealId}`;
export const conversationLink = (conversationId: string) => `/dashboard/messages/${conversationId}`;

/**
 * The news a move of a deal to `status` from `from` is: its kind, who hears it and how. A request the buyer makes again
 * after the seller's proposal is news of its own.
 */
export function dealNews(status: DealStatus, from: DealStatus | null): (News & { kind: NotificationKind }) | undefined {
  if (status === 'requested' && from === 'countered') return { kind: 'deal.reproposed', ...REPROPOSED_NEWS };
  const news = DEAL_NEWS[status];
  return news && { kind: `deal.${status}`, ...news };
}
const ACCOUNT_LINK = '/dashboard/account';

/** How many (recipient, conversation) pairs this instance remembers as told already. */
const TOLD_MEMORY = 20_000;

export function createNotificationsService(repository: NotificationsRepository, ports: NotificationPorts) {
  // A conversation's message notification is stored once and never removed while its person is: once seen stored,
  // the next messages of that conversation need no query at all.
  const toldOfConversation = new LRUCache<string, true>({ max: TOLD_MEMORY });

  const toNotification = (row: NotificationRow): Notification => ({
    _id: row.id,
    kind: row.kind as NotificationKind,
    text: (NOTIFICATION_TEXT[row.kind as NotificationKind] ?? ((t: string) => t))(row.title),
    title: row.title,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  });

  async function emailFor(
    kind: NotificationKind,
    input: { title: string | undefined; link: string; buyerId: string; locale: Locale },
  ): Promise<MailContent | undefined> {
    const template = DEAL_MAIL[kind];
    if (!template) return undefined;
    return mailTemplates.deal(template, {
      title: input.title,
      buyer: kind === 'deal.requested' ? (await ports.person(input.buyerId))?.name : undefined,
      link: `${ports.siteUrl}${input.link}`,
      settings: `${ports.siteUrl}${ACCOUNT_LINK}`,
      locale: input.locale,
    });
  }

  /**
   * Each party `news` names hears of the deal once per kind (again for a later move where `news` says so), by email
   * too where `news` says and they allow, the first time.
   */
  async function tell(event: DomainEvents['deal.changed'], kind: NotificationKind, news: News): Promise<void> {
    const listing = await ports.listingTitle(event.productId);
    const title = listing ?? 'phone';
    const link = dealLink(event.dealId);
    // Read before the transaction (other domains' services, the recipient's preferences), written inside it. An email
    // is composed only for someone who wants it, in the language they chose for their emails.
    const recipients: { userId: string; email: string; content: MailContent | undefined }[] = [];
    for (const party of news.to) {
      const userId = party === 'buyer' ? event.buyerId : event.sellerId;
      const person = await ports.person(userId);
      if (!person) continue;
      const wanted = news.email ? await repository.preferences(userId) : undefined;
      const content =
        news.email && wanted?.[news.email]
          ? await emailFor(kind, { title: listing, link, buyerId: event.buyerId, locale: wanted.language })
          : undefined;
      recipients.push({ userId, email: person.email, content });
    }
    await repository.transaction(async (tx) => {
      for (const { userId, email, content } of recipients) {
        const row = { userId, kind, subjectId: event.dealId, link, title, ...(news.again && { createdAt: event.at }) };
        const added = await repository.add(tx, row);
        if (added && content) await ports.mail.send(email, content, tx);
        if (!added && news.again) await repository.raise(tx, { ...row, createdAt: event.at });
      }
    });
    ports.wake();
  }

  return {
    /** The admins suspended a person's account or lifted the suspension: they are told by email, in their language. */
    async accountChanged(userId: string, kind: AccountMail, reason?: string): Promise<void> {
      const person = await ports.person(userId);
      if (!person) return;
      const { language } = await repository.preferences(userId);
      await ports.mail.send(person.email, mailTemplates.account(kind, { reason, locale: language }));
      ports.wake();
    },

    /**
     * A deal moved: each party it concerns gets the news once (a repeated event adds nothing; another proposal is news
     * again), and, where the kind is an important one and their preference allows, an email queued in the same
     * transaction. A deal told again without a move (its payment went through) is news of the payment only.
     */
    async dealChanged(event: DomainEvents['deal.changed']): Promise<void> {
      const news = event.from === event.status ? undefined : dealNews(event.status, event.from);
      if (news) await tell(event, news.kind, news);
      if (event.paid) await tell(event, 'deal.paid', PAID_NEWS);
    },

    /** A party of a deal was rated: they hear of it once per deal (a changed rating adds nothing). */
    async ratingReceived(event: DomainEvents['rating.received']): Promise<void> {
      if (!(await ports.person(event.toId))) return;
      const title = (await ports.listingTitle(event.productId)) ?? 'phone';
      await repository.transaction((tx) =>
        repository.add(tx, {
          userId: event.toId,
          kind: 'rating.received',
          subjectId: event.dealId,
          link: dealLink(event.dealId),
          title,
        }),
      );
    },

    /** A chat message: its recipient hears of the conversation once in the bell (the unread count says the rest). */
    async messageReceived(event: DomainEvents['message.sent']): Promise<void> {
      const key = `${event.recipientId} ${event.message.conversationId}`;
      if (toldOfConversation.has(key)) return;
      if (!(await ports.person(event.recipientId))) return;
      await repository.transaction((tx) =>
        repository.add(tx, {
          userId: event.recipientId,
          kind: 'message.received',
          subjectId: event.message.conversationId,
          link: conversationLink(event.message.conversationId),
          title: event.device,
        }),
      );
      toldOfConversation.set(key, true);
    },

    async list(userId: string): Promise<{ unread: number; items: Notification[] }> {
      const [rows, unread] = await Promise.all([repository.latest(userId, BELL_SIZE), repository.unread(userId)]);
      return { unread, items: rows.map(toNotification) };
    },

    async markRead(userId: string, ids?: string[]): Promise<{ unread: number }> {
      await repository.markRead(userId, ports.now(), ids);
      return { unread: await repository.unread(userId) };
    },

    preferences: (userId: string) => repository.preferences(userId),

    /** Changes the preferences named in `change`; the others stay. */
    setPreferences: (userId: string, change: NotificationPreferencesUpdate): Promise<NotificationPreferences> =>
      repository.setPreferences(userId, change),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
