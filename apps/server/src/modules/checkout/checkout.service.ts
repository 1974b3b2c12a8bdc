import {
  CURRENCY,
  CHECKOUT_REFUSAL,
  orderMachine,
  PAYMENT_REFUNDED,
  paymentAttemptMachine,
  poishaToTaka,
  type CreateOrder,
  type MyBuyerRow,
  type Order,
  type OrderStatus,
  type PaymentAttemptEvent,
  type PaymentAttemptStatus,
  type PaymentIntent,
  type Principal,
} from '@phonehaat/shared';
import type { FastifyBaseLogger } from 'fastify';
import { isConfirmed, type GatewayIntent, type PaymentGateway } from '../../adapters/payments/payment-gateway.js';
import type { Config } from '../../config.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { EventBus } from '../../lib/events.js';
import type { JobRunner } from '../../lib/jobs.js';
import type { AuthUser } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import type { AttemptRow, CheckoutQueries, CheckoutRepository, NewOrder, OrderRow } from './checkout.repository.js';
import type { Transaction } from '../../db/client.js';
import type { ListingsPort, LockedListing, ReservationsPort } from './listings-port.js';

export const ORDERS_LIMIT = 200;

export const toOrder = (row: OrderRow, dealId?: string): Order => ({
  _id: row.id,
  productId: row.productId,
  buyer: row.buyerName,
  email: row.buyerEmail,
  device: row.device,
  price: poishaToTaka(row.pricePoisha),
  Seller: row.sellerName,
  productPic: row.productPic,
  meetingLocation: row.meetingLocation,
  contact: row.contact,
  paid: row.status === 'paid',
  status: row.status,
  ...(dealId ? { dealId } : {}),
  createdAt: row.createdAt.toISOString(),
});

type Settlement =
  | { kind: 'paid'; paymentId: string; sold?: LockedListing }
  | { kind: 'refund'; because: keyof typeof PAYMENT_REFUNDED };

export interface CheckoutDependencies {
  repository: CheckoutRepository;
  listings: ListingsPort;
  gateway: PaymentGateway;
  events: EventBus;
  jobs: JobRunner;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Crash tests only: where the process kills itself while taking a held payment. */
  faults?: Config['faults'];
}

/** The jobs that move a deal's held money after the change that calls for it committed (decision 0011). */
export const MONEY_JOBS = { capture: 'payment.capture', giveBack: 'payment.giveBack' } as const;
type MoneyJob = keyof typeof MONEY_JOBS;
const moneyKey = (job: MoneyJob, attemptId: string) => `${MONEY_JOBS[job]}:${attemptId}`;

/**
 * Orders and their card payments. Prices come from our records, never the browser; an order is paid only once the
 * gateway confirms its intent for that order and amount; paying, selling the phone and recording the payment are one
 * transaction under the phone's lock, so a phone is sold once and a payment that loses it is refunded.
 */
export function createCheckoutService({
  repository,
  listings,
  gateway,
  events,
  jobs,
  now,
  log,
  faults,
}: CheckoutDependencies) {
  let reservations: ReservationsPort = { reservedFor: async () => undefined, dealsOfOrders: async () => new Map() };
  const heldForOther = async (productId: string, buyerId: string, tx?: Transaction) => {
    const holder = await reservations.reservedFor(productId, tx);
    return holder !== undefined && holder !== buyerId;
  };

  async function ownOrder(buyer: AuthUser, orderId: string): Promise<OrderRow> {
    const order = await repository.orderOfBuyer(orderId, buyer.id);
    if (!order) throw new HttpError(404, 'No such order.');
    return order;
  }

  /** Moves an attempt through the payment attempt machine; a move to the state it is in writes nothing. */
  async function moveAttempt(repo: CheckoutQueries, attempt: AttemptRow, event: PaymentAttemptEvent) {
    const to = paymentAttemptMachine.next(attempt.status, event, 'system');
    if (to !== attempt.status) await repo.setAttemptStatus({ id: attempt.id }, attempt.status, to);
  }

  /**
   * The sale, inside the caller's transaction under the phone's lock (the order's too): the order paid, the phone sold,
   * everybody else's open orders for it cancelled, and the payment recorded for My Buyers. Answers the payment's id.
   */
  async function recordSale(
    tx: Transaction,
    order: OrderRow,
    listing: LockedListing,
    by: Principal,
    { gateway: via, transactionId }: { gateway: string; transactionId: string },
  ): Promise<string> {
    const repo = repository.in(tx);
    await repo.setOrderStatus(order.id, orderMachine.next(order.status, 'pay', by), now());
    await listings.markSold(tx, listing.id);
    await repo.setStatusOfProductOrders(listing.id, 'open', orderMachine.next('open', 'cancel', 'system'), order.id);
    return repo.insertPayment({
      orderId: order.id,
      productId: listing.id,
      buyerId: order.buyerId,
      sellerId: order.sellerId,
      buyerName: order.buyerName,
      buyerEmail: order.buyerEmail,
      sellerName: order.sellerName,
      device: order.device,
      pricePoisha: order.pricePoisha,
      currency: CURRENCY,
      contact: order.contact,
      buyerLocation: order.meetingLocation,
      gateway: via,
      transactionId,
    });
  }

  /**
   * Records a confirmed intent against its order: charged (`held` false) or held on the card for a deal (`held`).
   * Safe to run any number of times, at once or in turn.
   */
  async function settle(attempt: AttemptRow, by: Principal, held: boolean): Promise<Settlement> {
    const outcome = await repository.transaction(async (repo, tx): Promise<Settlement> => {
      // The phone first, then the order: every payment for this phone queues on the phone's lock.
      const order = await repo.order(attempt.orderId);
      if (!order) throw new Error(`payment attempt ${attempt.id} has no order`);
      const listing = await listings.lockForSale(tx, order.productId);
      const lockedOrder = await repo.lockOrder(order.id);
      // Asked only under the locks, so a replay that waited for them finds the payment the first one recorded.
      const existing = await repo.paymentIdOfTransaction(attempt.intentId);
      if (existing) return { kind: 'paid', paymentId: existing };
      if (!listing || listing.removed) return { kind: 'refund', because: 'removed' };
      // Hidden by a hold since the payment began (reported stolen, a suspended seller): not sold while it is checked.
      if (listing.hidden && !listing.sold) return { kind: 'refund', because: 'hidden' };
      // An order that ended on its own (its deal did) while the phone is still for sale.
      if (lockedOrder?.status === 'cancelled' && !listing.sold) return { kind: 'refund', because: 'cancelled' };
      if (!lockedOrder || listing.sold || !orderMachine.can(lockedOrder.status, 'pay', by)) {
        return { kind: 'refund', because: 'sold' };
      }
      if (await heldForOther(listing.id, order.buyerId, tx)) return { kind: 'refund', because: 'reserved' };

      const paymentId = await recordSale(tx, lockedOrder, listing, by, {
        gateway: attempt.gateway,
        transactionId: attempt.intentId,
      });
      const current = await repo.attempt(attempt.id, { lock: true });
      if (!current) throw new Error(`payment attempt ${attempt.id} vanished`);
      await moveAttempt(repo, current, held ? 'authorise' : 'succeed');
      return { kind: 'paid', paymentId, sold: listing };
    });

    if (outcome.kind === 'refund') await returnMoney(attempt.id);
    if (outcome.kind === 'paid' && outcome.sold) {
      await announcePayment(attempt.id, held ? 'authorised' : 'succeeded');
      await announceSale(outcome.sold);
    }
    return outcome;
  }

  /** Kills the process here when a crash test asks for it (FAULT_CRASH_AT); nothing otherwise. */
  async function crashPoint(point: NonNullable<Config['faults']['crashAt']>) {
    if (faults?.crashAt !== point) return;
    log.warn({ point }, 'FAULT_CRASH_AT: killing the process');
    process.kill(process.pid, 'SIGKILL');
    await new Promise(() => {});
  }

  /**
   * Takes a held payment. Idempotent: the gateway call carries the intent's own key, so a retry after a crash (before or
   * after the capture) captures once; an attempt no longer held is left as it is.
   */
  async function captureMoney(attemptId: string): Promise<void> {
    const attempt = await repository.attempt(attemptId);
    if (!attempt || attempt.status !== 'authorised') return;
    await crashPoint('before-capture');
    const intent = await gateway.capture(attempt.intentId, `capture:${attempt.intentId}`);
    await crashPoint('after-capture');
    if (intent.status === 'succeeded') {
      await moveAttempt(repository, attempt, 'capture');
      await announcePayment(attempt.id, 'succeeded');
    }
  }

  /**
   * Gives a payment back: a hold (or a confirmation never recorded) is voided, a captured payment refunded, each once
   * whatever the retries (the gateway's idempotency keys, and the attempt machine for our side).
   */
  async function returnMoney(attemptId: string): Promise<void> {
    const attempt = await repository.attempt(attemptId);
    if (!attempt || attempt.status === 'voided' || attempt.status === 'refunded') return;
    const intent = await gateway.retrieveIntent(attempt.intentId);
    if (!intent) return;
    if (intent.status === 'succeeded') {
      await gateway.refund(attempt.intentId, `refund:${attempt.intentId}`);
      await moveAttempt(repository, attempt, 'refund');
      await announcePayment(attempt.id, 'refunded');
    } else {
      await gateway.cancel(attempt.intentId, `void:${attempt.intentId}`);
      await moveAttempt(repository, attempt, 'void');
      await announcePayment(attempt.id, 'voided');
    }
  }

  const MONEY_WORK: Record<MoneyJob, (attemptId: string) => Promise<void>> = {
    capture: captureMoney,
    giveBack: returnMoney,
  };

  /** A payment's committed move, for whoever counts them; a listener's failure is logged, the payment stands. */
  async function announcePayment(attemptId: string, status: PaymentAttemptStatus) {
    try {
      await events.emit('payment.changed', { attemptId, status });
    } catch (err) {
      log.error({ err, attemptId }, 'payment.changed listener failed');
    }
  }

  /** A committed sale empties what shows the phone; a listener's failure is logged, the sale stands. */
  async function announceSale({ id, categoryId, advertised }: LockedListing) {
    try {
      await events.emit('listing.changed', { productId: id, categoryId, advertised, change: 'sold' });
    } catch (err) {
      log.error({ err, productId: id }, 'listing.changed (sold) listener failed');
    }
  }

  /** A sale given back puts the phone on sale again: the pages that list its category are out of date. */
  async function announceReturn({ id, categoryId, advertised }: LockedListing) {
    try {
      await events.emit('listing.changed', { productId: id, categoryId, advertised, change: 'returned' });
    } catch (err) {
      log.error({ err, productId: id }, 'listing.changed (returned) listener failed');
    }
  }

  /** The order a buyer may place: checked and copied from our own records (read outside any transaction). */
  async function draftOrder(buyer: AuthUser, input: CreateOrder): Promise<NewOrder> {
    const listing = await listings.forOrder(input.productId);
    if (!listing) throw new HttpError(404, 'No such product.');
    if (listing.sellerId === buyer.id) throw new HttpError(403, 'You cannot order your own listing.');
    if (listing.sold) throw new HttpError(409, 'This phone has already been sold.', 'already_sold');
    if (listing.hidden) throw new HttpError(409, CHECKOUT_REFUSAL.hidden);
    if (await heldForOther(listing.id, buyer.id)) throw new HttpError(409, CHECKOUT_REFUSAL.reserved);
    return {
      productId: listing.id,
      buyerId: buyer.id,
      sellerId: listing.sellerId,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      sellerName: listing.sellerName,
      device: listing.name,
      productPic: listing.picture,
      pricePoisha: listing.resalePricePoisha,
      meetingLocation: input.meetingLocation,
      contact: input.contact,
    };
  }

  async function writeOrder(repo: CheckoutQueries, draft: NewOrder): Promise<OrderRow> {
    try {
      return await repo.insertOrder(draft);
    } catch (err) {
      if (isUniqueViolation(err, 'order_open_per_buyer_product_uq')) {
        throw new HttpError(409, 'You have already ordered this phone. Pay for it from My Orders.');
      }
      throw err;
    }
  }

  function matchesOrder(intent: GatewayIntent, order: OrderRow): boolean {
    const matches =
      intent.amount === order.pricePoisha && intent.currency === 'bdt' && intent.metadata.orderId === order.id;
    if (!matches) log.error({ intentId: intent.id, orderId: order.id }, 'payment intent does not match its order');
    return matches;
  }

  return {
    /** The deals domain holds phones for accepted deals; checkout asks it before taking an order or a payment. */
    useReservations(port: ReservationsPort) {
      reservations = port;
    },

    /** The buyer names the product and how to meet; everything else is copied from our own records. */
    async place(buyer: AuthUser, input: CreateOrder): Promise<string> {
      return (await writeOrder(repository, await draftOrder(buyer, input))).id;
    },

    /** An order checked and copied for a deal, before the deal's transaction opens. */
    draftOrder,

    /** Writes a drafted order inside the deal's transaction: the order and its deal exist together or not at all. */
    placeIn: (tx: Transaction, draft: NewOrder) => writeOrder(repository.in(tx), draft),

    async mine(buyer: AuthUser): Promise<Order[]> {
      const rows = await repository.ordersOfBuyer(buyer.id, ORDERS_LIMIT);
      const deals = await reservations.dealsOfOrders(rows.map((o) => o.id));
      return rows.map((o) => toOrder(o, deals.get(o.id)));
    },

    /** Someone else's order is a 404, not a 403: its existence is not the caller's business. */
    async one(buyer: AuthUser, id: string): Promise<Order> {
      const order = await ownOrder(buyer, id);
      return toOrder(order, (await reservations.dealsOfOrders([order.id])).get(order.id));
    },

    /** A removed listing's open orders end; a payment already under way is refunded when it settles. */
    cancelOpenOrders: (productId: string) =>
      repository.setStatusOfProductOrders(productId, 'open', orderMachine.next('open', 'cancel', 'system')),

    /** The statuses of several orders at once (a list of deals). */
    orderStatuses: (orderIds: string[]) => repository.statusesOf(orderIds),

    /** The states of each order's card payments at the gateway, as we recorded them (where a deal's money is). */
    paymentStates: (orderIds: string[], tx?: Transaction): Promise<Map<string, PaymentAttemptStatus[]>> =>
      (tx ? repository.in(tx) : repository).attemptStatusesOf(orderIds),

    /** An order's status, for the deal made with it (read inside the deal's transaction, under the phone's lock). */
    async orderStatus(orderId: string, tx?: Transaction): Promise<OrderStatus | undefined> {
      return (await (tx ? repository.in(tx) : repository).order(orderId))?.status;
    },

    /** An order's status and, once it is paid, when (a deal's card payment is held from then), in one read. */
    async orderPayment(
      orderId: string,
      tx?: Transaction,
    ): Promise<{ status: OrderStatus; paidAt: Date | undefined } | undefined> {
      const order = await (tx ? repository.in(tx) : repository).order(orderId);
      if (!order) return undefined;
      return { status: order.status, paidAt: order.status === 'paid' ? (order.paidAt ?? undefined) : undefined };
    },

    /**
     * A cash deal completed: inside the deal's transaction (which holds the phone's lock), its order is paid, the phone
     * sold, everybody else's open orders cancelled and the sale recorded for My Buyers, as a card payment would.
     * Answers the sold listing, to announce with `announceSale` once the transaction has committed.
     */
    async sellForCash(tx: Transaction, orderId: string, reference: string): Promise<LockedListing> {
      const repo = repository.in(tx);
      const order = await repo.order(orderId);
      if (!order) throw new Error(`order ${orderId} does not exist`);
      const listing = await listings.lockForSale(tx, order.productId);
      if (!listing || listing.removed) throw new HttpError(409, 'This listing has been removed, so it cannot be sold.');
      if (listing.sold) throw new HttpError(409, 'This phone has already been sold.', 'already_sold');
      const locked = await repo.lockOrder(order.id);
      if (!locked) throw new Error(`order ${orderId} vanished`);
      await recordSale(tx, locked, listing, 'system', { gateway: 'cash', transactionId: reference });
      return listing;
    },

    /**
     * A card deal completed: its held payment is to be captured. Scheduled as a job inside the deal's transaction, so a
     * crash after the commit still takes the money, once; `moveMoney` with the answer does it at once after the commit.
     */
    async captureLater(tx: Transaction, orderId: string): Promise<string | undefined> {
      const held = (await repository.in(tx).attemptsOfOrder(orderId)).find((a) => a.status === 'authorised');
      if (!held) return undefined;
      const key = moneyKey('capture', held.id);
      await jobs.schedule({ kind: MONEY_JOBS.capture, key, runAt: now(), payload: { attemptId: held.id } }, tx);
      return key;
    },

    /**
     * A card deal whose payment sold the phone ended without a handover: inside the deal's transaction (which holds the
     * phone's lock) the order is cancelled, the sale marked given back (gone from My Buyers), the phone put on sale
     * again, and the payment's return (void, or refund if it was taken) scheduled as a job, as `captureLater` does.
     * Answers the job's key and the listing to announce with `announceReturn` after the commit.
     */
    async giveBackLater(
      tx: Transaction,
      orderId: string,
    ): Promise<{ key: string | undefined; listing: LockedListing | undefined } | undefined> {
      const repo = repository.in(tx);
      const order = await repo.lockOrder(orderId);
      if (!order || !orderMachine.can(order.status, 'refund', 'system')) return undefined;
      await repo.setOrderStatus(order.id, orderMachine.next(order.status, 'refund', 'system'));
      const sale = await repo.markPaymentRefunded(order.id, now());
      const listing = await listings.lockForSale(tx, order.productId);
      if (listing && !listing.removed) await listings.markUnsold(tx, listing.id);
      const paid = (await repo.attemptsOfOrder(order.id)).find((a) => a.intentId === sale?.transactionId);
      if (!paid) return { key: undefined, listing };
      const key = moneyKey('giveBack', paid.id);
      await jobs.schedule({ kind: MONEY_JOBS.giveBack, key, runAt: now(), payload: { attemptId: paid.id } }, tx);
      return { key, listing };
    },

    /**
     * Runs a money job now (after the commit that scheduled it) and marks it done. A failure is logged and left to the
     * job runner, which tries again; running it twice (here and by the runner) moves the money once.
     */
    async moveMoney(key: string): Promise<void> {
      const [prefix, attemptId] = key.split(':');
      const job = (Object.keys(MONEY_JOBS) as MoneyJob[]).find((j) => MONEY_JOBS[j] === prefix);
      if (!job || !attemptId) throw new Error(`not a money job: ${key}`);
      try {
        await MONEY_WORK[job](attemptId);
        await jobs.cancel(key);
      } catch (err) {
        log.error({ err, key }, 'moving a held payment failed; the job will try again');
      }
    },

    /** The job runner's way in: a money job by its kind. */
    runMoneyJob: (job: MoneyJob, attemptId: string) => MONEY_WORK[job](attemptId),

    announceReturn,

    /** A deal ended without a sale: its order, if still open, can no longer be paid. */
    async cancelOrder(orderId: string, tx?: Transaction): Promise<void> {
      const repo = tx ? repository.in(tx) : repository;
      const order = await repo.order(orderId);
      if (order && orderMachine.can(order.status, 'cancel', 'system')) {
        await repo.setOrderStatus(orderId, orderMachine.next(order.status, 'cancel', 'system'));
      }
    },

    announceSale,

    async buyersOf(seller: AuthUser): Promise<MyBuyerRow[]> {
      const rows = await repository.salesOf(seller.id, ORDERS_LIMIT);
      return rows.map((p) => ({
        _id: p.id,
        device: p.device,
        buyer: p.buyerName,
        email: p.buyerEmail,
        buyerLocation: p.buyerLocation,
        contact: p.contact,
      }));
    },

    async createIntent(buyer: AuthUser, orderId: string): Promise<PaymentIntent> {
      const order = await ownOrder(buyer, orderId);
      if (order.status === 'paid') throw new HttpError(409, 'This order is already paid.');
      const availability = await listings.availability(order.productId);
      if (availability === 'removed') {
        throw new HttpError(409, 'This listing has been removed, so it cannot be bought.');
      }
      if (availability === 'hidden') throw new HttpError(409, CHECKOUT_REFUSAL.hidden);
      if (availability === 'available' && order.status === 'cancelled')
        throw new HttpError(409, CHECKOUT_REFUSAL.cancelled);
      if (availability === 'sold' || !orderMachine.can(order.status, 'pay', 'buyer')) {
        throw new HttpError(409, 'This phone has already been sold.', 'already_sold');
      }
      if (await heldForOther(order.productId, order.buyerId)) throw new HttpError(409, CHECKOUT_REFUSAL.reserved);
      const answer = (intent: { id: string; clientSecret: string }): PaymentIntent => ({
        clientSecret: intent.clientSecret,
        intentId: intent.id,
        amount: poishaToTaka(order.pricePoisha),
        currency: CURRENCY,
        gateway: gateway.kind,
        ...(gateway.publishableKey ? { publishableKey: gateway.publishableKey } : {}),
      });

      // Reuse this order's open intent, so reloading the page never makes a second charge possible.
      const attempts = await repository.attemptsOfOrder(order.id);
      for (const attempt of attempts.filter((a) => a.status === 'pending')) {
        const intent = await gateway.retrieveIntent(attempt.intentId);
        if (intent && intent.status !== 'canceled' && intent.amount === order.pricePoisha) return answer(intent);
      }
      const n = await repository.countAttemptsOfOrder(order.id);
      // A deal's card payment is held until the handover; an order without a deal is charged at once.
      const held = (await reservations.dealsOfOrders([order.id])).has(order.id);
      const intent = await gateway.createIntent({
        amount: order.pricePoisha,
        currency: 'bdt',
        metadata: { orderId: order.id, productId: order.productId },
        captureMethod: held ? 'manual' : 'automatic',
        idempotencyKey: `order:${order.id}:attempt:${n}`,
      });
      await repository.insertAttempt({
        orderId: order.id,
        buyerId: buyer.id,
        gateway: gateway.kind,
        intentId: intent.id,
        amountPoisha: intent.amount,
        currency: intent.currency,
      });
      return answer(intent);
    },

    /** Whether this intent was made for one of this buyer's orders (the sandbox confirms only those). */
    ownsIntent: (buyer: AuthUser, intentId: string) => repository.attemptOfBuyer(intentId, buyer.id),

    /** A signed gateway event says this intent succeeded: settled as POST /payment would. Unknown intents are ignored. */
    async settleIntent(intent: GatewayIntent): Promise<'paid' | 'refunded' | 'ignored'> {
      const attempt = await repository.attemptOfIntent(intent.id);
      if (!attempt) return 'ignored';
      const order = await repository.order(attempt.orderId);
      if (!order) throw new Error(`payment attempt ${attempt.id} has no order`);
      if (!isConfirmed(intent)) throw new HttpError(409, 'The card payment has not been completed.');
      if (!matchesOrder(intent, order)) throw new HttpError(409, 'This payment does not match the order.');
      const held = intent.status === 'requires_capture';
      return (await settle(attempt, 'system', held)).kind === 'paid' ? 'paid' : 'refunded';
    },

    /** The gateway says this intent was canceled or its payment failed: a pending attempt is marked failed. */
    failIntent: (intentId: string) =>
      repository.setAttemptStatus({ intentId }, 'pending', paymentAttemptMachine.next('pending', 'fail', 'system')),

    /** POST /payment: the browser says the card payment succeeded; the gateway must agree before anything changes. */
    async confirm(buyer: AuthUser, orderId: string, intentId: string): Promise<string> {
      const order = await ownOrder(buyer, orderId);
      const attempt = await repository.attemptOfIntent(intentId, order.id);
      if (!attempt) throw new HttpError(404, 'No such payment for this order.');
      const intent = await gateway.retrieveIntent(intentId);
      if (!intent || !isConfirmed(intent)) {
        throw new HttpError(402, 'The card payment has not been completed.');
      }
      if (!matchesOrder(intent, order)) throw new HttpError(409, 'This payment does not match the order.');
      const outcome = await settle(attempt, 'buyer', intent.status === 'requires_capture');
      if (outcome.kind === 'refund') throw new HttpError(409, PAYMENT_REFUNDED[outcome.because]);
      return outcome.paymentId;
    },

    /**
     * At start: settles what the gateway confirmed (charged or held) but nobody reported, giving back those whose phone
     * went meanwhile. Held payments whose deal ended are the money jobs' work, which survive restarts on their own.
     */
    async reconcile(): Promise<{ settled: number; refunded: number }> {
      let settled = 0;
      let refunded = 0;
      for (const attempt of await repository.attemptsIn('pending')) {
        const intent = await gateway.retrieveIntent(attempt.intentId);
        if (intent?.status === 'canceled') await moveAttempt(repository, attempt, 'fail');
        if (!intent || !isConfirmed(intent)) continue;
        const outcome = await settle(attempt, 'system', intent.status === 'requires_capture');
        if (outcome.kind === 'paid') settled += 1;
        else refunded += 1;
      }
      return { settled, refunded };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
