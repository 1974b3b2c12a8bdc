import {
  CARD_MEETING_REFUSAL,
  DEAL_CONTACT_SHOWN,
  DEAL_EVENT_NEEDS,
  DEAL_FINAL,
  dealAwaits,
  dealFacts,
  dealMachine,
  dealMoney,
  latestCardMeeting,
  poishaToTaka,
  RATING_EDIT_DAYS,
  TransitionError,
  type CreateDeal,
  type Deal,
  type DealEvent,
  type DealEventInput,
  type DealStatus,
  type DealSummary,
  type OrderStatus,
  type PaymentAttemptStatus,
  type Principal,
  type Rating,
  type RatingInput,
  type SellerProfile,
} from '@phonehaat/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { EventBus } from '../../lib/events.js';
import type { JobRunner } from '../../lib/jobs.js';
import type { AuthUser } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import type { CheckoutService } from '../checkout/checkout.service.js';
import type { LockedListing } from '../checkout/listings-port.js';
import type { DealEventRow, DealRow, DealsRepository, RatingRow } from './deals.repository.js';

export const DEALS_LIMIT = 200;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Party = 'buyer' | 'seller' | 'admin';

/** What deals ask of the listings domain: a listing's row locked for the move, and the seller's number on it. */
export interface DealListingsPort {
  lockForSale(tx: Transaction, id: string): Promise<LockedListing | undefined>;
  sellerContact(productId: string): Promise<string | undefined>;
}

/** What deals ask of checkout: the order made with the deal, its payment, and the sale or end of it. */
export type DealCheckoutPort = Pick<
  CheckoutService,
  | 'draftOrder'
  | 'placeIn'
  | 'orderStatus'
  | 'orderPayment'
  | 'orderStatuses'
  | 'paymentStates'
  | 'sellForCash'
  | 'captureLater'
  | 'giveBackLater'
  | 'moveMoney'
  | 'cancelOrder'
  | 'announceSale'
  | 'announceReturn'
  | 'useReservations'
>;

/** What deals ask of the users domain: a seller as their public profile shows them; anyone's name as it stands. */
export interface PublicSellerPort {
  publicSeller(id: string): Promise<{ id: string; name: string; verified: boolean; createdAt: Date } | undefined>;
  /** The name a person (deleted or not) is shown by now; undefined if there never was such a person. */
  shownName(id: string): Promise<string | undefined>;
}

export const REVIEWS_LIMIT = 50;

/** What deals ask of the trust domain: a listing's full IMEIs, for the two parties once the seller agreed to meet. */
export interface DealIdentityPort {
  imeisOf(productId: string): Promise<string[]>;
}

export interface DealsDependencies {
  users: PublicSellerPort;
  repository: DealsRepository;
  checkout: DealCheckoutPort;
  listings: DealListingsPort;
  identity: DealIdentityPort;
  jobs: JobRunner;
  events: EventBus;
  now: () => Date;
  config: Config['deals'];
  log: FastifyBaseLogger;
}

const NAMES: Record<Principal, (deal: DealRow) => string> = {
  buyer: (d) => d.buyerName,
  seller: (d) => d.sellerName,
  admin: () => 'PhoneHaat admin',
  system: () => 'PhoneHaat',
};

const expiryKey = (dealId: string) => `deal.expire:${dealId}`;
const releaseKey = (dealId: string) => `deal.release:${dealId}`;

/**
 * Deals: the handover of an order's phone. Every status change goes through the deal machine under the phone's lock
 * (the same lock a card payment takes), is written to the deal's timeline with who, when and why, and says so with
 * 'deal.changed'. An accepted deal holds the phone for its buyer; a cash deal that completes sells it through checkout.
 */
export function createDealsService({
  repository,
  checkout,
  listings,
  identity,
  users,
  jobs,
  events,
  now,
  config,
  log,
}: DealsDependencies) {
  function partyOf(caller: AuthUser, deal: DealRow): Party | undefined {
    if (caller.id === deal.buyerId) return 'buyer';
    if (caller.id === deal.sellerId) return 'seller';
    if (caller.role === 'Admin') return 'admin';
    return undefined;
  }

  /** Someone else's deal is a 404, not a 403: its existence is not the caller's business. */
  async function visibleDeal(caller: AuthUser, id: string): Promise<{ deal: DealRow; you: Party }> {
    const deal = await repository.deal(id);
    const you = deal && partyOf(caller, deal);
    if (!deal || !you) throw new HttpError(404, 'No such deal.');
    return { deal, you };
  }

  function summary(
    deal: DealRow,
    you: Party,
    orderStatus: OrderStatus | undefined,
    payments: readonly PaymentAttemptStatus[],
  ): DealSummary {
    const paid = orderStatus === 'paid';
    const facts = dealFacts(deal.payment, paid);
    const contactShown = you !== 'buyer' || DEAL_CONTACT_SHOWN.includes(deal.status);
    return {
      _id: deal.id,
      ...(you === 'buyer' ? { orderId: deal.orderId } : {}),
      productId: deal.productId,
      device: deal.device,
      productPic: deal.productPic,
      price: poishaToTaka(deal.pricePoisha),
      payment: deal.payment,
      status: deal.status,
      paid,
      money: dealMoney(deal.payment, payments),
      buyer: deal.buyerName,
      Seller: deal.sellerName,
      meetingLocation: deal.meetingPlace,
      meetingAt: deal.meetingAt.toISOString(),
      proposedBy: deal.proposedBy,
      contact: deal.buyerContact,
      ...(contactShown ? { sellerContact: deal.sellerContact } : {}),
      answerBy: deal.answerBy.toISOString(),
      you,
      actions: dealMachine.allowedEvents(deal.status, you, facts),
      waitingForYou: dealAwaits(deal.status, you, facts),
      createdAt: deal.createdAt.toISOString(),
    };
  }

  const editableUntil = (row: RatingRow) => new Date(row.createdAt.getTime() + RATING_EDIT_DAYS * DAY);
  const toRating = (row: RatingRow | undefined): Rating | null =>
    row
      ? {
          stars: row.stars,
          comment: row.comment,
          at: row.updatedAt.toISOString(),
          editableUntil: editableUntil(row).toISOString(),
        }
      : null;

  function view(
    deal: DealRow,
    you: Party,
    orderStatus: OrderStatus | undefined,
    payments: readonly PaymentAttemptStatus[],
    timeline: DealEventRow[],
    given: RatingRow[],
  ): Deal {
    return {
      ...summary(deal, you, orderStatus, payments),
      ratings: {
        byBuyer: toRating(given.find((r) => r.side === 'buyer')),
        bySeller: toRating(given.find((r) => r.side === 'seller')),
      },
      timeline: timeline.map((e) => ({
        event: e.event,
        from: (e.fromStatus as DealStatus | null) ?? null,
        to: e.toStatus as DealStatus,
        by: e.by,
        name: NAMES[e.by](deal),
        reason: e.reason,
        meetingPlace: e.meetingPlace,
        meetingAt: e.meetingAt?.toISOString() ?? null,
        at: e.createdAt.toISOString(),
      })),
    };
  }

  const meetingTime = (iso: string, field: string): Date => {
    const at = new Date(iso);
    if (at.getTime() <= now().getTime()) throw new HttpError(400, `${field}: choose a meeting time in the future.`);
    return at;
  };

  /** A card deal meets while its payment can still be held (paid at `paidAt`, or from now while unpaid). */
  const heldInTime = (meetingAt: Date, paidAt: Date | undefined) => {
    if (meetingAt.getTime() > latestCardMeeting(paidAt, now()).getTime()) {
      throw new HttpError(400, paidAt ? CARD_MEETING_REFUSAL.paid : CARD_MEETING_REFUSAL.unpaid);
    }
  };

  /** What an event needs besides itself, checked before anything is locked. */
  function inputFor(event: DealEvent, input: Omit<DealEventInput, 'event'>) {
    const need = DEAL_EVENT_NEEDS[event];
    if ((need === 'reason' || need === 'note') && !input.reason) {
      throw new HttpError(
        400,
        need === 'note'
          ? 'reason: say what is wrong with the phone, so the admin can decide.'
          : 'reason: give a reason, so the other side knows why.',
      );
    }
    if (need === 'meeting') {
      if (!input.meetingPlace || !input.meetingAt) {
        throw new HttpError(400, 'meetingPlace: propose a place and a time (meetingPlace and meetingAt) to meet.');
      }
      return {
        reason: input.reason,
        meeting: { place: input.meetingPlace, at: meetingTime(input.meetingAt, 'meetingAt') },
      };
    }
    return { reason: input.reason, meeting: undefined };
  }

  /** Says the deal is in its state, reached from `from` (null for a new deal, its own state when nothing moved). */
  async function announce(deal: DealRow, paid: boolean, from: DealStatus | null) {
    try {
      await events.emit('deal.changed', {
        dealId: deal.id,
        productId: deal.productId,
        buyerId: deal.buyerId,
        sellerId: deal.sellerId,
        status: deal.status,
        from,
        at: deal.updatedAt,
        paid,
      });
    } catch (err) {
      log.error({ err, dealId: deal.id }, 'deal.changed listener failed');
    }
  }

  /**
   * One move: under the phone's lock (every accept, payment and sale of one phone queues there) and the deal's, the
   * machine decides from the deal's state and whether its card payment went through; the deal, its timeline, its jobs,
   * the phone's hold and the order change together.
   */
  async function move(
    dealId: string,
    event: DealEvent,
    by: Principal,
    actorId: string | null,
    extra: { reason?: string | undefined; meeting?: { place: string; at: Date } | undefined } = {},
  ): Promise<DealRow> {
    const known = await repository.deal(dealId);
    if (!known) throw new HttpError(404, 'No such deal.');
    const { moved, from, sold, money, returned, paid } = await repository.transaction(async (repo, tx) => {
      const listing = await listings.lockForSale(tx, known.productId);
      const deal = await repo.lockDeal(dealId);
      if (!deal) throw new HttpError(404, 'No such deal.');
      const order = await checkout.orderPayment(deal.orderId, tx);
      const paid = order?.status === 'paid';
      let to: DealStatus;
      try {
        to = dealMachine.next(deal.status, event, by, dealFacts(deal.payment, paid));
      } catch (err) {
        // Not theirs to do is a 403; not possible in this state a 409 (the error handler's answer).
        if (err instanceof TransitionError && err.reason === 'principal') throw new HttpError(403, err.message);
        throw err;
      }
      if (event === 'accept') {
        if (!listing || listing.removed)
          throw new HttpError(409, 'This listing has been removed, so it cannot be sold.');
        if (listing.hidden)
          throw new HttpError(
            409,
            'This listing is hidden while PhoneHaat’s admins look into it, so it cannot be sold now.',
          );
        if (listing.sold && !paid)
          throw new HttpError(409, 'This phone has already been sold to another buyer.', 'already_sold');
        const holder = await repo.reservedFor(deal.productId);
        if (holder && holder !== deal.buyerId) {
          throw new HttpError(
            409,
            'This phone is already held for another buyer’s accepted deal, so this one cannot be accepted.',
          );
        }
      }

      if (extra.meeting && deal.payment === 'card') {
        heldInTime(extra.meeting.at, order?.paidAt);
      }
      const at = now();
      const patch: Partial<DealRow> = { status: to, updatedAt: at };
      if (extra.meeting) {
        patch.meetingPlace = extra.meeting.place;
        patch.meetingAt = extra.meeting.at;
        patch.proposedBy = by === 'seller' ? 'seller' : 'buyer';
        patch.answerBy = new Date(at.getTime() + config.acceptHours * HOUR);
      }
      // The money follows the deal: a cash deal sells at completion; a card deal's held payment is captured when it
      // completes and given back (the phone with it) when it ends otherwise. Jobs scheduled here do the gateway's part.
      const sold =
        to === 'completed' && deal.payment === 'cash'
          ? await checkout.sellForCash(tx, deal.orderId, `cash:${deal.id}`)
          : undefined;
      let money: string | undefined;
      let returned: LockedListing | undefined;
      if (to === 'completed' && deal.payment === 'card') money = await checkout.captureLater(tx, deal.orderId);
      if (DEAL_FINAL.includes(to) && to !== 'completed') {
        const given = paid && deal.payment === 'card' ? await checkout.giveBackLater(tx, deal.orderId) : undefined;
        if (given) {
          money = given.key;
          returned = given.listing;
        } else {
          await checkout.cancelOrder(deal.orderId, tx);
        }
      }
      let row: DealRow;
      try {
        row = await repo.updateDeal(deal.id, patch);
      } catch (err) {
        if (isUniqueViolation(err, 'deal_reserving_per_product_uq')) {
          throw new HttpError(
            409,
            'This phone is already held for another buyer’s accepted deal, so this one cannot be accepted.',
          );
        }
        throw err;
      }
      await repo.insertEvent({
        dealId: deal.id,
        event,
        fromStatus: deal.status,
        toStatus: to,
        by,
        actorId,
        reason: extra.reason ?? null,
        meetingPlace: extra.meeting?.place ?? null,
        meetingAt: extra.meeting?.at ?? null,
        createdAt: at,
      });

      // The jobs that follow: an unanswered deal expires, an accepted card deal is released after the meeting.
      if (to === 'requested' || to === 'countered') {
        await jobs.schedule(
          { kind: 'deal.expire', key: expiryKey(deal.id), runAt: row.answerBy, payload: { dealId: deal.id } },
          tx,
        );
      } else {
        await jobs.cancel(expiryKey(deal.id), tx);
      }
      if (to === 'accepted' && deal.payment === 'card') {
        const runAt = new Date(row.meetingAt.getTime() + config.releaseDays * DAY);
        await jobs.schedule(
          { kind: 'deal.release', key: releaseKey(deal.id), runAt, payload: { dealId: deal.id } },
          tx,
        );
      }
      if (DEAL_FINAL.includes(to)) await jobs.cancel(releaseKey(deal.id), tx);
      return { moved: row, from: deal.status, sold, money, returned, paid };
    });
    if (sold) await checkout.announceSale(sold);
    if (returned) await checkout.announceReturn(returned);
    if (money) await checkout.moveMoney(money);
    await announce(moved, paid, from);
    return moved;
  }

  /** The open deal whose own card payment sold the phone says so: it is paid (the money held until the handover). */
  async function announceIfPaid(dealId: string) {
    const deal = await repository.deal(dealId);
    if (deal?.payment === 'card' && (await checkout.orderStatus(deal.orderId)) === 'paid')
      await announce(deal, true, deal.status);
  }

  /**
   * PhoneHaat's own move, made as the system (a job, a sale elsewhere) or as an admin (a party suspended): a move the
   * machine no longer allows is simply not made. Answers whether it was made.
   */
  async function systemMove(
    dealId: string,
    event: DealEvent,
    reason?: string,
    by: 'system' | 'admin' = 'system',
  ): Promise<boolean> {
    try {
      await move(dealId, event, by, null, { reason });
      return true;
    } catch (err) {
      // Refused by the machine: not now (409), or not PhoneHaat's to do (403: a deal whose own payment sold the phone).
      if (err instanceof TransitionError || (err instanceof HttpError && [403, 409].includes(err.statusCode))) {
        return false;
      }
      throw err;
    }
  }

  async function withStatuses(rows: DealRow[], you: (deal: DealRow) => Party): Promise<DealSummary[]> {
    const orderIds = rows.map((d) => d.orderId);
    const [statuses, payments] = await Promise.all([
      checkout.orderStatuses(orderIds),
      checkout.paymentStates(orderIds),
    ]);
    return rows.map((d) => summary(d, you(d), statuses.get(d.orderId), payments.get(d.orderId) ?? []));
  }

  const service = {
    /** The purchase modal's booking: the order as the spec makes it, and the deal that carries it to a handover. */
    async request(buyer: AuthUser, input: CreateDeal): Promise<{ dealId: string; orderId: string }> {
      const meetingAt = meetingTime(input.meetingAt, 'meetingAt');
      if ((input.payment ?? 'card') === 'card') heldInTime(meetingAt, undefined);
      // Checked and read before the transaction; the order, the deal, its first event and its expiry are written in
      // one, so neither exists without the other.
      const draft = await checkout.draftOrder(buyer, {
        productId: input.productId,
        contact: input.contact,
        meetingLocation: input.meetingLocation,
      });
      const sellerContact = (await listings.sellerContact(draft.productId)) ?? '';
      const at = now();
      const deal = await repository.transaction(async (repo, tx) => {
        const order = await checkout.placeIn(tx, draft);
        const row = await repo.insertDeal({
          orderId: order.id,
          productId: order.productId,
          buyerId: order.buyerId,
          sellerId: order.sellerId,
          buyerName: order.buyerName,
          sellerName: order.sellerName,
          device: order.device,
          productPic: order.productPic,
          pricePoisha: order.pricePoisha,
          payment: input.payment ?? 'card',
          meetingPlace: order.meetingLocation,
          meetingAt,
          buyerContact: order.contact,
          sellerContact,
          answerBy: new Date(at.getTime() + config.acceptHours * HOUR),
          createdAt: at,
          updatedAt: at,
        });
        await repo.insertEvent({
          dealId: row.id,
          event: 'request',
          fromStatus: null,
          toStatus: row.status,
          by: 'buyer',
          actorId: buyer.id,
          meetingPlace: row.meetingPlace,
          meetingAt: row.meetingAt,
          createdAt: at,
        });
        await jobs.schedule(
          { kind: 'deal.expire', key: expiryKey(row.id), runAt: row.answerBy, payload: { dealId: row.id } },
          tx,
        );
        return row;
      });
      await announce(deal, false, null);
      return { dealId: deal.id, orderId: deal.orderId };
    },

    /** The caller's deals: as buyer, as seller, or (an admin) those waiting on a problem. */
    async mine(caller: AuthUser): Promise<DealSummary[]> {
      if (caller.role === 'Admin') return withStatuses(await repository.list('problems', DEALS_LIMIT), () => 'admin');
      const rows = await repository.list(
        caller.role === 'Seller' ? { sellerId: caller.id } : { buyerId: caller.id },
        DEALS_LIMIT,
      );
      return withStatuses(rows, (d) => partyOf(caller, d) ?? 'buyer');
    },

    /** How many deals wait for the caller's move (the dashboard's count). */
    async waiting(caller: AuthUser): Promise<number> {
      const rows =
        caller.role === 'Admin'
          ? await repository.list('problems', DEALS_LIMIT)
          : await repository.openOf(caller.id, DEALS_LIMIT);
      return (await withStatuses(rows, (d) => partyOf(caller, d) ?? 'admin')).filter((d) => d.waitingForYou).length;
    },

    async one(caller: AuthUser, id: string): Promise<Deal> {
      const { deal, you } = await visibleDeal(caller, id);
      // The buyer checks the number at the meeting (*#06#): shown with the seller's number, to the two parties only.
      const imeisShown = you !== 'admin' && DEAL_CONTACT_SHOWN.includes(deal.status);
      const imeis = imeisShown ? await identity.imeisOf(deal.productId) : [];
      const order = await checkout.orderPayment(deal.orderId);
      const shown = view(
        deal,
        you,
        order?.status,
        (await checkout.paymentStates([deal.orderId])).get(deal.orderId) ?? [],
        await repository.timeline(deal.id),
        await repository.ratingsOf(deal.id),
      );
      // A card deal's next proposal must fall while its payment can be held.
      const meetBy = shown.actions.includes('propose') && deal.payment === 'card';
      return {
        ...shown,
        ...(imeis.length ? { imeis } : {}),
        ...(meetBy ? { meetBy: latestCardMeeting(order?.paidAt, now()).toISOString() } : {}),
      };
    },

    /** A party (or an admin) fires an event; the machine decides, the answer is the deal as it now is. */
    async fire(caller: AuthUser, id: string, input: DealEventInput): Promise<Deal> {
      const { deal, you } = await visibleDeal(caller, id);
      const { event, ...rest } = input;
      // Refusals the machine would give come before a missing reason: 'not yours' beats 'say why'.
      const facts = dealFacts(deal.payment, (await checkout.orderStatus(deal.orderId)) === 'paid');
      if (dealMachine.can(deal.status, event, you, facts)) {
        await move(deal.id, event, you, caller.id, inputFor(event, rest));
      } else {
        await move(deal.id, event, you, caller.id, {});
      }
      return service.one(caller, id);
    },

    /**
     * A side of a completed deal rates the other: once per side (a second time changes the first), for
     * RATING_EDIT_DAYS after it was first given. Only the deal's buyer and seller may, and only when it completed.
     */
    async rate(caller: AuthUser, id: string, input: RatingInput): Promise<Deal> {
      const { deal, you } = await visibleDeal(caller, id);
      if (you === 'admin') throw new HttpError(403, 'Only the buyer and the seller of a deal can rate it.');
      if (deal.status !== 'completed') throw new HttpError(409, 'Only a completed deal can be rated.');
      await repository.transaction(async (repo) => {
        const at = now();
        const given = await repo.lockRating(deal.id, you);
        if (given && editableUntil(given).getTime() < at.getTime()) {
          throw new HttpError(
            409,
            `A rating can be changed for ${RATING_EDIT_DAYS} days after it is given; this one is older.`,
          );
        }
        await repo.putRating({
          dealId: deal.id,
          side: you,
          raterId: caller.id,
          rateeId: you === 'buyer' ? deal.sellerId : deal.buyerId,
          stars: input.stars,
          comment: input.comment ? input.comment : null,
          createdAt: at,
          updatedAt: at,
        });
      });
      // The rated side hears of it (notifications keep one per deal).
      const toId = you === 'buyer' ? deal.sellerId : deal.buyerId;
      await events.emit('rating.received', {
        dealId: deal.id,
        productId: deal.productId,
        fromId: caller.id,
        toId,
        stars: input.stars,
      });
      return service.one(caller, id);
    },

    /** A seller's public profile (anyone may read it): a removed or unknown seller is a 404. */
    async sellerProfile(sellerId: string): Promise<SellerProfile> {
      const seller = await users.publicSeller(sellerId);
      if (!seller) throw new HttpError(404, 'No such seller.');
      const { average, count, reviews } = await repository.sellerRatings(seller.id, REVIEWS_LIMIT);
      return {
        _id: seller.id,
        name: seller.name,
        isSellerVerified: seller.verified,
        memberSince: seller.createdAt.toISOString(),
        completedSales: await repository.completedSales(seller.id),
        rating: { average: average === null ? null : Math.round(average * 10) / 10, count },
        reviews: reviews.map((r) => ({ stars: r.stars, comment: r.comment, buyer: r.buyer, at: r.at.toISOString() })),
      };
    },

    /** Deals asked by checkout: whom the phone is held for (under the caller's lock, inside its transaction). */
    reservedFor: (productId: string, tx?: Transaction) => (tx ? repository.in(tx) : repository).reservedFor(productId),

    /** Asked by checkout: the deals orders carry, by order id (a deal's card payment is held until the handover). */
    dealsOfOrders: (orderIds: string[]) => repository.dealsOfOrders(orderIds),

    /** The phone was sold (to someone) or removed: every other open deal on it ends. */
    async productGone(productId: string, because: 'sold' | 'removed'): Promise<number> {
      const reason =
        because === 'sold' ? 'The phone was sold to another buyer.' : 'The seller or an admin removed this listing.';
      let ended = 0;
      for (const { id } of await repository.openDealsOfProduct(productId)) {
        if (await systemMove(id, 'cancel', reason)) ended += 1;
        else if (because === 'sold') await announceIfPaid(id);
      }
      return ended;
    },

    /**
     * A person's account was deleted: their deals (and the ratings given on them) stay, showing the name the users
     * domain now gives them ('Deleted account' when they deleted it themselves).
     */
    async partyDeleted(userId: string): Promise<void> {
      const name = await users.shownName(userId);
      if (name !== undefined) await repository.renameParty(userId, name);
    },

    /**
     * An admin suspended a person: each of their deals before the meeting ends (a card payment goes back); a deal past
     * the meeting stays for its other party to finish or to open a problem. Answers how many ended.
     */
    async partySuspended(userId: string): Promise<number> {
      let ended = 0;
      for (const { id, sellerId } of await repository.openDealsOfParty(userId)) {
        const reason =
          sellerId === userId
            ? 'PhoneHaat’s admins suspended the seller’s account.'
            : 'PhoneHaat’s admins suspended the buyer’s account.';
        // Past the meeting (or ended meanwhile) the machine refuses, and the deal is left as it is.
        if (await systemMove(id, 'cancel', reason, 'admin')) ended += 1;
      }
      return ended;
    },

    /** PhoneHaat's own move on a deal (jobs, other domains, tests); false when the machine no longer allows it. */
    moveAsSystem: (dealId: string, event: DealEvent, reason?: string) => systemMove(dealId, event, reason),

    /** Job: an unanswered deal expires once its answer time has passed (a later proposal moved the job). */
    async expire(dealId: string): Promise<void> {
      const deal = await repository.deal(dealId);
      if (!deal || deal.answerBy.getTime() > now().getTime()) return;
      await systemMove(dealId, 'expire', 'Nobody answered in time.');
    },

    /** Job: a paid card deal the buyer has not confirmed completes DEAL_RELEASE_DAYS after the meeting. */
    async release(dealId: string): Promise<void> {
      await systemMove(dealId, 'release', 'The buyer did not report a problem in time.');
    },
  };
  return service;
}

export type DealsService = ReturnType<typeof createDealsService>;
